import { Alert, Button, Card, QRCode, Space, Typography } from 'antd';
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

export function GatewayPanel({ payment, onRefresh, refreshing }: GatewayPanelProps) {
  const { t } = useTranslation(NAMESPACE);
  const left = useRemaining(payment.expiresAt);
  const expired = left <= 0;
  const link = payment.qrPayload ?? payment.redirectUrl ?? '';
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
            <QRCode value={payment.qrPayload} type="svg" size={180} errorLevel="M" aria-label={t('payment.scan')} data-testid="qr-code" />
          )}
          <Typography.Text code copyable data-testid="qr-payload">
            {link}
          </Typography.Text>
          <a href={link} target="_blank" rel="noreferrer" data-testid="gateway-link">
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
