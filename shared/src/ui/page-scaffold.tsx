import type { ReactNode } from 'react';
import { Breadcrumb, Typography } from './lite';
import { LocaleLink } from './locale-link';
import type { Crumb } from './route-meta';
import { useUiTranslation } from './ui-i18n';

export interface PageScaffoldProps {
  title: string;
  /** Steps between Home and this page. */
  crumbs?: readonly Crumb[];
  children?: ReactNode;
  /** Root test id, `page-<pageKey>` by convention. */
  testId?: string;
}

/** The frame of a content page: breadcrumb (Home > ... > title), the title, then the page. */
export function PageScaffold({ title, crumbs = [], children, testId }: PageScaffoldProps) {
  const { t } = useUiTranslation();
  const items = [
    { key: '/', title: <LocaleLink to="/">{t('home')}</LocaleLink> },
    ...crumbs.map((c, i) => ({ key: c.to ?? `crumb-${i}`, title: c.to ? <LocaleLink to={c.to}>{c.title}</LocaleLink> : c.title })),
    { key: 'current', title },
  ];
  return (
    <section className="mall-page" data-testid={testId}>
      <nav aria-label={t('breadcrumb')}>
        <Breadcrumb items={items} />
      </nav>
      <Typography.Title level={1} style={{ fontSize: 24, margin: '16px 0' }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}
