import { circle, shade } from '../kit';
import {
  type Face,
  type V3,
  blob,
  cuboid,
  cylinderY,
  extrude,
  lathe,
  mapFaces,
  mat,
  move,
  render,
  ribbon,
  rotX,
  rotY,
  rotZ,
  roundedOutline,
  tube,
} from '../mesh';
import { FRAME, type ProductDrawing } from '../studio';
import { between, curve, label, turn } from './common';

export const faceCream: ProductDrawing = {
  palette: ['#f4efe8', '#e8c9c4', '#2f3b52', '#d9e4ea', '#1f2024', '#c9d6c2'],
  accents: ['#c9a45a', '#c9a45a', '#d9dbde', '#c9ccd1', '#c9a45a', '#c9ccd1'],
  turns: true,
  draw(l) {
    const glassM = mat(l.color, 'gloss');
    const r = 62;
    // A heavy jar with a metal lid; its open twin shows the cream.
    const jar = lathe(
      [
        [r - 6, 0],
        [r, 6],
        [r, 58],
        [r - 6, 62],
        [r - 8, 66],
      ],
      glassM,
      56,
    );
    const lid = lathe(
      [
        [r + 1, 64],
        [r + 1, 92],
        [r - 4, 96],
        [0, 97],
      ],
      mat(l.accent, 'metal'),
      56,
    );
    const band = label(r + 0.4, 20, 44, shade(l.color, -0.12), 'matte');
    const closed = [...jar, ...band, ...lid];
    const open = [
      ...lathe(
        [
          [r - 6, 0],
          [r, 6],
          [r, 58],
          [r - 6, 62],
          [r - 8, 66],
        ],
        glassM,
        56,
      ),
      ...move(blob(r - 10, 14, r - 10, mat('#fbf7f0', 'gloss')), 0, 64, 0),
      ...move(blob(14, 16, 14, mat('#fbf7f0', 'gloss')), 6, 74, 0),
    ];
    const lidOff = move(
      rotZ(
        move(
          lathe(
            [
              [r + 1, 0],
              [r + 1, 28],
              [r - 4, 32],
              [0, 33],
            ],
            mat(l.accent, 'metal'),
            56,
          ),
          0,
          -16,
          0,
        ),
        84,
      ),
      150,
      r + 2,
      40,
    );
    const { body, at } = render(l.s, [move(closed, -90, 0, -30), move(open, 70, 0, 50), lidOff], {
      yaw: turn(l, 10, 190),
      pitch: 22,
      scale: 2.3,
      cx: 470,
      cy: 660,
      fit: FRAME,
    });
    return { body, focus: at([-90, 60, 30]) };
  },
};

