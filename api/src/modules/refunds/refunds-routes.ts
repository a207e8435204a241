import type { FastifyRequest } from 'fastify';
import { refundsContract as c } from '@mall/shared/contracts';
import type { AppContext } from '../../context';
import { route, type Api } from '../../http/contract';
import { localeOf, ok } from '../../http/envelope';
import { merchantOf, requireMerchant, userOf } from '../accounts';
import { documentLink, loadCheckoutSettings } from '../checkout';
import { adminGuard } from '../shops';
import { uploadService } from '../uploads';
import { applyIntervention, applyRefund, cancelRefund, submitExpress, withdrawIntervention } from './buyer-actions';
import { refundNotFound } from './messages';
import { refundableOf, refundInfo, refundPage } from './queries';
import type { Handling } from './seller-actions';
import { platformDecide, platformRetryPayout, sellerAgree, sellerReceive, sellerReject, sellerTransferred } from './seller-actions';

/** After-sales HTTP surface (bodies in contracts/refunds.ts): thin handlers over buyer-actions, seller-actions and queries. */
export function registerRefundsRoutes(api: Api, ctx: AppContext, h: Handling): void {
  const { db } = ctx;
  const uid = (r: FastifyRequest) => userOf(r).userId;
  const checkout = loadCheckoutSettings(ctx.config, ctx.secrets);
  // Vouchers are private uploads: the viewer gets short-lived signed links, never the keys.
  const link = (fileKey: string) => documentLink(checkout.documentSecret, ctx.config.apiPrefix, fileKey);

  // --- buyer ---------------------------------------------------------------------------------------
  let tags = ['orderRefund'];
  route(
    api,
    c.refundable,
    { tags, summary: 'What the apply form may ask for on an order: eligibility, deadline, maxima per line and whole order' },
    async (r) => ok(await refundableOf(db, uid(r), r.query.orderNumber, localeOf(r), h.settings)),
  );
  route(api, c.apply, { tags, summary: 'Apply for after-sales; answers the refundSn' }, async (r) =>
    ok(await applyRefund(db, await uploadService(ctx), uid(r), r.body, h.settings)),
  );
  route(api, c.submitExpress, { tags, summary: 'The return parcel (after the seller accepted a return)' }, async (r) => {
    await submitExpress(db, await uploadService(ctx), uid(r), r.body, h.settings);
    return ok(null);
  });
  route(api, c.cancel, { tags, summary: 'Withdraw a request not refunded yet' }, async (r) => {
    await cancelRefund(db, uid(r), r.body.refundSn);
    return ok(null);
  });
  route(api, c.info, { tags, summary: 'One request with lines, money and timeline' }, async (r) =>
    ok(await refundInfo(db, { userId: uid(r) }, r.query.refundSn, localeOf(r), link)),
  );
  route(
    api,
    c.list,
    { tags, summary: "The buyer's requests by tab (0 all, 1 in progress, 5 refunded, 6 withdrawn, 7 rejected, -1 closed)" },
    async (r) => ok(await refundPage(db, { userId: uid(r) }, { status: r.query.status }, r.query.current, r.query.size, localeOf(r))),
  );
  route(api, c.intervene, { tags, summary: 'Ask the platform to intervene after a rejection (up to 3 vouchers)' }, async (r) => {
    await applyIntervention(db, await uploadService(ctx), uid(r), r.body);
    return ok(null);
  });
  route(api, c.withdrawIntervention, { tags, summary: 'Withdraw the intervention' }, async (r) => {
    await withdrawIntervention(db, uid(r), r.body.refundSn);
    return ok(null);
  });

  // --- seller --------------------------------------------------------------------------------------
  tags = ['merchant-orderRefund'];
  const merchant = { onRequest: requireMerchant(ctx) };
  const shopOf = (r: FastifyRequest) => {
    const shopId = merchantOf(r).shopId;
    if (shopId == null) throw refundNotFound();
    return shopId;
  };
  route(api, c.merchantPage, { ...merchant, tags, summary: "The shop's requests by tab" }, async (r) =>
    ok(await refundPage(db, { shopId: shopOf(r) }, { status: r.query.status }, r.query.current, r.query.size, localeOf(r))),
  );
  route(api, c.merchantInfo, { ...merchant, tags, summary: 'One request of the shop' }, async (r) =>
    ok(await refundInfo(db, { shopId: shopOf(r) }, r.query.refundSn, localeOf(r), link)),
  );
  route(api, c.agree, { ...merchant, tags, summary: 'Accept: refund only is refunded at once, a return waits for the parcel' }, async (r) =>
    ok(await sellerAgree(db, shopOf(r), r.body, h)),
  );
  route(api, c.reject, { ...merchant, tags, summary: 'Reject a request (or a returned parcel) with a reason' }, async (r) =>
    ok(await sellerReject(db, shopOf(r), r.body)),
  );
  route(api, c.receive, { ...merchant, tags, summary: 'The returned parcel arrived: refunded' }, async (r) =>
    ok(await sellerReceive(db, shopOf(r), r.body.refundSn, h)),
  );
  route(api, c.transferred, { ...merchant, tags, summary: 'An offline-transfer refund was paid to the buyer' }, async (r) => {
    await sellerTransferred(db, shopOf(r), r.body.refundSn);
    return ok(null);
  });

  // --- platform ------------------------------------------------------------------------------------
  tags = ['admin-orderRefund'];
  const admin = { onRequest: adminGuard(ctx) };
  route(api, c.adminPage, { ...admin, tags, summary: 'Requests by tab and intervention (1 applied)' }, async (r) =>
    ok(
      await refundPage(
        db,
        { platform: true },
        { status: r.query.status, intervention: r.query.intervention },
        r.query.current,
        r.query.size,
        localeOf(r),
      ),
    ),
  );
  route(api, c.adminInfo, { ...admin, tags, summary: 'One request' }, async (r) =>
    ok(await refundInfo(db, { platform: true }, r.query.refundSn, localeOf(r), link)),
  );
  route(api, c.decide, { ...admin, tags, summary: 'Decide an intervention: agree (handled as accepted) or refuse (closed)' }, async (r) =>
    ok(await platformDecide(db, r.body, h)),
  );
  route(api, c.retryPayout, { ...admin, tags, summary: 'Try a refund the gateway refused again (never paid twice)' }, async (r) =>
    ok(await platformRetryPayout(db, r.body.refundSn, h)),
  );
}
