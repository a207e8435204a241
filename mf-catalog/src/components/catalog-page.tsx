import type { ReactNode } from 'react';
import { useTranslation } from '@mall/shared/react-i18n';
import { useLocaleStore, usePageTitle } from '@mall/shared';
import { PageScaffold, ScaffoldPage, type Crumb } from '@mall/shared/ui';
import { NAMESPACE } from '../namespace';
import { routes } from '../route-table';

/** A catalog page framed with its title and breadcrumb from the route table. */
export function CatalogPage({ pageKey, children }: { pageKey: string; children?: ReactNode }) {
  return (
    <ScaffoldPage routes={routes} ns={NAMESPACE} pageKey={pageKey}>
      {children}
    </ScaffoldPage>
  );
}

/** A catalog page whose breadcrumb and title come from its data (category path, product, exhibition...). */
export function CatalogDataPage({
  pageKey,
  title,
  crumbs,
  children,
}: {
  pageKey: string;
  title?: string;
  crumbs: Crumb[];
  children?: ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  const locale = useLocaleStore((s) => s.locale);
  const route = routes.find((r) => r.pageKey === pageKey);
  // The document title is the item's name (a product, an article), as the server's head has it.
  usePageTitle(title);
  return (
    <PageScaffold
      title={title || t(`titles.${pageKey}`, { defaultValue: route?.title[locale] ?? pageKey })}
      crumbs={crumbs}
      testId={`page-${pageKey}`}
    >
      {children}
    </PageScaffold>
  );
}
