import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { useTranslation } from '@mall/shared/react-i18n';
import { ADDRESS_DETAIL_MAX, COMMON_NS } from '@mall/shared';
import type { SavedAddress } from '@mall/shared/contracts';
import { addressSchema, fieldErrors } from '@mall/shared/schemas';
import { Button, Checkbox, Dialog, Field, Input, isComposingKey } from '@mall/shared/ui/lite';
import { useUiTranslation } from './ui-i18n';

/**
 * The one receiving-address form (checkout's address step and the user centre's address book):
 * every rule comes from the shared addressSchema, which the API applies again. On the light kit
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
type Values = Record<'receiver' | 'mobile' | 'province' | 'city' | 'area' | 'addr' | 'postCode', string> & { commonAddr: boolean };
const EMPTY: Values = { receiver: '', mobile: '', province: '', city: '', area: '', addr: '', postCode: '', commonAddr: false };
const TEXT_FIELDS = ['receiver', 'mobile', 'province', 'city', 'addr', 'postCode'] as const;

const valuesOf = (a: SavedAddress | null): Values =>
  a
    ? {
        receiver: a.receiver ?? '',
        mobile: a.mobile ?? '',
        province: a.province ?? '',
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

  useEffect(() => {
    if (!open) return;
    setValues(valuesOf(initial));
    setErrors({});
  }, [open, initial]);

  const set = (patch: Partial<Values>) => {
    const next = { ...values, ...patch };
    setValues(next);
    // After a failed save, each field's message follows what the buyer types.
    if (Object.keys(errors).length) setErrors(fieldErrors(addressSchema.safeParse(next)));
  };

  const save = () => {
    const parsed = addressSchema.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrors(parsed);
      setErrors(found);
      // Focus the first field in error, in the form's order.
      const first = TEXT_FIELDS.find((f) => f in found);
      if (first) form.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    onSave(parsed.data);
  };

  const text = (name: (typeof TEXT_FIELDS)[number], label: string, maxLength: number, extra: Record<string, string> = {}) => (
    <Field label={label} required={name !== 'city'} error={errors[name] ? tc(errors[name]) : null}>
      {(control) => (
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
        />
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
        {text('mobile', t('address.mobile'), 20, { autoComplete: 'tel', type: 'tel', 'data-testid': 'address-mobile' })}
        {text('province', t('address.region'), 50, { autoComplete: 'address-level1', 'data-testid': 'address-region' })}
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

/** One line of an address as lists show it. */
export const addressLine = (a: Pick<SavedAddress, 'province' | 'city' | 'area' | 'addr'>) =>
  [a.province, a.city, a.area, a.addr].filter(Boolean).join(' ');
