import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, unwrap, useLocale, type Page } from '@mall/shared';
import type { ProductCard } from '@mall/shared/contracts';
import { FRESH, UC } from './keys';

/** Collections: collected products (catalogue /p/user/collection) and followed shops (shops /p/shop/follow*). */
// wire-types: not a wire type (the shops module's /p/shop/followPage, not on the contract yet)
export interface FollowedShop {
  shopId: number;
  shopName: string;
  logo: string | null;
  shopStatus: number;
  followedAt: string;
}

export const collectionKeys = { all: [UC, 'collections'] as const };

export const useCollectedProducts = (current: number, size: number) => {
  const locale = useLocale();
  return useQuery({
    ...FRESH,
    queryKey: [...collectionKeys.all, 'products', current, size, locale],
    queryFn: async () => unwrap(await http.get<Page<ProductCard>>('/p/user/collection/page', { current, size })),
    placeholderData: keepPreviousData,
  });
};
export const useFollowedShops = (current: number, size: number) => {
  const locale = useLocale();
  return useQuery({
    ...FRESH,
    queryKey: [...collectionKeys.all, 'shops', current, size, locale],
    queryFn: async () => unwrap(await http.get<Page<FollowedShop>>('/p/shop/followPage', { current, size })),
    placeholderData: keepPreviousData,
  });
};

function useCollectionChange<A>(fn: (arg: A) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: collectionKeys.all }) });
}
/** Removes a product from the collection (the API toggles; only collected products are listed). */
export const useUncollect = () =>
  useCollectionChange(async (prodId: number) => unwrap(await http.post<boolean>('/p/user/collection/addOrCancel', { prodId })));
export const useUnfollow = () =>
  useCollectionChange(async (shopId: number) => unwrap(await http.post<{ followed: boolean }>('/p/shop/follow', { shopId })));
