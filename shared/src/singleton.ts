/**
 * One instance per page for stateful modules (stores, bus), even if a bundle ever carried a second
 * copy of this package: Module Federation shares it, this is the belt to that pair of braces.
 */
export function pageSingleton<T>(key: string, create: () => T): T {
  const g = globalThis as unknown as { __MALL_SINGLETONS__?: Record<string, unknown> };
  const bag = (g.__MALL_SINGLETONS__ ??= {});
  return (bag[key] ??= create()) as T;
}
