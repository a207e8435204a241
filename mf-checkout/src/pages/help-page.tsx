import { stripLocale, useSiteStore } from '@mall/shared';
import { useTranslation } from '@mall/shared/react-i18n';
import { useLocation } from '@mall/shared/router';
import { LocaleLink } from '@mall/shared/ui';
import { Card, Col, Row, Typography } from '@mall/shared/ui/lite';
import { CheckoutPage } from '../components/checkout-page';
import { HELP_FIGURES, HELP_TOPICS, type HelpTopic } from '../components/help/topics';
import { NAMESPACE } from '../namespace';

/** The menu: a column beside the article; on a phone, a few rows of links above it (not a screenful). */
const MENU_CSS = `.help-menu-list{list-style:none;margin:0;padding:0;display:grid;gap:4px}
.help-menu-list a{display:block;padding:8px 12px;border-radius:4px}
@media (max-width:767px){.help-menu-list{display:flex;flex-wrap:wrap;gap:6px}.help-menu-list a{padding:4px 10px;border:1px solid #f0f0f0;background:#fff}}`;

interface Section {
  h: string;
  p: string[];
}

/**
 * The help centre (`/help` and one page per topic): how shipping, returns and refunds, payment and
 * buyer protection work here, the terms and the privacy policy a buyer agrees to, and who we are.
 * The figures come from the same constants the checkout and after-sales apply. A light page with a
 * server-rendered first view: a search engine and a first-time buyer read it before any script.
 */
export default function HelpPage() {
  const { pathname } = useLocation();
  const topic = HELP_TOPICS.find((x) => x.path === stripLocale(pathname).replace(/\/+$/, ''));
  return (
    <CheckoutPage pageKey={topic?.pageKey ?? 'help'}>
      <Row gutter={[24, 16]}>
        <Col xs={24} md={6}>
          <HelpMenu current={topic} />
        </Col>
        <Col xs={24} md={18}>
          {topic ? <HelpArticle topic={topic} /> : <HelpIndex />}
        </Col>
      </Row>
    </CheckoutPage>
  );
}

function HelpMenu({ current }: { current: HelpTopic | undefined }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <nav aria-label={t('help.topics')} data-testid="help-menu">
      <style>{MENU_CSS}</style>
      <ul className="help-menu-list">
        {HELP_TOPICS.map((x) => (
          <li key={x.key}>
            <LocaleLink
              to={x.path}
              aria-current={x === current ? 'page' : undefined}
              style={{
                background: x === current ? '#fff1f0' : undefined,
                color: x === current ? 'var(--ml-primary, #c8102e)' : undefined,
                fontWeight: x === current ? 600 : undefined,
              }}
            >
              {t(`help.${x.key}.title`)}
            </LocaleLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function HelpIndex() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div data-testid="help-index">
      <Typography.Paragraph>{t('help.index.intro')}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {HELP_TOPICS.map((x) => (
          <Col xs={24} sm={12} key={x.key}>
            <Card size="small" title={<LocaleLink to={x.path}>{t(`help.${x.key}.title`)}</LocaleLink>}>
              <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                {t(`help.${x.key}.intro`)}
              </Typography.Paragraph>
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}

function HelpArticle({ topic }: { topic: HelpTopic }) {
  const { t } = useTranslation(NAMESPACE);
  const service = useSiteStore((s) => s.webConfig?.customerService as { email?: string } | undefined);
  const sections = t(`help.${topic.key}.sections`, { returnObjects: true, ...HELP_FIGURES }) as Section[];
  return (
    <article data-testid="help-article" data-topic={topic.key}>
      <Typography.Paragraph style={{ fontSize: 16 }}>{t(`help.${topic.key}.intro`)}</Typography.Paragraph>
      {sections.map((s) => (
        <section key={s.h}>
          <Typography.Title level={3} style={{ fontSize: 18 }}>
            {s.h}
          </Typography.Title>
          {s.p.map((text) => (
            <Typography.Paragraph key={text}>{text}</Typography.Paragraph>
          ))}
        </section>
      ))}
      <Typography.Paragraph type="secondary">{t('help.updated')}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        {t('help.contact')}
        {service?.email ? (
          <>
            {' '}
            <a href={`mailto:${service.email}`}>{service.email}</a>
          </>
        ) : null}
      </Typography.Paragraph>
    </article>
  );
}
