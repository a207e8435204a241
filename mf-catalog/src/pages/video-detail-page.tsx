import { Col, Row, Space, Typography } from 'antd';
import { useTranslation } from '@mall/shared/react-i18n';
import { useSearchParams } from '@mall/shared/router';
import { LocaleLink, NothingGiven, QueryStatus } from '@mall/shared/ui';
import { useVideo } from '../api/catalog';
import { CatalogDataPage } from '../components/catalog-page';
import { VideoPlayer } from '../components/product-video';
import { VideoGrid } from '../components/video-grid';
import { NAMESPACE } from '../namespace';

/** '/video/detail?videoId=': the player, its shop and product, related videos. Breadcrumb: Video centre > title. */
export default function VideoDetailPage() {
  const { t } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  const videoId = Number(params.get('videoId') ?? 0);
  const video = useVideo(videoId);
  const v = video.data;
  if (!(videoId > 0))
    return (
      <CatalogDataPage pageKey="videoDetail" crumbs={[{ title: t('titles.video'), to: '/video' }]}>
        <NothingGiven title={t('nothingGiven.video')} to="/video" linkText={t('nothingGiven.toVideos')} />
      </CatalogDataPage>
    );
  return (
    <CatalogDataPage pageKey="videoDetail" title={v?.title} crumbs={[{ title: t('titles.video'), to: '/video' }]}>
      <QueryStatus query={video} missing={!video.data} rows={6}>
        {v ? (
          <Row gutter={[24, 24]}>
            <Col xs={24} md={16}>
              <VideoPlayer src={v.url} poster={v.cover} title={v.title} width={640} height={360} />
              <Typography.Paragraph style={{ marginTop: 12 }}>{v.intro}</Typography.Paragraph>
              <Space>
                {v.shopId ? <LocaleLink to={`/shop/${v.shopId}`}>{v.shopName}</LocaleLink> : null}
                {v.prodId ? <LocaleLink to={`/products/detail/${v.prodId}`}>{t('video.product')}</LocaleLink> : null}
              </Space>
            </Col>
            <Col xs={24} md={8}>
              <Typography.Title level={2} style={{ fontSize: 16 }}>
                {t('video.related')}
              </Typography.Title>
              <VideoGrid videos={v.related} min={160} />
            </Col>
          </Row>
        ) : null}
      </QueryStatus>
    </CatalogDataPage>
  );
}
