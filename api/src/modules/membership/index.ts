import { registerMessages } from '../../http/messages';
import type { ApiModule } from '../types';
import en from './i18n/en.json';
import zh_CN from './i18n/zh_CN.json';
import { registerFulfilment } from '../checkout/order-kinds';
import { registerMembershipRoutes } from './membership-routes';
import { fulfilMembership } from './plans';
import { fulfilRecharge } from './wallet';

declare module '../../http/messages' {
  interface ModuleMessages {
    membership: typeof en;
  }
}

/**
 * Membership and wallet: member levels and growth, paid membership (bought at the payment
 * counter), daily sign-in, the coupon centre, balance and points ledgers with top-up, the points
 * mall. What paying a top-up or a membership gives is registered with checkout here.
 */
export const membershipModule: ApiModule = {
  name: 'membership',
  register(api, ctx) {
    registerMessages('membership', { en, zh_CN });
    registerFulfilment('recharge', fulfilRecharge);
    registerFulfilment('membership', fulfilMembership);
    registerMembershipRoutes(api, ctx);
  },
};

export { rewardCompletedOrder, levelProgress } from './levels';
export { membershipOf } from './plans';
export { couponCounts } from './coupons';
export { signInStatus } from './sign-in';
