import { type Svg, circle, ell, shade } from '../kit';
import {
  type Face,
  type V3,
  blob,
  cuboid,
  cylinderY,
  extrude,
  lathe,
  mat,
  move,
  render,
  rotX,
  rotY,
  rotZ,
  roundedOutline,
  torus,
  tube,
} from '../mesh';
import { FRAME, type ProductDrawing } from '../studio';
import { between, curve, turn } from './common';

/** A soft glow (lit lamps): a radial gradient disc in drawing units. */
function glow(
  s: Parameters<ProductDrawing['draw']>[0]['s'],
  x: number,
  y: number,
  rx: number,
  ry: number,
  color: string,
  opacity = 0.6,
): string {
  return ell(
    x,
    y,
    rx,
    ry,
    s.rad([
      [0, color, opacity],
      [0.4, color, opacity * 0.45],
      [1, color, 0],
    ]),
  );
}

export const ledDeskLamp: ProductDrawing = {
  palette: ['#f1f1ef', '#232427', '#c9ccd1', '#3a5b7d', '#c7a56a', '#6f7f6a'],
  turns: true,
  draw(l) {
    const m = mat(l.color, l.color === '#c9ccd1' || l.color === '#c7a56a' ? 'metal' : 'plastic');
    const base = lathe(
      [
        [62, 0],
        [62, 10],
        [56, 16],
        [0, 17],
      ],
      m,
      48,
    );
    const a = between(l, 58, 72);
    const joint: V3 = [-10, 190, 0];
    const armLow = tube([[0, 16, 0], [-4, 100, 0], joint], 6.5, m, 16);
    const tip: V3 = [joint[0] + 170 * Math.sin((a * Math.PI) / 180), joint[1] + 170 * Math.cos((a * Math.PI) / 180) - 40, 0];
    const armHigh = tube([joint, tip], 6, m, 16);
    const knob = move(rotX(cylinderY(9, 16, mat(shade(l.color, -0.3), 'plastic')), 90), joint[0], joint[1], -8);
    // The head: a slim bar, the LED panel under it lit.
    const head = move(rotZ(blob(70, 8, 22, m, 0.3, 0.35, 32, 12), -8), tip[0] + 55, tip[1] - 6, 0);
    const panel = move(rotZ(cuboid(120, 1, 30, mat('#fff6df', 'glow')), -8), tip[0] + 55, tip[1] - 15, 0);
    const button = move(cylinderY(7, 3, mat('#4fb3ff', 'glow')), 34, 16, 22);
    const faces = [...base, ...button, ...armLow, ...knob, ...armHigh, ...head, ...panel];
    const cam = { yaw: turn(l, 18, 160), pitch: 10, scale: 2.15, cx: 440, cy: 800, fit: FRAME };
    const { body, at } = render(l.s, faces, cam);
    const [gx, gy] = at([tip[0] + 60, 0, 0]);
    const [hx, hy] = at([tip[0] + 55, tip[1] - 16, 0]);
    // The lamp's pool of light on the desk, and its glow under the head.
    return { body: glow(l.s, gx, gy, 220, 55, '#fff4d6', 0.7) + body + glow(l.s, hx, hy + 20, 140, 50, '#fff4d6', 0.5), focus: at(tip) };
  },
};

