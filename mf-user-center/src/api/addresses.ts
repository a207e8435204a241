import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, unwrap } from '@mall/shared';
import type { AddressFields, SavedAddress } from '@mall/shared/ui/address-form';
import { FRESH, UC } from './keys';

/** The address book (checkout's /p/address API, API.md; the same addresses checkout offers). */
export const addressKeys = { all: [UC, 'addresses'] as const };
export const useAddresses = () =>
  useQuery({ ...FRESH, queryKey: addressKeys.all, queryFn: async () => unwrap(await http.get<SavedAddress[]>('/p/address/list')) });

function useAddressChange<A>(fn: (arg: A) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: addressKeys.all }) });
}
export const useSaveAddress = () =>
  useAddressChange(async ({ addrId, value }: { addrId: number | null; value: AddressFields }) =>
    unwrap(
      addrId === null
        ? await http.post<SavedAddress>('/p/address/addAddr', value)
        : await http.put<SavedAddress>('/p/address/updateAddr', { ...value, addrId }),
    ),
  );
export const useDeleteAddress = () =>
  useAddressChange(async (addrId: number) => unwrap(await http.delete<null>(`/p/address/deleteAddr/${addrId}`)));
export const useDefaultAddress = () =>
  useAddressChange(async (addrId: number) => unwrap(await http.put<null>(`/p/address/defaultAddr/${addrId}`)));
