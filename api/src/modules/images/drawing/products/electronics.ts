import { circle, shade } from '../kit';
import {
  type Face,
  type V3,
  blob,
  cuboid,
  cylinderY,
  extrude,
  flatRing,
  lathe,
  mat,
  move,
  render,
  ribbon,
  rotX,
  rotY,
  rotZ,
  roundedOutline,
  torus,
  tube,
} from '../mesh';
import { FRAME, type ProductDrawing } from '../studio';
import { between, curve, turn } from './common';

export const wirelessEarphones: ProductDrawing = {
  palette: ['#f4f4f2', '#2b2c30', '#f4f4f2', '#3a4a63', '#e9dccb', '#f4f4f2'],
  accents: ['#d8d8d8', '#1c1c1e', '#7d8fa6', '#24324a', '#b9a58a', '#e8b4b8'],
  turns: true,
  draw(l) {
    const gloss = mat(l.color, 'gloss');
    // The charging case: a soft box with its lid open, a seam and a status light.
    const w = 62;
    const h = 50;
    const d = 24;
    const base = move(blob(w / 2, h * 0.32, d / 2, gloss, 0.35, 0.45), 0, h * 0.32, 0);
    const lid = move(rotX(move(blob(w / 2, h * 0.2, d / 2, gloss, 0.35, 0.45), 0, 0, d / 2), -75), 0, h * 0.62, -d / 2);
    const inside = move(blob(w * 0.44, 2, d * 0.38, mat(shade(l.color, -0.35), 'matte'), 0.4, 0.5), 0, h * 0.63, 0);
    const led = move(blob(1.6, 1.6, 0.8, mat('#3ddc7a', 'glow')), 0, h * 0.45, d / 2 + 0.2);
    const seam = move(flatRing(0, 0, w / 2 - 0.5, w / 2 + 0.2, 0, mat(shade(l.color, -0.25), 'matte'), 200, 340, 16), 0, h * 0.62, 0);
    // Two buds in front: a round head and a stem, one lying, one standing.
    const bud = (): Face[] => [
      ...blob(11, 10, 10, gloss),
      ...move(blob(4, 3, 4, mat(l.accent, 'gloss')), 7, -2, 6),
      ...move(
        lathe(
          [
            [3.6, -30],
            [4, -29],
            [4, -4],
          ],
          gloss,
          24,
        ),
        0,
        0,
        0,
      ),
    ];
    const bud1 = move(rotZ(rotY(bud(), 30), 80), 52, 10, 28);
    const bud2 = move(rotY(bud(), -20), -58, 34, 30);
    const parts: Face[][] = [[...base, ...lid, ...inside, ...led, ...rotX(seam, 0)], bud1, bud2];
    const { body, at } = render(l.s, parts, { yaw: turn(l, 22, -28), pitch: 20, scale: 5.2, cx: 500, cy: 640, fit: FRAME });
    return { body, focus: at([0, h * 0.6, 0]) };
  },
};