export const ceilingLight: ProductDrawing = {
  palette: ['#f3f3f1', '#c9ccd1', '#2a2b2f', '#c7a56a', '#e7e2d8', '#f3f3f1'],
  turns: true,
  draw(l) {
    const r = between(l, 150, 175);
    const square = l.rnd() < 0.35;
    const rim = mat(l.color, l.color === '#c9ccd1' || l.color === '#c7a56a' ? 'metal' : 'plastic');
    // Seen from below at an angle: the mounting disc, the rim, the lit diffuser bulging down.
    const dome = square
      ? move(blob(r, 26, r, mat('#fffaf0', 'glow', { decal: true }), 0.4, 0.2, 40, 12), 0, -6, 0)
      : lathe(
          [
            [0, -34],
            [r * 0.6, -28],
            [r * 0.92, -12],
            [r, 0],
          ],
          mat('#fffaf0', 'glow', { decal: true }),
          64,
        );
    const ring = square
      ? cuboid(r * 2 + 8, 18, r * 2 + 8, rim, -14)
      : lathe(
          [
            [r + 4, -4],
            [r + 6, 0],
            [r + 6, 12],
            [r * 0.8, 18],
          ],
          rim,
          64,
          false,
        );
    // Face up on the table, as such lamps are shown: the lit diffuser toward the camera.
    const faces = move(rotX([...ring, ...dome], 180), 0, 20, 0);
    const cam = { yaw: turn(l, 20, 65), pitch: 34, scale: 2, cx: 500, cy: 470, fit: FRAME };
    const { body, at } = render(l.s, faces, cam);
    const [x, y] = at([0, 40, 0]);
    return { body: body + glow(l.s, x, y, 300, 160, '#fffaf0', 0.35), focus: at([r * 0.7, 30, r * 0.7]) };
  },
};

export const solarGardenLight: ProductDrawing = {
  palette: ['#2a2b2f', '#c9ccd1', '#3b3c40', '#6b5a45', '#2f3b2f', '#c9ccd1'],
  turns: true,
  draw(l) {
    const m = mat(l.color, l.color === '#c9ccd1' ? 'metal' : 'plastic');
    const stake = lathe(
      [
        [0, 0],
        [6, 40],
        [8, 150],
      ],
      mat('#26272a', 'plastic'),
      24,
    );
    const pole = cylinderY(11, 90, m, 150);
    // The lantern: a glass drum lit inside, a cap with the solar panel on top.
    const lantern = cylinderY(40, 70, mat('#fff1c9', 'glow'), 240, 48);
    const bars = [0, 1, 2, 3, 4, 5].flatMap((k) => rotY(move(cuboid(4, 70, 4, m), 40, 240, 0), k * 60 + 15));
    const bottom = cylinderY(45, 10, m, 232, 48);
    const cap = lathe(
      [
        [50, 310],
        [50, 318],
        [44, 326],
      ],
      m,
      48,
    );
    const panel = move(cuboid(56, 2, 56, mat('#1d2a4a', 'gloss')), 0, 326, 0);
    const grid = [-14, 0, 14].flatMap((k) => [
      ...move(cuboid(56, 0.4, 1.2, mat('#8ea0c0', 'metal')), 0, 328.2, k),
      ...move(cuboid(1.2, 0.4, 56, mat('#8ea0c0', 'metal')), k, 328.2, 0),
    ]);
    const faces = [...stake, ...pole, ...bottom, ...lantern, ...bars, ...cap, ...panel, ...grid];
    const cam = { yaw: turn(l, 20, 200), pitch: 16, scale: 1.72, cx: 500, cy: 850, fit: FRAME };
    const { body, at } = render(l.s, faces, cam);
    const [x, y] = at([0, 275, 0]);
    return { body: body + glow(l.s, x, y, 160, 160, '#ffe6a0', 0.45), focus: at([0, 290, 30]) };
  },
};

