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
  torus,
  tube,
} from '../mesh';
import { FRAME, type ProductDrawing } from '../studio';
import { curve, turn } from './common';

export const dumbbell: ProductDrawing = {
  palette: ['#26272a', '#c8332b', '#2f6fb0', '#3a3b3f', '#e8731a', '#6a5a8a'],
  turns: true,
  draw(l) {
    const s = l.s;
    const knurl = s.pattern(4, 4, `<path d="M0 0 L4 4 M4 0 L0 4" stroke="#000" stroke-width="0.8" opacity="0.35"/>`);
    // A pair of hex dumbbells: rubber hex heads, a knurled chrome handle.
    const one = (): Face[] => {
      const head = (x: number) =>
        move(
          rotZ(
            rotY(
              lathe(
                [
                  [48, 0],
                  [52, 6],
                  [52, 52],
                  [48, 58],
                ],
                mat(l.color, 'matte'),
                6,
              ),
              30,
            ),
            90,
          ),
          x,
          0,
          0,
        );
      const handle = rotZ(
        lathe(
          [
            [14, -62],
            [14, 62],
          ],
          mat('#c9ccd1', 'metal', { texture: knurl }),
          24,
        ),
        90,
      );
      const collars = [-1, 1].flatMap((k) => move(rotZ(cylinderY(20, 8, mat('#c9ccd1', 'metal'), -4), 90), k * 66, 0, 0));
      return move(
        [...head(-62 + 0), ...head(120), ...handle, ...collars].map((f) => f),
        -29,
        45,
        0,
      );
    };
    const a = one();
    const b = move(rotY(one(), 28), 40, 0, 150);
    const { body, at } = render(s, [a, b], { yaw: turn(l, 22, 202), pitch: 24, scale: 1.9, cx: 480, cy: 620, fit: FRAME });
    return { body, focus: at([-29, 45, 30]) };
  },
};

export const yogaMat: ProductDrawing = {
  palette: ['#6a5a8a', '#3aa3a3', '#c97b84', '#3a3b3f', '#8fb13a', '#2f6fb0'],
  turns: true,
  draw(l) {
    // Half rolled: a spiral roll at the back, the rest lying flat toward the camera.
    const t = 6;
    const spiral = curve(90, (u): V3 => {
      const a = u * Math.PI * 2 * 3.2;
      const r = 16 + (t * a) / (Math.PI * 2);
      return [0, r + r * Math.sin(a - Math.PI / 2), -r * Math.cos(a - Math.PI / 2)];
    }).reverse();
    const end = spiral[spiral.length - 1]!;
    const flat = [...spiral, [0, 0, end[2] + 10] as V3, [0, 0, end[2] + 330] as V3];
    const m = mat(l.color, 'matte');
    const matF = ribbon(flat, 300, t, m);
    const { body, at } = render(l.s, move(matF, 0, 3, -140), {
      yaw: turn(l, 30, -30),
      pitch: 30,
      scale: 1.55,
      cx: 480,
      cy: 600,
      fit: FRAME,
    });
    return { body, focus: at([0, 60, -140]) };
  },
};

export const resistanceBand: ProductDrawing = {
  palette: ['#c8332b', '#2f6fb0', '#f2b21b', '#3aa35a', '#26272a', '#c97b84'],
  turns: true,
  draw(l) {
    // Loop bands of five strengths, stacked loosely, each a flat ring of latex.
    const tones = [l.color, shade(l.color, 0.3), '#26272a', '#f2b21b', '#3aa35a'];
    const loops = tones.map((c, i) => {
      const ring = mapFaces(
        lathe(
          [
            [100, 0],
            [122, 0],
            [122, 3],
            [100, 3],
          ],
          mat(c, 'gloss'),
          56,
          false,
        ),
        ([x, y, z]): V3 => [x * 1.25, y, z * 0.8],
      );
      return move(rotX(rotY(ring, i * 33), (i % 2 ? 1 : -1) * 4), (i - 2) * 34, 4 + i * 6, (i % 2) * 24 - 12);
    });
    const { body, at } = render(l.s, loops, { yaw: turn(l, 10, 190), pitch: 40, scale: 2.1, cx: 500, cy: 560, fit: FRAME });
    return { body, focus: at([0, 20, 0]) };
  },
};

