import { shade } from '../kit';
import {
  type Face,
  type Material,
  type V3,
  blob,
  cuboid,
  cylinderY,
  lathe,
  mapFaces,
  mat,
  move,
  render,
  rotX,
  rotY,
  rotZ,
  torus,
  tube,
} from '../mesh';
import { FRAME, type Look, type ProductDrawing } from '../studio';
import { curve, label, turn } from './common';

/** A shallow bowl (lathe) of radius r, height h. */
function bowl(r: number, h: number, m: Material): Face[] {
  return [
    ...lathe(
      [
        [r * 0.45, 0],
        [r * 0.5, 4],
        [r * 0.85, h * 0.45],
        [r, h],
        [r * 0.96, h + 2],
      ],
      m,
      48,
      false,
    ),
    ...lathe(
      [
        [0, 5],
        [r * 0.45, 5],
      ],
      m,
      40,
      false,
    ).map((f) => ({ ...f, p: [...f.p].reverse() })),
  ];
}

/** A heap of small pieces inside a circle of radius r, rising to a mound of height h. */
function heap(l: Look, count: number, r: number, h: number, piece: (i: number) => Face[], y0 = 0): Face[] {
  const faces: Face[] = [];
  for (let i = 0; i < count; i++) {
    const a = l.rnd() * Math.PI * 2;
    const d = Math.sqrt(l.rnd()) * r;
    const y = y0 + h * (1 - (d / r) ** 2) * (0.7 + 0.3 * l.rnd());
    faces.push(...move(rotY(rotX(piece(i), l.rnd() * 60 - 30), l.rnd() * 360), d * Math.cos(a), y, d * Math.sin(a)));
  }
  return faces;
}

/** A stand-up pouch with a window on its front, a zip across the top. */
function pouch(w: number, h: number, color: string, window: string): Face[] {
  const shape = mapFaces(blob(w / 2, h / 2, 36, mat(color, 'matte'), 0.22, 0.35, 32, 16), ([x, y, z]): V3 => {
    const t = (y + h / 2) / h;
    return [x, y + h / 2, z * (0.35 + 0.9 * Math.sin(Math.PI * Math.min(1, t * 1.2)) * (1 - t * 0.7))];
  });
  const win = move(cuboid(w * 0.5, h * 0.35, 2, mat(window, 'matte')), 0, h * 0.25, 31);
  const band = move(cuboid(w * 0.9, h * 0.12, 2, mat(shade(color, 0.4), 'matte')), 0, h * 0.66, 24);
  return [...shape, ...win, ...band];
}

const teaLeaf = (c: string) => () =>
  mapFaces(blob(9, 2.2, 3.4, mat(c, 'matte'), 1, 1, 8, 4), ([x, y, z]): V3 => [x, y + Math.sin(x / 5) * 1.5, z]);

export const greenTea: ProductDrawing = {
  palette: ['#6b8e3a', '#5a7f34', '#7d9a45', '#4f7030', '#8aa34f', '#6b8e3a'],
  accents: ['#2f5a3a', '#c8332b', '#1f2024', '#c9a45a', '#2f5a3a', '#8a2a2a'],
  turns: true,
  draw(l) {
    // A dish of twisted green leaves and the tin they come in, its lid beside it.
    const dish = bowl(110, 22, mat('#f4f1ea', 'gloss'));
    const leaves = heap(l, 130, 88, 36, (i) => teaLeaf(shade(l.color, ((i % 5) - 2) * 0.07))(), 12);
    const tin = [...cylinderY(60, 150, mat(l.accent, 'gloss')), ...label(60.5, 40, 110, shade(l.accent, 0.5), 'matte')];
    const lid = move(rotZ(cylinderY(62, 26, mat(l.accent, 'gloss')), 80), 200, 62, 40);
    const { body, at } = render(l.s, [move([...dish, ...leaves], 40, 0, 90), move(tin, -110, 0, -60), lid], {
      yaw: turn(l, 10, 190),
      pitch: 30,
      scale: 1.95,
      cx: 470,
      cy: 650,
      fit: FRAME,
    });
    return { body, focus: at([40, 40, 90]) };
  },
};

