import type { CSSProperties } from 'react';
import { resolveImageSources } from '../../images';

export interface PictureProps {
  /** A stored picture's path as the API gives it ('catalog/p/17.jpg', an upload key, an absolute URL). */
  src: string | null | undefined;
  alt: string;
  /** Intrinsic size: reserves the box (no layout shift) and sets the aspect ratio. */
  width: number;
  height: number;
  /**
   * How wide it is shown, as the `sizes` attribute ('(max-width: 768px) 50vw, 240px'), and the
   * largest CSS width it is ever shown at (the srcset goes up to twice that for dense screens).
   */
  sizes: string;
  maxWidth: number;
  /**
   * 'lcp': the page's largest picture, fetched first (fetchpriority high, never lazy); 'eager':
   * above the fold; default: lazy, fetched when near the viewport.
   */
  priority?: 'lcp' | 'eager';
  style?: CSSProperties;
  className?: string;
}

/**
 * A stored picture at the size it is shown: srcset of the image endpoint's widths (AVIF/WebP/JPEG
 * chosen by the server), its box reserved, lazy below the fold.
 */
export function Picture({ src, alt, width, height, sizes, maxWidth, priority, style, className }: PictureProps) {
  const sources = resolveImageSources(src, maxWidth);
  return (
    <img
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority === 'lcp' ? 'high' : undefined}
      decoding={priority === 'lcp' ? 'sync' : 'async'}
      className={className}
      style={{ display: 'block', width: '100%', height: 'auto', aspectRatio: `${width} / ${height}`, objectFit: 'cover', ...style }}
    />
  );
}
