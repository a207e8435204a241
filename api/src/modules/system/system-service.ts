import { DEFAULT_LOCALE, HIDE_SALES_KEY, type Locale } from '@mall/shared';
import type { CurrencyView, LanguageList, UnitDictEntry, WebConfig } from '@mall/shared/contracts';
import type { AppContext } from '../../context';

/** The no-login reference data of spec section 7, worded for the request's language. */

export async function listDictionary(ctx: AppContext, dictType: string, locale: Locale): Promise<UnitDictEntry[]> {
  return ctx.db.query<UnitDictEntry>(
    `SELECT dict_label AS "dictLabel", COALESCE(texts ->> $2, texts ->> $3, dict_label) AS "dictValue"
       FROM dict_data
      WHERE dict_type = $1 AND status = 1
      ORDER BY sort, dict_label`,
    [dictType, locale, DEFAULT_LOCALE],
  );
}

export async function getWebConfig(ctx: AppContext, locale: Locale): Promise<WebConfig | null> {
  const row = await ctx.db.one<{ config: WebConfig }>(
    // The buyer's language when configured, else the default language's config.
    `SELECT config FROM web_config WHERE lang IN ($1, $2) ORDER BY (lang = $1) DESC LIMIT 1`,
    [locale, DEFAULT_LOCALE],
  );
  return row?.config ?? null;
}

/** All currencies, disabled ones included: the client drops a cookie currency that is not enabled. */
export async function listCurrencies(ctx: AppContext, locale: Locale): Promise<CurrencyView[]> {
  return ctx.db.query<CurrencyView>(
    `SELECT currency_id AS "currencyId", currency_code AS "currencyCode",
            COALESCE(names ->> $1, names ->> $2, currency_code) AS "currencyName",
            symbol, exchange_rate AS "exchangeRate", status, default_currency AS "defaultCurrency",
            to_char(rate_date, 'YYYY-MM-DD') AS "rateDate"
       FROM currency
      ORDER BY sort, currency_id`,
    [locale, DEFAULT_LOCALE],
  );
}

export async function listLanguages(ctx: AppContext): Promise<LanguageList> {
  const rows = await ctx.db.query<{ lang: string; name: string; hide: boolean; isDefault: boolean }>(
    `SELECT lang, name, hide, is_default AS "isDefault" FROM language ORDER BY sort, lang`,
  );
  return {
    langItemList: rows.map(({ lang, name, hide }) => ({ lang, name, hide })),
    defaultLang: rows.find((r) => r.isDefault)?.lang ?? DEFAULT_LOCALE,
  };
}

/**
 * A public switch by key, as the stored string (HIDE_SALES is the JSON string '{"isOpen":...}').
 * HIDE_SALES=1 in the environment forces sales hidden whatever the row says; unknown or private
 * keys give null.
 */
export async function getPublicConfig(ctx: AppContext, key: string): Promise<string | null> {
  if (key === HIDE_SALES_KEY && ctx.config.hideSales) return JSON.stringify({ isOpen: true });
  const row = await ctx.db.one<{ value: string }>(`SELECT param_value AS value FROM sys_config WHERE param_key = $1 AND is_public`, [key]);
  return row?.value ?? null;
}
