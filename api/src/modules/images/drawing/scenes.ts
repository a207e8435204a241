import { type Svg, circle, ell, g, lightness, line, mix, path, poly, rect, roundRectD, shade, stroke } from './kit';
import { type Face, cuboid, cylinderY, extrude, mat, move, render, rotY, rotZ } from './mesh';
import { PRODUCT_DRAWINGS } from './products';
import { wheel } from './products/machinery';
import { type ProductDrawing, PRODUCT_VARIANTS, lookOf, studio } from './studio';
import { prng } from './kit';
import { BELTS, EXHIBITION_TOPICS, EXHIBITION_TOPS, FEATURED_TOPICS, NEWS_TITLES, VIDEO_TITLES } from '../../../db/seed/catalog-data';

/**
 * Pictures around the products: category icons, shop logos and banners, certificates, the home
 * banners, and the covers of exhibitions, industry belts, news, videos and featured topics. Each
 * shows its subject (a hall with booths for an exhibition, factories and their goods for an
 * industry belt, a container ship for a shipping story), drawn with the products' own drawings
 * where products appear.
 */

const drawingOf = (slug: string): ProductDrawing => PRODUCT_DRAWINGS[slug]!;

/** A product's hero drawing (variant v) placed with its centre at (x, y) and scaled. */
function placed(s: Svg, slug: string, v: number, x: number, y: number, k: number): string {
  return g(`translate(${x} ${y}) scale(${k}) translate(-500 -560)`, drawingOf(slug).draw(lookOf(s, drawingOf(slug), slug, v, 0)).body);
}

/* ---------- Category icons, logos, certificates. ---------- */

/** A product drawing's hero view in one of its colours (icons, logos). */
const drawingOnly = (s: Svg, slug: string, variant = 0): string => drawingOf(slug).draw(lookOf(s, drawingOf(slug), slug, variant, 0)).body;

/** A category's icon: its representative product, close up, in studio light, in its first colour that is not near white (a white shirt vanishes at 28 px). */
export function categoryIcon(s: Svg, slug: string): string {
  const tint = ['#e9e4dc', '#e2e7ec', '#e6ebe2', '#ece4e6'][slug.length % 4]!;
  const variant = Math.max(
    0,
    drawingOf(slug).palette.findIndex((c) => lightness(c) < 0.75),
  );
  return studio(s, tint) + g('translate(-75 -90) scale(1.15)', drawingOnly(s, slug, variant));
}

/** Brand colours for shop logos and banners. */
const BRAND = [
  '#c8332b',
  '#1f5fa8',
  '#2f8a5a',
  '#e07a1a',
  '#6a4a9a',
  '#1f7f8a',
  '#b8862a',
  '#2a2b2f',
  '#d04a7a',
  '#3a6a2a',
  '#8a2a2a',
  '#2a4a7a',
];

/** A shop's logo: its main product as a white mark on a badge of its brand colour. */
export function shopLogo(s: Svg, slug: string, n: number): string {
  const c = BRAND[n % BRAND.length]!;
  const shape = n % 3;
  const fill = s.lin([
    [0, shade(c, 0.18)],
    [1, shade(c, -0.2)],
  ]);
  const badge =
    shape === 0
      ? circle(500, 500, 430, fill)
      : shape === 1
        ? path(roundRectD(80, 80, 840, 840, 170), fill)
        : poly(
            Array.from({ length: 6 }, (_, i): [number, number] => [
              500 + 440 * Math.cos((i * Math.PI) / 3 + Math.PI / 6),
              500 + 440 * Math.sin((i * Math.PI) / 3 + Math.PI / 6),
            ]),
            fill,
          );
  const ring = shape === 0 ? circle(500, 500, 385, 'none', { stroke: '#ffffff', 'stroke-width': 14, opacity: 0.85 }) : '';
  const mark = g(
    `translate(500 520) scale(0.78) translate(-500 -560)`,
    `<g filter="${s.silhouette('#ffffff')}">${drawingOnly(s, slug).replace(/<ellipse[^>]*rotate\([^>]*\/>/g, '')}</g>`,
  );
  return rect(0, 0, 1000, 1000, 0, '#ffffff') + badge + ring + mark;
}

/** A certificate on the desk: a framed page with a header, lines of text, a seal and a signature. */
export function certificate(s: Svg, n: number): string {
  const tone = ['#1f5fa8', '#2f8a5a', '#8a2a2a', '#b8862a'][n % 4]!;
  const rnd = prng(`certificate/${n}`);
  const lines = Array.from({ length: 9 }, (_, i) =>
    rect(300, 420 + i * 38, 400 * (0.55 + rnd() * 0.45), 12, 6, '#9aa0a8', { opacity: 0.7 }),
  ).join('');
  const star = poly(
    Array.from({ length: 24 }, (_, i): [number, number] => {
      const r = i % 2 ? 60 : 78;
      const a = (i / 24) * Math.PI * 2;
      return [690 + r * Math.cos(a), 770 + r * Math.sin(a)];
    }),
    '#d4a33a',
  );
  const page =
    rect(200, 120, 600, 800, 6, '#fbf9f3') +
    rect(225, 145, 550, 750, 4, 'none', { stroke: tone, 'stroke-width': 10 }) +
    rect(240, 160, 520, 720, 2, 'none', { stroke: tone, 'stroke-width': 3, opacity: 0.6 }) +
    rect(330, 220, 340, 40, 8, tone) +
    rect(380, 290, 240, 18, 9, '#6a7078') +
    rect(300, 350, 400, 4, 2, tone, { opacity: 0.5 }) +
    lines +
    star +
    circle(690, 770, 50, '#e6bb52') +
    circle(690, 770, 36, 'none', { stroke: '#b8862a', 'stroke-width': 4 }) +
    path('M650 820 L630 890 L660 875 L675 900 L690 830 Z', '#c8332b') +
    path('M730 820 L750 890 L720 875 L705 900 L690 830 Z', '#c8332b') +
    circle(360, 790, 56, 'none', { stroke: '#c8332b', 'stroke-width': 6, opacity: 0.8 }) +
    circle(360, 790, 42, 'none', { stroke: '#c8332b', 'stroke-width': 3, opacity: 0.8 }) +
    stroke('M300 870 Q330 840 350 868 T410 860 T470 866', '#2a3a5a', 4);
  const shadowPage = rect(200, 120, 600, 800, 6, '#000', { opacity: 0.12, transform: 'translate(14 18)' });
  return studio(s, '#e6e2da') + g(`rotate(${n % 2 ? -4 : 3} 500 520)`, shadowPage + page);
}

