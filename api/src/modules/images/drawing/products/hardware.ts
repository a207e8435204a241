import { shade } from '../kit';
import {
  type Face,
  type Material,
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
  torus,
  tube,
} from '../mesh';
import { curve, turn } from './common';
import { FRAME, type ProductDrawing } from '../studio';

/** A hex prism about y (a bolt head or nut): across-flats af, height h, chamfered edges. */
function hexPrism(af: number, h: number, color: string, hole = 0): Face[] {
  const R = af / Math.sqrt(3);
  const c = Math.min(h * 0.12, R * 0.08);
  const body = lathe(
    [
      [R * 0.9, 0],
      [R, c],
      [R, h - c],
      [R * 0.9, h],
    ],
    mat(color, 'metal'),
    6,
  );
  if (!hole) return rotY(body, 30);
  // The threaded hole: a dark disc just above the top face, a lighter thread ring around it.
  const ring = lathe(
    [
      [hole * 1.15, h],
      [hole * 1.15, h + 0.3],
    ],
    mat(color, 'matte'),
    32,
  );
  const bore = lathe(
    [
      [hole, h],
      [hole, h + 0.6],
    ],
    mat('#1e1f21', 'matte'),
    32,
  );
  return [...rotY(body, 30), ...ring, ...bore];
}

/** A threaded shank along y: rings of crest and root (reads as a thread from any angle). */
function thread(r: number, y0: number, y1: number, pitch: number, color: string): Face[] {
  const profile: [number, number][] = [];
  for (let y = y0; y < y1; y += pitch) {
    profile.push([r * 0.86, y], [r, y + pitch * 0.5]);
  }
  profile.push([r * 0.86, y1], [r * 0.7, y1 + pitch * 0.3]);
  return lathe(profile, mat(color, 'metal'), 28);
}

export const hexBolt: ProductDrawing = {
  palette: ['#c9ccd0', '#3d3f43', '#d8b45a', '#dadcdf', '#a7abae', '#c6cbd2'],
  turns: true,
  draw(l) {
    const len = 150 + l.rnd() * 70;
    const r = 16;
    const af = r * 3;
    const head = hexPrism(af, r * 1.3, l.color);
    const shank = lathe(
      [
        [r, 0],
        [r, len * 0.35],
      ],
      mat(l.color, 'metal'),
      40,
      false,
    );
    const threaded = thread(r, len * 0.35, len, 5.5, l.color);
    let bolt: Face[] = [...head, ...move(shank, 0, r * 1.3, 0), ...move(threaded, 0, r * 1.3, 0)];
    if (l.rnd() < 0.6) bolt = [...bolt, ...move(hexPrism(af, r * 1.5, l.color, r * 0.8), 0, r * 1.3 + len * 0.78, 0)];
    // Lying on the floor, its axis along x; the head's flat on the floor.
    const lying = move(rotZ(bolt, -90), -len / 2 - 10, (af / 2) * 1.0, 0);
    const { body, at } = render(l.s, lying, { yaw: turn(l, 28, -152), pitch: 24, scale: 3.1, cx: 500, cy: 640, fit: FRAME });
    return { body, focus: at([len * 0.25, af / 2, 0]) };
  },
};

export const hexNut: ProductDrawing = {
  palette: ['#c9ccd0', '#3d3f43', '#d8b45a', '#dadcdf', '#a7abae', '#b8892f'],
  turns: true,
  draw(l) {
    const af = 60;
    const faces: Face[][] = [];
    // A heap: one large nut standing, others lying around it.
    const spots: [number, number, number, number][] = [
      [0, 0, 0, 1],
      [-95, 45, 20, 0.8],
      [90, 55, 50, 0.85],
      [-40, -70, 10, 0.7],
      [70, -60, 35, 0.75],
    ];
    for (const [x, z, turn, k] of spots) {
      const nut = hexPrism(af * k, af * 0.8 * k, l.color, af * 0.3 * k);
      faces.push(move(rotY(nut, turn + l.rnd() * 30), x, 0, z));
    }
    const { body, at } = render(l.s, faces, { yaw: turn(l, 20, 200), pitch: 38, scale: 3.2, cx: 500, cy: 600, fit: FRAME });
    return { body, focus: at([0, af * 0.8, 0]) };
  },
};

