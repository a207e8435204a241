import type { SeoConfig, WebConfig } from '../contracts/system';
import { HIDE_SALES_KEY, UNIT_DICT_TYPE } from '../constants';
import type { UserInfo } from '../stores/session';
import { http } from './client';

/** The spec section 7 calls every part may make (contracts/system.ts, contracts/accounts.ts). */
export type { LangItem, SeoConfig, WebConfig } from '../contracts/system';

export const getUnits = () => http.data('GET /dict/data/list', { query: { dictType: UNIT_DICT_TYPE } });
export const getWebConfig = () => http.data('GET /webConfig/getPcWebConfig');
export const getCurrencies = () => http.data('GET /currency/list');
export const getLanguages = async () => (await http.data('GET /lang/default')).langItemList;
/** HIDE_SALES comes back as a JSON string with isOpen. */
export const getHideSales = async (): Promise<boolean> => {
  const raw = await http.data('GET /pconfig/getInfo/:key', { params: { key: HIDE_SALES_KEY } });
  try {
    return Boolean(raw && (JSON.parse(raw) as { isOpen?: unknown }).isOpen);
  } catch {
    return false;
  }
};
export const getUserInfo = (): Promise<UserInfo> => http.data('GET /p/user/userInfo');

/** Picks the SEO entry of a type from the web config (the 'home' type gives the home head). */
export function seoFor(config: Pick<WebConfig, 'seoConfigList'> | null | undefined, type: string): SeoConfig | undefined {
  return config?.seoConfigList?.find((s) => s.type === type);
}