export const campingTent: ProductDrawing = {
  palette: ['#3a8a5a', '#e8731a', '#2f6fb0', '#c9a45a', '#c8332b', '#6a7f4a'],
  turns: true,
  draw(l) {
    const fly = mat(l.color, 'matte');
    // A dome: crossing poles under the fly, a zipped door with its flap rolled, guy lines pegged out.
    const dome = mapFaces(blob(200, 170, 170, fly, 1, 1, 40, 20), ([x, y, z]): V3 => [x, Math.max(0, y), z]);
    const door = mapFaces(blob(201, 171, 171, mat('#2a2b2e', 'matte'), 1, 1, 40, 20), ([x, y, z]): V3 => [x, Math.max(0, y), z]).filter(
      (f) => f.p.every(([x, y, z]) => z > 0 && Math.abs(x) < 70 && y < 130),
    );
    const poles = [45, -45].flatMap((deg) =>
      rotY(
        tube(
          curve(20, (u): V3 => {
            const a = Math.PI * u;
            return [205 * Math.cos(a), 175 * Math.sin(a), 0];
          }),
          3.5,
          mat('#3a3b3f', 'metal'),
          8,
        ),
        deg,
      ),
    );
    const flap = move(
      rotZ(
        lathe(
          [
            [14, -70],
            [14, 70],
          ],
          mat(shade(l.color, -0.2), 'matte'),
          16,
        ),
        90,
      ),
      0,
      136,
      150,
    );
    const lines = [-1, 1].flatMap((k) =>
      tube(
        [
          [k * 150, 120, 80],
          [k * 290, 0, 150],
        ],
        1.2,
        mat('#f2f2f0', 'plastic'),
        6,
      ),
    );
    const { body, at } = render(l.s, [...dome, ...door, ...poles, ...flap, ...lines], {
      yaw: turn(l, 18, 198),
      pitch: 16,
      scale: 1.4,
      cx: 500,
      cy: 740,
      fit: FRAME,
    });
    return { body, focus: at([0, 100, 170]) };
  },
};

export const sleepingBag: ProductDrawing = {
  palette: ['#2f6fb0', '#c8332b', '#3a8a5a', '#e8731a', '#3a3b3f', '#6a5a8a'],
  turns: true,
  draw(l) {
    const shell = mat(l.color, 'gloss');
    const lining = mat('#3a3b3f', 'matte');
    // Unrolled with the hood at the back and its stuff sack, compressed with straps, beside it.
    const bag = mapFaces(blob(90, 28, 230, shell, 0.6, 0.35, 32, 16), ([x, y, z]): V3 => {
      const taper = 0.55 + 0.45 * ((z + 230) / 460);
      return [x * taper, y + 28 + Math.sin(z / 14) * 2.5, z];
    });
    const baffles = Array.from({ length: 10 }, (_, i) =>
      move(cuboid(130 * (0.6 + i * 0.04), 0.6, 3, mat(shade(l.color, -0.35), 'matte', { decal: true })), 0, 56.5, -200 + i * 40),
    );
    const hood = move(blob(60, 30, 50, lining, 1, 1, 24, 10), 0, 40, 200);
    const zip = tube(
      curve(12, (u): V3 => [-70, 44, -180 + 380 * u]),
      2.2,
      mat('#1a1a1a', 'plastic'),
      6,
    );
    const sack = [
      ...move(
        rotZ(
          lathe(
            [
              [0, -90],
              [52, -86],
              [56, -60],
              [56, 60],
              [52, 86],
              [0, 90],
            ],
            shell,
            36,
          ),
          90,
        ),
        0,
        56,
        0,
      ),
      ...[-40, 0, 40].flatMap((x) => move(rotZ(torus(57, 2.5, mat('#1a1a1a', 'matte'), 32, 6), 90), x, 56, 0)),
    ];
    const { body, at } = render(
      l.s,
      [move(rotY([...bag, ...baffles.flat(), ...hood, ...zip], 75), -40, 0, -40), move(rotY(sack, 20), 120, 0, 170)],
      {
        yaw: turn(l, 20, 200),
        pitch: 30,
        scale: 1.6,
        cx: 500,
        cy: 560,
        fit: FRAME,
      },
    );
    return { body, focus: at([120, 90, 170]) };
  },
};

