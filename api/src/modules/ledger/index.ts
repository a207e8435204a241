/**
 * The money ledger (README.md): the buyer's balance, points and growth ledgers, the one payback
 * function every path that gives anything back goes through, stock moves, the coupon rule, and
 * the invariants `pnpm money:check` holds the database to. A library of the other modules (no
 * routes of its own): checkout, merchant, refunds and membership call it in their transactions.
 */
export { moveBalance, moveGrowth, movePoints } from './accounts';
export { checkMoney, formatBreaches, INVARIANTS, type Breach, type CheckScope, type InvariantName } from './check';
export { releaseCoupons } from './coupons';
export {
  closeOrder,
  GATEWAY_PAY_TYPES,
  markTransferred,
  payBack,
  payoutsOf,
  retryFailedPaybacks,
  type GatewayRefund,
  type GatewayRefundAnswer,
  type GatewayRefundRequest,
  type OrderPaybackRequest,
  type PaybackCause,
  type PaybackResult,
  type PaybackStatus,
  type Payout,
} from './payback';
