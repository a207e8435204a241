import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CatalogPage } from '../components/catalog-page';
import { NAMESPACE } from '../namespace';

/** '/search?type=product|supplier&keyword=' */
export default function SearchPage() {
  const { t } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  const type = params.get('type') === 'supplier' ? 'supplier' : 'product';
  const keyword = params.get('keyword') ?? '';
  return (
    <CatalogPage pageKey="search">
      <Typography.Paragraph data-testid="search-summary">
        {keyword ? t('search.summary', { keyword, type: t(`search.type.${type}`) }) : t('search.noKeyword')}
      </Typography.Paragraph>
    </CatalogPage>
  );
}
