import { z } from 'zod';
import { PRODUCT_TYPES } from '../constants';
import { picPath, type Contract } from './common';

/**
 * Cart (`checkout` API module, mall4j /p/shopCart): the cart page of mf-checkout, the header's
 * cart badge and "add to cart" on the product page. Prices are minor units of the site currency.
 */

/** Why a line cannot be bought now (shown apart on the cart page). */
export const INVALID_REASONS = ['offShelf', 'outOfStock', 'shopNotOpen', 'regionUnserved', 'notCartable'] as const;
export type InvalidReason = (typeof INVALID_REASONS)[number];

// --- bodies --------------------------------------------------------------------------------------

/** One cart line, in the buyer's language. */
export const cartLineSchema = z.object({
  basketId: z.number().int(),
  shopId: z.number().int(),
  shopName: z.string(),
  prodId: z.number().int(),
  skuId: z.number().int(),
  prodName: z.string(),
  skuName: z.string(),
  properties: z.string(),
  pic: picPath,
  price: z.number().int(),
  oriPrice: z.number().int(),
  count: z.number().int(),
  stocks: z.number().int(),
  checked: z.boolean(),
  prodType: z.enum(PRODUCT_TYPES),
  /** The product's minimum order quantity: the line's quantity cannot go below it. */
  moq: z.number().int(),
  invalidReason: z.enum(INVALID_REASONS).nullable(),
  productTotal: z.number().int(),
});
export type CartLine = z.input<typeof cartLineSchema>;

/** The cart: valid lines grouped by shop, the lines that cannot be bought now apart, the checked total. */
export const cartInfoSchema = z.object({
  shopCarts: z.array(z.object({ shopId: z.number().int(), shopName: z.string(), lines: z.array(cartLineSchema) })),
  invalidLines: z.array(cartLineSchema),
  checkedCount: z.number().int(),
  totalMoney: z.number().int(),
  count: z.number().int(),
  /** Where 'regionUnserved' is judged: the default address's region and country (null: no address with a country). */
  deliverTo: z.object({ countryName: z.string(), regionName: z.string() }).nullable(),
});
export type CartInfo = z.input<typeof cartInfoSchema>;

/** Adds to a line or changes it: `count` is a delta (negative takes away; 0 or less left removes the line). */
export const changeItemBody = z.object({
  basketId: z.number().int().positive().optional(),
  prodId: z.number({ error: 'validation.correctQuantity' }).int().positive(),
  skuId: z.number({ error: 'validation.correctQuantity' }).int().positive(),
  shopId: z.number().int().positive().optional(),
  count: z.number({ error: 'validation.correctQuantity' }).int('validation.correctQuantity'),
});
export type ChangeItemInput = z.input<typeof changeItemBody>;

export const basketIdsBody = z.array(z.number().int().positive()).max(500);
export const checkItemsBody = z.union([
  z.object({ basketIds: basketIdsBody, checked: z.boolean() }),
  z.array(z.object({ basketId: z.number().int().positive(), checked: z.boolean() })).max(500),
]);

const changed = z.object({
  /** The line, or null when the change removed it. */
  basketId: z.number().int().nullable(),
  count: z.number().int(),
  /** Lines in the cart now (the header badge). */
  prodCount: z.number().int(),
});

// --- routes --------------------------------------------------------------------------------------

const lineCount = z.number().int().describe('cart lines left');

export const cartContract = {
  changeItem: { method: 'POST', url: '/p/shopCart/changeItem', body: changeItemBody, data: changed },
  info: { method: 'POST', url: '/p/shopCart/info', data: cartInfoSchema },
  /** The same as POST (mall4j has both). */
  infoGet: { method: 'GET', url: '/p/shopCart/info', data: cartInfoSchema },
  deleteItem: { method: 'PUT', url: '/p/shopCart/deleteItem', body: basketIdsBody, data: lineCount },
  deleteItemPost: { method: 'POST', url: '/p/shopCart/deleteItem', body: basketIdsBody, data: lineCount },
  deleteAll: { method: 'DELETE', url: '/p/shopCart/deleteAll', data: lineCount },
  prodCount: { method: 'GET', url: '/p/shopCart/prodCount', data: lineCount },
  checkItems: { method: 'POST', url: '/p/shopCart/checkItems', body: checkItemsBody, data: cartInfoSchema },
  totalPay: {
    method: 'POST',
    url: '/p/shopCart/totalPay',
    data: z.object({ totalMoney: z.number().int(), checkedCount: z.number().int() }),
  },
} as const satisfies Contract;