export const stringLights: ProductDrawing = {
  palette: ['#ffd98a', '#fff3d6', '#ffb86b', '#ffe2a8', '#f9f0e0', '#ffcf7a'],
  turns: true,
  draw(l) {
    const s = l.s;
    const faces: Face[] = [];
    const glows: [V3, number][] = [];
    // Two strands hanging in loose curves, a bulb every few steps.
    for (const [k, [y0, sag, z]] of (
      [
        [330, 90, 0],
        [250, 70, 60],
      ] as const
    ).entries()) {
      const wire = curve(40, (t): V3 => [-330 + 660 * t, y0 - sag * Math.sin(t * Math.PI) + (k ? 20 * t : 0), z]);
      faces.push(...tube(wire, 1.6, mat('#2a2a2a', 'plastic'), 8));
      for (let i = 2; i < 40; i += 5) {
        const p = wire[i]!;
        faces.push(...move(cylinderY(5, 12, mat('#2a2a2a', 'plastic')), p[0], p[1] - 12, p[2]));
        faces.push(...move(blob(14, 17, 14, mat(l.color, 'glow')), p[0], p[1] - 28, p[2]));
        glows.push([[p[0], p[1] - 28, p[2]], 60]);
      }
    }
    const cam = { yaw: turn(l, 12, -12), pitch: 4, scale: 1.25, cx: 500, cy: 780, fit: FRAME };
    const { body, at } = render(s, faces, cam, { shadow: 0 });
    const halos = glows.map(([p, r]) => {
      const [x, y] = at(p);
      return glow(s, x, y, r, r, l.color, 0.55);
    });
    return { body: body + halos.join(''), focus: at(glows[3]![0]) };
  },
};

export const cookwareSet: ProductDrawing = {
  palette: ['#3a3b3f', '#b8372f', '#c9ccd1', '#2f4f6f', '#e8e0d0', '#2f6a64'],
  turns: true,
  draw(l) {
    const steel = l.color === '#c9ccd1';
    const outer = mat(l.color, steel ? 'metal' : 'gloss');
    const inner = mat(steel ? '#b9bcc1' : '#2b2b2d', steel ? 'metal' : 'matte');
    const handle = mat(steel ? '#c9ccd1' : '#1f1f21', steel ? 'metal' : 'plastic');
    const glassLid = mat('#cfd8de', 'glass', { opacity: 0.55 });
    // A stock pot with a glass lid, a saucepan and a frying pan.
    const pot = (r: number, h: number): Face[] => [
      ...lathe(
        [
          [r - 8, 0],
          [r, 6],
          [r, h],
          [r + 2, h + 2],
        ],
        outer,
        56,
        false,
      ),
      ...lathe(
        [
          [r - 2, h],
          [r - 2, 6],
          [0, 6],
        ],
        inner,
        56,
        false,
      ).map((f) => ({ ...f, p: [...f.p].reverse() })),
      ...lathe(
        [
          [0, 0],
          [r - 8, 0],
        ],
        outer,
        56,
        false,
      ).map((f) => ({ ...f, p: [...f.p].reverse() })),
    ];
    const lid = (r: number, y: number): Face[] => [
      ...lathe(
        [
          [r + 3, y],
          [r * 0.7, y + 14],
          [0, y + 18],
        ],
        glassLid,
        56,
        false,
      ),
      ...lathe(
        [
          [r + 3, y - 1],
          [r + 3, y + 2],
        ],
        mat('#c9ccd1', 'metal'),
        56,
      ),
      ...move(blob(14, 8, 14, handle), 0, y + 24, 0),
    ];
    const ears = (r: number, y: number) =>
      [1, -1].flatMap((k) =>
        tube(
          curve(8, (t): V3 => [k * (r + 14 * Math.sin(t * Math.PI)), y - 10 + 4 * t, -12 + 24 * t]),
          4.2,
          handle,
          10,
        ),
      );
    const stock = [...pot(88, 110), ...lid(88, 112), ...ears(88, 100)];
    const sauce = [
      ...pot(62, 70),
      ...lid(62, 72),
      ...tube(
        [
          [62, 60, 0],
          [190, 76, 0],
        ],
        6,
        handle,
        12,
      ),
    ];
    const pan = [
      ...pot(100, 24),
      ...tube(
        [
          [100, 22, 0],
          [180, 34, 0],
          [260, 44, 0],
        ],
        6.5,
        handle,
        12,
      ),
    ];
    const parts: Face[][] = [move(stock, -70, 0, -60), move(rotY(sauce, 150), 170, 0, -120), move(rotY(pan, -30), -10, 0, 170)];
    const { body, at } = render(l.s, parts, { yaw: turn(l, 15, 195), pitch: 28, scale: 1.55, cx: 480, cy: 640, fit: FRAME });
    return { body, focus: at([-70, 120, -60]) };
  },
};