export const foldingChair: ProductDrawing = {
  palette: ['#3a8a5a', '#2f6fb0', '#c8332b', '#3a3b3f', '#e8731a', '#c9a45a'],
  turns: true,
  draw(l) {
    const frame = mat('#26272a', 'metal');
    const cloth = mat(l.color, 'matte');
    // A camp chair: crossed legs, a sagging seat, the back, arm rests with a cup holder.
    const w = 180;
    const legs = [-1, 1].flatMap((k) => [
      ...tube(
        [
          [(k * w) / 2, 0, -90],
          [(k * w) / 2, 230, 80],
        ],
        5,
        frame,
        10,
      ),
      ...tube(
        [
          [(k * w) / 2, 0, 90],
          [(k * w) / 2, 230, -80],
        ],
        5,
        frame,
        10,
      ),
      ...tube(
        [
          [(k * w) / 2, 230, -80],
          [(k * w) / 2, 480, -120],
        ],
        5,
        frame,
        10,
      ),
    ]);
    const seat: Face[] = [];
    for (let i = 0; i < 8; i++) {
      const x0 = -w / 2 + (w * i) / 8;
      const x1 = -w / 2 + (w * (i + 1)) / 8;
      const sag = (x: number) => 200 - 25 * Math.cos((Math.PI * x) / w);
      seat.push({
        p: [
          [x0, sag(x0), 90],
          [x1, sag(x1), 90],
          [x1, sag(x1), -70],
          [x0, sag(x0), -70],
        ]
          .map(([x, y, z]): V3 => [x!, y!, z!])
          .reverse(),
        m: cloth,
      });
      seat.push({
        p: [
          [x0, sag(x0) - 0.5, 90],
          [x1, sag(x1) - 0.5, 90],
          [x1, sag(x1) - 0.5, -70],
          [x0, sag(x0) - 0.5, -70],
        ].map(([x, y, z]): V3 => [x!, y!, z!]),
        m: mat(shade(l.color, -0.3), 'matte'),
      });
    }
    const back = move(
      rotX(
        extrude(
          [
            [-w / 2, 0],
            [w / 2, 0],
            [w / 2, 230],
            [-w / 2, 230],
          ],
          -2,
          2,
          cloth,
        ),
        -10,
      ),
      0,
      240,
      -95,
    );
    const arms = [-1, 1].flatMap((k) => [
      ...move(cuboid(40, 8, 170, cloth), k * (w / 2 + 20), 300, 0),
      ...tube(
        [
          [(k * w) / 2, 300, 80],
          [(k * w) / 2, 230, 80],
        ],
        4,
        frame,
        8,
      ),
    ]);
    const cup = move(
      lathe(
        [
          [20, 0],
          [22, 40],
        ],
        mat(shade(l.color, -0.25), 'matte'),
        24,
        false,
      ),
      w / 2 + 20,
      262,
      60,
    );
    const { body, at } = render(l.s, [...legs, ...seat, ...back, ...arms, ...cup], {
      yaw: turn(l, -28, 28),
      pitch: 12,
      scale: 1.38,
      cx: 500,
      cy: 840,
      fit: FRAME,
    });
    return { body, focus: at([0, 300, 0]) };
  },
};

