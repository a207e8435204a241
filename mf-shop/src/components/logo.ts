import { IMAGE_WIDTHS, resolveImageSources } from '@mall/shared';

/**
 * A shop logo shown `size` px square (antd Avatar's src/srcSet, which has no `sizes`): the image
 * endpoint's variant for 1x and 2x screens, not the full-size original.
 */
export function logoSources(path: string | null | undefined, size: number): { src: string; srcSet?: string } {
  const { src, srcSet } = resolveImageSources(path, size);
  if (!srcSet) return { src };
  const at = (px: number) => IMAGE_WIDTHS.find((w) => w >= px) ?? IMAGE_WIDTHS.at(-1)!;
  const url = (w: number) => src.replace(/\/img\/\d+\//, `/img/${w}/`);
  return { src: url(at(size)), srcSet: `${url(at(size))} 1x, ${url(at(size * 2))} 2x` };
}
