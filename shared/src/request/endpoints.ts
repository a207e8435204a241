import type { UnitDictEntry } from '../units';
import type { Currency } from '../stores/currency';
import type { UserInfo } from '../stores/session';
import { UNIT_DICT_TYPE } from '../constants';
import { http } from './client';

/** Typed endpoint functions for the spec section 7 calls every part may make. */
export interface SeoConfig {
  type: string;
  title: string;
  keywords: string;
  description: string;
}
export interface WebConfig {
  pcTitleContent: string;
  pcLogoImg: string;
  seoConfigList: SeoConfig[];
  [key: string]: unknown;
}
export interface LangItem {
  lang: string;
  name: string;
  hide: boolean;
}

export const getUnits = async (): Promise<UnitDictEntry[]> =>
  (await http.get<UnitDictEntry[]>('/dict/data/list', { dictType: UNIT_DICT_TYPE })).data ?? [];
export const getWebConfig = async (): Promise<WebConfig> => (await http.get<WebConfig>('/webConfig/getPcWebConfig')).data;
export const getCurrencies = async (): Promise<Currency[]> => (await http.get<Currency[]>('/currency/list')).data ?? [];
export const getLanguages = async (): Promise<LangItem[]> =>
  (await http.get<{ langItemList: LangItem[] }>('/lang/default')).data?.langItemList ?? [];
/** HIDE_SALES comes back as a JSON string with isOpen. */
export const getHideSales = async (): Promise<boolean> => {
  const raw = (await http.get<string>('/pconfig/getInfo/HIDE_SALES')).data;
  try {
    return Boolean((typeof raw === 'string' ? JSON.parse(raw) : raw)?.isOpen);
  } catch {
    return false;
  }
};
export const getUserInfo = async (): Promise<UserInfo> => (await http.get<UserInfo>('/p/user/userInfo')).data;

/** Picks the SEO entry of a type from the web config (the 'home' type gives the home head). */
export function seoFor(config: Pick<WebConfig, 'seoConfigList'> | null | undefined, type: string): SeoConfig | undefined {
  return config?.seoConfigList?.find((s) => s.type === type);
}
