import sharp from 'sharp';
import { mulberry32 } from '../../db/seed/random';

/**
 * The demo catalogue's pictures as a real shop has them: raster photos of photo size (a product
 * picture is 1200x1200 JPEG of 80-200 kB), so pages are measured with the bytes and decode cost
 * real pictures have. Nothing is downloaded: each picture is computed from its kind and number
 * (a studio backdrop, a lit object with its shadow, a surface texture and sensor grain), the same
 * bytes on every machine, and kept in the image cache so a second start does not compute it again.
 */
export const SEED_PICTURE_KINDS = {
  /** Product pictures, square. */
  p: { width: 1200, height: 1200, count: 240 },
  /** Home banners. */
  b: { width: 1920, height: 576, count: 6 },
  /** Shop logos. */
  l: { width: 400, height: 400, count: 60 },
  /** Video covers, exhibition and industry-belt pictures, 16:9. */
  v: { width: 1280, height: 720, count: 40 },
  /** Category icons. */
  c: { width: 240, height: 240, count: 40 },
} as const;
export type SeedPictureKind = keyof typeof SEED_PICTURE_KINDS;

function hsl(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : v);

/** Raw RGB pixels of one picture. */
export function seedPixels(kind: SeedPictureKind, n: number): { data: Uint8Array; width: number; height: number } {
  const { width: w, height: h } = SEED_PICTURE_KINDS[kind];
  const rnd = mulberry32((n + 1) * 7919 + kind.charCodeAt(0) * 104729);
  const hue = (n * 137.508) % 360;
  const back1 = hsl(hue, 0.25, 0.9);
  const back2 = hsl((hue + 20) % 360, 0.3, 0.62);
  const body = hsl((hue + 180) % 360, 0.55 + rnd() * 0.3, 0.45 + rnd() * 0.15);
  const accent = hsl((hue + 210) % 360, 0.7, 0.75);
  // The object: an ellipse or a rounded box, centred a little off the middle, lit from the top left.
  const shape = n % 3;
  const cx = w * (0.45 + rnd() * 0.1);
  const cy = h * (0.47 + rnd() * 0.06);
  const scale = Math.min(w, h);
  const rx = scale * (0.22 + rnd() * 0.12) * (w > h ? 1.6 : 1);
  const ry = scale * (0.22 + rnd() * 0.12);
  const stripe = 6 + Math.floor(rnd() * 18);
  const freq = (Math.PI * 2 * stripe) / scale;
  const data = new Uint8Array(w * h * 3);
  let i = 0;
  for (let y = 0; y < h; y++) {
    const fy = y / h;
    for (let x = 0; x < w; x++) {
      const fx = x / w;
      // Studio sweep: a soft vertical gradient with a vignette.
      const vx = fx - 0.5;
      const vy = fy - 0.45;
      const vignette = 1 - 0.35 * (vx * vx + vy * vy);
      let r = (back1[0] * (1 - fy) + back2[0] * fy) * vignette;
      let g = (back1[1] * (1 - fy) + back2[1] * fy) * vignette;
      let b = (back1[2] * (1 - fy) + back2[2] * fy) * vignette;
      // Its shadow on the floor.
      const sx = (x - cx - rx * 0.15) / (rx * 1.05);
      const sy = (y - cy - ry * 0.95) / (ry * 0.28);
      const sd = sx * sx + sy * sy;
      if (sd < 1.6) {
        const k = 1 - 0.45 * Math.max(0, 1 - sd / 1.6);
        r *= k;
        g *= k;
        b *= k;
      }
      // The object, shaded like a lit surface, with a woven texture and a highlight.
      const dx = (x - cx) / rx;
      const dy = (y - cy) / ry;
      const inside = shape === 1 ? Math.max(Math.abs(dx), Math.abs(dy)) < 0.92 : dx * dx + dy * dy < 1;
      if (inside) {
        const nz = Math.sqrt(Math.max(0, 1 - Math.min(1, dx * dx + dy * dy)));
        const light = 0.35 + 0.75 * Math.max(0, -0.5 * dx - 0.55 * dy + 0.67 * nz);
        const weave = 0.9 + 0.1 * Math.sin(x * freq) * Math.sin(y * freq * 0.7 + shape);
        const band = shape === 2 && Math.abs(dy) < 0.12 ? 1 : 0;
        r = (band ? accent[0] : body[0]) * light * weave;
        g = (band ? accent[1] : body[1]) * light * weave;
        b = (band ? accent[2] : body[2]) * light * weave;
        const hx = dx + 0.35;
        const hy = dy + 0.4;
        const hl = Math.max(0, 1 - (hx * hx + hy * hy) * 9);
        r += hl * 120;
        g += hl * 120;
        b += hl * 120;
      }
      // Sensor grain: what makes a photo a photo (and its JPEG a photo's size).
      const grain = (rnd() + rnd() - 1) * 11;
      data[i++] = clamp(r + grain);
      data[i++] = clamp(g + grain);
      data[i++] = clamp(b + grain);
    }
  }
  return { data, width: w, height: h };
}

/** The JPEG of one seed picture, or null when the kind or number is not one of ours. */
export async function seedPictureJpeg(kind: string, n: number): Promise<Buffer | null> {
  if (!(kind in SEED_PICTURE_KINDS) || !Number.isInteger(n) || n < 0) return null;
  if (n >= SEED_PICTURE_KINDS[kind as SeedPictureKind].count) return null;
  const { data, width, height } = seedPixels(kind as SeedPictureKind, n);
  return sharp(data, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80, mozjpeg: false, chromaSubsampling: '4:2:0' })
    .toBuffer();
}
