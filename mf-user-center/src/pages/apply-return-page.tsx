import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Empty,
  Flex,
  Form,
  Image,
  Input,
  InputNumber,
  Radio,
  Select,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useTranslation } from '@mall/shared/react-i18n';
import { formatDateTime, isApiError, REFUND_NOTE_MAX, REFUND_VOUCHERS_MAX, resolveImage, showError, useLocale } from '@mall/shared';
import type { RefundableOrder } from '@mall/shared/contracts';
import { useNavigate, useSearchParams } from '@mall/shared/router';
import {
  fieldErrors,
  lineRefundFor,
  REFUND_REASONS_NOT_RECEIVED,
  REFUND_REASONS_RECEIVED,
  REFUND_VOUCHER_PURPOSE,
  refundApplySchema,
  type RefundApplyInput,
  type RefundLimits,
} from '@mall/shared/schemas';
import { LocaleLink, QueryStatus, useLocalePath, VoucherPicker, type Voucher } from '@mall/shared/ui';
import { useApplyRefund, useRefundable } from '../api/refunds';
import { UserCenterPage } from '../components/user-center-page';
import { NAMESPACE } from '../namespace';

/** Area codes offered for the contact phone (spec section 3: "contact phone with area code"). */
const AREA_CODES = [
  '+86',
  '+1',
  '+44',
  '+49',
  '+33',
  '+39',
  '+34',
  '+81',
  '+82',
  '+852',
  '+853',
  '+886',
  '+65',
  '+60',
  '+66',
  '+84',
  '+62',
  '+63',
  '+91',
  '+61',
  '+64',
  '+7',
  '+55',
  '+52',
  '+971',
  '+966',
  '+90',
  '+27',
];

type Line = RefundableOrder['lines'][number];
type Scope = 'whole' | number;

interface Draft {
  scope: Scope;
  applyType: 1 | 2;
  isReceiver: boolean;
  buyerReason: string;
  goodsNum: number;
  /** Minor units; null until the buyer (or the maximum) fills it. */
  refundAmount: number | null;
  keepGifts: number[];
  buyerDesc: string;
  photos: Voucher[];
  areaCode: string;
  phone: string;
  buyerMail: string;
}

/** What the chosen scope, type, quantity and kept gifts allow (the same numbers the API checks). */
export function limitsOf(
  r: RefundableOrder,
  d: Pick<Draft, 'scope' | 'applyType' | 'goodsNum' | 'keepGifts'>,
): RefundLimits & { line?: Line } {
  if (d.scope === 'whole') return { maxAmount: r.wholeOrder.maxAmount, maxQuantity: r.wholeOrder.maxQuantity };
  const line = r.lines.find((l) => l.orderItemId === d.scope);
  if (!line) return { maxAmount: 0, maxQuantity: 0 };
  const maxQuantity = d.applyType === 2 ? line.returnableQuantity : line.maxQuantity;
  const k = Math.min(Math.max(d.goodsNum, 1), Math.max(maxQuantity, 1));
  const all = k >= line.maxQuantity;
  const kept = all ? line.gifts.filter((g) => d.keepGifts.includes(g.orderItemId)).reduce((s, g) => s + g.giftAmount, 0) : 0;
  const maxAmount = Math.max(0, Math.min(lineRefundFor(line, k), line.maxAmount) - kept);
  return { maxAmount, maxQuantity, line };
}

