import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@mall/shared/react-query';
import { http } from '@mall/shared';
import { FRESH, UC } from './keys';

/** Balance and points with their ledgers, and the top-up (API module `membership`, contracts/membership.ts). */
export interface LedgerFilter {
  direction?: 'in' | 'out';
  reason?: string;
  from?: string;
  to?: string;
}
export const walletKeys = { all: [UC, 'wallet'] as const, summary: [UC, 'wallet', 'summary'] as const };

export const useWalletSummary = () =>
  useQuery({ ...FRESH, queryKey: walletKeys.summary, queryFn: () => http.data('GET /p/wallet/summary') });
export const useLedger = (which: 'balance' | 'points', filter: LedgerFilter, current: number, size: number) =>
  useQuery({
    ...FRESH,
    queryKey: [...walletKeys.all, which, filter, current, size],
    queryFn: () =>
      http.data(which === 'balance' ? 'GET /p/wallet/balanceLog' : 'GET /p/wallet/pointsLog', { query: { ...filter, current, size } }),
    placeholderData: keepPreviousData,
  });
/** A top-up order; the page sends the buyer to the payment counter with it. */
export const useRecharge = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { amount: number; currency: string }) => http.data('POST /p/wallet/recharge', { body }),
    // The balance shown is stale from now on: the counter (another remote) credits it.
    onSuccess: () => Promise.all([walletKeys.all, [UC, 'overview']].map((queryKey) => qc.invalidateQueries({ queryKey }))),
  });
};
