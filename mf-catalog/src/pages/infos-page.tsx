import { Card, Col, List, Row } from 'antd';
import { useTranslation } from '@mall/shared/react-i18n';
import { LocaleLink, QueryStatus } from '@mall/shared/ui';
import { useExhibitions, useHotSearch, useNews } from '../api/catalog';
import { CatalogPage } from '../components/catalog-page';
import { ExhibitionState } from '../components/exhibition-state';
import { NAMESPACE } from '../namespace';
import { MoreLink } from '../components/more-link';

/** Purchase information: what buyers search for, trade news and upcoming exhibitions in one place. */
export default function InfosPage() {
  const { t } = useTranslation(NAMESPACE);
  const hot = useHotSearch();
  const news = useNews(1);
  const exhibitions = useExhibitions({ state: 0, size: 5 });
  return (
    <CatalogPage pageKey="infos">
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8}>
          <Card size="small" title={t('home.hotSearch')}>
            <QueryStatus query={hot}>
              <List
                size="small"
                dataSource={hot.data ?? []}
                renderItem={(h) => (
                  <List.Item>
                    <LocaleLink to={`/search?type=product&keyword=${encodeURIComponent(h.title)}`}>{h.title}</LocaleLink>
                  </List.Item>
                )}
              />
            </QueryStatus>
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card size="small" title={t('home.news')} extra={<MoreLink to="/news" what={t('home.news')} />}>
            <QueryStatus query={news}>
              <List
                size="small"
                dataSource={news.data?.records ?? []}
                renderItem={(n) => (
                  <List.Item>
                    <LocaleLink to={`/news/details?newsId=${n.newsId}`}>{n.title}</LocaleLink>
                  </List.Item>
                )}
              />
            </QueryStatus>
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card size="small" title={t('home.exhibitions')} extra={<MoreLink to="/exhibition/list" what={t('home.exhibitions')} />}>
            <QueryStatus query={exhibitions}>
              <List
                size="small"
                dataSource={exhibitions.data?.records ?? []}
                renderItem={(e) => (
                  <List.Item>
                    <LocaleLink to={`/exhibition/detail/${e.exhibitionId}`}>{e.title}</LocaleLink> <ExhibitionState state={e.state} />
                  </List.Item>
                )}
              />
            </QueryStatus>
          </Card>
        </Col>
      </Row>
    </CatalogPage>
  );
}
