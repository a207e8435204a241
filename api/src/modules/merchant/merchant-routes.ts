import type { FastifyRequest } from 'fastify';
import { RESPONSE_CODES } from '@mall/shared';
import { merchantContract as c } from '@mall/shared/contracts';
import type { AppContext } from '../../context';
import { route, type Api } from '../../http/contract';
import { ok } from '../../http/envelope';
import { ModuleError } from '../../http/messages';
import { merchantOf, requireMerchant } from '../accounts';
import {
  CheckoutError,
  confirmOfflinePayment,
  isMerchantUploadPurpose,
  merchantOwner,
  sandboxRefund,
  type CheckoutSettings,
} from '../checkout';
import { createUploadUrl, uploadService } from '../uploads';
import { changeAmount, confirmOrder, paybackTransferred, rejectOrder, setFinalPrice } from './amounts';
import { issueInvoice } from './invoices';
import { merchantOrderInfo, merchantOrders } from './queries';
import { batchVoucher, declareCustoms, shipBatch, updateBatch } from './shipping';
import type { MerchantActor } from './shop-orders';

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * The merchant's order HTTP surface (bodies in contracts/merchant.ts): thin handlers over queries,
 * amounts, shipping and invoices. The merchant guard runs on request, before the body is checked,
 * so a buyer or a stranger gets A00004, never a validation message.
 */
export function registerMerchantRoutes(api: Api, ctx: AppContext, settings: CheckoutSettings): void {
  const { db } = ctx;
  const tags = ['merchant-order'];
  const m = { onRequest: requireMerchant(ctx), tags };
  // Money a rejection gives back to a gateway payment goes through the gateway's refund (the sandbox's here).
  const gateway = sandboxRefund(settings.refundWindowMs);
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

  route(
    api,
    c.uploadUrl,
    {
      ...m,
      summary:
        'Signed single-use PUT URL for an order document {fileName, contentType, size, purpose: logistics-voucher | customs-voucher | invoice}',
    },
    async (r) => {
      if (!isMerchantUploadPurpose(r.body.purpose)) {
        throw new ModuleError('common', 'validation.invalid', { code: RESPONSE_CODES.INVALID_ARGUMENT, data: { field: 'purpose' } });
      }
      shopOf(r);
      return ok(await createUploadUrl(await uploadService(ctx), merchantOwner(merchantOf(r).merchantId), r.body, originOf(r)));
    },
  );
  route(api, c.orderPage, { ...m, summary: "The shop's orders by status" }, async (r) =>
    ok(await merchantOrders(db, shopOf(r), r.query.status, r.query.current, r.query.size)),
  );
  route(api, c.orderInfo, { ...m, summary: 'One order of the shop' }, async (r) =>
    ok(await merchantOrderInfo(db, shopOf(r), r.query.orderNumber)),
  );
  route(
    api,
    c.confirm,
    { ...m, summary: 'Confirm an order {orderNumber, advanceAmount? | advanceRatio? (unpaid: ask for an advance; null removes it)}' },
    async (r) => ok(await confirmOrder(db, shopOf(r), r.body, settings.payTimeoutMs)),
  );
  route(
    api,
    c.changeAmount,
    { ...m, summary: 'Modify the payable amount of an unpaid order {orderNumber, actualTotal, advanceAmount? | advanceRatio?}' },
    async (r) => {
      await changeAmount(db, shopOf(r), r.body, settings.payTimeoutMs);
      return ok(null);
    },
  );
  route(
    api,
    c.finalPrice,
    { ...m, summary: 'After the advance: confirm the final price {orderNumber, finalAmount?}; the final payment becomes due' },
    async (r) => ok(await setFinalPrice(db, shopOf(r), r.body)),
  );
  route(api, c.invoice, { ...m, summary: 'Issue the requested invoice {orderNumber, fileKey (upload of purpose invoice)}' }, async (r) =>
    ok(await issueInvoice(await actor(r), db, r.body)),
  );
  route(api, c.reject, { ...m, summary: 'Reject {orderNumber, reason, note}; paid money is refunded' }, async (r) => {
    await rejectOrder(db, shopOf(r), r.body, gateway);
    return ok(null);
  });
  route(
    api,
    c.ship,
    { ...m, summary: 'Ship a batch with logistics details and voucher (upload id of purpose logistics-voucher)' },
    async (r) => ok(await shipBatch(await actor(r), db, r.body)),
  );
  route(api, c.batchVoucher, { ...m, summary: 'Upload a logistics voucher to a batch {orderNumber, batchNo, voucher}' }, async (r) =>
    ok(await batchVoucher(await actor(r), db, r.body)),
  );
  route(
    api,
    c.updateBatch,
    { ...m, summary: 'Edit a batch (courier, numbers, loading mode, voucher) until shipping is complete' },
    async (r) => ok(await updateBatch(await actor(r), db, r.body)),
  );
  route(
    api,
    c.customs,
    { ...m, summary: 'Customs declaration {orderNumber, declarationNo, declaredAmount, voucher, status, releaseDate}' },
    async (r) => ok(await declareCustoms(await actor(r), db, r.body)),
  );
  route(api, c.confirmOfflinePay, { ...m, summary: "Confirm the buyer's offline transfer {orderNumber}" }, async (r) =>
    ok(await confirmOfflinePayment(db, shopOf(r), r.body.orderNumber)),
  );
  route(
    api,
    c.paybackTransferred,
    { ...m, summary: 'The offline payment of a rejected order was transferred back to the buyer {orderNumber}' },
    async (r) => {
      await paybackTransferred(db, shopOf(r), r.body.orderNumber);
      return ok(null);
    },
  );
}
