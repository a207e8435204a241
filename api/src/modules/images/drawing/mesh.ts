import { Svg, hexOf, rgbOf } from './kit';

/**
 * A tiny polygon renderer for hard goods: solids built from lathes (bottles, bolts, pots),
 * extrusions (wrenches, phone cases), boxes and tubes, turned to a camera angle, shaded per face
 * (diffuse, specular and, for metal, a studio's softboxes reflected) and written as SVG polygons,
 * far to near, with a soft shadow projected onto the floor. World units: y up, the floor at y = 0.
 */
export type V3 = readonly [number, number, number];
export type Finish = 'plastic' | 'metal' | 'matte' | 'gloss' | 'glow' | 'glass';
export interface Material {
  color: string;
  finish?: Finish;
  /** Below 1: see-through (glass sheets, clear plastic). */
  opacity?: number;
  /** A pattern fill laid over the shaded face (fabric, speaker mesh, knurling). */
  texture?: string;
  /** Drawn after faces at about the same depth (labels and prints on a surface). */
  decal?: boolean;
}
export interface Face {
  p: V3[];
  m: Material;
}

export const mat = (color: string, finish: Finish = 'plastic', more: Omit<Material, 'color' | 'finish'> = {}): Material => ({
  color,
  finish,
  ...more,
});

