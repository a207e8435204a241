import { stripLocale } from '@mall/shared';
import { Button, Result } from '@mall/shared/ui/lite';
import { useTranslation } from '@mall/shared/react-i18n';
import { useLocation } from '@mall/shared/router';
import { LocaleLink } from '../components/locale-link';

/** The spec's picture of the 404 page: an empty parcel under a magnifier (an SVG: no font glyph). */
function LostParcel() {
  return (
    <svg width="220" height="150" viewBox="0 0 220 150" role="presentation" data-testid="not-found-picture">
      <ellipse cx="110" cy="138" rx="86" ry="8" fill="#f0f0f0" />
      <path d="M40 60 L100 40 L160 60 L100 80 Z" fill="#ffd8bf" />
      <path d="M40 60 L100 80 L100 132 L40 112 Z" fill="#ffbb96" />
      <path d="M160 60 L100 80 L100 132 L160 112 Z" fill="#ff9c6e" />
      <path d="M70 50 L130 70" stroke="#fff" strokeWidth="4" />
      <circle cx="158" cy="44" r="22" fill="#e6f4ff" stroke="#c8102e" strokeWidth="6" />
      <path d="M174 60 L196 82" stroke="#c8102e" strokeWidth="8" strokeLinecap="round" />
      <text x="100" y="112" textAnchor="middle" fontSize="22" fontWeight="700" fill="#fff" fontFamily="sans-serif">
        404
      </text>
    </svg>
  );
}

/** 404 (spec section 2): 'Page Not Found', the path, a picture and a way back to '/'. */
export function NotFoundPage() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  return (
    <Result
      status="404"
      icon={<LostParcel />}
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