/* ---------- Banners (1920 x 576). ---------- */

/** The products a top category shows in banners and covers, by its index. */
export const TOP_SHOWCASE: readonly (readonly string[])[] = [
  ['headphones', 'smart-watch', 'bluetooth-speaker', 'power-bank', 'wireless-earphones'],
  ['led-desk-lamp', 'cookware-set', 'water-bottle', 'bath-towel', 'solar-garden-light'],
  ['cotton-t-shirt', 'running-shoes', 'backpack', 'hat', 'denim-jeans'],
  ['mini-excavator', 'tractor', 'forklift', 'concrete-mixer', 'water-pump'],
  ['cordless-drill', 'hex-bolt', 'wrench-set', 'angle-grinder', 'tape-measure'],
  ['lipstick', 'face-cream', 'shampoo', 'eyeshadow-palette', 'hair-dryer'],
  ['tea-set', 'coffee-beans', 'fruit-juice', 'cookies', 'green-tea'],
  ['mountain-bike', 'camping-tent', 'dumbbell', 'bike-helmet', 'yoga-mat'],
];

/** A wide room: a wall in the brand colour, a lit floor, a shelf line where products stand. */
function wideStudio(s: Svg, w: number, h: number, tint: string): string {
  return (
    rect(
      0,
      0,
      w,
      h,
      0,
      s.linU(
        [
          [0, shade(tint, 0.35)],
          [0.7, shade(tint, 0.6)],
          [0.72, shade(tint, 0.5)],
          [1, shade(tint, 0.3)],
        ],
        0,
        0,
        0,
        h,
      ),
    ) +
    ell(
      w * 0.62,
      h * 0.55,
      w * 0.5,
      h * 0.6,
      s.rad([
        [0, '#ffffff', 0.55],
        [1, '#ffffff', 0],
      ]),
    )
  );
}

/** A shop's banner: its goods lined up in a bright room of its brand colour. */
export function shopBanner(s: Svg, top: number, n: number): string {
  const tint = BRAND[(n * 5 + top) % BRAND.length]!;
  const items = TOP_SHOWCASE[top]!;
  const w = 1920;
  const h = 576;
  let out = wideStudio(s, w, h, mix(tint, '#ffffff', 0.35));
  // A band of colour on the left, as a shop's own sign.
  out += path(
    `M0 0 H${620} L${480} ${h} H0 Z`,
    s.lin(
      [
        [0, shade(tint, 0.05)],
        [1, shade(tint, -0.25)],
      ],
      0,
      0,
      1,
      1,
    ),
    { opacity: 0.92 },
  );
  out += path(`M${640} 0 L${660} 0 L${520} ${h} L${500} ${h} Z`, '#ffffff', { opacity: 0.5 });
  const spots = [
    [820, 330, 0.5],
    [1090, 300, 0.6],
    [1370, 320, 0.55],
    [1640, 330, 0.5],
  ] as const;
  spots.forEach(([x, y, k], i) => (out += placed(s, items[(i + n) % items.length]!, (n + i) % PRODUCT_VARIANTS, x, y, k)));
  return out;
}

/** The home carousel: its five subjects. The left is darker for the white title written over it. */
export function homeBanner(s: Svg, k: number): string {
  const w = 1920;
  const h = 576;
  const titleShade = rect(
    0,
    0,
    w,
    h,
    0,
    s.linU(
      [
        [0, '#000000', 0.45],
        [0.45, '#000000', 0.08],
        [0.6, '#000000', 0],
      ],
      0,
      0,
      w,
      0,
    ),
  );
  let scene: string;
  switch (k % 6) {
    case 0:
      scene = harbour(s, w, h);
      break;
    case 1:
      scene =
        wideStudio(s, w, h, '#9fb6d6') +
        [
          ['headphones', 820, 320, 0.5],
          ['smart-watch', 1060, 330, 0.5],
          ['bluetooth-speaker', 1300, 330, 0.55],
          ['power-bank', 1520, 350, 0.45],
          ['wireless-earphones', 1720, 350, 0.42],
        ]
          .map(([slug, x, y, sc], i) => placed(s, slug as string, i, x as number, y as number, sc as number))
          .join('');
      break;
    case 2:
      scene = exhibitionHall(s, w, h, 0, 4);
      break;
    case 3:
      scene = premiumShowcase(s, w, h);
      break;
    case 4:
      scene =
        factories(s, w, h, '#d7e4ef', 3) + [0, 1, 2].map((i) => placed(s, TOP_SHOWCASE[i + 3]![0]!, i, 1000 + i * 320, 390, 0.36)).join('');
      break;
    default:
      scene =
        wideStudio(s, w, h, '#e8c9a8') +
        TOP_SHOWCASE.slice(0, 5)
          .map((items, i) => placed(s, items[1]!, i, 820 + i * 240, 340, 0.42))
          .join('');
  }
  return scene + titleShade;
}

