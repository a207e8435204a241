import { Typography } from 'antd';
import { useTranslation } from '@mall/shared/react-i18n';
import { LocaleLink } from '@mall/shared/ui';
import type { Video } from '../api/catalog';
import { NAMESPACE } from '../namespace';
import { CatalogImage } from './catalog-image';

const duration = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

export function VideoGrid({ videos, min = 240 }: { videos: Video[]; min?: number }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div style={{ display: 'grid', gridTemplateColumns: `repeat(auto-fill, minmax(${min}px, 1fr))`, gap: 16 }}>
      {videos.map((v) => (
        <LocaleLink key={v.videoId} to={`/video/detail?videoId=${v.videoId}`} data-testid="video-card">
          <div style={{ position: 'relative' }}>
            <CatalogImage
              src={v.cover}
              alt=""
              width={640}
              height={360}
              shownWidth={360}
              sizes="(max-width: 768px) 50vw, 360px"
              style={{ borderRadius: 6 }}
            />
            <span
              style={{
                position: 'absolute',
                right: 6,
                bottom: 6,
                background: 'rgba(0,0,0,.6)',
                color: '#fff',
                fontSize: 12,
                padding: '0 4px',
                borderRadius: 3,
              }}
            >
              {duration(v.duration)}
            </span>
          </div>
          <Typography.Text ellipsis style={{ display: 'block' }}>
            {v.title}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('video.views', { count: v.views })}
          </Typography.Text>
        </LocaleLink>
      ))}
    </div>
  );
}
