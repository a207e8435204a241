import { useEffect, useState } from 'react';
import { useMutation } from '@mall/shared/react-query';
import { Alert, Button, Card, Form, Input, Radio, Result, Space } from 'antd';
import { useTranslation } from '@mall/shared/react-i18n';
import { useNavigate } from '@mall/shared/router';
import { CHANGE_PASSWORD_MAX, PASSWORD_CHANGE_REDIRECT_MS, useCodeCountdown, VERIFICATION_CODE_LENGTH, schemaRule } from '@mall/shared';
import { changePasswordSchema, loginPasswordFieldSchema, verificationCodeSchema } from '@mall/shared/schemas';
import { DemoMailboxLink, useLocalePath } from '@mall/shared/ui';
import { changePassword, sendPasswordCode, useProfile } from '../api/account';
import { StoreAccountForm } from '../components/account/store-account-form';
import { useFeedback } from '../components/feedback';
import { UserCenterPage } from '../components/user-center-page';
import { NAMESPACE } from '../namespace';

interface Values {
  current?: string;
  code?: string;
  next: string;
  confirm: string;
}

/** Change password with the current one or an e-mail code (6-20 characters, two kinds); other sessions end. */
function ChangePasswordForm() {
  const { t } = useTranslation(NAMESPACE);
  const feedback = useFeedback();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const profile = useProfile();
  const [proof, setProof] = useState<'password' | 'code'>('password');
  const [form] = Form.useForm<Values>();
  const countdown = useCodeCountdown();
  const send = useMutation({
    mutationFn: sendPasswordCode,
    onSuccess: () => (countdown.start(), feedback.done('account.codeSent')),
    onError: feedback.failed,
  });
  const change = useMutation({ mutationFn: changePassword, onError: feedback.failed });

  // Spec section 9: the page moves on 3 seconds after the change.
  useEffect(() => {
    if (!change.isSuccess) return;
    const id = setTimeout(() => navigate(localePath('/user-center/uc-home')), PASSWORD_CHANGE_REDIRECT_MS);
    return () => clearTimeout(id);
  }, [change.isSuccess, navigate, localePath]);

  if (change.isSuccess)
    return (
      <Result
        status="success"
        title={<span data-testid="password-changed">{t('password.changed')}</span>}
        subTitle={t('password.changedHint')}
      />
    );

  return (
    <Form
      form={form}
      layout="vertical"
      style={{ maxWidth: 420 }}
      onFinish={(v) =>
        change.mutate({ current: proof === 'password' ? v.current : undefined, code: proof === 'code' ? v.code : undefined, next: v.next })
      }
    >
      <Form.Item label={t('password.proof')}>
        <Radio.Group
          value={proof}
          onChange={(e) => setProof(e.target.value as 'password' | 'code')}
          options={[
            { value: 'password', label: t('password.byPassword') },
            { value: 'code', label: t('password.byCode'), disabled: !profile.data?.userMail },
          ]}
          data-testid="password-proof"
        />
      </Form.Item>
      {proof === 'password' ? (
        <Form.Item name="current" label={t('password.current')} rules={[schemaRule(loginPasswordFieldSchema, feedback.rule)]} required>
          <Input.Password data-testid="password-current" autoComplete="current-password" />
        </Form.Item>
      ) : (
        <Form.Item
          label={t('password.codeTo', { mail: profile.data?.userMail ?? '' })}
          required
          extra={<DemoMailboxLink mail={profile.data?.userMail ?? undefined} />}
        >
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="code" noStyle rules={[schemaRule(verificationCodeSchema, feedback.rule)]}>
              <Input data-testid="password-code" maxLength={VERIFICATION_CODE_LENGTH} inputMode="numeric" />
            </Form.Item>
            <Button onClick={() => send.mutate()} disabled={countdown.running} loading={send.isPending} data-testid="password-send-code">
              {countdown.running ? t('account.resendIn', { seconds: countdown.left }) : t('account.getCode')}
            </Button>
          </Space.Compact>
        </Form.Item>
      )}
      <Form.Item
        name="next"
        label={t('password.next')}
        rules={[schemaRule(changePasswordSchema, feedback.rule)]}
        extra={t('password.rule')}
        required
      >
        <Input.Password data-testid="password-next" maxLength={CHANGE_PASSWORD_MAX} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('password.confirm')}
        dependencies={['next']}
        required
        rules={[
          ({ getFieldValue }) => ({
            validator: async (_: unknown, v: string) => {
              if (v !== getFieldValue('next')) throw new Error(feedback.rule('validation.passwordMismatch'));
            },
          }),
        ]}
      >
        <Input.Password data-testid="password-confirm" maxLength={CHANGE_PASSWORD_MAX} autoComplete="new-password" />
      </Form.Item>
      <Alert type="info" showIcon title={t('password.othersSignedOut')} style={{ marginBottom: 16 }} />
      <Button type="primary" htmlType="submit" loading={change.isPending} data-testid="password-submit">
        {t('password.submit')}
      </Button>
    </Form>
  );
}

/** Change password, and the store account and password settings of an approved shop. */
export default function ChangePasswordPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <UserCenterPage pageKey="ucPassword">
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Card title={t('password.title')}>
          <ChangePasswordForm />
        </Card>
        <Card title={t('password.storeTitle')} data-testid="store-settings">
          <StoreAccountForm />
        </Card>
      </Space>
    </UserCenterPage>
  );
}
