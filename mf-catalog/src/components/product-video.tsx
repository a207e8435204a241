import { Typography } from '@mall/shared/ui/lite';
import { useState } from 'react';
import { useTranslation } from '@mall/shared/react-i18n';
import { resolveImage } from '@mall/shared';
import { NAMESPACE } from '../namespace';

/**
 * A real player for one of our video files: native controls, the cover as poster, its box reserved
 * (width and height, so nothing jumps), and only the metadata fetched until the buyer presses play.
 * The file is served with Range support, so seeking works. A file the browser cannot play says so.
 */
export function VideoPlayer({
  src,
  poster,
  title,
  width = 640,
  height = 360,
  testId = 'video-player',
  style,
}: {
  src: string;
  poster?: string | null;
  title: string;
  width?: number;
  height?: number;
  testId?: string;
  style?: React.CSSProperties;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [failed, setFailed] = useState(false);
  return (
    <div>
      <video
        key={src}
        data-testid={testId}
        src={resolveImage(src)}
        poster={poster ? resolveImage(poster) : undefined}
        controls
        preload="metadata"
        playsInline
        width={width}
        height={height}
        aria-label={title}
        onError={() => setFailed(true)}
        style={{ display: 'block', width: '100%', height: 'auto', aspectRatio: `${width} / ${height}`, background: '#000', ...style }}
      />
      {failed ? (
        <Typography.Text type="danger" data-testid={`${testId}-error`}>
          {t('video.unplayable')}
        </Typography.Text>
      ) : null}
    </div>
  );
}

/** The gallery video of a product detail page, when the product has one. */
export function ProductVideo({ video, poster, title }: { video: string | null | undefined; poster?: string | null; title: string }) {
  const { t } = useTranslation(NAMESPACE);
  if (!video) return null;
  return (
    <div style={{ marginTop: 12 }}>
      <VideoPlayer
        src={video}
        poster={poster}
        title={`${t('video.productVideo')}: ${title}`}
        width={640}
        height={360}
        testId="product-video"
      />
    </div>
  );
}
