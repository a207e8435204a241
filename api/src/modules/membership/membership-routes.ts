import type { FastifyRequest } from 'fastify';
import { couponsContract, membershipContract, walletContract } from '@mall/shared/contracts';
import type { AppContext } from '../../context';
import { route, type Api } from '../../http/contract';
import { localeOf, ok } from '../../http/envelope';
import { optionalUser, userOf } from '../accounts';
import { loadCheckoutSettings } from '../checkout/checkout-settings';
import { claimCoupon, couponCentre, couponCounts, myCoupons } from './coupons';
import { growthLog, levelProgress, memberLevels } from './levels';
import { buyPlan, memberPlans, membershipOf } from './plans';
import { pointsMallPage } from './points-mall';
import { signInStatus, signInToday } from './sign-in';
import { createRecharge, ledgerPage, walletSummary } from './wallet';

/** The Time-Zone header (spec section 7) of the request, if any. */
export const zoneOf = (r: FastifyRequest): string | undefined => {
  const raw = r.headers['time-zone'];
  return (Array.isArray(raw) ? raw[0] : raw)?.trim() || undefined;
};

/** Member centre, sign-in, wallet, coupons and the points mall; bodies in contracts/membership.ts. */
export function registerMembershipRoutes(api: Api, ctx: AppContext): void {
  const { db } = ctx;
  const { payTimeoutMs } = loadCheckoutSettings(ctx.config, ctx.secrets);
  const uid = (r: FastifyRequest) => userOf(r).userId;

  const m = membershipContract;
  let tags = ['member'];
  route(api, m.centre, { tags, summary: 'Level and growth, levels, paid membership, plans, growth log' }, async (r) => {
    const locale = localeOf(r);
    const [progress, levels, membership, plans, log] = await Promise.all([
      levelProgress(db, uid(r), locale),
      memberLevels(db, locale),
      membershipOf(db, uid(r), locale),
      memberPlans(db, locale),
      growthLog(db, uid(r)),
    ]);
    return ok({ progress, levels, membership, plans, growthLog: log });
  });
  route(api, m.buy, { tags, summary: 'A paid membership order for a plan {planId}; pay it at the counter' }, async (r) =>
    ok(await buyPlan(db, uid(r), r.body.planId, payTimeoutMs)),
  );
  route(api, m.signInStatus, { tags, summary: "Daily sign-in state in the buyer's time zone" }, async (r) =>
    ok(await signInStatus(db, uid(r), zoneOf(r))),
  );
  route(api, m.signIn, { tags, summary: 'Sign in for today: points, and a bonus every 7th day in a row' }, async (r) =>
    ok(await signInToday(db, uid(r), zoneOf(r))),
  );
  route(api, m.pointsMall, { tags, summary: 'Products bought with points' }, async (r) =>
    ok(await pointsMallPage(db, localeOf(r), r.query.current, r.query.size)),
  );

  const w = walletContract;
  tags = ['wallet'];
  route(api, w.summary, { tags, summary: 'Balance (minor units) and points' }, async (r) => ok(await walletSummary(db, uid(r))));
  route(api, w.balanceLog, { tags, summary: 'Balance movements {direction?, reason?, from?, to?, current, size}' }, async (r) =>
    ok(await ledgerPage(db, uid(r), 'balance', { ...r.query, timeZone: zoneOf(r) ?? 'UTC' })),
  );
  route(api, w.pointsLog, { tags, summary: 'Points movements {direction?, reason?, from?, to?, current, size}' }, async (r) =>
    ok(await ledgerPage(db, uid(r), 'points', { ...r.query, timeZone: zoneOf(r) ?? 'UTC' })),
  );
  route(api, w.recharge, { tags, summary: 'A top-up order {amount, currency?}; pay it at the counter' }, async (r) =>
    ok(await createRecharge(db, uid(r), r.body.amount, r.body.currency, payTimeoutMs)),
  );

  const c = couponsContract;
  tags = ['coupon'];
  route(api, c.myCoupons, { tags, summary: "The buyer's coupons {status: available | used | expired}" }, async (r) =>
    ok(await myCoupons(db, uid(r), r.query.status, r.query.current, r.query.size, localeOf(r))),
  );
  route(api, c.counts, { tags, summary: "The buyer's coupons per state" }, async (r) => ok(await couponCounts(db, uid(r))));
  route(
    api,
    c.centre,
    { tags, summary: 'Coupons to claim, with what the signed-in buyer may still claim', preHandler: optionalUser(ctx) },
    async (r) => ok(await couponCentre(db, r.user?.userId ?? null, localeOf(r))),
  );
  route(api, c.claim, { tags, summary: 'Claim a coupon of the centre {couponId}' }, async (r) =>
    ok(await claimCoupon(db, uid(r), r.body.couponId)),
  );
}
