import { lazyPart } from '@mall/shared/ui/lazy-part';
import type { PictureManagerProps } from './picture-manager';

/**
 * The picture manager is an antd dialog. The chat pages are light (no antd): its code and antd
 * load when the buyer first opens it, or a moment earlier when the pointer or focus reaches the
 * button that opens it.
 */
const manager = lazyPart<PictureManagerProps>(() => import('./picture-manager-scoped'), { mountWhen: (p) => p.open });
export const LazyPictureManager = manager.Part;
export const preloadPictureManager = manager.preload;
