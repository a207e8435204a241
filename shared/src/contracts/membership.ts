import { z } from 'zod';
import { rechargeBody } from '../schemas/user-center';
import { isoTime, pageOf, pageQuery, picPath, type Contract } from './common';
import { BALANCE_REASONS, POINTS_REASONS } from '../constants';

/**
 * Member centre, wallet and coupons (`membership` API module): levels and growth, paid membership
 * plans, daily sign-in, my coupons and the coupon centre, balance and points ledgers with top-up,
 * the points mall. Pages: uc-member, uc-balance, uc-points, uc-coupon (mf-user-center).
 */

export const memberLevelSchema = z.object({
  level: z.number().int(),
  name: z.string(),
  /** Growth needed to reach it. */
  growthMin: z.number().int(),
  /** Points an order earns at this level, in % of the base (100 = 1 point per unit paid). */
  pointsPct: z.number().int(),
});
export type MemberLevelView = z.input<typeof memberLevelSchema>;

/** The buyer's level and how far the next one is. */
export const levelProgressSchema = z.object({
  level: z.number().int(),
  name: z.string(),
  growth: z.number().int(),
  growthMin: z.number().int(),
  next: z.object({ level: z.number().int(), name: z.string(), growthMin: z.number().int() }).nullable(),
});
export type LevelProgress = z.input<typeof levelProgressSchema>;

export const memberPlanSchema = z.object({
  planId: z.string(),
  name: z.string(),
  months: z.number().int(),
  /** Minor units of the base currency. */
  price: z.number().int(),
  /** % of the goods total a member pays (95 = 5% off). */
  discountPct: z.number().int(),
  freeShipping: z.boolean(),
  bonusPoints: z.number().int(),
  couponCount: z.number().int(),
  couponName: z.string().nullable(),
});
export type MemberPlanView = z.input<typeof memberPlanSchema>;

/** The buyer's paid membership (paid false when none is active). */
export const membershipSchema = z.object({
  paid: z.boolean(),
  planId: z.string().nullable(),
  planName: z.string().nullable(),
  discountPct: z.number().int(),
  freeShipping: z.boolean(),
  expiresAt: isoTime.nullable(),
});
export type MembershipView = z.input<typeof membershipSchema>;

export const growthEntrySchema = z.object({
  entryId: z.number().int(),
  change: z.number().int(),
  growthAfter: z.number().int(),
  reason: z.string(),
  ref: z.string(),
  createTime: isoTime,
});
export type GrowthEntry = z.input<typeof growthEntrySchema>;

/** Everything uc-member shows. */
export const memberCentreSchema = z.object({
  progress: levelProgressSchema,
  levels: z.array(memberLevelSchema),
  membership: membershipSchema,
  plans: z.array(memberPlanSchema),
  growthLog: z.array(growthEntrySchema),
});
export type MemberCentre = z.input<typeof memberCentreSchema>;

/** Daily sign-in state in the buyer's time zone. */
export const signInStatusSchema = z.object({
  timeZone: z.string(),
  today: z.string(),
  signedToday: z.boolean(),
  /** Days in a row up to today (or yesterday, when not signed in yet today). */
  streak: z.number().int(),
  /** Points the next sign-in gives. */
  nextPoints: z.number().int(),
  /** Days signed in this month ('YYYY-MM-DD'). */
  monthDays: z.array(z.string()),
  points: z.number().int(),
});
export type SignInStatus = z.input<typeof signInStatusSchema>;

/** What one sign-in gave. */
export const signInResultSchema = z.object({
  signDate: z.string(),
  streak: z.number().int(),
  points: z.number().int(),
  bonus: z.number().int(),
  totalPoints: z.number().int(),
});
export type SignInResult = z.input<typeof signInResultSchema>;

export const COUPON_TABS = ['available', 'used', 'expired'] as const;
export type CouponTab = (typeof COUPON_TABS)[number];

const couponTerms = {
  couponId: z.number().int(),
  shopId: z.number().int().nullable(),
  /** The shop's name, null for a platform coupon. */
  shopName: z.string().nullable(),
  name: z.string(),
  kind: z.enum(['cash', 'discount']),
  reduceAmount: z.number().int(),
  discountPct: z.number().int().nullable(),
  minAmount: z.number().int(),
  exclusive: z.boolean(),
  startsAt: isoTime,
  endsAt: isoTime,
};

/** One of the buyer's coupons. */
export const myCouponSchema = z.object({
  ...couponTerms,
  userCouponId: z.number().int(),
  status: z.enum(COUPON_TABS),
  orderNumber: z.string().nullable(),
  receivedAt: isoTime,
  usedAt: isoTime.nullable(),
});
export type MyCouponView = z.input<typeof myCouponSchema>;

