import { queryOptions, useMutation, useQuery, useQueryClient } from '@mall/shared/react-query';
import { http, useIsLoggedIn } from '@mall/shared';
import type { ShopApplyInput } from '@mall/shared/contracts';

/** The buyer's free shop opening application (GET/POST /p/shop/apply, contracts/shops.ts). */
export type { ApplyStatusKey, ShopApplication, ShopApplyInput } from '@mall/shared/contracts';

export const applyKeys = { mine: (loggedIn: boolean) => ['shop', 'myApplication', loggedIn] as const };

export const getMyApplication = () => http.data('GET /p/shop/apply');
export const submitApplication = (body: ShopApplyInput) => http.data('POST /p/shop/apply', { body });

export const myApplicationQuery = (loggedIn: boolean) =>
  queryOptions({ queryKey: applyKeys.mine(loggedIn), queryFn: getMyApplication, enabled: loggedIn });

export const useMyApplication = () => useQuery(myApplicationQuery(useIsLoggedIn()));

export function useSubmitApplication() {
  const client = useQueryClient();
  return useMutation({ mutationFn: submitApplication, onSuccess: (app) => client.setQueryData(applyKeys.mine(true), app) });
}
