import type { ReactNode } from 'react';
import { RESPONSE_CODES } from '../codes';
import { isApiError } from '@mall/shared';
import { Alert, Button, Result, Skeleton } from './lite';
import { LocaleLink } from './locale-link';
import { useUiTranslation } from './ui-i18n';

/** The parts of a query result (TanStack Query's shape) this needs. */
export interface QueryLike {
  isPending: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/**
 * What a detail page shows when the API says its item does not exist (A00013): the site's
 * "not found" (the server answers such URLs with HTTP 404 too), never an empty page.
 */
export function NotFoundResult() {
  const { t } = useUiTranslation();
  return (
    <Result
      status="404"
      data-testid="item-not-found"
      title={t('notFound')}
      extra={
        <LocaleLink to="/">
          <Button type="primary">{t('backHome')}</Button>
        </LocaleLink>
      }
    />
  );
}

/** One look for loading, failure (with retry) and ready, for every server-state region. */
export function QueryStatus({
  query,
  children,
  rows = 3,
  missing = false,
}: {
  query: QueryLike;
  children: ReactNode;
  rows?: number;
  /** The query answered, but the item it asked for does not exist (a detail page's data is null). */
  missing?: boolean;
}) {
  const { t } = useUiTranslation();
  if (query.isPending) return <Skeleton active paragraph={{ rows }} />;
  if (query.isError && isApiError(query.error) && query.error.code === RESPONSE_CODES.NOT_FOUND) return <NotFoundResult />;
  if (!query.isError && missing) return <NotFoundResult />;
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
