import { useSessionStore } from '@mall/shared';
import { AgreementText } from './agreement-text';
import { NewPasswordFields } from './new-password-fields';
import { StepActions, useAuthSteps } from './auth-steps';
import { firstErrorKey, registerFormSchema } from '@mall/shared/schemas';
import { Button, Card, Checkbox, Form, Input, Result, Steps, Typography } from 'antd';
import { useState } from 'react';
import { checkRegisterCode, completeLogin, registerAccount, sendRegisterCode } from '../../api/auth';
import { EmailCodeFields } from './email-code-fields';

const verifyStepSchema = registerFormSchema.pick({ email: true, verificationCode: true });
const accountStepSchema = registerFormSchema.pick({ account: true, password: true, agreement: true });

/** Registration in 3 steps (spec section 2): verify e-mail, fill account info, complete. */
export function RegisterPage() {
  const { t, step, setStep, busy, run, warn, mismatch, go } = useAuthSteps();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [checkToken, setCheckToken] = useState('');
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [agreement, setAgreement] = useState(false);
  const [userName, setUserName] = useState('');

  const verify = () => {
    const key = firstErrorKey(verifyStepSchema.safeParse({ email, verificationCode: code }));
    if (key) return warn(key);
    return run(async () => {
      const { checkToken } = await checkRegisterCode(email.trim(), code.trim());
      setCheckToken(checkToken);
      setStep(1);
    });
  };

  const submit = () => {
    const key = firstErrorKey(accountStepSchema.safeParse({ account, password, agreement }));
    if (key) return warn(key);
    if (password !== confirm) return mismatch();
    return run(async () => {
      const created = await registerAccount(checkToken, account, password, true);
      await completeLogin(created.accessToken);
      setUserName(useSessionStore.getState().userInfo?.nickName ?? created.userName);
      setPassword('');
      setConfirm('');
      setStep(2);
    });
  };

  return (
    <Card className="auth-card" data-testid="page-register">
      <Typography.Title level={3}>{t('register.title')}</Typography.Title>
      <Steps
        current={step}
        size="small"
        style={{ marginBottom: 24 }}
        data-testid="register-steps"
        items={[{ title: t('register.steps.verify') }, { title: t('register.steps.account') }, { title: t('register.steps.done') }]}
      />
      {step === 0 && (
        <Form layout="vertical" component="div">
          <EmailCodeFields
            prefix="register"
            email={email}
            code={code}
            onEmail={setEmail}
            onCode={setCode}
            send={sendRegisterCode}
            onEnter={verify}
          />
          <Button type="primary" block size="large" loading={busy} onClick={verify} data-testid="register-next">
            {t('common.next')}
          </Button>
        </Form>
      )}
      {step === 1 && (
        <Form layout="vertical" component="div">
          <Form.Item label={t('register.account')}>
            <Input
              name="account"
              autoComplete="username"
              placeholder={t('register.accountPlaceholder')}
              value={account}
              onChange={(e) => setAccount(e.target.value)}
              data-testid="register-account"
            />
          </Form.Item>
          <NewPasswordFields
            label={t('register.password')}
            placeholder={t('register.passwordPlaceholder')}
            password={password}
            confirm={confirm}
            onPassword={setPassword}
            onConfirm={setConfirm}
            onSubmit={submit}
            testIds={{ password: 'register-password', confirm: 'register-confirm' }}
          />
          <Form.Item>
            <Checkbox checked={agreement} onChange={(e) => setAgreement(e.target.checked)} data-testid="register-agreement">
              <AgreementText />
            </Checkbox>
          </Form.Item>
          <StepActions onBack={() => setStep(0)} onSubmit={submit} busy={busy} submitText={t('register.submit')} testId="register" />
        </Form>
      )}
      {step === 2 && (
        <Result
          status="success"
          data-testid="register-done"
          title={t('register.doneTitle', { name: userName })}
          subTitle={t('register.doneText')}
          extra={[
            <Button key="home" type="primary" onClick={() => go('/')} data-testid="register-go-home">
              {t('register.goShopping')}
            </Button>,
            <Button key="uc" onClick={() => go('/user-center/uc-home')} data-testid="register-go-account">
              {t('register.goAccount')}
            </Button>,
          ]}
        />
      )}
      {step < 2 && (
        <div className="login-register">
          {t('register.haveAccount')}{' '}
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => go('/login')} data-testid="register-sign-in">
            {t('register.signIn')}
          </Button>
        </div>
      )}
    </Card>
  );
}
