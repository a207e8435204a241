import type { ReactNode } from 'react';
import { Alert, Button, Skeleton } from './lite';
import { useUiTranslation } from './ui-i18n';

/** The parts of a query result (TanStack Query's shape) this needs. */
export interface QueryLike {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** One look for loading, failure (with retry) and ready, for every server-state region. */
export function QueryStatus({ query, children, rows = 3 }: { query: QueryLike; children: ReactNode; rows?: number }) {
  const { t } = useUiTranslation();
  if (query.isPending) return <Skeleton active paragraph={{ rows }} />;
  if (query.isError)
    return (
      <Alert
        type="warning"
        showIcon
        title={t('loadFailed')}
        action={
          <Button size="small" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        }
      />
    );
  return <>{children}</>;
}