/* ---------- Scene parts. ---------- */

/** Sky above a horizon at y, sea or ground below. */
function skyAndSea(s: Svg, w: number, h: number, y: number, sea = true): string {
  return (
    rect(
      0,
      0,
      w,
      y,
      0,
      s.linU(
        [
          [0, '#7fb0dc'],
          [1, '#e4eef6'],
        ],
        0,
        0,
        0,
        y,
      ),
    ) +
    ell(
      w * 0.78,
      y * 0.35,
      w * 0.09,
      w * 0.09,
      s.rad([
        [0, '#fffdf0', 0.95],
        [0.3, '#fff6d0', 0.5],
        [1, '#fff6d0', 0],
      ]),
    ) +
    rect(
      0,
      y,
      w,
      h - y,
      0,
      sea
        ? s.linU(
            [
              [0, '#5f8fb5'],
              [1, '#23486a'],
            ],
            0,
            y,
            0,
            h,
          )
        : s.linU(
            [
              [0, '#b8c4a0'],
              [1, '#7f9466'],
            ],
            0,
            y,
            0,
            h,
          ),
    )
  );
}

const CONTAINER_COLOURS = ['#c8332b', '#1f5fa8', '#2f8a5a', '#e07a1a', '#8a8d92', '#b8862a', '#2a4a7a', '#d9d9d4'];

/** A container ship, its deck stacked with containers, bow to the right. */
function ship(rows: number, seed: string): Face[] {
  const rnd = prng(seed);
  const hull = extrude(
    [
      [-420, 0],
      [380, 0],
      [470, 70],
      [480, 110],
      [-440, 110],
      [-445, 40],
    ],
    -70,
    70,
    mat('#2a3440', 'plastic'),
  );
  const boot = extrude(
    [
      [-420, 0],
      [380, 0],
      [410, 26],
      [-432, 26],
    ],
    -71,
    71,
    mat('#9a2a2a', 'matte'),
  );
  const bridge = [
    ...move(cuboid(70, 120, 130, mat('#f2f2ee', 'plastic')), -370, 110, 0),
    ...move(cylinderY(10, 60, mat('#3a3b3f', 'plastic')), -390, 230, 0),
  ];
  const boxes: Face[] = [];
  for (let x = -300; x < 390; x += 62) {
    const stack = rows - (x > 300 ? 2 : 0);
    for (let r = 0; r < stack; r++) {
      for (const z of [-36, 36])
        boxes.push(
          ...move(cuboid(58, 30, 66, mat(CONTAINER_COLOURS[Math.floor(rnd() * CONTAINER_COLOURS.length)]!, 'matte')), x, 110 + r * 31, z),
        );
    }
  }
  return [...hull, ...boot, ...bridge, ...boxes];
}

/** A harbour: a loaded container ship at sea and a gantry crane on the quay. */
function harbour(s: Svg, w: number, h: number): string {
  const horizon = h * 0.56;
  const sea = skyAndSea(s, w, h, horizon);
  const { body } = render(s, ship(4, 'harbour'), { yaw: -12, pitch: 6, scale: 1.05, cx: w * 0.62, cy: h * 0.86 }, { shadow: 0 });
  const crane = [
    ...[-1, 1].flatMap((k) => move(cuboid(14, 300, 14, mat('#d8342c', 'plastic')), -60, 0, k * 50)),
    ...[-1, 1].flatMap((k) => move(cuboid(14, 300, 14, mat('#d8342c', 'plastic')), 60, 0, k * 50)),
    ...move(cuboid(420, 24, 120, mat('#d8342c', 'plastic')), 80, 300, 0),
    ...move(cuboid(40, 30, 60, mat('#3a3b3f', 'plastic')), 200, 270, 0),
  ];
  const quay = rect(0, h * 0.8, w * 0.3, h * 0.2, 0, '#8a8d92');
  const craneSvg = render(s, crane, { yaw: -25, pitch: 4, scale: 0.95, cx: w * 0.16, cy: h * 0.82 }, { shadow: 0 }).body;
  const wake = ell(
    w * 0.62,
    h * 0.87,
    w * 0.34,
    16,
    s.rad([
      [0, '#ffffff', 0.35],
      [1, '#ffffff', 0],
    ]),
  );
  return sea + wake + body + quay + craneSvg;
}

