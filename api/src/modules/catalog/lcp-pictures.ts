import type { AppContext } from '../../context';
import { pictureSources } from '../images';

/**
 * How the catalogue shows its LCP pictures (mf-catalog: the gallery's main picture, the first
 * banner), for the preload a page gets when it has no first view (a catalogue version without a
 * server entry): the same srcset candidate its <img> will pick.
 */
export const PRODUCT_PICTURE = { maxWidth: 500, sizes: '(max-width: 768px) 100vw, 500px' };
export const HOME_BANNER = { maxWidth: 660, sizes: '(max-width: 768px) 100vw, 660px' };

export const lcpPicture = (ctx: AppContext, pic: string | null | undefined, shown: { maxWidth: number; sizes: string }) => {
  const s = pictureSources(ctx.config, pic, shown.maxWidth);
  return { href: s.src, ...(s.srcSet ? { srcset: s.srcSet, sizes: shown.sizes } : {}) };
};
