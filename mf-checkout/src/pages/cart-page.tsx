import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@mall/shared/react-query';
import { useTranslation } from '@mall/shared/react-i18n';
import { useNavigate } from '@mall/shared/router';
import { CART_SETTLEMENT_MAX, COMMON_NS, useLocale } from '@mall/shared';
import { LocaleLink, QueryStatus, useLocalePath } from '@mall/shared/ui';
import { Button, Card, Checkbox, Empty, InputNumber, Picture, Popconfirm, Space, Tag, toast, Typography } from '@mall/shared/ui/lite';
import {
  cartPageQuery,
  cartQuery,
  changeCartItem,
  checkCartItems,
  clearCart,
  removeCartItems,
  type CartInfo,
  type CartLine,
} from '../api/cart';
import { announceCartCount } from '../cart-service';
import { CheckoutPage } from '../components/checkout-page';
import { alreadyShown, errorText } from '../components/errors';
import { Money } from '../components/money';
import { NAMESPACE } from '../namespace';

/** Cart lines that fit a phone's first screen: their pictures load with the page, the rest lazily. */
const EAGER_LINES = 4;

function LineRow({
  line,
  onCount,
  onCheck,
  onDelete,
  invalid,
  eager,
  deliverTo,
}: {
  line: CartLine;
  /** The default address's place, named in the note of a line that cannot go there. */
  deliverTo?: string;
  /** Above the fold on a phone: the picture is fetched at once, not when scrolled to. */
  eager?: boolean;
  onCount?: (line: CartLine, next: number) => void;
  onCheck?: (line: CartLine, checked: boolean) => void;
  onDelete: (line: CartLine) => void;
  invalid?: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation(COMMON_NS);
  // The note of a line that cannot go to the default address runs under the row, full width.
  const undeliverable =
    line.invalidReason === 'regionUnserved' && deliverTo ? (
      <div className="ml-field-error" data-testid="cart-undeliverable" style={{ paddingBottom: 12, borderBottom: '1px solid #f0f0f0' }}>
        {t('cart.undeliverable', { shop: line.shopName, place: deliverTo })}
      </div>
    ) : null;
  return (
    <>
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 16,
          padding: '12px 0',
          borderBottom: undeliverable ? undefined : '1px solid #f0f0f0',
        }}
        data-testid="cart-line"
        data-basket-id={line.basketId}
      >
        {invalid ? (
          <Tag color="default">{t(`cart.invalid.${line.invalidReason}`)}</Tag>
        ) : (
          <Checkbox checked={line.checked} onChange={(e) => onCheck?.(line, e.target.checked)} aria-label={line.prodName} />
        )}
        <Picture
          src={line.pic}
          width={64}
          height={64}
          sizes="64px"
          maxWidth={64}
          priority={eager ? 'eager' : undefined}
          alt=""
          style={{ flex: 'none', width: 64, borderRadius: 4 }}
        />
        <div style={{ flex: 1, minWidth: 0 }}>
          <Typography.Text strong ellipsis>
            {line.prodName}
          </Typography.Text>
          <div>
            <Typography.Text type="secondary">{line.skuName}</Typography.Text>
            {line.moq > 1 && (
              <Typography.Text type="secondary" data-testid="cart-moq">
                {' '}
                · {t('cart.moq', { moq: line.moq })}
              </Typography.Text>
            )}
          </div>
        </div>
        <Money value={line.price} />
        {invalid ? (
          <span>×{line.count}</span>
        ) : (
          <InputNumber
            data-testid="cart-count"
            aria-label={t('cart.quantityOf', { name: line.prodName })}
            min={Math.max(1, line.moq)}
            max={Math.max(line.moq, line.stocks)}
            value={line.count}
            // Digits only (the field drops anything else): nothing else reaches the server.
            onChange={(v) => v !== line.count && onCount?.(line, v)}
            // 0, an emptied field or less than the minimum order is said, not silently undone.
            onOutOfRange={(typed) =>
              toast.warning(
                typed > line.stocks
                  ? tc('validation.insufficientStock')
                  : line.moq > 1
                    ? t('cart.belowMoq', { moq: line.moq })
                    : tc('validation.correctQuantity'),
              )
            }
          />
        )}
        <Money value={line.productTotal} />
        <Popconfirm title={t('cart.deleteConfirm')} onConfirm={() => onDelete(line)}>
          <Button type="link" danger>
            {t('cart.delete')}
          </Button>
        </Popconfirm>
      </div>
      {undeliverable}
    </>
  );
}

