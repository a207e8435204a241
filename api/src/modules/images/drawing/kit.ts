/**
 * A small SVG kit for the seed pictures: colours, gradients and patterns collected into one
 * <defs>, and shapes. Only vector shapes: no text, no fonts, no external resources, so librsvg
 * (through sharp) renders the same pixels on every machine.
 */
import { mulberry32 } from '../../../db/seed/random';

/** [offset 0..1, colour, opacity?] */
export type Stop = readonly [number, string, number?];

const clamp255 = (v: number) => Math.max(0, Math.min(255, Math.round(v)));

export function rgbOf(c: string): [number, number, number] {
  const h = c.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}
export const hexOf = (r: number, g: number, b: number): string =>
  '#' + [r, g, b].map((v) => clamp255(v).toString(16).padStart(2, '0')).join('');

/** Lighter toward white (k > 0) or darker toward black (k < 0); k in -1..1. */
export function shade(c: string, k: number): string {
  const [r, g, b] = rgbOf(c);
  return k >= 0 ? hexOf(r + (255 - r) * k, g + (255 - g) * k, b + (255 - b) * k) : hexOf(r * (1 + k), g * (1 + k), b * (1 + k));
}
export function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = rgbOf(a);
  const [r2, g2, b2] = rgbOf(b);
  return hexOf(r1 + (r2 - r1) * t, g1 + (g2 - g1) * t, b1 + (b2 - b1) * t);
}
/** Relative lightness 0..1 (for choosing light or dark details on a body colour). */
export function lightness(c: string): number {
  const [r, g, b] = rgbOf(c);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

const n2 = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(2).replace(/\.?0+$/, ''));
/** Attributes from an object: numbers rounded to 2 places, undefined skipped. */
export function attrs(a: Record<string, string | number | undefined>): string {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? n2(v) : v}"`)
    .join('');
}
type Extra = Record<string, string | number | undefined>;

export const rect = (x: number, y: number, w: number, h: number, rx: number, fill: string, extra: Extra = {}) =>
  `<rect${attrs({ x, y, width: w, height: h, rx: rx || undefined, fill, ...extra })}/>`;
