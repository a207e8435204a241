import type { RemoteRoutesModule } from '@mall/shared';
import { yieldToMain } from '@mall/shared/ui/after-paint';
import { resources } from './i18n';
import { NAMESPACE } from './namespace';
import { routes } from './route-table';

export { routes };
export const namespace = NAMESPACE;
export const i18n = resources;

/** One lazily loaded module per page, keyed by the route table's pageKey. */
export const pages: RemoteRoutesModule['pages'] = {
  chat: () => import('./pages/chat-messages-page'),
  // /chat2 reads its address with the shared rule (zod) in its first render: zod is evaluated in a
  // task of its own, then the page's code, so neither makes one long task with the other.
  chat2: async () => {
    await import('./widget/chat2-address');
    await yieldToMain();
    return import('./pages/chat-window-page');
  },
};

const mod: RemoteRoutesModule = { namespace, i18n, routes, pages };
export default mod;