/** A coupon of the coupon centre, with what this buyer may still claim. */
export const centreCouponSchema = z.object({
  ...couponTerms,
  /** Coupons left (null: unlimited). */
  stockLeft: z.number().int().nullable(),
  perUserLimit: z.number().int(),
  claimedByMe: z.number().int(),
  canClaim: z.boolean(),
});
export type CentreCouponView = z.input<typeof centreCouponSchema>;

export const couponCountsSchema = z.object({ available: z.number().int(), used: z.number().int(), expired: z.number().int() });
export type CouponCounts = z.input<typeof couponCountsSchema>;

const ANY_LEDGER_REASON = [...new Set([...BALANCE_REASONS, ...POINTS_REASONS])] as [string, ...string[]];

/** A balance or points movement, with the goods orders it concerns. */
export const ledgerEntrySchema = z.object({
  entryId: z.number().int(),
  /** Minor units (balance) or points. */
  change: z.number().int(),
  /** Balance or points after the movement. */
  after: z.number().int(),
  reason: z.string(),
  ref: z.string(),
  orderNumbers: z.array(z.string()),
  createTime: isoTime,
});
export type LedgerEntryView = z.input<typeof ledgerEntrySchema>;

export const walletSummarySchema = z.object({ balance: z.number().int(), points: z.number().int(), pointsPerCent: z.number().int() });
export type WalletSummary = z.input<typeof walletSummarySchema>;

/** A product of the points mall (bought with points through the normal order flow). */
export const pointsMallItemSchema = z.object({
  prodId: z.number().int(),
  skuId: z.number().int().nullable(),
  shopId: z.number().int(),
  name: z.string(),
  pic: picPath,
  pointsPrice: z.number().int(),
  stocks: z.number().int(),
});
export type PointsMallItem = z.input<typeof pointsMallItemSchema>;

/** A platform order to pay at the counter (top-up, membership). */
export const platformOrderSchema = z.object({ orderNumber: z.string() });
export type PlatformOrderCreated = z.input<typeof platformOrderSchema>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalid');
/** Ledger filters: in (received) or out (spent), the reason, and calendar days in the buyer's zone. */
export const ledgerQuery = pageQuery().extend({
  direction: z.enum(['in', 'out']).optional(),
  reason: z.enum(ANY_LEDGER_REASON, { error: 'validation.invalid' }).optional(),
  from: day.optional(),
  to: day.optional(),
});

export const membershipContract = {
  centre: { method: 'GET', url: '/p/member/centre', data: memberCentreSchema },
  buy: {
    method: 'POST',
    url: '/p/member/buy',
    body: z.object({ planId: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(32) }),
    data: platformOrderSchema,
  },
  signInStatus: { method: 'GET', url: '/p/member/signIn', data: signInStatusSchema },
  signIn: { method: 'POST', url: '/p/member/signIn', data: signInResultSchema },
  pointsMall: { method: 'GET', url: '/pointsMall/page', querystring: pageQuery(), data: pageOf(pointsMallItemSchema) },
} as const satisfies Contract;

export const walletContract = {
  summary: { method: 'GET', url: '/p/wallet/summary', data: walletSummarySchema },
  balanceLog: { method: 'GET', url: '/p/wallet/balanceLog', querystring: ledgerQuery, data: pageOf(ledgerEntrySchema) },
  pointsLog: { method: 'GET', url: '/p/wallet/pointsLog', querystring: ledgerQuery, data: pageOf(ledgerEntrySchema) },
  /**
   * A top-up of `amount` minor units of `currency` (an enabled one; the base currency when absent):
   * converted once to the base currency, what the balance holds and the counter charges, which must
   * then be within RECHARGE_MIN..RECHARGE_MAX.
   */
  recharge: { method: 'POST', url: '/p/wallet/recharge', body: rechargeBody, data: platformOrderSchema },
} as const satisfies Contract;

export const couponsContract = {
  myCoupons: {
    method: 'GET',
    url: '/p/myCoupon/page',
    querystring: pageQuery().extend({ status: z.enum(COUPON_TABS, { error: 'validation.invalid' }).default('available') }),
    data: pageOf(myCouponSchema),
  },
  counts: { method: 'GET', url: '/p/myCoupon/counts', data: couponCountsSchema },
  centre: { method: 'GET', url: '/coupon/centre', data: z.array(centreCouponSchema) },
  claim: {
    method: 'POST',
    url: '/p/coupon/claim',
    body: z.object({ couponId: z.number({ error: 'validation.invalid' }).int().positive() }),
    data: z.object({ userCouponId: z.number().int() }),
  },
} as const satisfies Contract;
