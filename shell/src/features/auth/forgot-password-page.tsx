import { NewPasswordFields } from './new-password-fields';
import { StepActions, useAuthSteps } from './auth-steps';
import { firstErrorKey, registerFormSchema } from '@mall/shared/schemas';
import { Button, Card, Form, Result, Steps, Typography } from 'antd';
import { useState } from 'react';
import { resetPassword, sendResetCode } from '../../api/auth';
import { EmailCodeFields } from './email-code-fields';

const verifyStepSchema = registerFormSchema.pick({ email: true, verificationCode: true });
// The new password follows the registration rule.
const passwordStepSchema = registerFormSchema.pick({ password: true });

/** Forgot password in 3 steps: e-mail code, new password, sign in. */
export function ForgotPasswordPage() {
  const { t, step, setStep, busy, run, warn, mismatch, go } = useAuthSteps();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');

  const next = () => {
    const key = firstErrorKey(verifyStepSchema.safeParse({ email, verificationCode: code }));
    if (key) return warn(key);
    setStep(1);
  };

  const submit = () => {
    const key = firstErrorKey(passwordStepSchema.safeParse({ password }));
    if (key) return warn(key);
    if (password !== confirm) return mismatch();
    // A wrong or expired code (A00001) is shown by the request client; the buyer may fix it on step 1.
    return run(async () => {
      await resetPassword(email.trim(), code.trim(), password);
      setPassword('');
      setConfirm('');
      setStep(2);
    });
  };

  return (
    <Card className="auth-card" data-testid="page-forgot-password">
      <Typography.Title level={3}>{t('forgot.title')}</Typography.Title>
      <Steps
        current={step}
        size="small"
        style={{ marginBottom: 24 }}
        data-testid="forgot-steps"
        items={[{ title: t('forgot.steps.verify') }, { title: t('forgot.steps.password') }, { title: t('forgot.steps.done') }]}
      />
      {step === 0 && (
        <Form layout="vertical" component="div">
          <Typography.Paragraph type="secondary">{t('forgot.intro')}</Typography.Paragraph>
          <EmailCodeFields
            prefix="forgot"
            email={email}
            code={code}
            onEmail={setEmail}
            onCode={setCode}
            send={sendResetCode}
            onEnter={next}
          />
          <Button type="primary" block size="large" onClick={next} data-testid="forgot-next">
            {t('common.next')}
          </Button>
        </Form>
      )}
      {step === 1 && (
        <Form layout="vertical" component="div">
          <NewPasswordFields
            label={t('forgot.newPassword')}
            placeholder={t('forgot.passwordPlaceholder')}
            password={password}
            confirm={confirm}
            onPassword={setPassword}
            onConfirm={setConfirm}
            onSubmit={submit}
            testIds={{ password: 'forgot-new-password', confirm: 'forgot-confirm' }}
          />
          <StepActions onBack={() => setStep(0)} onSubmit={submit} busy={busy} submitText={t('forgot.submit')} testId="forgot" />
        </Form>
      )}
      {step === 2 && (
        <Result
          status="success"
          data-testid="forgot-done"
          title={t('forgot.doneTitle')}
          subTitle={t('forgot.doneText')}
          extra={[
            <Button key="sign-in" type="primary" onClick={() => go('/login')} data-testid="forgot-sign-in">
              {t('forgot.signIn')}
            </Button>,
            <Button key="home" onClick={() => go('/')}>
              {t('common.backHome')}
            </Button>,
          ]}
        />
      )}
      {step < 2 && (
        <div className="login-register">
          {t('forgot.remembered')}{' '}
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => go('/login')}>
            {t('forgot.signIn')}
          </Button>
        </div>
      )}
    </Card>
  );
}