export const ell = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Extra = {}) =>
  `<ellipse${attrs({ cx, cy, rx, ry, fill, ...extra })}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, extra: Extra = {}) =>
  `<circle${attrs({ cx, cy, r, fill, ...extra })}/>`;
export const path = (d: string, fill: string, extra: Extra = {}) => `<path${attrs({ d, fill, ...extra })}/>`;
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra: Extra = {}) =>
  `<line${attrs({ x1, y1, x2, y2, stroke, 'stroke-width': width, 'stroke-linecap': 'round', ...extra })}/>`;
export const poly = (pts: readonly (readonly [number, number])[], fill: string, extra: Extra = {}) =>
  `<polygon${attrs({ points: pts.map(([x, y]) => `${n2(x)},${n2(y)}`).join(' '), fill, ...extra })}/>`;
export const g = (transform: string | undefined, ...body: string[]) => `<g${attrs({ transform })}>${body.join('')}</g>`;
export const stroke = (d: string, color: string, width: number, extra: Extra = {}) =>
  path(d, 'none', { stroke: color, 'stroke-width': width, 'stroke-linecap': 'round', 'stroke-linejoin': 'round', ...extra });
/** A rounded rectangle as a path (for clip paths and strokes). */
export const roundRectD = (x: number, y: number, w: number, h: number, r: number) =>
  `M${n2(x + r)} ${n2(y)} H${n2(x + w - r)} A${n2(r)} ${n2(r)} 0 0 1 ${n2(x + w)} ${n2(y + r)} V${n2(y + h - r)} A${n2(r)} ${n2(r)} 0 0 1 ${n2(x + w - r)} ${n2(y + h)} H${n2(x + r)} A${n2(r)} ${n2(r)} 0 0 1 ${n2(x)} ${n2(y + h - r)} V${n2(y + r)} A${n2(r)} ${n2(r)} 0 0 1 ${n2(x + r)} ${n2(y)} Z`;

/** One SVG document: gradients and filters are registered here and written once into <defs>. */
export class Svg {
  private defs: string[] = [];
  private next = 0;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  id(prefix = 'd'): string {
    return `${prefix}${this.next++}`;
  }

  private stops(stops: readonly Stop[]): string {
    return stops.map(([o, c, a]) => `<stop${attrs({ offset: o, 'stop-color': c, 'stop-opacity': a })}/>`).join('');
  }

  /** A linear gradient across the shape's box (0..1), from (x1,y1) to (x2,y2). */
  lin(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id('l');
    this.defs.push(`<linearGradient${attrs({ id, x1, y1, x2, y2 })}>${this.stops(stops)}</linearGradient>`);
    return `url(#${id})`;
  }
  /** A linear gradient in drawing coordinates. */
  linU(stops: readonly Stop[], x1: number, y1: number, x2: number, y2: number): string {
    const id = this.id('l');
    this.defs.push(
      `<linearGradient${attrs({ id, x1, y1, x2, y2, gradientUnits: 'userSpaceOnUse' })}>${this.stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  /** A radial gradient across the shape's box; (fx,fy) the focus. */
  rad(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
    const id = this.id('r');
    this.defs.push(`<radialGradient${attrs({ id, cx, cy, r, fx, fy })}>${this.stops(stops)}</radialGradient>`);
    return `url(#${id})`;
  }
  /** A radial gradient in drawing coordinates. */
  radU(stops: readonly Stop[], cx: number, cy: number, r: number, fx = cx, fy = cy, transform?: string): string {
    const id = this.id('r');
    this.defs.push(
      `<radialGradient${attrs({ id, cx, cy, r, fx, fy, gradientUnits: 'userSpaceOnUse', gradientTransform: transform })}>${this.stops(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }
  /** A Gaussian blur filter (for glows and the softest shadows; gradients are cheaper where they do). */
  blur(sd: number): string {
    const id = this.id('f');
    this.defs.push(
      `<filter${attrs({ id, x: '-50%', y: '-50%', width: '200%', height: '200%' })}><feGaussianBlur stdDeviation="${n2(sd)}"/></filter>`,
    );
    return `url(#${id})`;
  }
  /** A filter that turns a drawing into a flat silhouette of one colour (logos). */
  silhouette(color: string, opacity = 1): string {
    const id = this.id('f');
    const [r, g2, b] = rgbOf(color).map((v) => v / 255);
    this.defs.push(
      `<filter${attrs({ id, 'color-interpolation-filters': 'sRGB' })}><feColorMatrix type="matrix" values="0 0 0 0 ${n2(r!)} 0 0 0 0 ${n2(g2!)} 0 0 0 0 ${n2(b!)} 0 0 0 ${n2(opacity)} 0"/></filter>`,
    );
    return `url(#${id})`;
  }
  clip(shape: string): string {
    const id = this.id('c');
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }
  /**
   * A repeating tile (fabric weave, speaker mesh, knit) in drawing units. Small tiles are copied
   * into one of at least 60 units: librsvg pays per repeat, and a weave of 4-unit tiles over a
   * whole garment costs seconds.
   */
  pattern(w: number, h: number, body: string, transform?: string): string {
    const kx = Math.max(1, Math.ceil(60 / w));
    const ky = Math.max(1, Math.ceil(60 / h));
    let tile = body;
    if (kx * ky > 1) {
      tile = '';
      for (let i = 0; i < kx; i++) for (let j = 0; j < ky; j++) tile += `<g transform="translate(${i * w} ${j * h})">${body}</g>`;
    }
    const id = this.id('p');
    this.defs.push(
      `<pattern${attrs({ id, width: w * kx, height: h * ky, patternUnits: 'userSpaceOnUse', patternTransform: transform })}>${tile}</pattern>`,
    );
    return `url(#${id})`;
  }

  /** The document at `px` x `py` pixels, drawn in its own units (width x height). */
  doc(body: string, px = this.width, py = this.height): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg"${attrs({ width: px, height: py, viewBox: `0 0 ${this.width} ${this.height}` })}>` +
      `<defs>${this.defs.join('')}</defs>${body}</svg>`
    );
  }
}

/** A deterministic generator for one drawing's variation (same picture name, same numbers). */
export function prng(seed: string): () => number {
  // FNV-1a of the name seeds the catalogue's own generator.
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  return mulberry32(h);
}