export const oolongTea: ProductDrawing = {
  palette: ['#3f5a2a', '#4a5f2f', '#35502a', '#5a6a35', '#2f4a25', '#4f6530'],
  accents: ['#a0522d', '#8a5a3a', '#c8332b', '#6a4a3a', '#a0522d', '#2f3b52'],
  turns: true,
  draw(l) {
    // Rolled leaves in a wooden scoop's dish, a gaiwan of amber tea beside it.
    const dish = bowl(100, 20, mat('#c89a64', 'matte'));
    const balls = heap(l, 70, 80, 30, (i) => blob(7, 6, 7, mat(shade(l.color, ((i % 4) - 1.5) * 0.08), 'matte'), 1, 1, 10, 6), 10);
    const cup = [
      ...bowl(62, 60, mat('#f4f1ea', 'gloss')),
      ...move(
        lathe(
          [
            [0, 0],
            [54, 0],
          ],
          mat('#c98a2e', 'gloss'),
          40,
          false,
        ),
        0,
        48,
        0,
      ).map((f) => ({ ...f, p: [...f.p].reverse() })),
      ...move(torus(40, 4, mat('#f4f1ea', 'gloss'), 32, 8), 0, 0, 0),
    ];
    const saucer = bowl(90, 10, mat(l.accent, 'gloss'));
    const { body, at } = render(l.s, [move([...dish, ...balls], -70, 0, 80), move([...saucer, ...move(cup, 0, 10, 0)], 120, 0, -40)], {
      yaw: turn(l, 10, 190),
      pitch: 32,
      scale: 2.05,
      cx: 480,
      cy: 620,
      fit: FRAME,
    });
    return { body, focus: at([-70, 30, 80]) };
  },
};

export const teaSet: ProductDrawing = {
  palette: ['#f4f1ea', '#2f4a6d', '#a0522d', '#3a5a4a', '#1f2024', '#e9dcc0'],
  accents: ['#2f4a6d', '#f4f1ea', '#c9a45a', '#c9a45a', '#c9a45a', '#8a2a2a'],
  turns: true,
  draw(l) {
    const glaze = mat(l.color, 'gloss');
    // A round teapot with spout, handle and knob; four cups; a bamboo tray under them.
    const pot = lathe(
      [
        [40, 0],
        [70, 20],
        [82, 60],
        [70, 100],
        [42, 112],
      ],
      glaze,
      48,
    );
    const lid = [
      ...lathe(
        [
          [44, 112],
          [38, 122],
          [0, 126],
        ],
        glaze,
        40,
      ),
      ...move(blob(9, 9, 9, mat(l.accent, 'gloss')), 0, 130, 0),
    ];
    const band = label(82.5, 52, 64, l.accent, 'gloss');
    const spout = tube(
      curve(10, (t): V3 => [70 + 60 * t, 40 + 60 * t * t, 0]),
      (i) => 14 - i,
      glaze,
      14,
    );
    const handle = move(rotX(torus(38, 7, glaze, 28, 8), 90), -78, 65, 0).filter((f) => f.p.every(([x]) => x < -70));
    const teapot = [...pot, ...lid, ...band, ...spout, ...handle];
    const cup = () => [...bowl(30, 40, glaze), ...label(30.5, 30, 35, l.accent, 'gloss').filter(() => true)];
    const tray = cuboid(520, 16, 300, mat('#c9a06a', 'matte'));
    const parts: Face[][] = [
      tray,
      move(teapot, -70, 16, -30),
      ...[
        [130, -80],
        [190, 10],
        [120, 90],
        [-10, 110],
      ].map(([x, z]) => move(cup(), x!, 16, z!)),
    ];
    const { body, at } = render(l.s, parts, { yaw: turn(l, 12, 192), pitch: 28, scale: 1.55, cx: 490, cy: 650, fit: FRAME });
    return { body, focus: at([-70, 80, 40]) };
  },
};

