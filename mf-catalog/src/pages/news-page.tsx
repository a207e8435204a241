import { List, Pagination, Typography } from 'antd';
import { useSearchParams } from '@mall/shared/router';
import { formatDate, useLocaleStore } from '@mall/shared';
import { LocaleLink, QueryStatus } from '@mall/shared/ui';
import { useNews } from '../api/catalog';
import { CatalogImage } from '../components/catalog-image';
import { CatalogPage } from '../components/catalog-page';

export default function NewsPage() {
  const locale = useLocaleStore((s) => s.locale);
  const [params, setParams] = useSearchParams();
  const current = Number(params.get('current') ?? 1) || 1;
  const news = useNews(current);
  return (
    <CatalogPage pageKey="news">
      <QueryStatus query={news} rows={8}>
        <List
          itemLayout="vertical"
          dataSource={news.data?.records ?? []}
          renderItem={(n) => (
            <List.Item
              key={n.newsId}
              data-testid="news-item"
              extra={
                <div style={{ width: 180 }}>
                  <CatalogImage src={n.pic} alt="" width={640} height={360} shownWidth={240} sizes="240px" style={{ borderRadius: 6 }} />
                </div>
              }
            >
              <LocaleLink to={`/news/details?newsId=${n.newsId}`}>
                <Typography.Title level={2} style={{ fontSize: 17, margin: 0 }}>
                  {n.title}
                </Typography.Title>
              </LocaleLink>
              <Typography.Text type="secondary">{formatDate(n.createdAt, locale)}</Typography.Text>
              <Typography.Paragraph style={{ marginTop: 8 }}>{n.summary}</Typography.Paragraph>
            </List.Item>
          )}
        />
        {news.data ? (
          <Pagination
            style={{ textAlign: 'center' }}
            current={news.data.current}
            pageSize={news.data.size}
            total={news.data.total}
            showSizeChanger={false}
            onChange={(c) => setParams({ current: String(c) })}
          />
        ) : null}
      </QueryStatus>
    </CatalogPage>
  );
}
