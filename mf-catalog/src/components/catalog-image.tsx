import { resolveImage } from '@mall/shared';

/** An image with its box reserved (width and height) and lazy loading below the fold. */
export function CatalogImage({
  src,
  alt,
  width,
  height,
  eager,
  style,
  className,
}: {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  eager?: boolean;
  style?: React.CSSProperties;
  className?: string;
}) {
  return (
    <img
      src={resolveImage(src)}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
      style={{ display: 'block', width: '100%', height: 'auto', aspectRatio: `${width} / ${height}`, objectFit: 'cover', ...style }}
    />
  );
}
