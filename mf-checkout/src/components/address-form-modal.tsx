import { useEffect } from 'react';
import { Checkbox, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { ADDRESS_DETAIL_MAX, COMMON_NS } from '@mall/shared';
import { addressSchema } from '@mall/shared/schemas';
import type { Address, AddressInput } from '../api/checkout-api';
import { NAMESPACE } from '../namespace';

/** Add or edit a receiving address; every rule comes from the shared addressSchema. */
export function AddressFormModal({
  open,
  initial,
  onCancel,
  onSave,
  saving,
}: {
  open: boolean;
  initial: Address | null;
  onCancel: () => void;
  onSave: (value: AddressInput) => void;
  saving?: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation(COMMON_NS);
  const [form] = Form.useForm<AddressInput>();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (initial) form.setFieldsValue(initial);
  }, [open, initial, form]);

  const field = (name: keyof AddressInput) => ({
    validator: async (_: unknown, value: unknown) => {
      const shape = addressSchema.shape[name];
      const res = shape.safeParse(value ?? '');
      if (!res.success) throw new Error(tc(res.error.issues[0]?.message ?? 'validation.invalid'));
    },
  });

  const submit = async () => {
    const values = await form.validateFields();
    const parsed = addressSchema.parse({ ...values, commonAddr: Boolean(values.commonAddr) });
    onSave(parsed);
  };

  return (
    <Modal
      open={open}
      title={initial ? t('address.edit') : t('address.add')}
      onCancel={onCancel}
      onOk={() => void submit()}
      okText={t('address.save')}
      confirmLoading={saving}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'address-save' } as Record<string, string>}
    >
      <Form form={form} layout="vertical" requiredMark>
        <Form.Item name="receiver" label={t('address.receiver')} rules={[field('receiver')]} required>
          <Input data-testid="address-receiver" maxLength={50} />
        </Form.Item>
        <Form.Item name="mobile" label={t('address.mobile')} rules={[field('mobile')]} required>
          <Input data-testid="address-mobile" maxLength={20} />
        </Form.Item>
        <Form.Item name="province" label={t('address.region')} rules={[field('province')]} required>
          <Input data-testid="address-region" maxLength={50} />
        </Form.Item>
        <Form.Item name="city" label={t('address.city')}>
          <Input data-testid="address-city" maxLength={50} />
        </Form.Item>
        <Form.Item name="addr" label={t('address.detail')} rules={[field('addr')]} required>
          <Input data-testid="address-detail" maxLength={ADDRESS_DETAIL_MAX} />
        </Form.Item>
        <Form.Item name="postCode" label={t('address.postCode')} rules={[field('postCode')]} required>
          <Input data-testid="address-postcode" maxLength={12} />
        </Form.Item>
        <Form.Item name="commonAddr" valuePropName="checked">
          <Checkbox>{t('address.default')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
