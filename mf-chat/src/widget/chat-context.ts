import { stripLocale } from '@mall/shared';
import type { ChatOpenBody, ChatWindowQuery } from '@mall/shared/contracts';
import { chatWindowAddressSchema } from '@mall/shared/schemas';

/**
 * What a page is about, read from its URL (remotes meet through URLs): the product of a product
 * page, the shop of a shop page, the order of the order page. The launcher opens /chat2 with it.
 */
export function chatContextOf(pathname: string, search: string): ChatOpenBody | null {
  const path = stripLocale(pathname);
  const product = /^\/products\/detail\/(\d{1,18})(?:\/|$)/.exec(path);
  if (product) return { prodId: Number(product[1]) };
  const shop = /^\/shop\/(\d{1,18})(?:\/|$)/.exec(path);
  if (shop) return { shopId: Number(shop[1]) };
  if (path === '/order-detail') {
    const orderNumber = new URLSearchParams(search).get('orderNumber');
    if (orderNumber && /^\d{6,32}$/.test(orderNumber)) return { orderNumber };
  }
  return null;
}

/** The /chat2 query of a context ('?prodId=12'). */
export function chat2Search(ctx: ChatOpenBody): string {
  const q = new URLSearchParams();
  if (ctx.prodId) q.set('prodId', String(ctx.prodId));
  else if (ctx.orderNumber) q.set('orderNumber', ctx.orderNumber);
  else if (ctx.shopId) q.set('shopId', String(ctx.shopId));
  else if (ctx.service) q.set('service', '1');
  return `?${q.toString()}`;
}

/**
 * The /chat2 context of its query, or null when it names nothing valid: the first of prodId,
 * orderNumber, shopId, service=1 that the contract's own schema accepts (the API reads
 * `GET /p/chat/window` with the same one, contracts/chat.ts `chatWindowAddressSchema`).
 */
export function contextOfChat2(search: URLSearchParams): ChatOpenBody | null {
  for (const name of ['prodId', 'orderNumber', 'shopId', 'service'] as const) {
    const value = search.get(name);
    if (value === null) continue;
    const q = chatWindowAddressSchema.safeParse({ [name]: value });
    if (!q.success) continue;
    const { prodId, orderNumber, shopId } = q.data;
    return prodId ? { prodId } : orderNumber ? { orderNumber } : shopId ? { shopId } : { service: true };
  }
  return null;
}

/** The query of `GET /p/chat/window` for a /chat2 context (the same fields; customer service is `service=1`). */
export function windowQueryOf(ctx: ChatOpenBody): ChatWindowQuery {
  if (ctx.prodId) return { prodId: ctx.prodId };
  if (ctx.orderNumber) return { orderNumber: ctx.orderNumber };
  if (ctx.shopId) return { shopId: ctx.shopId };
  return { service: '1' };
}
