import { Button, Card, Empty, InputNumber, Pagination, Radio, Select, Space, Tag, TreeSelect, Typography } from 'antd';
import { startTransition, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@mall/shared/router';
import { convertMinor, minorExponent, useCurrencyStore } from '@mall/shared';
import { afterNextPaint, pageLinks, QueryStatus } from '@mall/shared/ui';
import { useCategoryTree, useProductList, useRegions, type CategoryNode, type ListQuery, type Sort } from '../api/catalog';
import { NAMESPACE } from '../namespace';
import { useMoney } from './money';
import { ProductGrid } from './product-card';

export const PAGE_SIZE = 20;
/** 10000 -> "10,000": the capped total reads the same in both languages. */
const formatCount = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const SORTS: Sort[] = ['default', 'sales', 'priceAsc', 'priceDesc'];
const num = (v: string | null): number | undefined => (v && /^\d+$/.test(v) ? Number(v) : undefined);

/** The listing state of a URL's query (the server entry reads it the same way for the first view). */
export function listQueryFrom(params: URLSearchParams): ListQuery {
  return {
    keyword: params.get('keyword')?.trim() || undefined,
    categoryId: num(params.get('categoryId')),
    minPrice: num(params.get('minPrice')),
    maxPrice: num(params.get('maxPrice')),
    region: params.get('region') || undefined,
    sort: (SORTS as string[]).includes(params.get('sort') ?? '') ? (params.get('sort') as Sort) : 'default',
    current: num(params.get('current')) ?? 1,
    size: PAGE_SIZE,
    cursor: params.get('cursor') || undefined,
  };
}

/**
 * Applies a change of the listing's URL state after the browser has painted the click that asked
 * for it: the router's work (~20 ms at 4x CPU) and the listing's render (in a transition that
 * yields to input) then never delay that paint (`pnpm bench --only interactions`).
 */
function updateAfterPaint(update: (patch: Partial<ListQuery>) => void, patch: Partial<ListQuery>) {
  afterNextPaint(() => startTransition(() => update(patch)));
}

/** The listing state lives in the URL, so a result page can be shared and the back button works. */
export function useListQuery(): [ListQuery, (patch: Partial<ListQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const query = listQueryFrom(params);
  // Changes apply after a paint (updateAfterPaint): one builds on the one before it even when the
  // page has not rendered the first yet.
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);
  const update = (patch: Partial<ListQuery>) => {
    const next = new URLSearchParams(latest.current);
    for (const [k, v] of Object.entries({ current: undefined, cursor: undefined, ...patch })) {
      if (v === undefined || v === '' || v === null || (k === 'sort' && v === 'default')) next.delete(k);
      else next.set(k, String(v));
    }
    latest.current = next;
    setParams(next);
  };
  return [query, update];
}

function toTreeData(nodes: CategoryNode[]): { value: number; title: string; children: ReturnType<typeof toTreeData> }[] {
  return nodes.map((n) => ({ value: n.categoryId, title: n.categoryName, children: toTreeData(n.children ?? []) }));
}

/** Spec: filter panel with category, price, region, reset, filter and clear all. */
export function FilterPanel({
  query,
  update,
  showCategory = true,
}: {
  query: ListQuery;
  update: (p: Partial<ListQuery>) => void;
  showCategory?: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  const tree = useCategoryTree();
  const regions = useRegions();
  const base = useCurrencyStore((s) => s.base);
  const selected = useCurrencyStore((s) => s.selected);
  const money = useMoney();
  const scale = 10 ** minorExponent(selected.currencyCode);
  // Prices are typed in the selected currency and sent in base minor units.
  const toInput = (minor?: number) => (minor === undefined ? null : convertMinor(minor, base, selected) / scale);
  const toMinor = (v: number | null) =>
    v === null || v === undefined ? undefined : Math.max(0, convertMinor(Math.round(v * scale), selected, base));
  const applied = useMemo(
    () => ({ categoryId: query.categoryId, min: toInput(query.minPrice), max: toInput(query.maxPrice), region: query.region }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [query.categoryId, query.minPrice, query.maxPrice, query.region, base, selected],
  );
  // Built once per tree: a new treeData makes TreeSelect rebuild its whole tree on every render of the panel.
  const treeData = useMemo(() => toTreeData(tree.data ?? []), [tree.data]);
  const [draft, setDraft] = useState(applied);
  useEffect(() => setDraft(applied), [applied]);
  const findName = (id?: number, nodes: CategoryNode[] = tree.data ?? []): string | undefined => {
    for (const n of nodes) {
      if (n.categoryId === id) return n.categoryName;
      const hit = findName(id, n.children ?? []);
      if (hit) return hit;
    }
    return undefined;
  };
  const active = [
    showCategory && query.categoryId
      ? { key: 'categoryId', label: `${t('filter.category')}: ${findName(query.categoryId) ?? query.categoryId}` }
      : null,
    query.minPrice !== undefined ? { key: 'minPrice', label: `≥ ${money(query.minPrice)}` } : null,
    query.maxPrice !== undefined ? { key: 'maxPrice', label: `≤ ${money(query.maxPrice)}` } : null,
    query.region ? { key: 'region', label: `${t('filter.region')}: ${query.region}` } : null,
  ].filter((x): x is { key: keyof ListQuery; label: string } => x !== null);

  return (
    <Card size="small" data-testid="filter-panel" style={{ marginBottom: 16 }}>
      <Space wrap size={[16, 12]} align="center">
        {showCategory ? (
          <Space>
            <span>{t('filter.category')}</span>
            <TreeSelect
              data-testid="filter-category"
              aria-label={t('filter.category')}
              style={{ width: 220 }}
              allowClear
              showSearch
              treeNodeFilterProp="title"
              placeholder={t('filter.anyCategory')}
              value={draft.categoryId}
              treeData={treeData}
              onChange={(v) => setDraft((d) => ({ ...d, categoryId: v ?? undefined }))}
            />
          </Space>
        ) : null}
        <Space>
          <span>
            {t('filter.price')} ({selected.symbol})
          </span>
          <InputNumber
            data-testid="filter-min-price"
            aria-label={`${t('filter.price')} ${t('filter.min')}`}
            min={0}
            placeholder={t('filter.min')}
            value={draft.min}
            onChange={(v) => setDraft((d) => ({ ...d, min: v }))}
          />
          <span>-</span>
          <InputNumber
            data-testid="filter-max-price"
            aria-label={`${t('filter.price')} ${t('filter.max')}`}
            min={0}
            placeholder={t('filter.max')}
            value={draft.max}
            onChange={(v) => setDraft((d) => ({ ...d, max: v }))}
          />
        </Space>
        <Space>
          <span>{t('filter.region')}</span>
          <Select
            data-testid="filter-region"
            aria-label={t('filter.region')}
            style={{ width: 160 }}
            allowClear
            placeholder={t('filter.anyRegion')}
            value={draft.region}
            options={(regions.data ?? []).map((r) => ({ value: r, label: r }))}
            onChange={(v) => setDraft((d) => ({ ...d, region: v ?? undefined }))}
          />
        </Space>
        <Button onClick={() => setDraft(applied)} data-testid="filter-reset">
          {t('filter.reset')}
        </Button>
        <Button
          type="primary"
          data-testid="filter-apply"
          onClick={() =>
            updateAfterPaint(update, {
              categoryId: showCategory ? draft.categoryId : query.categoryId,
              minPrice: toMinor(draft.min ?? null),
              maxPrice: toMinor(draft.max ?? null),
              region: draft.region,
            })
          }
        >
          {t('filter.apply')}
        </Button>
      </Space>
      {active.length ? (
        <div style={{ marginTop: 12 }} data-testid="active-filters">
          {active.map((a) => (
            <Tag key={a.key} closable onClose={() => updateAfterPaint(update, { [a.key]: undefined })}>
              {a.label}
            </Tag>
          ))}
          <Button
            type="link"
            size="small"
            data-testid="filter-clear-all"
            onClick={() =>
              updateAfterPaint(update, {
                categoryId: showCategory ? undefined : query.categoryId,
                minPrice: undefined,
                maxPrice: undefined,
                region: undefined,
              })
            }
          >
            {t('filter.clearAll')}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}

/**
 * The sort choices. The chosen sort is this component's own state, so a click re-renders only the
 * bar before the next paint; the URL change and the listing under it follow after that paint.
 */
function SortBar({ sort, onSort }: { sort: Sort; onSort: (sort: Sort) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const [shown, setShown] = useState<Sort>(sort);
  useEffect(() => setShown(sort), [sort]);
  return (
    <Radio.Group
      value={shown}
      onChange={(e) => {
        const next = e.target.value as Sort;
        setShown(next);
        onSort(next);
      }}
      optionType="button"
      data-testid="sort-bar"
    >
      {SORTS.map((s) => (
        <Radio.Button key={s} value={s} data-testid={`sort-${s}`}>
          {t(`sort.${s}`)}
        </Radio.Button>
      ))}
    </Radio.Group>
  );
}

/** Sort bar, product grid and paging over the URL state. */
export function ProductListing({
  query,
  update,
  enabled = true,
}: {
  query: ListQuery;
  update: (p: Partial<ListQuery>) => void;
  enabled?: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  const list = useProductList(query, enabled);
  const page = list.data;
  return (
    <div data-testid="product-listing">
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 12, flexWrap: 'wrap', gap: 8 }}>
        <SortBar sort={query.sort ?? 'default'} onSort={(sort) => updateAfterPaint(update, { sort })} />
        {page ? (
          <Typography.Text type="secondary" data-testid="result-total">
            {page.totalCapped
              ? t('list.totalCapped', { count: page.total, total: formatCount(page.total) })
              : t('list.total', { count: page.total })}
          </Typography.Text>
        ) : null}
      </div>
      <QueryStatus query={list} rows={6}>
        {page && page.records.length ? (
          <>
            <ProductGrid products={page.records} keyword={query.keyword} eagerCount={5} />
            <Pagination
              style={{ marginTop: 24, textAlign: 'center' }}
              current={page.current}
              pageSize={page.size}
              total={page.total}
              showSizeChanger={false}
              itemRender={pageLinks(params, { drop: ['cursor'] })}
              // The next page continues after this one's last row (cheap however deep); any other page by number.
              onChange={(current) =>
                updateAfterPaint(
                  update,
                  current === page.current + 1 && page.nextCursor ? { current, cursor: page.nextCursor } : { current },
                )
              }
            />
          </>
        ) : (
          <Empty description={t('list.empty')} />
        )}
      </QueryStatus>
    </div>
  );
}
