import { bus } from '@mall/shared';
import { Badge } from '@mall/shared/ui/lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from './locale-link';

/** The cart badge slot: the count follows `cart-changed` from whichever remote owns the cart. */
export function CartBadge() {
  const { t } = useTranslation('shell');
  const [count, setCount] = useState(0);
  useEffect(() => {
    const on = ({ count: n }: { count: number }) => setCount(n);
    bus.on('cart-changed', on);
    return () => bus.off('cart-changed', on);
  }, []);
  return (
    <LocaleLink to="/cart" className="header-link" data-testid="cart-badge">
      <Badge count={count} size="small" offset={[4, -2]}>
        <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
          <circle cx="9" cy="21" r="1" />
          <circle cx="20" cy="21" r="1" />
          <path d="M1 1h4l2.7 13.4a2 2 0 0 0 2 1.6h9.7a2 2 0 0 0 2-1.6L23 6H6" />
        </svg>
      </Badge>
      <span style={{ marginLeft: 6 }}>{t('header.cart')}</span>
    </LocaleLink>
  );
}
