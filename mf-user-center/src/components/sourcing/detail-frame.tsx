import type { ReactNode } from 'react';
import { Result } from 'antd';
import { errorText, isApiError, RESPONSE_CODES } from '@mall/shared';
import { LocaleLink, QueryStatus, type QueryLike } from '@mall/shared/ui';

/**
 * The frame of a sourcing detail page (request, public request, quotation): no id in the URL, an
 * id the API does not know or will not show this account (A00013, worded by the server, with the
 * way back to the list), a failure that a retry may cure, or the item.
 */
export function DetailFrame({
  hasId,
  query,
  noIdTitle,
  back,
  backText,
  missingTestId,
  rows,
  children,
}: {
  hasId: boolean;
  query: QueryLike;
  noIdTitle: string;
  back: string;
  backText: string;
  missingTestId: string;
  rows: number;
  children: ReactNode;
}) {
  const backLink = <LocaleLink to={back}>{backText}</LocaleLink>;
  if (!hasId) return <Result status="warning" title={noIdTitle} extra={backLink} />;
  if (query.isError && isApiError(query.error) && query.error.code === RESPONSE_CODES.NOT_FOUND)
    return <Result status="404" title={errorText(query.error)} extra={backLink} data-testid={missingTestId} />;
  return (
    <QueryStatus query={query} rows={rows}>
      {children}
    </QueryStatus>
  );
}
