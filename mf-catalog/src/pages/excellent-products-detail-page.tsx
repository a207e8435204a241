import { Empty, Pagination, Typography } from 'antd';
import { useTranslation } from '@mall/shared/react-i18n';
import { useSearchParams } from '@mall/shared/router';
import { QueryStatus } from '@mall/shared/ui';
import { useFeaturedTopic } from '../api/catalog';
import { CatalogDataPage } from '../components/catalog-page';
import { ProductGrid } from '../components/product-card';
import { NAMESPACE } from '../namespace';

/** '/excellent-products/detail?topicId=': one featured topic, paged. */
export default function ExcellentProductsDetailPage() {
  const { t } = useTranslation(NAMESPACE);
  const [params, setParams] = useSearchParams();
  const topicId = Number(params.get('topicId') ?? 1) || 1;
  const current = Number(params.get('current') ?? 1) || 1;
  const topic = useFeaturedTopic(topicId, current);
  const data = topic.data;
  return (
    <CatalogDataPage
      pageKey="excellentProductsDetail"
      title={data?.topic.title}
      crumbs={[{ title: t('titles.excellentProducts'), to: '/excellent-products' }]}
    >
      <QueryStatus query={topic} rows={8}>
        {data ? (
          <>
            {data.topic.intro ? <Typography.Paragraph type="secondary">{data.topic.intro}</Typography.Paragraph> : null}
            {data.page.records.length ? <ProductGrid products={data.page.records} eagerCount={5} /> : <Empty />}
            <Pagination
              style={{ marginTop: 24, textAlign: 'center' }}
              current={data.page.current}
              pageSize={data.page.size}
              total={data.page.total}
              showSizeChanger={false}
              onChange={(c) => setParams({ topicId: String(topicId), current: String(c) })}
            />
          </>
        ) : null}
      </QueryStatus>
    </CatalogDataPage>
  );
}
