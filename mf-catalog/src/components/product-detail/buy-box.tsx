import { useMutation, useQueryClient } from '@mall/shared/react-query';
import { Alert, Button, Card, InputNumber, Rate, Space, Tag, Typography, useToast } from '@mall/shared/ui/lite';
import { useTranslation } from '@mall/shared/react-i18n';
import { useNavigate } from '@mall/shared/router';
import {
  bus,
  formatDate,
  formatDateTime,
  isLoggedIn,
  isPointsItem,
  meetsMoq,
  NOT_CARTABLE_TYPES,
  priceLadder,
  seckillNotStarted as beforeSeckill,
  signInThen,
  takeSignInIntent,
  tierPrice,
  unitPrice,
  unitText,
  useIsLoggedIn,
  useLocaleStore,
  useSiteStore,
  type BusEvents,
  type ProductType,
  type SignInIntents,
} from '@mall/shared';
import { useLocalePath } from '@mall/shared/ui';
import { catalogApi, useIsCollection, type ProductInfo, type Sku } from '../../api/catalog';
import { Money } from '../money';
import { dimensionsOf, isSelectable, type Selection } from '../sku-picker';
import { SupplierActions } from '../supplier-actions';
import { NAMESPACE } from '../../namespace';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';

/**
 * What the buyer decides with: name, price (by SKU and sale state), the SKU choice, quantity and
 * stock, and buy now / add to cart / collect. The chosen SKU is the page's (the gallery shows its
 * picture), so selection comes in and changes go out.
 */
