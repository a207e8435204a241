/**
 * Review wire types of the buyer's side (`reviews` API module, mall4j /p/prodComm): written on the
 * write-comments page (mf-checkout), listed under "My reviews" (mf-user-center). Written once, here,
 * so the server and both remotes cannot drift apart.
 */

/** One of the buyer's reviews. */
export interface ReviewView {
  prodCommId: number;
  prodId: number;
  orderNumber: string;
  orderItemId: number;
  prodName: string;
  skuName: string;
  pic: string | null;
  score: number;
  content: string;
  pics: string[];
  isAnonymous: boolean;
  /** When the review was written. */
  recTime: string;
  /** When the order was paid (placed, if never paid): the spec's "transaction time". */
  transactionTime: string;
  replyContent: string | null;
}

/** One line of an order as the buyer's screens show it (price in minor units). */
export interface OrderLine {
  orderItemId: number;
  prodId: number;
  skuId: number;
  prodName: string;
  skuName: string;
  pic: string | null;
  price: number;
  count: number;
}

/** An order line to review, with its review once written. */
export interface ReviewableItem extends OrderLine {
  review: ReviewView | null;
}

/** One of the buyer's orders with its lines (GET /p/prodComm/orderItems). */
export interface OrderForReview {
  orderNumber: string;
  status: number;
  shopName: string;
  createTime: string;
  transactionTime: string;
  items: ReviewableItem[];
}

/** What POST /p/prodComm/submit answers: the new reviews and the order's status after them. */
export interface ReviewsSubmitted {
  prodCommIds: number[];
  orderStatus: number;
}
