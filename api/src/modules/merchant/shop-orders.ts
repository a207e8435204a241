import { RESPONSE_CODES } from '@mall/shared';
import type { PayStage } from '@mall/shared/contracts';
import type { Db } from '../../db';
import { CheckoutError } from '../checkout';
import type { UploadService } from '../uploads';

/** Who acts for the shop, and where their uploads are checked and attached. */
export interface MerchantActor {
  shopId: number;
  /** Owner id of the merchant's uploads (merchantOwner(merchantId)). */
  ownerId: string;
  uploads: UploadService;
}

export interface ShopOrderRow {
  status: number;
  actualTotal: string | number;
  userId: string;
  payStage: PayStage | null;
  advanceAmount: string | number | null;
  finalAmount: string | number | null;
  invoice: Record<string, unknown> | null;
}

/** The shop's order, row locked for the caller's transaction; another shop's order is not found. */
export async function lockShopOrder(t: Db, shopId: number, orderNumber: string): Promise<ShopOrderRow> {
  const o = await t.one<ShopOrderRow>(
    `SELECT status, actual_total AS "actualTotal", user_id AS "userId", pay_stage AS "payStage", advance_amount AS "advanceAmount", final_amount AS "finalAmount", invoice
       FROM order_info WHERE order_number = $1 AND shop_id = $2 FOR UPDATE`,
    [orderNumber, shopId],
  );
  // Another shop's order is simply not found.
  if (!o) throw new CheckoutError('orderNotFound', RESPONSE_CODES.NOT_FOUND);
  return o;
}
