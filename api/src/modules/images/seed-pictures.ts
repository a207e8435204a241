import sharp from 'sharp';
import { CATEGORY_TREE } from '../../db/seed/catalog-data';
import { Svg, prng } from './drawing/kit';
import { PRODUCT_DRAWINGS } from './drawing/products';
import { COVER_COUNTS, type CoverKind, categoryIcon, certificate, cover, homeBanner, shopBanner, shopLogo } from './drawing/scenes';
import { PRODUCT_VARIANTS, PRODUCT_VIEWS, productScene } from './drawing/studio';

/**
 * The demo catalogue's pictures as a real shop has them: photo-sized rasters (a product picture is
 * a 1200x1200 JPEG of 80-200 kB) that show what they are about. Each is a vector drawing (see
 * drawing/): a watch, a bolt, a lamp in a studio with its shadow, several colours and angles per
 * kind of product; shops' logos and banners from their goods; halls, factories and ships for the
 * stories. sharp renders the SVG (librsvg), adds sensor grain and encodes it: nothing is
 * downloaded, the same bytes on every machine with the same sharp, kept in the image cache.
 *
 * A picture is named by what it shows: 'catalog/p/hex-bolt-2-0.jpg' is variant 2 (its colour and
 * proportions) of the hex bolt in view 0 (the hero angle).
 */
export const SEED_PICTURE_KINDS = {
  /** Product pictures, square. */
  p: { width: 1200, height: 1200 },
  /** Home and shop banners. */
  b: { width: 1920, height: 576 },
  /** Shop logos and certificates. */
  l: { width: 400, height: 400 },
  /** Covers of featured topics, exhibitions, industry belts, news and videos, 16:9. */
  v: { width: 1280, height: 720 },
  /** Category icons. */
  c: { width: 240, height: 240 },
} as const;
export type SeedPictureKind = keyof typeof SEED_PICTURE_KINDS;

/**
 * Bumped when drawings change: cached originals and their resized variants are kept per
 * generation, so a changed drawing is computed again rather than served from an old cache.
 */
export const SEED_PICTURE_GENERATION = 2;

export const SHOP_LOGO_VARIANTS = 12;
export const SHOP_BANNER_VARIANTS = 6;
export const CERTIFICATE_PICTURES = 8;
export const HOME_BANNERS = 6;

/** A category name as a picture name: 'LED Desk Lamp' -> 'led-desk-lamp'. */
export const pictureSlug = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const TOPS = CATEGORY_TREE.map((t) => pictureSlug(t.name[0]));
/** The product a top category's icon and shops' logos show. */
const TOP_SUBJECTS = [
  'headphones',
  'led-desk-lamp',
  'cotton-t-shirt',
  'mini-excavator',
  'cordless-drill',
  'lipstick',
  'tea-set',
  'mountain-bike',
];
/** A second-level category shows its first product kind, except where another says it better. */
const SECOND_SUBJECTS: Readonly<Record<string, string>> = {
  'mobile-accessories': 'power-bank',
  'home-textiles': 'bath-towel',
  'bags-shoes': 'running-shoes',
  'packaging-machines': 'filling-machine',
  'agricultural-machinery': 'tractor',
  makeup: 'lipstick',
  snacks: 'cookies',
  beverages: 'fruit-juice',
};

/** What each category's icon shows, by the category's picture name (every level of the tree). */
export const CATEGORY_SUBJECTS: ReadonlyMap<string, string> = new Map(
  CATEGORY_TREE.flatMap((top, t) => [
    [TOPS[t]!, TOP_SUBJECTS[t]!] as const,
    ...top.children.flatMap((second) => {
      const slug = pictureSlug(second.name[0]);
      return [
        [slug, SECOND_SUBJECTS[slug] ?? pictureSlug(second.leaves[0]![0])] as const,
        ...second.leaves.map(([en]) => [pictureSlug(en), pictureSlug(en)] as const),
      ];
    }),
  ]),
);

/** The stored path of a seed picture ('catalog/p/hex-bolt-2-0.jpg'). */
export const seedPicturePath = (kind: SeedPictureKind, name: string): string => `catalog/${kind}/${name}.jpg`;
/** A product kind's picture: variant (colour, proportions) and view (0 hero, 1 other side, 2 close-up, 3 colours together). */
export const productPicture = (leafSlug: string, variant: number, view: number): string =>
  seedPicturePath('p', `${leafSlug}-${variant % PRODUCT_VARIANTS}-${view % PRODUCT_VIEWS}`);
export const categoryPicture = (slug: string): string => seedPicturePath('c', slug);
export const shopLogoPicture = (top: number, n: number): string =>
  seedPicturePath('l', `${TOPS[top % TOPS.length]}-${n % SHOP_LOGO_VARIANTS}`);
export const certificatePicture = (n: number): string => seedPicturePath('l', `certificate-${n % CERTIFICATE_PICTURES}`);
export const shopBannerPicture = (top: number, n: number): string =>
  seedPicturePath('b', `${TOPS[top % TOPS.length]}-${n % SHOP_BANNER_VARIANTS}`);
export const homeBannerPicture = (k: number): string => seedPicturePath('b', `home-${k % HOME_BANNERS}`);
export const coverPicture = (kind: CoverKind, k: number): string => seedPicturePath('v', `${kind}-${k % COVER_COUNTS[kind]}`);

