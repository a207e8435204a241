import type { Locale } from '@mall/shared';

/** Small SQL helpers the modules' queries share. */

/**
 * An array parameter that works on both drivers (they serialise JS arrays differently): pass
 * JSON.stringify(list) as $n and use this expression in the SQL.
 */
export const arr = (n: number, type: 'bigint' | 'text' | 'int') => `ARRAY(SELECT jsonb_array_elements_text($${n}::jsonb)::${type})`;

/** int8/numeric columns arrive as strings; amounts here are far below 2^53. */
export const num = (v: unknown): number => (v == null ? 0 : Number(v));

/** A timestamp column as ISO text (null stays null). */
export const iso = (v: unknown): string | null => (v == null ? null : new Date(v as string).toISOString());

/**
 * What a unit of product `p` costs now, as lists show it: a seckill before its start sells at its
 * retail price (@mall/shared unitPrice, the same rule for checkout and the product page).
 */
export const salePriceSql = (p = 'p') =>
  `CASE WHEN ${p}.prod_type = 'seckill' AND ${p}.seckill_start > now() THEN ${p}.ori_price ELSE ${p}.price END`;

/** Column suffix of a locale: bilingual columns are name_en / name_zh. */
export type Lang = 'en' | 'zh';
export const langOfLocale = (locale: Locale): Lang => (locale === 'zh_CN' ? 'zh' : 'en');