export const kitchenKnife: ProductDrawing = {
  palette: ['#2a2420', '#1f1f21', '#6b4a32', '#2f3f5a', '#3a3b3f', '#8a5a3a'],
  turns: true,
  draw(l) {
    const len = 200;
    // A chef's knife lying flat: the blade curving up to the tip, the handle with three rivets.
    const blade: [number, number][] = [
      [0, 0],
      [len * 0.55, -2],
      [len * 0.85, 8],
      [len, 34],
      [len * 0.6, 42],
      [0, 44],
    ];
    const steel = mat('#d4d7db', 'metal');
    const bladeF = extrude(blade, -1.6, 1.6, steel);
    const bevel = extrude(
      blade.map(([x, y]): [number, number] => [x, Math.min(y, 12 + (x / len) * 20)]),
      1.6,
      1.9,
      mat('#eef0f2', 'metal'),
    );
    const handle = move(
      extrude(roundedOutline(110, 34, 14), -8, 8, mat(l.color, l.color === '#6b4a32' || l.color === '#8a5a3a' ? 'matte' : 'plastic')),
      -60,
      24,
      0,
    );
    const bolster = move(cuboid(10, 40, 18, steel), -2, 2, 0);
    const rivets = [-95, -60, -25].flatMap((x) => move(rotX(cylinderY(4, 17, mat('#c9ccd1', 'metal')), 90), x, 24, -8.5));
    const knife = [...bladeF, ...bevel, ...handle, ...bolster, ...rivets];
    const lying = move(rotX(move(knife, -50, -22, 0), -90), 0, 9, 0);
    const { body, at } = render(l.s, move(rotY(lying, -28), 0, 0, 0), {
      yaw: turn(l, 0, 180),
      pitch: 48,
      scale: 2.3,
      cx: 500,
      cy: 520,
      fit: FRAME,
    });
    return { body, focus: at([60, 9, -10]) };
  },
};

export const cuttingBoard: ProductDrawing = {
  palette: ['#c89a64', '#a7744a', '#d9b27c', '#8a5a3a', '#e2c493', '#b4835a'],
  turns: true,
  draw(l) {
    const s = l.s;
    const grain = s.pattern(
      120,
      9,
      `<path d="M0 4 Q30 1 60 5 T120 4" fill="none" stroke="${shade(l.color, -0.35)}" stroke-width="1.2" opacity="0.55"/>`,
      'rotate(-8)',
    );
    const wood = mat(l.color, 'matte', { texture: grain });
    const w = 300;
    const d = 190;
    const outline: [number, number][] = [...roundedOutline(w, d, 26).map(([x, y]): [number, number] => [x, y])];
    const board = rotX(extrude(outline, 0, 18, wood, mat(shade(l.color, -0.1), 'matte')), -90);
    // A hanging hole and a juice groove.
    const hole = move(cylinderY(9, 0.5, mat(shade(l.color, -0.6), 'matte')), w / 2 - 30, 18, 0);
    const lemon = [
      ...move(blob(30, 26, 30, mat('#f2c43a', 'plastic'), 1, 1, 28, 14), -60, 44, 20),
      ...move(
        rotZ(
          lathe(
            [
              [0, 0],
              [29, 0.5],
              [29, 8],
            ],
            mat('#f7e9a0', 'matte'),
            28,
          ),
          0,
        ),
        40,
        18,
        40,
      ),
    ];
    const { body, at } = render(s, [...board, ...hole, ...lemon], {
      yaw: turn(l, 22, 200),
      pitch: 40,
      scale: 2.1,
      cx: 500,
      cy: 600,
      fit: FRAME,
    });
    return { body, focus: at([w / 2 - 30, 18, 0]) };
  },
};

