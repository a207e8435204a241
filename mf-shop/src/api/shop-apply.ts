import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, uploadFile, useIsLoggedIn } from '@mall/shared';
import { dataOf } from './shops';

/** The buyer's free shop opening application (GET/POST /p/shop/apply). */
export type ApplyStatusKey = 'underReview' | 'passed' | 'notPassed' | 'offline';

export interface ShopApplyInput {
  shopName: string;
  contactPhone: string;
  region: string;
  address: string;
  lat: number;
  lng: number;
  intro: string;
  logo: string;
  businessLicence: string;
  idCardFront: string;
  idCardBack: string;
}

export interface ShopApplication extends ShopApplyInput {
  applyId: number;
  status: number;
  statusKey: ApplyStatusKey;
  auditRemark: string | null;
  shopId: number | null;
  shopStatus: number | null;
  submitCount: number;
  updatedAt: string;
}

/** Upload purposes of the application's files (the API's upload service rules). */
export const APPLY_PURPOSES = {
  logo: 'shop-logo',
  businessLicence: 'shop-licence',
  idCardFront: 'id-card',
  idCardBack: 'id-card',
} as const;
export type ApplyFileField = keyof typeof APPLY_PURPOSES;

export const getMyApplication = async () => dataOf(await http.get<ShopApplication | null>('/p/shop/apply'));
export const submitApplication = async (input: ShopApplyInput) => dataOf(await http.post<ShopApplication>('/p/shop/apply', input));

/**
 * The upload flow of spec section 7: ask the API for a signed single-use URL, then PUT the bytes
 * to it without credentials. Answers the file key to submit with the form.
 */
export async function uploadImage(file: File, purpose: string): Promise<string> {
  const data = dataOf(
    await http.post<{ uploadUrl: string; fileKey: string }>('/p/file/uploadUrl', {
      fileName: file.name,
      contentType: file.type || 'application/octet-stream',
      size: file.size,
      purpose,
    }),
  );
  await uploadFile(data.uploadUrl, file, file.type || 'application/octet-stream');
  return data.fileKey;
}

/** Lets go of a file replaced before submitting (frees its upload slot). */
export const discardUpload = async (fileKey: string) => dataOf(await http.post<boolean>('/p/file/discard', { fileKey }));

export function useMyApplication() {
  const loggedIn = useIsLoggedIn();
  return useQuery({ queryKey: ['shop', 'myApplication', loggedIn], queryFn: getMyApplication, enabled: loggedIn });
}

export function useSubmitApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitApplication,
    onSuccess: (app) => client.setQueryData(['shop', 'myApplication', true], app),
  });
}