/** The cart: lines by shop, quantities, check/uncheck, delete, clear, invalid lines apart, settle (max 50). */
export default function CartPage() {
  const { t } = useTranslation(NAMESPACE);
  const qc = useQueryClient();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const locale = useLocale();
  const cart = cartQuery(locale);
  // The first render shows the cart the server wrote into the page (server render and hydration alike).
  const query = useQuery(cartPageQuery(locale));
  const [busy, setBusy] = useState(false);

  const act = useMutation({
    mutationFn: async (fn: () => Promise<unknown>) => fn(),
    onMutate: () => setBusy(true),
    onSettled: async () => {
      setBusy(false);
      // Fetched anew (staleTime 0): the default 30 s would hand back the cart as it was before the change.
      const info = await qc.fetchQuery({ ...cart, staleTime: 0 });
      announceCartCount(info.count);
    },
    onError: (err) => !alreadyShown(err) && toast.warning(errorText(err)),
  });

  const data: CartInfo | undefined = query.data;
  const valid = useMemo(() => data?.shopCarts.flatMap((s) => s.lines) ?? [], [data]);
  const checked = valid.filter((l) => l.checked);
  const allChecked = valid.length > 0 && checked.length === valid.length;

  const settle = () => {
    if (!checked.length) return void toast.warning(t('cart.selectItems'));
    if (checked.length > CART_SETTLEMENT_MAX) return void toast.warning(t('cart.max', { max: CART_SETTLEMENT_MAX }));
    navigate(localePath(`/submit-order?basketIds=${checked.map((l) => l.basketId).join(',')}`));
  };

  const firstLines = new Set(
    data?.shopCarts
      .flatMap((shop) => shop.lines)
      .slice(0, EAGER_LINES)
      .map((l) => l.basketId),
  );
  return (
    <CheckoutPage pageKey="cart">
      <QueryStatus query={query}>
        {data && data.count === 0 ? (
          <Empty description={t('cart.empty')} data-testid="cart-empty">
            <LocaleLink to="/" className="ml-btn ml-btn-primary" data-testid="cart-go-shopping">
              {t('cart.goShopping')}
            </LocaleLink>
          </Empty>
        ) : (
          <Space direction="vertical" size={16} style={{ width: '100%' }}>
            {data?.shopCarts.map((shop) => (
              <Card
                key={shop.shopId}
                data-testid="cart-shop"
                title={
                  <Checkbox
                    checked={shop.lines.every((l) => l.checked)}
                    indeterminate={shop.lines.some((l) => l.checked) && !shop.lines.every((l) => l.checked)}
                    onChange={(e) =>
                      act.mutate(() =>
                        checkCartItems(
                          shop.lines.map((l) => l.basketId),
                          e.target.checked,
                        ),
                      )
                    }
                  >
                    {shop.shopName}
                  </Checkbox>
                }
              >
                {shop.lines.map((line) => (
                  <LineRow
                    key={line.basketId}
                    line={line}
                    eager={firstLines.has(line.basketId)}
                    onCount={(l, next) =>
                      act.mutate(() => changeCartItem({ prodId: l.prodId, skuId: l.skuId, shopId: l.shopId, count: next - l.count }))
                    }
                    onCheck={(l, c) => act.mutate(() => checkCartItems([l.basketId], c))}
                    onDelete={(l) => act.mutate(() => removeCartItems([l.basketId]))}
                  />
                ))}
              </Card>
            ))}
            {data && data.invalidLines.length > 0 && (
              <Card title={t('cart.invalidTitle')} data-testid="cart-invalid">
                {data.invalidLines.map((line) => (
                  <LineRow
                    key={line.basketId}
                    line={line}
                    invalid
                    deliverTo={[data.deliverTo?.regionName, data.deliverTo?.countryName].filter(Boolean).join(', ')}
                    onDelete={(l) => act.mutate(() => removeCartItems([l.basketId]))}
                  />
                ))}
              </Card>
            )}
            <Card>
              <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 12 }}>
                <Space>
                  <Checkbox
                    checked={allChecked}
                    onChange={(e) =>
                      act.mutate(() =>
                        checkCartItems(
                          valid.map((l) => l.basketId),
                          e.target.checked,
                        ),
                      )
                    }
                  >
                    {t('cart.selectAll')}
                  </Checkbox>
                  <Popconfirm title={t('cart.clearConfirm')} onConfirm={() => act.mutate(() => clearCart())}>
                    <Button data-testid="cart-clear">{t('cart.clear')}</Button>
                  </Popconfirm>
                </Space>
                <Space size={16}>
                  <span>{t('cart.selected', { count: checked.length })}</span>
                  <span>
                    {t('cart.total')} <Money value={data?.totalMoney ?? 0} testId="cart-total" />
                  </span>
                  <Button type="primary" size="large" loading={busy} onClick={settle} data-testid="cart-settle">
                    {t('cart.settle')}
                  </Button>
                </Space>
              </div>
            </Card>
          </Space>
        )}
      </QueryStatus>
    </CheckoutPage>
  );
}
