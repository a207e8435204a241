import { Alert, Button, Card, Flex, Form, Radio, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '@mall/shared/ui';
import type { Address, useAddresses } from '../../api/addresses';
import { NAMESPACE } from '../../namespace';

/**
 * Step 1 of the page: where the order goes. The buyer's choice is the form's `addrId`; until they
 * pick one the default address (or the first) is shown chosen, and that is what the order uses.
 */
export function AddressSection({
  addresses,
  chosen,
  onEdit,
}: {
  addresses: ReturnType<typeof useAddresses>;
  chosen: number | undefined;
  /** Opens the address dialog: a new address, or this one to change. */
  onEdit: (address: Address | 'new') => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Card
      title={t('submitOrder.address')}
      extra={
        <Button onClick={() => onEdit('new')} data-testid="address-add">
          {t('address.add')}
        </Button>
      }
    >
      <QueryStatus query={addresses}>
        {addresses.data?.length ? (
          <Form.Item name="addrId" noStyle getValueProps={(value?: number) => ({ value: value ?? chosen })}>
            <Radio.Group style={{ width: '100%' }}>
              <Space direction="vertical" style={{ width: '100%' }}>
                {addresses.data.map((a) => (
                  <Flex key={a.addrId} justify="space-between" align="center" data-testid="address-option">
                    <Radio value={a.addrId}>
                      <strong>{a.receiver}</strong> {a.mobile} — {[a.province, a.city, a.area, a.addr].filter(Boolean).join(' ')}{' '}
                      {a.postCode}
                      {a.commonAddr ? <Typography.Text type="success"> ({t('address.isDefault')})</Typography.Text> : null}
                    </Radio>
                    <Button type="link" onClick={() => onEdit(a)}>
                      {t('address.edit')}
                    </Button>
                  </Flex>
                ))}
              </Space>
            </Radio.Group>
          </Form.Item>
        ) : (
          <Alert type="info" title={t('address.none')} />
        )}
      </QueryStatus>
    </Card>
  );
}