export function BuyBox({
  product,
  sku,
  selection,
  onSelect,
}: {
  product: ProductInfo;
  sku: Sku | null;
  selection: Selection;
  onSelect: (next: Selection) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const message = useToast();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const locale = useLocaleStore((s) => s.locale);
  const units = useSiteStore((s) => s.units);
  const hideSales = useSiteStore((s) => s.hideSales);
  // The quantity starts at the product's minimum order quantity.
  const moq = Math.max(1, product.moq);
  const [count, setCount] = useState(moq);
  const dims = useMemo(() => dimensionsOf(product.skuList), [product.skuList]);

  const type = product.prodType as ProductType;
  const offShelf = product.status !== 1;
  const stock = sku ? sku.stocks : product.totalStocks;
  const soldOut = stock <= 0;
  const seckillNotStarted = beforeSeckill(product);
  const seckillEnded = type === 'seckill' && product.seckillState === 'ended';
  // A seckill that has not started sells at the retail (original) price until it starts.
  const listPrice = unitPrice(sku ?? product, product);
  const tiers = sku ? sku.priceTiers : product.priceTiers;
  // The unit price at the chosen quantity's tier (the cart and checkout price the line the same way).
  const price = tierPrice(listPrice, tiers, count);
  const ladder = tiers.length ? priceLadder(listPrice, tiers, moq) : [];
  const pointsItem = isPointsItem(type);
  const oriPrice = sku ? sku.oriPrice : product.oriPrice;
  const belowMoq = !meetsMoq(count, moq);
  const cannotBuy = offShelf || soldOut || !sku;
  // "Added" once the cart has the line: a refusal (stock, the minimum order) is the cart's to word.
  const addNow = (item: BusEvents['cart-add']) => {
    const done = (e: BusEvents['cart-add-done']) => {
      if (e.prodId !== item.prodId || e.skuId !== item.skuId) return;
      bus.off('cart-add-done', done);
      if (e.added) message.success(t('product.addedToCart'));
    };
    bus.on('cart-add-done', done);
    bus.emit('cart-add', item);
  };
  const addToCart = () => {
    if (NOT_CARTABLE_TYPES.includes(type)) {
      message.warning(t('product.notCartable'));
      return;
    }
    if (!sku) {
      message.warning(t('product.chooseSku'));
      return;
    }
    if (belowMoq) {
      message.warning(t('product.belowMoq', { moq }));
      return;
    }
    const item = { prodId: product.prodId, skuId: sku.skuId, shopId: product.shopId, count };
    // Signed out: sign in first, then the line is added (nothing is said to be added before).
    if (!isLoggedIn()) return signInThen('cart-add', item);
    addNow(item);
  };
  const orderNow = (item: SignInIntents['buy-now']) =>
    navigate(localePath(`/submit-order?prodId=${item.prodId}&skuId=${item.skuId}&count=${item.count}`));
  const buyNow = () => {
    if (!sku) {
      message.warning(t('product.chooseSku'));
      return;
    }
    if (belowMoq) {
      message.warning(t('product.belowMoq', { moq }));
      return;
    }
    const item = { prodId: product.prodId, skuId: sku.skuId, count };
    if (!isLoggedIn()) return signInThen('buy-now', item);
    orderNow(item);
  };
  // Back from the login dialog (the page reloaded signed in): what the buyer asked for is done now.
  const resume = useEffectEvent((prodId: number) => {
    const ours = (p: { prodId: number }) => p.prodId === prodId;
    const added = takeSignInIntent('cart-add', ours);
    if (added) addNow(added);
    const bought = takeSignInIntent('buy-now', ours);
    if (bought) orderNow(bought);
  });
  useEffect(() => resume(product.prodId), [product.prodId]);

  return (
    <>
      <Typography.Title level={2} style={{ fontSize: 22, marginTop: 0 }} data-testid="product-name">
        {product.prodName}
      </Typography.Title>
      {product.brief ? <Typography.Paragraph type="secondary">{product.brief}</Typography.Paragraph> : null}
      <Space wrap style={{ marginBottom: 12 }}>
        {type !== 'normal' ? <Tag color="volcano">{t(`types.${type}`)}</Tag> : null}
        {product.score ? <Rate disabled allowHalf value={Math.round(product.score * 2) / 2} style={{ fontSize: 14 }} /> : null}
        {!hideSales ? (
          <Typography.Text type="secondary" data-testid="product-sold">
            {t('product.sold', { count: product.soldNum })}
          </Typography.Text>
        ) : null}
        {product.brand ? <Typography.Text type="secondary">{product.brand}</Typography.Text> : null}
      </Space>

      <Card size="small" style={{ background: '#fff7f0', borderColor: '#ffd8bf', marginBottom: 16 }}>
        <Space align="baseline" wrap>
          <Typography.Text type="secondary">{t('product.price')}</Typography.Text>
          {type === 'points' && product.pointsPrice ? (
            <Typography.Text strong style={{ fontSize: 26, color: '#d4380d' }} data-testid="product-price">
              {t('product.points', { count: product.pointsPrice })}
            </Typography.Text>
          ) : (
            <Typography.Text strong style={{ fontSize: 26, color: '#d4380d' }}>
              <Money value={price} testId="product-price" />
            </Typography.Text>
          )}
          {oriPrice > price && type !== 'points' ? <Money value={oriPrice} strike testId="product-ori-price" /> : null}
          {product.unit ? <Typography.Text type="secondary">/ {unitText(units, product.unit, 1)}</Typography.Text> : null}
        </Space>
        {moq > 1 ? (
          <div data-testid="product-moq">
            <Typography.Text type="secondary">{t('product.moq', { count: moq, unit: unitText(units, product.unit, moq) })}</Typography.Text>
          </div>
        ) : null}
        {ladder.length > 0 && type !== 'points' ? (
          <div
            role="table"
            aria-label={t('product.ladder')}
            data-testid="price-ladder"
            style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 8 }}
          >
            {ladder.map((step) => {
              const current = count >= step.from && (step.to === null || count <= step.to);
              return (
                <div
                  role="row"
                  key={step.from}
                  data-current={current}
                  style={{
                    padding: '4px 10px',
                    borderRadius: 4,
                    border: `1px solid ${current ? '#d4380d' : '#ffd8bf'}`,
                    background: '#fff',
                  }}
                >
                  <div role="cell" style={{ fontSize: 12, color: 'var(--ml-text-secondary)' }}>
                    {step.to === null
                      ? t('product.ladderFrom', { from: step.from })
                      : t('product.ladderRange', { from: step.from, to: step.to })}
                  </div>
                  <div role="cell">
                    <Money value={step.price} />
                  </div>
                </div>
              );
            })}
          </div>
        ) : null}
        {seckillNotStarted ? (
          <Alert
            style={{ marginTop: 8 }}
            type="info"
            showIcon
            data-testid="seckill-note"
            title={t('product.seckillNotStarted', {
              start: product.seckillStart ? formatDateTime(product.seckillStart, locale) : '',
            })}
            description={
              <span>
                {t('product.seckillPrice')} <Money value={sku ? sku.price : product.price} />
              </span>
            }
          />
        ) : null}
        {type === 'seckill' && product.seckillState === 'inProgress' ? (
          <Alert
            style={{ marginTop: 8 }}
            type="warning"
            showIcon
            data-testid="seckill-note"
            title={t('product.seckillInProgress', { end: product.seckillEnd ? formatDateTime(product.seckillEnd, locale) : '' })}
          />
        ) : null}
        {seckillEnded ? (
          <Alert style={{ marginTop: 8 }} type="warning" showIcon data-testid="seckill-note" title={t('product.seckillEnded')} />
        ) : null}
        {type === 'presale' ? (
          <Alert
            style={{ marginTop: 8 }}
            type="info"
            showIcon
            data-testid="presale-note"
            title={t('product.presaleShip', { date: formatDate(product.presaleShipDate, locale) })}
          />
        ) : null}
      </Card>

      {dims.map((dim) => (
        <div key={dim.name} style={{ marginBottom: 12 }} data-testid="sku-dimension">
          <Typography.Text type="secondary" style={{ display: 'inline-block', minWidth: 80 }}>
            {dim.name}
          </Typography.Text>
          <Space wrap>
            {dim.values.map((value) => {
              const active = selection[dim.name] === value;
              return (
                <Button
                  key={value}
                  size="small"
                  type={active ? 'primary' : 'default'}
                  ghost={active}
                  disabled={!isSelectable(product.skuList, selection, dim.name, value)}
                  data-testid="sku-option"
                  data-dimension={dim.name}
                  data-value={value}
                  aria-pressed={active}
                  onClick={() =>
                    onSelect(
                      active
                        ? Object.fromEntries(Object.entries(selection).filter(([k]) => k !== dim.name))
                        : { ...selection, [dim.name]: value },
                    )
                  }
                >
                  {value}
                </Button>
              );
            })}
          </Space>
        </div>
      ))}

      <Space align="center" style={{ marginBottom: 16 }} wrap>
        <Typography.Text type="secondary" style={{ display: 'inline-block', minWidth: 80 }}>
          {t('product.quantity')}
        </Typography.Text>
        <InputNumber
          data-testid="quantity"
          aria-label={t('product.quantity')}
          min={1}
          max={Math.max(moq, stock)}
          value={count}
          onChange={(v) => setCount(Math.max(1, Math.floor(v ?? moq)))}
          disabled={cannotBuy}
          aria-invalid={belowMoq || undefined}
        />
        <Typography.Text data-testid="quantity-unit">{unitText(units, product.unit, count)}</Typography.Text>
        <Typography.Text type="secondary" data-testid="product-stock" data-stock={stock}>
          {soldOut ? t('product.outOfStock') : t('product.stock', { count: stock, unit: unitText(units, product.unit, stock) })}
        </Typography.Text>
      </Space>

      {belowMoq && !cannotBuy ? (
        <div className="ml-field-error" role="alert" data-testid="below-moq" style={{ marginBottom: 12 }}>
          {t('product.belowMoq', { moq })}
        </div>
      ) : null}
      {offShelf ? <Alert type="error" showIcon data-testid="off-shelf" title={t('product.offShelf')} style={{ marginBottom: 12 }} /> : null}
      {!offShelf && soldOut ? (
        <Alert type="warning" showIcon data-testid="out-of-stock" title={t('product.outOfStock')} style={{ marginBottom: 12 }} />
      ) : null}

      <Space wrap>
        <Button size="large" type="primary" data-testid="buy-now" disabled={cannotBuy || seckillEnded || belowMoq} onClick={buyNow}>
          {pointsItem ? t('product.redeem') : t('product.buyNow')}
        </Button>
        {/* A points item is redeemed on its own, with points: it never goes into the cart. */}
        {pointsItem ? null : (
          <Button size="large" data-testid="add-to-cart" disabled={offShelf || soldOut || belowMoq} onClick={addToCart}>
            {t('product.addToCart')}
          </Button>
        )}
        <CollectButton prodId={product.prodId} />
      </Space>
      <SupplierActions product={product} sku={sku} count={count} />
    </>
  );
}

