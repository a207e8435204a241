import { Alert, Card, Combobox, Empty, NativeSelect, Pagination, Segmented, Space, Tag, Typography } from '@mall/shared/ui/lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '@mall/shared/react-i18n';
import { useNavigate, useSearchParams } from '@mall/shared/router';
// The keyword rule without zod: zod stays off this page's start-up (docs/architecture.md).
import { checkMarketKeyword } from '@mall/shared/schemas/keyword-rule';
import { LocaleLink, QueryStatus, useLocalePath } from '@mall/shared/ui';
import type { ListPage, ProductCard } from '@mall/shared/contracts';
import { useHotSearch, useProductList, useRegions, useSuggestions, useSuppliers, type ListQuery } from '../api/catalog';
import { CatalogImage } from '../components/catalog-image';
import { CatalogPage } from '../components/catalog-page';
import { Highlight } from '../components/highlight';
import { Money } from '../components/money';
import { FilterPanel, pageHref, ProductListing, useListQuery } from '../components/product-listing';
import { NAMESPACE } from '../namespace';

type SearchType = 'product' | 'supplier';

/** Debounces a value: suggestions follow typing without a request per keystroke. */
function useDebounced<T>(value: T, ms = 250): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setV(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return v;
}

/**
 * '/search?type=product|supplier&keyword=' (light kit, server-rendered first view). The search
 * box is the kit's combobox, the same one as the header's: suggestions as the buyer types, arrows
 * and Enter or a click pick one, Escape closes them.
 */
export default function SearchPage() {
  const { t } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const type: SearchType = params.get('type') === 'supplier' ? 'supplier' : 'product';
  const keyword = params.get('keyword') ?? '';
  const valid = checkMarketKeyword(keyword);
  const [text, setText] = useState(keyword);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setText(keyword), [keyword]);
  const suggestions = useSuggestions(useDebounced(text));
  const items = suggestions.data ?? [];
  const hot = useHotSearch();

  const go = (value: string, nextType: SearchType = type) => {
    const parsed = checkMarketKeyword(value);
    if (!parsed.success) {
      setError(t(parsed.error, { ns: 'common' }));
      return;
    }
    setError(null);
    navigate(localePath(`/search?type=${nextType}&keyword=${encodeURIComponent(parsed.data)}`));
  };

  return (
    <CatalogPage pageKey="search">
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        <Space wrap>
          <Segmented
            aria-label={t('search.typeLabel')}
            data-testid="search-type"
            value={type}
            onChange={(next) => go(text || keyword, next)}
            options={[
              { value: 'product', label: t('search.type.product') },
              { value: 'supplier', label: t('search.type.supplier') },
            ]}
          />
          <span className="ml-search" data-testid="search-input" style={{ width: 420 }}>
            <Combobox
              className="ml-input"
              value={text}
              onChange={setText}
              options={items.map((s, i) => ({
                key: `${s.type}-${s.id}-${i}`,
                type: s.type,
                label: <Highlight text={s.text} keyword={text} />,
              }))}
              onPick={(i) => {
                const picked = items[i]!.text;
                setText(picked);
                go(picked);
              }}
              onEnter={(v) => go(v)}
              placeholder={t('search.placeholder')}
              aria-label={t('search.label')}
              listLabel={t('search.suggestions')}
              countText={(count) => t('search.suggestionCount', { count })}
            />
            <button type="button" className="ml-btn ml-btn-primary" onClick={() => go(text)}>
              {t('search.submit')}
            </button>
          </span>
        </Space>
        {error || !valid.success ? (
          <Alert
            type="warning"
            showIcon
            data-testid="search-error"
            title={error ?? t(valid.success ? 'validation.searchEmpty' : valid.error, { ns: 'common' })}
          />
        ) : null}
        <Space wrap data-testid="hot-search">
          <Typography.Text type="secondary">{t('home.hotSearch')}:</Typography.Text>
          {(hot.data ?? []).map((h) => (
            <LocaleLink key={h.title} to={`/search?type=${type}&keyword=${encodeURIComponent(h.title)}`}>
              <Tag>{h.title}</Tag>
            </LocaleLink>
          ))}
        </Space>
        <Typography.Paragraph data-testid="search-summary" style={{ margin: 0 }}>
          {valid.success ? t('search.summary', { keyword: valid.data, type: t(`search.type.${type}`) }) : t('search.noKeyword')}
        </Typography.Paragraph>
        {valid.success ? type === 'product' ? <ProductResults /> : <SupplierResults keyword={valid.data} /> : null}
      </Space>
    </CatalogPage>
  );
}

function ProductResults() {
  const [query, update] = useListQuery();
  return (
    <div>
      <FilterPanel query={query} update={update} />
      <SpellingHint query={query} />
      <ProductListing query={query} update={update} empty={(page) => <NoMatches keyword={query.keyword ?? ''} page={page} />} />
    </div>
  );
}

/** The hint's links look like links in the sentence around them. */
const LINK = { color: 'var(--ml-primary)' } as const;
const searchHref = (keyword: string, exact = false) =>
  `/search?type=product&keyword=${encodeURIComponent(keyword)}${exact ? '&exact=1' : ''}`;

/**
 * A misspelled search (docs/search-at-scale.md, "Forgiving search"): the results shown are the
 * correction's, with the way back to the keyword as typed; or the correction is offered beside
 * the few results the keyword found.
 */
