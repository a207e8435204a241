/**
 * Member centre and wallet wire types (`membership` API module): levels and growth, paid
 * membership plans, daily sign-in, coupons and the coupon centre, balance and points ledgers,
 * the points mall. Used by mf-user-center (uc-member, uc-balance, uc-points, uc-coupon, uc-home).
 */

export interface MemberLevelView {
  level: number;
  name: string;
  /** Growth needed to reach it. */
  growthMin: number;
  /** Points an order earns at this level, in % of the base (100 = 1 point per unit paid). */
  pointsPct: number;
}

/** The buyer's level and how far the next one is. */
export interface LevelProgress {
  level: number;
  name: string;
  growth: number;
  growthMin: number;
  next: { level: number; name: string; growthMin: number } | null;
}

export interface MemberPlanView {
  planId: string;
  name: string;
  months: number;
  /** Minor units of the base currency. */
  price: number;
  /** % of the goods total a member pays (95 = 5% off). */
  discountPct: number;
  freeShipping: boolean;
  bonusPoints: number;
  couponCount: number;
  couponName: string | null;
}

/** The buyer's paid membership (paid false when none is active). */
export interface MembershipView {
  paid: boolean;
  planId: string | null;
  planName: string | null;
  discountPct: number;
  freeShipping: boolean;
  expiresAt: string | null;
}

export interface GrowthEntry {
  entryId: number;
  change: number;
  growthAfter: number;
  reason: string;
  ref: string;
  createTime: string;
}

/** GET /p/member/centre: everything uc-member shows. */
export interface MemberCentre {
  progress: LevelProgress;
  levels: MemberLevelView[];
  membership: MembershipView;
  plans: MemberPlanView[];
  growthLog: GrowthEntry[];
}

/** Daily sign-in state in the buyer's time zone. */
export interface SignInStatus {
  timeZone: string;
  today: string;
  signedToday: boolean;
  /** Days in a row up to today (or yesterday, when not signed in yet today). */
  streak: number;
  /** Points the next sign-in gives. */
  nextPoints: number;
  /** Days signed in this month ('YYYY-MM-DD'). */
  monthDays: string[];
  points: number;
}

/** What one sign-in gave. */
export interface SignInResult {
  signDate: string;
  streak: number;
  points: number;
  bonus: number;
  totalPoints: number;
}

export type CouponTab = 'available' | 'used' | 'expired';

interface CouponTerms {
  couponId: number;
  shopId: number | null;
  /** The shop's name, null for a platform coupon. */
  shopName: string | null;
  name: string;
  kind: 'cash' | 'discount';
  reduceAmount: number;
  discountPct: number | null;
  minAmount: number;
  exclusive: boolean;
  startsAt: string;
  endsAt: string;
}

/** One of the buyer's coupons. */
export interface MyCouponView extends CouponTerms {
  userCouponId: number;
  status: CouponTab;
  orderNumber: string | null;
  receivedAt: string;
  usedAt: string | null;
}

/** A coupon of the coupon centre, with what this buyer may still claim. */
export interface CentreCouponView extends CouponTerms {
  /** Coupons left (null: unlimited). */
  stockLeft: number | null;
  perUserLimit: number;
  claimedByMe: number;
  canClaim: boolean;
}

export interface CouponCounts {
  available: number;
  used: number;
  expired: number;
}

/** A balance or points movement, with the goods orders it concerns. */
export interface LedgerEntryView {
  entryId: number;
  /** Minor units (balance) or points. */
  change: number;
  /** Balance or points after the movement. */
  after: number;
  reason: string;
  ref: string;
  orderNumbers: string[];
  createTime: string;
}

/** GET /p/wallet/summary. */
export interface WalletSummary {
  balance: number;
  points: number;
  pointsPerCent: number;
}

/** A product of the points mall (bought with points through the normal order flow). */
export interface PointsMallItem {
  prodId: number;
  skuId: number | null;
  shopId: number;
  name: string;
  pic: string | null;
  pointsPrice: number;
  stocks: number;
}

/** A platform order to pay at the counter (top-up, membership). */
export interface PlatformOrderCreated {
  orderNumber: string;
}
