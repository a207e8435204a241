import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  refundAgreeSchema,
  refundDecideSchema,
  refundExpressSchema,
  refundInterventionSchema,
  refundRejectSchema,
  refundSnBodySchema,
} from '@mall/shared/schemas';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { localeOf, ok, parse } from '../../http/envelope';
import { merchantOf, requireMerchant, userOf } from '../accounts';
import { documentLink, loadCheckoutSettings } from '../checkout';
import { adminGuard } from '../shops';
import { uploadService } from '../uploads';
import { applyIntervention, applyRefund, cancelRefund, submitExpress, withdrawIntervention } from './buyer-actions';
import { refundNotFound } from './messages';
import { refundableOf, refundInfo, refundPage } from './queries';
import type { Handling } from './seller-actions';
import { platformDecide, platformRetryPayout, sellerAgree, sellerReceive, sellerReject, sellerTransferred } from './seller-actions';

const refundSnQuery = z.object({ refundSn: z.string().regex(/^R\d{6,32}$/) });
const orderNumberQuery = z.object({ orderNumber: z.string().regex(/^\d{6,32}$/) });
const pageQuery = z.object({
  status: z.coerce.number().int().min(-1).max(7).default(0),
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(50).default(10),
});
const adminPageQuery = pageQuery.extend({ intervention: z.coerce.number().int().min(1).max(4).optional() });

