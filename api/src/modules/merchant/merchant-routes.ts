import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Api } from '../../http/contract';
import { ok, parse } from '../../http/envelope';
import { merchantOf, requireMerchant } from '../accounts';
import { CheckoutError, confirmOfflinePayment, merchantOwner, merchantUploadUrlBody, type CheckoutSettings } from '../checkout';
import { createUploadUrl, uploadService } from '../uploads';
import { changeAmount, confirmOrder, rejectOrder, setFinalPrice } from './amounts';
import * as bodies from './bodies';
import { issueInvoice } from './invoices';
import { merchantOrderInfo, merchantOrders } from './queries';
import { batchVoucher, declareCustoms, shipBatch, updateBatch } from './shipping';
import type { MerchantActor } from './shop-orders';

const orderNumberParam = z.object({ orderNumber: z.string().regex(/^\d{6,32}$/) });
const pageQuery = z.object({
  status: z.coerce.number().int().min(0).max(7).default(0),
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(50).default(10),
});
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** The merchant's order HTTP surface (merchant token): thin handlers over queries, amounts, shipping and invoices. */
export function registerMerchantRoutes(api: Api, ctx: AppContext, settings: CheckoutSettings): void {
  const { db } = ctx;
  const tags = ['merchant-order'];
  const m = { preHandler: requireMerchant(ctx) };
  const shopOf = (r: FastifyRequest) => {
    const shopId = merchantOf(r).shopId;
    if (shopId == null) throw new CheckoutError('notYourShop', 'A00013');
    return shopId;
  };
  const actor = async (r: FastifyRequest): Promise<MerchantActor> => ({
    shopId: shopOf(r),
    ownerId: merchantOwner(merchantOf(r).merchantId),
    uploads: await uploadService(ctx),
  });
  api.post(
    '/merchant/file/uploadUrl',
    {
      ...m,
      schema: {
        tags,
        summary:
          'Signed single-use PUT URL for an order document {fileName, contentType, size, purpose: logistics-voucher | customs-voucher | invoice}',
      },
    },
    async (r) => {
      const input = parse(merchantUploadUrlBody, r.body ?? {});
      shopOf(r);
      return ok(await createUploadUrl(await uploadService(ctx), merchantOwner(merchantOf(r).merchantId), input, originOf(r)));
    },
  );
  api.get('/merchant/order/page', { ...m, schema: { tags, summary: "The shop's orders by status" } }, async (r) => {
    const q = parse(pageQuery, r.query);
    return ok(await merchantOrders(db, shopOf(r), q.status, q.current, q.size));
  });
  api.get('/merchant/order/info', { ...m, schema: { tags, summary: 'One order of the shop' } }, async (r) =>
    ok(await merchantOrderInfo(db, shopOf(r), parse(orderNumberParam, r.query).orderNumber)),
  );
  api.post(
    '/merchant/order/confirm',
    {
      ...m,
      schema: {
        tags,
        summary: 'Confirm an order {orderNumber, advanceAmount? | advanceRatio? (unpaid: ask for an advance; null removes it)}',
      },
    },
    async (r) => ok(await confirmOrder(db, shopOf(r), parse(bodies.confirmBody, r.body ?? {}), settings.payTimeoutMs)),
  );
  api.post(
    '/merchant/order/changeAmount',
    {
      ...m,
      schema: { tags, summary: 'Modify the payable amount of an unpaid order {orderNumber, actualTotal, advanceAmount? | advanceRatio?}' },
    },
    async (r) => {
      await changeAmount(db, shopOf(r), parse(bodies.changeAmountBody, r.body ?? {}), settings.payTimeoutMs);
      return ok(null);
    },
  );
  api.post(
    '/merchant/order/finalPrice',
    {
      ...m,
      schema: { tags, summary: 'After the advance: confirm the final price {orderNumber, finalAmount?}; the final payment becomes due' },
    },
    async (r) => ok(await setFinalPrice(db, shopOf(r), parse(bodies.finalPriceBody, r.body ?? {}))),
  );
  api.post(
    '/merchant/order/invoice',
    { ...m, schema: { tags, summary: 'Issue the requested invoice {orderNumber, fileKey (upload of purpose invoice)}' } },
    async (r) => ok(await issueInvoice(await actor(r), db, parse(bodies.issueInvoiceBody, r.body ?? {}))),
  );
  api.post(
    '/merchant/order/reject',
    { ...m, schema: { tags, summary: 'Reject {orderNumber, reason, note}; paid money is refunded' } },
    async (r) => {
      await rejectOrder(db, shopOf(r), parse(bodies.rejectBody, r.body ?? {}));
      return ok(null);
    },
  );
  api.post(
    '/merchant/order/ship',
    { ...m, schema: { tags, summary: 'Ship a batch with logistics details and voucher (upload id of purpose logistics-voucher)' } },
    async (r) => ok(await shipBatch(await actor(r), db, parse(bodies.shipBody, r.body ?? {}))),
  );
  api.post(
    '/merchant/order/batchVoucher',
    { ...m, schema: { tags, summary: 'Upload a logistics voucher to a batch {orderNumber, batchNo, voucher}' } },
    async (r) => ok(await batchVoucher(await actor(r), db, parse(bodies.batchVoucherBody, r.body ?? {}))),
  );
  api.post(
    '/merchant/order/updateBatch',
    { ...m, schema: { tags, summary: 'Edit a batch (courier, numbers, loading mode, voucher) until shipping is complete' } },
    async (r) => ok(await updateBatch(await actor(r), db, parse(bodies.updateBatchBody, r.body ?? {}))),
  );
  api.post(
    '/merchant/order/customs',
    { ...m, schema: { tags, summary: 'Customs declaration {orderNumber, declarationNo, declaredAmount, voucher, status, releaseDate}' } },
    async (r) => ok(await declareCustoms(await actor(r), db, parse(bodies.customsBody, r.body ?? {}))),
  );
  api.post(
    '/merchant/order/confirmOfflinePay',
    { ...m, schema: { tags, summary: "Confirm the buyer's offline transfer {orderNumber}" } },
    async (r) => {
      return ok(await confirmOfflinePayment(db, shopOf(r), parse(bodies.orderNumberBody, r.body ?? {}).orderNumber));
    },
  );
}
