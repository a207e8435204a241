import { DEFAULT_CURRENCY, formatMoney } from '@mall/shared';
import type { Db } from '../../db';
import { notify, registerNotificationTexts } from '../notifications';

/**
 * What checkout tells the buyer (the notification service words it when read). Each call runs in
 * the transaction of the state change; the ref makes a repeat of the same event a no-op.
 */
const en = {
  notify: {
    orderPaid: 'Payment of {{amount}} received for order {{orderNumber}}. The shop will ship it soon.',
    advancePaid: 'Advance payment of {{amount}} received for order {{orderNumber}}. The shop will confirm the final price.',
    finalPaid: 'Final payment of {{amount}} received for order {{orderNumber}}. The order is fully paid.',
    orderShipped: 'Order {{orderNumber}} has been shipped. Track it in the order details.',
    orderExpired: 'Order {{orderNumber}} was closed because it was not paid in time.',
    orderRejected: 'The shop declined order {{orderNumber}}. Anything you paid has been refunded.',
  },
};
const zh_CN: typeof en = {
  notify: {
    orderPaid: '订单 {{orderNumber}} 已付款 {{amount}}，商家将尽快发货。',
    advancePaid: '订单 {{orderNumber}} 已支付预付款 {{amount}}，待商家确认尾款。',
    finalPaid: '订单 {{orderNumber}} 已支付尾款 {{amount}}，订单已全部付清。',
    orderShipped: '订单 {{orderNumber}} 已发货，可在订单详情中查看物流。',
    orderExpired: '订单 {{orderNumber}} 超时未付款，已关闭。',
    orderRejected: '商家已拒绝订单 {{orderNumber}}，已付款项已原路退回。',
  },
};
registerNotificationTexts('checkout', { en, zh_CN });

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