const sub = (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const cross = (a: V3, b: V3): V3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const dot = (a: V3, b: V3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const norm = (a: V3): V3 => {
  const l = Math.hypot(a[0], a[1], a[2]) || 1;
  return [a[0] / l, a[1] / l, a[2] / l];
};

/* ---------- Transforms (all return new faces). ---------- */

export const mapFaces = (faces: Face[], f: (v: V3) => V3): Face[] => faces.map((fc) => ({ m: fc.m, p: fc.p.map(f) }));
export const move = (faces: Face[], x: number, y: number, z: number) => mapFaces(faces, (v) => [v[0] + x, v[1] + y, v[2] + z]);
export const scale3 = (faces: Face[], sx: number, sy = sx, sz = sx) => mapFaces(faces, (v) => [v[0] * sx, v[1] * sy, v[2] * sz]);
/** Rotations in degrees: about y (turning), x (tipping toward the viewer), z (rolling in the picture plane). */
export function rotY(faces: Face[], deg: number): Face[] {
  const a = (deg * Math.PI) / 180;
  const c = Math.cos(a);
  const s = Math.sin(a);
  return mapFaces(faces, ([x, y, z]) => [x * c + z * s, y, -x * s + z * c]);
}
export function rotX(faces: Face[], deg: number): Face[] {
  const a = (deg * Math.PI) / 180;
  const c = Math.cos(a);
  const s = Math.sin(a);
  return mapFaces(faces, ([x, y, z]) => [x, y * c - z * s, y * s + z * c]);
}
export function rotZ(faces: Face[], deg: number): Face[] {
  const a = (deg * Math.PI) / 180;
  const c = Math.cos(a);
  const s = Math.sin(a);
  return mapFaces(faces, ([x, y, z]) => [x * c - y * s, x * s + y * c, z]);
}

/* ---------- Solids. ---------- */

/**
 * A solid of revolution about the y axis: profile points [radius, y] from bottom to top; caps
 * close the ends where the radius is not 0. `segs` facets around (smooth from about 40).
 */
export function lathe(
  profile: readonly (readonly [number, number])[],
  m: Material | ((i: number) => Material),
  segs = 48,
  caps = true,
): Face[] {
  const ring = (r: number, y: number) =>
    Array.from({ length: segs }, (_, j): V3 => {
      const a = (j / segs) * Math.PI * 2;
      return [r * Math.cos(a), y, r * Math.sin(a)];
    });
  const rings = profile.map(([r, y]) => ring(r, y));
  const matOf = typeof m === 'function' ? m : () => m;
  const faces: Face[] = [];
  for (let i = 0; i + 1 < rings.length; i++) {
    const a = rings[i]!;
    const b = rings[i + 1]!;
    for (let j = 0; j < segs; j++) {
      const k = (j + 1) % segs;
      faces.push({ p: [a[j]!, b[j]!, b[k]!, a[k]!], m: matOf(i) });
    }
  }
  if (caps) {
    const [r0] = profile[0]!;
    const [r1] = profile[profile.length - 1]!;
    if (r0 > 0) faces.push({ p: [...rings[0]!], m: matOf(0) });
    if (r1 > 0) faces.push({ p: [...rings[rings.length - 1]!].reverse(), m: matOf(profile.length - 2) });
  }
  return faces;
}

/** A 2D outline (x, y; any winding) extruded along z from z0 to z1; `side` paints the walls. */
export function extrude(outline: readonly (readonly [number, number])[], z0: number, z1: number, m: Material, side: Material = m): Face[] {
  let o = outline;
  const area = o.reduce((s, [x, y], i) => {
    const [x2, y2] = o[(i + 1) % o.length]!;
    return s + x * y2 - x2 * y;
  }, 0);
  if (area < 0) o = [...o].reverse();
  const faces: Face[] = [];
  faces.push({ p: o.map(([x, y]): V3 => [x, y, z1]), m });
  faces.push({ p: [...o].reverse().map(([x, y]): V3 => [x, y, z0]), m });
  for (let i = 0; i < o.length; i++) {
    const [x1, y1] = o[i]!;
    const [x2, y2] = o[(i + 1) % o.length]!;
    faces.push({
      p: [
        [x1, y1, z0],
        [x2, y2, z0],
        [x2, y2, z1],
        [x1, y1, z1],
      ],
      m: side,
    });
  }
  return faces;
}

/** A closed cylinder about the y axis, from y0 up by h. */
export const cylinderY = (r: number, h: number, m: Material, y0 = 0, segs = 40): Face[] =>
  lathe(
    [
      [r, y0],
      [r, y0 + h],
    ],
    m,
    segs,
  );

/** A box centred on x and z, standing on y0. */
export function cuboid(w: number, h: number, d: number, m: Material, y0 = 0): Face[] {
  return move(
    extrude(
      [
        [-w / 2, 0],
        [w / 2, 0],
        [w / 2, h],
        [-w / 2, h],
      ],
      -d / 2,
      d / 2,
      m,
    ),
    0,
    y0,
    0,
  );
}

/** A rounded outline (rectangle with corner radius r), for extrusions. */
export function roundedOutline(w: number, h: number, r: number, steps = 6): [number, number][] {
  const out: [number, number][] = [];
  const corners: [number, number, number][] = [
    [w / 2 - r, h / 2 - r, 0],
    [-w / 2 + r, h / 2 - r, 90],
    [-w / 2 + r, -h / 2 + r, 180],
    [w / 2 - r, -h / 2 + r, 270],
  ];
  for (const [cx, cy, a0] of corners) {
    for (let i = 0; i <= steps; i++) {
      const a = ((a0 + (90 * i) / steps) * Math.PI) / 180;
      out.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
    }
  }
  return out;
}

/** A tube of radius r along a path of points (frames, cables, handles); ends closed. */
export function tube(points: readonly V3[], r: number | ((i: number) => number), m: Material, segs = 14): Face[] {
  const rad = typeof r === 'function' ? r : () => r;
  const rings: V3[][] = [];
  let prevN: V3 | null = null;
  for (let i = 0; i < points.length; i++) {
    const p = points[i]!;
    const t = norm(sub(points[Math.min(points.length - 1, i + 1)]!, points[Math.max(0, i - 1)]!));
    // A frame that turns smoothly along the path (the previous normal made perpendicular to t).
    let n: V3 = prevN ?? (Math.abs(t[1]) < 0.9 ? [0, 1, 0] : [1, 0, 0]);
    n = norm(sub(n, [t[0] * dot(n, t), t[1] * dot(n, t), t[2] * dot(n, t)]));
    const b = cross(t, n);
    prevN = n;
    const ri = rad(i);
    rings.push(
      Array.from({ length: segs }, (_, j): V3 => {
        const a = (j / segs) * Math.PI * 2;
        const c = Math.cos(a) * ri;
        const s = Math.sin(a) * ri;
        return [p[0] + n[0] * c + b[0] * s, p[1] + n[1] * c + b[1] * s, p[2] + n[2] * c + b[2] * s];
      }),
    );
  }
  const faces: Face[] = [];
  for (let i = 0; i + 1 < rings.length; i++) {
    for (let j = 0; j < segs; j++) {
      const k = (j + 1) % segs;
      faces.push({ p: [rings[i]![j]!, rings[i]![k]!, rings[i + 1]![k]!, rings[i + 1]![j]!], m });
    }
  }
  faces.push({ p: [...rings[0]!].reverse(), m });
  faces.push({ p: [...rings[rings.length - 1]!], m });
  return faces;
}

/**
 * A rounded solid (superquadric) centred on the origin: half sizes a, b, c along x, y, z; e near 1
 * is an ellipsoid, near 0.2 a box with soft edges (e1 shapes the vertical profile, e2 the plan).
 */
export function blob(a: number, b: number, c: number, m: Material, e1 = 1, e2 = 1, segs = 40, rings = 24): Face[] {
  const pw = (v: number, e: number) => Math.sign(v) * Math.pow(Math.abs(v), e);
  const pt = (u: number, v: number): V3 => [
    a * pw(Math.cos(v), e1) * pw(Math.cos(u), e2),
    b * pw(Math.sin(v), e1),
    c * pw(Math.cos(v), e1) * pw(Math.sin(u), e2),
  ];
  const faces: Face[] = [];
  for (let i = 0; i < rings; i++) {
    const v0 = -Math.PI / 2 + (i / rings) * Math.PI;
    const v1 = -Math.PI / 2 + ((i + 1) / rings) * Math.PI;
    for (let j = 0; j < segs; j++) {
      const u0 = (j / segs) * Math.PI * 2;
      const u1 = ((j + 1) / segs) * Math.PI * 2;
      faces.push({ p: [pt(u0, v0), pt(u0, v1), pt(u1, v1), pt(u1, v0)], m });
    }
  }
  return faces;
}

/** A flat band (watch strap, belt, ribbon) of width w along x and thickness t, following a path. */
export function ribbon(points: readonly V3[], w: number, t: number, m: Material, closed = false): Face[] {
  const n = points.length;
  const corners = points.map((p, i) => {
    const next = points[closed ? (i + 1) % n : Math.min(n - 1, i + 1)]!;
    const prev = points[closed ? (i - 1 + n) % n : Math.max(0, i - 1)]!;
    const tg = norm(sub(next, prev));
    const side: V3 = [1, 0, 0];
    const up = norm(cross(tg, side));
    const c = (sx: number, su: number): V3 => [
      p[0] + side[0] * sx + up[0] * su,
      p[1] + side[1] * sx + up[1] * su,
      p[2] + side[2] * sx + up[2] * su,
    ];
    return [c(-w / 2, t / 2), c(w / 2, t / 2), c(w / 2, -t / 2), c(-w / 2, -t / 2)];
  });
  const faces: Face[] = [];
  const last = closed ? n : n - 1;
  for (let i = 0; i < last; i++) {
    const a = corners[i]!;
    const b = corners[(i + 1) % n]!;
    for (let k = 0; k < 4; k++) {
      const k2 = (k + 1) % 4;
      faces.push({ p: [a[k]!, b[k]!, b[k2]!, a[k2]!], m });
    }
  }
  if (!closed) {
    faces.push({ p: [...corners[0]!], m });
    faces.push({ p: [...corners[n - 1]!].reverse(), m });
  }
  return faces;
}

/** A flat ring or arc band in the x-y plane at depth z, facing +z (dials, watch faces, gauges). */
export function flatRing(cx: number, cy: number, r0: number, r1: number, z: number, m: Material, a0 = 0, a1 = 360, steps = 48): Face[] {
  const faces: Face[] = [];
  for (let i = 0; i < steps; i++) {
    const p = (r: number, k: number): V3 => {
      const a = ((a0 + ((a1 - a0) * k) / steps) * Math.PI) / 180;
      return [cx + r * Math.cos(a), cy + r * Math.sin(a), z];
    };
    faces.push({ p: [p(r0, i), p(r1, i), p(r1, i + 1), p(r0, i + 1)], m });
  }
  return faces;
}

/** A torus about the y axis (rings, tyres, cable coils). */
export function torus(R: number, r: number, m: Material, segs = 48, rsegs = 16): Face[] {
  const profile: [number, number][] = Array.from({ length: rsegs + 1 }, (_, i) => {
    const a = -Math.PI / 2 + (i / rsegs) * Math.PI * 2;
    return [R + r * Math.cos(a), r * Math.sin(a)];
  });
  return lathe(profile, m, segs, false);
}

/** Points of a circular arc in the x-y plane (for profiles and paths). */
export function arc(cx: number, cy: number, r: number, a0: number, a1: number, steps: number): [number, number][] {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const a = ((a0 + ((a1 - a0) * i) / steps) * Math.PI) / 180;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
  });
}

