import { useLocaleStore, withLocale } from '@mall/shared';
import { NewPasswordFields } from './new-password-fields';
import { firstErrorKey, registerFormSchema } from '@mall/shared/schemas';
import { App, Button, Card, Form, Result, Steps, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from '@mall/shared/router';
import { resetPassword, sendResetCode } from '../../api/auth';
import { EmailCodeFields, useShowError } from './email-code-fields';
import { useAuthTranslation } from './i18n';

const verifyStepSchema = registerFormSchema.pick({ email: true, verificationCode: true });
// The new password follows the registration rule.
const passwordStepSchema = registerFormSchema.pick({ password: true });

/** Forgot password in 3 steps: e-mail code, new password, sign in. */
export function ForgotPasswordPage() {
  const { t } = useAuthTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const locale = useLocaleStore((s) => s.locale);
  const showFailure = useShowError();
  const [step, setStep] = useState(0);
  const [busy, setBusy] = useState(false);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');

  const warn = (key: string) => message.warning(t(key, { ns: 'common' }));
  const go = (path: string) => navigate(withLocale(path, locale));

  const next = () => {
    const key = firstErrorKey(verifyStepSchema.safeParse({ email, verificationCode: code }));
    if (key) return warn(key);
    setStep(1);
  };

  const submit = async () => {
    const key = firstErrorKey(passwordStepSchema.safeParse({ password }));
    if (key) return warn(key);
    if (password !== confirm) return message.warning(t('common.mismatch'));
    setBusy(true);
    try {
      await resetPassword(email.trim(), code.trim(), password);
      setPassword('');
      setConfirm('');
      setStep(2);
    } catch (err) {
      // A wrong or expired code (A00001) was shown by the request client; the buyer may fix it on step 1.
      showFailure(err);
    } finally {
      setBusy(false);
    }
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
          <div style={{ display: 'flex', gap: 8 }}>
            <Button size="large" onClick={() => setStep(0)} data-testid="forgot-back">
              {t('common.back')}
            </Button>
            <Button type="primary" block size="large" loading={busy} onClick={submit} data-testid="forgot-submit">
              {t('forgot.submit')}
            </Button>
          </div>
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