/** Factory halls with sawtooth roofs and chimneys behind a yard, for industry belts. */
function factories(s: Svg, w: number, h: number, sky: string, seedN: number): string {
  const rnd = prng(`factories/${seedN}`);
  const horizon = h * 0.62;
  let out =
    rect(
      0,
      0,
      w,
      horizon,
      0,
      s.linU(
        [
          [0, shade(sky, -0.25)],
          [1, shade(sky, 0.5)],
        ],
        0,
        0,
        0,
        horizon,
      ),
    ) +
    rect(
      0,
      horizon,
      w,
      h - horizon,
      0,
      s.linU(
        [
          [0, '#b9bdb4'],
          [1, '#8d9288'],
        ],
        0,
        horizon,
        0,
        h,
      ),
    );
  // Distant hills.
  out += path(
    `M0 ${horizon} Q${w * 0.2} ${horizon - 90} ${w * 0.4} ${horizon - 30} T${w * 0.8} ${horizon - 60} T${w} ${horizon - 20} V${horizon} Z`,
    '#9fb0a2',
    { opacity: 0.7 },
  );
  const faces: Face[][] = [];
  for (let i = 0; i < 6; i++) {
    const len = 260 + rnd() * 160;
    const teeth = 5;
    const outline: [number, number][] = [[-len / 2, 0]];
    outline.push([len / 2, 0], [len / 2, 90]);
    for (let t = teeth; t > 0; t--) {
      const x1 = -len / 2 + (len * t) / teeth;
      const x0 = -len / 2 + (len * (t - 1)) / teeth;
      outline.push([x1, 130], [x0, 90]);
    }
    const hall = extrude(outline, -80, 80, mat(['#e8e4da', '#d9dde2', '#c9d2dc', '#e0d6c8'][i % 4]!, 'plastic'));
    const windows = move(cuboid(len * 0.8, 20, 2, mat('#3a5a7a', 'glass')), 0, 50, 81);
    const chimney = i % 2 ? move(cylinderY(12, 200, mat('#b04a3a', 'plastic')), len / 2 - 30, 0, -40) : [];
    faces.push(move([...hall, ...windows, ...chimney], -900 + i * 340 + rnd() * 60, 0, -400 + (i % 3) * 250));
  }
  out += render(s, faces, { yaw: -18, pitch: 12, scale: 0.72, cx: w * 0.5, cy: h * 0.74 }, { shadow: 0.25 }).body;
  return out;
}

/** An aisle of an exhibition hall: booths in perspective on both sides, fascia in the show's colour. */
function exhibitionHall(s: Svg, w: number, h: number, top: number, seedN: number): string {
  const rnd = prng(`hall/${seedN}`);
  const accent = BRAND[(seedN * 3 + top) % BRAND.length]!;
  let out =
    rect(
      0,
      0,
      w,
      h * 0.5,
      0,
      s.linU(
        [
          [0, '#2a3340'],
          [1, '#5a6676'],
        ],
        0,
        0,
        0,
        h * 0.5,
      ),
    ) +
    rect(
      0,
      h * 0.5,
      w,
      h * 0.5,
      0,
      s.linU(
        [
          [0, '#c9ccd0'],
          [1, '#f0f0ee'],
        ],
        0,
        h * 0.5,
        0,
        h,
      ),
    );
  // Roof trusses and rows of lights converging to the end of the hall.
  const vx = w * 0.5;
  const vy = h * 0.46;
  for (let i = -6; i <= 6; i++) out += line(vx + i * 8, vy - 10, vx + i * w * 0.16, 0, '#9aa5b2', 2, { opacity: 0.5 });
  for (let i = 1; i < 8; i++) {
    const y = vy - 12 - ((vy - 12) * i * i) / 49;
    out += line(0, y, w, y, '#9aa5b2', 1.5, { opacity: 0.35 });
    for (let j = -4; j <= 4; j++) out += circle(vx + j * (30 + i * i * 14), y + 4, 2 + i * 0.6, '#fff6d0', { opacity: 0.9 });
  }
  // A big banner hanging at the end of the aisle.
  out +=
    rect(vx - 120, vy - 90, 240, 60, 4, accent) +
    rect(vx - 90, vy - 72, 180, 10, 5, '#ffffff', { opacity: 0.85 }) +
    rect(vx - 60, vy - 54, 120, 8, 4, '#ffffff', { opacity: 0.6 });
  const booths: Face[][] = [];
  const tints = ['#ffffff', '#f2f2ee', '#e9eef4'];
  for (let side = -1; side <= 1; side += 2) {
    for (let i = 0; i < 6; i++) {
      const z = 200 - i * 330;
      const x = side * 330;
      const c = tints[i % 3]!;
      const fascia = i % 2 ? accent : BRAND[Math.floor(rnd() * BRAND.length)]!;
      booths.push(
        move(
          [
            ...move(cuboid(20, 260, 300, mat(c, 'matte')), side * 160, 0, 0),
            ...move(cuboid(300, 260, 16, mat(c, 'matte')), 0, 0, -150),
            ...move(cuboid(310, 50, 20, mat(fascia, 'gloss')), 0, 260, 140),
            ...move(cuboid(120, 90, 60, mat('#ffffff', 'plastic')), -side * 40, 0, 60),
            ...move(cuboid(70, 120, 8, mat(shade(fascia, 0.3), 'matte')), side * 60, 100, -140),
          ],
          x,
          0,
          z,
        ),
      );
    }
  }
  out += render(s, booths, { yaw: 0, pitch: 4, scale: 1, cx: vx, cy: h * 0.9, dist: 900 }, { shadow: 0.15 }).body;
  // Visitors walking the aisle.
  for (let i = 0; i < 9; i++) {
    const depth = 0.35 + rnd() * 0.65;
    const x = vx + (rnd() - 0.5) * w * 0.3 * depth;
    const y = vy + (h * 0.9 - vy) * depth;
    const k = depth * 1.3;
    const coat = ['#2a3340', '#4a5a6a', '#8a2a2a', '#2f5f8a', '#6a6a6a'][i % 5]!;
    out += g(
      `translate(${x} ${y}) scale(${k})`,
      path('M-16 0 L-14 -70 Q0 -80 14 -70 L16 0 Z', coat) +
        circle(0, -86, 12, '#e0b89a') +
        rect(-14, 0, 10, 50, 3, '#2a2a2a') +
        rect(4, 0, 10, 50, 3, '#2a2a2a'),
    );
  }
  // Products on the nearest counters.
  const items = TOP_SHOWCASE[top]!;
  out += placed(s, items[0]!, 1, w * 0.16, h * 0.62, 0.22) + placed(s, items[1]!, 2, w * 0.84, h * 0.62, 0.22);
  return out;
}

