import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@mall/shared/react-query';
import { http, useLocale } from '@mall/shared';
import { FRESH, UC } from './keys';

/** Collections: collected products (catalogue /p/user/collection) and followed shops (shops /p/shop/follow*). */
export const collectionKeys = { all: [UC, 'collections'] as const };

export const useCollectedProducts = (current: number, size: number) => {
  const locale = useLocale();
  return useQuery({
    ...FRESH,
    queryKey: [...collectionKeys.all, 'products', current, size, locale],
    queryFn: () => http.data('GET /p/user/collection/page', { query: { current, size } }),
    placeholderData: keepPreviousData,
  });
};
export const useFollowedShops = (current: number, size: number) => {
  const locale = useLocale();
  return useQuery({
    ...FRESH,
    queryKey: [...collectionKeys.all, 'shops', current, size, locale],
    queryFn: () => http.data('GET /p/shop/followPage', { query: { current, size } }),
    placeholderData: keepPreviousData,
  });
};

function useCollectionChange<A>(fn: (arg: A) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: collectionKeys.all }) });
}
/** Removes a product from the collection (the API toggles; only collected products are listed). */
export const useUncollect = () =>
  useCollectionChange((prodId: number) => http.data('POST /p/user/collection/addOrCancel', { body: { prodId } }));
export const useUnfollow = () => useCollectionChange((shopId: number) => http.data('POST /p/shop/follow', { body: { shopId } }));
