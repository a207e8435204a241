import type { ReactNode } from 'react';
import { Typography } from './lite';
import { useTranslation } from '@mall/shared/react-i18n';
import { useParams } from '@mall/shared/router';
import { useLocaleStore, type RouteDef } from '@mall/shared';
import { PageScaffold } from './page-scaffold';
import { routeCrumbs } from './route-meta';
import { useUiTranslation } from './ui-i18n';

export interface ScaffoldPageProps {
  /** The remote's route table. */
  routes: readonly RouteDef[];
  /** The remote's i18n namespace; page titles are `titles.<pageKey>` in it. */
  ns: string;
  pageKey: string;
  /** The page body; a short 'being built' note when absent. */
  children?: ReactNode;
}

/** The note a page shows until its real screen is built. */
export function UnderConstruction() {
  const { t } = useUiTranslation();
  return <Typography.Paragraph type="secondary">{t('underConstruction')}</Typography.Paragraph>;
}

/** A page of a route table, framed by PageScaffold with its translated title and parent crumbs. */
export function ScaffoldPage({ routes, ns, pageKey, children }: ScaffoldPageProps) {
  const { t } = useTranslation(ns);
  const params = useParams();
  const locale = useLocaleStore((s) => s.locale);
  const route = routes.find((r) => r.pageKey === pageKey);
  const title = t(`titles.${pageKey}`, { defaultValue: route?.title[locale] ?? pageKey });
  const crumbs = route ? routeCrumbs(routes, route, params, locale) : [];
  return (
    <PageScaffold title={title} crumbs={crumbs} testId={`page-${pageKey}`}>
      {children ?? <UnderConstruction />}
    </PageScaffold>
  );
}