/** The premium collection: three products on lit pedestals against a dark wall. */
function premiumShowcase(s: Svg, w: number, h: number): string {
  let out = rect(
    0,
    0,
    w,
    h,
    0,
    s.linU(
      [
        [0, '#1d1b22'],
        [0.7, '#3a3442'],
        [1, '#24212a'],
      ],
      0,
      0,
      0,
      h,
    ),
  );
  const picks: [string, number][] = [
    ['smart-watch', 1],
    ['lipstick', 0],
    ['tea-set', 3],
  ];
  picks.forEach(([slug, v], i) => {
    const x = 980 + i * 330;
    out += ell(
      x,
      80,
      160,
      300,
      s.rad([
        [0, '#fff3d6', 0.35],
        [1, '#fff3d6', 0],
      ]),
    );
    out += rect(
      x - 110,
      400,
      220,
      176,
      4,
      s.lin(
        [
          [0, '#efe9dc'],
          [1, '#b9b1a0'],
        ],
        0,
        0,
        1,
        0,
      ),
    );
    out += ell(x, 400, 110, 16, '#f6f1e6');
    out += placed(s, slug, v, x, 300, 0.36);
  });
  return out;
}

/* ---------- Covers, 1280 x 720. ---------- */

/** Stacked cartons, tape and labels (shipping, packaging, MOQ stories). */
function cartons(n: number, kraft = '#c9a06a', seed = 'cartons'): Face[][] {
  const rnd = prng(seed);
  const out: Face[][] = [];
  for (let i = 0; i < n; i++) {
    const size = 90 + rnd() * 50;
    const box = [
      ...cuboid(size, size * 0.8, size, mat(shade(kraft, (rnd() - 0.5) * 0.12), 'matte')),
      ...move(cuboid(size * 0.18, 1, size + 1, mat('#d9c08a', 'gloss')), 0, size * 0.8, 0),
      ...move(cuboid(size * 0.4, size * 0.25, 1, mat('#ffffff', 'matte')), size * 0.15, size * 0.35, size / 2 + 0.5),
    ];
    const layer = i < 4 ? 0 : i < 7 ? 1 : 2;
    const slot = i < 4 ? i : i < 7 ? i - 4 : i - 7;
    out.push(move(rotY(box, (rnd() - 0.5) * 12), -170 + slot * 125 + layer * 60, layer * 105, (rnd() - 0.5) * 30));
  }
  return out;
}

/** A lorry with a box body, cab to the right. */
function truck(color: string): Face[] {
  return [
    ...move(cuboid(420, 200, 170, mat('#f2f2ee', 'plastic')), -60, 50, 0),
    ...move(cuboid(130, 150, 170, mat(color, 'gloss')), 215, 40, 0),
    ...move(cuboid(4, 60, 130, mat('#27384a', 'glass')), 281, 120, 0),
    ...[-200, -120, 210].flatMap((x) => [-1, 1].flatMap((k) => move(wheel(38, 26, mat('#c9ccd1', 'metal')), x, 38, k * 80))),
    ...move(cuboid(400, 30, 4, mat(color, 'matte')), -60, 180, 86),
  ];
}

/** A bar or line chart on a board (figures stories). */
function chart(s: Svg, x: number, y: number, w: number, h: number, up: boolean, color: string): string {
  const bars = Array.from({ length: 6 }, (_, i) => {
    const v = up ? 0.3 + i * 0.12 : 0.95 - i * 0.12;
    return rect(
      x + 30 + i * ((w - 60) / 6),
      y + h - 30 - (h - 60) * v,
      (w - 60) / 6 - 14,
      (h - 60) * v,
      4,
      i === 5 ? color : shade(color, 0.45),
    );
  }).join('');
  const pts = Array.from({ length: 6 }, (_, i) => {
    const v = up ? 0.35 + i * 0.11 + (i % 2) * 0.04 : 0.9 - i * 0.11 + (i % 2) * 0.04;
    return `${x + 30 + i * ((w - 60) / 6) + (w - 60) / 12} ${y + h - 30 - (h - 60) * v - 24}`;
  });
  return (
    rect(x + 10, y + 14, w, h, 14, '#000', { opacity: 0.12 }) +
    rect(x, y, w, h, 14, '#ffffff') +
    bars +
    stroke(`M${pts.join(' L')}`, shade(color, -0.3), 6) +
    pts
      .map((p) => circle(Number(p.split(' ')[0]), Number(p.split(' ')[1]), 8, '#ffffff', { stroke: shade(color, -0.3), 'stroke-width': 4 }))
      .join('')
  );
}

/** A clipboard with a checklist (tick boxes, lines). */
function clipboard(s: Svg, x: number, y: number, ticks: number): string {
  let out =
    rect(x + 14, y + 18, 360, 480, 16, '#000', { opacity: 0.14 }) +
    rect(x, y, 360, 480, 16, '#a0724a') +
    rect(x + 20, y + 40, 320, 420, 6, '#ffffff');
  out += rect(x + 120, y - 16, 120, 48, 10, '#c9ccd1') + rect(x + 150, y - 6, 60, 14, 7, '#8a8d92');
  for (let i = 0; i < 6; i++) {
    const ly = y + 90 + i * 60;
    out += rect(x + 50, ly - 18, 30, 30, 6, 'none', { stroke: '#5a6a7a', 'stroke-width': 4 });
    if (i < ticks) out += stroke(`M${x + 54} ${ly - 4} L${x + 64} ${ly + 8} L${x + 86} ${ly - 26}`, '#2f9a5a', 7);
    out += rect(x + 100, ly - 10, 200 - (i % 3) * 30, 12, 6, '#aab2bc');
  }
  return out;
}

