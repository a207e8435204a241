import { shade } from '../kit';
import {
  type Face,
  type Material,
  type V3,
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
import { FRAME, type Look, type ProductDrawing } from '../studio';
import { turn } from './common';

/** A wheel with a tyre, its axle along z: tyre radius r, width w. */
export function wheel(r: number, w: number, rim: Material, tread = '#232325'): Face[] {
  const tyre = lathe(
    [
      [r * 0.62, -w / 2],
      [r * 0.92, -w / 2],
      [r, -w * 0.3],
      [r, w * 0.3],
      [r * 0.92, w / 2],
      [r * 0.62, w / 2],
    ],
    mat(tread, 'matte'),
    40,
    false,
  );
  const disc = lathe(
    [
      [r * 0.63, -w * 0.42],
      [r * 0.63, w * 0.42],
    ],
    rim,
    40,
  );
  const hub = cylinderY(r * 0.2, w * 0.95, mat(shade(rim.color, -0.3), 'metal'), -w * 0.47, 20);
  return rotX([...tyre, ...disc, ...hub], 90);
}

/** A panel of controls: a screen and buttons on the face of a box (at x, y, z facing +z). */
function controlPanel(x: number, y: number, z: number, w: number, h: number): Face[] {
  return [
    ...move(cuboid(w, h, 6, mat('#d6d9dc', 'metal')), x, y, z),
    ...move(cuboid(w * 0.55, h * 0.4, 1, mat('#4fd1a5', 'glow')), x - w * 0.12, y + h * 0.45, z + 3.2),
    ...[0, 1, 2].flatMap((k) =>
      move(rotX(cylinderY(4, 3, mat(['#d8342c', '#3aa35a', '#e0a526'][k]!, 'gloss')), 90), x + w * 0.3, y + h * 0.15 + k * 12, z + 3),
    ),
  ];
}

const steel = (l: Look) => mat(l.color, l.color === '#c9ccd1' || l.color === '#d6d9dc' ? 'metal' : 'gloss');

export const sealingMachine: ProductDrawing = {
  palette: ['#d6d9dc', '#2f5fa8', '#d6d9dc', '#e8e4da', '#3a3b3f', '#c9ccd1'],
  turns: true,
  draw(l) {
    const body = steel(l);
    // A continuous band sealer: the cabinet, a belt along its front, the heat head over it.
    const cabinet = cuboid(420, 150, 160, body, 40);
    const legs = [-190, 190].flatMap((x) => [-60, 60].flatMap((z) => move(cylinderY(6, 40, mat('#2a2a2a', 'matte')), x, 0, z)));
    const belt = move(cuboid(520, 10, 60, mat('#2b2c2e', 'matte')), 0, 190, 55);
    const rollers = [-260, 260].flatMap((x) => move(rotX(cylinderY(6, 62, mat('#c9ccd1', 'metal'), -31), 90), x, 195, 55));
    const head = move(cuboid(300, 60, 70, mat(shade(l.color, -0.08), 'metal')), 0, 230, 10);
    const guard = move(cuboid(300, 40, 4, mat('#f0c64a', 'plastic', { opacity: 0.55 })), 0, 215, 50);
    const bag = move(rotZ(cuboid(70, 90, 4, mat('#c95a3a', 'gloss')), 0), -140, 200, 60);
    const panel = controlPanel(120, 70, 80, 110, 90);
    const faces = [...legs, ...cabinet, ...belt, ...rollers, ...head, ...guard, ...bag, ...panel];
    const { body: b, at } = render(l.s, faces, { yaw: turn(l, -22, 25), pitch: 16, scale: 1.35, cx: 500, cy: 760, fit: FRAME });
    return { body: b, focus: at([120, 110, 80]) };
  },
};

/** A bottle to stand on a conveyor. */
const conveyorBottle = (color: string, labelColor?: string): Face[] => [
  ...lathe(
    [
      [16, 0],
      [18, 4],
      [18, 60],
      [10, 80],
      [7, 86],
      [7, 94],
    ],
    mat(color, 'glass', { opacity: 0.85 }),
    28,
  ),
  ...cylinderY(8, 8, mat('#f2f2f0', 'plastic'), 92, 20),
  ...(labelColor
    ? lathe(
        [
          [18.6, 18],
          [18.6, 46],
        ],
        mat(labelColor, 'matte'),
        28,
        false,
      )
    : []),
];

export const fillingMachine: ProductDrawing = {
  palette: ['#d6d9dc', '#c9ccd1', '#d6d9dc', '#e8e4da', '#2f5fa8', '#d6d9dc'],
  accents: ['#e0a526', '#7fb2d6', '#c95a3a', '#3aa35a', '#e0a526', '#8a5a9a'],
  turns: true,
  draw(l) {
    const body = steel(l);
    // A cabinet with a conveyor of bottles, four nozzles on a frame, the product tank on top.
    const cabinet = cuboid(440, 200, 180, body, 20);
    const conveyor = move(cuboid(560, 12, 50, mat('#2b2c2e', 'matte')), 0, 220, 60);
    const bottles = [-200, -130, -60, 10, 80, 150, 220].flatMap((x, i) => move(conveyorBottle(l.accent), x, 232, 60 + (i % 2) * 0));
    const posts = [-170, 170].flatMap((x) => move(cuboid(22, 240, 22, body), x, 220, -40));
    const beam = move(cuboid(380, 40, 50, body), 0, 440, -20);
    const nozzles = [-90, -30, 30, 90].flatMap((x) => [
      ...move(cylinderY(7, 90, mat('#c9ccd1', 'metal')), x, 350, 40),
      ...move(cuboid(14, 40, 60, body), x, 420, 10),
    ]);
    const tank = move(
      lathe(
        [
          [20, 0],
          [90, 40],
          [90, 120],
          [70, 140],
          [0, 144],
        ],
        mat('#d0d3d7', 'metal'),
        48,
      ),
      0,
      480,
      -30,
    );
    const panel = controlPanel(-230, 120, 92, 90, 80);
    const faces = [...cabinet, ...conveyor, ...posts, ...beam, ...nozzles, ...tank, ...bottles, ...panel];
    const { body: b, at } = render(l.s, faces, { yaw: turn(l, 20, -25), pitch: 10, scale: 1.1, cx: 500, cy: 840, fit: FRAME });
    return { body: b, focus: at([0, 330, 60]) };
  },
};

export const labelingMachine: ProductDrawing = {
  palette: ['#d6d9dc', '#c9ccd1', '#2f5fa8', '#d6d9dc', '#e8e4da', '#3a3b3f'],
  accents: ['#d8342c', '#3aa35a', '#e0a526', '#2f6fb0', '#8a5a9a', '#e07a2a'],
  turns: true,
  draw(l) {
    const body = steel(l);
    const cabinet = cuboid(460, 170, 170, body, 20);
    const conveyor = move(cuboid(560, 12, 50, mat('#2b2c2e', 'matte')), 0, 190, 55);
    // Bottles before the labeller are bare, after it labelled.
    const bottles = [-220, -150, -80, 60, 130, 200].flatMap((x) =>
      move(conveyorBottle('#e8eef2', x > 0 ? l.accent : undefined), x, 202, 55),
    );
    const tower = move(cuboid(60, 220, 60, body), -10, 190, -40);
    const roll = move(
      lathe(
        [
          [20, 0],
          [62, 0],
          [62, 34],
          [20, 34],
        ],
        mat(l.accent, 'matte'),
        48,
      ),
      -10,
      410,
      -40,
    );
    const core = move(cylinderY(20, 40, mat('#f2f2f0', 'plastic'), 0, 24), -10, 408, -40);
    const arm = move(cuboid(20, 20, 110, body), -10, 300, 10);
    const peel = move(cuboid(70, 60, 6, mat('#c9ccd1', 'metal')), 0, 240, 28);
    const panel = controlPanel(180, 80, 88, 100, 80);
    const faces = [...cabinet, ...conveyor, ...tower, ...arm, ...peel, ...roll, ...core, ...bottles, ...panel];
    const { body: b, at } = render(l.s, faces, { yaw: turn(l, -20, 22), pitch: 12, scale: 1.2, cx: 500, cy: 820, fit: FRAME });
    return { body: b, focus: at([-10, 420, -10]) };
  },
};

export const miniExcavator: ProductDrawing = {
  palette: ['#f2b21b', '#e8731a', '#c8332b', '#8fb13a', '#2f5fa8', '#f2b21b'],
  turns: true,
  draw(l) {
    const paint = mat(l.color, 'gloss');
    const dark = mat('#2a2a2c', 'matte');
    const track = (z: number): Face[] => [
      ...extrude(roundedOutline(280, 64, 30, 8), z - 22, z + 22, dark),
      ...[-110, 110].flatMap((x) => move(rotX(cylinderY(24, 46, mat('#4a4b4f', 'metal'), -23), 90), x, 0, z)),
    ];
    const undercarriage = move([...track(-70), ...track(70), ...cuboid(200, 26, 110, mat('#3a3b3f', 'plastic'), -13)], 0, 34, 0);
    const blade = move(
      extrude(
        [
          [0, 0],
          [14, 0],
          [20, 46],
          [4, 50],
        ],
        -95,
        95,
        paint,
      ),
      160,
      8,
      0,
    );
    const turntable = cylinderY(80, 14, mat('#2a2a2c', 'plastic'), 68);
    // The upper: a rounded counterweight behind, the cab on the left, the boom from the front.
    const upper = move(
      rotX(
        extrude(
          [
            [-130, 0],
            [110, 0],
            [110, 70],
            [-90, 70],
            [-125, 50],
            [-135, 25],
          ],
          -85,
          85,
          paint,
        ),
        0,
      ),
      0,
      82,
      0,
    );
    const glassM = mat('#27384a', 'glass', { opacity: 0.85 });
    const cab = [
      ...move(cuboid(110, 140, 100, glassM), -10, 150, 35),
      ...move(cuboid(124, 8, 112, paint), -10, 290, 35),
      ...[
        [-62, -13],
        [42, -13],
        [-62, 83],
        [42, 83],
      ].flatMap(([x, z]) => move(cuboid(8, 140, 8, paint), x! + 3, 150, z!)),
    ];
    const boomPath: V3[] = [
      [100, 130, -25],
      [170, 250, -25],
      [240, 300, -25],
      [300, 250, -25],
    ];
    const boom = boomPath.slice(0, -1).flatMap((p, i) => boxBetween(p, boomPath[i + 1]!, 30, 40, paint));
    const armEnd: V3 = [350, 90, -25];
    const arm = boxBetween(boomPath[3]!, armEnd, 22, 30, paint);
    const bucket = move(
      rotY(
        extrude(
          [
            [0, 0],
            [50, 10],
            [70, -30],
            [40, -70],
            [5, -60],
          ],
          -32,
          32,
          mat('#3a3b3f', 'plastic'),
        ),
        0,
      ),
      armEnd[0] - 10,
      armEnd[1] + 10,
      -25,
    );
    const teeth = [-24, -8, 8, 24].flatMap((z) =>
      move(cuboid(10, 14, 8, mat('#8a8c90', 'metal')), armEnd[0] + 32, armEnd[1] - 62, -25 + z),
    );
    const ram = tube(
      [
        [120, 150, -50],
        [200, 240, -50],
      ],
      7,
      mat('#d0d3d7', 'metal'),
      10,
    );
    const faces = [...undercarriage, ...blade, ...turntable, ...upper, ...cab, ...boom, ...arm, ...bucket, ...teeth, ...ram];
    const { body, at } = render(l.s, faces, { yaw: turn(l, -32, 38), pitch: 14, scale: 1.28, cx: 470, cy: 760, fit: FRAME });
    return { body, focus: at([0, 200, 35]) };
  },
};

/** A box of width w and depth d spanning from a to b (boom and arm sections). */
function boxBetween(a: V3, b: V3, w: number, d: number, m: Material): Face[] {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = Math.hypot(dx, dy);
  const ang = (Math.atan2(dy, dx) * 180) / Math.PI;
  const bar = extrude(roundedOutline(len + w, w, w * 0.3, 3), -d / 2, d / 2, m);
  return move(rotZ(move(bar, len / 2, 0, 0), ang), a[0], a[1], a[2]);
}

export const concreteMixer: ProductDrawing = {
  palette: ['#e8731a', '#c8332b', '#f2b21b', '#2f5fa8', '#3aa35a', '#e8731a'],
  turns: true,
  draw(l) {
    const paint = mat(l.color, 'gloss');
    const frameM = mat('#3a3b3f', 'plastic');
    // A site mixer: the drum tilted up on its yoke, a frame on two wheels, the motor and the wheel to tip it.
    const drum = lathe(
      [
        [40, 0],
        [110, 60],
        [120, 110],
        [110, 150],
        [55, 215],
        [45, 218],
      ],
      (i) => (i === 2 ? mat(shade(l.color, -0.1), 'gloss') : paint),
      56,
      false,
    );
    const mouth = lathe(
      [
        [44, 212],
        [44, 216],
        [20, 216],
      ],
      mat('#2a2a2c', 'matte'),
      40,
      false,
    );
    const ring = lathe(
      [
        [123, 100],
        [123, 120],
      ],
      mat('#2a2a2c', 'metal'),
      56,
      false,
    );
    const drumSet = move(rotZ([...drum, ...mouth, ...ring], 32), 0, 230, 0);
    const yoke = [-1, 1].flatMap((k) => boxBetween([0, 40, k * 130], [0, 300, k * 130], 18, 18, frameM));
    const axle = move(rotX(cylinderY(8, 280, frameM, -140), 90), 0, 300, 0);
    const base = move(cuboid(320, 20, 280, frameM), -30, 40, 0);
    const wheels = [-1, 1].flatMap((k) => move(wheel(42, 30, mat('#c9ccd1', 'metal')), -120, 42, k * 165));
    const motor = move(cuboid(80, 80, 70, mat(shade(l.color, -0.25), 'gloss')), 120, 60, -80);
    const hand = move(rotX(torus(36, 4, frameM, 32, 8), 90), 0, 300, 160);
    const stand = move(cuboid(14, 40, 14, frameM), 140, 0, 0);
    const faces = [...base, ...wheels, ...stand, ...yoke, ...axle, ...motor, ...drumSet, ...hand];
    const { body, at } = render(l.s, faces, { yaw: turn(l, 28, -30), pitch: 12, scale: 1.25, cx: 520, cy: 790, fit: FRAME });
    return { body, focus: at([40, 340, 0]) };
  },
};

export const forklift: ProductDrawing = {
  palette: ['#f2b21b', '#e8731a', '#c8332b', '#3aa35a', '#2f5fa8', '#f2b21b'],
  turns: true,
  draw(l) {
    const paint = mat(l.color, 'gloss');
    const dark = mat('#2a2a2c', 'plastic');
    // Chassis and rounded counterweight, an overhead guard, the mast and forks in front.
    const chassis = extrude(
      [
        [-150, 30],
        [130, 30],
        [140, 110],
        [40, 120],
        [-110, 130],
        [-165, 110],
        [-170, 60],
      ],
      -70,
      70,
      paint,
    );
    const weight = move(rotX(extrude(roundedOutline(60, 110, 24, 6), -72, 72, dark), 0), -160, 100, 0);
    const wheels = [
      [90, 40, 1],
      [90, 40, -1],
      [-110, 34, 1],
      [-110, 34, -1],
    ].flatMap(([x, r, k]) => move(wheel(r!, 30, mat('#3a3b3f', 'metal')), x!, r!, k! * 70));
    const guard = [
      ...[
        [-100, -60],
        [-100, 60],
        [70, -60],
        [70, 60],
      ].flatMap(([x, z]) =>
        tube(
          [
            [x!, 120, z!],
            [x! + (x! > 0 ? 10 : 0), 300, z!],
          ],
          5,
          dark,
          10,
        ),
      ),
      ...move(cuboid(190, 8, 130, dark), -10, 300, 0),
    ];
    const seat = [...move(cuboid(60, 20, 60, dark), -50, 130, 0), ...move(cuboid(16, 60, 60, dark), -80, 145, 0)];
    const wheelS = move(rotZ(torus(20, 3, dark, 24, 8), 60), 20, 190, 0);
    const mast = [-45, 45].flatMap((z) => move(cuboid(16, 330, 14, mat('#3a3b3f', 'plastic')), 160, 10, z));
    const carriage = move(cuboid(12, 60, 130, mat('#3a3b3f', 'plastic')), 172, 40, 0);
    const forks = [-40, 40].flatMap((z) => [
      ...move(cuboid(150, 8, 14, mat('#2a2a2c', 'metal')), 250, 12, z),
      ...move(cuboid(8, 70, 14, mat('#2a2a2c', 'metal')), 176, 12, z),
    ]);
    const pallet = move(cuboid(130, 20, 150, mat('#c89a64', 'matte')), 260, 20, 0);
    const crate = move(cuboid(120, 90, 130, mat('#d9c29a', 'matte')), 260, 40, 0);
    const faces = [...chassis, ...weight, ...wheels, ...guard, ...seat, ...wheelS, ...mast, ...carriage, ...forks, ...pallet, ...crate];
    const { body, at } = render(l.s, faces, { yaw: turn(l, -35, 35), pitch: 14, scale: 1.32, cx: 460, cy: 790, fit: FRAME });
    return { body, focus: at([160, 200, 0]) };
  },
};

export const waterPump: ProductDrawing = {
  palette: ['#2f5fa8', '#3aa35a', '#c8332b', '#3a3b3f', '#e8731a', '#6a7f95'],
  turns: true,
  draw(l) {
    const paint = mat(l.color, 'gloss');
    // A centrifugal pump: the finned motor, the fan cover, the volute with inlet and outlet flanges.
    const fins: [number, number][] = [[0, -150]];
    for (let y = -140; y < 60; y += 10) fins.push([62, y], [68, y + 5]);
    fins.push([60, 60], [0, 64]);
    const motor = rotZ(lathe(fins, paint, 40), 90);
    const cover = move(
      rotZ(
        lathe(
          [
            [0, 0],
            [56, 4],
            [62, 40],
          ],
          mat('#3a3b3f', 'plastic'),
          36,
        ),
        -90,
      ),
      -150,
      0,
      0,
    );
    const volute = move(
      rotZ(
        lathe(
          [
            [0, 0],
            [70, 10],
            [84, 40],
            [70, 70],
            [30, 78],
          ],
          mat(shade(l.color, -0.1), 'gloss'),
          40,
        ),
        -90,
      ),
      140,
      0,
      0,
    );
    const inlet = move(
      rotZ(
        lathe(
          [
            [30, 0],
            [30, 40],
            [46, 40],
            [46, 52],
            [30, 52],
          ],
          mat('#c9ccd1', 'metal'),
          32,
        ),
        -90,
      ),
      220,
      0,
      0,
    );
    const outlet = [
      ...move(cylinderY(26, 90, mat(shade(l.color, -0.1), 'gloss')), 180, 10, 0),
      ...move(cylinderY(42, 12, mat('#c9ccd1', 'metal')), 180, 100, 0),
    ];
    const boxT = move(cuboid(70, 40, 60, paint), -40, 62, 0);
    const pump = move([...motor, ...cover, ...volute, ...inlet, ...outlet, ...boxT], 0, 100, 0);
    const feet = [-80, 60].flatMap((x) => move(cuboid(40, 40, 140, mat('#3a3b3f', 'plastic')), x, 16, 0));
    const base = cuboid(440, 16, 170, mat('#3a3b3f', 'plastic'));
    const { body, at } = render(l.s, [...base, ...feet, ...pump], {
      yaw: turn(l, 28, -30),
      pitch: 16,
      scale: 1.45,
      cx: 490,
      cy: 700,
      fit: FRAME,
    });
    return { body, focus: at([180, 200, 0]) };
  },
};

export const seedPlanter: ProductDrawing = {
  palette: ['#c8332b', '#3aa35a', '#2f5fa8', '#e8731a', '#f2b21b', '#c8332b'],
  turns: true,
  draw(l) {
    const paint = mat(l.color, 'gloss');
    const frameM = mat('#2a2a2c', 'plastic');
    // A four-row planter: a toolbar, a hopper and a disc opener per row, gauge wheels, the hitch.
    const bar = move(cuboid(40, 40, 520, paint), 0, 140, 0);
    const rows = [-195, -65, 65, 195].flatMap((z) => [
      ...move(
        rotY(
          lathe(
            [
              [34, 0],
              [56, 70],
              [56, 80],
            ],
            paint,
            4,
          ),
          45,
        ),
        -40,
        170,
        z,
      ),
      ...move(cuboid(28, 100, 24, frameM), -40, 70, z),
      ...move(rotX(cylinderY(34, 8, mat('#c9ccd1', 'metal'), -4), 90), -20, 34, z),
      ...move(wheel(30, 22, mat('#c9ccd1', 'metal')), -100, 30, z),
    ]);
    const hitch = [
      ...tube(
        [
          [20, 160, -60],
          [120, 100, -40],
        ],
        8,
        frameM,
        10,
      ),
      ...tube(
        [
          [20, 160, 60],
          [120, 100, 40],
        ],
        8,
        frameM,
        10,
      ),
      ...tube(
        [
          [20, 180, 0],
          [110, 260, 0],
        ],
        8,
        frameM,
        10,
      ),
    ];
    const markers = [-1, 1].flatMap((k) =>
      tube(
        [
          [0, 160, k * 260],
          [-20, 220, k * 330],
        ],
        6,
        frameM,
        8,
      ),
    );
    const faces = [...bar, ...rows, ...hitch, ...markers];
    const { body, at } = render(l.s, faces, { yaw: turn(l, 50, -50), pitch: 20, scale: 1.25, cx: 520, cy: 700, fit: FRAME });
    return { body, focus: at([-40, 230, 65]) };
  },
};

export const tractor: ProductDrawing = {
  palette: ['#c8332b', '#3a8a3a', '#2f5fa8', '#e8731a', '#f2b21b', '#c8332b'],
  turns: true,
  draw(l) {
    const paint = mat(l.color, 'gloss');
    const dark = mat('#2a2a2c', 'plastic');
    const rim = mat(l.color === '#c8332b' ? '#f2f2f0' : '#f2b21b', 'gloss');
    // Big rear wheels, small front ones, the long hood with its grille, the cab behind.
    const wheels = [
      ...[-1, 1].flatMap((k) => move(wheel(95, 60, rim), -120, 95, k * 110)),
      ...[-1, 1].flatMap((k) => move(wheel(55, 36, rim), 170, 55, k * 90)),
    ];
    const hood = extrude(
      [
        [-60, 90],
        [240, 100],
        [250, 190],
        [-60, 200],
      ],
      -48,
      48,
      paint,
    );
    const grille = move(cuboid(4, 70, 80, mat('#3a3b3f', 'metal')), 250, 110, 0);
    const lights = [-1, 1].flatMap((k) => move(rotZ(cylinderY(10, 6, mat('#fff2c0', 'glow')), -90), 252, 170, k * 30));
    const glassM = mat('#27384a', 'glass', { opacity: 0.8 });
    const cab = [...move(cuboid(150, 150, 150, glassM), -110, 200, 0), ...move(cuboid(170, 12, 170, paint), -110, 350, 0)];
    const pillars = [
      [-182, -72],
      [-182, 72],
      [-38, -72],
      [-38, 72],
    ].flatMap(([x, z]) => move(cuboid(8, 150, 8, paint), x!, 200, z!));
    const fenders = [-1, 1].flatMap((k) =>
      move(
        rotX(
          extrude(
            Array.from({ length: 13 }, (_, i): [number, number] => {
              const a = Math.PI * (i / 12);
              return [-120 + 108 * Math.cos(a), 95 + 108 * Math.sin(a)];
            }).concat(
              Array.from({ length: 13 }, (_, i): [number, number] => {
                const a = Math.PI * (1 - i / 12);
                return [-120 + 100 * Math.cos(a), 95 + 100 * Math.sin(a)];
              }),
            ),
            -34,
            34,
            paint,
          ),
          0,
        ),
        0,
        0,
        k * 110,
      ),
    );
    const exhaust = move(cylinderY(7, 130, mat('#3a3b3f', 'metal')), 150, 190, -36);
    const chassisF = move(cuboid(360, 40, 80, dark), 40, 70, 0);
    const faces = [...chassisF, ...wheels, ...hood, ...grille, ...lights, ...cab, ...pillars, ...fenders, ...exhaust];
    const { body, at } = render(l.s, faces, { yaw: turn(l, -30, 35), pitch: 10, scale: 1.22, cx: 480, cy: 780, fit: FRAME });
    return { body, focus: at([240, 150, 0]) };
  },
};
