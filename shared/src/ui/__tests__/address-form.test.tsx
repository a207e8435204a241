// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render as rtlRender, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { addNamespace, COMMON_NS, commonResources } from '@mall/shared';
import { QueryClient, QueryClientProvider } from '@mall/shared/react-query';
import type { Country } from '@mall/shared/contracts';
import { AddressFormModal, type SavedAddress } from '../address-form';

/** GET /countries as the dialog reads it (kept in the query cache: no network in these tests). */
const COUNTRIES: Country[] = [
  { code: 'DE', name: 'Germany', callingCode: '49', continent: 'Europe', regions: [{ code: 'DE-BE', name: 'Berlin' }] },
  { code: 'SG', name: 'Singapore', callingCode: '65', continent: 'Asia', regions: [] },
  {
    code: 'US',
    name: 'United States of America',
    callingCode: '1',
    continent: 'Americas',
    regions: [{ code: 'US-CA', name: 'California' }],
  },
];
const render = (ui: ReactElement) => {
  const qc = new QueryClient();
  for (const lang of ['en', 'zh_CN']) qc.setQueryData(['countries', lang], COUNTRIES);
  return rtlRender(<QueryClientProvider client={qc}>{ui}</QueryClientProvider>);
};

/** The shared address dialog (checkout's address step, the user centre's address book), light kit. */
beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', resources: {}, interpolation: { escapeValue: false } });
  addNamespace(i18next, COMMON_NS, commonResources);
});
afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('en');
});

const fill = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const dialog = () => screen.getByTestId('address-dialog') as HTMLDialogElement;
/** Fills every required field; `over` replaces some values. */
const fillAddress = (over: Record<string, string> = {}) => {
  const values = {
    receiver: 'Ann Lee',
    country: 'US',
    region: 'US-CA',
    mobile: '415 555 0142',
    detail: '1 Market Street',
    postcode: '95113',
    ...over,
  };
  for (const [field, value] of Object.entries(values)) fill(`address-${field}`, value);
};

describe('AddressFormModal', () => {
  it('a modal dialog; saving an empty form shows each rule under its field and focuses the first', () => {
    const onSave = vi.fn();
    render(<AddressFormModal open initial={null} onCancel={() => {}} onSave={onSave} />);
    expect(dialog().open).toBe(true);
    expect(screen.getByRole('heading', { name: 'Add address' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('address-save'));
    expect(onSave).not.toHaveBeenCalled();
    const receiver = screen.getByRole('textbox', { name: /Recipient/ });
    expect(receiver.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(receiver.getAttribute('aria-describedby')!)!.textContent).toBe('Please enter the recipient');
    expect(screen.getByText('Please enter the postal code')).toBeTruthy();
    expect(document.activeElement).toBe(receiver);
    // The message follows the typing once shown.
    fill('address-receiver', 'Ann');
    expect(receiver.getAttribute('aria-invalid')).toBeNull();
  });

  it('Enter in a field saves, except the Enter that ends an input-method composition', () => {
    const onSave = vi.fn();
    render(<AddressFormModal open initial={null} onCancel={() => {}} onSave={onSave} />);
    fillAddress();
    const detail = screen.getByTestId('address-detail');
    fireEvent.keyDown(detail, { key: 'Enter', isComposing: true });
    fireEvent.keyDown(detail, { key: 'Enter', keyCode: 229 });
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.keyDown(detail, { key: 'Enter', keyCode: 13 });
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('saves what the shared schema accepts, trimmed, and refuses a wrong phone number', () => {
    const onSave = vi.fn();
    render(<AddressFormModal open initial={null} onCancel={() => {}} onSave={onSave} />);
    fillAddress({ receiver: ' Ann Lee ', mobile: 'phone?' });
    fireEvent.click(screen.getByTestId('address-save'));
    expect(screen.getByText('Please enter a correct phone number')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
    fill('address-mobile', '415 555 0142');
    fireEvent.click(screen.getByTestId('address-default'));
    fireEvent.click(screen.getByTestId('address-save'));
    expect(onSave).toHaveBeenCalledWith({
      receiver: 'Ann Lee',
      mobile: '+1 415 555 0142',
      countryCode: 'US',
      regionCode: 'US-CA',
      regionName: 'California',
      city: '',
      area: '',
      addr: '1 Market Street',
      postCode: '95113',
      commonAddr: true,
    });
  });

  it('edits an address with what it had (its area too), and Cancel or the close button cancels', () => {
    const onCancel = vi.fn();
    const onSave = vi.fn();
    const initial = {
      addrId: 7,
      receiver: 'Ann',
      mobile: '+1 415 555 0142',
      countryCode: 'US',
      countryName: 'United States of America',
      regionCode: 'US-CA',
      regionName: 'California',
      city: 'San Jose',
      area: 'Downtown',
      addr: '1 Market Street',
      postCode: '95113',
      commonAddr: true,
    } as unknown as SavedAddress;
    render(<AddressFormModal open initial={initial} onCancel={onCancel} onSave={onSave} />);
    expect(screen.getByRole('heading', { name: 'Edit address' })).toBeTruthy();
    expect((screen.getByTestId('address-city') as HTMLInputElement).value).toBe('San Jose');
    fireEvent.click(screen.getByTestId('address-save'));
    expect(onSave.mock.calls[0]![0]).toMatchObject({ area: 'Downtown', city: 'San Jose', commonAddr: true });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('offers the chosen country’s regions, its calling code before the phone, and no region where it has none', () => {
    const onSave = vi.fn();
    render(<AddressFormModal open initial={null} onCancel={() => {}} onSave={onSave} />);
    expect(screen.queryByTestId('address-region')).toBeNull();
    fillAddress({ country: 'DE', region: 'DE-BE', mobile: '30 901820' });
    expect(screen.getByTestId('address-calling-code').textContent).toBe('+49');
    // A country change clears the region: it must be chosen again.
    fill('address-country', 'US');
    fireEvent.click(screen.getByTestId('address-save'));
    expect(screen.getByText('Please choose a region')).toBeTruthy();
    fill('address-country', 'SG');
    expect(screen.queryByTestId('address-region')).toBeNull();
    fill('address-mobile', '9123 4567');
    fireEvent.click(screen.getByTestId('address-save'));
    expect(onSave.mock.calls[0]![0]).toMatchObject({ countryCode: 'SG', regionCode: '', mobile: '+65 9123 4567' });
  });

  it('in Chinese', async () => {
    await act(() => i18next.changeLanguage('zh_CN'));
    render(<AddressFormModal open initial={null} onCancel={() => {}} onSave={() => {}} />);
    expect(screen.getByRole('heading', { name: '新增收货地址' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '关闭' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('address-save'));
    expect(screen.getByText(commonResources.zh_CN.validation.receiverRequired)).toBeTruthy();
  });
});
