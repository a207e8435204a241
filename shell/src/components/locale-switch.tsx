import { currencySign, useCurrencyStore, useLocaleStore, useSiteStore, withLocale, isLocale } from '@mall/shared';
import { NativeSelect } from '@mall/shared/ui/lite';
import { useTranslation } from '@mall/shared/react-i18n';
import { useLocation, useNavigate } from '@mall/shared/router';
import { ensureLocaleRoutes } from '../app/locale-routes';

/** Switches language on the same page: the URL prefix is the source of truth. */
export function LocaleSwitch() {
  const { t } = useTranslation('shell');
  const locale = useLocaleStore((s) => s.locale);
  const languages = useSiteStore((s) => s.languages);
  const navigate = useNavigate();
  const location = useLocation();
  const options = (
    languages.length
      ? languages
      : [
          { lang: 'en', name: 'English', hide: false },
          { lang: 'zh_CN', name: '简体中文', hide: false },
        ]
  )
    .filter((l) => isLocale(l.lang))
    .map((l) => ({ value: l.lang, label: l.name }));
  return (
    <NativeSelect
      aria-label={t('header.language')}
      data-testid="locale-switch"
      value={locale}
      options={options}
      onChange={(next: string) => {
        if (!isLocale(next)) return;
        // The router has the page's language only until the buyer first switches.
        ensureLocaleRoutes(next);
        navigate(withLocale(location.pathname, next) + location.search + location.hash);
      }}
    />
  );
}

export function CurrencySwitch() {
  const { t } = useTranslation('shell');
  const { enabled, selected, select } = useCurrencyStore();
  const locale = useLocaleStore((s) => s.locale);
  return (
    <NativeSelect
      aria-label={t('header.currency')}
      data-testid="currency-switch"
      value={selected.currencyCode}
      options={enabled.map((c) => ({ value: c.currencyCode, label: `${c.currencyCode} ${currencySign(c.currencyCode, locale)}` }))}
      onChange={select}
    />
  );
}