function SpellingHint({ query }: { query: ListQuery }) {
  const { t } = useTranslation(NAMESPACE);
  const hint = useProductList(query).data?.didYouMean;
  if (!hint || !query.keyword) return null;
  return (
    <div data-testid="did-you-mean" style={{ marginBottom: 12 }}>
      {hint.applied ? (
        <>
          <Typography.Text strong>{t('search.showingFor', { keyword: hint.keyword })}</Typography.Text>{' '}
          <LocaleLink to={searchHref(query.keyword, true)} data-testid="search-instead" style={LINK}>
            {t('search.searchInstead', { keyword: query.keyword })}
          </LocaleLink>
        </>
      ) : (
        <>
          <Typography.Text>{t('search.didYouMean')}</Typography.Text>{' '}
          <LocaleLink to={searchHref(hint.keyword)} data-testid="did-you-mean-link" style={LINK}>
            <strong>{hint.keyword}</strong>
          </LocaleLink>
        </>
      )}
    </div>
  );
}

/** Nothing found, even corrected: the closest categories and popular searches, so the buyer can go on. */
function NoMatches({ keyword, page }: { keyword: string; page: ListPage<ProductCard> | undefined }) {
  const { t } = useTranslation(NAMESPACE);
  const related = page?.related;
  return (
    <div data-testid="no-matches">
      <Empty description={t('search.noMatches', { keyword })} />
      {related?.categories.length ? (
        <section style={{ marginTop: 16 }} data-testid="related-categories">
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            {t('search.relatedCategories')}
          </Typography.Title>
          <Space wrap>
            {related.categories.map((c) => (
              <LocaleLink key={c.categoryId} to={`/categories/secondary?categoryId=${c.categoryId}`}>
                <Tag>{c.categoryName}</Tag>
              </LocaleLink>
            ))}
          </Space>
        </section>
      ) : null}
      {related?.searches.length ? (
        <section style={{ marginTop: 16 }} data-testid="related-searches">
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            {t('search.popularSearches')}
          </Typography.Title>
          <Space wrap>
            {related.searches.map((s) => (
              <LocaleLink key={s} to={searchHref(s)}>
                <Tag>{s}</Tag>
              </LocaleLink>
            ))}
          </Space>
        </section>
      ) : null}
    </div>
  );
}

function SupplierResults({ keyword }: { keyword: string }) {
  const { t } = useTranslation(NAMESPACE);
  const [params, setParams] = useSearchParams();
  const current = Number(params.get('current') ?? 1) || 1;
  const region = params.get('region') || undefined;
  const regions = useRegions();
  const suppliers = useSuppliers({ keyword, current, region });
  const page = suppliers.data;
  return (
    <div>
      <div style={{ marginBottom: 12 }}>
        <NativeSelect
          className="ml-input"
          style={{ width: 180 }}
          aria-label={t('filter.region')}
          value={region ?? ''}
          options={[{ value: '', label: t('filter.anyRegion') }, ...(regions.data ?? []).map((r) => ({ value: r, label: r }))]}
          onChange={(v) => {
            const next = new URLSearchParams(params);
            next.delete('current');
            if (v) next.set('region', v);
            else next.delete('region');
            setParams(next);
          }}
          data-testid="supplier-region"
        />
      </div>
      <QueryStatus query={suppliers} rows={6}>
        {page && page.records.length ? (
          <div data-testid="supplier-results">
            <Typography.Text type="secondary">{t('list.total', { count: page.total })}</Typography.Text>
            {page.records.map((s) => (
              <Card key={s.shopId} size="small" style={{ marginTop: 12 }} data-testid="supplier-card">
                <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
                  <div style={{ width: 64 }}>
                    <CatalogImage
                      src={s.logo}
                      alt={s.shopName}
                      width={160}
                      height={160}
                      shownWidth={96}
                      sizes="96px"
                      style={{ borderRadius: 6 }}
                    />
                  </div>
                  <div style={{ flex: '1 1 260px', minWidth: 0 }}>
                    <LocaleLink to={`/shop/${s.shopId}`}>
                      <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
                        <Highlight text={s.shopName} keyword={keyword} />
                      </Typography.Title>
                    </LocaleLink>
                    <Typography.Paragraph type="secondary" style={{ margin: '4px 0' }}>
                      {t('supplier.meta', { region: s.region ?? '', years: s.yearsInBusiness ?? 0 })} · {s.mainCategory} ·{' '}
                      {t('supplier.products', { count: s.productCount })}
                    </Typography.Paragraph>
                    <Space wrap>
                      {s.selfOperated ? <Tag color="blue">{t('supplier.selfOperated')}</Tag> : null}
                      {s.responseRate !== null ? <Tag>{t('supplier.responseRate', { rate: s.responseRate })}</Tag> : null}
                      {s.responseHours !== null ? <Tag>{t('supplier.responseHours', { hours: s.responseHours })}</Tag> : null}
                    </Space>
                  </div>
                  <div style={{ display: 'flex', gap: 8 }}>
                    {s.prods.map((p) => (
                      <LocaleLink key={p.prodId} to={`/products/detail/${p.prodId}`} style={{ width: 88 }}>
                        <CatalogImage
                          src={p.pic}
                          alt={p.prodName}
                          width={400}
                          height={400}
                          shownWidth={120}
                          sizes="120px"
                          style={{ borderRadius: 4 }}
                        />
                        <Money value={p.price} />
                      </LocaleLink>
                    ))}
                  </div>
                </div>
              </Card>
            ))}
            <Pagination
              style={{ marginTop: 16, justifyContent: 'center' }}
              current={page.current}
              pageSize={page.size}
              total={page.total}
              href={(n) => pageHref(params, n)}
              onChange={(c) => {
                const next = new URLSearchParams(params);
                next.set('current', String(c));
                setParams(next);
              }}
            />
          </div>
        ) : (
          <Empty description={t('list.empty')} />
        )}
      </QueryStatus>
    </div>
  );
}