export const stainlessScrew: ProductDrawing = {
  palette: ['#d9dbde', '#c4c7cb', '#3b3c40', '#d6b45f', '#cfd2d6', '#b9bdc2'],
  turns: true,
  draw(l) {
    const faces: Face[][] = [];
    const one = (len: number): Face[] => {
      const r = 7;
      const head = lathe(
        [
          [r * 2.1, 0],
          [r * 2.1, 3],
          [r * 1.7, 8],
          [0, 9],
        ],
        mat(l.color, 'metal'),
        40,
      );
      // The Phillips cross, dark, on top of the pan head.
      const cross = [
        ...cuboid(r * 2, 1.5, r * 0.5, mat('#303134', 'matte'), 8.5),
        ...cuboid(r * 0.5, 1.5, r * 2, mat('#303134', 'matte'), 8.5),
      ];
      const shank = thread(r, -len, -2, 4, l.color);
      const tip = lathe(
        [
          [0, -len - 12],
          [r * 0.8, -len],
        ],
        mat(l.color, 'metal'),
        24,
        false,
      );
      return [...head, ...cross, ...shank, ...tip];
    };
    const spots: [number, number, number, number][] = [
      [0, 10, 15, 120],
      [-70, 70, 60, 95],
      [80, 50, -30, 105],
      [-40, -60, 100, 85],
    ];
    for (const [x, z, turn, len] of spots) {
      // Screws lie on their side: the head's rim and the thread touch the floor.
      const s = move(rotZ(one(len), 90 - 4), 0, 15, 0);
      faces.push(move(rotY(s, turn + l.rnd() * 20), x, 0, z));
    }
    const { body, at } = render(l.s, faces, { yaw: turn(l, 10, 190), pitch: 40, scale: 3.6, cx: 500, cy: 560, fit: FRAME });
    return { body, focus: at([0, 15, 0]) };
  },
};

/** A tool's battery pack: a box with a latch, a charge gauge and a grip texture. */
function battery(color: string): Face[] {
  return [
    ...cuboid(70, 36, 60, mat('#2a2b2e', 'plastic')),
    ...move(cuboid(72, 8, 62, mat(color, 'plastic')), 0, 30, 0),
    ...[0, 1, 2].flatMap((k) => move(cuboid(6, 3, 1, mat('#4fd16a', 'glow')), -12 + k * 9, 16, 30.5)),
  ];
}

export const cordlessDrill: ProductDrawing = {
  palette: ['#2f6fb0', '#e8731a', '#f2b21b', '#c8332b', '#3aa35a', '#2a9d8f'],
  turns: true,
  draw(l) {
    const paint = mat(l.color, 'plastic');
    const black = mat('#26272a', 'plastic');
    // The pistol body: motor housing on top, the grip down to the battery, the chuck and a bit.
    const housing = move(
      rotZ(
        lathe(
          [
            [30, -70],
            [38, -50],
            [40, 40],
            [34, 70],
          ],
          paint,
          36,
        ),
        -90,
      ),
      0,
      180,
      0,
    );
    const vents = [0, 1, 2, 3].flatMap((k) => move(cuboid(4, 12, 2, black), -50 + k * 8, 180, 40));
    const grip = extrude(
      [
        [-40, 150],
        [5, 150],
        [20, 60],
        [10, 40],
        [-30, 40],
        [-45, 70],
      ],
      -22,
      22,
      black,
    );
    const trigger = move(cuboid(14, 24, 14, paint), 14, 126, 0);
    const collar = move(
      rotZ(
        lathe(
          [
            [30, 0],
            [30, 16],
            [26, 20],
          ],
          mat(shade(l.color, -0.25), 'plastic'),
          36,
        ),
        -90,
      ),
      70,
      180,
      0,
    );
    const chuck = move(
      rotZ(
        lathe(
          [
            [24, 0],
            [24, 40],
            [14, 60],
            [8, 62],
          ],
          black,
          32,
        ),
        -90,
      ),
      90,
      180,
      0,
    );
    const bit = move(
      rotZ(
        lathe(
          [
            [3.5, 0],
            [3.5, 70],
            [0, 80],
          ],
          mat('#c9ccd1', 'metal'),
          12,
        ),
        -90,
      ),
      150,
      180,
      0,
    );
    const pack = move(battery(l.color), -10, 0, 0);
    const faces = [...pack, ...grip, ...trigger, ...housing, ...vents, ...collar, ...chuck, ...bit];
    const { body, at } = render(l.s, faces, { yaw: turn(l, -18, 200), pitch: 10, scale: 2.15, cx: 480, cy: 780, fit: FRAME });
    return { body, focus: at([100, 180, 0]) };
  },
};

