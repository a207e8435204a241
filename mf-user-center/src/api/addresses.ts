import { useMutation, useQuery, useQueryClient } from '@mall/shared/react-query';
import { http } from '@mall/shared';
import type { AddressInput } from '@mall/shared/contracts';
import { FRESH, UC } from './keys';

/** The address book (checkout's /p/address API, contracts/address.ts; the same addresses checkout offers). */
export const addressKeys = { all: [UC, 'addresses'] as const };
export const useAddresses = () => useQuery({ ...FRESH, queryKey: addressKeys.all, queryFn: () => http.data('GET /p/address/list') });

function useAddressChange<A>(fn: (arg: A) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: addressKeys.all }) });
}
export const useSaveAddress = () =>
  useAddressChange(({ addrId, value }: { addrId: number | null; value: AddressInput }) =>
    addrId === null
      ? http.data('POST /p/address/addAddr', { body: value })
      : http.data('PUT /p/address/updateAddr', { body: { ...value, addrId } }),
  );
export const useDeleteAddress = () =>
  useAddressChange((addrId: number) => http.data('DELETE /p/address/deleteAddr/:addrId', { params: { addrId } }));
export const useDefaultAddress = () =>
  useAddressChange((addrId: number) => http.data('PUT /p/address/defaultAddr/:addrId', { params: { addrId } }));
