import { lazyPart } from '@mall/shared/ui/lazy-part';
import type { GatewayPanelProps } from './gateway-panel';

/**
 * The gateway's QR step, with its QR encoder, loads when a gateway payment is opened, or a moment
 * earlier when the buyer picks a gateway method: the payment counter's start-up does not carry it.
 * Light like the counter (no antd).
 */
const panel = lazyPart<GatewayPanelProps>(() => import('./gateway-panel').then((m) => ({ default: m.GatewayPanel })));
export const LazyGatewayPanel = panel.Part;
export const preloadGatewayPanel = panel.preload;
