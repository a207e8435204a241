import { Col, Descriptions, List, Row, Typography } from 'antd';
import { useTranslation } from '@mall/shared/react-i18n';
import { useParams } from '@mall/shared/router';
import { formatDate, useLocaleStore } from '@mall/shared';
import { LocaleLink, QueryStatus } from '@mall/shared/ui';
import { useExhibition } from '../api/catalog';
import { CatalogImage } from '../components/catalog-image';
import { CatalogDataPage } from '../components/catalog-page';
import { ExhibitionState } from '../components/exhibition-state';
import { NAMESPACE } from '../namespace';

/** '/exhibition/detail/:id' with its news. Breadcrumb: Exhibitions > Exhibition list > title. */
export default function ExhibitionDetailPage() {
  const { t } = useTranslation(NAMESPACE);
  const locale = useLocaleStore((s) => s.locale);
  const id = Number(useParams().id ?? 0);
  const ex = useExhibition(id);
  const e = ex.data;
  return (
    <CatalogDataPage
      pageKey="exhibitionDetail"
      title={e?.title}
      crumbs={[
        { title: t('titles.exhibition'), to: '/exhibition' },
        { title: t('titles.exhibitionList'), to: '/exhibition/list' },
      ]}
    >
      <QueryStatus query={ex} missing={!ex.data} rows={6}>
        {e ? (
          <Row gutter={[24, 24]}>
            <Col xs={24} md={12}>
              <CatalogImage src={e.pic} alt={e.title} width={640} height={360} shownWidth={800} lcp style={{ borderRadius: 8 }} />
            </Col>
            <Col xs={24} md={12}>
              <ExhibitionState state={e.state} />
              <Typography.Paragraph style={{ marginTop: 12 }}>{e.intro}</Typography.Paragraph>
              <Descriptions
                column={1}
                size="small"
                items={[
                  {
                    key: 'time',
                    label: t('exhibition.time'),
                    children: `${formatDate(e.startTime, locale)} – ${formatDate(e.endTime, locale)}`,
                  },
                  { key: 'city', label: t('exhibition.city'), children: e.city },
                  { key: 'venue', label: t('exhibition.venue'), children: e.venue },
                ]}
              />
              {e.categoryId ? (
                <LocaleLink to={`/categories/secondary?categoryId=${e.categoryId}`}>{t('exhibition.products')}</LocaleLink>
              ) : null}
            </Col>
            <Col span={24}>
              <Typography.Title level={2} style={{ fontSize: 18 }}>
                {t('exhibition.news')}
              </Typography.Title>
              <List
                dataSource={e.news}
                renderItem={(n) => (
                  <List.Item extra={formatDate(n.createdAt, locale)}>
                    <LocaleLink to={`/exhibition/news/${n.newsId}`}>{n.title}</LocaleLink>
                  </List.Item>
                )}
              />
            </Col>
          </Row>
        ) : null}
      </QueryStatus>
    </CatalogDataPage>
  );
}