export const bluetoothSpeaker: ProductDrawing = {
  palette: ['#2d3035', '#1f4e79', '#b63b3b', '#56705a', '#c9c3b8', '#e08a2e'],
  turns: true,
  draw(l) {
    const s = l.s;
    const mesh = s.pattern(5, 5, circle(2.5, 2.5, 1.1, '#000', { opacity: 0.28 }));
    const len = between(l, 170, 210);
    const r = 40;
    const fabric = mat(l.color, 'matte', { texture: mesh });
    const cap = mat(shade(l.color, -0.55), 'plastic');
    // A fabric-covered tube on its side, rubber end caps with a passive radiator.
    const bodyY = lathe(
      [
        [r, -len / 2],
        [r, len / 2],
      ],
      fabric,
      48,
      false,
    );
    const endCap = (y: number, dir: number) => [
      ...move(
        lathe(
          [
            [r + 2, 0],
            [r + 2, 8],
          ],
          cap,
          48,
        ),
        0,
        dir > 0 ? y : y - 8,
        0,
      ),
      ...move(
        lathe(
          [
            [r * 0.62, 0],
            [r * 0.62, 1],
          ],
          mat(shade(l.color, -0.7), 'gloss'),
          40,
        ),
        0,
        dir > 0 ? y + 8 : y - 9,
        0,
      ),
    ];
    // A rubber strip with the buttons along the top.
    const strip = move(cuboid(12, 4, len * 0.6, mat(shade(l.color, -0.5), 'matte')), 0, 0, 0);
    const buttons = [-1, 0, 1].flatMap((k) => move(cylinderY(3.4, 2, mat(shade(l.color, -0.2), 'plastic')), 0, 4, k * 22));
    const lying = rotZ([...bodyY, ...endCap(len / 2, 1), ...endCap(-len / 2, -1)], 90);
    const top = move(rotY([...strip, ...buttons], 90), 0, r - 1, 0);
    const loop = move(
      ribbon(
        curve(12, (t) => [0, Math.sin(t * Math.PI) * 26, -Math.cos(t * Math.PI) * 12]),
        10,
        3,
        mat(shade(l.color, -0.5), 'matte'),
      ),
      len / 2 + 12,
      r * 0.4,
      0,
    );
    const faces = move([...lying, ...rotY(top, 90), ...rotY(loop, 90)], 0, r + 2, 0);
    const { body, at } = render(s, faces, { yaw: turn(l, 28, 205), pitch: 18, scale: 3.3, cx: 500, cy: 660, fit: FRAME });
    return { body, focus: at([0, r * 2, 20]) };
  },
};

export const headphones: ProductDrawing = {
  palette: ['#222326', '#e9e6e0', '#2b3f5c', '#7a2d32', '#5d6b4f', '#c7b8a4'],
  accents: ['#55575c', '#b8b2a6', '#9aa7b8', '#c9a27a', '#2f3a27', '#8a7a66'],
  turns: true,
  draw(l) {
    const shell = mat(l.color, 'plastic');
    const pad = mat(shade(l.color, -0.45), 'matte');
    const R = 92;
    // The headband: an arc over the top, padded underneath; yokes down to the cups.
    const arcPts = curve(28, (t): V3 => {
      const a = Math.PI * (0.05 + 0.9 * t);
      return [R * Math.cos(a), 30 + R * 1.05 * Math.sin(a), 0];
    });
    const band = tube(arcPts, 7, mat(l.accent, 'metal'), 16);
    const cushion = tube(
      arcPts.slice(7, 22).map(([x, y, z]): V3 => [x * 0.94, y - 9, z]),
      8,
      pad,
      16,
    );
    const cup = (side: number): Face[] => {
      const shellF = rotZ(blob(26, 38, 30, shell, 0.9, 0.9, 32, 18), 0);
      const ring = rotZ(torus(24, 9, pad, 32, 10), 90);
      const yoke = tube(
        curve(10, (t): V3 => [side * (R * 0.95 + 10 * Math.sin(t * Math.PI)), 34 + 60 * (1 - t), 0]),
        3.2,
        mat(l.accent, 'metal'),
        10,
      );
      const faces = [...move(shellF, side * 8, 0, 0), ...move(ring, side * -16, 0, 0)];
      return [...move(faces, side * R * 0.95, 38, 0), ...yoke];
    };
    const faces = [...band, ...cushion, ...cup(1), ...cup(-1)];
    const { body, at } = render(l.s, faces, { yaw: turn(l, 32, -35), pitch: 12, scale: 2.9, cx: 500, cy: 740, fit: FRAME });
    return { body, focus: at([R * 0.95, 50, 20]) };
  },
};

