import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Col,
  Descriptions,
  Empty,
  InputNumber,
  Pagination,
  Rate,
  Result,
  Row,
  Segmented,
  Space,
  Tabs,
  Tag,
  Typography,
  useToast,
} from '@mall/shared/ui/lite';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from '@mall/shared/router';
import {
  bus,
  formatDate,
  formatDateTime,
  NOT_CARTABLE_TYPES,
  RESPONSE_CODES,
  unitText,
  useIsLoggedIn,
  useLocaleStore,
  useSiteStore,
  type ProductType,
} from '@mall/shared';
import { LocaleLink, QueryStatus, useLocalePath } from '@mall/shared/ui';
import { catalogApi, useIsCollection, useProduct, useReviews, useReviewSummary, type ProductInfo, type Sku } from '../api/catalog';
import { CatalogImage } from '../components/catalog-image';
import { CatalogDataPage } from '../components/catalog-page';
import { Money } from '../components/money';
import { offscreen } from '../components/offscreen';
import { ProductVideo } from '../components/product-video';
import { dimensionsOf, initialSelection, isSelectable, skuFor, type Selection } from '../components/sku-picker';
import { SupplierActions } from '../components/supplier-actions';
import { NAMESPACE } from '../namespace';

/** '/products/detail/:prodId' */
export default function ProductDetailPage() {
  const { t } = useTranslation(NAMESPACE);
  const prodId = Number(useParams().prodId ?? 0);
  const product = useProduct(prodId);
  const envelope = product.data;
  const info = envelope?.code === RESPONSE_CODES.OK ? envelope.data : null;
  const crumbs = [
    { title: t('titles.categories'), to: '/categories' },
    ...(info?.categoryPath ?? []).map((c) => ({ title: c.categoryName, to: `/categories/secondary?categoryId=${c.categoryId}` })),
  ];
  return (
    <CatalogDataPage pageKey="productDetail" title={info?.prodName} crumbs={crumbs}>
      <QueryStatus query={product} rows={10}>
        {info ? (
          <ProductDetail key={info.prodId} product={info} />
        ) : (
          <Result
            status="404"
            title={t('product.notFound')}
            subTitle={envelope?.msg}
            data-testid="product-not-found"
            extra={<LocaleLink to="/">{t('product.backHome')}</LocaleLink>}
          />
        )}
      </QueryStatus>
    </CatalogDataPage>
  );
}

