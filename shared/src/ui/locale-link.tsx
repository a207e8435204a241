import { useCallback } from 'react';
import { Link, type LinkProps, type To } from '@mall/shared/router';
import { useLocaleStore, withLocale, type Locale } from '@mall/shared';

/** Adds the locale prefix to an in-site path ('/cart?x=1' -> '/zh_CN/cart?x=1'); full URLs pass through. */
export function localizeTo(to: To, locale: Locale): To {
  if (typeof to !== 'string') return to.pathname === undefined ? to : { ...to, pathname: withLocale(to.pathname, locale) };
  if (!to.startsWith('/') || to.startsWith('//')) return to;
  const cut = to.search(/[?#]/);
  const pathname = cut === -1 ? to : to.slice(0, cut);
  return withLocale(pathname, locale) + (cut === -1 ? '' : to.slice(cut));
}

/** Localizes paths for the current locale (for `navigate`, hrefs built by hand). */
export function useLocalePath(): (to: To) => To {
  const locale = useLocaleStore((s) => s.locale);
  return useCallback((to: To) => localizeTo(to, locale), [locale]);
}

/** A react-router Link whose `to` is written without the locale; the /zh_CN prefix is added when Chinese is on. */
export function LocaleLink({ to, ...rest }: LinkProps) {
  const localize = useLocalePath();
  return <Link to={localize(to)} {...rest} />;
}
