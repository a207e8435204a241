import { Radio, Typography } from 'antd';
import { useTranslation } from '@mall/shared/react-i18n';
import { useSearchParams } from '@mall/shared/router';
import { NothingGiven, QueryStatus } from '@mall/shared/ui';
import { useBelt } from '../api/catalog';
import { CatalogDataPage } from '../components/catalog-page';
import { ProductListing, useListQuery } from '../components/product-listing';
import { NAMESPACE } from '../namespace';

/** '/industry-belt/category?beltId=&categoryId=': a belt's categories and their products. Breadcrumb: Industry belts > belt. */
export default function IndustryBeltCategoryPage() {
  const { t } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  const beltId = Number(params.get('beltId') ?? 0);
  const belt = useBelt(beltId);
  const [query, update] = useListQuery();
  const categoryId = query.categoryId ?? belt.data?.categories[0]?.categoryId;
  if (!(beltId > 0))
    return (
      <CatalogDataPage pageKey="industryBeltCategory" crumbs={[{ title: t('titles.industryBelt'), to: '/industry-belt' }]}>
        <NothingGiven title={t('nothingGiven.belt')} to="/industry-belt" linkText={t('nothingGiven.toBelts')} />
      </CatalogDataPage>
    );
  return (
    <CatalogDataPage
      pageKey="industryBeltCategory"
      title={belt.data?.name}
      crumbs={[{ title: t('titles.industryBelt'), to: '/industry-belt' }]}
    >
      <QueryStatus query={belt} missing={!belt.data}>
        {belt.data ? (
          <>
            <Typography.Paragraph type="secondary">
              {belt.data.region} · {belt.data.intro}
            </Typography.Paragraph>
            <Radio.Group
              value={categoryId}
              onChange={(e) => update({ categoryId: e.target.value as number })}
              style={{ marginBottom: 16 }}
              data-testid="belt-categories"
            >
              {belt.data.categories.map((c) => (
                <Radio.Button key={c.categoryId} value={c.categoryId}>
                  {c.categoryName}
                </Radio.Button>
              ))}
            </Radio.Group>
            <ProductListing query={{ ...query, categoryId }} update={update} enabled={Boolean(categoryId)} />
          </>
        ) : null}
      </QueryStatus>
    </CatalogDataPage>
  );
}