/* ---------- Camera and shading. ---------- */

export interface Camera {
  /** Turn of the object about its vertical axis, degrees (the hero shot is about 30). */
  yaw: number;
  /** Camera height: degrees the view looks down. */
  pitch: number;
  /** Pixels (drawing units) per world unit. */
  scale: number;
  /** Where the world origin (the floor under the object's centre) lands in the drawing. */
  cx: number;
  cy: number;
  /** Distance of the eye in world units (perspective); large is flat. */
  dist?: number;
  /**
   * A box [x0, y0, x1, y1] the object is fitted into, centred (scale and centre are then only the
   * first guess): product shots fill the frame the same way whatever the object's size.
   */
  fit?: readonly [number, number, number, number];
}

const KEY = norm([-0.5, 0.75, 0.55]);
const FILL = norm([0.75, 0.15, 0.45]);
const HALF_KEY = norm([KEY[0], KEY[1], KEY[2] + 1]);
const smooth = (a: number, b: number, x: number) => {
  const t = Math.max(0, Math.min(1, (x - a) / (b - a)));
  return t * t * (3 - 2 * t);
};

/** The studio seen in a mirror-like surface: two softboxes, a light ceiling, a darker floor. */
function environment(r: V3): number {
  const box1 = smooth(0.72, 0.93, dot(r, norm([-0.55, 0.6, 0.58])));
  const box2 = smooth(0.8, 0.97, dot(r, norm([0.8, 0.25, 0.55])));
  const sky = r[1] > 0 ? 0.45 + 0.25 * r[1] : 0.18 + 0.2 * (1 + r[1]);
  return Math.min(1.25, sky + 0.95 * box1 + 0.55 * box2);
}

