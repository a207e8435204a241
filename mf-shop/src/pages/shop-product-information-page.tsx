import { Col, Input, Menu, Pagination, Row, Segmented, Space } from 'antd';
import { useTranslation } from '@mall/shared/react-i18n';
import { useSearchParams } from '@mall/shared/router';
import { QueryStatus } from '@mall/shared/ui';
import { PROD_SORTS, type ProdSort } from '@mall/shared';
import { useShopProducts, type ShopHead } from '../api/shops';
import { ProductGrid } from '../components/product-grid';
import { ShopFrame } from '../components/shop-frame';
import { NAMESPACE } from '../namespace';

const PAGE_SIZE = 20;

/** The shop's products: search in the shop, categories, sort and paging, all kept in the URL. */
export default function ShopProductInformationPage() {
  return <ShopFrame pageKey="shopProducts">{(head) => <Products head={head} />}</ShopFrame>;
}

function Products({ head }: { head: ShopHead }) {
  const { t } = useTranslation(NAMESPACE);
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const categoryId = Number(params.get('categoryId')) || undefined;
  const sort = (PROD_SORTS as readonly string[]).includes(params.get('sort') ?? '') ? (params.get('sort') as ProdSort) : 'default';
  const current = Math.max(1, Number(params.get('current')) || 1);
  const products = useShopProducts({ shopId: head.shopId, keyword: keyword || undefined, categoryId, sort, current, size: PAGE_SIZE });

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
    <Row gutter={16}>
      <Col xs={24} md={6}>
        <Menu
          mode="inline"
          data-testid="shop-product-categories"
          selectedKeys={[categoryId ? String(categoryId) : 'all']}
          onClick={({ key }) => update({ categoryId: key === 'all' ? undefined : key })}
          items={[
            { key: 'all', label: t('allProducts', { count: head.prodCount }) },
            ...head.categories.map((c) => ({ key: String(c.categoryId), label: `${c.categoryName} (${c.prodCount})` })),
          ]}
        />
      </Col>
      <Col xs={24} md={18}>
        <Space wrap style={{ marginBottom: 16 }}>
          <Input.Search
            key={keyword}
            defaultValue={keyword}
            placeholder={t('searchInShop')}
            allowClear
            onSearch={(v) => update({ keyword: v.trim() || undefined })}
            style={{ width: 260 }}
            data-testid="shop-product-search"
          />
          <Segmented
            value={sort}
            onChange={(v) => update({ sort: v === 'default' ? undefined : String(v) })}
            options={PROD_SORTS.map((s) => ({ value: s, label: t(`prodSort.${s}`) }))}
          />
        </Space>
        <QueryStatus query={products}>
          <ProductGrid products={products.data?.records ?? []} />
          {(products.data?.total ?? 0) > PAGE_SIZE && (
            <Pagination
              style={{ marginTop: 16, textAlign: 'center' }}
              current={current}
              pageSize={PAGE_SIZE}
              total={products.data?.total ?? 0}
              showSizeChanger={false}
              onChange={(page) => update({ current: String(page) })}
            />
          )}
        </QueryStatus>
      </Col>
    </Row>
  );
}
