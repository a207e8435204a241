import type { LevelProgress, MembershipView } from './membership';
import type { NotificationView } from './notifications';

/**
 * User centre wire types (`userCenter` API module): the overview of uc-home, company profile,
 * footprints, bindings, store account.
 */

/** Order counts per buyer state (GET /p/myOrder/orderCount; uc-home, uc-order tabs). */
export interface OrderCountsView {
  unPay: number;
  payed: number;
  consignment: number;
  toReview: number;
  success: number;
  close: number;
  allCount: number;
}

export interface OverviewOrder {
  orderNumber: string;
  status: number;
  shopName: string;
  actualTotal: number;
  createTime: string;
  pic: string | null;
  prodName: string;
  itemCount: number;
}

/** GET /p/user/center/overview: uc-home in one round trip. */
export interface CenterOverview {
  user: { userId: string; userName: string; nickName: string; pic: string | null };
  progress: LevelProgress;
  membership: MembershipView;
  balance: number;
  points: number;
  couponCount: number;
  orderCounts: OrderCountsView;
  latestOrders: OverviewOrder[];
  unread: number;
  latestNotifications: NotificationView[];
  signedInToday: boolean;
}

/** The buyer's company profile (spec section 3), logoUrl resolved from the upload. */
export interface CompanyView {
  logo: string | null;
  companyName: string;
  intro: string;
  establishedDate: string | null;
  employeeCount: string | null;
  annualRevenue: string | null;
  trademark: string;
  website: string;
  address: string;
  zip: string;
  timeZone: string;
  businessType: string;
  mainProducts: string[];
  salesPlatforms: string[];
  taxNumber: string;
  updatedAt: string;
}

export interface FootprintItem {
  prodId: number;
  name: string;
  pic: string | null;
  price: number;
  prodType: string;
  pointsPrice: number | null;
  status: number;
  visitedAt: string;
}

/** One day of footprints (the buyer's time zone). */
export interface FootprintDay {
  day: string;
  items: FootprintItem[];
}

export interface FootprintPage {
  days: FootprintDay[];
  total: number;
  current: number;
  size: number;
  pages: number;
}

/** Account bindings: e-mail, mobile, social sign-in providers. */
export interface BindingsView {
  userMail: string | null;
  userMobile: string | null;
  social: { provider: string; name: string; bound: boolean; boundAt: string | null }[];
}

/** The store account settings (a buyer whose shop application passed). */
export interface StoreAccountView {
  /** Whether this buyer may have a store account (the shop application passed). */
  eligible: boolean;
  shopId: number | null;
  shopName: string | null;
  account: string | null;
}
