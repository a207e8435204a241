import type { Db } from '../../db';
import type { Bilingual } from '../shops';
import { notify } from '../notifications';
import type en from './i18n/en.json';

/** What the buyer is told about their sourcing (a key of this module's `notify` texts). */
export interface BuyerNotice {
  userId: string;
  kind: 'quotation' | 'inquiry' | 'system';
  event: keyof (typeof en)['notify'];
  /** The supplier it is about: its name is filled in, in the reader's language. */
  shopId?: number;
  /** What was asked for (the RFQ's product name, the inquiry's product), in both languages. */
  subject?: Bilingual;
  params?: Record<string, string | number>;
  /** A site path without the /zh_CN prefix. */
  link: string;
  /** Stored once per (buyer, event, ref). */
  ref: string;
}

/**
 * Tells the buyer through the notification service, inside the caller's transaction. Texts are
 * worded when read, so names go in as parameters in both languages (`shopEn`/`shopZh`, ...).
 */
export async function notifyBuyer(t: Db, n: BuyerNotice): Promise<void> {
  const shop = n.shopId
    ? await t.one<{ en: string; zh: string }>(`SELECT shop_name_en AS en, shop_name_zh AS zh FROM shop WHERE shop_id = $1`, [n.shopId])
    : null;
  await notify(t, {
    userId: n.userId,
    kind: n.kind,
    event: `sourcing:notify.${n.event}`,
    params: {
      shopEn: shop?.en ?? '',
      shopZh: shop?.zh ?? '',
      subjectEn: n.subject?.en ?? '',
      subjectZh: n.subject?.zh_CN ?? n.subject?.en ?? '',
      ...n.params,
    },
    link: n.link,
    ref: n.ref,
  });
}