export const angleGrinder: ProductDrawing = {
  palette: ['#2f6fb0', '#e8731a', '#3aa35a', '#c8332b', '#f2b21b', '#2a9d8f'],
  turns: true,
  draw(l) {
    const paint = mat(l.color, 'plastic');
    const black = mat('#26272a', 'plastic');
    // Lying on its side: the long motor body, the gear head, the disc under its guard, a side handle.
    const bodyF = rotZ(
      lathe(
        [
          [26, -160],
          [34, -120],
          [36, 40],
          [38, 60],
        ],
        paint,
        36,
      ),
      -90,
    );
    const grip = rotZ(
      lathe(
        [
          [24, -200],
          [27, -160],
        ],
        black,
        24,
      ),
      -90,
    );
    const head = move(cuboid(70, 60, 70, mat('#8a8d92', 'metal')), 95, -10, 0);
    const disc = move(cylinderY(95, 5, mat('#7a6a5a', 'matte')), 120, -44, 0);
    const hub = move(cylinderY(18, 8, mat('#c9ccd1', 'metal')), 120, -40, 0);
    const guard = move(
      lathe(
        [
          [100, 0],
          [100, 12],
          [60, 16],
        ],
        mat('#5a5d62', 'metal'),
        40,
      ),
      120,
      -38,
      0,
    ).filter((f) => f.p.every(([x]) => x < 150));
    const side = move(
      rotZ(
        lathe(
          [
            [10, 0],
            [12, 80],
            [10, 90],
          ],
          black,
          16,
        ),
        0,
      ),
      95,
      20,
      0,
    );
    const tool = [...bodyF, ...grip, ...head, ...disc, ...hub, ...guard, ...rotX(side, 90)];
    const lying = move(rotX(tool, 90), 0, 0, 0);
    const { body, at } = render(l.s, move(lying, -30, 45, 0), {
      yaw: turn(l, 28, 208),
      pitch: 34,
      scale: 1.75,
      cx: 500,
      cy: 600,
      fit: FRAME,
    });
    return { body, focus: at([90, 45, 0]) };
  },
};

export const electricSaw: ProductDrawing = {
  palette: ['#2f6fb0', '#e8731a', '#3aa35a', '#c8332b', '#f2b21b', '#2a9d8f'],
  turns: true,
  draw(l) {
    const paint = mat(l.color, 'plastic');
    const black = mat('#26272a', 'plastic');
    // A circular saw on its base plate: the blade showing under the guard, the motor, a loop handle.
    const plate = cuboid(300, 8, 160, mat('#c9ccd1', 'metal'));
    const blade = move(rotX(cylinderY(95, 3, mat('#d9dbde', 'metal'), -1.5, 60), 90), 20, 60, 40);
    const teeth = Array.from({ length: 36 }, (_, i) => {
      const a = (i / 36) * Math.PI * 2;
      return move(rotZ(cuboid(6, 10, 3, mat('#3a3b3f', 'metal')), (a * 180) / Math.PI), 20 + 97 * Math.cos(a), 60 + 97 * Math.sin(a), 40);
    }).flat();
    const guard = move(
      rotX(
        extrude(
          Array.from({ length: 20 }, (_, i): [number, number] => {
            const a = Math.PI * 0.05 + (i / 19) * Math.PI * 0.95;
            return [105 * Math.cos(a), 105 * Math.sin(a)];
          }).concat(
            [
              [-105, 0],
              [105, 0],
            ].map(([x, y]): [number, number] => [x! * 0.4, y! + 20]),
          ),
          -12,
          12,
          paint,
        ),
        0,
      ),
      20,
      60,
      40,
    );
    const motor = move(
      rotX(
        lathe(
          [
            [40, 0],
            [46, 20],
            [46, 90],
            [38, 100],
          ],
          paint,
          36,
        ),
        -90,
      ),
      10,
      120,
      30,
    );
    const handle = tube(
      curve(16, (t): V3 => [-100 + 150 * t, 160 + 50 * Math.sin(t * Math.PI), 40]),
      12,
      black,
      14,
    );
    const knob = move(blob(22, 22, 22, black), 120, 140, 30);
    const faces = [...plate, ...teeth, ...blade, ...guard, ...motor, ...handle, ...knob];
    const { body, at } = render(l.s, move(faces, 0, 0, -40), {
      yaw: turn(l, -25, 205),
      pitch: 18,
      scale: 1.95,
      cx: 500,
      cy: 690,
      fit: FRAME,
    });
    return { body, focus: at([20, 60, 40]) };
  },
};