export const microphone: ProductDrawing = {
  palette: ['#2a2b2f', '#c9ccd1', '#1d2f4a', '#d8c7a3', '#3b3b3f', '#8e1f2b'],
  accents: ['#c9a45a', '#2a2b2f', '#c9a45a', '#3b3b3f', '#d0d2d6', '#d0d2d6'],
  turns: true,
  draw(l) {
    const s = l.s;
    const grille = s.pattern(4, 4, circle(2, 2, 1.05, '#000', { opacity: 0.45 }));
    const body = mat(l.color, 'metal');
    // A studio condenser: a grille head, a gold ring, a body tapering down to a stand.
    const head = lathe(
      [
        [28, 0],
        [29, 20],
        [28.5, 40],
        [25, 52],
        [16, 60],
        [0, 63],
      ],
      mat(shade(l.color, 0.25), 'metal', { texture: grille }),
      40,
    );
    const ring = lathe(
      [
        [29.5, 0],
        [29.5, 6],
      ],
      mat(l.accent, 'metal'),
      40,
    );
    const shaft = lathe(
      [
        [18, 0],
        [27, 70],
        [28, 110],
      ],
      body,
      40,
    );
    const badge = move(cuboid(10, 14, 2, mat(l.accent, 'metal')), 0, 80, 27);
    const mic = [...shaft, ...badge, ...move(ring, 0, 110, 0), ...move(head, 0, 116, 0)];
    const tilted = move(rotX(mic, -8), 0, 95, 0);
    const pole = cylinderY(5, 100, mat('#2b2c2e', 'metal'));
    const yoke = move(
      tube(
        curve(12, (t): V3 => [-34 * Math.cos(t * Math.PI), 18 * Math.sin(t * Math.PI) * -1, 0]),
        3,
        mat('#2b2c2e', 'metal'),
        10,
      ),
      0,
      112,
      0,
    );
    const base = lathe(
      [
        [58, 0],
        [58, 8],
        [50, 14],
        [8, 16],
      ],
      mat('#2b2c2e', 'metal'),
      48,
    );
    const { body: b, at } = render(s, [...base, ...pole, ...yoke, ...tilted], {
      yaw: turn(l, 20, 200),
      pitch: 10,
      scale: 2.3,
      cx: 500,
      cy: 800,
      fit: FRAME,
    });
    return { body: b, focus: at([0, 230, 20]) };
  },
};

/** A phone-shaped slab (w x h, thickness t) standing on its long edge, facing +z. */
function slab(w: number, h: number, t: number, r: number, m: Parameters<typeof extrude>[3], side = m): Face[] {
  return extrude(roundedOutline(w, h, r), -t / 2, t / 2, m, side);
}

export const phoneCase: ProductDrawing = {
  palette: ['#1f2023', '#2c3e63', '#d8a7b1', '#4f6b52', '#b82f3a', '#b6a9d6'],
  turns: true,
  draw(l) {
    const w = 78;
    const h = 160;
    const shell = mat(l.color, 'plastic');
    const back = slab(w, h, 10, 13, shell);
    // The camera window: an island with three lenses and a flash, the phone showing through.
    const island = move(slab(30, 32, 3, 8, mat(shade(l.color, -0.55), 'gloss')), -w / 2 + 21, h / 2 - 22, 5.5);
    const lens = (x: number, y: number) => [
      ...move(rotX(cylinderY(6, 2.5, mat('#3a3b3f', 'metal')), 90), x, y, 8),
      ...move(rotX(cylinderY(4, 3, mat('#0c0d12', 'gloss')), 90), x, y, 8.4),
    ];
    const flash = move(rotX(cylinderY(2.4, 2.6, mat('#f3e9c8', 'gloss')), 90), -w / 2 + 31, h / 2 - 32, 8);
    const buttons = [
      move(cuboid(2, 14, 4, mat(shade(l.color, -0.2), 'plastic')), w / 2 + 0.5, h * 0.1, 0),
      move(cuboid(2, 22, 4, mat(shade(l.color, -0.2), 'plastic')), w / 2 + 0.5, h * 0.3, 0),
    ];
    const parts = [
      ...back,
      ...island,
      ...lens(-w / 2 + 14, h / 2 - 15),
      ...lens(-w / 2 + 14, h / 2 - 29),
      ...lens(-w / 2 + 28, h / 2 - 15),
      ...flash,
      ...buttons.flat(),
    ];
    const facing = l.pose ? rotY(parts, 180) : parts;
    // Leaning back a little, standing on its bottom edge.
    const standing = move(rotX(facing, -10), 0, h / 2 + 2, 0);
    const inner = l.pose ? move(rotX(move(slab(w - 6, h - 6, 1, 11, mat('#1b1b1d', 'matte')), 0, 0, -4.8), -10), 0, h / 2 + 2, 0) : [];
    const { body, at } = render(l.s, [...standing, ...inner], {
      yaw: turn(l, -24, 24),
      pitch: 8,
      scale: 3.4,
      cx: 500,
      cy: 810,
      fit: FRAME,
    });
    return { body, focus: at([-w / 2 + 20, h - 20, 8]) };
  },
};

