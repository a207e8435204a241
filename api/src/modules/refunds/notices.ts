import type { Db } from '../../db';

/** What the buyer is told about a request (keys of notify.* in this module's bundle). */
export type RefundNotice =
  | 'submitted'
  | 'returnAccepted'
  | 'rejected'
  | 'refunded'
  | 'awaitingTransfer'
  | 'refundFailed'
  | 'timedOut'
  | 'interventionRefused'
  | 'closed';

/**
 * Tells the buyer about a state change of their request, in the transition's transaction, through
 * the notification service (COORDINATION.md: notify(db, {userId, kind: 'refund', event, params,
 * link, ref})). The service is not in main yet: until it lands this records nothing.
 */
export async function tellBuyer(
  _t: Db,
  _refund: { refundSn: string; userId: string },
  _notice: RefundNotice,
  _params: Record<string, string | number> = {},
): Promise<void> {}