const num = (v: string | undefined, below: number): number | null => {
  const n = Number(v);
  return Number.isInteger(n) && n >= 0 && n < below ? n : null;
};

/** The SVG of a seed picture, or null when the kind or name is not one of ours. */
export function seedPictureSvg(kind: string, name: string): string | null {
  if (!(kind in SEED_PICTURE_KINDS) || !/^[a-z0-9-]{1,64}$/.test(name)) return null;
  const { width, height } = SEED_PICTURE_KINDS[kind as SeedPictureKind];
  const wide = kind === 'b' || kind === 'v';
  const s = new Svg(wide ? width : 1000, wide ? height : 1000);
  let body: string | null = null;
  if (kind === 'p') {
    const m = /^([a-z0-9-]+)-(\d)-(\d)$/.exec(name);
    const drawing = m ? PRODUCT_DRAWINGS[m[1]!] : undefined;
    const variant = num(m?.[2], PRODUCT_VARIANTS);
    const view = num(m?.[3], PRODUCT_VIEWS);
    if (drawing && variant !== null && view !== null) body = productScene(s, drawing, m![1]!, variant, view);
  } else if (kind === 'c') {
    const subject = CATEGORY_SUBJECTS.get(name);
    if (subject) body = categoryIcon(s, subject);
  } else {
    const m = /^([a-z-]+)-(\d{1,2})$/.exec(name);
    const [what, n] = [m?.[1] ?? '', m?.[2]];
    const top = TOPS.indexOf(what);
    if (kind === 'l' && what === 'certificate' && num(n, CERTIFICATE_PICTURES) !== null) body = certificate(s, Number(n));
    else if (kind === 'l' && top >= 0 && num(n, SHOP_LOGO_VARIANTS) !== null) body = shopLogo(s, TOP_SUBJECTS[top]!, Number(n));
    else if (kind === 'b' && what === 'home' && num(n, HOME_BANNERS) !== null) body = homeBanner(s, Number(n));
    else if (kind === 'b' && top >= 0 && num(n, SHOP_BANNER_VARIANTS) !== null) body = shopBanner(s, top, Number(n));
    else if (kind === 'v' && what in COVER_COUNTS && num(n, COVER_COUNTS[what as CoverKind]) !== null)
      body = cover(s, what as CoverKind, Number(n));
  }
  return body === null ? null : s.doc(body, width, height);
}

/**
 * Every seed picture's kind and name, the home page's first: the warm-up makes them in this order
 * ahead of requests. Products only in their hero view (what lists show): the other views are made
 * when a gallery first asks.
 */
export function seedPictureNames(opts: { allViews?: boolean } = {}): [SeedPictureKind, string][] {
  const out: [SeedPictureKind, string][] = [];
  for (let n = 0; n < HOME_BANNERS; n++) out.push(['b', `home-${n}`]);
  for (const slug of CATEGORY_SUBJECTS.keys()) out.push(['c', slug]);
  for (const [kind, count] of Object.entries(COVER_COUNTS)) for (let n = 0; n < count; n++) out.push(['v', `${kind}-${n}`]);
  for (const top of TOPS) {
    for (let n = 0; n < SHOP_LOGO_VARIANTS; n++) out.push(['l', `${top}-${n}`]);
    for (let n = 0; n < SHOP_BANNER_VARIANTS; n++) out.push(['b', `${top}-${n}`]);
  }
  for (let n = 0; n < CERTIFICATE_PICTURES; n++) out.push(['l', `certificate-${n}`]);
  for (const slug of Object.keys(PRODUCT_DRAWINGS)) {
    for (let v = 0; v < PRODUCT_VARIANTS; v++) {
      for (let view = 0; view < (opts.allViews ? PRODUCT_VIEWS : 1); view++) out.push(['p', `${slug}-${v}-${view}`]);
    }
  }
  return out;
}

/** Sensor grain, per pixel and the same on every channel: what makes the JPEG a photo's size. */
const GRAIN = 7;
/** Grain values drawn once (a prime count, so rows do not line up); a picture starts at its own offset. */
const GRAIN_TABLE = (() => {
  const rnd = prng('grain');
  return Int8Array.from({ length: 65_521 }, () => Math.round((rnd() + rnd() - 1) * GRAIN));
})();

/** The JPEG of one seed picture, or null when the kind or name is not one of ours. */
export async function seedPictureJpeg(kind: string, name: string): Promise<Buffer | null> {
  const svg = seedPictureSvg(kind, name);
  if (!svg) return null;
  const { width, height } = SEED_PICTURE_KINDS[kind as SeedPictureKind];
  const { data } = await sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).raw().toBuffer({ resolveWithObject: true });
  // A clamped view: adding grain saturates at black and white instead of wrapping around.
  const px = new Uint8ClampedArray(data.buffer, data.byteOffset, data.length);
  let j = Math.floor(prng(`${kind}/${name}`)() * GRAIN_TABLE.length);
  for (let i = 0; i < px.length; i += 3) {
    const n = GRAIN_TABLE[j]!;
    j = j + 1 === GRAIN_TABLE.length ? 0 : j + 1;
    px[i] += n;
    px[i + 1] += n;
    px[i + 2] += n;
  }
  return sharp(data, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80, chromaSubsampling: '4:2:0' })
    .toBuffer();
}
