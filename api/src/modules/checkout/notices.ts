import { DEFAULT_CURRENCY, formatMoney } from '@mall/shared';
import type { Db } from '../../db';
import { notify } from '../notifications';
import en from './i18n/en.json';

/**
 * What checkout tells the buyer (the notification service words `checkout:notify.*` of this
 * module's bundle when read). Each call runs in the transaction of the state change; the ref makes
 * a repeat of the same event a no-op.
 */
type OrderEvent = keyof typeof en.notify;

const link = (orderNumber: string) => `/order-detail?orderNumber=${orderNumber}`;

/** Stores one order notice for the order's buyer. */
export async function orderNotice(t: Db, userId: string, orderNumber: string, event: OrderEvent, amount?: number): Promise<void> {
  await notify(t, {
    userId,
    kind: 'order',
    event: `checkout:notify.${event}`,
    params: amount === undefined ? { orderNumber } : { orderNumber, amount: formatMoney(amount, DEFAULT_CURRENCY) },
    link: link(orderNumber),
    ref: `order:${orderNumber}:${event}`,
  });
}