export const waterBottle: ProductDrawing = {
  palette: ['#2f5d7c', '#1f1f21', '#e4e1da', '#c94f4f', '#6e8b6a', '#e7b6b9'],
  turns: true,
  draw(l) {
    const h = between(l, 250, 290);
    const r = 38;
    const body = lathe(
      [
        [r - 4, 0],
        [r, 6],
        [r, h * 0.82],
        [r * 0.78, h * 0.9],
        [r * 0.72, h * 0.92],
      ],
      mat(l.color, 'matte'),
      56,
    );
    const capM = mat(l.color === '#1f1f21' ? '#c9ccd1' : '#2a2b2e', l.color === '#1f1f21' ? 'metal' : 'plastic');
    const cap = lathe(
      [
        [r * 0.76, h * 0.92],
        [r * 0.78, h * 1.02],
        [r * 0.7, h * 1.04],
      ],
      capM,
      48,
    );
    const ring = lathe(
      [
        [r * 0.74, h * 0.905],
        [r * 0.74, h * 0.925],
      ],
      mat('#c9ccd1', 'metal'),
      48,
    );
    const loop = tube(
      curve(12, (t): V3 => [0, h * 1.04 + 22 * Math.sin(t * Math.PI), -20 + 40 * t]),
      4,
      capM,
      10,
    );
    const { body: b, at } = render(l.s, [...body, ...ring, ...cap, ...rotY(loop, 90)], {
      yaw: turn(l, 20, 200),
      pitch: 12,
      scale: 2.35,
      cx: 500,
      cy: 820,
      fit: FRAME,
    });
    return { body: b, focus: at([0, h * 0.95, r]) };
  },
};

const terryOf = (s: Svg) => s.pattern(5, 5, circle(2.5, 2.5, 1.3, '#000', { opacity: 0.12 }));

/** A stack of folded textiles (sheets, towels): soft slabs with a fold line and a ribbon. */
function foldedStack(
  l: Parameters<ProductDrawing['draw']>[0],
  opts: { w: number; d: number; h: number; count: number; fluffy: boolean },
): Face[] {
  const faces: Face[] = [];
  // Terry loops: a fine speckle over towels.
  const terry = opts.fluffy ? terryOf(l.s) : undefined;
  const tones = [l.color, shade(l.color, 0.35), l.accent, shade(l.color, -0.15)];
  for (let i = 0; i < opts.count; i++) {
    const c = tones[i % tones.length]!;
    const skew = (l.rnd() - 0.5) * 10;
    faces.push(
      ...move(
        blob(opts.w / 2, opts.h / 2, opts.d / 2, mat(c, opts.fluffy ? 'matte' : 'plastic', { texture: terry }), 0.45, 0.18, 40, 14),
        skew,
        opts.h / 2 + i * opts.h * 0.95,
        0,
      ),
    );
    // The folded edge facing the camera: a rolled lip.
    faces.push(
      ...move(
        rotZ(
          lathe(
            [
              [opts.h * 0.42, -opts.w / 2 + 8],
              [opts.h * 0.42, opts.w / 2 - 8],
            ],
            mat(shade(c, 0.05), 'matte'),
            20,
          ),
          90,
        ),
        skew,
        opts.h / 2 + i * opts.h * 0.95,
        opts.d / 2 - opts.h * 0.3,
      ),
    );
  }
  return faces;
}

export const bedSheet: ProductDrawing = {
  palette: ['#f2efe8', '#c9d6e3', '#e8d5c4', '#9fb5a0', '#d9c2d0', '#7e8ea8'],
  accents: ['#e3ddd1', '#e9eef4', '#f4ebe2', '#dbe6dc', '#efe4ea', '#c9d1de'],
  turns: true,
  draw(l) {
    const stack = foldedStack(l, { w: 260, d: 190, h: 34, count: 4, fluffy: false });
    const { body, at } = render(l.s, stack, { yaw: turn(l, 24, 204), pitch: 22, scale: 2.05, cx: 500, cy: 720, fit: FRAME });
    return { body, focus: at([0, 100, 95]) };
  },
};

