import { Tag } from 'antd';
import { useTranslation } from '@mall/shared/react-i18n';
import type { InquiryState, QuotationStateKey } from '@mall/shared/schemas';
import { NAMESPACE } from '../../namespace';

const QUOTATION_COLOR: Record<QuotationStateKey, string> = {
  unread: 'red',
  read: 'blue',
  expired: 'warning',
  closed: 'default',
  confirmed: 'processing',
  completed: 'success',
};

/** A quotation's state of spec section 4 (its code beside it for support calls). */
export function QuotationStatusTag({ statusKey, status }: { statusKey: string; status: number }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Tag color={QUOTATION_COLOR[statusKey as QuotationStateKey] ?? 'default'} data-testid="quotation-status" data-status={status}>
      {t(`sourcing.quotationStates.${statusKey}`)}
    </Tag>
  );
}

const INQUIRY_COLOR: Record<InquiryState, string> = {
  unread: 'red',
  readNotSent: 'orange',
  readAndSent: 'blue',
  replied: 'green',
  closed: 'default',
};

export function InquiryStatusTag({ status }: { status: InquiryState }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Tag color={INQUIRY_COLOR[status]} data-testid="inquiry-status" data-status={status}>
      {t(`sourcing.inquiryStates.${status}`)}
    </Tag>
  );
}
