import { useMemo, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Empty, Form, Space, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from '@mall/shared/router';
import { COMMON_NS } from '@mall/shared';
import type { InvoiceRequest } from '@mall/shared/schemas';
import { useLocalePath } from '@mall/shared/ui';
import { addAddress, addressKeys, updateAddress, useAddresses, type Address, type AddressInput } from '../api/addresses';
import { orderApi, type OrderParams } from '../api/checkout-api';
import { cartKeys } from '../api/cart';
import cartService from '../cart-service';
import { AddressFormModal } from '@mall/shared/ui/address-form';
import { CheckoutPage } from '../components/checkout-page';
import { alreadyShown, errorText } from '../components/errors';
import { readInvoice } from '../components/invoice-form';
import { AddressSection } from '../components/submit-order/address-section';
import { BenefitsSection } from '../components/submit-order/benefits-section';
import { DeliverySection } from '../components/submit-order/delivery-section';
import { InvoiceSection } from '../components/submit-order/invoice-section';
import {
  INITIAL_ORDER_VALUES,
  INVOICE_NAME,
  orderShopParams,
  pointsErrorKey,
  useOrderValues,
  type SubmitOrderValues,
} from '../components/submit-order/order-form';
import { SummarySection } from '../components/submit-order/summary-section';
import { NAMESPACE } from '../namespace';

/** What to settle, from the URL: cart lines (?basketIds=1,2) or buy now (?prodId&skuId&count). */
function useSelection(): Pick<OrderParams, 'basketIds' | 'orderItem'> | null {
  const [sp] = useSearchParams();
  return useMemo(() => {
    const basketIds = (sp.get('basketIds') ?? '')
      .split(',')
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0);
    if (basketIds.length) return { basketIds };
    const prodId = Number(sp.get('prodId'));
    const skuId = Number(sp.get('skuId'));
    const count = Number(sp.get('count') ?? '1');
    if (prodId > 0 && skuId > 0 && Number.isInteger(count) && count > 0) return { orderItem: { prodId, skuId, count } };
    return null;
  }, [sp]);
}

/**
 * Order submission in three steps: select products (the cart), confirm order information, pay.
 * The page is one antd Form (components/submit-order/order-form.ts) with a section per part of
 * the order: address, delivery and each shop's lines, benefits, invoice, totals and submit. What
 * the buyer chooses is confirmed with the API as it changes (the totals), then submitted once.
 */
export default function SubmitOrderPage() {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation(COMMON_NS);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const qc = useQueryClient();
  const selection = useSelection();
  // One key per visit of this page: a double click or a retry cannot make a second order.
  const [uuid] = useState(() => crypto.randomUUID());
  const [form] = Form.useForm<SubmitOrderValues>();
  const values = useOrderValues(form);
  const [editing, setEditing] = useState<Address | null | 'new'>(null);

  const pointsErrorWord = pointsErrorKey(values.usePoints);
  const pointsError = pointsErrorWord ? tc(pointsErrorWord) : null;
  const addresses = useAddresses();
  const chosenAddr = values.addrId ?? addresses.data?.find((a) => a.commonAddr)?.addrId ?? addresses.data?.[0]?.addrId;
  const params: OrderParams | null =
    selection && chosenAddr
      ? {
          ...selection,
          addrId: chosenAddr,
          couponIds: values.couponIds,
          usePoints: pointsError ? 0 : values.usePoints,
          insurance: values.insurance,
          deliveryType: values.deliveryType,
          exportMode: values.exportMode,
          tradeTerm: values.tradeTerm,
        }
      : null;
  const confirm = useQuery({
    queryKey: ['checkout', 'confirm', params],
    queryFn: () => orderApi.confirm(params!),
    enabled: Boolean(params),
    placeholderData: keepPreviousData,
    retry: false,
  });

  const saveAddress = useMutation({
    mutationFn: (value: AddressInput) => (editing && editing !== 'new' ? updateAddress(editing.addrId, value) : addAddress(value)),
    onSuccess: async (saved) => {
      setEditing(null);
      form.setFieldValue('addrId', saved.addrId);
      await qc.invalidateQueries({ queryKey: addressKeys.all });
    },
    onError: (err) => !alreadyShown(err) && message.warning(errorText(err)),
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
    onError: (err) => !alreadyShown(err) && message.warning(errorText(err)),
  });

  const onSubmit = async () => {
    // The form as it is at the click (the watched values follow a moment later).
    const now: SubmitOrderValues = { ...INITIAL_ORDER_VALUES, ...(form.getFieldsValue(true) as Partial<SubmitOrderValues>) };
    if (!now.agreed) return void message.warning(tc('validation.tradingRulesRequired'));
    const pointsWord = pointsErrorKey(now.usePoints);
    if (pointsWord) return void message.warning(tc(pointsWord));
    let invoice: InvoiceRequest | undefined;
    if (now.wantsInvoice) {
      try {
        invoice = await readInvoice(form, INVOICE_NAME);
      } catch {
        return; // the invoice fields show what is wrong
      }
    }
    submit.mutate({ now, invoice });
  };

  const data = confirm.data;
  const steps = (
    <Steps
      data-testid="submit-order-steps"
      current={1}
      items={[{ title: t('submitOrder.steps.select') }, { title: t('submitOrder.steps.confirm') }, { title: t('submitOrder.steps.pay') }]}
      style={{ marginBottom: 24 }}
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
      <Form form={form} layout="vertical" initialValues={INITIAL_ORDER_VALUES}>
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <AddressSection addresses={addresses} chosen={chosenAddr} onEdit={setEditing} />
          <DeliverySection
            shopOrders={data?.shopOrders}
            confirmError={confirm.isError ? errorText(confirm.error) : null}
            needsAddress={!chosenAddr && addresses.isSuccess}
          />
          {data && <BenefitsSection confirmed={data} pointsError={pointsError} />}
          {data && <InvoiceSection form={form} wanted={values.wantsInvoice} />}
          {data && (
            <SummarySection
              confirmed={data}
              confirming={confirm.isFetching}
              submitting={submit.isPending}
              onSubmit={() => void onSubmit()}
            />
          )}
        </Space>
      </Form>

      <AddressFormModal
        open={editing !== null}
        initial={editing === 'new' ? null : editing}
        onCancel={() => setEditing(null)}
        onSave={(v) => saveAddress.mutate(v)}
        saving={saveAddress.isPending}
      />
    </CheckoutPage>
  );
}
