import { useSiteStore } from '@mall/shared';
import { useTranslation } from '@mall/shared/react-i18n';
import { LocaleLink } from './locale-link';

export function Footer() {
  const { t } = useTranslation('shell');
  const title = useSiteStore((s) => s.webConfig?.pcTitleContent ?? '');
  const service = useSiteStore((s) => s.webConfig?.customerService as { email?: string; phone?: string } | undefined);
  return (
    <footer className="site-footer" data-testid="site-footer">
      <div className="container footer-cols">
        <div>
          <h2>{t('footer.buyers')}</h2>
          <LocaleLink to="/categories">{t('header.categories')}</LocaleLink>
          <LocaleLink to="/purchase-order">{t('header.rfq')}</LocaleLink>
          <LocaleLink to="/procurement">{t('footer.suppliers')}</LocaleLink>
          <LocaleLink to="/infos">{t('footer.purchaseInfo')}</LocaleLink>
          <LocaleLink to="/help/buyer-protection">{t('footer.protection')}</LocaleLink>
        </div>
        <div>
          <h2>{t('footer.sellers')}</h2>
          <LocaleLink to="/shop-apply">{t('header.openShop')}</LocaleLink>
          <LocaleLink to="/shop-list">{t('header.shopList')}</LocaleLink>
        </div>
        <div>
          <h2>{t('footer.help')}</h2>
          {/* The help centre's pages (mf-checkout), and the site map. */}
          <LocaleLink to="/help/about">{t('footer.about')}</LocaleLink>
          <LocaleLink to="/help/shipping">{t('footer.shipping')}</LocaleLink>
          <LocaleLink to="/help/returns">{t('footer.returns')}</LocaleLink>
          <LocaleLink to="/help/payment">{t('footer.payment')}</LocaleLink>
          <LocaleLink to="/help/terms">{t('footer.terms')}</LocaleLink>
          <LocaleLink to="/help/privacy">{t('footer.privacy')}</LocaleLink>
          <LocaleLink to="/sitemap">{t('footer.sitemap')}</LocaleLink>
          {service?.email && (
            <a href={`mailto:${service.email}`} className="footer-contact">
              {service.email}
            </a>
          )}
          {service?.phone && <span className="footer-contact">{service.phone}</span>}
        </div>
      </div>
      <div className="container copyright">
        © {new Date().getFullYear()} {title} · {t('footer.rights')}
      </div>
    </footer>
  );
}