/** Documents with a red stamp (customs, terms). */
function documents(s: Svg, x: number, y: number): string {
  let out = '';
  for (let i = 0; i < 3; i++) {
    const dx = x + i * 40;
    const dy = y + i * 26;
    out += g(
      `rotate(${-8 + i * 7} ${dx + 170} ${dy + 230})`,
      rect(dx + 10, dy + 14, 340, 460, 6, '#000', { opacity: 0.1 }) +
        rect(dx, dy, 340, 460, 6, '#fbfaf6') +
        Array.from({ length: 10 }, (_, j) => rect(dx + 36, dy + 60 + j * 34, 260 - (j % 4) * 40, 10, 5, '#b4bac2')).join(''),
    );
  }
  out +=
    circle(x + 250, y + 360, 70, 'none', { stroke: '#c8332b', 'stroke-width': 9, opacity: 0.85 }) +
    circle(x + 250, y + 360, 52, 'none', { stroke: '#c8332b', 'stroke-width': 4, opacity: 0.85 });
  out += poly(
    Array.from({ length: 10 }, (_, i): [number, number] => {
      const r = i % 2 ? 14 : 32;
      const a = -Math.PI / 2 + (i / 10) * Math.PI * 2;
      return [x + 250 + r * Math.cos(a), y + 360 + r * Math.sin(a)];
    }),
    '#c8332b',
    { opacity: 0.85 },
  );
  return out;
}

/** Rows of tea bushes over rolling hills. */
function teaHills(s: Svg, w: number, h: number): string {
  let out = rect(
    0,
    0,
    w,
    h,
    0,
    s.linU(
      [
        [0, '#a9cbe6'],
        [0.4, '#e9f1e4'],
      ],
      0,
      0,
      0,
      h,
    ),
  );
  const layers = [
    ['#8fae78', 0.42],
    ['#6f9a5a', 0.55],
    ['#5a8a48', 0.7],
    ['#4a7a3a', 0.86],
  ] as const;
  for (const [c, yk] of layers) {
    const y = h * yk;
    out += path(`M0 ${y} Q${w * 0.25} ${y - 80} ${w * 0.5} ${y - 20} T${w} ${y - 40} V${h} H0 Z`, c);
    for (let r = 0; r < 6; r++) {
      const ry = y + r * 22 * (yk * 1.4);
      out += stroke(`M0 ${ry} Q${w * 0.25} ${ry - 80} ${w * 0.5} ${ry - 20} T${w} ${ry - 40}`, shade(c, 0.18), 10 * yk, { opacity: 0.7 });
    }
  }
  return out;
}

/** Bolts of fabric on a rack and a spread of cloth (textile stories). */
function fabricRolls(s: Svg, w: number, h: number): string {
  const tones = ['#c8332b', '#1f5fa8', '#e0b040', '#2f8a5a', '#d9cbb5', '#6a4a9a', '#e07a6a', '#3a3b3f'];
  const faces: Face[][] = tones.map((c, i) =>
    move(rotZ(cylinderY(40, 360, mat(c, 'matte'), -180, 32), 90), 0, 44 + Math.floor(i / 4) * 86, -200 + (i % 4) * 100),
  );
  return studio(s, '#e6e2da', w, h) + render(s, faces, { yaw: 25, pitch: 22, scale: 1.1, cx: w * 0.5, cy: h * 0.7 }).body;
}

/** Covers of featured topics, exhibitions, belts, news and videos. */
export type CoverKind = 'topic' | 'exhibition' | 'belt' | 'news' | 'video';
export const COVER_COUNTS: Readonly<Record<CoverKind, number>> = {
  topic: FEATURED_TOPICS.length,
  exhibition: EXHIBITION_TOPICS.length,
  belt: BELTS.length,
  news: NEWS_TITLES.length,
  video: VIDEO_TITLES.length,
};

export function cover(s: Svg, kind: CoverKind, k: number): string {
  const w = 1280;
  const h = 720;
  switch (kind) {
    case 'topic':
      return topicCover(s, w, h, k);
    case 'exhibition':
      return exhibitionHall(s, w, h, EXHIBITION_TOPS[k % EXHIBITION_TOPS.length]!, k);
    case 'belt': {
      const tops = BELTS[k % BELTS.length]!.tops;
      const items = tops.flatMap((t) => TOP_SHOWCASE[t]!.slice(0, tops.length > 1 ? 2 : 3));
      return (
        factories(s, w, h, '#cfe0ee', k) +
        items.map((slug, i) => placed(s, slug, i + k, 330 + i * (620 / Math.max(1, items.length - 1)), 520, 0.34)).join('')
      );
    }
    case 'news':
      return newsCover(s, w, h, k);
    default:
      return videoCover(s, w, h, k);
  }
}

