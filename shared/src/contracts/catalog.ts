import { z } from 'zod';
import { PRODUCT_TYPES } from '../constants';
import { noData, pageOf, picPath, type Contract } from './common';

/**
 * Catalogue wire types (`catalog` API module): what the API answers and the catalogue remote
 * reads — product lists, the product page, categories. Written once, here, so the server and the
 * page cannot drift apart. Prices are minor units of `currency`.
 */

/** A product as lists show it (search, category, featured, premium, home). */
export const productCardSchema = z.object({
  prodId: z.number().int(),
  prodName: z.string(),
  shopId: z.number().int(),
  shopName: z.string(),
  pic: picPath,
  price: z.number(),
  oriPrice: z.number(),
  pointsPrice: z.number().nullable(),
  prodType: z.string(),
  soldNum: z.number().int(),
  unit: z.string().nullable(),
  region: z.string().nullable(),
  score: z.number().nullable(),
  totalStocks: z.number().int(),
  brief: z.string().nullable(),
});
export type ProductCard = z.input<typeof productCardSchema>;

/** A supplier as the search's supplier tab and the home page show it. */
export const supplierCardSchema = z.object({
  shopId: z.number().int(),
  shopName: z.string(),
  logo: picPath,
  intro: z.string().nullable(),
  region: z.string().nullable(),
  mainCategory: z.string().nullable(),
  yearsInBusiness: z.number().nullable(),
  responseRate: z.number().nullable(),
  responseHours: z.number().nullable(),
  selfOperated: z.boolean(),
  score: z.number().nullable(),
  productCount: z.number().int(),
  prods: z.array(productCardSchema.pick({ prodId: true, prodName: true, pic: true, price: true })),
});
export type SupplierCard = z.input<typeof supplierCardSchema>;

export const reviewSummarySchema = z.object({
  /** All reviews. */
  number: z.number().int(),
  praiseNumber: z.number().int(),
  secondaryNumber: z.number().int(),
  negativeNumber: z.number().int(),
  picNumber: z.number().int(),
  /** Percentage of good reviews, 0-100. */
  positiveRating: z.number(),
  score: z.number().nullable(),
});
export type ReviewSummary = z.input<typeof reviewSummarySchema>;

// --- categories ----------------------------------------------------------------------------------

export const categoryViewSchema = z.object({
  categoryId: z.number().int(),
  parentId: z.number().int(),
  categoryName: z.string(),
  pic: picPath,
  grade: z.number().int(),
});
export type CategoryView = z.input<typeof categoryViewSchema>;

/** A category with its children (the category tree of the header and the home page). */
export interface CategoryNode extends CategoryView {
  children: CategoryNode[];
}
export const categoryNodeSchema: z.ZodType<CategoryNode, CategoryNode> = categoryViewSchema.extend({
  children: z.lazy(() => z.array(categoryNodeSchema)),
});

// --- the product page ----------------------------------------------------------------------------

/** One purchasable variant of a product. */
export const skuSchema = z.object({
  skuId: z.number().int(),
  prodId: z.number().int(),
  skuName: z.string(),
  /** mall4j's "Colour:Gold;Memory:64GB". */
  properties: z.string(),
  price: z.number(),
  oriPrice: z.number(),
  stocks: z.number().int(),
  pic: picPath,
  status: z.number().int(),
  /** Quantity price tiers of this SKU, by minQty ([] without): wholesale.ts's tierPrice. */
  priceTiers: z.array(z.object({ minQty: z.number().int(), price: z.number().int() })),
});
export type Sku = z.input<typeof skuSchema>;

/** The shop card of the product page. */
export const shopSummarySchema = z.object({
  shopId: z.number().int(),
  shopName: z.string(),
  logo: picPath,
  region: z.string().nullable(),
  shopStatus: z.number().int(),
  selfOperated: z.boolean(),
  responseRate: z.number().nullable(),
  responseHours: z.number().nullable(),
  yearsInBusiness: z.number().nullable(),
  score: z.number().nullable(),
  productCount: z.number().int(),
});
export type ShopSummary = z.input<typeof shopSummarySchema>;

export const SECKILL_STATES = ['notStarted', 'inProgress', 'ended'] as const;
export type SeckillState = (typeof SECKILL_STATES)[number];

