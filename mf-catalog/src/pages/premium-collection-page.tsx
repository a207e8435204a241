import { Pagination } from 'antd';
import { useSearchParams } from '@mall/shared/router';
import { QueryStatus } from '@mall/shared/ui';
import { usePremium } from '../api/catalog';
import { CatalogPage } from '../components/catalog-page';
import { ProductGrid } from '../components/product-card';

/** The premium collection: top-rated products, paged. */
export default function PremiumCollectionPage() {
  const [params, setParams] = useSearchParams();
  const current = Number(params.get('current') ?? 1) || 1;
  const premium = usePremium(current);
  return (
    <CatalogPage pageKey="premiumCollection">
      <QueryStatus query={premium} rows={8}>
        {premium.data ? (
          <>
            <ProductGrid products={premium.data.records} eagerCount={5} />
            <Pagination
              style={{ marginTop: 24, textAlign: 'center' }}
              current={premium.data.current}
              pageSize={premium.data.size}
              total={premium.data.total}
              showSizeChanger={false}
              onChange={(c) => setParams({ current: String(c) })}
            />
          </>
        ) : null}
      </QueryStatus>
    </CatalogPage>
  );
}
