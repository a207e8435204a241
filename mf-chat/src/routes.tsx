import type { RemoteRoutesModule } from '@mall/shared';
import { resources } from './i18n';
import { NAMESPACE } from './namespace';
import { routes } from './route-table';

export { routes };
export const namespace = NAMESPACE;
export const i18n = resources;

/** One lazily loaded module per page, keyed by the route table's pageKey. */
export const pages: RemoteRoutesModule['pages'] = {
  chat: () => import('./pages/chat-messages-page'),
  chat2: () => import('./pages/chat-window-page'),
};

const mod: RemoteRoutesModule = { namespace, i18n, routes, pages };
export default mod;