function CollectButton({ prodId }: { prodId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const message = useToast();
  const loggedIn = useIsLoggedIn();
  const client = useQueryClient();
  const collected = useIsCollection(prodId);
  const toggle = useMutation({
    mutationFn: () => catalogApi.toggleCollection(prodId),
    onSuccess: (now) => {
      client.setQueryData(['catalog', 'isCollection', prodId], now);
      message.success(now ? t('product.collected') : t('product.uncollected'));
    },
  });
  // Asked for signed out: collected once signed in and known not to be already (the call toggles).
  const collectAsked = useEffectEvent((already: boolean) => {
    if (takeSignInIntent('collect', (p) => p.prodId === prodId) && !already) toggle.mutate();
  });
  const known = collected.data;
  useEffect(() => {
    if (known !== undefined) collectAsked(known);
  }, [known]);
  const on = loggedIn && collected.data === true;
  return (
    <Button
      size="large"
      data-testid="collect"
      aria-pressed={on}
      icon={
        <span aria-hidden style={{ color: on ? '#eb2f96' : undefined }}>
          {on ? '\u2665' : '\u2661'}
        </span>
      }
      loading={toggle.isPending}
      onClick={() => (loggedIn ? toggle.mutate() : signInThen('collect', { prodId }))}
    >
      {on ? t('product.collectedLabel') : t('product.collect')}
    </Button>
  );
}
