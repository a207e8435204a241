import { useTranslation } from '@mall/shared/react-i18n';
import { LocaleLink } from '@mall/shared/ui';
import { VisuallyHidden } from '@mall/shared/ui/lite';
import { NAMESPACE } from '../namespace';

/**
 * A section's "More" link, named by what it leads to for screen readers and crawlers
 * ("More" + hidden " News"): a bare "More" is not a descriptive link text.
 */
export function MoreLink({ to, what }: { to: string; what: string }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <LocaleLink to={to}>
      {t('home.more')}
      <VisuallyHidden> {what}</VisuallyHidden>
    </LocaleLink>
  );
}
