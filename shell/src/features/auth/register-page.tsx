import { useLocaleStore, useSessionStore, withLocale } from '@mall/shared';
import { NewPasswordFields } from './new-password-fields';
import { firstErrorKey, registerFormSchema } from '@mall/shared/schemas';
import { App, Button, Card, Checkbox, Form, Input, Result, Steps, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from '@mall/shared/router';
import { checkRegisterCode, completeLogin, registerAccount, sendRegisterCode } from '../../api/auth';
import { EmailCodeFields, useShowError } from './email-code-fields';
import { useAuthTranslation } from './i18n';

const verifyStepSchema = registerFormSchema.pick({ email: true, verificationCode: true });
const accountStepSchema = registerFormSchema.pick({ account: true, password: true, agreement: true });

/** Registration in 3 steps (spec section 2): verify e-mail, fill account info, complete. */
export function RegisterPage() {
  const { t } = useAuthTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const locale = useLocaleStore((s) => s.locale);
  const showFailure = useShowError();
  const [step, setStep] = useState(0);
  const [busy, setBusy] = useState(false);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [checkToken, setCheckToken] = useState('');
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [agreement, setAgreement] = useState(false);
  const [userName, setUserName] = useState('');

  const warn = (key: string) => message.warning(t(key, { ns: 'common' }));
  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    try {
      await fn();
    } catch (err) {
      showFailure(err);
    } finally {
      setBusy(false);
    }
  };

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
    if (password !== confirm) return message.warning(t('common.mismatch'));
    return run(async () => {
      const created = await registerAccount(checkToken, account, password, true);
      await completeLogin(created.accessToken);
      setUserName(useSessionStore.getState().userInfo?.nickName ?? created.userName);
      setPassword('');
      setConfirm('');
      setStep(2);
    });
  };

  const go = (path: string) => navigate(withLocale(path, locale));

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
              {t('register.agreement')}
            </Checkbox>
          </Form.Item>
          <div style={{ display: 'flex', gap: 8 }}>
            <Button size="large" onClick={() => setStep(0)} data-testid="register-back">
              {t('common.back')}
            </Button>
            <Button type="primary" block size="large" loading={busy} onClick={submit} data-testid="register-submit">
              {t('register.submit')}
            </Button>
          </div>
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
