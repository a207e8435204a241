import { formatDateTime, http, useLocaleStore } from '@mall/shared';
import { Button, Card, Empty, Input, Result, Spin, Tag, toast, Typography } from '@mall/shared/ui/lite';
import { useQuery } from '@mall/shared/react-query';
import { useTranslation } from '@mall/shared/react-i18n';
import { useSearchParams } from '@mall/shared/router';
import { useState } from 'react';
import { LocaleLink } from '../../components/locale-link';

/** How many mails the page lists, and how often it looks for new ones while open. */
const MAILBOX_LIMIT = 30;
const MAILBOX_POLL_MS = 3000;

/** The first six-digit code of a mail (every code mail carries one), for the copy button. */
export const codeOf = (text: string): string | null => /\b(\d{6})\b/.exec(text)?.[1] ?? null;

/**
 * /dev/mailbox: the demo site's mailbox (`npm start` without SMTP keeps mail instead of sending
 * it). The newest mails first, filtered by address (`?to=`, what the code forms' link sets), each
 * with its code ready to copy; it looks for new mail every few seconds. The shell owns it: it is
 * the site's, not a domain's, and the forms that mail codes are mostly the shell's (sign-in,
 * registration, password reset). Only routed while the server says the mailbox is on.
 */
export function DevMailboxPage() {
  const { t } = useTranslation('shell');
  const locale = useLocaleStore((s) => s.locale);
  const [params, setParams] = useSearchParams();
  const to = params.get('to') ?? '';
  const [draft, setDraft] = useState(to);
  const mails = useQuery({
    queryKey: ['dev-mailbox', to],
    queryFn: () => http.data('GET /dev/mailbox', { query: { ...(to ? { to } : {}), limit: MAILBOX_LIMIT } }),
    refetchInterval: MAILBOX_POLL_MS,
  });
  const filter = (address: string) => setParams(address.trim() ? { to: address.trim() } : {}, { replace: true });
  const copy = async (code: string) => {
    try {
      await navigator.clipboard.writeText(code);
      toast.success(t('mailbox.copied', { code }));
    } catch {
      // No clipboard (a page on a plain-http address other than localhost): the code is on screen.
      toast.warning(t('mailbox.copyFailed'));
    }
  };

  return (
    <div className="dev-mailbox" data-testid="dev-mailbox">
      <Typography.Title level={2}>{t('mailbox.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('mailbox.intro')}</Typography.Paragraph>
      <form
        className="dev-mailbox-filter"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          filter(draft);
        }}
      >
        <Input
          type="email"
          name="to"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder={t('mailbox.filterPlaceholder')}
          aria-label={t('mailbox.filter')}
          data-testid="dev-mailbox-filter"
        />
        <Button htmlType="submit" type="primary">
          {t('mailbox.filter')}
        </Button>
        {to ? (
          <Button
            onClick={() => {
              setDraft('');
              filter('');
            }}
          >
            {t('mailbox.showAll')}
          </Button>
        ) : null}
      </form>
      {mails.isPending ? (
        <Spin tip={t('remote.loading')}>
          <div style={{ minHeight: 160 }} />
        </Spin>
      ) : mails.isError ? (
        <Result
          status="warning"
          title={t('mailbox.failed')}
          extra={
            <Button type="primary" onClick={() => void mails.refetch()}>
              {t('remote.retry')}
            </Button>
          }
        />
      ) : mails.data.length === 0 ? (
        <Empty description={to ? t('mailbox.emptyFor', { to }) : t('mailbox.empty')} data-testid="dev-mailbox-empty" />
      ) : (
        <ol className="dev-mailbox-list" aria-label={t('mailbox.list')}>
          {mails.data.map((mail) => {
            const code = codeOf(mail.text);
            return (
              <li key={mail.id} data-testid="dev-mail">
                <Card size="small">
                  <div className="dev-mail-head">
                    <strong className="dev-mail-subject">{mail.subject}</strong>
                    <span className="dev-mail-meta">
                      {t('mailbox.to', { to: mail.to })} · {formatDateTime(mail.createdAt, locale)}
                    </span>
                  </div>
                  {code ? (
                    <div className="dev-mail-code">
                      <span>{t('mailbox.code')}</span>
                      <code data-testid="dev-mail-code">{code}</code>
                      <Button size="small" onClick={() => void copy(code)} aria-label={t('mailbox.copyCode', { code })}>
                        {t('mailbox.copy')}
                      </Button>
                      {mail.status === 'failed' ? <Tag color="error">{t('mailbox.failedMail')}</Tag> : null}
                    </div>
                  ) : null}
                  <details>
                    <summary>{t('mailbox.body')}</summary>
                    <pre className="dev-mail-text">{mail.text}</pre>
                  </details>
                </Card>
              </li>
            );
          })}
        </ol>
      )}
      <p className="dev-mailbox-back">
        <LocaleLink to="/register">{t('mailbox.register')}</LocaleLink> · <LocaleLink to="/">{t('notFound.backHome')}</LocaleLink>
      </p>
    </div>
  );
}
