import { Image, Space, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from '@mall/shared/react-i18n';
import { formatDateTime, resolveImage, useLocale } from '@mall/shared';
import type { RefundDetail, RefundProgress } from '@mall/shared/contracts';
import { REFUND_STATUS_COLORS } from '@mall/shared/schemas';
import { NAMESPACE } from '../../namespace';
import { useRemaining } from '../countdown';

/** The request's state as the buyer reads it: status, intervention and money result. */
export function RefundStatusTags({ refund }: { refund: Pick<RefundDetail, 'status' | 'intervention' | 'refundResult'> }) {
  const { t } = useTranslation(NAMESPACE);
  const c = (key: string) => t(key, { ns: 'common' });
  return (
    <Space size={4} wrap>
      <Tag color={REFUND_STATUS_COLORS[refund.status]} data-testid="refund-status" data-status={refund.status}>
        {c(`refund.shortStatus.${refund.status}`)}
      </Tag>
      {refund.intervention != null && (
        <Tag color="purple" data-testid="refund-intervention" data-intervention={refund.intervention}>
          {c(`refund.intervention.${refund.intervention}`)}
        </Tag>
      )}
      {refund.refundResult && (
        <Tag
          color={refund.refundResult === 'failed' ? 'red' : refund.refundResult === 'success' ? 'green' : 'gold'}
          data-testid="refund-result"
        >
          {c(`refund.result.${refund.refundResult}`)}
        </Tag>
      )}
    </Space>
  );
}

/** "6 d 23:59:10" (or "6天 23:59:10"): what is left until the next automatic step. */
export function useRemainingText(deadline: string | null | undefined, serverTime?: string): string | null {
  const { t } = useTranslation(NAMESPACE);
  const ms = useRemaining(deadline, serverTime);
  if (!deadline) return null;
  const s = Math.ceil(ms / 1000);
  const days = Math.floor(s / 86_400);
  const hms = [Math.floor((s % 86_400) / 3600), Math.floor((s % 3600) / 60), s % 60].map((n) => String(n).padStart(2, '0')).join(':');
  return days > 0 ? t('returns.remainingDays', { days, time: hms }) : hms;
}

/** The next automatic step and its countdown, worded for the buyer. */
export function RefundDeadline({ refund }: { refund: Pick<RefundDetail, 'deadline' | 'serverTime'> }) {
  const { t } = useTranslation(NAMESPACE);
  const left = useRemainingText(refund.deadline?.at, refund.serverTime);
  if (!refund.deadline || left == null) return null;
  return (
    <Typography.Text type="warning" data-testid="refund-deadline" data-kind={refund.deadline.kind}>
      {t(`refund.deadline.${refund.deadline.kind}`, { ns: 'common', time: left })}
    </Typography.Text>
  );
}

/** Thumbnails of vouchers (signed links that open the picture). */
export function VoucherThumbs({ files, testId }: { files: string[]; testId: string }) {
  if (!files.length) return null;
  return (
    <Image.PreviewGroup>
      <Space wrap data-testid={testId} data-count={files.length}>
        {files.map((url) => (
          <Image key={url} src={url} width={64} height={64} style={{ objectFit: 'cover' }} alt="" />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}

/** The request's timeline: who did what, when, with their note and vouchers. */
export function RefundTimeline({ progress }: { progress: RefundProgress[] }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = useLocale();
  const c = (key: string) => t(key, { ns: 'common' });
  return (
    <Timeline
      data-testid="refund-timeline"
      items={[...progress].reverse().map((p, i) => ({
        key: i,
        color: p.action === 'reject' || p.action === 'refundFailed' ? 'red' : p.status === 5 ? 'green' : 'blue',
        children: (
          <Space orientation="vertical" size={2} data-testid="refund-step" data-action={p.action}>
            <Typography.Text strong>
              {c(`refund.actor.${p.actor}`)} · {c(`refund.action.${p.action}`)}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {formatDateTime(p.time, locale)}
            </Typography.Text>
            {p.note && <Typography.Text>{p.note}</Typography.Text>}
            <VoucherThumbs files={p.files} testId="refund-step-files" />
          </Space>
        ),
      }))}
    />
  );
}

/** A product line of the request. */
export function RefundItemLine({ item }: { item: RefundDetail['items'][number] }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Space align="start">
      <Image src={resolveImage(item.pic)} width={48} height={48} preview={false} alt="" />
      <Space orientation="vertical" size={0}>
        <Typography.Text>
          {item.prodName} {item.gift && <Tag color="magenta">{t('returns.gift')}</Tag>}
        </Typography.Text>
        <Typography.Text type="secondary">
          {item.skuName} × {item.count}
        </Typography.Text>
      </Space>
    </Space>
  );
}
