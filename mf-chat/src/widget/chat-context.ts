import { ORDER_NUMBER_PATTERN, stripLocale } from '@mall/shared';
import type { ChatOpenBody, ChatWindowQuery } from '@mall/shared/contracts';

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
    if (orderNumber && ORDER_NUMBER_PATTERN.test(orderNumber)) return { orderNumber };
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

/** The query of `GET /p/chat/window` for a /chat2 context (the same fields; customer service is `service=1`). */
export function windowQueryOf(ctx: ChatOpenBody): ChatWindowQuery {
  if (ctx.prodId) return { prodId: ctx.prodId };
  if (ctx.orderNumber) return { orderNumber: ctx.orderNumber };
  if (ctx.shopId) return { shopId: ctx.shopId };
  return { service: '1' };
}
