import { useState } from 'react';
import { Button, Card, Col, Form, InputNumber, Row, Space, Statistic, Typography } from 'antd';
import { useTranslation } from '@mall/shared/react-i18n';
import { useNavigate } from '@mall/shared/router';
import {
  convertMinor,
  currencySign,
  formatMinor,
  minorExponent,
  RECHARGE_MAX,
  RECHARGE_MIN,
  useCurrencyStore,
  useLocale,
  useMoney,
  schemaRule,
} from '@mall/shared';
import { rechargeAmountSchema } from '@mall/shared/schemas';
import { QueryStatus, useLocalePath } from '@mall/shared/ui';
import { useRecharge, useWalletSummary } from '../api/wallet';
import { useFeedback } from '../components/feedback';
import { UserCenterPage } from '../components/user-center-page';
import { LedgerTable } from '../components/wallet/ledger-table';
import { NAMESPACE } from '../namespace';

/**
 * Top-up: typed in the buyer's currency, charged in the base currency (what the balance holds):
 * the form says how much, converted once at the dated rate, and the API converts the same way.
 */
function TopUp() {
  const { t } = useTranslation(NAMESPACE);
  const feedback = useFeedback();
  const base = useCurrencyStore((s) => s.base);
  const selected = useCurrencyStore((s) => s.selected);
  const locale = useLocale();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const recharge = useRecharge();
  const [form] = Form.useForm<{ amount: number | null }>();
  const [amount, setAmount] = useState<number | null>(null);
  const exp = minorExponent(selected.currencyCode);
  /** Minor units of the selected currency as typed. */
  const typed = (v: number | null | undefined) => (v == null ? undefined : Math.round(v * 10 ** exp));
  /** The same in base minor units: what is charged and what the limits apply to. */
  const charged = (v: number | null | undefined) => {
    const minor = typed(v);
    return minor === undefined ? undefined : convertMinor(minor, selected, base);
  };
  const limit = (baseMinor: number) => convertMinor(baseMinor, base, selected) / 10 ** exp;
  const chargedNow = charged(amount);
  return (
    <Form
      form={form}
      layout="inline"
      onFinish={(v) =>
        recharge.mutate(
          { amount: typed(v.amount)!, currency: selected.currencyCode },
          {
            onSuccess: ({ orderNumber }) => navigate(localePath(`/payment?orderNumbers=${orderNumber}`)),
            onError: feedback.failed,
          },
        )
      }
    >
      <Form.Item
        name="amount"
        label={t('balance.amount', { currency: selected.currencyCode })}
        rules={[{ validator: (_: unknown, v: number | null) => schemaRule(rechargeAmountSchema, feedback.rule).validator(_, charged(v)) }]}
        extra={
          <span data-testid="topup-charged">
            {t('balance.charged', {
              currency: base.currencyCode,
              amount: chargedNow === undefined ? '—' : formatMinor(chargedNow, base.currencyCode, locale),
              date: selected.rateDate ?? '',
            })}
          </span>
        }
      >
        <InputNumber
          min={limit(RECHARGE_MIN)}
          max={limit(RECHARGE_MAX)}
          precision={exp}
          step={10}
          prefix={currencySign(selected.currencyCode, locale)}
          style={{ width: 180 }}
          onChange={setAmount}
          data-testid="topup-amount"
        />
      </Form.Item>
      <Space>
        {[20, 50, 100].map((v) => (
          <Button key={v} onClick={() => (form.setFieldValue('amount', v), setAmount(v))}>
            {formatMinor(v * 10 ** exp, selected.currencyCode, locale)}
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
                <Typography.Paragraph type="secondary">
                  {t('balance.topUpHint', { min: money(RECHARGE_MIN), max: money(RECHARGE_MAX) })}
                </Typography.Paragraph>
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