export const mountainBike: ProductDrawing = {
  palette: ['#c8332b', '#26272a', '#2f6fb0', '#3a8a5a', '#e8731a', '#c9ccd1'],
  turns: true,
  draw(l) {
    const frame = mat(l.color, 'gloss');
    const black = mat('#1f1f21', 'matte');
    const R = 120;
    // Side on: knobbly tyres with spokes, the frame triangle, suspension fork, bars, saddle.
    const wheelF = (x: number): Face[] => {
      const tyre = rotX(torus(R - 14, 15, black, 56, 10), 90);
      const rim = rotX(torus(R - 22, 3, mat('#3a3b3f', 'metal'), 48, 6), 90);
      const spokes = Array.from({ length: 16 }, (_, i) => {
        const a = (i / 16) * Math.PI * 2;
        return tube(
          [
            [0, 0, i % 2 ? 6 : -6],
            [(R - 22) * Math.cos(a), (R - 22) * Math.sin(a), 0],
          ],
          0.9,
          mat('#c9ccd1', 'metal'),
          4,
        );
      }).flat();
      const hub = rotX(cylinderY(8, 24, mat('#c9ccd1', 'metal'), -12, 16), 90);
      return move([...tyre, ...rim, ...spokes, ...hub], x, R, 0);
    };
    const rear: V3 = [-200, R, 0];
    const bb: V3 = [-30, R - 20, 0];
    const seatTop: V3 = [-90, R + 190, 0];
    const head: V3 = [140, R + 170, 0];
    const headLow: V3 = [150, R + 120, 0];
    const front: V3 = [210, R, 0];
    const tubes = [
      tube([bb, seatTop], 9, frame, 12),
      tube([bb, headLow], 12, frame, 12),
      tube([seatTop, head], 9, frame, 12),
      ...[-1, 1].flatMap((k) => [
        tube(
          [rear, bb].map(([x, y, z]): V3 => [x, y, z + k * 10]),
          5,
          frame,
          8,
        ),
        tube(
          [rear, seatTop].map(([x, y, z]): V3 => [x, y, z + k * 10]),
          5,
          frame,
          8,
        ),
      ]),
      ...[-1, 1].flatMap((k) =>
        tube(
          [headLow, front].map(([x, y, z]): V3 => [x, y, z + k * 14]),
          7,
          mat('#2a2a2c', 'metal'),
          10,
        ),
      ),
      tube([head, headLow], 10, frame, 12),
    ].flat();
    const stem = tube([head, [160, R + 200, 0]], 6, black, 8);
    const bars = tube(
      [
        [160, R + 200, -80],
        [160, R + 200, 80],
      ],
      5,
      black,
      8,
    );
    const grips = [-1, 1].flatMap((k) =>
      tube(
        [
          [160, R + 200, k * 70],
          [160, R + 200, k * 85],
        ],
        7,
        black,
        8,
      ),
    );
    const post = tube([seatTop, [-100, R + 230, 0]], 5, mat('#c9ccd1', 'metal'), 8);
    const saddle = move(blob(45, 8, 16, black, 0.6, 0.6, 20, 8), -90, R + 238, 0);
    const crank = [
      ...move(rotX(cylinderY(28, 6, mat('#c9ccd1', 'metal'), -3, 28), 90), bb[0], bb[1], 12),
      ...tube(
        [
          [bb[0], bb[1], 16],
          [bb[0] + 30, bb[1] - 50, 18],
        ],
        4,
        black,
        6,
      ),
    ];
    const faces = [...wheelF(rear[0]), ...wheelF(front[0]), ...tubes, ...stem, ...bars, ...grips, ...post, ...saddle, ...crank];
    const { body, at } = render(l.s, faces, { yaw: turn(l, -14, 194), pitch: 8, scale: 1.5, cx: 500, cy: 800, fit: FRAME });
    return { body, focus: at([-30, R + 60, 0]) };
  },
};

