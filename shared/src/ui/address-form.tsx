import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { useTranslation } from '@mall/shared/react-i18n';
import { ADDRESS_DETAIL_MAX, COMMON_NS } from '@mall/shared';
import type { SavedAddress } from '@mall/shared/contracts';
import { addressSchema, fieldErrors, nationalPart, regionIssue } from '@mall/shared/schemas';
import { Button, Checkbox, Dialog, Field, Input, isComposingKey } from '@mall/shared/ui/lite';
import { CountryRegionFields, countryIn, useCountries } from './country-region-fields';
import { useUiTranslation } from './ui-i18n';

/**
 * The one receiving-address form (checkout's address step and the user centre's address book):
 * every rule comes from the shared addressSchema, which the API applies again, and the region is
 * one of the chosen country's (regionIssue, against the same GET /countries list). The phone is
 * typed after the country's calling code, which follows the country. On the light kit
 * (its Dialog and Field), so adding an address at checkout does not download antd; it still has
 * its own entry (`@mall/shared/ui/address-form`), loaded when the dialog is first wanted.
 */
export type AddressFields = z.output<typeof addressSchema>;
/** A saved address: the contract's (contracts/address.ts). */
export type { SavedAddress };

export interface AddressFormModalProps {
  open: boolean;
  /** The address being edited; null adds a new one. */
  initial: SavedAddress | null;
  onCancel: () => void;
  onSave: (value: AddressFields) => void;
  saving?: boolean;
}

// `area` has no field of its own here; an edited address keeps the one it had.
type TextField = 'receiver' | 'mobile' | 'city' | 'area' | 'addr' | 'postCode';
type Values = Record<TextField | 'countryCode' | 'regionCode' | 'regionName', string> & { commonAddr: boolean };
const EMPTY: Values = {
  receiver: '',
  countryCode: '',
  regionCode: '',
  regionName: '',
  mobile: '',
  city: '',
  area: '',
  addr: '',
  postCode: '',
  commonAddr: false,
};
/** The fields in the form's order: the first in error gets focus. */
const FIELD_ORDER = ['receiver', 'countryCode', 'regionCode', 'mobile', 'city', 'addr', 'postCode'] as const;

const valuesOf = (a: SavedAddress | null): Values =>
  a
    ? {
        receiver: a.receiver ?? '',
        countryCode: a.countryCode ?? '',
        regionCode: a.regionCode ?? '',
        regionName: a.regionName ?? '',
        mobile: a.countryCode ? nationalPart(a.mobile ?? '', a.countryCode) : (a.mobile ?? ''),
        city: a.city ?? '',
        area: a.area ?? '',
        addr: a.addr ?? '',
        postCode: a.postCode ?? '',
        commonAddr: Boolean(a.commonAddr),
      }
    : EMPTY;

export function AddressFormModal({ open, initial, onCancel, onSave, saving }: AddressFormModalProps) {
  const { t } = useUiTranslation();
  const { t: tc } = useTranslation(COMMON_NS);
  const [values, setValues] = useState<Values>(() => valuesOf(initial));
  // Message keys of the failing rules, shown once the buyer has tried to save.
  const [errors, setErrors] = useState<Record<string, string>>({});
  const form = useRef<HTMLDivElement>(null);
  const countries = useCountries();
  const country = countryIn(countries.data, values.countryCode);
  /** The schema's rules, then the region against the country's list. */
  const check = (v: Values) => {
    const parsed = addressSchema.safeParse(v);
    const found = parsed.success ? {} : fieldErrors(parsed);
    const region = v.countryCode && countries.data ? regionIssue(v.regionCode, countryIn(countries.data, v.countryCode)?.regions) : null;
    if (region && !found.countryCode) found.regionCode ??= region;
    return { parsed, found };
  };

  useEffect(() => {
    if (!open) return;
    setValues(valuesOf(initial));
    setErrors({});
  }, [open, initial]);

  const set = (patch: Partial<Values>) => {
    const next = { ...values, ...patch };
    setValues(next);
    // After a failed save, each field's message follows what the buyer types.
    if (Object.keys(errors).length) setErrors(check(next).found);
  };

  const save = () => {
    const { parsed, found } = check(values);
    if (!parsed.success || Object.keys(found).length) {
      setErrors(found);
      // Focus the first field in error, in the form's order.
      const first = FIELD_ORDER.find((f) => f in found);
      if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    onSave(parsed.data);
  };

  // `callingCode`: shown before the field (the phone's prefix follows the country).
  const text = (name: TextField, label: string, maxLength: number, extra: Record<string, string> = {}, callingCode?: string) => (
    <Field label={label} required={name !== 'city'} error={errors[name] ? tc(errors[name]) : null}>
      {(control) => (
        <span style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          {callingCode ? (
            <span aria-hidden="true" data-testid="address-calling-code">
              +{callingCode}
            </span>
          ) : null}
          <Input
            {...control}
            name={name}
            maxLength={maxLength}
            value={values[name]}
            onChange={(e) => set({ [name]: e.target.value })}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !isComposingKey(e)) save();
            }}
            {...extra}
            style={{ flex: 1 }}
          />
        </span>
      )}
    </Field>
  );

  return (
    <Dialog
      open={open}
      title={initial ? t('address.editTitle') : t('address.addTitle')}
      onClose={onCancel}
      className="ml-address-dialog"
      data-testid="address-dialog"
      footer={
        <>
          <Button onClick={onCancel}>{t('address.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={save} data-testid="address-save">
            {t('address.save')}
          </Button>
        </>
      }
    >
      <div ref={form} className="ml-address-form">
        {text('receiver', t('address.receiver'), 50, { autoComplete: 'name', 'data-testid': 'address-receiver' })}
        <CountryRegionFields
          value={values}
          onChange={(next) => set(next)}
          countryError={errors.countryCode ? tc(errors.countryCode) : null}
          regionError={errors.regionCode ? tc(errors.regionCode) : null}
        />
        {text(
          'mobile',
          t('address.mobile'),
          20,
          { autoComplete: 'tel-national', type: 'tel', 'data-testid': 'address-mobile' },
          country?.callingCode,
        )}
        {text('city', t('address.city'), 50, { autoComplete: 'address-level2', 'data-testid': 'address-city' })}
        {text('addr', t('address.detail'), ADDRESS_DETAIL_MAX, { autoComplete: 'street-address', 'data-testid': 'address-detail' })}
        {text('postCode', t('address.postCode'), 12, { autoComplete: 'postal-code', 'data-testid': 'address-postcode' })}
        <Checkbox checked={values.commonAddr} onChange={(e) => set({ commonAddr: e.target.checked })} data-testid="address-default">
          {t('address.default')}
        </Checkbox>
      </div>
    </Dialog>
  );
}

/** One line of an address (kept here for the pages that import it with the form). */
export { addressLine } from '@mall/shared';
