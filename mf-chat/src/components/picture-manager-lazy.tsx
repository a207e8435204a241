import { lazy, Suspense, useState } from 'react';
import type { PictureManagerProps } from './picture-manager';

/**
 * The picture manager is an antd dialog. The chat pages are light (no antd): its code and antd
 * load when the buyer first opens it, or a moment earlier when the pointer or focus reaches the
 * button that opens it.
 */
const load = () => import('./picture-manager-scoped');
const Scoped = lazy(load);
export const preloadPictureManager = () => void load();

export function LazyPictureManager(props: PictureManagerProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Scoped {...props} />
    </Suspense>
  );
}