/** GET /prod/prodInfo: everything the product page shows (spec section 3). */
export const productInfoSchema = z.object({
  prodId: z.number().int(),
  shopId: z.number().int(),
  categoryId: z.number().int(),
  prodName: z.string(),
  brief: z.string().nullable(),
  /** Sanitised HTML. */
  content: z.string(),
  pic: picPath,
  imgs: z.array(z.string()),
  video: z.string().nullable(),
  price: z.number(),
  oriPrice: z.number(),
  pointsPrice: z.number().nullable(),
  currency: z.string(),
  totalStocks: z.number().int(),
  soldNum: z.number().int(),
  /** 1 on shelf, 0 off shelf. */
  status: z.number().int(),
  prodType: z.enum(PRODUCT_TYPES),
  brand: z.string().nullable(),
  unit: z.string().nullable(),
  region: z.string().nullable(),
  score: z.number().nullable(),
  reviewCount: z.number().int(),
  seckillStart: z.string().nullable(),
  seckillEnd: z.string().nullable(),
  seckillState: z.enum(SECKILL_STATES).nullable(),
  /** YYYY-MM-DD. */
  presaleShipDate: z.string().nullable(),
  parameters: z.array(z.object({ name: z.string(), value: z.string() })),
  /** Minimum order quantity: a line of this product starts at it; fewer is refused ("Enter the correct quantity"). */
  moq: z.number().int(),
  /** The ladder of the cheapest SKU at each quantity (the SKUs' own tiers are in skuList): identical in both languages. */
  priceTiers: z.array(z.object({ minQty: z.number().int(), price: z.number().int() })),
  skuList: z.array(skuSchema),
  shop: shopSummarySchema,
  categoryPath: z.array(categoryViewSchema),
});
export type ProductInfo = z.input<typeof productInfoSchema>;

/** One review as the product page lists it (anonymous reviewers keep their first character). */
export const productReviewSchema = z.object({
  prodCommId: z.number().int(),
  nickName: z.string(),
  score: z.number().int(),
  /** 0 good, 1 medium, 2 bad. */
  evaluate: z.number().int(),
  content: z.string(),
  pics: z.array(z.string()),
  skuName: z.string().nullable(),
  recTime: z.string(),
  replyContent: z.string().nullable(),
});
export type ProductReview = z.input<typeof productReviewSchema>;

/** A category with its path (breadcrumbs) and children. */
export const categoryInfoSchema = z.object({
  category: categoryViewSchema,
  path: z.array(categoryViewSchema),
  children: z.array(categoryViewSchema),
});
export type CategoryInfo = z.input<typeof categoryInfoSchema>;

// --- routes --------------------------------------------------------------------------------------

const int = (min: number, max: number) =>
  z.coerce
    .number<number>({ error: 'validation.invalid' })
    .int('validation.invalid')
    .min(min, 'validation.invalid')
    .max(max, 'validation.invalid');
/** A positive id in a query. */
export const catalogId = int(1, Number.MAX_SAFE_INTEGER);
/** `?current&size` of the catalogue's lists: at most 60 a page. */
export const catalogPaging = z.object({ current: int(1, 10_000).default(1), size: int(1, 60).default(20) });
/** An optional query value: '' counts as absent. */
export const optionalQuery = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

const prodQuery = z.object({ prodId: catalogId });
/** mall4j posts the bare prodId as the body; an object {prodId} is accepted too. */
const prodBody = z.preprocess((v) => (v !== null && typeof v === 'object' ? (v as { prodId?: unknown }).prodId : v), catalogId);

export const catalogContract = {
  categories: {
    method: 'GET',
    url: '/category/categoryInfo',
    querystring: z.object({
      parentId: z.coerce.number<number>({ error: 'validation.invalid' }).int().min(0, 'validation.invalid').default(0),
    }),
    data: z.array(categoryViewSchema),
  },
  tree: { method: 'GET', url: '/category/tree', data: z.array(categoryNodeSchema) },
  category: { method: 'GET', url: '/category/info', querystring: z.object({ categoryId: catalogId }), data: categoryInfoSchema },
  product: { method: 'GET', url: '/prod/prodInfo', querystring: prodQuery, data: productInfoSchema },
  reviewSummary: { method: 'GET', url: '/prodComm/prodCommData', querystring: prodQuery, data: reviewSummarySchema },
  reviews: {
    method: 'GET',
    url: '/prodComm/prodCommPageByProd',
    querystring: catalogPaging.extend({ prodId: catalogId, evaluate: int(-1, 3).default(-1) }),
    data: pageOf(productReviewSchema),
  },
  isCollection: { method: 'GET', url: '/p/user/collection/isCollection', querystring: prodQuery, data: z.boolean() },
  /** Collects or un-collects; answers whether the product is collected now. */
  toggleCollection: { method: 'POST', url: '/p/user/collection/addOrCancel', body: prodBody, data: z.boolean() },
  collectionCount: { method: 'GET', url: '/p/user/collection/count', data: z.number().int() },
  collectionPage: { method: 'GET', url: '/p/user/collection/page', querystring: catalogPaging, data: pageOf(productCardSchema) },
  footprint: { method: 'POST', url: '/p/user/footprint', body: prodBody, data: noData },
} as const satisfies Contract;