export const sheetMask: ProductDrawing = {
  palette: ['#f2c6cf', '#cfe3f0', '#e9dcc0', '#c7e3cf', '#1f2024', '#f4efe8'],
  accents: ['#d8576b', '#3a7fb0', '#b58a3a', '#3aa35a', '#c9a45a', '#8a6a9a'],
  turns: true,
  draw(l) {
    const s = l.s;
    // Sachets in a fan: flat pouches with crimped ends, and the unfolded mask on top.
    const crimp = s.pattern(4, 10, `<rect width="2" height="10" fill="#000" opacity="0.18"/>`);
    const pouch = (c: string): Face[] => [
      ...rotX(extrude(roundedOutline(150, 210, 10), 0, 4, mat(c, 'gloss')), -90),
      ...move(cuboid(150, 4.4, 16, mat(shade(c, -0.08), 'matte', { texture: crimp })), 0, 0, 100),
      ...move(cuboid(150, 4.4, 16, mat(shade(c, -0.08), 'matte', { texture: crimp })), 0, 0, -100),
      ...move(rotX(extrude(roundedOutline(100, 60, 30), 0, 0.6, mat(l.accent, 'matte')), -90), 0, 4.2, -10),
      ...move(cuboid(80, 0.6, 8, mat('#ffffff', 'matte')), 0, 4.6, 50),
    ];
    const pouches = [0, 1, 2].map((i) =>
      move(rotY(pouch(i === 1 ? l.color : shade(l.color, i ? 0.25 : -0.1)), -30 + i * 26), -120 + i * 60, i * 6, -20 + i * 10),
    );
    const maskOutline: [number, number][] = curve(32, (t): V3 => {
      const a = Math.PI * 2 * t;
      return [72 * Math.sin(a), 0, -95 * Math.cos(a)];
    }).map(([x, , z]): [number, number] => [x, z]);
    const mask = move(rotX(extrude(maskOutline, 0, 1, mat('#fbfaf6', 'matte')), 90), 150, 20, 70);
    const eyes = [-1, 1].flatMap((k) =>
      move(rotX(extrude(roundedOutline(30, 12, 6), 0, 0.5, mat(shade('#d9d2c4', -0.1), 'matte')), 90), 150 + k * 26, 21.5, 40),
    );
    const mouth = move(rotX(extrude(roundedOutline(34, 8, 4), 0, 0.5, mat(shade('#d9d2c4', -0.1), 'matte')), 90), 150, 21.5, 120);
    const { body, at } = render(s, [...pouches, [...mask, ...eyes, ...mouth]], {
      yaw: turn(l, 0, 180),
      pitch: 55,
      scale: 1.9,
      cx: 480,
      cy: 560,
      fit: FRAME,
    });
    return { body, focus: at([0, 20, -20]) };
  },
};

export const sunscreen: ProductDrawing = {
  palette: ['#f4efe8', '#2f7fb0', '#f2b21b', '#e8731a', '#3aa35a', '#f2c6cf'],
  accents: ['#2f7fb0', '#f4efe8', '#e8731a', '#f4efe8', '#f4efe8', '#d8576b'],
  turns: true,
  draw(l) {
    // A squeeze tube standing on its cap: round at the cap, flattened to a crimp at the top.
    const h = between(l, 200, 230);
    const tubeF: Face[] = mapFaces(
      lathe(
        Array.from({ length: 12 }, (_, i): [number, number] => [40, 36 + (i / 11) * (h - 36)]),
        mat(l.color, 'gloss'),
        40,
        false,
      ),
      ([x, y, z]): V3 => {
        const t = (y - 36) / (h - 36);
        return [x * (1 + 0.35 * t), y, z * (1 - 0.92 * t)];
      },
    );
    const crimp = move(cuboid(110, 14, 6, mat(shade(l.color, -0.08), 'matte')), 0, h + 4, 0);
    const cap = lathe(
      [
        [34, 0],
        [40, 4],
        [40, 36],
      ],
      mat(l.accent, 'gloss'),
      40,
    );
    const stripe = mapFaces(
      lathe(
        [
          [40.4, 90],
          [40.4, 130],
        ],
        mat(l.accent, 'matte'),
        40,
        false,
      ),
      ([x, y, z]): V3 => {
        const t = (y - 36) / (h - 36);
        return [x * (1 + 0.35 * t), y, z * (1 - 0.92 * t) + 0.4];
      },
    );
    const sun = move(rotX(extrude(roundedOutline(26, 26, 13), 0, 0.6, mat('#f2b21b', 'matte')), 0), 0, 165, 22);
    const second = move(rotY(rotZ([...tubeF, ...crimp, ...cap, ...stripe], 90), 30), 100, 42, 80);
    const { body, at } = render(l.s, [[...cap, ...tubeF, ...crimp, ...stripe, ...sun], second], {
      yaw: turn(l, -18, 160),
      pitch: 14,
      scale: 2.2,
      cx: 470,
      cy: 800,
      fit: FRAME,
    });
    return { body, focus: at([0, 130, 30]) };
  },
};

