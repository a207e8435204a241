import { queryOptions, useQuery } from '@tanstack/react-query';
import { http, useLocale, type Locale } from '@mall/shared';
import type { ChangeItemInput } from '@mall/shared/contracts';

/**
 * The buyer's cart (API module `checkout`, contracts/cart.ts): fetchers, query options with their
 * keys, hook. Line names are in the buyer's language, so the locale is in the key.
 */
export type { CartInfo, CartLine, InvalidReason } from '@mall/shared/contracts';

export const cartKeys = {
  all: ['checkout', 'cart'] as const,
  info: (locale: Locale) => [...cartKeys.all, locale] as const,
};

export const getCart = () => http.data('POST /p/shopCart/info');
export const changeCartItem = (body: ChangeItemInput) => http.data('POST /p/shopCart/changeItem', { body });
export const removeCartItems = (basketIds: number[]) => http.data('PUT /p/shopCart/deleteItem', { body: basketIds });
export const clearCart = () => http.data('DELETE /p/shopCart/deleteAll');
export const getCartCount = () => http.data('GET /p/shopCart/prodCount');
export const checkCartItems = (basketIds: number[], checked: boolean) =>
  http.data('POST /p/shopCart/checkItems', { body: { basketIds, checked } });

export const cartQuery = (locale: Locale) => queryOptions({ queryKey: cartKeys.info(locale), queryFn: getCart });
export const useCart = () => useQuery(cartQuery(useLocale()));
