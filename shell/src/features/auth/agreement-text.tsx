import { useTranslation } from '@mall/shared/react-i18n';
import { LocaleLink } from '../../components/locale-link';

const LINK = { color: 'var(--brand)', textDecoration: 'underline' } as const;

/**
 * "I have read and agree to the Terms of Service and Privacy Policy", the two documents as links
 * (the help centre's pages, mf-checkout). They open in a new tab, so the sign-in or registration
 * form keeps what was typed; a click on them does not tick the box.
 */
export function AgreementText() {
  const { t } = useTranslation('shell');
  return (
    <>
      {t('agreement.prefix')}
      <LocaleLink to="/help/terms" target="_blank" rel="noopener" style={LINK} data-testid="agreement-terms">
        {t('agreement.terms')}
      </LocaleLink>
      {t('agreement.and')}
      <LocaleLink to="/help/privacy" target="_blank" rel="noopener" style={LINK} data-testid="agreement-privacy">
        {t('agreement.privacy')}
      </LocaleLink>
      {t('agreement.suffix')}
    </>
  );
}