function ApplyForm({ r, initialLine }: { r: RefundableOrder; initialLine: number | null }) {
  const { t } = useTranslation(NAMESPACE);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const apply = useApplyRefund();
  const c = (key: string, opts: Record<string, unknown> = {}) => t(key, { ns: 'common', ...opts });
  const firstLine = r.lines.find((l) => l.available)?.orderItemId;
  const [d, setD] = useState<Draft>(() => {
    const scope: Scope =
      initialLine && r.lines.some((l) => l.orderItemId === initialLine)
        ? initialLine
        : r.wholeOrder.available
          ? 'whole'
          : (firstLine ?? 'whole');
    return {
      scope,
      applyType: 1,
      isReceiver: r.status >= 4,
      buyerReason: '',
      goodsNum: scope === 'whole' ? r.wholeOrder.maxQuantity : (r.lines.find((l) => l.orderItemId === scope)?.maxQuantity ?? 1),
      refundAmount: null,
      keepGifts: [],
      buyerDesc: '',
      photos: [],
      areaCode: '+86',
      phone: '',
      buyerMail: '',
    };
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const limits = limitsOf(r, d);
  const amount = d.refundAmount ?? limits.maxAmount;
  const canReturn = d.scope === 'whole' ? r.wholeOrder.returnable && r.anyShipped : (limits.line?.returnableQuantity ?? 0) > 0;
  const reasons = d.isReceiver ? REFUND_REASONS_RECEIVED : REFUND_REASONS_NOT_RECEIVED;
  // Changing what is refunded resets the amount to the new maximum.
  const update = (patch: Partial<Draft>) => setD((old) => ({ ...old, refundAmount: null, ...patch }));

  const body = (): RefundApplyInput => ({
    orderNumber: r.orderNumber,
    orderItemId: d.scope === 'whole' ? undefined : d.scope,
    refundType: d.scope === 'whole' ? 1 : 2,
    applyType: d.applyType,
    isReceiver: d.isReceiver,
    buyerReason: d.buyerReason,
    buyerDesc: d.buyerDesc,
    refundAmount: amount,
    goodsNum: d.goodsNum,
    buyerMobile: `${d.areaCode} ${d.phone}`.trim(),
    buyerMail: d.buyerMail || undefined,
    photoFiles: d.photos.map((p) => p.fileKey),
    keepGifts: d.scope === 'whole' ? [] : d.keepGifts,
  });

  // Errors shown after a submit follow their fields: fixing one (choosing a reason) takes it away.
  const followFields = useEffectEvent(() => {
    setErrors((shown) => {
      if (!Object.keys(shown).length) return shown;
      const now = fieldErrors(refundApplySchema(limits).safeParse(body()));
      return Object.fromEntries(Object.keys(shown).flatMap((k) => (now[k] ? [[k, now[k]]] : [])));
    });
  });
  useEffect(() => followFields(), [d]);

  const submit = () => {
    const input = body();
    const result = refundApplySchema(limits).safeParse(input);
    const found = fieldErrors(result);
    setErrors(found);
    const first = Object.values(found)[0];
    if (first) {
      // Spec 5: the first failing rule's message as a warning toast.
      void message.warning(c(first));
      return;
    }
    apply.mutate(input, {
      onSuccess: ({ refundSn }) => navigate(localePath(`/return-detail?refundSn=${refundSn}`)),
      onError: (err) => {
        const field = isApiError(err) ? (err.envelope?.data as { field?: string } | null)?.field : undefined;
        if (field) setErrors({ [field.split('.')[0]!]: err.message });
        showError(err, (text) => void message.warning(text));
      },
    });
  };

  const help = (field: string) =>
    errors[field]
      ? {
          validateStatus: 'error' as const,
          help: <span data-testid={`error-${field}`}>{errors[field]!.startsWith('validation.') ? c(errors[field]!) : errors[field]}</span>,
        }
      : {};
  const money = (minor: number) => `$${(minor / 100).toFixed(2)}`;
  const locale = useLocale();

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="apply-return">
      <Card size="small">
        <Space orientation="vertical" size={2}>
          <Typography.Text>
            {r.shopName} · {t('returns.orderNumber')}: {r.orderNumber}
          </Typography.Text>
          {r.afterSalesUntil && (
            <Typography.Text type="secondary" data-testid="apply-until">
              {t('returns.until', { time: formatDateTime(r.afterSalesUntil, locale) })}
            </Typography.Text>
          )}
        </Space>
      </Card>
      <Form layout="vertical" style={{ maxWidth: 720 }}>
        <Form.Item label={t('returns.scope')} required {...help('orderItemId')}>
          <Radio.Group
            value={d.scope}
            onChange={(e) =>
              update({
                scope: e.target.value as Scope,
                keepGifts: [],
                goodsNum:
                  e.target.value === 'whole'
                    ? r.wholeOrder.maxQuantity
                    : (r.lines.find((l) => l.orderItemId === e.target.value)?.maxQuantity ?? 1),
              })
            }
            data-testid="apply-scope"
          >
            <Space orientation="vertical">
              <Radio value="whole" disabled={!r.wholeOrder.available} data-testid="apply-scope-whole">
                {t('returns.wholeOrder')} ({t('returns.units', { count: r.wholeOrder.maxQuantity })})
              </Radio>
              {r.lines.map((l) => (
                <Radio key={l.orderItemId} value={l.orderItemId} disabled={!l.available} data-testid={`apply-scope-${l.orderItemId}`}>
                  <Flex gap={8} align="center">
                    <Image src={resolveImage(l.pic)} width={40} height={40} preview={false} alt="" />
                    <span>
                      {l.prodName} · {l.skuName} × {l.count}
                      {l.refundedCount > 0 && (
                        <Tag style={{ marginInlineStart: 8 }}>{t('returns.refundedUnits', { count: l.refundedCount })}</Tag>
                      )}
                      {l.openRefundSn && (
                        <Tag color="orange" style={{ marginInlineStart: 8 }}>
                          {c('refund.orderLabel.inProgress')}
                        </Tag>
                      )}
                    </span>
                  </Flex>
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>

        <Form.Item label={t('returns.cargo')} required {...help('isReceiver')}>
          <Radio.Group
            value={d.isReceiver}
            onChange={(e) =>
              update({ isReceiver: e.target.value as boolean, buyerReason: '', applyType: e.target.value ? d.applyType : 1 })
            }
            data-testid="apply-cargo"
          >
            <Radio value={false} data-testid="apply-cargo-no">
              {c('refund.cargo.notReceived')}
            </Radio>
            <Radio value={true} disabled={!r.anyShipped} data-testid="apply-cargo-yes">
              {c('refund.cargo.received')}
            </Radio>
          </Radio.Group>
        </Form.Item>

        <Form.Item label={t('returns.type')} required {...help('applyType')}>
          <Radio.Group value={d.applyType} onChange={(e) => update({ applyType: e.target.value as 1 | 2 })} data-testid="apply-type">
            <Radio value={1} data-testid="apply-type-refund">
              {c('refund.applyType.1')}
            </Radio>
            <Radio value={2} disabled={!canReturn || !d.isReceiver} data-testid="apply-type-return">
              {c('refund.applyType.2')}
            </Radio>
          </Radio.Group>
        </Form.Item>

        <Form.Item label={t('returns.reason')} required {...help('buyerReason')}>
          <Select
            value={d.buyerReason || undefined}
            placeholder={t('returns.reasonPlaceholder')}
            onChange={(v: string) => setD((old) => ({ ...old, buyerReason: v }))}
            options={reasons.map((value) => ({ value, label: c(`refund.reason.${value}`) }))}
            style={{ maxWidth: 320 }}
            data-testid="apply-reason"
          />
        </Form.Item>

        <Form.Item
          label={t('returns.quantity')}
          required
          {...help('goodsNum')}
          extra={t('returns.quantityMax', { count: limits.maxQuantity })}
        >
          <InputNumber
            min={1}
            max={Math.max(limits.maxQuantity, 1)}
            precision={0}
            value={d.goodsNum}
            disabled={d.scope === 'whole'}
            onChange={(v) => update({ goodsNum: Number(v ?? 0) })}
            data-testid="apply-quantity"
          />
        </Form.Item>

        {limits.line && limits.line.gifts.length > 0 && (
          <Form.Item label={t('returns.gifts')} {...help('keepGifts')} extra={t('returns.giftsHint')}>
            <Space orientation="vertical">
              {limits.line.gifts.map((g) => (
                <Checkbox
                  key={g.orderItemId}
                  checked={d.keepGifts.includes(g.orderItemId)}
                  disabled={!g.keepable || d.goodsNum < (limits.line?.maxQuantity ?? 0)}
                  onChange={(e) =>
                    update({
                      keepGifts: e.target.checked ? [...d.keepGifts, g.orderItemId] : d.keepGifts.filter((x) => x !== g.orderItemId),
                    })
                  }
                  data-testid={`apply-keep-gift-${g.orderItemId}`}
                >
                  {t('returns.keepGift', { name: g.prodName, amount: money(g.giftAmount) })}
                  {!g.keepable && <Typography.Text type="secondary"> — {t('returns.giftNotKeepable')}</Typography.Text>}
                </Checkbox>
              ))}
            </Space>
          </Form.Item>
        )}

        <Form.Item
          label={t('returns.amount')}
          required
          {...help('refundAmount')}
          extra={<span data-testid="apply-max">{t('returns.amountMax', { amount: money(limits.maxAmount) })}</span>}
        >
          <InputNumber
            prefix="$"
            min={0}
            step={0.01}
            precision={2}
            value={amount / 100}
            onChange={(v) => setD((old) => ({ ...old, refundAmount: v == null ? 0 : Math.round(Number(v) * 100) }))}
            style={{ width: 200 }}
            data-testid="apply-amount"
          />
        </Form.Item>

        <Form.Item label={t('returns.note')} {...help('buyerDesc')}>
          <Input.TextArea
            value={d.buyerDesc}
            onChange={(e) => setD((old) => ({ ...old, buyerDesc: e.target.value }))}
            maxLength={REFUND_NOTE_MAX}
            showCount
            rows={3}
            placeholder={t('returns.notePlaceholder')}
            data-testid="apply-note"
          />
        </Form.Item>

        <Form.Item label={t('returns.vouchers')} {...help('photoFiles')}>
          <VoucherPicker
            purpose={REFUND_VOUCHER_PURPOSE}
            max={REFUND_VOUCHERS_MAX}
            value={d.photos}
            onChange={(photos) => setD((old) => ({ ...old, photos }))}
            onWarning={(text) => void message.warning(text)}
            testId="apply-vouchers"
          />
        </Form.Item>

        <Form.Item label={t('returns.phone')} required {...help('buyerMobile')}>
          <Space.Compact>
            <Select
              value={d.areaCode}
              onChange={(areaCode: string) => setD((old) => ({ ...old, areaCode }))}
              options={AREA_CODES.map((value) => ({ value, label: value }))}
              style={{ width: 100 }}
              showSearch
              data-testid="apply-area-code"
            />
            <Input
              value={d.phone}
              onChange={(e) => setD((old) => ({ ...old, phone: e.target.value }))}
              maxLength={20}
              style={{ width: 220 }}
              data-testid="apply-phone"
            />
          </Space.Compact>
        </Form.Item>

        <Form.Item label={t('returns.email')} {...help('buyerMail')}>
          <Input
            value={d.buyerMail}
            onChange={(e) => setD((old) => ({ ...old, buyerMail: e.target.value }))}
            maxLength={100}
            style={{ maxWidth: 320 }}
            data-testid="apply-email"
          />
        </Form.Item>

        <Button type="primary" onClick={submit} loading={apply.isPending} data-testid="apply-submit">
          {t('returns.submit')}
        </Button>
      </Form>
    </Space>
  );
}

/**
 * /user-center/apply-return?orderNumber=...&orderItemId=...: the after-sales application (spec
 * section 3): whole order or one item, refund only or return and refund, cargo status, reason,
 * quantity, amount with the refundable maximum, note, up to 5 vouchers, phone with area code,
 * e-mail. Checked with the shared schema and the server's limits before sending; the API checks
 * again.
 */
export default function ApplyReturnPage() {
  const { t } = useTranslation(NAMESPACE);
  const [sp] = useSearchParams();
  const orderNumber = sp.get('orderNumber') ?? '';
  const line = Number(sp.get('orderItemId')) || null;
  const query = useRefundable(orderNumber);
  const r = query.data;
  const open = useMemo(() => r && !r.refusal && (r.wholeOrder.available || r.lines.some((l) => l.available)), [r]);
  return (
    <UserCenterPage pageKey="applyReturn">
      {!orderNumber ? (
        <Empty description={t('returns.chooseOrder')} data-testid="apply-no-order">
          <LocaleLink to="/user-center/uc-order">{t('returns.toOrders')}</LocaleLink>
        </Empty>
      ) : query.isError ? (
        <Alert
          type="warning"
          showIcon
          title={query.error.message}
          data-testid="apply-order-not-found"
          action={<LocaleLink to="/user-center/uc-order">{t('returns.toOrders')}</LocaleLink>}
        />
      ) : (
        <QueryStatus query={query} rows={8}>
          {r &&
            (open ? (
              <ApplyForm r={r} initialLine={line} />
            ) : (
              <Alert
                type="info"
                showIcon
                title={r.refusal ? t(`returns.refusal.${r.refusal}`) : t('returns.nothingOpen')}
                data-testid="apply-closed"
                data-refusal={r.refusal ?? 'none'}
                action={<LocaleLink to={`/order-detail?orderNumber=${r.orderNumber}`}>{t('returns.toOrder')}</LocaleLink>}
              />
            ))}
        </QueryStatus>
      )}
    </UserCenterPage>
  );
}