function shadeFace(n: V3, m: Material): string {
  const [r, g2, b] = rgbOf(m.color);
  const finish = m.finish ?? 'plastic';
  if (finish === 'glow') return m.color;
  const diff = Math.max(0, dot(n, KEY));
  const fill = Math.max(0, dot(n, FILL));
  const nh = Math.max(0, dot(n, HALF_KEY));
  let k: number;
  let spec: number;
  if (finish === 'metal') {
    const refl: V3 = [2 * n[2] * n[0], 2 * n[2] * n[1], 2 * n[2] * n[2] - 1];
    k = 0.12 + 0.95 * environment(refl) + 0.1 * diff;
    spec = 0.55 * Math.pow(nh, 80);
  } else {
    const amb = finish === 'glass' ? 0.45 : 0.3;
    k = amb + 0.62 * diff + 0.16 * fill;
    const shin = finish === 'matte' ? 6 : finish === 'gloss' || finish === 'glass' ? 70 : 28;
    const amount = finish === 'matte' ? 0.04 : finish === 'gloss' || finish === 'glass' ? 0.7 : 0.28;
    spec = amount * Math.pow(nh, shin);
    if (finish === 'gloss') {
      const refl: V3 = [2 * n[2] * n[0], 2 * n[2] * n[1], 2 * n[2] * n[2] - 1];
      spec += 0.22 * smooth(0.8, 0.95, dot(refl, norm([-0.55, 0.6, 0.58])));
    }
  }
  const w = spec * 255;
  return hexOf(r * k + w, g2 * k + w, b * k + w);
}

