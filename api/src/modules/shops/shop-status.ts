import { RESPONSE_CODES } from '@mall/shared';
import type { Db } from '../../db';
import type { ShopStatusKey } from '@mall/shared/contracts';
import { ModuleError } from '../../http/messages';

/** shop.shop_status (catalogue contract): 1 open, 0 not open, 2 under review, 3 abnormal, 4 offline, 5 paused. */
export const SHOP_STATUS = { notOpen: 0, open: 1, underReview: 2, abnormal: 3, offline: 4, paused: 5 } as const satisfies Record<
  ShopStatusKey,
  number
>;

const KEYS = Object.fromEntries(Object.entries(SHOP_STATUS).map(([k, v]) => [v, k])) as Record<number, ShopStatusKey>;

/** The status name the pages use ('paused'); an unknown number counts as abnormal. */
export function shopStatusKey(status: number): ShopStatusKey {
  return KEYS[status] ?? 'abnormal';
}

/**
 * Refuses anything bought from a shop that is not open (not open, under review, abnormal,
 * offline, paused) with A00001 and the status in the buyer's language; data carries
 * {shopId, shopStatus, statusKey}. For checkout: call it when adding to the cart and again when
 * ordering, inside the same transaction.
 */
export async function assertShopOpen(db: Db, shopId: number | string): Promise<void> {
  const row = await db.one<{ status: number }>(`SELECT shop_status AS status FROM shop WHERE shop_id = $1`, [Number(shopId)]);
  if (!row) throw new ModuleError('shops', 'shopNotFound', { code: RESPONSE_CODES.NOT_FOUND });
  if (row.status === SHOP_STATUS.open) return;
  const statusKey = shopStatusKey(row.status);
  throw new ModuleError('shops', `status.${statusKey as Exclude<ShopStatusKey, 'open'>}`, {
    data: { shopId: Number(shopId), shopStatus: row.status, statusKey },
  });
}
