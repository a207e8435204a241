import { z } from 'zod';
import { PRODUCT_TYPES } from '../constants';
import { picPath } from './common';

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
  skuList: z.array(skuSchema),
  shop: shopSummarySchema,
  categoryPath: z.array(categoryViewSchema),
});
export type ProductInfo = z.input<typeof productInfoSchema>;
