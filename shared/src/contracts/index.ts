import { chatContract } from './chat';
import type { RoutesOf } from './common';
import { systemContract } from './system';
import { accountsContract } from './accounts';
import { shopsContract } from './shops';
import { cartContract } from './cart';
import { catalogContract } from './catalog';
import { contentContract } from './content';
import { addressContract } from './address';
import { releaseContract } from './release';
import { refundsContract } from './refunds';
import { reviewsContract } from './reviews';
import { rfqContract } from './rfq';
import { sourcingContract } from './sourcing';
import { uploadsContract } from './uploads';
import { notificationsContract } from './notifications';
import { couponsContract, membershipContract, walletContract } from './membership';
import { userCenterContract } from './user-center';
import { merchantContract } from './merchant';
import { searchContract } from './search';
import { imagesContract } from './images';
import { checkoutContract } from './checkout';
import { myOrderContract } from './order';
import { paymentContract } from './payment';
import { ledgerContract } from './ledger';

/**
 * The wire contract of the API, one file per domain (docs/api.md "Contract"): zod schemas of
 * every request and response body, and each domain's endpoints. The API's routes are registered
 * from them; the remotes import types only (`import type`), so zod stays out of their bundles.
 */
export * from './common';
export * from './accounts';
export * from './address';
export * from './cart';
export * from './payment';
export * from './checkout';
export * from './order';
export * from './ledger';
export * from './catalog';
export * from './content';
export * from './video';
export * from './search';
export * from './rfq';
export * from './release';
export * from './reviews';
export * from './shops';
export * from './system';
export * from './uploads';
export * from './notifications';
export * from './refunds';
export * from './membership';
export * from './user-center';
export * from './sourcing';
export * from './chat';
export * from './merchant';
export * from './images';

/** Every endpoint by its route key ('GET /p/prodComm/orderItems'): what `http.data()` is typed by. */
export type ApiRoutes = RoutesOf<typeof systemContract> &
  RoutesOf<typeof accountsContract> &
  RoutesOf<typeof shopsContract> &
  RoutesOf<typeof cartContract> &
  RoutesOf<typeof catalogContract> &
  RoutesOf<typeof contentContract> &
  RoutesOf<typeof addressContract> &
  RoutesOf<typeof releaseContract> &
  RoutesOf<typeof reviewsContract> &
  RoutesOf<typeof uploadsContract> &
  RoutesOf<typeof refundsContract> &
  RoutesOf<typeof notificationsContract> &
  RoutesOf<typeof membershipContract> &
  RoutesOf<typeof walletContract> &
  RoutesOf<typeof couponsContract> &
  RoutesOf<typeof userCenterContract> &
  RoutesOf<typeof rfqContract> &
  RoutesOf<typeof sourcingContract> &
  RoutesOf<typeof chatContract> &
  RoutesOf<typeof merchantContract> &
  RoutesOf<typeof searchContract> &
  RoutesOf<typeof imagesContract> &
  RoutesOf<typeof checkoutContract> &
  RoutesOf<typeof paymentContract> &
  RoutesOf<typeof myOrderContract> &
  RoutesOf<typeof ledgerContract>;
export type ApiRoute = keyof ApiRoutes;

/** Every domain's endpoints (the API's contract test walks them). */
export const contracts = {
  system: systemContract,
  accounts: accountsContract,
  shops: shopsContract,
  cart: cartContract,
  catalog: catalogContract,
  content: contentContract,
  address: addressContract,
  release: releaseContract,
  reviews: reviewsContract,
  uploads: uploadsContract,
  refunds: refundsContract,
  notifications: notificationsContract,
  membership: membershipContract,
  wallet: walletContract,
  coupons: couponsContract,
  userCenter: userCenterContract,
  rfq: rfqContract,
  sourcing: sourcingContract,
  chat: chatContract,
  merchant: merchantContract,
  search: searchContract,
  images: imagesContract,
  checkout: checkoutContract,
  payment: paymentContract,
  myOrder: myOrderContract,
  ledger: ledgerContract,
} as const;