export const chargingCable: ProductDrawing = {
  palette: ['#f2f2f0', '#232427', '#3d5d8a', '#b33a3a', '#d9d4cb', '#6b5b95'],
  turns: true,
  draw(l) {
    const m = mat(l.color, 'plastic');
    // A coil lying on the floor: three loops slightly spread, the ends leading out to the plugs.
    const loops = 3;
    const coil = curve(160, (t): V3 => {
      const a = t * Math.PI * 2 * loops;
      const r = 95 + 7 * Math.sin(t * 9);
      return [r * Math.cos(a) + t * 30, 4 + t * 12, r * 0.92 * Math.sin(a) - t * 20];
    });
    const start = coil[0]!;
    const end = coil[coil.length - 1]!;
    const leadA = curve(12, (t): V3 => [start[0] + 40 * t + 10, 4, start[2] + 110 * t]);
    const leadB = curve(12, (t): V3 => [end[0] - 80 * t, 16 - 10 * t, end[2] + 120 * t]);
    const cable = tube([...leadA.reverse(), ...coil, ...leadB.slice(1)], 3.4, m, 10);
    const plug = (p: V3, dir: number, usbA: boolean): Face[] => {
      const housing = cuboid(usbA ? 16 : 11, 8, 26, mat(l.color, 'plastic'));
      const metalPart = move(cuboid(usbA ? 12 : 8.4, usbA ? 4.5 : 2.6, 16, mat('#c9ccd0', 'metal')), 0, usbA ? 1.8 : 2.7, 20);
      const parts = rotY([...housing, ...metalPart], dir);
      return move(parts, p[0], p[1] - 4, p[2]);
    };
    const a = leadA[0]!;
    const b = leadB[leadB.length - 1]!;
    const faces = [...cable, ...plug([a[0], 8, a[2] + 12], 15, true), ...plug([b[0] - 6, 8, b[2] + 10], -30, false)];
    const { body, at } = render(l.s, faces, { yaw: turn(l, 0, 180), pitch: 42, scale: 2.4, cx: 500, cy: 520, fit: FRAME });
    return { body, focus: at([b[0] - 6, 8, b[2] + 14]) };
  },
};

export const powerBank: ProductDrawing = {
  palette: ['#2a2b2f', '#f1f1ef', '#35507a', '#c9c2b6', '#a03a3a', '#6f8a6a'],
  turns: true,
  draw(l) {
    const w = 150;
    const h = 72;
    const d = 22;
    const shell = mat(l.color, 'plastic');
    const slabF = move(blob(w / 2, d / 2, h / 2, shell, 0.25, 0.22, 40, 16), 0, d / 2, 0);
    // Four charge lights, a button and the ports on the short end.
    const leds = [0, 1, 2, 3].flatMap((k) =>
      move(
        cuboid(3.6, 0.6, 3.6, mat(k < 3 ? '#4fb3ff' : shade(l.color, -0.3), k < 3 ? 'glow' : 'matte')),
        w * 0.22 + k * 7,
        d + 0.2,
        h * 0.3,
      ),
    );
    const button = move(cylinderY(3, 1, mat(shade(l.color, -0.15), 'plastic')), w * 0.22 - 9, d - 0.2, h * 0.3);
    const ports = [-14, 0, 14].map((z, k) =>
      move(cuboid(2, k === 1 ? 3.5 : 5.5, k === 1 ? 9 : 12, mat('#141416', 'matte')), w / 2 + 0.4, d / 2, z),
    );
    const faces = [...slabF, ...leds, ...button, ...ports.flat()];
    const { body, at } = render(l.s, faces, { yaw: turn(l, 28, 150), pitch: 34, scale: 3.6, cx: 500, cy: 590, fit: FRAME });
    return { body, focus: at([w * 0.3, d, h * 0.3]) };
  },
};

