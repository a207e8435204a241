import { lazy, Suspense } from 'react';
import type { GatewayPanelProps } from './gateway-panel';

/**
 * The gateway's QR step is an antd panel (antd's QR code). The payment counter is light (no
 * antd): the panel and antd load when a gateway payment is opened, or a moment earlier when the
 * buyer picks a gateway method (docs/architecture.md "Light kit, antd only where needed").
 */
const load = () => import('./gateway-panel-scoped');
const Scoped = lazy(load);
export const preloadGatewayPanel = () => void load().catch(() => undefined);

export function LazyGatewayPanel(props: GatewayPanelProps) {
  return (
    <Suspense fallback={null}>
      <Scoped {...props} />
    </Suspense>
  );
}
