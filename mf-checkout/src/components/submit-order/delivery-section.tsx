import { useId } from 'react';
import { useTranslation } from '@mall/shared/react-i18n';
import { MERCHANT_MESSAGE_LONG, tradeTermFor } from '@mall/shared';
import type { ShopOrderView } from '@mall/shared/contracts';
import { Alert, Card, Col, Input, NativeSelect, Radio, Row, Table, Typography } from '@mall/shared/ui/lite';
import { Money } from '../money';
import { NAMESPACE } from '../../namespace';
import { TRADE_TERMS, type NoteField, type SetOrderValue, type SubmitOrderValues } from './order-form';

type DeliveryValues = Pick<SubmitOrderValues, 'deliveryType' | 'exportMode' | 'tradeTerm'>;

/**
 * Step 2 of the page: how the order travels (delivery service, export mode, trade term; the
 * confirmation is asked again when one changes), then each shop's part of the order with its
 * lines, the buyer's remarks and message to the shop, its freight and amount. Between the two,
 * why there is nothing to show: the confirmation refused, or no address yet.
 */
export function DeliverySection({
  values,
  onChange,
  notes,
  onNote,
  shopOrders,
  countryName,
  confirmError,
  needsAddress,
  pointsPerCent,
}: {
  values: DeliveryValues;
  onChange: SetOrderValue;
  notes: SubmitOrderValues['notes'];
  onNote: (shopId: string, field: NoteField, value: string) => void;
  shopOrders: ShopOrderView[] | undefined;
  /** Where the order goes (the confirmed address's country), for the lines that cannot go there. */
  countryName: string;
  /** The confirmation's refusal, worded for the buyer (errors.ts), or null. */
  confirmError: string | null;
  needsAddress: boolean;
  /** A points-mall order: amounts shown as the points they cost. */
  pointsPerCent?: number;
}) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  // Self pickup is priced ex works, whatever term was chosen (the API does the same).
  const pickup = values.deliveryType === 'pickup';
  const term = tradeTermFor(values.deliveryType, values.tradeTerm);
  return (
    <>
      <Card title={t('submitOrder.delivery')}>
        <Row gutter={[24, 16]}>
          <Col xs={24} md={8}>
            <Typography.Text type="secondary" id={`${id}-type`}>
              {t('submitOrder.deliveryService')}
            </Typography.Text>
            <div>
              <Radio.Group
                value={values.deliveryType}
                onChange={(e) => onChange('deliveryType', e.target.value as DeliveryValues['deliveryType'])}
                aria-labelledby={`${id}-type`}
                data-testid="delivery-type"
              >
                <Radio value="express">{t('submitOrder.deliveryTypes.express')}</Radio>{' '}
                <Radio value="pickup">{t('submitOrder.deliveryTypes.pickup')}</Radio>
              </Radio.Group>
            </div>
          </Col>
          <Col xs={24} md={8}>
            <Typography.Text type="secondary" id={`${id}-export`}>
              {t('submitOrder.exportMode')}
            </Typography.Text>
            <div>
              <Radio.Group
                value={values.exportMode}
                onChange={(e) => onChange('exportMode', e.target.value as DeliveryValues['exportMode'])}
                aria-labelledby={`${id}-export`}
              >
                <Radio value="selfOperatedExport">{t('submitOrder.exportModes.selfOperatedExport')}</Radio>{' '}
                <Radio value="convenientDelivery">{t('submitOrder.exportModes.convenientDelivery')}</Radio>
              </Radio.Group>
            </div>
          </Col>
          <Col xs={24} md={8}>
            <Typography.Text type="secondary">{t('submitOrder.tradeTerm')}</Typography.Text>
            <div>
              <NativeSelect
                aria-label={t('submitOrder.tradeTerm')}
                value={term}
                disabled={pickup}
                onChange={(v) => onChange('tradeTerm', v as DeliveryValues['tradeTerm'])}
                options={TRADE_TERMS.map((v) => ({ value: v, label: `${v} · ${t(`submitOrder.termShort.${v}`)}` }))}
                style={{ width: '100%', maxWidth: 280 }}
                data-testid="trade-term"
              />
            </div>
          </Col>
        </Row>
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }} data-testid="trade-term-explain">
          {t(pickup ? 'submitOrder.termExplain.pickup' : `submitOrder.termExplain.${term}`)}
        </Typography.Paragraph>
      </Card>

      {confirmError !== null && <Alert type="warning" showIcon title={confirmError} data-testid="confirm-error" />}
      {needsAddress && <Alert type="info" showIcon title={t('address.required')} />}

      {shopOrders?.some((o) => o.undeliverable.length) && (
        <Alert type="error" showIcon title={t('submitOrder.undeliverableTitle')} data-testid="undeliverable-alert" />
      )}
      {shopOrders?.map((o) => (
        <ShopOrderCard
          key={o.shopId}
          order={o}
          notes={notes[String(o.shopId)]}
          onNote={onNote}
          countryName={countryName}
          pointsPerCent={pointsPerCent}
        />
      ))}
    </>
  );
}

