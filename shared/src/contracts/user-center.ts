import { z } from 'zod';
import { bindMailSchema, bindMobileSchema, companySchema } from '../schemas/user-center';
import { emailSchema, mobileSchema, signUpAccountSchema } from '../schemas/accounts';
import { isoTime, pageQuery, picPath, type Contract } from './common';
import { levelProgressSchema, membershipSchema } from './membership';
import { notificationViewSchema } from './notifications';
import { fileKeyField } from './uploads';

/**
 * User centre (`userCenter` API module): the overview of uc-home, avatar and account bindings,
 * company profile, footprints and the store account of an approved shop (mf-user-center).
 */

/** Order counts per buyer state (GET /p/myOrder/orderCount; uc-home, uc-order tabs). */
export const orderCountsSchema = z.object({
  unPay: z.number().int(),
  payed: z.number().int(),
  consignment: z.number().int(),
  toReview: z.number().int(),
  success: z.number().int(),
  close: z.number().int(),
  allCount: z.number().int(),
});
export type OrderCountsView = z.input<typeof orderCountsSchema>;

export const overviewOrderSchema = z.object({
  orderNumber: z.string(),
  status: z.number().int(),
  shopName: z.string(),
  actualTotal: z.number().int(),
  createTime: isoTime,
  pic: picPath,
  prodName: z.string(),
  itemCount: z.number().int(),
});
export type OverviewOrder = z.input<typeof overviewOrderSchema>;

/** uc-home in one round trip. */
export const centerOverviewSchema = z.object({
  user: z.object({ userId: z.string(), userName: z.string(), nickName: z.string(), pic: picPath }),
  progress: levelProgressSchema,
  membership: membershipSchema,
  balance: z.number().int(),
  points: z.number().int(),
  couponCount: z.number().int(),
  orderCounts: orderCountsSchema,
  latestOrders: z.array(overviewOrderSchema),
  unread: z.number().int(),
  latestNotifications: z.array(notificationViewSchema),
  signedInToday: z.boolean(),
});
export type CenterOverview = z.input<typeof centerOverviewSchema>;

/** The buyer's company profile (spec section 3). */
export const companyViewSchema = z.object({
  logo: picPath,
  companyName: z.string(),
  intro: z.string(),
  establishedDate: z.string().nullable(),
  employeeCount: z.string().nullable(),
  annualRevenue: z.string().nullable(),
  trademark: z.string(),
  website: z.string(),
  address: z.string(),
  zip: z.string(),
  timeZone: z.string(),
  businessType: z.string(),
  mainProducts: z.array(z.string()),
  salesPlatforms: z.array(z.string()),
  taxNumber: z.string(),
  updatedAt: isoTime,
});
export type CompanyView = z.input<typeof companyViewSchema>;

export const footprintItemSchema = z.object({
  prodId: z.number().int(),
  name: z.string(),
  pic: picPath,
  price: z.number().int(),
  prodType: z.string(),
  pointsPrice: z.number().int().nullable(),
  status: z.number().int(),
  visitedAt: isoTime,
});
export type FootprintItem = z.input<typeof footprintItemSchema>;

/** One day of footprints (the buyer's time zone). */
export const footprintDaySchema = z.object({ day: z.string(), items: z.array(footprintItemSchema) });
export type FootprintDay = z.input<typeof footprintDaySchema>;

export const footprintPageSchema = z.object({
  days: z.array(footprintDaySchema),
  total: z.number().int(),
  current: z.number().int(),
  size: z.number().int(),
  pages: z.number().int(),
});
export type FootprintPage = z.input<typeof footprintPageSchema>;

/** Account bindings: e-mail, mobile, social sign-in providers. */
export const bindingsSchema = z.object({
  userMail: z.string().nullable(),
  userMobile: z.string().nullable(),
  social: z.array(z.object({ provider: z.string(), name: z.string(), bound: z.boolean(), boundAt: isoTime.nullable() })),
});
export type BindingsView = z.input<typeof bindingsSchema>;

/** The store account settings (a buyer whose shop application passed). */
export const storeAccountSchemaView = z.object({
  /** Whether this buyer may have a store account (the shop application passed). */
  eligible: z.boolean(),
  shopId: z.number().int().nullable(),
  shopName: z.string().nullable(),
  account: z.string().nullable(),
});
export type StoreAccountView = z.input<typeof storeAccountSchemaView>;

/** An encrypted password field (like /login); the plaintext is checked with the shared rule after decryption. */
const cipherField = z
  .string({ error: 'validation.passwordRequired' })
  .min(1, 'validation.passwordRequired')
  .max(1024, 'validation.invalid');

export const userCenterContract = {
  overview: { method: 'GET', url: '/p/user/center/overview', data: centerOverviewSchema },
  avatar: { method: 'PUT', url: '/p/user/avatar', body: z.object({ fileKey: fileKeyField }), data: z.object({ pic: z.string() }) },
  bindings: { method: 'GET', url: '/p/user/bindings', data: bindingsSchema },
  sendBindCode: {
    method: 'POST',
    url: '/p/user/sendBindCode',
    body: z.discriminatedUnion('channel', [
      z.object({ channel: z.literal('mail'), target: emailSchema }),
      z.object({ channel: z.literal('mobile'), target: mobileSchema }),
    ]),
    data: z.null(),
  },
  bindMail: { method: 'PUT', url: '/p/user/bindMail', body: bindMailSchema, data: bindingsSchema },
  bindMobile: { method: 'PUT', url: '/p/user/bindMobile', body: bindMobileSchema, data: bindingsSchema },
  unbindMail: { method: 'PUT', url: '/p/user/unbindMail', body: z.object({ passWord: cipherField }), data: bindingsSchema },
  unbindSocial: {
    method: 'DELETE',
    url: '/p/user/social/:provider',
    params: z.object({ provider: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, 'validation.invalid') }),
    data: bindingsSchema,
  },
  company: { method: 'GET', url: '/p/user/company', data: companyViewSchema.nullable() },
  saveCompany: { method: 'PUT', url: '/p/user/company', body: companySchema, data: companyViewSchema },
  footprints: { method: 'GET', url: '/p/user/footprint/page', querystring: pageQuery(20), data: footprintPageSchema },
  deleteFootprint: {
    method: 'DELETE',
    url: '/p/user/footprint/:prodId',
    params: z.object({ prodId: z.coerce.number<number>().int().positive() }),
    data: z.null(),
  },
  clearFootprints: { method: 'DELETE', url: '/p/user/footprint', data: z.number().int() },
  storeAccount: { method: 'GET', url: '/p/user/storeAccount', data: storeAccountSchemaView },
  saveStoreAccount: {
    method: 'PUT',
    url: '/p/user/storeAccount',
    body: z.object({ account: signUpAccountSchema, passWord: cipherField }),
    data: storeAccountSchemaView,
  },
  /** Development only (MAIL_DEV_INBOX): text messages of the local SMS provider, newest first. */
  smsbox: {
    method: 'GET',
    url: '/dev/smsbox',
    querystring: z.object({ to: z.string().trim().max(32).optional(), limit: z.coerce.number<number>().int().min(1).max(100).default(20) }),
    data: z.array(z.object({ id: z.number().int(), to: z.string(), text: z.string(), template: z.string(), createdAt: isoTime })),
  },
} as const satisfies Contract;
