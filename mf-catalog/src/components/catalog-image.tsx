import { Picture } from '@mall/shared/ui/lite';

/**
 * A catalogue picture: srcset of the image endpoint's widths, its box reserved (width and height),
 * lazy below the fold. `shownWidth` is the largest CSS width it is shown at (default: `width`),
 * `sizes` how wide it is per viewport (default: the full width up to shownWidth).
 */
export function CatalogImage({
  src,
  alt,
  width,
  height,
  shownWidth = width,
  sizes,
  eager,
  lcp,
  style,
  className,
}: {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  shownWidth?: number;
  sizes?: string;
  eager?: boolean;
  /** The page's largest picture: fetched first. */
  lcp?: boolean;
  style?: React.CSSProperties;
  className?: string;
}) {
  return (
    <Picture
      src={src}
      alt={alt}
      width={width}
      height={height}
      maxWidth={shownWidth}
      sizes={sizes ?? `(max-width: ${shownWidth}px) 100vw, ${shownWidth}px`}
      priority={lcp ? 'lcp' : eager ? 'eager' : undefined}
      style={style}
      className={className}
    />
  );
}