function topicCover(s: Svg, w: number, h: number, k: number): string {
  if (k % 4 === 0) {
    // Best sellers: products on a podium of three steps.
    let out = wideStudio(s, w, h, '#f2d6a8');
    const steps = [
      [w * 0.5, 0, 200],
      [w * 0.28, 1, 130],
      [w * 0.72, 2, 80],
    ] as const;
    for (const [x, i, ht] of steps) {
      out += rect(
        x - 130,
        h - 110 - ht,
        260,
        ht + 110,
        6,
        s.lin(
          [
            [0, '#ffffff'],
            [1, '#dcd6ca'],
          ],
          0,
          0,
          1,
          0,
        ),
      );
      out += circle(x, h - 60 - ht / 2, 30, i === 0 ? '#d4a33a' : i === 1 ? '#b9bdc2' : '#b87a4a');
      out += placed(s, ['smart-watch', 'headphones', 'running-shoes'][i]!, i, x, h - 200 - ht, 0.34);
    }
    return out;
  }
  if (k % 4 === 1) {
    // New arrivals: fresh products among gift boxes with ribbons.
    const boxes = cartons(3, '#e04a5a', 'gifts').map((b) => move(b, 0, 0, 0));
    return (
      wideStudio(s, w, h, '#cfe3ea') +
      render(s, boxes, { yaw: 20, pitch: 20, scale: 0.9, cx: w * 0.3, cy: h * 0.8 }).body +
      placed(s, 'led-desk-lamp', 1, w * 0.62, h * 0.45, 0.45) +
      placed(s, 'water-bottle', 3, w * 0.84, h * 0.48, 0.4)
    );
  }
  if (k % 4 === 2) {
    // Ready to ship: cartons and a truck.
    return (
      wideStudio(s, w, h, '#d9e4cf') +
      render(s, [move(truck('#1f5fa8'), 160, 0, -160), ...cartons(7, '#c9a06a', 'ready').map((b) => move(b, -180, 0, 160))], {
        yaw: -20,
        pitch: 14,
        scale: 0.95,
        cx: w * 0.5,
        cy: h * 0.78,
      }).body
    );
  }
  // Factory direct: a factory behind, goods on a pallet in front.
  return (
    factories(s, w, h, '#d7e4ef', 11) +
    placed(s, 'cordless-drill', 0, w * 0.3, h * 0.68, 0.4) +
    placed(s, 'cookware-set', 1, w * 0.66, h * 0.7, 0.42)
  );
}

function newsCover(s: Svg, w: number, h: number, k: number): string {
  switch (k % 12) {
    case 0:
      return harbour(s, w, h) + chart(s, w * 0.06, h * 0.1, 360, 260, true, '#2f8a5a');
    case 1:
      return studio(s, '#e4e8ec', w, h) + clipboard(s, w * 0.16, h * 0.16, 4) + placed(s, 'hex-bolt', 2, w * 0.7, h * 0.55, 0.5);
    case 2:
      return (
        skyAndSea(s, w, h, h * 0.5, false) +
        render(s, [ship(3, 'customs').slice(0, 0), ...cartons(4, '#c9a06a', 'customs')], {
          yaw: 20,
          pitch: 14,
          scale: 0.9,
          cx: w * 0.72,
          cy: h * 0.86,
        }).body +
        documents(s, w * 0.08, h * 0.14)
      );
    case 3:
      return harbour(s, w, h) + chart(s, w * 0.06, h * 0.1, 360, 260, false, '#1f5fa8');
    case 4:
      return exhibitionHall(s, w, h, 2, 40);
    case 5:
      return (
        wideStudio(s, w, h, '#d9e8cf') +
        render(s, cartons(6, '#b98a5a', 'green'), { yaw: 18, pitch: 20, scale: 1.05, cx: w * 0.5, cy: h * 0.82 }).body +
        path(
          `M${w * 0.8} ${h * 0.2} Q${w * 0.95} ${h * 0.22} ${w * 0.9} ${h * 0.42} Q${w * 0.76} ${h * 0.42} ${w * 0.8} ${h * 0.2} Z`,
          '#3a9a4a',
        ) +
        stroke(`M${w * 0.8} ${h * 0.2} Q${w * 0.86} ${h * 0.3} ${w * 0.9} ${h * 0.42}`, '#2a6a3a', 5)
      );
    case 6: {
      // Paying safely: a bank card, a phone with a tick, coins.
      const card =
        rect(
          w * 0.16,
          h * 0.3,
          460,
          290,
          28,
          s.lin(
            [
              [0, '#2f5fa8'],
              [1, '#1a2f5a'],
            ],
            0,
            0,
            1,
            1,
          ),
        ) +
        rect(w * 0.16 + 40, h * 0.3 + 90, 70, 54, 10, '#d4b25a') +
        rect(w * 0.16 + 40, h * 0.3 + 200, 300, 20, 10, '#ffffff', { opacity: 0.7 });
      const phone =
        rect(w * 0.62, h * 0.16, 230, 460, 34, '#1a1b1f') +
        rect(w * 0.62 + 14, h * 0.16 + 20, 202, 420, 22, '#f2f5f8') +
        circle(w * 0.62 + 115, h * 0.16 + 200, 70, '#2f9a5a') +
        stroke(
          `M${w * 0.62 + 80} ${h * 0.16 + 200} L${w * 0.62 + 106} ${h * 0.16 + 228} L${w * 0.62 + 152} ${h * 0.16 + 172}`,
          '#ffffff',
          14,
        );
      const coins = render(
        s,
        [0, 1, 2, 3, 4]
          .map((i) => move(cylinderY(40, 8, mat('#d4a33a', 'metal')), 0, i * 8.5, 0))
          .concat([move(cylinderY(40, 8, mat('#d4a33a', 'metal')), 90, 0, 30)]),
        { yaw: 0, pitch: 35, scale: 1.2, cx: w * 0.5, cy: h * 0.85 },
      ).body;
      return studio(s, '#e6e8ee', w, h) + g(`rotate(-8 ${w * 0.3} ${h * 0.5})`, card) + phone + coins;
    }
    case 7:
      return (
        studio(s, '#e6e2da', w, h) +
        placed(s, 'cordless-drill', 3, w * 0.42, h * 0.56, 0.62) +
        magnifier(w * 0.56, h * 0.42) +
        clipboard(s, w * 0.72, h * 0.2, 5).replace(/^/, '')
      );
    case 8:
      return (
        factories(s, w, h, '#cfe0ee', 8) +
        placed(s, 'led-desk-lamp', 0, w * 0.3, h * 0.7, 0.32) +
        placed(s, 'running-shoes', 2, w * 0.7, h * 0.72, 0.34)
      );
    case 9:
      return (
        wideStudio(s, w, h, '#dbe8cf') +
        placed(s, 'solar-garden-light', 0, w * 0.22, h * 0.5, 0.48) +
        placed(s, 'string-lights', 1, w * 0.55, h * 0.36, 0.5) +
        chart(s, w * 0.66, h * 0.46, 340, 240, true, '#e07a1a')
      );
    case 10:
      return (
        studio(s, '#e8e4dc', w, h) +
        render(
          s,
          cartons(9, '#c9a06a', 'moq').map((b, i) => move(b, 0, 0, i * 0)),
          { yaw: -14, pitch: 18, scale: 0.7, cx: w * 0.4, cy: h * 0.8 },
        ).body +
        placed(s, 'nut', 1, w * 0.78, h * 0.6, 0.5)
      );
    default:
      return harbour(s, w, h) + render(s, [truck('#c8332b')], { yaw: -30, pitch: 8, scale: 0.55, cx: w * 0.2, cy: h * 0.95 }).body;
  }
}

