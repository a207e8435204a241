import type { merchantIssueInvoiceBody } from '@mall/shared/contracts';
import type { z } from 'zod';
import type { Db } from '../../db';
import { CheckoutError, claimDocument, DOCUMENT_PURPOSES, ORDER_STATUS } from '../checkout';
import { lockShopOrder, type MerchantActor } from './shop-orders';

/** Issues the invoice the buyer asked for: the merchant's upload of purpose 'invoice' (PDF or image). */
export async function issueInvoice(
  m: MerchantActor,
  db: Db,
  input: z.output<typeof merchantIssueInvoiceBody>,
): Promise<{ status: string }> {
  return db.tx(async (t) => {
    const o = await lockShopOrder(t, m.shopId, input.orderNumber);
    const paid = [ORDER_STATUS.toShip, ORDER_STATUS.shipped, ORDER_STATUS.toReview, ORDER_STATUS.completed] as number[];
    if (!paid.includes(o.status)) throw new CheckoutError('orderStatusChanged');
    if (!o.invoice || o.invoice.status === 'notRequested') throw new CheckoutError('invoiceNotRequested');
    if (o.invoice.status === 'issued') throw new CheckoutError('invoiceIssued');
    await claimDocument(t, m.uploads, {
      fileKey: input.fileKey,
      ownerId: m.ownerId,
      purpose: DOCUMENT_PURPOSES.invoice,
      ref: `invoice:${input.orderNumber}`,
    });
    await t.query(
      `UPDATE order_info SET invoice = invoice || jsonb_build_object('status', 'issued', 'fileKey', $2::text, 'issuedAt', now()), updated_at = now()
        WHERE order_number = $1`,
      [input.orderNumber, input.fileKey],
    );
    return { status: 'issued' };
  });
}
