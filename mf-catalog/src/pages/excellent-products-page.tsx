import { Card, Typography } from 'antd';
import { QueryStatus } from '@mall/shared/ui';
import { useFeaturedTopics } from '../api/catalog';
import { CatalogPage } from '../components/catalog-page';
import { ProductGrid } from '../components/product-card';
import { MoreLink } from '../components/more-link';

/** Featured products: every topic with a preview; each leads to its detail list. */
export default function ExcellentProductsPage() {
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
            extra={<MoreLink to={`/excellent-products/detail?topicId=${topic.topicId}`} what={topic.title} />}
          >
            {topic.intro ? <Typography.Paragraph type="secondary">{topic.intro}</Typography.Paragraph> : null}
            <ProductGrid products={topic.prods} />
          </Card>
        ))}
      </QueryStatus>
    </CatalogPage>
  );
}
