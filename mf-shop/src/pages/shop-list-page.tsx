import { useTranslation } from '@mall/shared/react-i18n';
import { useSearchParams } from '@mall/shared/router';
import { QueryStatus, ScaffoldPage } from '@mall/shared/ui';
import { Empty, Input, NativeSelect, Pagination, Segmented, Space } from '@mall/shared/ui/lite';
import { SHOP_SORTS, type ShopSort } from '@mall/shared';
import { useShopFilters, useShopPage } from '../api/shops';
import { ShopCard } from '../components/shop-card';
import { NAMESPACE } from '../namespace';
import { routes } from '../route-table';

const PAGE_SIZE = 10;

/** The list's state from the URL (the server entry reads it the same way for the first view). */
export function shopListParams(params: URLSearchParams) {
  const keyword = params.get('keyword') ?? '';
  const categoryId = Number(params.get('categoryId')) || undefined;
  const region = params.get('region') || undefined;
  const sort = (SHOP_SORTS as readonly string[]).includes(params.get('sort') ?? '') ? (params.get('sort') as ShopSort) : 'default';
  const current = Math.max(1, Number(params.get('current')) || 1);
  return {
    keyword,
    categoryId,
    region,
    sort,
    current,
    query: { keyword: keyword || undefined, categoryId, region, sort, current, size: PAGE_SIZE },
  };
}

/** A page's link on the list's own query (`?current=N`; page 1 has none), as the server reads it. */
function pageHref(params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('current', String(page));
  else next.delete('current');
  const query = next.toString();
  return query ? `?${query}` : '?';
}

/**
 * Suppliers: search, category and region filters, sort and paging, all kept in the URL. A light
 * page (no antd; route table `light`): native selects (typing a letter jumps to a region, as
 * antd's searchable select did), page numbers as links to their page.
 */
export default function ShopListPage() {
  const { t } = useTranslation(NAMESPACE);
  const [params, setParams] = useSearchParams();
  const { keyword, categoryId, region, sort, current, query } = shopListParams(params);
  const filters = useShopFilters();
  const shops = useShopPage(query);

  const update = (change: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(change)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    if (!('current' in change)) next.delete('current');
    setParams(next);
  };

  return (
    <ScaffoldPage routes={routes} ns={NAMESPACE} pageKey="shopList">
      <Space wrap style={{ marginBottom: 16 }} data-testid="shop-list-filters">
        <Input.Search
          key={keyword}
          defaultValue={keyword}
          placeholder={t('searchSuppliers')}
          aria-label={t('searchSuppliers')}
          allowClear
          onSearch={(v) => update({ keyword: v.trim() || undefined })}
          style={{ width: 260 }}
          data-testid="shop-list-search"
        />
        <NativeSelect
          aria-label={t('category')}
          className="ml-input"
          style={{ width: 200 }}
          value={categoryId ? String(categoryId) : ''}
          onChange={(v) => update({ categoryId: v || undefined })}
          options={[
            { value: '', label: t('allCategories') },
            ...(filters.data?.categories ?? []).map((c) => ({ value: String(c.categoryId), label: c.categoryName })),
          ]}
          data-testid="shop-list-category"
        />
        <NativeSelect
          aria-label={t('region')}
          className="ml-input"
          style={{ width: 180 }}
          value={region ?? ''}
          onChange={(v) => update({ region: v || undefined })}
          options={[{ value: '', label: t('allRegions') }, ...(filters.data?.regions ?? [])]}
          data-testid="shop-list-region"
        />
        <Segmented
          aria-label={t('sortBy')}
          value={sort}
          onChange={(v) => update({ sort: v === 'default' ? undefined : v })}
          options={SHOP_SORTS.map((s) => ({ value: s, label: t(`shopSort.${s}`) }))}
          data-testid="shop-list-sort"
        />
      </Space>
      <QueryStatus query={shops} rows={8}>
        {shops.data?.records.length ? (
          <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="shop-list">
            {shops.data.records.map((s) => (
              <ShopCard key={s.shopId} shop={s} />
            ))}
          </Space>
        ) : (
          <Empty description={t('noShops')} />
        )}
        {(shops.data?.total ?? 0) > PAGE_SIZE && (
          <Pagination
            style={{ marginTop: 16, justifyContent: 'center' }}
            current={current}
            pageSize={PAGE_SIZE}
            total={shops.data?.total ?? 0}
            href={(page) => pageHref(params, page)}
            onChange={(page) => update({ current: String(page) })}
            data-testid="shop-list-pagination"
          />
        )}
      </QueryStatus>
    </ScaffoldPage>
  );
}
