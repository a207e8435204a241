import { type Face, type Material, type V3, lathe, mat } from '../mesh';
import type { Look } from '../studio';

/** The turn for a look: the hero angle, or the other side for the second view. */
export const turn = (l: Look, hero: number, other: number) => (l.pose ? other : hero);

/** A number between lo and hi from the variant's generator. */
export const between = (l: Look, lo: number, hi: number) => lo + (hi - lo) * l.rnd();

/** A path of points along a curve given by a function of t in 0..1. */
export const curve = (steps: number, f: (t: number) => V3): V3[] => Array.from({ length: steps + 1 }, (_, i) => f(i / steps));

/** A bottle or jar by its radius at heights (bottom to top), with a cap of its own material. */
export function bottle(
  profile: readonly (readonly [number, number])[],
  body: Material,
  cap?: { from: number; m: Material },
  segs = 48,
): Face[] {
  if (!cap) return lathe(profile, body, segs);
  return lathe(profile, (i) => (profile[i]![1] >= cap.from ? cap.m : body), segs);
}

/** A label band around a lathe body: a slightly larger ring of another colour. */
export function label(r: number, y0: number, y1: number, color: string, finish: 'matte' | 'plastic' | 'gloss' = 'matte'): Face[] {
  return lathe(
    [
      [r, y0],
      [r, y1],
    ],
    mat(color, finish, { decal: true }),
    48,
    false,
  );
}