/** One shop's part of the order: its lines, the buyer's notes to it (`notes[shopId]`), freight and amount. */
function ShopOrderCard({
  order: o,
  notes,
  onNote,
  pointsPerCent,
  countryName,
}: {
  order: ShopOrderView;
  countryName: string;
  notes: SubmitOrderValues['notes'][string] | undefined;
  onNote: (shopId: string, field: NoteField, value: string) => void;
  pointsPerCent?: number;
}) {
  const { t } = useTranslation(NAMESPACE);
  const shop = String(o.shopId);
  const refused = (skuId: number) => o.undeliverable.some((u) => u.skuId === skuId);
  return (
    <Card title={o.shopName} data-testid="submit-shop">
      <Table
        size="small"
        aria-label={o.shopName}
        rowKey={(l) => `${l.skuId}`}
        dataSource={o.lines}
        columns={[
          {
            title: t('submitOrder.product'),
            render: (_, l) => (
              <>
                {l.prodName} · {l.skuName}
                {refused(l.skuId) && (
                  <div className="ml-field-error" data-testid="undeliverable-line">
                    {t('submitOrder.undeliverable', { country: countryName, shop: o.shopName })}
                  </div>
                )}
              </>
            ),
          },
          { title: t('submitOrder.price'), render: (_, l) => <Money value={l.price} pointsPerCent={pointsPerCent} /> },
          { title: t('submitOrder.quantity'), dataIndex: 'count' },
          { title: t('submitOrder.subtotal'), render: (_, l) => <Money value={l.productTotal} pointsPerCent={pointsPerCent} /> },
        ]}
      />
      <Row gutter={16} style={{ marginTop: 12 }}>
        <Col xs={24} md={12}>
          <Input
            aria-label={t('submitOrder.remarks')}
            placeholder={t('submitOrder.remarks')}
            maxLength={MERCHANT_MESSAGE_LONG}
            value={notes?.remarks ?? ''}
            onChange={(e) => onNote(shop, 'remarks', e.target.value)}
            style={{ width: '100%' }}
          />
        </Col>
        <Col xs={24} md={12}>
          <Input
            aria-label={t('submitOrder.buyerMessage')}
            placeholder={t('submitOrder.buyerMessage')}
            maxLength={MERCHANT_MESSAGE_LONG}
            value={notes?.buyerMessage ?? ''}
            onChange={(e) => onNote(shop, 'buyerMessage', e.target.value)}
            style={{ width: '100%' }}
          />
        </Col>
      </Row>
      <div style={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 24, marginTop: 12 }}>
        {pointsPerCent ? null : (
          <span>
            {t('money.freight')}: <Money value={o.freight} testId="shop-freight" />
          </span>
        )}
        {o.insurance > 0 && (
          <span>
            {t('money.insurance')}: <Money value={o.insurance} testId="shop-insurance" />
          </span>
        )}
        {o.taxes > 0 && (
          <span>
            {t('money.taxes')}: <Money value={o.taxes} testId="shop-taxes" />
          </span>
        )}
        <span>
          {t('money.payable')}: <Money value={o.actualTotal} pointsPerCent={pointsPerCent} testId="shop-payable" />
        </span>
      </div>
    </Card>
  );
}
