import { useState } from 'react';
import { Button, Card, Col, Empty, Flex, Popconfirm, Row, Space, Tag, Typography } from 'antd';
import { useTranslation } from '@mall/shared/react-i18n';
import { QueryStatus } from '@mall/shared/ui';
import { AddressFormModal, addressLine, type SavedAddress } from '@mall/shared/ui/address-form';
import { useAddresses, useDefaultAddress, useDeleteAddress, useSaveAddress } from '../api/addresses';
import { useFeedback } from '../components/feedback';
import { UserCenterPage } from '../components/user-center-page';
import { NAMESPACE } from '../namespace';

/** Receiving addresses: the same book checkout offers, with the same form (one component, one schema). */
export default function ShippingAddressesPage() {
  const { t } = useTranslation(NAMESPACE);
  const feedback = useFeedback();
  const addresses = useAddresses();
  const save = useSaveAddress();
  const remove = useDeleteAddress();
  const makeDefault = useDefaultAddress();
  const [editing, setEditing] = useState<SavedAddress | 'new' | null>(null);
  const list = addresses.data ?? [];

  return (
    <UserCenterPage pageKey="ucAddress">
      <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <Typography.Text type="secondary">{t('address.count', { count: list.length })}</Typography.Text>
        <Button type="primary" onClick={() => setEditing('new')} data-testid="address-add">
          {t('address.add')}
        </Button>
      </Flex>
      <QueryStatus query={addresses}>
        {list.length ? (
          <Row gutter={[16, 16]}>
            {list.map((a) => (
              <Col xs={24} md={12} key={a.addrId}>
                <Card
                  size="small"
                  data-testid="address-card"
                  data-addr-id={a.addrId}
                  title={
                    <Space>
                      <span>{a.receiver}</span>
                      <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
                        {a.mobile}
                      </Typography.Text>
                      {a.commonAddr && <Tag color="red">{t('address.default')}</Tag>}
                    </Space>
                  }
                  actions={[
                    <Button key="edit" type="link" onClick={() => setEditing(a)} data-testid="address-edit">
                      {t('address.edit')}
                    </Button>,
                    <Button
                      key="default"
                      type="link"
                      disabled={a.commonAddr}
                      loading={makeDefault.isPending && makeDefault.variables === a.addrId}
                      onClick={() => makeDefault.mutate(a.addrId, { onError: feedback.failed })}
                      data-testid="address-make-default"
                    >
                      {t('address.makeDefault')}
                    </Button>,
                    <Popconfirm
                      key="delete"
                      title={t('address.deleteConfirm')}
                      okText={t('common.ok')}
                      cancelText={t('common.cancel')}
                      onConfirm={() =>
                        remove.mutate(a.addrId, { onSuccess: () => feedback.done('address.deleted'), onError: feedback.failed })
                      }
                    >
                      <Button type="link" danger data-testid="address-delete">
                        {t('address.delete')}
                      </Button>
                    </Popconfirm>,
                  ]}
                >
                  <Typography.Paragraph style={{ margin: 0 }}>{addressLine(a)}</Typography.Paragraph>
                  <Typography.Text type="secondary">
                    {t('address.postCode')}: {a.postCode}
                  </Typography.Text>
                </Card>
              </Col>
            ))}
          </Row>
        ) : (
          <Empty description={t('address.empty')} data-testid="address-empty" />
        )}
      </QueryStatus>
      <AddressFormModal
        open={editing !== null}
        initial={editing === 'new' ? null : editing}
        saving={save.isPending}
        onCancel={() => setEditing(null)}
        onSave={(value) =>
          save.mutate(
            { addrId: editing === 'new' || editing === null ? null : editing.addrId, value },
            { onSuccess: () => (feedback.done('address.saved'), setEditing(null)), onError: feedback.failed },
          )
        }
      />
    </UserCenterPage>
  );
}
