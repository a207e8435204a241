import { DEV_MAILBOX_PATH, getConfig, useLocaleStore, withLocale } from '@mall/shared';
import { useUiTranslation } from './ui-i18n';
import { VisuallyHidden } from './lite/visually-hidden';

const LINK = { display: 'inline-block', margin: '4px 0', fontSize: 13 } as const;

/**
 * "Demo site: open the mailbox", beside every form that mails a code, while the server keeps its
 * mail for the demo mailbox instead of sending it (RuntimeConfig.devMailbox: `npm start` without
 * SMTP). It opens the mailbox in a new tab, filtered to `mail` when given, so the form keeps what
 * the buyer typed. Nothing otherwise.
 */
export function DemoMailboxLink({ mail }: { mail?: string }) {
  const { t } = useUiTranslation();
  const locale = useLocaleStore((s) => s.locale);
  if (!getConfig().devMailbox) return null;
  const to = mail?.trim();
  const href = withLocale(DEV_MAILBOX_PATH, locale) + (to ? `?to=${encodeURIComponent(to)}` : '');
  return (
    <a className="demo-mailbox-link" style={LINK} href={href} target="_blank" rel="noopener" data-testid="demo-mailbox-link">
      {t('demoMailbox.link')}
      <VisuallyHidden> {t('demoMailbox.newTab')}</VisuallyHidden>
    </a>
  );
}
