import { z } from 'zod';
import { PROD_SORTS, SHOP_APPLY_FILES, SHOP_SORTS, type ShopApplyFileField } from '../constants';
import { shopAddressSchema, shopDescriptionSchema, shopNameSchema } from '../schemas/commerce';
import { COUNTRY_CODE_PATTERN, internationalPhone } from '../schemas/address';
import { isoTime, pageOf, picPath, type Contract } from './common';
import { videoClipSchema } from './video';

/**
 * Shops (`shops` API module): the supplier list, a shop's pages (/shop/{shopId}/*), follow, the
 * free shop opening and its platform audit (admin token).
 */

/** shop.shop_status by name: 1 open, 0 not open, 2 under review, 3 abnormal, 4 offline, 5 paused. */
export const SHOP_STATUS_KEYS = ['open', 'notOpen', 'underReview', 'abnormal', 'offline', 'paused'] as const;
export const shopStatusKeySchema = z.enum(SHOP_STATUS_KEYS);
export type ShopStatusKey = z.input<typeof shopStatusKeySchema>;

// --- bodies --------------------------------------------------------------------------------------

/** A supplier as the shop list shows it. */
export const shopCardSchema = z.object({
  shopId: z.number().int(),
  shopName: z.string(),
  logo: picPath,
  region: z.string(),
  mainCategory: z.string(),
  selfOperated: z.boolean(),
  responseRate: z.number().nullable(),
  responseHours: z.number().nullable(),
  yearsInBusiness: z.number().nullable(),
  score: z.number().nullable(),
  prodCount: z.number().int(),
  followCount: z.number().int(),
  certificates: z.array(z.string()),
  mainProducts: z.array(z.object({ prodId: z.number().int(), prodName: z.string(), pic: picPath, price: z.number() })),
});
export type ShopCard = z.input<typeof shopCardSchema>;

export const shopFiltersSchema = z.object({
  categories: z.array(z.object({ categoryId: z.number().int(), categoryName: z.string() })),
  regions: z.array(z.object({ value: z.string(), label: z.string() })),
  sorts: z.array(z.enum(SHOP_SORTS)),
});
export type ShopFilters = z.input<typeof shopFiltersSchema>;

/** The shop header of every shop page: identity, status (a shop that is not open shows a status page), categories. */
export const shopHeadSchema = z.object({
  shopId: z.number().int(),
  shopName: z.string(),
  logo: picPath,
  banner: picPath,
  intro: z.string(),
  region: z.string(),
  shopStatus: z.number().int(),
  statusKey: shopStatusKeySchema,
  selfOperated: z.boolean(),
  responseRate: z.number().nullable(),
  responseHours: z.number().nullable(),
  yearsInBusiness: z.number().nullable(),
  score: z.number().nullable(),
  followCount: z.number().int(),
  prodCount: z.number().int(),
  categories: z.array(z.object({ categoryId: z.number().int(), categoryName: z.string(), prodCount: z.number().int() })),
});
export type ShopHead = z.input<typeof shopHeadSchema>;

const fact = z.union([z.string(), z.number()]).optional();
/** Company, factory and trade facts as the merchant entered them (in the buyer's language); fields may be missing. */
export const companyInfoSchema = z.looseObject({
  companyName: fact,
  businessType: fact,
  established: fact,
  employees: fact,
  annualRevenue: fact,
  mainProducts: fact,
  website: fact,
  address: fact,
});
export const factoryInfoSchema = z.looseObject({ area: fact, staff: fact, productionLines: fact, capacity: fact, qualityControl: fact });
export const tradeInfoSchema = z.looseObject({
  mainMarkets: fact,
  exportPercent: fact,
  tradeTerms: z.array(z.string()).optional(),
  paymentTerms: z.array(z.string()).optional(),
  leadTime: fact,
  nearestPort: fact,
});

/** The shop's business licence (spec section 3); registeredCapital in minor units of registeredCurrency. */
export const shopLicenceSchema = z.object({
  licenceNo: z.string().nullable(),
  enterpriseName: z.string(),
  enterpriseResidence: z.string(),
  legalRepresentative: z.string().nullable(),
  registeredCapital: z.number().nullable(),
  registeredCurrency: z.string(),
  establishedDate: z.string().nullable(),
  businessTermStart: z.string().nullable(),
  businessTermEnd: z.string().nullable(),
  noFixedTerm: z.boolean(),
  businessScope: z.string(),
});
export type ShopLicence = z.input<typeof shopLicenceSchema>;