export interface Rendered {
  body: string;
  /** Where a world point lands in the drawing. */
  at: (v: V3) => [number, number];
}

/**
 * The faces seen from the camera, far to near, each shaded flat (fine facets read as smooth),
 * over a soft shadow: every face projected straight down onto the floor and blurred.
 */
export function render(s: Svg, parts: Face[] | Face[][], camera: Camera, opts: { shadow?: number } = {}): Rendered {
  // Separate things (a heap of nuts) each cast their own shadow.
  const groups: Face[][] = parts.length && Array.isArray(parts[0]) ? (parts as Face[][]) : [parts as Face[]];
  const cam = camera.fit ? fitted(groups, camera, camera.fit) : camera;
  const ya = (cam.yaw * Math.PI) / 180;
  const pa = (cam.pitch * Math.PI) / 180;
  const [cy1, sy1, cp, sp] = [Math.cos(ya), Math.sin(ya), Math.cos(pa), Math.sin(pa)];
  const dist = cam.dist ?? 2400;
  const view = ([x, y, z]: V3): V3 => {
    const x1 = x * cy1 + z * sy1;
    const z1 = -x * sy1 + z * cy1;
    return [x1, y * cp - z1 * sp, y * sp + z1 * cp];
  };
  const proj = (v: V3): [number, number] => {
    const f = dist / (dist - v[2]);
    return [cam.cx + v[0] * cam.scale * f, cam.cy - v[1] * cam.scale * f];
  };
  const at = (v: V3) => proj(view(v));
  const out: { z: number; svg: string; group: number; texture?: string; pts: string }[] = [];
  const groupDepth: number[] = [];
  const floors: [number, number][][] = [];
  const heights: number[] = [];
  const contacts: [number, number][][] = [];
  const num = (v: number) => (Math.round(v * 10) / 10).toString();
  for (const [gi, faces] of groups.entries()) {
    let depth = 0;
    for (const f of faces) for (const p of f.p) depth += view(p)[2] / f.p.length;
    groupDepth.push(depth / Math.max(1, faces.length));
    const floor: [number, number][] = [];
    const contact: [number, number][] = [];
    floors.push(floor);
    contacts.push(contact);
    for (const f of faces) {
      const vp = f.p.map(view);
      let n = norm(cross(sub(vp[1]!, vp[0]!), sub(vp[vp.length - 1]!, vp[0]!)));
      // Facets with points in a line (a lathe's pole) still get a normal from another corner.
      if (!Number.isFinite(n[0]) || (n[0] === 0 && n[1] === 0 && n[2] === 0)) n = norm(cross(sub(vp[2]!, vp[1]!), sub(vp[0]!, vp[1]!)));
      if (opts.shadow !== 0) {
        for (const p of f.p) {
          // The key light is high at the left: a shadow falls a little to the right and back.
          floor.push(proj(view([p[0] + p[1] * 0.3, 0, p[2] - p[1] * 0.2])));
          if (p[1] < 6) contact.push(proj(view([p[0], 0, p[2]])));
        }
      }
      // Seen from behind: not drawn (solids are closed).
      if (n[2] <= 0.0005) continue;
      const pts = vp.map((p) => proj(p).map(num).join(',')).join(' ');
      const fill = shadeFace(n, f.m);
      const z = vp.reduce((a, p) => a + p[2], 0) / vp.length + (f.m.decal ? 8 : 0);
      const see = f.m.opacity === undefined ? '' : ` fill-opacity="${f.m.opacity}" stroke-opacity="${f.m.opacity}"`;
      const svg = `<polygon points="${pts}" fill="${fill}"${see} stroke="${fill}" stroke-width="0.9" stroke-linejoin="round"/>`;
      out.push({ z, svg, group: gi, texture: f.m.texture, pts });
    }
  }
  // Separate things are drawn whole, the farthest first (a big flat face of one must not sort
  // in front of a smaller thing lying on another); faces within a thing far to near.
  out.sort((a, b) => (a.group === b.group ? a.z - b.z : groupDepth[a.group]! - groupDepth[b.group]!));
  // The shadow: an ellipse fitted to everything projected on the floor (its principal axes),
  // fading out, and a darker, tighter one where the object touches the floor. Gradients, not a
  // blur filter: librsvg filters a whole canvas, which costs more than the rest of the picture.
  const shadowSvg =
    opts.shadow === 0
      ? ''
      : floors
          .map((floor, i) => softEllipse(s, floor, 8 + heights[i]! * 0.22, opts.shadow ?? 0.34) + softEllipse(s, contacts[i]!, 4, 0.4))
          .join('');
  // A texture is laid over a run of faces at once, one path of many polygons: librsvg sets a
  // pattern up again for every element that uses it.
  let body = '';
  for (let i = 0; i < out.length;) {
    const texture = out[i]!.texture;
    let j = i;
    while (j < out.length && out[j]!.texture === texture) body += out[j++]!.svg;
    if (texture)
      body += `<path d="${out
        .slice(i, j)
        .map((o) => `M${o.pts}Z`)
        .join('')}" fill="${texture}"/>`;
    i = j;
  }
  return { body: shadowSvg + body, at };
}

