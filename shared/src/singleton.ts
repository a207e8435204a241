/** This copy's own instances, where there is no page (Node: the API, the server render). */
const local: Record<string, unknown> = {};

/**
 * One instance per page for stateful modules (stores, bus), even if a bundle ever carried a second
 * copy of this package: Module Federation shares it, this is the belt to that pair of braces.
 * In Node there is no page: the API's own copy of this package and the shell's server entry (which
 * renders first views with its bundled React) must not hand each other their stores.
 */
export function pageSingleton<T>(key: string, create: () => T): T {
  if (typeof window === 'undefined') return (local[key] ??= create()) as T;
  const g = globalThis as unknown as { __MALL_SINGLETONS__?: Record<string, unknown> };
  const bag = (g.__MALL_SINGLETONS__ ??= {});
  return (bag[key] ??= create()) as T;
}
