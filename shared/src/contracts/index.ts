import type { RoutesOf } from './common';
import { reviewsContract } from './reviews';
import { rfqContract } from './rfq';
import { sourcingContract } from './sourcing';
import { uploadsContract } from './uploads';

/**
 * The wire contract of the API, one file per domain (docs/api.md "Contract"): zod schemas of
 * every request and response body, and each domain's endpoints. The API's routes are registered
 * from them; the remotes import types only (`import type`), so zod stays out of their bundles.
 */
export * from './common';
export * from './catalog';
export * from './video';
export * from './search';
export * from './rfq';
export * from './reviews';
export * from './uploads';
export * from './notifications';
export * from './sourcing';

/** Every endpoint by its route key ('GET /p/prodComm/orderItems'): what `http.data()` is typed by. */
export type ApiRoutes = RoutesOf<typeof reviewsContract> &
  RoutesOf<typeof uploadsContract> &
  RoutesOf<typeof rfqContract> &
  RoutesOf<typeof sourcingContract>;
export type ApiRoute = keyof ApiRoutes;

/** Every domain's endpoints (the API's contract test walks them). */
export const contracts = { reviews: reviewsContract, uploads: uploadsContract, rfq: rfqContract, sourcing: sourcingContract } as const;
