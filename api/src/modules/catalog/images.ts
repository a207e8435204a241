import { SEED_PICTURE_KINDS } from '../images/seed-pictures';

/**
 * Demo pictures, generated deterministically from their number (no hot-linking, nothing to
 * download). Seeded rows store the relative path of a raster photo ('catalog/p/17.jpg', see
 * images/seed-pictures.ts), served under /api/res/catalog/ and resized by /api/img/. The small
 * SVGs below are what databases seeded before the photos still point to ('catalog/p/17.svg').
 */
/** The kinds and counts of demo pictures (one list: the raster photos'); an SVG is a third of its photo's size. */
export const IMAGE_KINDS = SEED_PICTURE_KINDS;
export type ImageKind = keyof typeof IMAGE_KINDS;

export const imagePath = (kind: ImageKind, n: number): string => `catalog/${kind}/${n % IMAGE_KINDS[kind].count}.jpg`;

const SHAPES = [
  (w: number, h: number, c: string) => `<circle cx="${w / 2}" cy="${h / 2}" r="${Math.min(w, h) / 4}" fill="${c}"/>`,
  (w: number, h: number, c: string) =>
    `<rect x="${w / 4}" y="${h / 4}" width="${w / 2}" height="${h / 2}" rx="${Math.min(w, h) / 16}" fill="${c}"/>`,
  (w: number, h: number, c: string) =>
    `<polygon points="${w / 2},${h / 5} ${(w * 4) / 5},${(h * 4) / 5} ${w / 5},${(h * 4) / 5}" fill="${c}"/>`,
  (w: number, h: number, c: string) =>
    `<ellipse cx="${w / 2}" cy="${h / 2}" rx="${w / 3}" ry="${h / 5}" fill="${c}"/><circle cx="${w / 2}" cy="${h / 2}" r="${Math.min(w, h) / 10}" fill="#fff" opacity=".6"/>`,
];

const cache = new Map<string, string>();

/** The SVG of one picture, or null when the kind or number is not one of ours. */
export function renderImage(kind: string, n: number): string | null {
  if (!(kind in IMAGE_KINDS) || !Number.isInteger(n) || n < 0) return null;
  const spec = IMAGE_KINDS[kind as ImageKind];
  if (n >= spec.count) return null;
  const key = `${kind}/${n}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const [w, h] = [Math.round(spec.width / 3), Math.round(spec.height / 3)];
  // Golden-angle hues spread neighbouring numbers apart.
  const hue = Math.round((n * 137.508) % 360);
  const from = `hsl(${hue},65%,62%)`;
  const to = `hsl(${(hue + 40) % 360},70%,42%)`;
  const shape = SHAPES[n % SHAPES.length]!(w, h, `hsl(${(hue + 180) % 360},80%,88%)`);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>${shape}` +
    `<text x="${w - 8}" y="${h - 8}" font-family="sans-serif" font-size="${Math.max(10, Math.round(h / 16))}" fill="#fff" text-anchor="end" opacity=".8">${kind.toUpperCase()}${n}</text></svg>`;
  cache.set(key, svg);
  return svg;
}
