import { queryOptions, useQuery } from '@mall/shared/react-query';
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

/**
 * The cart is read with the contract's GET twin of POST /p/shopCart/info (the same read, no side
 * effect): only GET answers can be written into the page, so the cart's first view shows the
 * buyer's lines (docs/architecture.md, "Initial data").
 */
export const getCart = () => http.data('GET /p/shopCart/info');
export const changeCartItem = (body: ChangeItemInput) => http.data('POST /p/shopCart/changeItem', { body });
export const removeCartItems = (basketIds: number[]) => http.data('PUT /p/shopCart/deleteItem', { body: basketIds });
export const clearCart = () => http.data('DELETE /p/shopCart/deleteAll');
export const getCartCount = () => http.data('GET /p/shopCart/prodCount');
export const checkCartItems = (basketIds: number[], checked: boolean) =>
  http.data('POST /p/shopCart/checkItems', { body: { basketIds, checked } });

/** The cart page's first call, exactly as getCart requests it (mf-checkout's server entry). */
export const cartFirstCalls = () => [http.callPath('GET /p/shopCart/info')];
export const cartQuery = (locale: Locale) => queryOptions({ queryKey: cartKeys.info(locale), queryFn: getCart });
/** The cart query, starting from the answer the server wrote into the page when there is one. */
export const cartPageQuery = (locale: Locale) => ({ ...cartQuery(locale), initialData: () => http.peekData('GET /p/shopCart/info') });
export const useCart = () => useQuery(cartPageQuery(useLocale()));
