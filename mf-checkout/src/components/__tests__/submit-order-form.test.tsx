import { act, fireEvent, render, screen } from '@testing-library/react';
import { Form } from 'antd';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { addNamespace, COMMON_NS, commonResources } from '@mall/shared';
import { resources } from '../../i18n';
import { readInvoice } from '../invoice-form';
import { InvoiceSection } from '../submit-order/invoice-section';
import {
  INITIAL_ORDER_VALUES,
  INVOICE_NAME,
  orderShopParams,
  pointsErrorKey,
  useOrderValues,
  type SubmitOrderForm,
  type SubmitOrderValues,
} from '../submit-order/order-form';

beforeAll(async () => {
  if (!i18next.isInitialized) await i18next.use(initReactI18next).init({ lng: 'en', resources: {}, interpolation: { escapeValue: false } });
  addNamespace(i18next, 'checkout', resources);
  addNamespace(i18next, COMMON_NS, commonResources);
});

/** The submit-order form with its invoice section, as the page holds it; `form` is the page's instance. */
function renderInvoice(): { form: () => SubmitOrderForm } {
  let instance: SubmitOrderForm | null = null;
  function Page() {
    const [form] = Form.useForm<SubmitOrderValues>();
    instance = form;
    const values = useOrderValues(form);
    return (
      <Form form={form} layout="vertical" initialValues={INITIAL_ORDER_VALUES}>
        <InvoiceSection form={form} wanted={values.wantsInvoice} />
      </Form>
    );
  }
  render(<Page />);
  return { form: () => instance! };
}

describe('submit-order form', () => {
  it('shows the invoice fields only when asked for, and checks them with the shared rules at submit', async () => {
    const { form } = renderInvoice();
    expect(screen.queryByTestId('invoice-header-name')).toBeNull();
    fireEvent.click(screen.getByTestId('invoice-wanted'));
    expect(await screen.findByTestId('invoice-header-name')).toBeTruthy();

    // A company header without a tax number: refused, on the tax number field.
    fireEvent.click(screen.getByTestId('invoice-header-company'));
    fireEvent.change(screen.getByTestId('invoice-header-name'), { target: { value: 'ACME Ltd' } });
    await act(async () => {
      await expect(readInvoice(form(), INVOICE_NAME)).rejects.toBeTruthy();
    });
    expect(await screen.findByText('Please enter the tax number for a company invoice')).toBeTruthy();

    // With one, the request as the API takes it (normalised by the schema), read from under `invoice`.
    fireEvent.change(screen.getByTestId('invoice-tax-number'), { target: { value: '91350211 m000 100y43' } });
    let read: unknown;
    await act(async () => {
      read = await readInvoice(form(), INVOICE_NAME);
    });
    expect(read).toEqual({ type: 'ordinary', headerType: 'company', headerName: 'ACME Ltd', taxNumber: '91350211M000100Y43' });
    expect(form().getFieldValue('wantsInvoice')).toBe(true);
  });

  it('points are taken in steps; notes go to the API per shop', () => {
    expect(pointsErrorKey(0)).toBeNull();
    expect(pointsErrorKey(110)).toBeNull();
    expect(pointsErrorKey(15)).toBe('validation.pointsStep');
    expect(pointsErrorKey(-100)).toBe('validation.pointsStep');
    expect(orderShopParams({ '7': { remarks: 'gift wrap' }, '12': { buyerMessage: 'call first', remarks: '' } })).toEqual([
      { shopId: 7, remarks: 'gift wrap', buyerMessage: '' },
      { shopId: 12, remarks: '', buyerMessage: 'call first' },
    ]);
  });
});
