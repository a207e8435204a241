/**
 * Catalogue wire types: what the API answers and the catalogue remote reads. Written once, here,
 * so the server and the page cannot drift apart.
 */

/** A product as lists show it (search, category, featured, premium, home). */
export interface ProductCard {
  prodId: number;
  prodName: string;
  shopId: number;
  shopName: string;
  pic: string | null;
  price: number;
  oriPrice: number;
  pointsPrice: number | null;
  prodType: string;
  soldNum: number;
  unit: string | null;
  region: string | null;
  score: number | null;
  totalStocks: number;
  brief: string | null;
}

export interface SupplierCard {
  shopId: number;
  shopName: string;
  logo: string | null;
  intro: string | null;
  region: string | null;
  mainCategory: string | null;
  yearsInBusiness: number | null;
  responseRate: number | null;
  responseHours: number | null;
  selfOperated: boolean;
  score: number | null;
  productCount: number;
  prods: Pick<ProductCard, 'prodId' | 'prodName' | 'pic' | 'price'>[];
}

export interface ReviewSummary {
  /** All reviews. */
  number: number;
  praiseNumber: number;
  secondaryNumber: number;
  negativeNumber: number;
  picNumber: number;
  /** Percentage of good reviews, 0-100. */
  positiveRating: number;
  score: number | null;
}
