import { queryOptions, useMutation, useQuery, useQueryClient } from '@mall/shared/react-query';
import { http } from '@mall/shared';
import type { AddressInput } from '@mall/shared/contracts';

/** The buyer's receiving addresses (API module `checkout`, contracts/address.ts): fetchers, query options, hooks. */
export type { SavedAddress as Address, AddressInput } from '@mall/shared/contracts';

export const addressKeys = { all: ['checkout', 'addresses'] as const };

export const getAddresses = () => http.data('GET /p/address/list');
export const addAddress = (body: AddressInput) => http.data('POST /p/address/addAddr', { body });
export const updateAddress = (addrId: number, body: AddressInput) => http.data('PUT /p/address/updateAddr', { body: { ...body, addrId } });
export const removeAddress = (addrId: number) => http.data('DELETE /p/address/deleteAddr/:addrId', { params: { addrId } });
export const makeDefaultAddress = (addrId: number) => http.data('PUT /p/address/defaultAddr/:addrId', { params: { addrId } });

export const addressesQuery = () => queryOptions({ queryKey: addressKeys.all, queryFn: getAddresses });
export const useAddresses = () => useQuery(addressesQuery());
/** The same, starting from the list the server wrote into the page when there is one (the submit-order page's first view). */
export const usePreloadedAddresses = () => useQuery({ ...addressesQuery(), initialData: () => http.peekData('GET /p/address/list') });

/** Adds (addrId null) or updates an address; the list is read again afterwards. */
export function useSaveAddress() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ addrId, value }: { addrId: number | null; value: AddressInput }) =>
      addrId === null ? addAddress(value) : updateAddress(addrId, value),
    onSuccess: () => qc.invalidateQueries({ queryKey: addressKeys.all }),
  });
}
