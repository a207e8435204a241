import type { Db } from '../../db';
import { notify, registerNotificationTexts } from '../notifications';
import en from './i18n/en.json';
import zh_CN from './i18n/zh_CN.json';

// The notification service words the stored event when it is read, from this module's bundle.
registerNotificationTexts('refunds', { en, zh_CN });

/** What the buyer is told about a request (keys of notify.* in this module's bundle). */
export type RefundNotice = keyof typeof en.notify;

/**
 * Tells the buyer about a state change of their request, in the transition's transaction: the
 * notice exists exactly when the change does, and (buyer, event, ref) is stored once, so a
 * repeated transition never tells twice.
 */
export async function tellBuyer(
  t: Db,
  refund: { refundSn: string; userId: string },
  notice: RefundNotice,
  params: Record<string, string | number> = {},
): Promise<void> {
  await notify(t, {
    userId: refund.userId,
    kind: 'refund',
    event: `refunds:notify.${notice}`,
    params: { refundSn: refund.refundSn, ...params },
    link: `/return-detail?refundSn=${refund.refundSn}`,
    ref: `refund:${refund.refundSn}:${notice}`,
  });
}