export const driedFruit: ProductDrawing = {
  palette: ['#e8962e', '#c8332b', '#d9a441', '#8a2a3a', '#e07a2a', '#b35a2a'],
  turns: true,
  draw(l) {
    // Chewy slices heaped in a bowl, a few fallen in front.
    const slice = (i: number) =>
      mapFaces(blob(22, 4, 15, mat(shade(l.color, ((i % 5) - 2) * 0.06), 'gloss'), 0.8, 0.8, 14, 6), ([x, y, z]): V3 => [
        x,
        y + (x * x) / 90,
        z,
      ]);
    const dish = bowl(120, 50, mat('#f4f1ea', 'gloss'));
    const pile = heap(l, 60, 100, 40, slice, 40);
    const loose = [0, 1, 2].flatMap((i) => move(rotY(slice(i), i * 70), 150 + i * 30, 6, 100 - i * 60));
    const { body, at } = render(l.s, [[...dish, ...pile], loose], {
      yaw: turn(l, 10, 190),
      pitch: 30,
      scale: 2,
      cx: 470,
      cy: 640,
      fit: FRAME,
    });
    return { body, focus: at([0, 70, 40]) };
  },
};

export const roastedNuts: ProductDrawing = {
  palette: ['#d9a86a', '#c98a4a', '#b5783a', '#e0b87a', '#a86a3a', '#d9a86a'],
  turns: true,
  draw(l) {
    // Cashews (curved) and almonds heaped in a wooden bowl.
    const cashew = (i: number) =>
      tube(
        curve(8, (t): V3 => [14 * Math.cos(Math.PI * t), 0, 14 * Math.sin(Math.PI * t)]),
        (k) => 6 - Math.abs(k - 4) * 0.6,
        mat(shade(l.color, ((i % 4) - 1.5) * 0.06), 'matte'),
        10,
      );
    const almond = (i: number) => blob(14, 6, 9, mat(shade('#9a5a32', ((i % 3) - 1) * 0.08), 'matte'), 1, 1, 12, 8);
    const dish = bowl(120, 48, mat('#8a5a3a', 'matte'));
    const pile = heap(l, 75, 100, 42, (i) => (i % 3 === 0 ? almond(i) : cashew(i)), 38);
    const { body, at } = render(l.s, [...dish, ...pile], { yaw: turn(l, 10, 190), pitch: 30, scale: 2, cx: 480, cy: 640, fit: FRAME });
    return { body, focus: at([0, 70, 40]) };
  },
};

export const cookies: ProductDrawing = {
  palette: ['#c98a4a', '#d9a86a', '#8a5a3a', '#e0b87a', '#b5783a', '#6a4a3a'],
  turns: true,
  draw(l) {
    // A stack of chocolate-chip cookies and one broken in front.
    const cookie = (k: number): Face[] => {
      const base = mapFaces(blob(60, 9, 60, mat(shade(l.color, k * 0.04), 'matte'), 0.7, 1, 28, 8), ([x, y, z]): V3 => [
        x,
        y + Math.sin(x / 9 + z / 7) * 1.2,
        z,
      ]);
      const chips = Array.from({ length: 9 }, (_, i) => {
        const a = i * 2.4 + k;
        const d = 14 + (i % 3) * 14;
        return move(blob(6, 4, 6, mat('#3a2418', 'gloss'), 1, 1, 6, 4), d * Math.cos(a), 8, d * Math.sin(a));
      }).flat();
      return [...base, ...chips];
    };
    const stack = [0, 1, 2, 3, 4].flatMap((i) => move(rotY(cookie(i), i * 40), (i % 2) * 4 - 2, 9 + i * 17, 0));
    const front = move(rotX(cookie(5), 12), 120, 14, 110);
    const { body, at } = render(l.s, [stack, front], { yaw: turn(l, 12, 192), pitch: 22, scale: 2.4, cx: 460, cy: 690, fit: FRAME });
    return { body, focus: at([0, 90, 40]) };
  },
};

