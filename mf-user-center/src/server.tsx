import type { RemoteServerEntry } from '@mall/shared';
import { myOrdersFirstCalls } from './api/orders';
import { overviewFirstCalls } from './api/overview';
import { resources } from './i18n';
import { NAMESPACE } from './namespace';
import UserCenterHomePage from './pages/uc-home-page';
import MyOrdersPage, { orderTabOf, PAGE_SIZE } from './pages/uc-order-page';

/**
 * mf-user-center's server entry (shared/src/ssr.ts): the overview and My Orders (any state tab),
 * rendered by the site server as the first view from these same components, with the calls they
 * make first. Both are behind sign-in: with the browser's token cookie the site server makes these
 * calls as that buyer (docs/architecture.md, "Initial data"); signed out, the shell shows the
 * sign-in prompt instead of the page.
 */
const entry: RemoteServerEntry = {
  namespace: NAMESPACE,
  i18n: resources,
  pages: {
    ucHome: { Page: UserCenterHomePage, data: () => overviewFirstCalls() },
    '/user-center/uc-order': { Page: MyOrdersPage, data: (_, search) => myOrdersFirstCalls(orderTabOf(search).status, PAGE_SIZE) },
  },
};
export default entry;
