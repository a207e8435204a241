import { Tag } from '@mall/shared/ui/lite';
import { useTranslation } from '@mall/shared/react-i18n';
import { NAMESPACE } from '../namespace';

const COLORS = ['blue', 'green', 'default'] as const;

/** Spec section 4: not started, in progress, ended. */
export function ExhibitionState({ state }: { state: 0 | 1 | 2 }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Tag color={COLORS[state]} data-testid="exhibition-state">
      {t(`exhibition.state.${state}`)}
    </Tag>
  );
}
