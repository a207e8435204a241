import { Space, Tag } from '@mall/shared/ui/lite';
import { useTranslation } from '@mall/shared/react-i18n';
import { LocaleLink } from '@mall/shared/ui';
import { useCategory } from '../api/catalog';
import { CatalogDataPage } from '../components/catalog-page';
import { FilterPanel, ProductListing, useListQuery } from '../components/product-listing';
import { NAMESPACE } from '../namespace';

/** '/categories/secondary?categoryId=': a category's subcategories and its products with filters, sort and paging. */
export default function CategoriesSecondaryPage() {
  const { t } = useTranslation(NAMESPACE);
  const [query, update] = useListQuery();
  const info = useCategory(query.categoryId);
  const path = info.data?.path ?? [];
  const current = path[path.length - 1];
  // All categories > top > second > third (spec: breadcrumbs for all categories and third category).
  const crumbs = [
    { title: t('titles.categories'), to: '/categories' },
    ...path.slice(0, -1).map((c) => ({ title: c.categoryName, to: `/categories/secondary?categoryId=${c.categoryId}` })),
  ];
  return (
    <CatalogDataPage pageKey="categoriesSecondary" title={current?.categoryName} crumbs={crumbs}>
      {info.data?.children.length ? (
        <Space wrap style={{ marginBottom: 16 }} data-testid="subcategories">
          {info.data.children.map((c) => (
            <LocaleLink key={c.categoryId} to={`/categories/secondary?categoryId=${c.categoryId}`}>
              <Tag style={{ padding: '4px 10px' }}>{c.categoryName}</Tag>
            </LocaleLink>
          ))}
        </Space>
      ) : null}
      <FilterPanel query={query} update={update} />
      <ProductListing query={query} update={update} />
    </CatalogDataPage>
  );
}
