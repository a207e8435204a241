import { useLocaleStore, withLocale } from '@mall/shared';
import { Link, type LinkProps } from '@mall/shared/router';

/** A link that keeps the buyer's locale prefix. `to` is a path without the prefix. */
export function LocaleLink({ to, ...rest }: Omit<LinkProps, 'to'> & { to: string }) {
  const locale = useLocaleStore((s) => s.locale);
  return <Link to={withLocale(to, locale)} {...rest} />;
}

export function useLocalePath(): (path: string) => string {
  const locale = useLocaleStore((s) => s.locale);
  return (path: string) => withLocale(path, locale);
}
