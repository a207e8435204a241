import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@mall/shared/react-query';
import { http, useLocale } from '@mall/shared';
import { FRESH, UC } from './keys';

/** Footprints by day in the buyer's zone (API module `userCenter`, contracts/user-center.ts). */
export const footprintKeys = { all: [UC, 'footprints'] as const };
export const useFootprints = (current: number, size: number) => {
  const locale = useLocale();
  return useQuery({
    ...FRESH,
    queryKey: [...footprintKeys.all, current, size, locale],
    queryFn: () => http.data('GET /p/user/footprint/page', { query: { current, size } }),
    placeholderData: keepPreviousData,
  });
};
function useFootprintChange<A>(fn: (arg: A) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: footprintKeys.all }) });
}
export const useDeleteFootprint = () =>
  useFootprintChange((prodId: number) => http.data('DELETE /p/user/footprint/:prodId', { params: { prodId } }));
export const useClearFootprints = () => useFootprintChange(() => http.data('DELETE /p/user/footprint'));
