import { useTranslation } from '@mall/shared/react-i18n';
import { NothingGiven } from '@mall/shared/ui';
import { NAMESPACE } from '../namespace';

/** The order pages opened without their order: say so and lead to the order list. */
export function NoOrderGiven() {
  const { t } = useTranslation(NAMESPACE);
  return <NothingGiven title={t('nothingGiven.order')} to="/user-center/uc-order" linkText={t('nothingGiven.toOrders')} />;
}