export const screenProtector: ProductDrawing = {
  palette: ['#17181c', '#1d1e22', '#f0f0ee', '#17181c', '#23262c', '#1a1b1f'],
  accents: ['#4a6fd1', '#d1674a', '#47a37a', '#9b59b6', '#e0a526', '#2f9ec7'],
  turns: true,
  draw(l) {
    const w = 80;
    const h = 164;
    // The phone face up, its screen lit, the glass sheet lifted above it at one corner.
    const phone = move(rotX(slab(w, h, 8, 12, mat(l.color, 'gloss'), mat('#9ea3a8', 'metal')), -90), 0, 4, 0);
    const screen = move(rotX(extrude(roundedOutline(w - 6, h - 6, 10), 0, 0.5, mat(l.accent, 'glow')), -90), 0, 8.1, 0);
    const wallpaper = move(
      rotX(extrude(roundedOutline(w - 6, (h - 6) * 0.45, 10), 0, 0.5, mat(shade(l.accent, 0.35), 'glow')), -90),
      0,
      8.3,
      -h * 0.22,
    );
    const glassSheet = move(
      rotZ(move(rotX(extrude(roundedOutline(w - 2, h - 2, 11), 0, 1.2, mat('#dfe9f2', 'glass', { opacity: 0.35 })), -90), 0, 0, 0), 9),
      6,
      24,
      -10,
    );
    const { body, at } = render(l.s, [...phone, ...screen, ...wallpaper, ...glassSheet], {
      yaw: turn(l, 30, -30),
      pitch: 48,
      scale: 3.1,
      cx: 500,
      cy: 560,
      fit: FRAME,
    });
    return { body, focus: at([w / 2, 20, -h / 2]) };
  },
};

/** A strap loop behind a watch body: an oval in the y-z plane, the body at its front. */
function strapLoop(ry: number, rz: number, cy: number, steps = 40): V3[] {
  return curve(steps, (t): V3 => {
    const a = t * Math.PI * 2;
    return [0, cy + ry * Math.sin(a), -rz + rz * Math.cos(a)];
  });
}

export const smartWatch: ProductDrawing = {
  palette: ['#1f2024', '#e9e4dc', '#2f4a6d', '#c94f4f', '#6e7f62', '#e7b6b9'],
  accents: ['#2d2e32', '#c9ccd1', '#d7b98a', '#2d2e32', '#c9ccd1', '#d7b98a'],
  turns: true,
  draw(l) {
    const w = 42;
    const h = 50;
    const d = 12;
    const cy = 62;
    const band = ribbon(strapLoop(56, 34, cy).slice(0, -1), 24, 3.2, mat(l.color, 'matte'), true);
    const caseF = move(blob(w / 2, h / 2, d / 2, mat(l.accent, 'metal'), 0.3, 0.3, 36, 18), 0, cy, 6);
    const glassF = move(extrude(roundedOutline(w - 5, h - 5, 9), 0, 0.6, mat('#08090b', 'gloss', { decal: true })), 0, cy, 12);
    // The watch face: activity rings and a time bar, lit.
    const rings = [
      ...flatRing(0, cy + 2, 12, 15, 12.8, mat('#fa3b5a', 'glow', { decal: true }), 90, 380),
      ...flatRing(0, cy + 2, 8.5, 11.2, 12.8, mat('#a6f53c', 'glow', { decal: true }), 90, 300),
      ...flatRing(0, cy + 2, 5, 7.7, 12.8, mat('#3ee0f0', 'glow', { decal: true }), 90, 240),
      ...move(cuboid(16, 2.2, 0.3, mat('#f2f2f2', 'glow', { decal: true })), 0, cy - 17, 12.8),
    ];
    const crown = move(rotZ(cylinderY(3.6, 4, mat(l.accent, 'metal')), 90), w / 2 + 4, cy + 8, 6);
    const button = move(cuboid(2, 10, 3, mat(l.accent, 'metal')), w / 2, cy - 8, 6);
    const faces = [...band, ...caseF, ...glassF, ...rings, ...crown, ...button];
    const { body, at } = render(l.s, faces, { yaw: turn(l, -22, 38), pitch: 10, scale: 4.6, cx: 500, cy: 790, fit: FRAME });
    return { body, focus: at([0, cy, 12]) };
  },
};

