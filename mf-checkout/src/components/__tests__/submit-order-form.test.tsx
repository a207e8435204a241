import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { addNamespace, COMMON_NS, commonResources } from '@mall/shared';
import { resources } from '../../i18n';
import { InvoiceSection } from '../submit-order/invoice-section';
import {
  INITIAL_ORDER_VALUES,
  invoiceErrorKeys,
  orderErrorKeys,
  orderShopParams,
  pointsErrorKey,
  readInvoiceRequest,
  useOrderForm,
  type SubmitOrderValues,
} from '../submit-order/order-form';

beforeAll(async () => {
  if (!i18next.isInitialized) await i18next.use(initReactI18next).init({ lng: 'en', resources: {}, interpolation: { escapeValue: false } });
  addNamespace(i18next, 'checkout', resources);
  addNamespace(i18next, COMMON_NS, commonResources);
});
afterEach(cleanup);

/** The invoice section as the page holds it: plain state, errors shown once submit was tried. */
function renderInvoice(): { values: () => SubmitOrderValues } {
  let current: SubmitOrderValues = INITIAL_ORDER_VALUES;
  function Page() {
    const { values, set, setInvoice } = useOrderForm();
    current = values;
    return (
      <InvoiceSection
        wanted={values.wantsInvoice}
        onWanted={(v) => set('wantsInvoice', v)}
        invoice={values.invoice}
        onField={setInvoice}
        errors={orderErrorKeys(values).invoice}
      />
    );
  }
  render(<Page />);
  return { values: () => current };
}

describe('submit-order form', () => {
  it('shows the invoice fields only when asked for, each error under its field (shared rules, translated)', () => {
    const { values } = renderInvoice();
    expect(screen.queryByTestId('invoice-header-name')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'I need an invoice' }));
    const name = screen.getByTestId('invoice-header-name');
    // Empty header name: refused on that field, which is named, invalid and described by the error.
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe(
      i18next.t('validation.invoiceHeaderName', { ns: COMMON_NS }),
    );

    // A company header without a tax number: refused, on the tax number field.
    fireEvent.click(screen.getByTestId('invoice-header-company'));
    fireEvent.change(name, { target: { value: 'ACME Ltd' } });
    expect(name.getAttribute('aria-invalid')).toBeNull();
    const tax = screen.getByRole('textbox', { name: /Tax number/ });
    expect(tax.getAttribute('aria-invalid')).toBe('true');
    screen.getByText('Please enter the tax number for a company invoice');

    // With one, no errors, and the request as the API takes it (normalised by the schema).
    fireEvent.change(tax, { target: { value: '91350211 m000 100y43' } });
    expect(screen.queryByText('Please enter the tax number for a company invoice')).toBeNull();
    expect(invoiceErrorKeys(values().invoice)).toEqual({});
    expect(readInvoiceRequest(values().invoice)).toEqual({
      type: 'ordinary',
      headerType: 'company',
      headerName: 'ACME Ltd',
      taxNumber: '91350211M000100Y43',
    });
    expect(values().wantsInvoice).toBe(true);
  });

  it('stops the order without the trading rules or with a wrong points amount; the invoice only when asked for', () => {
    expect(orderErrorKeys(INITIAL_ORDER_VALUES)).toEqual({ invoice: {}, agreed: 'validation.tradingRulesRequired' });
    expect(orderErrorKeys({ ...INITIAL_ORDER_VALUES, agreed: true, usePoints: 15 })).toEqual({
      invoice: {},
      usePoints: 'validation.pointsStep',
    });
    expect(Object.keys(orderErrorKeys({ ...INITIAL_ORDER_VALUES, agreed: true, wantsInvoice: true }).invoice)).toEqual(['headerName']);
    expect(orderErrorKeys({ ...INITIAL_ORDER_VALUES, agreed: true })).toEqual({ invoice: {} });
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
