import type { RemoteRoutesModule } from '@mall/shared';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Marks a routes module that stands in for a remote whose code did not load. */
export const UNAVAILABLE = Symbol.for('mall.remote-unavailable');
export type UnavailableRoutes = RemoteRoutesModule & { [UNAVAILABLE]: true };

export const isUnavailable = (mod: unknown): mod is UnavailableRoutes =>
  typeof mod === 'object' && mod !== null && (mod as Record<symbol, unknown>)[UNAVAILABLE] === true;

/**
 * The region fallback as Module Federation's `errorLoadRemote`: when a remote's `./routes` cannot be
 * loaded (its manifest, entry or chunks, after the retry plugin's attempts), the runtime answers
 * with a routes module whose every page is the region's "unavailable, Retry" (made by `pageFor`),
 * so that remote costs only its own region. Nothing is cached: the shell's loader keeps no
 * unavailable module and the runtime forgot the failed load, so Retry asks again. Other modules
 * (widgets) get no stand-in: their callers already live without them.
 */
export function regionFallbackPlugin(pageFor: (mfName: string) => RemoteRoutesModule['pages'][string]): ModuleFederationRuntimePlugin {
  return {
    name: 'mall-region-fallback',
    errorLoadRemote({ id, lifecycle }) {
      // 'afterResolve' (a manifest that did not load) would take an answer as the manifest itself;
      // the error goes on to the load's own 'onLoad' call below instead.
      if (lifecycle !== 'onLoad') return undefined;
      const [mfName, expose] = [id.slice(0, id.indexOf('/')), id.slice(id.indexOf('/') + 1)];
      if (!mfName || expose !== 'routes') return undefined;
      const page = pageFor(mfName);
      const unavailable = {
        [UNAVAILABLE]: true,
        namespace: mfName,
        i18n: { en: {}, zh_CN: {} },
        routes: [],
        // Whatever page the router asks for.
        pages: new Proxy({}, { get: (_target, key) => (typeof key === 'string' ? page : undefined) }),
      } satisfies UnavailableRoutes;
      return unavailable;
    },
  };
}