/** A magnifying glass over what it inspects. */
function magnifier(x: number, y: number): string {
  return (
    circle(x, y, 120, '#dfeaf2', { opacity: 0.35 }) +
    circle(x, y, 120, 'none', { stroke: '#2a2b2f', 'stroke-width': 20 }) +
    path(`M${x + 80} ${y + 90} L${x + 200} ${y + 230}`, 'none', { stroke: '#2a2b2f', 'stroke-width': 36, 'stroke-linecap': 'round' }) +
    path(`M${x - 70} ${y - 50} Q${x - 40} ${y - 90} ${x} ${y - 96}`, 'none', {
      stroke: '#ffffff',
      'stroke-width': 12,
      'stroke-linecap': 'round',
      opacity: 0.7,
    })
  );
}

function videoCover(s: Svg, w: number, h: number, k: number): string {
  switch (k % 8) {
    case 0: {
      // An assembly line: a belt running into the distance with products on it.
      const belt: Face[][] = [
        [...cuboid(1800, 30, 160, mat('#2b2c2e', 'matte'), 70), ...move(cuboid(1800, 70, 170, mat('#c9ccd1', 'metal')), 0, 0, 0)],
        ...[-600, -300, 0, 300, 600].map((x) => move(cuboid(90, 30, 60, mat('#26272a', 'plastic')), x, 100, 0)),
      ];
      return (
        wideStudio(s, w, h, '#dfe6ec') +
        render(s, belt, { yaw: -55, pitch: 16, scale: 0.6, cx: w * 0.5, cy: h * 0.72 }).body +
        placed(s, 'smart-watch', 0, w * 0.32, h * 0.55, 0.22) +
        placed(s, 'power-bank', 1, w * 0.5, h * 0.6, 0.26) +
        placed(s, 'headphones', 2, w * 0.72, h * 0.66, 0.3)
      );
    }
    case 1:
      return (
        rect(0, 0, w, h, 0, '#1f2228') +
        [0, 1, 2, 3].map((i) => placed(s, 'led-desk-lamp', i, 220 + i * 280, h * 0.52, 0.38)).join('') +
        rect(0, h * 0.8, w, h * 0.2, 0, '#2a2e36')
      );
    case 2: {
      const container = [
        ...extrude(
          [
            [-300, 0],
            [300, 0],
            [300, 260],
            [-300, 260],
          ],
          -130,
          130,
          mat('#c8332b', 'matte'),
        ),
      ];
      const doors = [-1, 1].map((k2) => move(rotY(cuboid(130, 250, 6, mat('#b02a22', 'matte')), k2 * 100), 300 + 60, 5, k2 * 190));
      return (
        wideStudio(s, w, h, '#d9dee4') +
        render(s, [container, ...doors, ...cartons(7, '#c9a06a', 'load').map((b) => move(b, 560, 0, 40))], {
          yaw: -60,
          pitch: 12,
          scale: 0.75,
          cx: w * 0.42,
          cy: h * 0.78,
        }).body
      );
    }
    case 3: {
      const plank = render(s, move(cuboid(700, 40, 220, mat('#c89a64', 'matte')), 0, 0, 0), {
        yaw: 10,
        pitch: 30,
        scale: 0.9,
        cx: w * 0.5,
        cy: h * 0.88,
      }).body;
      return studio(s, '#e6e2da', w, h) + plank + placed(s, 'cordless-drill', 0, w * 0.5, h * 0.4, 0.7);
    }
    case 4:
      return teaHills(s, w, h);
    case 5:
      return fabricRolls(s, w, h);
    case 6:
      return (
        wideStudio(s, w, h, '#e8e2d6') +
        [0, 1, 2, 3, 4, 5].map((i) => placed(s, 'running-shoes', i, 240 + (i % 3) * 400, 260 + Math.floor(i / 3) * 250, 0.36)).join('')
      );
    default:
      return exhibitionHall(s, w, h, 3, 70);
  }
}
