import { Card, Space, Tag, Typography } from 'antd';
import { LocaleLink, QueryStatus } from '@mall/shared/ui';
import { useBelts } from '../api/catalog';
import { CatalogImage } from '../components/catalog-image';
import { CatalogPage } from '../components/catalog-page';

/** Industry belts: manufacturing clusters and the categories they make. */
export default function IndustryBeltPage() {
  const belts = useBelts();
  return (
    <CatalogPage pageKey="industryBelt">
      <QueryStatus query={belts} rows={6}>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))', gap: 16 }}>
          {(belts.data ?? []).map((b) => (
            <Card
              key={b.beltId}
              size="small"
              data-testid="belt-card"
              cover={
                <CatalogImage src={b.pic} alt={b.name} width={640} height={360} shownWidth={320} sizes="(max-width: 576px) 100vw, 320px" />
              }
            >
              <LocaleLink to={`/industry-belt/category?beltId=${b.beltId}`}>
                <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
                  {b.name}
                </Typography.Title>
              </LocaleLink>
              <Typography.Paragraph type="secondary" style={{ margin: '4px 0' }}>
                {b.region} · {b.intro}
              </Typography.Paragraph>
              <Space wrap>
                {b.categories.map((c) => (
                  <LocaleLink key={c.categoryId} to={`/industry-belt/category?beltId=${b.beltId}&categoryId=${c.categoryId}`}>
                    <Tag>{c.categoryName}</Tag>
                  </LocaleLink>
                ))}
              </Space>
            </Card>
          ))}
        </div>
      </QueryStatus>
    </CatalogPage>
  );
}
