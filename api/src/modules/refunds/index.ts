import type { ApiModule } from '../types';
import { sandboxGatewayRefund } from './payout';
import { loadRefundsSettings } from './refunds-settings';
import { registerRefundsRoutes } from './refunds-routes';
import type { Handling } from './seller-actions';
import { startRefundTimers } from './timers';

/**
 * After-sales: refund and return requests of the buyer, the seller's and the platform's answers,
 * the state machine with a progress record per transition, money back through the paying method
 * exactly once, stock, points and coupons, the order's refund labels, and the three timers.
 * README.md beside this file; the state diagram in docs/after-sales.md.
 */
export const refundsModule: ApiModule = {
  name: 'refunds',
  register(api, ctx) {
    const settings = loadRefundsSettings(ctx.config);
    const handling: Handling = { settings, gateway: sandboxGatewayRefund(settings.gatewayRefundWindowMs) };
    registerRefundsRoutes(api, ctx, handling);
    startRefundTimers(api, ctx.db, handling);
  },
};

export { runRefundTimers } from './timers';
