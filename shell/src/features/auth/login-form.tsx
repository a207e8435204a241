import { showError, useCodeCountdown, VERIFICATION_CODE_LENGTH } from '@mall/shared';
import { accountLoginFormSchema, emailLoginFormSchema, emailSchema, firstErrorKey } from '@mall/shared/schemas';
import { App, Button, Checkbox, Form, Input, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from '@mall/shared/react-i18n';
import { LocaleLink } from '../../components/locale-link';
import { completeLogin, loginByAccount, loginByEmailCode, sendLoginCode } from '../../api/auth';
import { SocialSignIn } from './social-sign-in';

interface Values {
  account: string;
  password: string;
  email: string;
  verificationCode: string;
  agreement: boolean;
}
const EMPTY: Values = { account: '', password: '', email: '', verificationCode: '', agreement: false };

/**
 * The sign-in form of the login dialog and the /login page (spec section 2): account tab (0) and
 * e-mail tab (1); the first failing rule is shown as a warning toast.
 */
export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation('shell');
  const { message } = App.useApp();
  const [tab, setTab] = useState<'0' | '1'>('0');
  const [values, setValues] = useState<Values>(EMPTY);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const countdown = useCodeCountdown();
  const set = (patch: Partial<Values>) => setValues((v) => ({ ...v, ...patch }));
  const warn = (key: string) => message.warning(t(key, { ns: 'common' }));

  const checkEmailOnBlur = () => {
    const key = values.email ? firstErrorKey(emailSchema.safeParse(values.email)) : null;
    setEmailError(key ? t(key, { ns: 'common' }) : null);
  };

  const getCode = async () => {
    const key = firstErrorKey(emailSchema.safeParse(values.email));
    if (key) return warn('validation.correctEmail');
    try {
      await sendLoginCode(values.email.trim());
      message.success(t('signin.codeSent'));
      countdown.start();
    } catch (err) {
      showError(err, (text) => message.error(text));
    }
  };

  const submit = async () => {
    const parsed =
      tab === '0'
        ? accountLoginFormSchema.safeParse({ account: values.account, password: values.password, agreement: values.agreement })
        : emailLoginFormSchema.safeParse({ email: values.email, verificationCode: values.verificationCode, agreement: values.agreement });
    const key = firstErrorKey(parsed);
    if (key) return warn(key);
    setBusy(true);
    try {
      const tokens =
        tab === '0'
          ? await loginByAccount(values.account.trim(), values.password)
          : await loginByEmailCode(values.email.trim(), values.verificationCode.trim());
      await completeLogin(tokens.accessToken);
      message.success(t('login.success'));
      setValues(EMPTY);
      countdown.reset();
      onSuccess();
    } catch (err) {
      showError(err, (text) => message.error(text));
    } finally {
      setBusy(false);
    }
  };

  const agreement = (
    <Form.Item>
      <Checkbox checked={values.agreement} onChange={(e) => set({ agreement: e.target.checked })} data-testid="login-agreement">
        {t('login.agreement')}
      </Checkbox>
    </Form.Item>
  );
  const submitButton = (
    <Button type="primary" block size="large" loading={busy} onClick={submit} data-testid="login-submit">
      {t('login.submit')}
    </Button>
  );

  return (
    <>
      <Tabs
        activeKey={tab}
        onChange={(k) => setTab(k as '0' | '1')}
        items={[
          {
            key: '0',
            label: <span data-testid="login-tab-account">{t('login.accountTab')}</span>,
            children: (
              <Form layout="vertical" onFinish={submit} component="div">
                <Form.Item label={t('login.account')}>
                  <Input
                    name="account"
                    autoComplete="username"
                    placeholder={t('login.accountPlaceholder')}
                    value={values.account}
                    onChange={(e) => set({ account: e.target.value })}
                    onPressEnter={submit}
                    data-testid="login-account"
                  />
                </Form.Item>
                <Form.Item label={t('login.password')}>
                  <Input.Password
                    name="password"
                    autoComplete="current-password"
                    aria-label={t('login.password')}
                    value={values.password}
                    onChange={(e) => set({ password: e.target.value })}
                    onPressEnter={submit}
                    data-testid="login-password"
                  />
                </Form.Item>
                <div className="login-links">
                  <LocaleLink to="/forgot-password" data-testid="forgot-password">
                    {t('login.forgotPassword')}
                  </LocaleLink>
                </div>
                {agreement}
                {submitButton}
              </Form>
            ),
          },
          {
            key: '1',
            label: <span data-testid="login-tab-email">{t('login.emailTab')}</span>,
            children: (
              <Form layout="vertical" component="div">
                <Form.Item label={t('login.email')} validateStatus={emailError ? 'error' : undefined} help={emailError ?? undefined}>
                  <Input
                    name="email"
                    type="email"
                    autoComplete="email"
                    value={values.email}
                    onChange={(e) => set({ email: e.target.value })}
                    onBlur={checkEmailOnBlur}
                    data-testid="login-email"
                  />
                </Form.Item>
                <Form.Item label={t('login.verificationCode')}>
                  <Input
                    name="verificationCode"
                    inputMode="numeric"
                    maxLength={VERIFICATION_CODE_LENGTH}
                    value={values.verificationCode}
                    onChange={(e) => set({ verificationCode: e.target.value })}
                    onPressEnter={submit}
                    data-testid="login-code"
                    addonAfter={
                      <Button
                        type="link"
                        size="small"
                        disabled={countdown.running}
                        onClick={getCode}
                        data-testid="login-get-code"
                        style={{ padding: 0 }}
                      >
                        {countdown.running ? t('login.resend', { seconds: countdown.left }) : t('login.getCode')}
                      </Button>
                    }
                  />
                </Form.Item>
                {agreement}
                {submitButton}
              </Form>
            ),
          },
        ]}
      />
      <SocialSignIn />
    </>
  );
}
