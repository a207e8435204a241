import { bus } from '@mall/shared';
import { Badge } from '@mall/shared/ui/lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '@mall/shared/react-i18n';
import { CartIcon } from './icons';
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
        <CartIcon size={20} />
      </Badge>
      <span style={{ marginLeft: 6 }}>{t('header.cart')}</span>
    </LocaleLink>
  );
}
