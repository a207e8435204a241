import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@mall/shared/react-query';
import { http, useLocale } from '@mall/shared';
import { FRESH, UC } from './keys';
import { overviewKeys } from './overview';
import { walletKeys } from './wallet';

/** Member centre: levels, paid membership, daily sign-in, points mall (API module `membership`, contracts/membership.ts). */
export const memberKeys = { all: [UC, 'member'] as const };

export const useMemberCentre = () => {
  const locale = useLocale();
  return useQuery({ ...FRESH, queryKey: [...memberKeys.all, 'centre', locale], queryFn: () => http.data('GET /p/member/centre') });
};
/**
 * A membership order for a plan; the page sends the buyer to the payment counter with it. What the
 * centre showed is stale from now on (the counter, another remote, activates the membership).
 */
export const useBuyPlan = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (planId: string) => http.data('POST /p/member/buy', { body: { planId } }),
    onSuccess: () =>
      Promise.all(
        [memberKeys.all, walletKeys.all, overviewKeys.all, [UC, 'coupons']].map((queryKey) => qc.invalidateQueries({ queryKey })),
      ),
  });
};

export const useSignInStatus = () =>
  useQuery({ ...FRESH, queryKey: [...memberKeys.all, 'signIn'], queryFn: () => http.data('GET /p/member/signIn') });
export const useSignIn = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => http.data('POST /p/member/signIn'),
    onSettled: async () => {
      await qc.invalidateQueries({ queryKey: memberKeys.all });
      await qc.invalidateQueries({ queryKey: walletKeys.all });
      await qc.invalidateQueries({ queryKey: overviewKeys.all });
    },
  });
};

export const usePointsMall = (current: number, size: number) => {
  const locale = useLocale();
  return useQuery({
    ...FRESH,
    queryKey: [...memberKeys.all, 'pointsMall', current, size, locale],
    queryFn: () => http.data('GET /pointsMall/page', { query: { current, size } }),
    placeholderData: keepPreviousData,
  });
};