/** After-sales HTTP surface: thin handlers over buyer-actions, seller-actions and queries. */
export function registerRefundsRoutes(api: FastifyInstance, ctx: AppContext, h: Handling): void {
  const { db } = ctx;
  const uid = (r: FastifyRequest) => userOf(r).userId;
  const checkout = loadCheckoutSettings(ctx.config);
  // Vouchers are private uploads: the viewer gets short-lived signed links, never the keys.
  const link = (fileKey: string) => documentLink(checkout.documentSecret, ctx.config.apiPrefix, fileKey);

  // --- buyer ---------------------------------------------------------------------------------------
  let tags = ['orderRefund'];
  api.get(
    '/p/orderRefund/refundable',
    {
      schema: {
        tags,
        summary: 'What the apply form may ask for on an order: eligibility, deadline, maxima per line and for the whole order',
      },
    },
    async (r) => ok(await refundableOf(db, uid(r), parse(orderNumberQuery, r.query).orderNumber, localeOf(r), h.settings)),
  );
  api.post(
    '/p/orderRefund/apply',
    {
      schema: {
        tags,
        summary:
          'Apply for after-sales {orderNumber, orderItemId?, refundType, applyType, isReceiver, buyerReason, buyerDesc, refundAmount, goodsNum, buyerMobile, buyerMail?, photoFiles, keepGifts?} -> {refundSn}',
      },
    },
    async (r) => ok(await applyRefund(db, await uploadService(ctx), uid(r), r.body ?? {}, h.settings)),
  );
  api.post(
    '/p/orderRefund/submitExpress',
    { schema: { tags, summary: 'The return parcel {refundSn, expressName, expressNo, remark?, photoFiles?}' } },
    async (r) => {
      await submitExpress(db, await uploadService(ctx), uid(r), parse(refundExpressSchema, r.body ?? {}), h.settings);
      return ok(null);
    },
  );
  api.put('/p/orderRefund/cancel', { schema: { tags, summary: 'Withdraw a request not refunded yet {refundSn}' } }, async (r) => {
    await cancelRefund(db, uid(r), parse(refundSnBodySchema, r.body ?? {}).refundSn);
    return ok(null);
  });
  api.get('/p/orderRefund/info', { schema: { tags, summary: 'One request with lines, money and timeline ?refundSn' } }, async (r) =>
    ok(await refundInfo(db, { userId: uid(r) }, parse(refundSnQuery, r.query).refundSn, localeOf(r), link)),
  );
  api.get(
    '/p/orderRefund/list',
    {
      schema: {
        tags,
        summary: 'The buyer’s requests ?status (0 all, 1 open, 5 refunded, 6 withdrawn, 7 rejected, -1 closed)&current&size',
      },
    },
    async (r) => {
      const q = parse(pageQuery, r.query);
      return ok(await refundPage(db, { userId: uid(r) }, { status: q.status }, q.current, q.size, localeOf(r)));
    },
  );
  api.post(
    '/p/orderRefund/intervene',
    { schema: { tags, summary: 'Ask the platform to intervene after a rejection {refundSn, reason, photoFiles (<= 3)}' } },
    async (r) => {
      await applyIntervention(db, await uploadService(ctx), uid(r), parse(refundInterventionSchema, r.body ?? {}));
      return ok(null);
    },
  );
  api.put('/p/orderRefund/withdrawIntervention', { schema: { tags, summary: 'Withdraw the intervention {refundSn}' } }, async (r) => {
    await withdrawIntervention(db, uid(r), parse(refundSnBodySchema, r.body ?? {}).refundSn);
    return ok(null);
  });

  // --- seller --------------------------------------------------------------------------------------
  tags = ['merchant-orderRefund'];
  const m = { preHandler: requireMerchant(ctx) };
  const shopOf = (r: FastifyRequest) => {
    const shopId = merchantOf(r).shopId;
    if (shopId == null) throw refundNotFound();
    return shopId;
  };
  api.get('/merchant/orderRefund/page', { ...m, schema: { tags, summary: "The shop's requests ?status&current&size" } }, async (r) => {
    const q = parse(pageQuery, r.query);
    return ok(await refundPage(db, { shopId: shopOf(r) }, { status: q.status }, q.current, q.size, localeOf(r)));
  });
  api.get('/merchant/orderRefund/info', { ...m, schema: { tags, summary: 'One request of the shop ?refundSn' } }, async (r) =>
    ok(await refundInfo(db, { shopId: shopOf(r) }, parse(refundSnQuery, r.query).refundSn, localeOf(r), link)),
  );
  api.post(
    '/merchant/orderRefund/agree',
    {
      ...m,
      schema: { tags, summary: 'Accept {refundSn, sellerMsg?, returnAddress?}: refund only is refunded, a return waits for the parcel' },
    },
    async (r) => ok(await sellerAgree(db, shopOf(r), parse(refundAgreeSchema, r.body ?? {}), h)),
  );
  api.post('/merchant/orderRefund/reject', { ...m, schema: { tags, summary: 'Reject {refundSn, reason}' } }, async (r) =>
    ok(await sellerReject(db, shopOf(r), parse(refundRejectSchema, r.body ?? {}))),
  );
  api.post(
    '/merchant/orderRefund/receive',
    { ...m, schema: { tags, summary: 'The returned parcel arrived {refundSn}: refunded' } },
    async (r) => ok(await sellerReceive(db, shopOf(r), parse(refundSnBodySchema, r.body ?? {}).refundSn, h)),
  );
  api.post(
    '/merchant/orderRefund/transferred',
    { ...m, schema: { tags, summary: 'An offline-transfer refund was paid to the buyer {refundSn}' } },
    async (r) => {
      await sellerTransferred(db, shopOf(r), parse(refundSnBodySchema, r.body ?? {}).refundSn);
      return ok(null);
    },
  );

  // --- platform ------------------------------------------------------------------------------------
  tags = ['admin-orderRefund'];
  const admin = { preHandler: adminGuard(ctx) };
  api.get(
    '/admin/orderRefund/page',
    { ...admin, schema: { tags, summary: 'Requests ?status&intervention (1 applied)&current&size' } },
    async (r) => {
      const q = parse(adminPageQuery, r.query);
      return ok(
        await refundPage(db, { platform: true }, { status: q.status, intervention: q.intervention }, q.current, q.size, localeOf(r)),
      );
    },
  );
  api.get('/admin/orderRefund/info', { ...admin, schema: { tags, summary: 'One request ?refundSn' } }, async (r) =>
    ok(await refundInfo(db, { platform: true }, parse(refundSnQuery, r.query).refundSn, localeOf(r), link)),
  );
  api.post(
    '/admin/orderRefund/decide',
    { ...admin, schema: { tags, summary: 'Decide an intervention {refundSn, result: agree | refuse, remark}' } },
    async (r) => ok(await platformDecide(db, parse(refundDecideSchema, r.body ?? {}), h)),
  );
  api.post(
    '/admin/orderRefund/retryPayout',
    { ...admin, schema: { tags, summary: 'Try a refund the gateway refused again {refundSn}' } },
    async (r) => ok(await platformRetryPayout(db, parse(refundSnBodySchema, r.body ?? {}).refundSn, h)),
  );
}