function ProductDetail({ product }: { product: ProductInfo }) {
  const { t } = useTranslation(NAMESPACE);
  const message = useToast();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const locale = useLocaleStore((s) => s.locale);
  const units = useSiteStore((s) => s.units);
  const hideSales = useSiteStore((s) => s.hideSales);
  const [selection, setSelection] = useState<Selection>(() => initialSelection(product.skuList));
  const [count, setCount] = useState(1);
  const [picture, setPicture] = useState<string | null>(null);
  const dims = useMemo(() => dimensionsOf(product.skuList), [product.skuList]);
  const sku: Sku | null = skuFor(product.skuList, selection);

  const type = product.prodType as ProductType;
  const offShelf = product.status !== 1;
  const stock = sku ? sku.stocks : product.totalStocks;
  const soldOut = stock <= 0;
  const seckillNotStarted = type === 'seckill' && product.seckillState === 'notStarted';
  const seckillEnded = type === 'seckill' && product.seckillState === 'ended';
  // A seckill that has not started sells at the retail (original) price until it starts.
  const price = sku ? (seckillNotStarted ? sku.oriPrice : sku.price) : seckillNotStarted ? product.oriPrice : product.price;
  const oriPrice = sku ? sku.oriPrice : product.oriPrice;
  const cannotBuy = offShelf || soldOut || !sku;
  const shown = picture ?? sku?.pic ?? product.pic;
  const images = product.imgs.length ? product.imgs : [product.pic];

  const addToCart = () => {
    if (NOT_CARTABLE_TYPES.includes(type)) {
      message.warning(t('product.notCartable'));
      return;
    }
    if (!sku) {
      message.warning(t('product.chooseSku'));
      return;
    }
    bus.emit('cart-add', { prodId: product.prodId, skuId: sku.skuId, shopId: product.shopId, count });
    message.success(t('product.addedToCart'));
  };
  const buyNow = () => {
    if (!sku) {
      message.warning(t('product.chooseSku'));
      return;
    }
    navigate(localePath(`/submit-order?prodId=${product.prodId}&skuId=${sku.skuId}&count=${count}`));
  };

  return (
    <div data-testid="product-detail" data-prod-type={product.prodType}>
      <Row gutter={[32, 24]}>
        <Col xs={24} md={10}>
          <div data-testid="product-gallery">
            <CatalogImage
              src={shown}
              alt={product.prodName}
              width={400}
              height={400}
              shownWidth={500}
              sizes="(max-width: 768px) 100vw, 500px"
              lcp
              style={{ borderRadius: 8, border: '1px solid #f0f0f0' }}
            />
            <Space wrap style={{ marginTop: 8 }}>
              {images.map((img, i) => (
                <button
                  key={`${img}-${i}`}
                  type="button"
                  onMouseEnter={() => setPicture(img)}
                  onClick={() => setPicture(img)}
                  aria-label={`${product.prodName} ${i + 1}`}
                  style={{
                    padding: 0,
                    border: img === shown ? '2px solid #1677ff' : '1px solid #f0f0f0',
                    borderRadius: 4,
                    background: 'none',
                    width: 64,
                    cursor: 'pointer',
                  }}
                >
                  <CatalogImage src={img} alt="" width={400} height={400} shownWidth={64} sizes="64px" />
                </button>
              ))}
            </Space>
            <ProductVideo video={product.video} poster={product.pic} title={product.prodName} />
          </div>
        </Col>
        <Col xs={24} md={14}>
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
                      onClick={() => {
                        setPicture(null);
                        setSelection((s) =>
                          active ? Object.fromEntries(Object.entries(s).filter(([k]) => k !== dim.name)) : { ...s, [dim.name]: value },
                        );
                      }}
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
              min={1}
              max={Math.max(1, stock)}
              value={count}
              onChange={(v) => setCount(Math.max(1, Math.floor(v ?? 1)))}
              disabled={cannotBuy}
            />
            <Typography.Text data-testid="quantity-unit">{unitText(units, product.unit, count)}</Typography.Text>
            <Typography.Text type="secondary" data-testid="product-stock" data-stock={stock}>
              {soldOut ? t('product.outOfStock') : t('product.stock', { count: stock, unit: unitText(units, product.unit, stock) })}
            </Typography.Text>
          </Space>

          {offShelf ? (
            <Alert type="error" showIcon data-testid="off-shelf" title={t('product.offShelf')} style={{ marginBottom: 12 }} />
          ) : null}
          {!offShelf && soldOut ? (
            <Alert type="warning" showIcon data-testid="out-of-stock" title={t('product.outOfStock')} style={{ marginBottom: 12 }} />
          ) : null}

          <Space wrap>
            <Button size="large" type="primary" data-testid="buy-now" disabled={cannotBuy || seckillEnded} onClick={buyNow}>
              {t('product.buyNow')}
            </Button>
            <Button size="large" data-testid="add-to-cart" disabled={offShelf || soldOut} onClick={addToCart}>
              {t('product.addToCart')}
            </Button>
            <CollectButton prodId={product.prodId} />
          </Space>
          <SupplierActions product={product} sku={sku} count={count} />
        </Col>
      </Row>

      <Row gutter={[32, 24]} style={{ marginTop: 32, ...offscreen(640) }}>
        <Col xs={24} md={6}>
          <ShopCard product={product} />
        </Col>
        <Col xs={24} md={18}>
          <Tabs
            items={[
              {
                key: 'content',
                label: t('product.description'),
                // Sanitised on the server with an allowlist (no script, style or on* attributes).
                children: (
                  <div
                    className="product-content ml-rich"
                    data-testid="product-content"
                    dangerouslySetInnerHTML={{ __html: product.content }}
                  />
                ),
              },
              {
                key: 'params',
                label: t('product.parameters'),
                children: (
                  <Descriptions
                    bordered
                    size="small"
                    column={1}
                    data-testid="product-parameters"
                    items={product.parameters.map((p, i) => ({ key: i, label: p.name, children: p.value }))}
                  />
                ),
              },
              {
                key: 'reviews',
                label: t('product.reviews', { count: product.reviewCount }),
                children: <Reviews prodId={product.prodId} />,
              },
            ]}
          />
        </Col>
      </Row>
    </div>
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
      onClick={() => (loggedIn ? toggle.mutate() : bus.emit('show-login', { reason: 'collect' }))}
    >
      {on ? t('product.collectedLabel') : t('product.collect')}
    </Button>
  );
}

