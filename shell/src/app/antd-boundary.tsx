import { lazy, Suspense, type ReactNode } from 'react';

/**
 * antd (about 440 kB gzip) loads only for pages that use it. The light pages (the shell's frame,
 * home, product detail: the route table flags them `light`) never download it, so a phone paints
 * them sooner. `preloadAntd()` starts the download beside a remote page's own, not after it.
 */
const importScope = () => import('./antd-scope');
let scope: ReturnType<typeof importScope> | null = null;
export const preloadAntd = () => (scope ??= importScope());

const LazyScope = lazy(preloadAntd);

export function AntdBoundary({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <LazyScope>{children}</LazyScope>
    </Suspense>
  );
}
