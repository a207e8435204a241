import { queryOptions, useQuery } from '@mall/shared/react-query';
import { http, useLocale, type Locale } from '@mall/shared';
import { FRESH, FRESH_AFTER_FIRST_VIEW, UC } from './keys';

/** uc-home's one call (API module `userCenter`, contracts/user-center.ts). */
export const overviewKeys = { all: [UC, 'overview'] as const, of: (locale: Locale) => [UC, 'overview', locale] as const };
export const getOverview = () => http.data('GET /p/user/center/overview');
export const overviewQuery = (locale: Locale) => queryOptions({ ...FRESH, queryKey: overviewKeys.of(locale), queryFn: getOverview });
/** The overview's first call as the server entry names it (src/server.tsx). */
export const overviewFirstCalls = () => [http.callPath('GET /p/user/center/overview')];
/**
 * The server's answer is the first render's (initialData), so the page hydrates what the server
 * sent, and is not asked again right after it (FRESH_AFTER_FIRST_VIEW).
 */
export const useOverview = () =>
  useQuery({ ...overviewQuery(useLocale()), ...FRESH_AFTER_FIRST_VIEW, initialData: () => http.peekData('GET /p/user/center/overview') });
