import { useEffect } from 'react';
import { Alert, Button, Descriptions, Form, Input } from 'antd';
import { useTranslation } from '@mall/shared/react-i18n';
import { STORE_PASSWORD_MAX } from '@mall/shared';
import { storeAccountSchema } from '@mall/shared/schemas';
import { LocaleLink, QueryStatus } from '@mall/shared/ui';
import { useSaveStoreAccount, useStoreAccount } from '../../api/account';
import { NAMESPACE } from '../../namespace';
import { useFeedback } from '../feedback';

interface Values {
  account: string;
  password: string;
  confirmPassword: string;
}

/**
 * Store account and password settings: once the buyer's shop application passed, the merchant
 * console sign-in of their shop (account name, a 6-12 digit store password typed twice).
 */
export function StoreAccountForm() {
  const { t } = useTranslation(NAMESPACE);
  const feedback = useFeedback();
  const store = useStoreAccount();
  const save = useSaveStoreAccount();
  const [form] = Form.useForm<Values>();
  const s = store.data;
  useEffect(() => {
    if (s?.account) form.setFieldsValue({ account: s.account });
  }, [s?.account, form]);

  const field = (name: keyof Values) => ({
    validator: async () => {
      const res = storeAccountSchema.safeParse(form.getFieldsValue());
      const issue = res.success ? null : res.error.issues.find((i) => i.path[0] === name);
      if (issue) throw new Error(feedback.rule(issue.message));
    },
  });

  return (
    <QueryStatus query={store}>
      {s && !s.eligible ? (
        <Alert
          type="info"
          showIcon
          title={t('password.storeNotEligible')}
          action={<LocaleLink to="/shop-apply">{t('password.openShop')}</LocaleLink>}
          data-testid="store-not-eligible"
        />
      ) : s ? (
        <>
          <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('password.shop')}>{s.shopName}</Descriptions.Item>
            <Descriptions.Item label={t('password.storeAccount')}>{s.account ?? t('password.storeAccountNone')}</Descriptions.Item>
          </Descriptions>
          <Form
            form={form}
            layout="vertical"
            style={{ maxWidth: 420 }}
            onFinish={(v) =>
              save.mutate(
                { account: v.account, password: v.password },
                {
                  onSuccess: () => (feedback.done('password.storeSaved'), form.resetFields(['password', 'confirmPassword'])),
                  onError: feedback.failed,
                },
              )
            }
          >
            <Form.Item name="account" label={t('password.storeAccount')} rules={[field('account')]} required>
              <Input data-testid="store-account" autoComplete="username" />
            </Form.Item>
            <Form.Item
              name="password"
              label={t('password.storePassword')}
              rules={[field('password')]}
              extra={t('password.storePasswordHint')}
              required
            >
              <Input.Password data-testid="store-password" inputMode="numeric" maxLength={STORE_PASSWORD_MAX} autoComplete="new-password" />
            </Form.Item>
            <Form.Item
              name="confirmPassword"
              label={t('password.confirm')}
              rules={[field('confirmPassword')]}
              dependencies={['password']}
              required
            >
              <Input.Password
                data-testid="store-password-confirm"
                inputMode="numeric"
                maxLength={STORE_PASSWORD_MAX}
                autoComplete="new-password"
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="store-save">
              {t('common.save')}
            </Button>
          </Form>
        </>
      ) : null}
    </QueryStatus>
  );
}
