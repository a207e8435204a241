import { HIDE_SALES_KEY, UNIT_DICT_TYPE } from '@mall/shared';
import type { Db } from '../index';
import type { SeedOptions } from './index';
import { UNITS_OF_MEASUREMENT } from './units-of-measurement';
import { WEB_CONFIG_SEED } from './web-config';

/** The day the seeded rates were taken: shown beside converted amounts ("rate of …"). */
const RATES_DATE = '2026-11-02';
const CURRENCIES = [
  { code: 'USD', symbol: '$', rate: 1, status: 1, isDefault: 1, names: { en: 'US Dollar', zh_CN: '美元' } },
  { code: 'CNY', symbol: '¥', rate: 7.1, status: 1, isDefault: 0, names: { en: 'Chinese Yuan', zh_CN: '人民币' } },
  { code: 'EUR', symbol: '€', rate: 0.92, status: 1, isDefault: 0, names: { en: 'Euro', zh_CN: '欧元' } },
  { code: 'GBP', symbol: '£', rate: 0.79, status: 1, isDefault: 0, names: { en: 'British Pound', zh_CN: '英镑' } },
  { code: 'JPY', symbol: '¥', rate: 151, status: 1, isDefault: 0, names: { en: 'Japanese Yen', zh_CN: '日元' } },
  // Listed but switched off: buyers holding it in their cookie fall back to the default.
  { code: 'RUB', symbol: '₽', rate: 92, status: 0, isDefault: 0, names: { en: 'Russian Ruble', zh_CN: '俄罗斯卢布' } },
];

const LANGUAGES = [
  { lang: 'en', name: 'English', hide: false, isDefault: true },
  { lang: 'zh_CN', name: '简体中文', hide: false, isDefault: false },
  // Prepared but not offered yet.
  { lang: 'ja', name: '日本語', hide: true, isDefault: false },
];

/**
 * Reference data the storefront needs before anything else. The unit dictionary follows the code
 * (updated on every start); currencies, languages, web config and switches are only inserted when
 * missing, so an operator's edits survive restarts.
 */
export async function seedSystem(db: Db, _opts: SeedOptions): Promise<void> {
  const units = UNITS_OF_MEASUREMENT.map((u, i) => ({ label: u.label, en: u.en, zh: u.zh_CN, sort: i + 1 }));
  await db.query(
    `INSERT INTO dict_data (dict_type, dict_label, texts, sort)
     SELECT $1, u.label, jsonb_build_object('en', u.en, 'zh_CN', u.zh), u.sort
       FROM jsonb_to_recordset($2::jsonb) AS u(label text, en text, zh text, sort integer)
     ON CONFLICT (dict_type, dict_label)
     DO UPDATE SET texts = EXCLUDED.texts, sort = EXCLUDED.sort, updated_at = now()
     WHERE dict_data.texts IS DISTINCT FROM EXCLUDED.texts OR dict_data.sort IS DISTINCT FROM EXCLUDED.sort`,
    [UNIT_DICT_TYPE, JSON.stringify(units)],
  );

  for (const [lang, config] of Object.entries(WEB_CONFIG_SEED)) {
    await db.query(`INSERT INTO web_config (lang, config) VALUES ($1, $2::jsonb) ON CONFLICT (lang) DO NOTHING`, [
      lang,
      JSON.stringify(config),
    ]);
  }

  for (const [i, c] of CURRENCIES.entries()) {
    await db.query(
      `INSERT INTO currency (currency_code, symbol, exchange_rate, status, default_currency, names, sort, rate_date)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8)
       ON CONFLICT (currency_code) DO NOTHING`,
      [c.code, c.symbol, c.rate, c.status, c.isDefault, JSON.stringify(c.names), i + 1, RATES_DATE],
    );
  }

  for (const [i, l] of LANGUAGES.entries()) {
    await db.query(`INSERT INTO language (lang, name, hide, is_default, sort) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (lang) DO NOTHING`, [
      l.lang,
      l.name,
      l.hide,
      l.isDefault,
      i + 1,
    ]);
  }

  await db.query(
    `INSERT INTO sys_config (param_key, param_value, is_public, remark) VALUES ($1, $2, true, $3)
     ON CONFLICT (param_key) DO NOTHING`,
    [HIDE_SALES_KEY, JSON.stringify({ isOpen: false }), 'isOpen=true hides sold counts on the storefront'],
  );
}
