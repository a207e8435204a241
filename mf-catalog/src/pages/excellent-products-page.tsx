import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LocaleLink, QueryStatus } from '@mall/shared/ui';
import { useFeaturedTopics } from '../api/catalog';
import { CatalogPage } from '../components/catalog-page';
import { ProductGrid } from '../components/product-card';
import { NAMESPACE } from '../namespace';
import { VisuallyHidden } from '@mall/shared/ui/lite';

/** Featured products: every topic with a preview; each leads to its detail list. */
export default function ExcellentProductsPage() {
  const { t } = useTranslation(NAMESPACE);
  const topics = useFeaturedTopics();
  return (
    <CatalogPage pageKey="excellentProducts">
      <QueryStatus query={topics} rows={8}>
        {(topics.data ?? []).map((topic) => (
          <Card
            key={topic.topicId}
            data-testid="featured-topic"
            style={{ marginBottom: 24 }}
            title={topic.title}
            extra={
              <LocaleLink to={`/excellent-products/detail?topicId=${topic.topicId}`}>
                {t('home.more')}
                <VisuallyHidden> {topic.title}</VisuallyHidden>
              </LocaleLink>
            }
          >
            {topic.intro ? <Typography.Paragraph type="secondary">{topic.intro}</Typography.Paragraph> : null}
            <ProductGrid products={topic.prods} />
          </Card>
        ))}
      </QueryStatus>
    </CatalogPage>
  );
}
