import { showError, useCodeCountdown, VERIFICATION_CODE_LENGTH } from '@mall/shared';
import { accountLoginFormSchema, emailLoginFormSchema, emailSchema, firstErrorKey } from '@mall/shared/schemas';
import { Button, Checkbox, Field, Input, isComposingKey, Tabs, toast } from '@mall/shared/ui/lite';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@mall/shared/react-i18n';
import { LocaleLink } from '../../components/locale-link';
import { completeLogin, loginByAccount, loginByEmailCode, sendLoginCode } from '../../api/auth';
import { DemoMailboxLink } from '@mall/shared/ui';
import { AgreementText } from './agreement-text';
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
 * e-mail tab (1); the first failing rule is shown as a warning toast. Built from the light kit, so
 * neither the dialog nor the page loads antd for it.
 */
export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation('shell');
  const [tab, setTab] = useState<'0' | '1'>('0');
  const [values, setValues] = useState<Values>(EMPTY);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [passwordShown, setPasswordShown] = useState(false);
  const countdown = useCodeCountdown();
  const set = (patch: Partial<Values>) => setValues((v) => ({ ...v, ...patch }));
  const warn = (key: string) => toast.warning(t(key, { ns: 'common' }));

  const checkEmailOnBlur = () => {
    const key = values.email ? firstErrorKey(emailSchema.safeParse(values.email)) : null;
    setEmailError(key ? t(key, { ns: 'common' }) : null);
  };

  const getCode = async () => {
    const key = firstErrorKey(emailSchema.safeParse(values.email));
    if (key) return warn('validation.correctEmail');
    try {
      await sendLoginCode(values.email.trim());
      toast.success(t('signin.codeSent'));
      countdown.start();
    } catch (err) {
      showError(err, (text) => toast.error(text));
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
      toast.success(t('login.success'));
      setValues(EMPTY);
      countdown.reset();
      onSuccess();
    } catch (err) {
      showError(err, (text) => toast.error(text));
    } finally {
      setBusy(false);
    }
  };

  // Enter submits, except the Enter that ends an input-method composition (Chinese input).
  const submitOnEnter = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' && !isComposingKey(e)) void submit();
  };

  const agreement = (
    <div className="login-agreement">
      <Checkbox checked={values.agreement} onChange={(e) => set({ agreement: e.target.checked })} data-testid="login-agreement">
        <AgreementText />
      </Checkbox>
    </div>
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
        aria-label={t('login.title')}
        items={[
          {
            key: '0',
            label: <span data-testid="login-tab-account">{t('login.accountTab')}</span>,
            children: (
              <div className="login-form">
                <Field label={t('login.account')}>
                  {(control) => (
                    <Input
                      {...control}
                      name="account"
                      autoComplete="username"
                      placeholder={t('login.accountPlaceholder')}
                      value={values.account}
                      onChange={(e) => set({ account: e.target.value })}
                      onKeyDown={submitOnEnter}
                      data-testid="login-account"
                    />
                  )}
                </Field>
                <Field label={t('login.password')}>
                  {(control) => (
                    <span className="login-password">
                      <Input
                        {...control}
                        name="password"
                        type={passwordShown ? 'text' : 'password'}
                        autoComplete="current-password"
                        value={values.password}
                        onChange={(e) => set({ password: e.target.value })}
                        onKeyDown={submitOnEnter}
                        data-testid="login-password"
                      />
                      <button
                        type="button"
                        className="login-password-toggle"
                        aria-pressed={passwordShown}
                        aria-label={t('login.showPassword')}
                        onClick={() => setPasswordShown((v) => !v)}
                      >
                        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                          <path d="M1 8s2.5-5 7-5 7 5 7 5-2.5 5-7 5-7-5-7-5z" fill="none" stroke="currentColor" strokeWidth="1.4" />
                          <circle cx="8" cy="8" r="2.2" fill="none" stroke="currentColor" strokeWidth="1.4" />
                          {passwordShown ? null : <path d="M2 14L14 2" stroke="currentColor" strokeWidth="1.4" />}
                        </svg>
                      </button>
                    </span>
                  )}
                </Field>
                <div className="login-links">
                  <LocaleLink to="/forgot-password" data-testid="forgot-password">
                    {t('login.forgotPassword')}
                  </LocaleLink>
                </div>
                {agreement}
                {submitButton}
              </div>
            ),
          },
          {
            key: '1',
            label: <span data-testid="login-tab-email">{t('login.emailTab')}</span>,
            children: (
              <div className="login-form">
                <Field label={t('login.email')} error={emailError}>
                  {(control) => (
                    <Input
                      {...control}
                      name="email"
                      type="email"
                      autoComplete="email"
                      value={values.email}
                      onChange={(e) => set({ email: e.target.value })}
                      onBlur={checkEmailOnBlur}
                      data-testid="login-email"
                    />
                  )}
                </Field>
                <Field label={t('login.verificationCode')}>
                  {(control) => (
                    <span className="login-code-row">
                      <Input
                        {...control}
                        name="verificationCode"
                        inputMode="numeric"
                        autoComplete="one-time-code"
                        maxLength={VERIFICATION_CODE_LENGTH}
                        value={values.verificationCode}
                        onChange={(e) => set({ verificationCode: e.target.value })}
                        onKeyDown={submitOnEnter}
                        data-testid="login-code"
                      />
                      <Button type="link" disabled={countdown.running} onClick={getCode} data-testid="login-get-code">
                        {countdown.running ? t('login.resend', { seconds: countdown.left }) : t('login.getCode')}
                      </Button>
                    </span>
                  )}
                </Field>
                <DemoMailboxLink mail={values.email} />
                {agreement}
                {submitButton}
              </div>
            ),
          },
        ]}
      />
      <SocialSignIn />
    </>
  );
}