/** One combination wrench (open end and ring end) of length len, lying flat. */
function wrench(len: number, m: Material): Face[] {
  const w = len * 0.09;
  const shank: [number, number][] = [
    [-len / 2 + w * 1.2, -w / 2],
    [len / 2 - w * 1.2, -w / 2],
    [len / 2 - w * 1.2, w / 2],
    [-len / 2 + w * 1.2, w / 2],
  ];
  const ring = move(torus(w * 0.95, w * 0.42, m, 28, 10), -len / 2 + w * 0.3, 0, 0);
  const open = move(
    extrude(
      [
        [0, -w * 1.2],
        [w * 1.5, -w * 1.6],
        [w * 2.3, -w * 0.9],
        [w * 1.2, -w * 0.45],
        [w * 1.2, w * 0.45],
        [w * 2.3, w * 0.9],
        [w * 1.5, w * 1.6],
        [0, w * 1.2],
      ],
      -w * 0.2,
      w * 0.2,
      m,
    ),
    len / 2 - w * 1.4,
    0,
    0,
  );
  return [...rotX(extrude(shank, -w * 0.15, w * 0.15, m), 0), ...rotX(ring, 90), ...open];
}

export const wrenchSet: ProductDrawing = {
  palette: ['#d9dbde', '#c9ccd1', '#d9dbde', '#3a3b3f', '#d9dbde', '#c9ccd1'],
  accents: ['#c8332b', '#2f6fb0', '#26272a', '#e8731a', '#3aa35a', '#26272a'],
  turns: true,
  draw(l) {
    const m = mat(l.color, 'metal');
    // Side by side on the floor from small to large, as they come in their set.
    const tools = [140, 165, 190, 215, 240, 265].map((len, i) => move(rotX(wrench(len, m), -90), (len - 265) / 2, 4, -125 + i * 50));
    const { body, at } = render(
      l.s,
      tools.map((t) => rotY(t, -24)),
      { yaw: turn(l, 0, 180), pitch: 50, scale: 2.0, cx: 500, cy: 560, fit: FRAME },
    );
    return { body, focus: at([0, 10, 0]) };
  },
};

export const screwdriver: ProductDrawing = {
  palette: ['#c8332b', '#f2b21b', '#2f6fb0', '#3aa35a', '#e8731a', '#26272a'],
  turns: true,
  draw(l) {
    const handle = lathe(
      [
        [0, 0],
        [17, 2],
        [20, 20],
        [20, 80],
        [17, 96],
        [12, 110],
      ],
      (i) => (i >= 1 && i <= 3 ? mat(l.color, 'gloss') : mat('#26272a', 'plastic')),
      36,
    );
    const shaft = lathe(
      [
        [4.5, 110],
        [4.5, 240],
        [3, 250],
        [0.6, 256],
      ],
      mat('#c9ccd1', 'metal'),
      16,
    );
    const one = [...handle, ...shaft];
    const tools = [
      move(rotZ(one, -90), -128, 20, -40),
      move(
        rotY(
          rotZ(
            one.map((f) => f),
            -90,
          ),
          12,
        ),
        -110,
        20,
        50,
      ),
    ];
    const { body, at } = render(l.s, tools, { yaw: turn(l, 14, 194), pitch: 30, scale: 2.55, cx: 500, cy: 620, fit: FRAME });
    return { body, focus: at([0, 20, -40]) };
  },
};

export const tapeMeasure: ProductDrawing = {
  palette: ['#f2b21b', '#26272a', '#c8332b', '#2f6fb0', '#e8731a', '#d9dbde'],
  turns: true,
  draw(l) {
    const s = l.s;
    const ticks = s.pattern(
      10,
      40,
      `<rect x="0" y="0" width="1.6" height="14" fill="#1a1a1a"/><rect x="5" y="0" width="1.2" height="8" fill="#1a1a1a"/>`,
    );
    // The case standing on its edge, a length of yellow tape pulled out along the floor with its hook.
    const caseF = move(blob(60, 60, 26, mat(l.color, 'plastic'), 0.35, 0.35, 40, 16), 0, 62, 0);
    const rubber = move(blob(62, 62, 18, mat('#26272a', 'matte'), 0.35, 0.35, 40, 12), 0, 62, 0);
    const badge = move(rotX(cylinderY(22, 2, mat('#c9ccd1', 'metal')), 90), 0, 66, 27);
    const lock = move(cuboid(14, 30, 12, mat('#26272a', 'plastic')), -20, 125, 0);
    const tape = move(cuboid(230, 1.2, 26, mat('#f5d142', 'gloss', { texture: ticks })), 175, 2, 0);
    const hook = move(cuboid(4, 12, 28, mat('#c9ccd1', 'metal')), 290, 2, 0);
    const clip = move(cuboid(30, 50, 4, mat('#c9ccd1', 'metal')), 0, 60, -27);
    const faces = [...rubber, ...caseF, ...badge, ...lock, ...tape, ...hook, ...clip];
    const { body, at } = render(s, move(faces, -70, 0, 0), { yaw: turn(l, -25, 205), pitch: 18, scale: 2.2, cx: 500, cy: 700, fit: FRAME });
    return { body, focus: at([-70, 66, 27]) };
  },
};
