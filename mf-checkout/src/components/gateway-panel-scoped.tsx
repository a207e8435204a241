import AntdScope from '@mall/shared/ui/antd-scope';
import { GatewayPanel, type GatewayPanelProps } from './gateway-panel';

/** The gateway panel inside antd's theme and locale (loaded on demand by the light payment counter). */
export default function ScopedGatewayPanel(props: GatewayPanelProps) {
  return (
    <AntdScope>
      <GatewayPanel {...props} />
    </AntdScope>
  );
}
