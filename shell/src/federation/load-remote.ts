import { addNamespace, type LiveRemote, type RemoteRoutesModule } from '@mall/shared';
import i18next from 'i18next';
import type { ComponentType } from 'react';
import { isUnavailable } from './fallback-plugin';
import { loadRemote } from './runtime';

const modules = new Map<string, Promise<RemoteRoutesModule>>();
const pages = new Map<string, Promise<ComponentType>>();
/** Pages already loaded, for a first render without a loading state. */
const loaded = new Map<string, ComponentType>();
export const loadedPage = (remote: LiveRemote, pageKey: string): ComponentType | undefined => loaded.get(`${remote.name}:${pageKey}`);

/** The server's render (server.tsx): the pages of the remotes' server entries, known before rendering. */
export function registerServerPages(pages: { remote: LiveRemote; pageKey: string; Page: ComponentType }[]): void {
  loaded.clear();
  for (const p of pages) loaded.set(`${p.remote.name}:${p.pageKey}`, p.Page);
}

/**
 * Page keys ('mf-catalog:productDetail') whose first view the server rendered in full (written
 * into the HTML as data-ssr-pages on #root). While the app hydrates, any other page starts in its
 * loading state, as the server rendered it, even if its code is already here.
 */
let serverRendered: Set<string> | null = null;
export function setHydrating(pages: string[] | null): void {
  serverRendered = pages ? new Set(pages) : null;
}
export const shownLoadingByServer = (remote: LiveRemote, pageKey: string): boolean =>
  serverRendered !== null && !serverRendered.has(`${remote.name}:${pageKey}`);

/**
 * Loads a remote's `./routes` module once and registers its translations. A remote that did not
 * load answers with its region fallback (fallback-plugin.ts), which is not kept: the next ask
 * (the region's Retry, another page of it) loads it again.
 */
export function loadRoutesModule(remote: LiveRemote): Promise<RemoteRoutesModule> {
  let p = modules.get(remote.name);
  if (!p) {
    p = loadRemote<{ default?: RemoteRoutesModule } & RemoteRoutesModule>(`${remote.mfName}/routes`).then((m) => {
      if (isUnavailable(m)) {
        modules.delete(remote.name);
        return m;
      }
      const mod = (m && 'default' in m && m.default ? m.default : m) as RemoteRoutesModule | null;
      if (!mod || !mod.pages) throw new Error(`${remote.name}: ./routes is not a routes module`);
      addNamespace(i18next, mod.namespace, mod.i18n as { en: object; zh_CN: object });
      return mod;
    });
    p.catch(() => modules.delete(remote.name));
    modules.set(remote.name, p);
  }
  return p;
}

export function loadPage(remote: LiveRemote, pageKey: string): Promise<ComponentType> {
  const key = `${remote.name}:${pageKey}`;
  let p = pages.get(key);
  if (!p) {
    p = loadRoutesModule(remote).then(async (mod) => {
      const loader = mod.pages[pageKey];
      if (!loader) throw new Error(`${remote.name} has no page ${pageKey}`);
      const Page = (await loader()).default;
      if (isUnavailable(mod)) pages.delete(key);
      else loaded.set(key, Page);
      return Page;
    });
    p.catch(() => pages.delete(key));
    pages.set(key, p);
  }
  return p;
}

/** Starts fetching a remote's code early (hover, idle) without waiting for it. */
export function prefetchRemote(remote: LiveRemote): void {
  loadRoutesModule(remote).catch(() => undefined);
}
