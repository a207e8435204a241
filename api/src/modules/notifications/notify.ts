import { NOTIFICATION_KINDS, type NotificationKind } from '@mall/shared';
import type { Db } from '../../db';
import { hasText, splitEvent } from './wording';

export interface NotifyInput {
  /** The buyer to tell. */
  userId: string;
  kind: NotificationKind;
  /** 'ns:key' of the calling module's server bundle (registerNotificationTexts). */
  event: string;
  /** Filled into the text when it is read, in the reader's language. */
  params?: Record<string, string | number>;
  /** A site path without the /zh_CN prefix. */
  link?: string | null;
  /** With userId and event, what makes the notification unique: the same event for the same thing is stored once. */
  ref: string;
}

/**
 * Tells a buyer something. Call it inside the transaction of the state change (a Db passed in, or
 * the root Db, joins the ambient transaction), so the notice exists exactly when the change does.
 * Idempotent on (userId, event, ref): answers false when it was already stored.
 */
export async function notify(db: Db, input: NotifyInput): Promise<boolean> {
  if (!NOTIFICATION_KINDS.includes(input.kind)) throw new Error(`notify: unknown kind ${input.kind}`);
  if (!splitEvent(input.event) || !hasText(input.event)) throw new Error(`notify: event ${input.event} has no registered text`);
  const link = input.link ?? null;
  if (link !== null && (!link.startsWith('/') || link.startsWith('//') || link.length > 500)) throw new Error(`notify: bad link ${link}`);
  const row = await db.one(
    `INSERT INTO notification (user_id, kind, event, params, link, ref) VALUES ($1, $2, $3, $4::jsonb, $5, $6)
     ON CONFLICT (user_id, event, ref) DO NOTHING RETURNING notification_id`,
    [input.userId, input.kind, input.event, JSON.stringify(input.params ?? {}), link, input.ref.slice(0, 200)],
  );
  return row !== null;
}