/** About, contact, certificates, VR and videos of a shop; empty parts when it has no details yet. */
export const shopDetailSchema = z.object({
  shopId: z.number().int(),
  company: companyInfoSchema,
  factory: factoryInfoSchema,
  trade: tradeInfoSchema,
  contacts: z.array(z.object({ name: z.string(), title: z.string(), phone: z.string(), email: z.string() })),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  vrUrl: z.string().nullable(),
  videos: z.array(videoClipSchema),
  certificates: z.array(z.object({ name: z.string(), issuer: z.string(), number: z.string(), validTo: z.string(), pic: z.string() })),
  licence: shopLicenceSchema.nullable(),
});
export type ShopDetail = z.input<typeof shopDetailSchema>;

/** A product on a shop's product page. */
export const shopProductSchema = z.object({
  prodId: z.number().int(),
  prodName: z.string(),
  pic: picPath,
  price: z.number(),
  oriPrice: z.number(),
  currency: z.string(),
  soldNum: z.number().int(),
  prodType: z.string(),
  unit: z.string().nullable(),
});
export type ShopProduct = z.input<typeof shopProductSchema>;

export const followStateSchema = z.object({ followed: z.boolean(), followCount: z.number().int() });

export const followedShopSchema = z.object({
  shopId: z.number().int(),
  shopName: z.string(),
  logo: picPath,
  shopStatus: z.number().int(),
  followedAt: isoTime,
});

/** The free shop opening form (spec sections 3 and 5): the same rules in the form and the API. Files are upload keys. */
const document = z
  .string({ error: 'validation.documentsRequired' })
  .trim()
  .min(1, 'validation.documentsRequired')
  .max(100, 'validation.invalid');
/** The form's fields; shopApplyBody adds the rules across them. Country and region: the address form's picker (GET /countries). */
export const shopApplyFieldsSchema = z.object({
  shopName: shopNameSchema,
  countryCode: z.string({ error: 'validation.addressCountryRequired' }).regex(COUNTRY_CODE_PATTERN, 'validation.addressCountryRequired'),
  /** ISO 3166-2 ('' for a country without regions); the API names it (`region`) in both languages. */
  regionCode: z.string().trim().max(10, 'validation.regionRequired').default(''),
  contactPhone: z.string({ error: 'validation.phoneRequired' }).trim().min(1, 'validation.phoneRequired'),
  address: shopAddressSchema.max(200, 'validation.invalid'),
  lat: z.coerce
    .number<number>({ error: 'validation.locationRequired' })
    .min(-90, 'validation.locationRequired')
    .max(90, 'validation.locationRequired'),
  lng: z.coerce
    .number<number>({ error: 'validation.locationRequired' })
    .min(-180, 'validation.locationRequired')
    .max(180, 'validation.locationRequired'),
  intro: shopDescriptionSchema,
  logo: document,
  businessLicence: document,
  idCardFront: document,
  idCardBack: document,
});
/** The phone is checked for the chosen country (address.ts) and kept in international form. */
export const shopApplyBody = shopApplyFieldsSchema
  .superRefine((a, ctx) => {
    if (a.regionCode && !a.regionCode.startsWith(`${a.countryCode}-`))
      ctx.addIssue({ code: 'custom', path: ['regionCode'], message: 'validation.regionRequired' });
    if (COUNTRY_CODE_PATTERN.test(a.countryCode) && internationalPhone(a.contactPhone, a.countryCode) === null)
      ctx.addIssue({
        code: 'custom',
        path: ['contactPhone'],
        message: a.countryCode === 'CN' ? 'validation.mobileFormat' : 'validation.phoneFormat',
      });
  })
  .transform((a) => ({ ...a, contactPhone: internationalPhone(a.contactPhone, a.countryCode) ?? a.contactPhone }));
export type ShopApplyInput = z.input<typeof shopApplyBody>;

/** What the applicant sees; 'offline' when the approved shop was later taken offline. */
export const applyStatusKeySchema = z.enum(['underReview', 'passed', 'notPassed', 'offline']);
export type ApplyStatusKey = z.input<typeof applyStatusKeySchema>;

