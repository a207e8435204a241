import { lazyPart } from '@mall/shared/ui/lazy-part';
import type { GatewayPanelProps } from './gateway-panel';

/**
 * The gateway's QR step is an antd panel (antd's QR code). The payment counter is light (no
 * antd): the panel and antd load when a gateway payment is opened, or a moment earlier when the
 * buyer picks a gateway method (docs/architecture.md "Light kit, antd only where needed").
 */
const panel = lazyPart<GatewayPanelProps>(() => import('./gateway-panel-scoped'));
export const LazyGatewayPanel = panel.Part;
export const preloadGatewayPanel = panel.preload;