export const lipstick: ProductDrawing = {
  palette: ['#b3122e', '#d8576b', '#8a2a3a', '#e07a6a', '#6a1f3a', '#c94f4f'],
  accents: ['#c9a45a', '#1f2024', '#c9a45a', '#d9dbde', '#1f2024', '#c9a45a'],
  turns: true,
  draw(l) {
    const gold = mat(l.accent, l.accent === '#1f2024' ? 'gloss' : 'metal');
    // The open case with the bullet out (its tip cut at a slant), the cap lying beside it.
    const base = lathe(
      [
        [22, 0],
        [22, 70],
        [20, 72],
      ],
      gold,
      40,
    );
    const sleeve = lathe(
      [
        [18, 72],
        [18, 100],
      ],
      mat('#d9dbde', 'metal'),
      40,
    );
    const bullet = mapFaces(
      lathe(
        [
          [15, 100],
          [15, 150],
          [15, 175],
        ],
        mat(l.color, 'gloss'),
        40,
      ),
      ([x, y, z]): V3 => [x, Math.min(y, 150 + (x + 15) * 0.9), z],
    );
    const cap = move(
      rotZ(
        lathe(
          [
            [22, 0],
            [22, 80],
            [20, 82],
            [0, 83],
          ],
          gold,
          40,
        ),
        90,
      ),
      130,
      22,
      40,
    );
    const { body, at } = render(l.s, [[...base, ...sleeve, ...bullet], cap], {
      yaw: turn(l, -25, 155),
      pitch: 14,
      scale: 3.1,
      cx: 440,
      cy: 800,
      fit: FRAME,
    });
    return { body, focus: at([0, 155, 10]) };
  },
};

export const eyeshadowPalette: ProductDrawing = {
  palette: ['#1f2024', '#f2c6cf', '#e9dcc0', '#2f3b52', '#8a6a5a', '#f4efe8'],
  turns: true,
  draw(l) {
    const w = 240;
    const d = 170;
    const shell = mat(l.color, 'gloss');
    // An open compact: twelve pans of colour, the lid standing with its mirror.
    const base = move(extrude(roundedOutline(w, d, 16), 0, 14, shell), 0, 0, 0);
    const tray = rotX(base, -90);
    const tones = [
      '#f3d9c8',
      '#e8b89a',
      '#c98a6a',
      '#9a5a4a',
      '#6a3a3a',
      '#3a2a2a',
      '#f2c6cf',
      '#d8879a',
      '#b35a7a',
      '#d9b35a',
      '#a88a5a',
      '#5a4a6a',
    ];
    const rnd = l.rnd;
    const pans = tones.map((c, i) => {
      const x = -w / 2 + 30 + (i % 4) * 60;
      const z = -d / 2 + 30 + Math.floor(i / 4) * 55;
      const tone = shade(c, (rnd() - 0.5) * 0.2);
      return move(cylinderY(22, 2, mat(tone, 'matte')), x, 14, z + 3);
    });
    const lid = move(rotX(move(rotX(extrude(roundedOutline(w, d, 16), 0, 10, shell), -90), 0, 0, d / 2), -100), 0, 14, -d / 2);
    const mirror = move(
      rotX(move(rotX(extrude(roundedOutline(w - 24, d - 24, 10), 0, 1, mat('#cfd8e0', 'glass')), -90), 0, 10, d / 2), -100),
      0,
      14,
      -d / 2,
    );
    const { body, at } = render(l.s, [...tray, ...pans.flat(), ...lid, ...mirror], {
      yaw: turn(l, 16, -16),
      pitch: 40,
      scale: 2.2,
      cx: 500,
      cy: 660,
      fit: FRAME,
    });
    return { body, focus: at([0, 16, 20]) };
  },
};

