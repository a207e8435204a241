import type { RemoteServerEntry } from '@mall/shared';
import { cartFirstCalls } from './api/cart';
import { orderDetailFirstCalls, paymentFirstCalls, submitOrderFirstCalls } from './api/checkout-api';
import { resources } from './i18n';
import { HELP_TOPICS } from './components/help/topics';
import { NAMESPACE } from './namespace';
import CartPage from './pages/cart-page';
import HelpPage from './pages/help-page';
import OrderDetailPage from './pages/order-detail-page';
import PaymentPage from './pages/payment-page';
import SubmitOrderPage from './pages/submit-order-page';

/**
 * mf-checkout's server entry (shared/src/ssr.ts): the signed-in buyer's cart, submit order (its
 * addresses and the first price of what the URL selects, by the GET twin of confirm), payment and
 * order detail, rendered by the site server as the first view from these same components, with the calls
 * they make first. The site server makes those calls as the buyer of the page's token cookie
 * (docs/architecture.md, "Initial data"); without one the shell shows the sign-in prompt.
 */
const entry: RemoteServerEntry = {
  namespace: NAMESPACE,
  i18n: resources,
  pages: {
    cart: { Page: CartPage, data: () => cartFirstCalls() },
    submitOrder: { Page: SubmitOrderPage, data: (_, search) => submitOrderFirstCalls(search) },
    payment: { Page: PaymentPage, data: (_, search) => paymentFirstCalls(search.get('orderNumbers') ?? '') },
    orderDetail: { Page: OrderDetailPage, data: (_, search) => orderDetailFirstCalls(search.get('orderNumber') ?? '') },
    // The help centre: public text, read before any script (search engines, a first-time buyer).
    ...Object.fromEntries(['help', ...HELP_TOPICS.map((x) => x.pageKey)].map((key) => [key, { Page: HelpPage }])),
  },
};
export default entry;
