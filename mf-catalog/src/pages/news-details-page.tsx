import { Typography } from 'antd';
import { useTranslation } from '@mall/shared/react-i18n';
import { useSearchParams } from '@mall/shared/router';
import { formatDate, useLocaleStore } from '@mall/shared';
import { NothingGiven, QueryStatus } from '@mall/shared/ui';
import { useNewsInfo } from '../api/catalog';
import { CatalogDataPage } from '../components/catalog-page';
import { NAMESPACE } from '../namespace';

/** '/news/details?newsId=' */
export default function NewsDetailsPage() {
  const { t } = useTranslation(NAMESPACE);
  const locale = useLocaleStore((s) => s.locale);
  const [params] = useSearchParams();
  const newsId = Number(params.get('newsId') ?? 0);
  const news = useNewsInfo(newsId);
  if (!(newsId > 0))
    return (
      <CatalogDataPage pageKey="newsDetails" crumbs={[{ title: t('titles.news'), to: '/news' }]}>
        <NothingGiven title={t('nothingGiven.news')} to="/news" linkText={t('nothingGiven.toNews')} />
      </CatalogDataPage>
    );
  return (
    <CatalogDataPage pageKey="newsDetails" title={news.data?.title} crumbs={[{ title: t('titles.news'), to: '/news' }]}>
      <QueryStatus query={news} missing={!news.data}>
        {news.data ? (
          <article>
            <Typography.Text type="secondary">{formatDate(news.data.createdAt, locale)}</Typography.Text>
            {/* Sanitised on the server with an allowlist. */}
            <div data-testid="news-content" dangerouslySetInnerHTML={{ __html: news.data.content }} />
          </article>
        ) : null}
      </QueryStatus>
    </CatalogDataPage>
  );
}
