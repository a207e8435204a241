import { useState } from 'react';
import { Button, Card, Col, Form, InputNumber, Row, Space, Statistic, Typography } from 'antd';
import { useTranslation } from '@mall/shared/react-i18n';
import { useNavigate } from '@mall/shared/router';
import { RECHARGE_MAX, RECHARGE_MIN, useCurrencyStore, useMoney, schemaRule } from '@mall/shared';
import { rechargeAmountSchema } from '@mall/shared/schemas';
import { QueryStatus, useLocalePath } from '@mall/shared/ui';
import { useRecharge, useWalletSummary } from '../api/wallet';
import { useFeedback } from '../components/feedback';
import { UserCenterPage } from '../components/user-center-page';
import { LedgerTable } from '../components/wallet/ledger-table';
import { NAMESPACE } from '../namespace';

/** Top-up: an amount of the base currency, paid at the payment counter (the sandbox gateway). */
function TopUp() {
  const { t } = useTranslation(NAMESPACE);
  const feedback = useFeedback();
  const base = useCurrencyStore((s) => s.base);
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const recharge = useRecharge();
  const [form] = Form.useForm<{ amount: number | null }>();
  const [amount, setAmount] = useState<number | null>(null);
  const cents = (v: number | null | undefined) => (v == null ? undefined : Math.round(v * 100));
  return (
    <Form
      form={form}
      layout="inline"
      onFinish={(v) =>
        recharge.mutate(cents(v.amount)!, {
          onSuccess: ({ orderNumber }) => navigate(localePath(`/payment?orderNumbers=${orderNumber}`)),
          onError: feedback.failed,
        })
      }
    >
      <Form.Item
        name="amount"
        label={t('balance.amount', { currency: base.currencyCode })}
        rules={[{ validator: (_: unknown, v: number | null) => schemaRule(rechargeAmountSchema, feedback.rule).validator(_, cents(v)) }]}
      >
        <InputNumber
          min={RECHARGE_MIN / 100}
          max={RECHARGE_MAX / 100}
          precision={2}
          step={10}
          prefix={base.symbol}
          style={{ width: 180 }}
          onChange={setAmount}
          data-testid="topup-amount"
        />
      </Form.Item>
      <Space>
        {[20, 50, 100].map((v) => (
          <Button key={v} onClick={() => (form.setFieldValue('amount', v), setAmount(v))}>
            {base.symbol}
            {v}
          </Button>
        ))}
        <Button type="primary" htmlType="submit" loading={recharge.isPending} disabled={!amount} data-testid="topup-submit">
          {t('balance.topUp')}
        </Button>
      </Space>
    </Form>
  );
}

/** My balance: what is there, a top-up through the payment counter, and every movement. */
export default function MyBalancePage() {
  const { t } = useTranslation(NAMESPACE);
  const money = useMoney();
  const summary = useWalletSummary();
  return (
    <UserCenterPage pageKey="ucBalance">
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Card>
          <QueryStatus query={summary} rows={2}>
            <Row gutter={[24, 16]} align="middle">
              <Col xs={24} md={8}>
                <Statistic
                  title={t('balance.current')}
                  value={money(summary.data?.balance ?? 0)}
                  valueRender={(v) => <span data-testid="balance-current">{v}</span>}
                />
              </Col>
              <Col xs={24} md={16}>
                <Typography.Paragraph type="secondary">{t('balance.topUpHint')}</Typography.Paragraph>
                <TopUp />
              </Col>
            </Row>
          </QueryStatus>
        </Card>
        <Card title={t('balance.ledger')}>
          <LedgerTable which="balance" />
        </Card>
      </Space>
    </UserCenterPage>
  );
}
