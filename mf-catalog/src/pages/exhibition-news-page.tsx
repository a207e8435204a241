import { Typography } from 'antd';
import { useTranslation } from '@mall/shared/react-i18n';
import { useParams } from '@mall/shared/router';
import { formatDate, useLocaleStore } from '@mall/shared';
import { QueryStatus } from '@mall/shared/ui';
import { useExhibitionNews } from '../api/catalog';
import { CatalogDataPage } from '../components/catalog-page';
import { NAMESPACE } from '../namespace';

/** '/exhibition/news/:id' */
export default function ExhibitionNewsPage() {
  const { t } = useTranslation(NAMESPACE);
  const locale = useLocaleStore((s) => s.locale);
  const news = useExhibitionNews(Number(useParams().id ?? 0));
  const n = news.data;
  return (
    <CatalogDataPage
      pageKey="exhibitionNews"
      title={n?.title}
      crumbs={[
        { title: t('titles.exhibition'), to: '/exhibition' },
        ...(n ? [{ title: n.exhibitionTitle, to: `/exhibition/detail/${n.exhibitionId}` }] : []),
      ]}
    >
      <QueryStatus query={news} missing={!news.data}>
        {n ? (
          <article>
            <Typography.Text type="secondary">{formatDate(n.createdAt, locale)}</Typography.Text>
            {/* Sanitised on the server with an allowlist. */}
            <div data-testid="news-content" dangerouslySetInnerHTML={{ __html: n.content }} />
          </article>
        ) : null}
      </QueryStatus>
    </CatalogDataPage>
  );
}
