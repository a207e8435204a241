import { stripLocale } from '@mall/shared';
import { Button, Result } from '@mall/shared/ui/lite';
import { useTranslation } from '@mall/shared/react-i18n';
import { useLocation } from '@mall/shared/router';
import { LocaleLink } from '../components/locale-link';

/** 404 (spec section 2): 'Page Not Found', the path, a picture and a way back to '/'. */
export function NotFoundPage() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  return (
    <Result
      status="404"
      data-testid="not-found"
      title={t('notFound.title')}
      subTitle={<span data-testid="not-found-path">{t('notFound.text', { path: stripLocale(pathname) })}</span>}
      extra={
        <LocaleLink to="/">
          <Button type="primary">{t('notFound.backHome')}</Button>
        </LocaleLink>
      }
    />
  );
}