export const bathTowel: ProductDrawing = {
  palette: ['#f4f2ec', '#a8c4d8', '#e9c9b5', '#7f9c8a', '#3d4f6d', '#d9b8c4'],
  accents: ['#dcd7cb', '#e8f0f5', '#f7ebe2', '#cfe0d5', '#8a9ab5', '#f0e2e7'],
  turns: true,
  draw(l) {
    const stack = foldedStack(l, { w: 230, d: 160, h: 46, count: 3, fluffy: true });
    const roll = move(
      rotZ(
        lathe(
          [
            [0, -100],
            [44, -96],
            [44, 96],
            [0, 100],
          ],
          mat(l.accent, 'matte', { texture: terryOf(l.s) }),
          40,
        ),
        90,
      ),
      20,
      44,
      170,
    );
    const { body, at } = render(l.s, [[...stack], roll], { yaw: turn(l, 20, 200), pitch: 22, scale: 2.05, cx: 500, cy: 700, fit: FRAME });
    return { body, focus: at([0, 120, 80]) };
  },
};

export const curtain: ProductDrawing = {
  palette: ['#d9cbb5', '#7d8ea6', '#a6b59a', '#e8e2d6', '#8a5a5a', '#4b5563'],
  turns: true,
  draw(l) {
    const h = 380;
    const w = 300;
    const pleats = 7;
    // A panel hanging in soft pleats from a rod: a wave across, its hem flaring slightly.
    const wave = (y: number) =>
      Array.from({ length: pleats * 8 + 1 }, (_, i): [number, number] => {
        const t = i / (pleats * 8);
        const amp = 14 + (1 - y / h) * 10;
        return [-w / 2 + w * t * (1 + (1 - y / h) * 0.12), amp * Math.sin(t * Math.PI * 2 * pleats)];
      });
    const rows = 10;
    const cloth = mat(l.color, 'matte');
    const faces: Face[] = [];
    for (let r = 0; r < rows; r++) {
      const y0 = (r / rows) * h;
      const y1 = ((r + 1) / rows) * h;
      const a = wave(y0);
      const b = wave(y1);
      for (let i = 0; i + 1 < a.length; i++) {
        faces.push({
          p: [
            [a[i]![0], y0, a[i]![1]],
            [a[i + 1]![0], y0, a[i + 1]![1]],
            [b[i + 1]![0], y1, b[i + 1]![1]],
            [b[i]![0], y1, b[i]![1]],
          ],
          m: cloth,
        });
        faces.push({
          p: [
            [b[i]![0], y1, b[i]![1] - 0.5],
            [b[i + 1]![0], y1, b[i + 1]![1] - 0.5],
            [a[i + 1]![0], y0, a[i + 1]![1] - 0.5],
            [a[i]![0], y0, a[i]![1] - 0.5],
          ],
          m: mat(shade(l.color, -0.2), 'matte'),
        });
      }
    }
    const rod = move(rotZ(cylinderY(5, w + 80, mat('#b0a08a', 'metal')), 90), w / 2 + 40, h + 14, 0);
    const finials = [1, -1].flatMap((k) => move(blob(9, 9, 9, mat('#b0a08a', 'metal')), k * (w / 2 + 44), h + 14, 0));
    const rings = Array.from({ length: pleats + 1 }, (_, i) =>
      move(rotX(torus(10, 2, mat('#b0a08a', 'metal'), 20, 6), 90), -w / 2 + (w * i) / pleats, h + 8, 0),
    ).flat();
    const { body, at } = render(
      l.s,
      [...faces, ...rod, ...finials, ...rings],
      { yaw: turn(l, 14, -14), pitch: 4, scale: 1.78, cx: 500, cy: 860, fit: FRAME },
      { shadow: 0.18 },
    );
    return { body, focus: at([0, h, 0]) };
  },
};