export const makeupBrush: ProductDrawing = {
  palette: ['#1f2024', '#e8c9c4', '#c9a45a', '#f4efe8', '#6a4a3a', '#2f3b52'],
  accents: ['#c9a45a', '#d9dbde', '#1f2024', '#e8b4b8', '#c9a45a', '#d9dbde'],
  turns: true,
  draw(l) {
    const brush = (len: number, tuft: number): Face[] => [
      ...lathe(
        [
          [0, 0],
          [6, 2],
          [8, len * 0.6],
          [6.5, len * 0.8],
        ],
        mat(l.color, 'gloss'),
        24,
      ),
      ...lathe(
        [
          [6.5, len * 0.8],
          [8, len * 0.9],
          [7.5, len],
        ],
        mat(l.accent, 'metal'),
        24,
        false,
      ),
      ...lathe(
        [
          [7.5, len],
          [tuft, len + tuft * 1.2],
          [tuft * 0.8, len + tuft * 2.2],
          [0, len + tuft * 2.8],
        ],
        mat('#e9dccb', 'matte'),
        24,
      ),
    ];
    // Five brushes leaning in a cup, heads up and spread.
    const cup = lathe(
      [
        [40, 0],
        [44, 90],
        [40, 92],
      ],
      mat(shade(l.color, 0.2), 'gloss'),
      40,
    );
    const set = [
      [-14, 14, 180, 16],
      [10, -8, 200, 12],
      [-6, -18, 170, 20],
      [16, 12, 160, 10],
      [0, 0, 210, 14],
    ].map(([tz, tx, len, tuft]) => move(rotX(rotZ(brush(len!, tuft!), tx!), tz!), 0, 6, 0));
    const { body, at } = render(l.s, [[...cup, ...set.flat()]], {
      yaw: turn(l, 15, 195),
      pitch: 12,
      scale: 1.95,
      cx: 500,
      cy: 820,
      fit: FRAME,
    });
    return { body, focus: at([0, 200, 0]) };
  },
};

export const hairDryer: ProductDrawing = {
  palette: ['#1f2024', '#f2c6cf', '#f4efe8', '#2f3b52', '#c94f4f', '#6a5a8a'],
  turns: true,
  draw(l) {
    const shell = mat(l.color, 'gloss');
    // The barrel, the air intake grille at the back, the nozzle, the handle with switches and cord.
    const barrel = rotZ(
      lathe(
        [
          [50, -90],
          [56, -70],
          [56, 60],
          [48, 80],
        ],
        shell,
        40,
      ),
      -90,
    );
    const grille = move(rotZ(cylinderY(48, 4, mat('#3a3b3f', 'metal')), 90), -90, 0, 0);
    const nozzle = move(
      rotZ(
        lathe(
          [
            [44, 0],
            [40, 40],
            [30, 60],
            [30, 64],
          ],
          mat(shade(l.color, -0.2), 'plastic'),
          36,
        ),
        -90,
      ),
      80,
      0,
      0,
    );
    const handle = move(
      rotZ(
        lathe(
          [
            [22, -170],
            [26, -40],
            [30, 0],
          ],
          shell,
          28,
        ),
        -12,
      ),
      -10,
      -20,
      0,
    );
    const switches = [0, 1].flatMap((k) => move(cuboid(10, 18, 10, mat('#d9dbde', 'plastic')), -14 - k * 4, -70 - k * 26, 26));
    const cord = tube(
      curve(20, (t): V3 => [20 + 70 * t, -200 - 10 * Math.sin(t * 6), 60 * t]),
      4,
      mat('#26272a', 'plastic'),
      8,
    );
    const faces = move([...barrel, ...grille, ...nozzle, ...handle, ...switches, ...cord], 0, 230, 0);
    const { body, at } = render(l.s, faces, { yaw: turn(l, -20, 200), pitch: 10, scale: 2.2, cx: 480, cy: 800, fit: FRAME });
    return { body, focus: at([80, 230, 0]) };
  },
};