/** The camera moved and scaled so that the projected object fills the box, centred. */
function fitted(groups: Face[][], cam: Camera, [x0, y0, x1, y1]: readonly [number, number, number, number]): Camera {
  const probe = render(new Svg(1, 1), [], { ...cam, fit: undefined }).at;
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const faces of groups) {
    for (const f of faces) {
      for (const p of f.p) {
        const [x, y] = probe(p);
        minX = Math.min(minX, x);
        maxX = Math.max(maxX, x);
        minY = Math.min(minY, y);
        maxY = Math.max(maxY, y);
      }
    }
  }
  if (!Number.isFinite(minX) || maxX - minX < 1e-6) return { ...cam, fit: undefined };
  const k = Math.min((x1 - x0) / (maxX - minX), (y1 - y0) / Math.max(1e-6, maxY - minY));
  // Scaling about (cx, cy) scales the projection about it; then the box centres are matched.
  const cx = (x0 + x1) / 2 - ((minX + maxX) / 2 - cam.cx) * k;
  const cy = (y0 + y1) / 2 - ((minY + maxY) / 2 - cam.cy) * k;
  return { ...cam, scale: cam.scale * k, cx, cy, fit: undefined };
}

/**
 * A shadow ellipse over points: centred on their mean, along their principal axes, fading to its
 * rim, `soft` units wider than the points (a tall thing casts a softer, wider shadow).
 */
function softEllipse(s: Svg, points: [number, number][], soft: number, opacity: number): string {
  if (points.length < 3) return '';
  const n = points.length;
  const mx = points.reduce((a, p) => a + p[0], 0) / n;
  const my = points.reduce((a, p) => a + p[1], 0) / n;
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  for (const [x, y] of points) {
    sxx += (x - mx) ** 2;
    syy += (y - my) ** 2;
    sxy += (x - mx) * (y - my);
  }
  [sxx, syy, sxy] = [sxx / n, syy / n, sxy / n];
  const tr = (sxx + syy) / 2;
  const det = Math.sqrt(Math.max(0, ((sxx - syy) / 2) ** 2 + sxy ** 2));
  const angle = (Math.atan2(2 * sxy, sxx - syy) / 2) * (180 / Math.PI);
  // For points spread evenly over an ellipse, its radius is twice the deviation.
  const rx = 2 * Math.sqrt(tr + det) + soft;
  const ry = 2 * Math.sqrt(Math.max(0, tr - det)) + soft * 0.6;
  const fill = s.rad([
    [0, '#1c1c1c', opacity],
    [0.5, '#1c1c1c', opacity * 0.55],
    [1, '#1c1c1c', 0],
  ]);
  const r1 = (v: number) => Math.round(v * 10) / 10;
  return `<ellipse cx="${r1(mx)}" cy="${r1(my)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${fill}" transform="rotate(${r1(angle)} ${r1(mx)} ${r1(my)})"/>`;
}
