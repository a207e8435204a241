import { type Svg, ell, g, prng, rect, shade } from './kit';

/**
 * What a product drawing gets: one variant's colours and proportions, and which side it is seen
 * from. Drawings work in a 1000 x 1000 box: the object stands on the floor at y ≈ 800 and fills
 * roughly x 150..850.
 */
export interface Look {
  s: Svg;
  /** The body colour of this variant (one of the drawing's palette). */
  color: string;
  /** A second colour that goes with it (trim, strap, label). */
  accent: string;
  /** The variant's own numbers (proportions, small details): the same for all of its views. */
  rnd: () => number;
  /** 0: the hero angle; 1: the other side (drawings may open a lid, turn a face, show the back). */
  pose: 0 | 1;
}
/** A drawn object and the point a close-up looks at. */
export interface Drawn {
  body: string;
  focus: readonly [number, number];
}
export interface ProductDrawing {
  /** Body colours a buyer would find in this kind of product, one per variant. */
  palette: readonly string[];
  /** Trim colours, paired with the palette by index. */
  accents?: readonly string[];
  /** Drawn in 3D: the other side is turned by the drawing itself (a flat drawing is mirrored). */
  turns?: boolean;
  draw(look: Look): Drawn;
}

/** Where a product shot's object goes: centred, filling most of the frame, room for its shadow. */
export const FRAME = [150, 180, 850, 800] as const;

/** Variants per product kind (colour and proportions) and views per variant (the gallery's angles). */
export const PRODUCT_VARIANTS = 6;
export const PRODUCT_VIEWS = 4;

/** Studio paper: light neutrals, one per variant. */
const BACKDROPS = ['#e8e6e2', '#e2e6ea', '#ebe6de', '#e4e8e3', '#ebe6e8', '#dfe3e8'];

/** A photo studio's sweep: a lit wall bending into the floor, brightest behind the object. */
export function studio(s: Svg, tint: string, w = 1000, h = 1000): string {
  return (
    rect(
      0,
      0,
      w,
      h,
      0,
      s.linU(
        [
          [0, shade(tint, -0.06)],
          [0.55, shade(tint, 0.3)],
          [0.75, shade(tint, 0.12)],
          [1, shade(tint, -0.08)],
        ],
        0,
        0,
        0,
        h,
      ),
    ) +
    ell(
      w * 0.48,
      h * 0.5,
      w * 0.55,
      h * 0.45,
      s.rad([
        [0, '#ffffff', 0.55],
        [1, '#ffffff', 0],
      ]),
    )
  );
}

/** The colours and numbers of one variant of a drawing (`key`: the product kind's picture name). */
export function lookOf(s: Svg, d: ProductDrawing, key: string, variant: number, pose: 0 | 1): Look {
  const color = d.palette[variant % d.palette.length]!;
  const accent = d.accents?.[variant % d.accents.length] ?? shade(color, -0.45);
  return { s, color, accent, rnd: prng(`${key}/${variant}`), pose };
}

/**
 * One picture of a product kind: variant (colour, proportions) and view (0 the hero shot, 1 the
 * other side, 2 a close-up of its detail, 3 three colours side by side) on the studio backdrop.
 */
export function productScene(s: Svg, d: ProductDrawing, key: string, variant: number, view: number): string {
  const back = studio(s, BACKDROPS[variant % BACKDROPS.length]!);
  if (view === 1) {
    const { body } = d.draw(lookOf(s, d, key, variant, 1));
    return back + (d.turns ? body : g('translate(1000 0) scale(-1 1)', body));
  }
  if (view === 2) {
    const { body, focus } = d.draw(lookOf(s, d, key, variant, 0));
    const [fx, fy] = focus;
    return back + g(`translate(500 500) scale(1.9) translate(${-fx} ${-fy})`, body);
  }
  if (view === 3) {
    // The variant in front, two other colours behind it.
    const others = [1, 2].map((k) => d.draw(lookOf(s, d, key, (variant + k * 2 + (k === 2 ? 1 : 0)) % PRODUCT_VARIANTS, 0)).body);
    const front = d.draw(lookOf(s, d, key, variant, 0)).body;
    return (
      back +
      g('translate(40 150) scale(0.62)', others[0]!) +
      g('translate(340 130) scale(0.62)', others[1]!) +
      g('translate(160 300) scale(0.7)', front)
    );
  }
  return back + d.draw(lookOf(s, d, key, variant, 0)).body;
}