export const shopApplicationSchema = shopApplyFieldsSchema.extend({
  /** The region as named in the reader's language. */
  region: z.string(),
  lat: z.number(),
  lng: z.number(),
  applyId: z.number().int(),
  /** 0 under review, 1 passed, -1 not passed (resubmit allowed). */
  status: z.number().int(),
  statusKey: applyStatusKeySchema,
  auditRemark: z.string().nullable(),
  shopId: z.number().int().nullable(),
  shopStatus: z.number().int().nullable(),
  submitCount: z.number().int(),
  updatedAt: isoTime,
});
export type ShopApplication = z.input<typeof shopApplicationSchema>;

// --- routes --------------------------------------------------------------------------------------

const id = z.coerce.number<number>({ error: 'validation.invalid' }).int('validation.invalid').positive('validation.invalid');
const current = z.coerce.number<number>().int().min(1).max(10_000).default(1);
const size = z.coerce.number<number>().int().min(1).max(100).default(20);
/** An optional filter: '' means none. */
const optionalText = z
  .string()
  .trim()
  .max(100, 'validation.invalid')
  .optional()
  .transform((v) => v || undefined);
const optionalId = z
  .union([z.literal(''), id])
  .optional()
  .transform((v) => (v === '' ? undefined : v));
const shopIdQuery = z.object({ shopId: id });

export const shopPageQuery = z.object({
  keyword: optionalText,
  categoryId: optionalId,
  region: optionalText,
  sort: z.enum(SHOP_SORTS).default('default'),
  current,
  size,
});
export type ShopPageParams = z.input<typeof shopPageQuery>;

export const shopProdQuery = z.object({
  shopId: id,
  keyword: optionalText,
  categoryId: optionalId,
  sort: z.enum(PROD_SORTS).default('default'),
  current,
  size,
});
export type ShopProdParams = z.input<typeof shopProdQuery>;

export const shopsContract = {
  page: { method: 'GET', url: '/shop/page', querystring: shopPageQuery, data: pageOf(shopCardSchema) },
  filters: { method: 'GET', url: '/shop/filters', data: shopFiltersSchema },
  head: { method: 'GET', url: '/shop/headInfo', querystring: shopIdQuery, data: shopHeadSchema },
  detail: { method: 'GET', url: '/shop/detail', querystring: shopIdQuery, data: shopDetailSchema },
  products: { method: 'GET', url: '/shop/prodPage', querystring: shopProdQuery, data: pageOf(shopProductSchema) },
  /** Follows or unfollows (whichever it is not); answers the new state. */
  follow: { method: 'POST', url: '/p/shop/follow', body: z.object({ shopId: id }), data: followStateSchema },
  /** The mall4j name of follow. */
  addOrCancel: { method: 'POST', url: '/p/shop/addOrCancel', body: z.object({ shopId: id }), data: followStateSchema },
  isFollow: { method: 'GET', url: '/p/shop/isFollow', querystring: shopIdQuery, data: z.boolean() },
  followPage: { method: 'GET', url: '/p/shop/followPage', querystring: z.object({ current, size }), data: pageOf(followedShopSchema) },
  myApplication: { method: 'GET', url: '/p/shop/apply', data: shopApplicationSchema.nullable() },
  apply: { method: 'POST', url: '/p/shop/apply', body: shopApplyBody, data: shopApplicationSchema },
  audit: {
    method: 'POST',
    url: '/admin/shopApply/audit',
    body: z.object({
      applyId: id,
      pass: z.boolean({ error: 'validation.required' }),
      remark: z.string().trim().max(500, 'validation.invalid').optional(),
    }),
    data: z.object({ applyId: z.number().int(), status: z.number().int(), shopId: z.number().int().nullable() }),
  },
  applications: {
    method: 'GET',
    url: '/admin/shopApply/page',
    querystring: z.object({ status: z.coerce.number<number>().int().min(-1).max(1).optional(), current, size }),
    data: pageOf(shopApplicationSchema),
  },
  applicationFile: {
    method: 'GET',
    url: '/admin/shopApply/file',
    querystring: z.object({ applyId: id, field: z.enum(Object.keys(SHOP_APPLY_FILES) as [ShopApplyFileField, ...ShopApplyFileField[]]) }),
    data: { file: '*/*' },
  },
} as const satisfies Contract;
