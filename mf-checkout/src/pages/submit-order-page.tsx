import { useEffect, useMemo, useRef, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@mall/shared/react-query';
import { useTranslation } from '@mall/shared/react-i18n';
import { useNavigate, useSearchParams } from '@mall/shared/router';
import { COMMON_NS, couponsCombinable, isPointsOrder } from '@mall/shared';
import type { InvoiceRequest } from '@mall/shared/schemas';
import { useLocalePath } from '@mall/shared/ui';
import { Empty, Space, Steps, toast } from '@mall/shared/ui/lite';
import { addAddress, addressKeys, updateAddress, usePreloadedAddresses, type Address, type AddressInput } from '../api/addresses';
import type { ConfirmedOrder } from '@mall/shared/contracts';
import { orderApi, selectionOf, type OrderParams, type OrderSelection } from '../api/checkout-api';
import { cartKeys } from '../api/cart';
import cartService from '../cart-service';
import { CheckoutPage } from '../components/checkout-page';
import { alreadyShown, errorText } from '../components/errors';
import { AddressSection } from '../components/submit-order/address-section';
import { LazyAddressDialog } from '../components/submit-order/address-dialog-lazy';
import { BenefitsSection } from '../components/submit-order/benefits-section';
import { DeliverySection } from '../components/submit-order/delivery-section';
import { InvoiceSection } from '../components/submit-order/invoice-section';
import {
  hasErrors,
  INITIAL_ORDER_VALUES,
  orderErrorKeys,
  orderShopParams,
  pointsErrorKey,
  readInvoiceRequest,
  useOrderForm,
  type SubmitOrderValues,
} from '../components/submit-order/order-form';
import { SummarySection } from '../components/submit-order/summary-section';
import { NAMESPACE } from '../namespace';

/** What to settle, from the URL: cart lines (?basketIds=1,2) or buy now (?prodId&skuId&count). */
function useSelection(): OrderSelection | null {
  const [sp] = useSearchParams();
  return useMemo(() => selectionOf(sp), [sp]);
}

/**
 * Whether these are the choices the page starts with (INITIAL_ORDER_VALUES, the default address):
 * the ones the server priced for the first view (orderApi.peekFirstConfirm).
 */
const isFirstChoice = (p: OrderParams, first: ConfirmedOrder) =>
  p.addrId === first.address.addrId &&
  !p.couponIds?.length &&
  !p.usePoints &&
  p.deliveryType === INITIAL_ORDER_VALUES.deliveryType &&
  p.exportMode === INITIAL_ORDER_VALUES.exportMode &&
  p.tradeTerm === INITIAL_ORDER_VALUES.tradeTerm;

/** Focuses a form control marked invalid; a group (radio buttons, coupons) gets focus on its chosen (or first) control. */
function focusControl(el: Element | null | undefined) {
  const grouped = el?.getAttribute('role') === 'radiogroup' || el?.getAttribute('role') === 'group';
  const target = grouped ? (el!.querySelector('input:checked') ?? el!.querySelector('input')) : el;
  if (target instanceof HTMLElement) target.focus();
}

/**
 * Order submission in three steps: select products (the cart), confirm order information, pay.
 * A light page (no antd, docs/architecture.md): what the buyer chooses is plain state
 * (components/submit-order/order-form.ts) shown by a section per part of the order: address,
 * delivery and each shop's lines, benefits, invoice, totals and submit. It is confirmed with the
 * API as it changes (the totals), then submitted once. At submit the shared schemas check points,
 * the invoice and the trading rules; each error shows under its field and focus goes to the first.
 */
export default function SubmitOrderPage() {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation(COMMON_NS);
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const qc = useQueryClient();
  const selection = useSelection();
  // One key per visit of this page: a double click or a retry cannot make a second order.
  const [uuid] = useState(() => crypto.randomUUID());
  const { values, set, setInvoice, setNote } = useOrderForm();
  const [editing, setEditing] = useState<Address | null | 'new'>(null);
  // Errors other than the points' show once the buyer has tried to submit, then follow the fields.
  const [tried, setTried] = useState(false);
  const [focusTick, setFocusTick] = useState(0);
  const formRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusTick) focusControl(formRef.current?.querySelector('[aria-invalid="true"]'));
  }, [focusTick]);

  const errorKeys = orderErrorKeys(values);
  const pointsErrorWord = pointsErrorKey(values.usePoints);
  const pointsError = pointsErrorWord ? tc(pointsErrorWord) : null;
  // The coupons the buyer ticked, as the last price offered them: a set the shared rule refuses is
  // shown under the coupons and not priced, so the rest of the order stays as it was priced.
  const [shown, setShown] = useState<ConfirmedOrder | undefined>(undefined);
  const chosenCoupons = (shown?.coupons ?? []).filter((c) => values.couponIds.includes(c.userCouponId));
  const couponError = couponsCombinable(chosenCoupons) ? null : tc('code.couponsNotCombinable');
  const addresses = usePreloadedAddresses();
  const chosenAddr = values.addrId ?? addresses.data?.find((a) => a.commonAddr)?.addrId ?? addresses.data?.[0]?.addrId;
  const params: OrderParams | null =
    selection && chosenAddr
      ? {
          ...selection,
          addrId: chosenAddr,
          couponIds: values.couponIds,
          usePoints: pointsError ? 0 : values.usePoints,
          deliveryType: values.deliveryType,
          exportMode: values.exportMode,
          tradeTerm: values.tradeTerm,
        }
      : null;
  const confirm = useQuery({
    queryKey: ['checkout', 'confirm', params],
    queryFn: () => orderApi.confirm(params!),
    // The server's first price (GET twin of confirm) while the choices are still the first ones: the
    // first view and the hydrating render show the same lines and totals. Any change asks POST confirm.
    initialData: () => {
      const first = selection && params ? orderApi.peekFirstConfirm(selection) : undefined;
      return first && params && isFirstChoice(params, first) ? first : undefined;
    },
    enabled: Boolean(params) && !couponError,
    placeholderData: keepPreviousData,
    retry: false,
  });

  const saveAddress = useMutation({
    mutationFn: (value: AddressInput) => (editing && editing !== 'new' ? updateAddress(editing.addrId, value) : addAddress(value)),
    onSuccess: async (saved) => {
      setEditing(null);
      set('addrId', saved.addrId);
      await qc.invalidateQueries({ queryKey: addressKeys.all });
    },
    onError: (err) => !alreadyShown(err) && toast.warning(errorText(err)),
  });

  const submit = useMutation({
    mutationFn: ({ now, invoice }: { now: SubmitOrderValues; invoice: InvoiceRequest | undefined }) =>
      orderApi.submit({
        ...params!,
        uuid,
        tradingRulesAgreed: now.agreed,
        orderShopParams: orderShopParams(now.notes),
        ...(invoice ? { invoice } : {}),
      }),
    onSuccess: async ({ orderNumbers }) => {
      void qc.invalidateQueries({ queryKey: cartKeys.all });
      void cartService.refresh();
      navigate(localePath(`/payment?orderNumbers=${orderNumbers.join(',')}`), { replace: true });
    },
    // A refusal (a flash sale sold out, stock gone, a rule the API applies again) is worded by the API.
    onError: (err) => !alreadyShown(err) && toast.warning(errorText(err)),
  });

  const onSubmit = () => {
    setTried(true);
    if (hasErrors(errorKeys) || couponError) return void setFocusTick((n) => n + 1);
    submit.mutate({ now: values, invoice: values.wantsInvoice ? readInvoiceRequest(values.invoice) : undefined });
  };

  // The last price stays on screen while a choice is refused (a coupon, stock): the buyer undoes it there.
  if (confirm.data && confirm.data !== shown) setShown(confirm.data);
  const data = confirm.data ?? shown;
  // A points-mall order is shown in the points it costs (no discount, coupon or freight applies).
  const pointsPerCent = data?.shopOrders.length && data.shopOrders.every(isPointsOrder) ? data.pointsPerCent : undefined;
  const steps = (
    <Steps
      data-testid="submit-order-steps"
      current={1}
      items={[{ title: t('submitOrder.steps.select') }, { title: t('submitOrder.steps.confirm') }, { title: t('submitOrder.steps.pay') }]}
    />
  );
  if (!selection)
    return (
      <CheckoutPage pageKey="submitOrder">
        {steps}
        <Empty description={t('submitOrder.nothing')} />
      </CheckoutPage>
    );

  return (
    <CheckoutPage pageKey="submitOrder">
      {steps}
      <div ref={formRef}>
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <AddressSection addresses={addresses} chosen={chosenAddr} onChoose={(id) => set('addrId', id)} onEdit={setEditing} />
          <DeliverySection
            values={values}
            onChange={set}
            notes={values.notes}
            onNote={setNote}
            shopOrders={data?.shopOrders}
            pointsPerCent={pointsPerCent}
            countryName={data?.address.countryName ?? ''}
            confirmError={confirm.isError ? errorText(confirm.error) : null}
            needsAddress={!chosenAddr && addresses.isSuccess}
          />
          {data && !pointsPerCent && (
            <BenefitsSection confirmed={data} values={values} onChange={set} pointsError={pointsError} couponError={couponError} />
          )}
          {data && (
            <InvoiceSection
              wanted={values.wantsInvoice}
              onWanted={(v) => set('wantsInvoice', v)}
              invoice={values.invoice}
              onField={setInvoice}
              errors={tried ? errorKeys.invoice : {}}
            />
          )}
          {data && (
            <SummarySection
              confirmed={data}
              pointsPerCent={pointsPerCent}
              confirming={confirm.isFetching}
              submitting={submit.isPending}
              agreed={values.agreed}
              onAgreed={(v) => set('agreed', v)}
              agreedError={tried && errorKeys.agreed ? tc(errorKeys.agreed) : null}
              onSubmit={onSubmit}
            />
          )}
        </Space>
      </div>

      <LazyAddressDialog
        open={editing !== null}
        initial={editing === 'new' ? null : editing}
        onCancel={() => setEditing(null)}
        onSave={(v) => saveAddress.mutate(v)}
        saving={saveAddress.isPending}
      />
    </CheckoutPage>
  );
}
