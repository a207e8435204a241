import { queryOptions, useMutation, useQuery, useQueryClient } from '@mall/shared/react-query';
import { useSyncExternalStore } from 'react';
import { http, uploadFile, useLocale, type Locale } from '@mall/shared';
import { encryptLoginPassword } from '@mall/shared/crypto';
import type { ShopProduct, Sku } from '@mall/shared/contracts';
import { QUOTATION_UPLOAD_PURPOSE, type QuotationSubmitInput } from '@mall/shared/schemas';

/**
 * A supplier's side of the procurement centre ("Quote now"): the merchant signs in with its own
 * account (merchant tokens never pass the buyer's routes, nor buyer tokens these), kept for this
 * tab only and apart from the buyer's session; then quotes through /merchant/quotation/*.
 */

const STORAGE_KEY = 'merchantSession';

export interface MerchantSession {
  token: string;
  userName: string;
  shopId: number | null;
}

function read(): MerchantSession | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as MerchantSession) : null;
  } catch {
    return null;
  }
}

let current: MerchantSession | null = typeof sessionStorage === 'undefined' ? null : read();
const listeners = new Set<() => void>();

/** The merchant session of this tab (sessionStorage), apart from the buyer's. */
export const merchantSession = {
  get: (): MerchantSession | null => current,
  set(session: MerchantSession | null): void {
    try {
      if (session) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(session));
      else sessionStorage.removeItem(STORAGE_KEY);
    } catch {
      /* storage unavailable: this page only */
    }
    current = session;
    listeners.forEach((l) => l());
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
export const useMerchantSession = () => useSyncExternalStore(merchantSession.subscribe, merchantSession.get, () => null);

const token = () => merchantSession.get()?.token ?? '';
/** A merchant call whose token was refused ends the merchant session (never the buyer's). */
async function asMerchant<T>(call: (merchantToken: string) => Promise<T>): Promise<T> {
  try {
    return await call(token());
  } catch (err) {
    if ((err as { code?: string }).code === 'A00004') merchantSession.set(null);
    throw err;
  }
}

/** Merchant sign-in (the same password encryption as the buyer's /login); answers the session. */
export async function merchantSignIn(userName: string, password: string): Promise<MerchantSession> {
  const login = await http.data(
    'POST /merchant/login',
    { body: { userName, passWord: encryptLoginPassword(password) } },
    { merchantToken: '' },
  );
  const info = await http.data('GET /merchant/info', undefined, { merchantToken: login.accessToken });
  const session = { token: login.accessToken, userName, shopId: info.shopId == null ? null : Number(info.shopId) };
  merchantSession.set(session);
  return session;
}

export const merchantSignOut = async () => {
  const t = token();
  merchantSession.set(null);
  await http.data('POST /merchant/logOut', undefined, { merchantToken: t }).catch(() => undefined);
};

/** The shop's products to attach to a quotation: its public listing (contracts/shops.ts). */
export type { ShopProduct };
/** A product's SKU to quote (contracts/catalog.ts). */
export type ProductSku = Sku;

export const merchantKeys = {
  all: ['userCenter', 'merchant'] as const,
  myQuotation: (rfqId: number, shopId: number, locale: Locale) => [...merchantKeys.all, 'quotation', rfqId, shopId, locale] as const,
  products: (shopId: number, locale: Locale) => [...merchantKeys.all, 'products', shopId, locale] as const,
  skus: (prodId: number, locale: Locale) => [...merchantKeys.all, 'skus', prodId, locale] as const,
};

export const getMyQuotationFor = (rfqId: number) =>
  asMerchant((merchantToken) => http.data('GET /merchant/quotation/page', { query: { rfqId, current: 1, size: 1 } }, { merchantToken }));
export const submitQuotation = (body: QuotationSubmitInput) =>
  asMerchant((merchantToken) => http.call('POST /merchant/quotation/submit', { body }, { merchantToken }));
export const getShopProducts = async (shopId: number) =>
  (await http.data('GET /shop/prodPage', { query: { shopId, current: 1, size: 50 } })).records;
export const getProductSkus = async (prodId: number) => (await http.data('GET /prod/prodInfo', { query: { prodId } })).skuList;

export const myQuotationQuery = (rfqId: number, shopId: number, locale: Locale) =>
  queryOptions({
    queryKey: merchantKeys.myQuotation(rfqId, shopId, locale),
    queryFn: async () => (await getMyQuotationFor(rfqId)).records[0] ?? null,
  });

export const useMyQuotationFor = (rfqId: number) => {
  const session = useMerchantSession();
  return useQuery({ ...myQuotationQuery(rfqId, session?.shopId ?? 0, useLocale()), enabled: Boolean(session?.shopId) && rfqId > 0 });
};
export const useShopProducts = (shopId: number | null | undefined) =>
  useQuery({
    queryKey: merchantKeys.products(shopId ?? 0, useLocale()),
    queryFn: () => getShopProducts(shopId!),
    enabled: Boolean(shopId),
  });
export const useProductSkus = (prodId: number | null | undefined) =>
  useQuery({ queryKey: merchantKeys.skus(prodId ?? 0, useLocale()), queryFn: () => getProductSkus(prodId!), enabled: Boolean(prodId) });

export function useSubmitQuotation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitQuotation,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: merchantKeys.all });
      void client.invalidateQueries({ queryKey: ['userCenter', 'rfq'] });
    },
  });
}

/** A quotation attachment through the upload service, as the merchant (its token asks for the signed URL). */
export async function uploadAsMerchant(file: File): Promise<string> {
  const contentType = file.type || 'application/octet-stream';
  const ticket = await asMerchant((merchantToken) =>
    http.data(
      'POST /merchant/file/uploadUrl',
      { body: { fileName: file.name, contentType, size: file.size, purpose: QUOTATION_UPLOAD_PURPOSE } },
      { merchantToken },
    ),
  );
  await uploadFile(ticket.uploadUrl, file, contentType);
  return ticket.fileKey;
}
