import { Alert, Card, Col, Flex, Form, Input, Row, Table, Typography, Select, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { MERCHANT_MESSAGE_LONG } from '@mall/shared';
import type { ShopOrderView } from '@mall/shared/contracts';
import { Money } from '../money';
import { NAMESPACE } from '../../namespace';
import { TRADE_TERMS } from './order-form';

/**
 * Step 2 of the page: how the order travels (delivery service, export mode, trade term; the
 * confirmation is asked again when one changes), then each shop's part of the order with its
 * lines, the buyer's remarks and message to the shop, its freight and amount. Between the two,
 * why there is nothing to show: the confirmation refused, or no address yet.
 */
export function DeliverySection({
  shopOrders,
  confirmError,
  needsAddress,
}: {
  shopOrders: ShopOrderView[] | undefined;
  /** The confirmation's refusal, worded for the buyer (errors.ts), or null. */
  confirmError: string | null;
  needsAddress: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <Card title={t('submitOrder.delivery')}>
        <Row gutter={[24, 16]}>
          <Col xs={24} md={8}>
            <Typography.Text type="secondary">{t('submitOrder.deliveryService')}</Typography.Text>
            <div>
              <Form.Item name="deliveryType" noStyle>
                <Radio.Group data-testid="delivery-type">
                  <Radio value="express">{t('submitOrder.deliveryTypes.express')}</Radio>
                  <Radio value="pickup">{t('submitOrder.deliveryTypes.pickup')}</Radio>
                </Radio.Group>
              </Form.Item>
            </div>
          </Col>
          <Col xs={24} md={8}>
            <Typography.Text type="secondary">{t('submitOrder.exportMode')}</Typography.Text>
            <div>
              <Form.Item name="exportMode" noStyle>
                <Radio.Group>
                  <Radio value="selfOperatedExport">{t('submitOrder.exportModes.selfOperatedExport')}</Radio>
                  <Radio value="convenientDelivery">{t('submitOrder.exportModes.convenientDelivery')}</Radio>
                </Radio.Group>
              </Form.Item>
            </div>
          </Col>
          <Col xs={24} md={8}>
            <Typography.Text type="secondary">{t('submitOrder.tradeTerm')}</Typography.Text>
            <div>
              <Form.Item name="tradeTerm" noStyle>
                <Select
                  aria-label={t('submitOrder.tradeTerm')}
                  options={TRADE_TERMS.map((v) => ({ value: v, label: v }))}
                  style={{ width: 160 }}
                />
              </Form.Item>
            </div>
          </Col>
        </Row>
      </Card>

      {confirmError !== null && <Alert type="warning" showIcon title={confirmError} data-testid="confirm-error" />}
      {needsAddress && <Alert type="info" showIcon title={t('address.required')} />}

      {shopOrders?.map((o) => (
        <ShopOrderCard key={o.shopId} order={o} />
      ))}
    </>
  );
}

/** One shop's part of the order: its lines, the buyer's notes to it (form `notes.<shopId>`), freight and amount. */
function ShopOrderCard({ order: o }: { order: ShopOrderView }) {
  const { t } = useTranslation(NAMESPACE);
  const shop = String(o.shopId);
  return (
    <Card title={o.shopName} data-testid="submit-shop">
      <Table
        size="small"
        pagination={false}
        rowKey={(l) => `${l.skuId}`}
        dataSource={o.lines}
        columns={[
          { title: t('submitOrder.product'), render: (_, l) => `${l.prodName} · ${l.skuName}` },
          { title: t('submitOrder.price'), render: (_, l) => <Money value={l.price} /> },
          { title: t('submitOrder.quantity'), dataIndex: 'count' },
          { title: t('submitOrder.subtotal'), render: (_, l) => <Money value={l.productTotal} /> },
        ]}
      />
      <Row gutter={16} style={{ marginTop: 12 }}>
        <Col xs={24} md={12}>
          <Form.Item name={['notes', shop, 'remarks']} noStyle>
            <Input aria-label={t('submitOrder.remarks')} placeholder={t('submitOrder.remarks')} maxLength={MERCHANT_MESSAGE_LONG} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name={['notes', shop, 'buyerMessage']} noStyle>
            <Input
              aria-label={t('submitOrder.buyerMessage')}
              placeholder={t('submitOrder.buyerMessage')}
              maxLength={MERCHANT_MESSAGE_LONG}
            />
          </Form.Item>
        </Col>
      </Row>
      <Flex justify="flex-end" gap={24} style={{ marginTop: 12 }}>
        <span>
          {t('money.freight')}: <Money value={o.freight} testId="shop-freight" />
        </span>
        <span>
          {t('money.payable')}: <Money value={o.actualTotal} />
        </span>
      </Flex>
    </Card>
  );
}
