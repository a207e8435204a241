import { useEffect } from 'react';
import { Checkbox, Form, Input, Modal } from 'antd';
import type { z } from 'zod';
import { useTranslation } from '@mall/shared/react-i18n';
import { ADDRESS_DETAIL_MAX, COMMON_NS, emptyAsText, schemaRule } from '@mall/shared';
import type { SavedAddress } from '@mall/shared/contracts';
import { addressSchema } from '@mall/shared/schemas';
import { useUiTranslation } from './ui-i18n';

/**
 * The one receiving-address form (checkout's address step and the user centre's address book):
 * every rule comes from the shared addressSchema, which the API applies again. An antd piece, so it
 * has its own entry (`@mall/shared/ui/address-form`) and never reaches the light pages.
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

export function AddressFormModal({ open, initial, onCancel, onSave, saving }: AddressFormModalProps) {
  const { t } = useUiTranslation();
  const { t: tc } = useTranslation(COMMON_NS);
  const [form] = Form.useForm<AddressFields>();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (initial) form.setFieldsValue(initial);
  }, [open, initial, form]);

  const field = (name: keyof AddressFields) => schemaRule(addressSchema.shape[name], tc, { map: emptyAsText });

  const submit = async () => {
    const values = await form.validateFields();
    onSave(addressSchema.parse({ ...values, commonAddr: Boolean(values.commonAddr) }));
  };

  return (
    <Modal
      open={open}
      title={initial ? t('address.editTitle') : t('address.addTitle')}
      onCancel={onCancel}
      onOk={() => void submit()}
      okText={t('address.save')}
      cancelText={t('address.cancel')}
      confirmLoading={saving}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'address-save' } as Record<string, string>}
    >
      <Form form={form} layout="vertical" requiredMark>
        <Form.Item name="receiver" label={t('address.receiver')} rules={[field('receiver')]} required>
          <Input data-testid="address-receiver" maxLength={50} autoComplete="name" />
        </Form.Item>
        <Form.Item name="mobile" label={t('address.mobile')} rules={[field('mobile')]} required>
          <Input data-testid="address-mobile" maxLength={20} autoComplete="tel" />
        </Form.Item>
        <Form.Item name="province" label={t('address.region')} rules={[field('province')]} required>
          <Input data-testid="address-region" maxLength={50} />
        </Form.Item>
        <Form.Item name="city" label={t('address.city')}>
          <Input data-testid="address-city" maxLength={50} />
        </Form.Item>
        <Form.Item name="addr" label={t('address.detail')} rules={[field('addr')]} required>
          <Input data-testid="address-detail" maxLength={ADDRESS_DETAIL_MAX} autoComplete="street-address" />
        </Form.Item>
        <Form.Item name="postCode" label={t('address.postCode')} rules={[field('postCode')]} required>
          <Input data-testid="address-postcode" maxLength={12} autoComplete="postal-code" />
        </Form.Item>
        <Form.Item name="commonAddr" valuePropName="checked">
          <Checkbox data-testid="address-default">{t('address.default')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** One line of an address as lists show it. */
export const addressLine = (a: Pick<SavedAddress, 'province' | 'city' | 'area' | 'addr'>) =>
  [a.province, a.city, a.area, a.addr].filter(Boolean).join(' ');
