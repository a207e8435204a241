import { registerMessages } from '../../http/messages';
import type { ApiModule } from '../types';
import en from './i18n/en.json';
import zh_CN from './i18n/zh_CN.json';
import { loadCheckoutSettings, sandboxRefund } from '../checkout';
import { loadRefundsSettings } from './refunds-settings';
import { registerRefundsRoutes } from './refunds-routes';
import type { Handling } from './seller-actions';
import { startRefundTimers } from './timers';

declare module '../../http/messages' {
  interface ModuleMessages {
    refunds: typeof en;
  }
}

/**
 * After-sales: refund and return requests of the buyer, the seller's and the platform's answers,
 * the state machine with a progress record per transition, money back through the paying method
 * exactly once, stock, points and coupons, the order's refund labels, and the three timers.
 * README.md beside this file; the state diagram in docs/after-sales.md.
 */
export const refundsModule: ApiModule = {
  name: 'refunds',
  register(api, ctx) {
    registerMessages('refunds', { en, zh_CN });
    const settings = loadRefundsSettings(ctx.config);
    // Gateway refunds go through checkout's gateway refund call (the sandbox provider here).
    const handling: Handling = { settings, gateway: sandboxRefund(loadCheckoutSettings(ctx.config, ctx.secrets).refundWindowMs) };
    registerRefundsRoutes(api, ctx, handling);
    startRefundTimers(api, ctx.db, handling);
  },
};

export { runRefundTimers } from './timers';
