import { Button, Card, Empty, Input, NativeSelect, Pagination, RadioButtons, Space, Tag, Typography } from '@mall/shared/ui/lite';
import { startTransition, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@mall/shared/react-i18n';
import { useSearchParams } from '@mall/shared/router';
import { convertMinor, currencySign, minorExponent, useCurrencyStore, useLocale } from '@mall/shared';
import { afterNextPaint, QueryStatus } from '@mall/shared/ui';
import { useCategoryTree, useProductList, useRegions, type CategoryNode, type ListQuery, type Sort } from '../api/catalog';
import type { ListPage, ProductCard } from '@mall/shared/contracts';
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
    exact: params.get('exact') === '1' || undefined,
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

/**
 * The category tree as the options of one native select: each level indented under its parent
 * (the select is keyboard-operable and named by the browser; typing a name jumps to it).
 */
function treeOptions(nodes: CategoryNode[], depth = 0): { value: string; label: string }[] {
  return nodes.flatMap((n) => [
    { value: String(n.categoryId), label: '\u00a0\u00a0\u00a0'.repeat(depth) + n.categoryName },
    ...treeOptions(n.children ?? [], depth + 1),
  ]);
}

/** A typed price: digits with at most one decimal point (what a number pad gives). */
const priceText = (v: string) => {
  const [whole = '', ...rest] = v.replace(/[^\d.]/g, '').split('.');
  return rest.length ? `${whole}.${rest.join('')}` : whole;
};

/** The page's own address for page N of the listing (a real link; the cursor belongs to one page only). */
export function pageHref(params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  next.delete('cursor');
  if (page > 1) next.set('current', String(page));
  else next.delete('current');
  const query = next.toString();
  return query ? `?${query}` : '?';
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
  const locale = useLocale();
  const money = useMoney();
  const scale = 10 ** minorExponent(selected.currencyCode);
  // Prices are typed in the selected currency and sent in base minor units.
  const toInput = (minor?: number) => (minor === undefined ? '' : String(convertMinor(minor, base, selected) / scale));
  const toMinor = (v: string) =>
    v === '' || v === '.' ? undefined : Math.max(0, convertMinor(Math.round(Number(v) * scale), selected, base));
  const applied = useMemo(
    () => ({ categoryId: query.categoryId, min: toInput(query.minPrice), max: toInput(query.maxPrice), region: query.region }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [query.categoryId, query.minPrice, query.maxPrice, query.region, base, selected],
  );
  // Built once per tree, not on every render of the panel.
  const categoryOptions = useMemo(() => [{ value: '', label: t('filter.anyCategory') }, ...treeOptions(tree.data ?? [])], [tree.data, t]);
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
      <Space wrap align="center" style={{ gap: '12px 16px' }}>
        {showCategory ? (
          <label style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
            <span>{t('filter.category')}</span>
            <NativeSelect
              data-testid="filter-category"
              aria-label={t('filter.category')}
              className="ml-input"
              style={{ width: 220 }}
              value={draft.categoryId === undefined ? '' : String(draft.categoryId)}
              options={categoryOptions}
              onChange={(v) => setDraft((d) => ({ ...d, categoryId: v ? Number(v) : undefined }))}
            />
          </label>
        ) : null}
        <Space>
          <span aria-hidden="true">
            {t('filter.price')} ({currencySign(selected.currencyCode, locale)})
          </span>
          <Input
            data-testid="filter-min-price"
            aria-label={`${t('filter.price')} ${t('filter.min')}`}
            inputMode="decimal"
            placeholder={t('filter.min')}
            style={{ width: 96 }}
            value={draft.min}
            onChange={(e) => {
              const min = priceText(e.target.value);
              setDraft((d) => ({ ...d, min }));
            }}
          />
          <span aria-hidden="true">-</span>
          <Input
            data-testid="filter-max-price"
            aria-label={`${t('filter.price')} ${t('filter.max')}`}
            inputMode="decimal"
            placeholder={t('filter.max')}
            style={{ width: 96 }}
            value={draft.max}
            onChange={(e) => {
              const max = priceText(e.target.value);
              setDraft((d) => ({ ...d, max }));
            }}
          />
        </Space>
        <label style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
          <span>{t('filter.region')}</span>
          <NativeSelect
            data-testid="filter-region"
            aria-label={t('filter.region')}
            className="ml-input"
            style={{ width: 160 }}
            value={draft.region ?? ''}
            options={[{ value: '', label: t('filter.anyRegion') }, ...(regions.data ?? []).map((r) => ({ value: r, label: r }))]}
            onChange={(v) => setDraft((d) => ({ ...d, region: v || undefined }))}
          />
        </label>
        <Button onClick={() => setDraft(applied)} data-testid="filter-reset">
          {t('filter.reset')}
        </Button>
        <Button
          type="primary"
          data-testid="filter-apply"
          onClick={() =>
            updateAfterPaint(update, {
              categoryId: showCategory ? draft.categoryId : query.categoryId,
              minPrice: toMinor(draft.min),
              maxPrice: toMinor(draft.max),
              region: draft.region,
            })
          }
        >
          {t('filter.apply')}
        </Button>
      </Space>
      {active.length ? (
        <div style={{ marginTop: 12, display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }} data-testid="active-filters">
          {active.map((a) => (
            <Tag key={a.key}>
              {a.label}
              <button
                type="button"
                className="ml-tag-close"
                aria-label={t('filter.remove', { filter: a.label })}
                onClick={() => updateAfterPaint(update, { [a.key]: undefined })}
              >
                ×
              </button>
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
    <RadioButtons
      value={shown}
      onChange={(next) => {
        setShown(next);
        onSort(next);
      }}
      aria-label={t('sort.label')}
      data-testid="sort-bar"
      options={SORTS.map((s) => ({ value: s, label: t(`sort.${s}`), testId: `sort-${s}` }))}
    />
  );
}

/** Sort bar, product grid and paging over the URL state; `empty` is what a page with no products shows (default: a short note). */
export function ProductListing({
  query,
  update,
  enabled = true,
  empty,
}: {
  query: ListQuery;
  update: (p: Partial<ListQuery>) => void;
  enabled?: boolean;
  empty?: (page: ListPage<ProductCard> | undefined) => ReactNode;
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
              href={(n) => pageHref(params, n)}
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
          (empty?.(page) ?? <Empty description={t('list.empty')} />)
        )}
      </QueryStatus>
    </div>
  );
}
