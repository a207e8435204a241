import { Card, Empty, Typography } from 'antd';
import { formatDate, useLocaleStore } from '@mall/shared';
import { LocaleLink } from '@mall/shared/ui';
import type { Exhibition } from '../api/catalog';
import { CatalogImage } from './catalog-image';
import { ExhibitionState } from './exhibition-state';

export function ExhibitionCards({ items }: { items: Exhibition[] }) {
  const locale = useLocaleStore((s) => s.locale);
  if (!items.length) return <Empty />;
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 16 }}>
      {items.map((e) => (
        <LocaleLink key={e.exhibitionId} to={`/exhibition/detail/${e.exhibitionId}`} data-testid="exhibition-card">
          <Card
            size="small"
            hoverable
            cover={
              <CatalogImage src={e.pic} alt={e.title} width={640} height={360} shownWidth={320} sizes="(max-width: 576px) 100vw, 320px" />
            }
          >
            <Typography.Text strong>{e.title}</Typography.Text>
            <div style={{ marginTop: 4 }}>
              <ExhibitionState state={e.state} />
              <Typography.Text type="secondary">
                {formatDate(e.startTime, locale)} – {formatDate(e.endTime, locale)} · {e.city}
              </Typography.Text>
            </div>
          </Card>
        </LocaleLink>
      ))}
    </div>
  );
}