export const fitnessTracker: ProductDrawing = {
  palette: ['#1f2024', '#2f4a6d', '#c9485b', '#5f7d5c', '#e3a6a8', '#6c5a8f'],
  turns: true,
  draw(l) {
    const cy = 52;
    const band = ribbon(strapLoop(48, 30, cy).slice(0, -1), 18, 2.6, mat(l.color, 'matte'), true);
    const pod = move(blob(10, 22, 4, mat('#111215', 'gloss'), 0.5, 0.5, 28, 16), 0, cy, 4);
    const display = [
      ...move(cuboid(6, 10, 0.4, mat('#5ad0ff', 'glow')), 0, cy + 4, 8),
      ...move(cuboid(8, 2, 0.4, mat('#e8e8e8', 'glow')), 0, cy - 8, 8),
    ];
    const { body, at } = render(l.s, [...band, ...pod, ...display], {
      yaw: turn(l, -25, 35),
      pitch: 16,
      scale: 5.4,
      cx: 500,
      cy: 790,
      fit: FRAME,
    });
    return { body, focus: at([0, cy, 8]) };
  },
};

export const securityCamera: ProductDrawing = {
  palette: ['#f2f2f0', '#2a2b2f', '#e7e7e4', '#d9d9d6', '#3a3c40', '#f2f2f0'],
  turns: true,
  draw(l) {
    const shell = mat(l.color, 'plastic');
    // A bullet camera: housing with a sun hood, a lens ringed by IR lights, on a wall bracket.
    const housing = rotX(blob(34, 34, 80, shell, 0.9, 1, 36, 18), 0);
    const hood = rotX(
      extrude(
        Array.from({ length: 20 }, (_, i): [number, number] => {
          const a = (Math.PI * i) / 19;
          return [40 * Math.cos(a), 40 * Math.sin(a) - 4];
        }).concat(
          Array.from({ length: 20 }, (_, i): [number, number] => {
            const a = Math.PI - (Math.PI * i) / 19;
            return [36 * Math.cos(a), 36 * Math.sin(a) - 4];
          }),
        ),
        -40,
        92,
        shell,
      ),
      0,
    );
    const face = move(rotX(cylinderY(30, 4, mat('#15161a', 'gloss')), 90), 0, 0, 78);
    const lens = move(rotX(cylinderY(12, 6, mat('#0a0b10', 'glass')), 90), 0, 0, 80);
    const lensRing = move(rotX(torus(13, 1.8, mat('#6c6f74', 'metal'), 32, 8), 90), 0, 0, 86);
    const irs = Array.from({ length: 8 }, (_, i) => {
      const a = (i / 8) * Math.PI * 2;
      return move(rotX(cylinderY(2.6, 1.5, mat('#3b1d24', 'gloss')), 90), Math.cos(a) * 21, Math.sin(a) * 21, 82);
    }).flat();
    const cam = move(rotX([...housing, ...hood, ...face, ...lens, ...lensRing, ...irs], 12), 0, 105, 0);
    const arm = tube(
      [
        [0, 0, -70],
        [0, 60, -50],
        [0, 95, -20],
      ],
      9,
      shell,
      16,
    );
    const plate = move(cylinderY(40, 8, shell), 0, 0, -70);
    const { body, at } = render(l.s, [...plate, ...arm, ...cam], {
      yaw: turn(l, 35, -35),
      pitch: 14,
      scale: 2.9,
      cx: 500,
      cy: 760,
      fit: FRAME,
    });
    return { body, focus: at([0, 105, 90]) };
  },
};
