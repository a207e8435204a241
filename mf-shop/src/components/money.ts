/** Formats base-currency minor units in the buyer's selected currency (the shared formatter). */
export { useMoney } from '@mall/shared';
