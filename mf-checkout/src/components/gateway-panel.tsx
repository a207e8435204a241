import { QRCodeSVG } from '@rc-component/qrcode';
import { Alert, Button, Card, Space, toast, Typography } from '@mall/shared/ui/lite';
import { useTranslation } from '@mall/shared/react-i18n';
import type { PayResult } from '../api/checkout-api';
import { mmss, useRemaining } from './countdown';
import { NAMESPACE } from '../namespace';

/** The sandbox gateway's QR step: the hosted page link (what the QR code encodes), countdown, refresh. */
export interface GatewayPanelProps {
  payment: PayResult;
  onRefresh: () => void;
  refreshing: boolean;
}

// The code's quiet zone: white around it, as scanners need.
const QR_FRAME = { display: 'inline-block', padding: 12, background: '#fff', lineHeight: 0 } as const;
const LINK_ROW = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 } as const;
const GATEWAY_LINK = { color: 'var(--ml-primary)', textDecoration: 'underline', lineHeight: '24px' } as const;

/**
 * On the light kit, as the payment counter around it: paying through a gateway downloads the QR
 * code's encoder (@rc-component/qrcode, the one antd's QRCode is made of), not antd.
 */
export function GatewayPanel({ payment, onRefresh, refreshing }: GatewayPanelProps) {
  const { t } = useTranslation(NAMESPACE);
  const left = useRemaining(payment.expiresAt);
  const expired = left <= 0;
  const link = payment.qrPayload ?? payment.redirectUrl ?? '';
  const copy = () =>
    navigator.clipboard?.writeText(link).then(
      () => toast.success(t('payment.linkCopied')),
      () => undefined,
    );
  return (
    <Card title={t('payment.sandboxGateway')} data-testid="gateway-panel">
      {expired ? (
        <Alert
          type="warning"
          showIcon
          title={t('payment.qrExpired')}
          data-testid="qr-expired"
          action={
            <Button onClick={onRefresh} loading={refreshing} data-testid="qr-refresh">
              {t('payment.refreshQr')}
            </Button>
          }
        />
      ) : (
        <Space direction="vertical">
          <Typography.Text>{payment.qrPayload ? t('payment.scan') : t('payment.redirect')}</Typography.Text>
          {payment.qrPayload && (
            // SVG, so it stays sharp when zoomed; level M as phone wallets expect.
            <span style={QR_FRAME} role="img" aria-label={t('payment.scan')} data-testid="qr-code">
              <QRCodeSVG value={payment.qrPayload} size={180} level="M" marginSize={0} aria-hidden="true" focusable="false" />
            </span>
          )}
          <span style={LINK_ROW}>
            <code style={{ wordBreak: 'break-all' }} data-testid="qr-payload">
              {link}
            </code>
            <Button type="link" size="small" onClick={copy} data-testid="qr-copy">
              {t('payment.copyLink')}
            </Button>
          </span>
          <a href={link} target="_blank" rel="noreferrer" style={GATEWAY_LINK} data-testid="gateway-link">
            {t('payment.openGateway')}
          </a>
          <Typography.Text type="secondary" data-testid="qr-countdown">
            {t('payment.qrValid', { time: mmss(left) })}
          </Typography.Text>
        </Space>
      )}
    </Card>
  );
}