function ShopCard({ product }: { product: ProductInfo }) {
  const { t } = useTranslation(NAMESPACE);
  const s = product.shop;
  return (
    <Card size="small" data-testid="shop-card" title={t('product.shop')}>
      <Space align="start">
        <div style={{ width: 48 }}>
          <CatalogImage src={s.logo} alt={s.shopName} width={160} height={160} shownWidth={48} sizes="48px" style={{ borderRadius: 4 }} />
        </div>
        <div>
          <LocaleLink to={`/shop/${s.shopId}`} data-testid="shop-link">
            <Typography.Text strong>{s.shopName}</Typography.Text>
          </LocaleLink>
          <div style={{ color: '#8c8c8c', fontSize: 12 }}>
            {t('supplier.meta', { region: s.region ?? '', years: s.yearsInBusiness ?? 0 })}
          </div>
        </div>
      </Space>
      <Space wrap style={{ marginTop: 8 }}>
        {s.selfOperated ? <Tag color="blue">{t('supplier.selfOperated')}</Tag> : null}
        {s.responseRate !== null ? <Tag>{t('supplier.responseRate', { rate: s.responseRate })}</Tag> : null}
        {s.responseHours !== null ? <Tag>{t('supplier.responseHours', { hours: s.responseHours })}</Tag> : null}
        <Tag>{t('supplier.products', { count: s.productCount })}</Tag>
      </Space>
      <div style={{ marginTop: 12 }}>
        <LocaleLink to={`/shop/${s.shopId}`}>
          <Button block>{t('product.visitShop')}</Button>
        </LocaleLink>
      </div>
    </Card>
  );
}

const EVALUATES = [-1, 0, 1, 2, 3] as const;

function Reviews({ prodId }: { prodId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = useLocaleStore((s) => s.locale);
  const [evaluate, setEvaluate] = useState<number>(-1);
  const [current, setCurrent] = useState(1);
  const summary = useReviewSummary(prodId);
  const list = useReviews(prodId, evaluate, current);
  const s = summary.data;
  const counts: Record<number, number | undefined> = {
    [-1]: s?.number,
    0: s?.praiseNumber,
    1: s?.secondaryNumber,
    2: s?.negativeNumber,
    3: s?.picNumber,
  };
  return (
    <div data-testid="product-reviews">
      {s ? (
        <Space size="large" style={{ marginBottom: 12 }}>
          <Typography.Text strong style={{ fontSize: 20 }} data-testid="positive-rating">
            {t('reviews.positive', { rate: s.positiveRating })}
          </Typography.Text>
          {s.score ? <Rate disabled allowHalf value={Math.round(s.score * 2) / 2} /> : null}
        </Space>
      ) : null}
      <div>
        <Segmented
          value={evaluate}
          onChange={(value) => {
            setEvaluate(value);
            setCurrent(1);
          }}
          data-testid="review-filter"
          options={EVALUATES.map((ev) => ({
            value: ev as number,
            label: `${t(`reviews.filter.${ev === -1 ? 'all' : ev}`)} (${counts[ev] ?? 0})`,
          }))}
        />
      </div>
      <QueryStatus query={list}>
        {list.data?.records.length ? (
          <div>
            {list.data.records.map((r) => (
              <div key={r.prodCommId} style={{ padding: '12px 0', borderBottom: '1px solid #f0f0f0' }} data-testid="review">
                <Space>
                  <Typography.Text strong>{r.nickName}</Typography.Text>
                  <Rate disabled value={r.score} style={{ fontSize: 12 }} />
                  <Typography.Text type="secondary">{formatDate(r.recTime, locale)}</Typography.Text>
                  {r.skuName ? <Typography.Text type="secondary">{r.skuName}</Typography.Text> : null}
                </Space>
                <Typography.Paragraph style={{ margin: '4px 0' }}>{r.content}</Typography.Paragraph>
                {r.replyContent ? (
                  <div
                    data-testid="review-reply"
                    style={{ margin: '4px 0 8px', padding: '6px 10px', background: '#f7f7f7', borderRadius: 4 }}
                  >
                    <Typography.Text type="secondary">{t('reviews.sellerReply')}: </Typography.Text>
                    <Typography.Text>{r.replyContent}</Typography.Text>
                  </div>
                ) : null}
                {r.pics.length ? (
                  <Space>
                    {r.pics.map((p, i) => (
                      <div key={i} style={{ width: 64 }}>
                        <CatalogImage src={p} alt="" width={400} height={400} shownWidth={64} sizes="64px" />
                      </div>
                    ))}
                  </Space>
                ) : null}
              </div>
            ))}
            <Pagination
              style={{ marginTop: 12 }}
              size="small"
              current={list.data.current}
              pageSize={list.data.size}
              total={list.data.total}
              onChange={setCurrent}
              showSizeChanger={false}
            />
          </div>
        ) : (
          <Empty description={t('reviews.empty')} />
        )}
      </QueryStatus>
    </div>
  );
}
