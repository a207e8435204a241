import { Tag } from 'antd';
import { useTranslation } from '@mall/shared/react-i18n';
import type { RfqState } from '@mall/shared/schemas';
import { NAMESPACE } from '../../namespace';

const COLOR: Record<RfqState, string> = {
  inquiring: 'processing',
  closed: 'default',
  buyerClosed: 'default',
  expired: 'warning',
  canceled: 'default',
  confirmed: 'success',
  done: 'success',
};

/** A request's state of spec section 4, worded in the buyer's language. */
export function RfqStatusTag({ status }: { status: RfqState }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Tag color={COLOR[status]} data-testid="rfq-status" data-status={status}>
      {t(`rfq.states.${status}`)}
    </Tag>
  );
}