export const bikeHelmet: ProductDrawing = {
  palette: ['#f2f2f0', '#26272a', '#c8332b', '#2f6fb0', '#3a8a5a', '#f2b21b'],
  turns: true,
  draw(l) {
    const shell = mat(l.color, 'gloss');
    // A vented shell (an elongated dome), the black liner rim, straps and a small visor.
    const dome = mapFaces(blob(95, 80, 125, shell, 0.9, 1, 40, 20), ([x, y, z]): V3 => [x, Math.max(0, y), z]);
    // Long vents from front to back in three rows, sitting in the shell's curve.
    const vents = [-42, 0, 42].flatMap((x) =>
      [-60, 10, 80].flatMap((z) => {
        const y = 80 * Math.sqrt(Math.max(0, 1 - (x / 95) ** 2 - (z / 125) ** 2));
        const tiltX = (Math.atan2(z / 125 ** 2, y / 80 ** 2) * 180) / Math.PI;
        const tiltZ = (-Math.atan2(x / 95 ** 2, y / 80 ** 2) * 180) / Math.PI;
        return move(rotZ(rotX(blob(9, 5, 26, mat('#1a1a1a', 'matte', { decal: true }), 1, 0.6, 16, 8), tiltX), tiltZ), x, y - 2.5, z);
      }),
    );
    const rim = rotX(torus(96, 6, mat('#1a1a1a', 'matte'), 48, 8), 0).map((f) => ({
      ...f,
      p: f.p.map(([x, y, z]): V3 => [x, y, z * 1.3]),
    }));
    const visor = move(
      rotX(
        extrude(
          curve(12, (u): V3 => [-60 + 120 * u, 0, 0])
            .map(([x]): [number, number] => [x, -Math.abs(x) * 0.2])
            .concat([
              [60, -28],
              [-60, -28],
            ]),
          -2,
          2,
          shell,
        ),
        -20,
      ),
      0,
      12,
      125,
    );
    const straps = [-1, 1].flatMap((k) =>
      tube(
        [
          [k * 80, 0, 40],
          [k * 30, -60, 70],
          [0, -80, 60],
        ],
        2.5,
        mat('#1a1a1a', 'matte'),
        6,
      ),
    );
    const { body, at } = render(l.s, move([...dome, ...vents, ...rim, ...visor, ...straps], 0, 80, 0), {
      yaw: turn(l, 40, -40),
      pitch: 20,
      scale: 2.2,
      cx: 500,
      cy: 720,
      fit: FRAME,
    });
    return { body, focus: at([30, 150, 0]) };
  },
};

export const bikeLight: ProductDrawing = {
  palette: ['#26272a', '#c9ccd1', '#c8332b', '#2f6fb0', '#3a3b3f', '#f2b21b'],
  turns: true,
  draw(l) {
    const s = l.s;
    const fins = s.pattern(6, 6, circle(3, 3, 1, '#000', { opacity: 0.25 }));
    const body = mat(l.color, l.color === '#c9ccd1' ? 'metal' : 'plastic', { texture: fins });
    // The lamp on a short piece of handlebar: a finned body, the glowing lens, the rubber strap.
    const lamp = rotZ(
      lathe(
        [
          [0, -90],
          [26, -86],
          [30, -60],
          [30, 60],
          [34, 70],
          [34, 80],
        ],
        body,
        36,
      ),
      -90,
    );
    const lens = move(rotZ(cylinderY(29, 3, mat('#fffbe8', 'glow'), 0, 36), -90), 80, 0, 0);
    const button = move(cuboid(14, 6, 10, mat('#3aa35a', 'glow')), -40, 30, 0);
    const bar = move(rotX(cylinderY(16, 260, mat('#2a2a2c', 'metal'), -130), 90), 0, -50, 0);
    const strap = move(rotX(torus(22, 4, mat('#1a1a1a', 'matte'), 24, 6), 90), 0, -48, 0).map((f) => f);
    const faces = move([...lamp, ...lens, ...button, ...bar, ...rotY(strap, 90)], 0, 150, 0);
    const { body: b, at } = render(s, faces, { yaw: turn(l, -30, 210), pitch: 14, scale: 2.4, cx: 480, cy: 800, fit: FRAME });
    const [gx, gy] = at([120, 150, 0]);
    const beam = `<ellipse cx="${gx + 90}" cy="${gy}" rx="200" ry="80" fill="${s.rad([
      [0, '#fffbe0', 0.7],
      [1, '#fffbe0', 0],
    ])}"/>`;
    return { body: b + beam, focus: at([80, 150, 0]) };
  },
};
