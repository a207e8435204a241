import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { rechargeAmountSchema } from '@mall/shared/schemas';
import type { AppContext } from '../../context';
import { localeOf, ok, parse } from '../../http/envelope';
import { optionalUser, userOf } from '../accounts';
import { loadCheckoutSettings } from '../checkout/checkout-settings';
import { claimCoupon, couponCentre, couponCounts, myCoupons } from './coupons';
import { growthLog, levelProgress, memberLevels } from './levels';
import { buyPlan, memberPlans, membershipOf } from './plans';
import { pointsMallPage } from './points-mall';
import { signInStatus, signInToday } from './sign-in';
import { createRecharge, ledgerPage, walletSummary } from './wallet';

const paging = { current: z.coerce.number().int().min(1).default(1), size: z.coerce.number().int().min(1).max(50).default(10) };
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalid');
const ledgerQuery = z.object({
  ...paging,
  direction: z.enum(['in', 'out']).optional(),
  reason: z
    .string()
    .regex(/^[A-Za-z]{1,32}$/, 'validation.invalid')
    .optional(),
  from: day.optional(),
  to: day.optional(),
});
const couponQuery = z.object({ ...paging, status: z.enum(['available', 'used', 'expired']).default('available') });
const claimBody = z.object({ couponId: z.number({ error: 'validation.invalid' }).int().positive() });
const buyBody = z.object({ planId: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(32) });
const rechargeBody = z.object({ amount: rechargeAmountSchema });

/** The Time-Zone header (spec section 7) of the request, if any. */
const zoneOf = (r: FastifyRequest): string | undefined => {
  const raw = r.headers['time-zone'];
  return (Array.isArray(raw) ? raw[0] : raw)?.trim() || undefined;
};

/** Member centre, sign-in, wallet, coupons and the points mall. */
export function registerMembershipRoutes(api: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const { payTimeoutMs } = loadCheckoutSettings(ctx.config);
  const uid = (r: FastifyRequest) => userOf(r).userId;

  let tags = ['member'];
  api.get('/p/member/centre', { schema: { tags, summary: 'Level and growth, levels, paid membership, plans, growth log' } }, async (r) => {
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
  api.post(
    '/p/member/buy',
    { schema: { tags, summary: 'A paid membership order for a plan {planId}; pay it at the counter' } },
    async (r) => ok(await buyPlan(db, uid(r), parse(buyBody, r.body ?? {}).planId, payTimeoutMs)),
  );
  api.get('/p/member/signIn', { schema: { tags, summary: "Daily sign-in state in the buyer's time zone" } }, async (r) =>
    ok(await signInStatus(db, uid(r), zoneOf(r))),
  );
  api.post('/p/member/signIn', { schema: { tags, summary: 'Sign in for today: points, and a bonus every 7th day in a row' } }, async (r) =>
    ok(await signInToday(db, uid(r), zoneOf(r))),
  );

  tags = ['wallet'];
  api.get('/p/wallet/summary', { schema: { tags, summary: 'Balance (minor units) and points' } }, async (r) =>
    ok(await walletSummary(db, uid(r))),
  );
  const ledger = (which: 'balance' | 'points') => async (r: FastifyRequest) => {
    const q = parse(ledgerQuery, r.query);
    return ok(await ledgerPage(db, uid(r), which, { ...q, timeZone: zoneOf(r) ?? 'UTC' }));
  };
  api.get(
    '/p/wallet/balanceLog',
    { schema: { tags, summary: 'Balance movements {direction?, reason?, from?, to?, current, size}' } },
    ledger('balance'),
  );
  api.get(
    '/p/wallet/pointsLog',
    { schema: { tags, summary: 'Points movements {direction?, reason?, from?, to?, current, size}' } },
    ledger('points'),
  );
  api.post('/p/wallet/recharge', { schema: { tags, summary: 'A top-up order {amount}; pay it at the counter' } }, async (r) =>
    ok(await createRecharge(db, uid(r), parse(rechargeBody, r.body ?? {}).amount, payTimeoutMs)),
  );

  tags = ['coupon'];
  api.get('/p/myCoupon/page', { schema: { tags, summary: "The buyer's coupons {status: available | used | expired}" } }, async (r) => {
    const q = parse(couponQuery, r.query);
    return ok(await myCoupons(db, uid(r), q.status, q.current, q.size, localeOf(r)));
  });
  api.get('/p/myCoupon/counts', { schema: { tags, summary: "The buyer's coupons per state" } }, async (r) =>
    ok(await couponCounts(db, uid(r))),
  );
  api.get(
    '/coupon/centre',
    { preHandler: optionalUser(ctx), schema: { tags, summary: 'Coupons to claim, with what the signed-in buyer may still claim' } },
    async (r) => ok(await couponCentre(db, r.user?.userId ?? null, localeOf(r))),
  );
  api.post('/p/coupon/claim', { schema: { tags, summary: 'Claim a coupon of the centre {couponId}' } }, async (r) =>
    ok(await claimCoupon(db, uid(r), parse(claimBody, r.body ?? {}).couponId)),
  );

  api.get('/pointsMall/page', { schema: { tags: ['member'], summary: 'Products bought with points' } }, async (r) => {
    const q = parse(z.object(paging), r.query);
    return ok(await pointsMallPage(db, localeOf(r), q.current, q.size));
  });
}