export const coffeeBeans: ProductDrawing = {
  palette: ['#4a2c1c', '#5a3622', '#3a2216', '#6a4028', '#4a2c1c', '#55321f'],
  accents: ['#c9a06a', '#1f2024', '#8a2a2a', '#f4f1ea', '#2f4a3a', '#c9a06a'],
  turns: true,
  draw(l) {
    // A kraft stand-up bag with a window of beans and a heap of beans spilling in front.
    const bean = (i: number) => {
      const c = shade(l.color, ((i % 4) - 1.5) * 0.08);
      return [...blob(9, 5, 6.5, mat(c, 'gloss'), 1, 1, 12, 6), ...move(cuboid(14, 0.6, 1.2, mat(shade(c, -0.5), 'matte')), 0, 5, 0)];
    };
    const bag = pouch(160, 240, l.accent, shade(l.color, 0.1));
    const pile = heap(l, 90, 90, 34, bean, 4);
    const { body, at } = render(l.s, [move(bag, -90, 0, -60), move(pile, 100, 0, 70)], {
      yaw: turn(l, 12, 192),
      pitch: 20,
      scale: 1.75,
      cx: 490,
      cy: 770,
      fit: FRAME,
    });
    return { body, focus: at([100, 30, 70]) };
  },
};

export const fruitJuice: ProductDrawing = {
  palette: ['#f29a1e', '#c8332b', '#e8c22e', '#7a2a4a', '#8fb13a', '#f2b21b'],
  accents: ['#3aa35a', '#f4f1ea', '#2f6fb0', '#f4f1ea', '#f4f1ea', '#3aa35a'],
  turns: true,
  draw(l) {
    // A glass bottle of juice with its label and cap, a filled glass, a halved fruit.
    const bottleF = [
      ...lathe(
        [
          [38, 0],
          [42, 6],
          [42, 150],
          [30, 190],
          [18, 214],
          [18, 226],
        ],
        mat(l.color, 'glass'),
        48,
      ),
      ...label(42.5, 40, 110, l.accent, 'matte'),
      ...cylinderY(20, 18, mat('#c9ccd1', 'metal'), 224, 32),
    ];
    const glassF = [
      ...lathe(
        [
          [30, 0],
          [36, 110],
        ],
        mat('#e8eef2', 'glass', { opacity: 0.5 }),
        40,
        false,
      ),
      ...lathe(
        [
          [30, 2],
          [35, 90],
        ],
        mat(l.color, 'glass'),
        40,
      ),
    ];
    const fruit = [
      ...mapFaces(blob(38, 38, 38, mat(shade(l.color, 0.05), 'gloss'), 1, 1, 28, 14), ([x, y, z]): V3 => [x, Math.min(y, 0), z]),
      ...move(cylinderY(35, 0.6, mat(shade(l.color, 0.35), 'matte')), 0, 0, 0),
    ];
    const { body, at } = render(l.s, [move(bottleF, -60, 0, -30), move(glassF, 70, 0, 20), move(rotX(fruit, -70), 150, 34, 100)], {
      yaw: turn(l, 10, 190),
      pitch: 12,
      scale: 2.1,
      cx: 470,
      cy: 810,
      fit: FRAME,
    });
    return { body, focus: at([-60, 80, 10]) };
  },
};

export const mineralWater: ProductDrawing = {
  palette: ['#2f7fb0', '#3aa3c8', '#1f5f9a', '#2f9a8a', '#5a8ac8', '#2f7fb0'],
  turns: true,
  draw(l) {
    // Clear bottles with blue caps and labels, a six-pack's worth in two rows.
    const bottleF = (): Face[] => [
      ...lathe(
        [
          [26, 0],
          [30, 6],
          [30, 30],
          [28, 36],
          [30, 42],
          [30, 130],
          [20, 170],
          [11, 186],
          [11, 192],
        ],
        mat('#dfeef6', 'glass', { opacity: 0.75 }),
        40,
      ),
      ...label(30.5, 60, 100, l.color, 'gloss'),
      ...label(30.6, 70, 78, '#ffffff', 'matte'),
      ...cylinderY(12, 16, mat(l.color, 'plastic'), 190, 24),
    ];
    const parts = [
      [-70, -40],
      [0, -40],
      [70, -40],
      [-35, 30],
      [35, 30],
      [105, 30],
    ].map(([x, z]) => move(bottleF(), x!, 0, z!));
    const { body, at } = render(l.s, [parts.flat()], { yaw: turn(l, 14, -14), pitch: 14, scale: 2.1, cx: 470, cy: 800, fit: FRAME });
    return { body, focus: at([35, 90, 60]) };
  },
};