export const shampoo: ProductDrawing = {
  palette: ['#f4efe8', '#2f7fb0', '#3aa35a', '#6a4a8a', '#e8b4b8', '#1f2024'],
  accents: ['#1f2024', '#f4efe8', '#f4efe8', '#f4efe8', '#1f2024', '#c9a45a'],
  turns: true,
  draw(l) {
    const h = between(l, 230, 260);
    // A pump bottle (rounded square in plan) with a label, and its smaller twin.
    const bottleF = (k: number): Face[] => {
      const body = mapFaces(
        lathe(
          [
            [40, 0],
            [48, 8],
            [50, h * 0.7],
            [42, h * 0.86],
            [20, h * 0.92],
            [18, h * 0.96],
          ],
          mat(l.color, 'gloss'),
          48,
        ),
        ([x, y, z]): V3 => [x * 1.1, y, z * 0.72],
      );
      const lab = mapFaces(label(50.6, h * 0.25, h * 0.55, l.accent), ([x, y, z]): V3 => [x * 1.1, y, z * 0.72]);
      const collar = cylinderY(20, 22, mat(l.accent, 'plastic'), h * 0.95);
      const stem = cylinderY(6, 30, mat(l.accent, 'plastic'), h * 0.95 + 22);
      const head = move(cuboid(60, 14, 22, mat(l.accent, 'plastic')), 14, h * 0.95 + 50, 0);
      return mapFaces([...body, ...lab, ...collar, ...stem, ...head], ([x, y, z]): V3 => [x * k, y * k, z * k]);
    };
    const { body, at } = render(l.s, [move(bottleF(1), -50, 0, 0), move(rotY(bottleF(0.78), -30), 90, 0, 70)], {
      yaw: turn(l, -20, 160),
      pitch: 12,
      scale: 1.8,
      cx: 480,
      cy: 820,
      fit: FRAME,
    });
    return { body, focus: at([-50, h * 0.4, 40]) };
  },
};

export const hairClip: ProductDrawing = {
  palette: ['#6a4a3a', '#f2c6cf', '#1f2024', '#e9dcc0', '#c9a45a', '#3a7f7a'],
  turns: true,
  draw(l) {
    const s = l.s;
    const shell = s.pattern(
      30,
      30,
      circle(15, 15, 8, shade(l.color, -0.35), { opacity: 0.35 }) + circle(3, 5, 5, shade(l.color, 0.3), { opacity: 0.3 }),
    );
    const m = mat(l.color, 'gloss', { texture: l.color === '#6a4a3a' ? shell : undefined });
    // Claw clips: two arched shells meeting at a spring hinge, each ending in a row of teeth that
    // interlock with the other's.
    const claw = (): Face[] => {
      const arch = (side: number, t: number): V3 => [0, 70 * Math.sin(Math.PI * (0.5 + 0.5 * t)), side * 60 * Math.sin((Math.PI / 2) * t)];
      const jaw = (side: number): Face[] => [
        ...ribbon(
          curve(10, (t) => arch(side, t * 0.55)),
          170,
          6,
          m,
        ),
        ...Array.from({ length: 8 }, (_, i) => {
          const x = -75 + i * 21 + (side > 0 ? 0 : 10);
          return tube(
            curve(8, (t) => {
              const p = arch(side, 0.5 + 0.5 * t);
              return [x, p[1], p[2]];
            }),
            (k) => 6 - k * 0.45,
            m,
            10,
          );
        }).flat(),
      ];
      const bar = rotZ(cylinderY(10, 176, m, -88, 20), 90);
      return [...jaw(1), ...jaw(-1), ...move(bar, 0, 70, 0)];
    };
    const { body, at } = render(s, [move(claw(), -40, 0, -40), move(rotY(claw(), 70), 150, 0, 120)], {
      yaw: turn(l, 25, 205),
      pitch: 22,
      scale: 2.2,
      cx: 480,
      cy: 680,
      fit: FRAME,
    });
    return { body, focus: at([0, 40, 0]) };
  },
};
