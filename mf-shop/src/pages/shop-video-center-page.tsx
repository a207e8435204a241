import { useState } from 'react';
import { Card, Col, Empty, Modal, Row } from 'antd';
import { useTranslation } from '@mall/shared/react-i18n';
import { resolveImage } from '@mall/shared';
import { QueryStatus } from '@mall/shared/ui';
import { useShopDetail, type ShopDetail, type ShopHead } from '../api/shops';
import { ShopFrame } from '../components/shop-frame';
import { NAMESPACE } from '../namespace';

type Video = ShopDetail['videos'][number];

const duration = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

/** The shop's videos; one plays in a dialog. */
export default function ShopVideoCenterPage() {
  return <ShopFrame pageKey="shopVideos">{(head) => <Videos head={head} />}</ShopFrame>;
}

function Videos({ head }: { head: ShopHead }) {
  const { t } = useTranslation(NAMESPACE);
  const detail = useShopDetail(head.shopId);
  const [playing, setPlaying] = useState<Video | null>(null);
  const videos = detail.data?.videos ?? [];
  return (
    <QueryStatus query={detail}>
      {videos.length === 0 ? (
        <Empty description={t('noVideos')} data-testid="shop-no-videos" />
      ) : (
        <Row gutter={[16, 16]} data-testid="shop-videos">
          {videos.map((v, i) => (
            <Col xs={24} sm={12} md={8} key={v.videoId ?? `${v.url}-${i}`}>
              <Card
                hoverable
                size="small"
                onClick={() => setPlaying(v)}
                cover={
                  <img
                    src={resolveImage(v.cover)}
                    alt={v.title}
                    width={320}
                    height={180}
                    loading="lazy"
                    style={{ aspectRatio: '16 / 9', objectFit: 'cover' }}
                  />
                }
              >
                <Card.Meta title={v.title} description={v.duration ? duration(v.duration) : undefined} />
              </Card>
            </Col>
          ))}
        </Row>
      )}
      <Modal open={playing !== null} title={playing?.title} footer={null} width={760} onCancel={() => setPlaying(null)} destroyOnHidden>
        {playing && (
          <video
            data-testid="shop-video-player"
            src={resolveImage(playing.url)}
            poster={resolveImage(playing.cover)}
            controls
            autoPlay
            muted
            playsInline
            preload="metadata"
            width={640}
            height={360}
            aria-label={playing.title}
            style={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 9', background: '#000' }}
          />
        )}
      </Modal>
    </QueryStatus>
  );
}
