import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A part of a light page that needs antd (a dialog, the gateway's QR panel): its code and antd
 * load only when it is wanted, so the page's first view stays light (docs/architecture.md "Light
 * kit, antd only where needed").
 *
 * - `preload` starts the download a moment before it is needed (pointer or focus on the button
 *   that opens it). A failed preload is dropped quietly: the render asks again, and a failure
 *   then reaches the page's error boundary.
 * - `mountWhen` keeps the part out of the tree until it first holds (for a dialog: `open`); after
 *   that it stays mounted so that closing can animate and reopening is instant. Without it the part
 *   is mounted, and loaded, as soon as it renders.
 */
export function lazyPart<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  options: { mountWhen?: (props: P) => boolean } = {},
) {
  const Loaded = lazy(load);
  const preload = () => void load().catch(() => undefined);
  const { mountWhen } = options;
  function Part(props: P) {
    const [wanted, setWanted] = useState(() => !mountWhen || mountWhen(props));
    if (!wanted && mountWhen?.(props)) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return { Part, preload };
}
