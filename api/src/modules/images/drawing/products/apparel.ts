import { type Svg, circle, g, lightness, path, rect, shade, stroke } from '../kit';
import { type Face, type V3, blob, cuboid, extrude, lathe, mat, move, render, ribbon, rotX, rotY, roundedOutline, tube } from '../mesh';
import { FRAME, type Look, type ProductDrawing } from '../studio';
import { between, curve, turn } from './common';

/**
 * A garment laid flat (a flat-lay photo): its outline in fabric lit from the top left, a weave,
 * soft folds, seams, and a shadow on the paper under it. Drawn in 2D: clothes are photographed flat.
 */
function flatLay(
  s: Svg,
  outline: string,
  color: string,
  opts: { weave?: string; folds?: string[]; details?: string; sheen?: number },
): string {
  const shadowLayers = [14, 9, 5]
    .map((o, i) => path(outline, '#000', { opacity: [0.05, 0.07, 0.09][i], transform: `translate(${o * 0.7} ${o})` }))
    .join('');
  const fill = s.lin(
    [
      [0, shade(color, 0.14)],
      [0.55, color],
      [1, shade(color, -0.16)],
    ],
    0,
    0,
    1,
    1,
  );
  const clip = s.clip(`<path d="${outline}"/>`);
  const light = lightness(color);
  const folds = (opts.folds ?? [])
    .map((d, i) => stroke(d, i % 2 ? '#ffffff' : '#000000', 18, { opacity: i % 2 ? 0.1 + (opts.sheen ?? 0) : light > 0.6 ? 0.08 : 0.14 }))
    .join('');
  const weave = opts.weave ? path(outline, opts.weave) : '';
  const sheen = opts.sheen
    ? rect(
        0,
        0,
        1000,
        1000,
        0,
        s.lin(
          [
            [0.2, '#ffffff', 0],
            [0.42, '#ffffff', opts.sheen],
            [0.6, '#ffffff', 0],
          ],
          0,
          0,
          1,
          1,
        ),
      )
    : '';
  return shadowLayers + path(outline, fill) + `<g clip-path="${clip}">${weave}${folds}${sheen}${opts.details ?? ''}</g>`;
}

/** A row of stitches along a path (seams, hems). */
const seam = (d: string, color: string, width = 2.2) => stroke(d, color, width, { 'stroke-dasharray': '7 6', opacity: 0.7 });

/** Fine fabric: jersey, twill, knit. */
function weaveOf(s: Svg, color: string, kind: 'jersey' | 'twill' | 'knit' | 'quilt'): string {
  const dark = shade(color, -0.3);
  const light = shade(color, 0.25);
  if (kind === 'twill')
    return s.pattern(8, 8, stroke('M0 8 L8 0', dark, 1.6, { opacity: 0.45 }) + stroke('M-4 4 L4 -4', light, 1, { opacity: 0.3 }));
  if (kind === 'knit')
    return s.pattern(
      14,
      12,
      path('M0 0 L7 12 L14 0', 'none', { stroke: dark, 'stroke-width': 2.2, opacity: 0.35 }) +
        path('M0 6 L7 18 L14 6', 'none', { stroke: light, 'stroke-width': 1.4, opacity: 0.25 }),
    );
  if (kind === 'quilt') return s.pattern(6, 6, circle(3, 3, 0.8, dark, { opacity: 0.15 }));
  return s.pattern(4, 4, circle(2, 2, 0.9, dark, { opacity: 0.18 }));
}

const tilt = (l: Look, body: string) => (l.pose ? g('rotate(-7 500 520)', body) : body);

export const cottonTShirt: ProductDrawing = {
  palette: ['#f4f3ef', '#1f2024', '#2d4263', '#b23a3a', '#9aa3a8', '#d9a441'],
  draw(l) {
    const s = l.s;
    const sl = between(l, 0, 14);
    const outline =
      `M430 205 Q500 ${l.pose ? 222 : 262} 570 205 L680 236 L${810 + sl} 338 L${752 + sl} 440 L676 394 L672 808 Q500 822 328 808 ` +
      `L324 394 L${248 - sl} 440 L${190 - sl} 338 L320 236 Z`;
    const dark = shade(l.color, -0.25);
    const details =
      (l.pose ? '' : path('M430 205 Q500 262 570 205 L582 212 Q500 284 418 212 Z', shade(l.color, -0.08))) +
      seam('M418 212 Q500 284 582 212', dark) +
      seam(`M${198 - sl} 350 L${250 - sl} 428`, dark) +
      seam(`M${802 + sl} 350 L${750 + sl} 428`, dark) +
      seam('M332 790 Q500 804 668 790', dark) +
      stroke('M324 394 L320 236', dark, 2, { opacity: 0.25 }) +
      stroke('M676 394 L680 236', dark, 2, { opacity: 0.25 });
    const body = flatLay(s, outline, l.color, {
      weave: weaveOf(s, l.color, 'jersey'),
      folds: ['M360 460 Q430 520 400 640', 'M380 470 Q450 530 420 650', 'M620 560 Q580 650 630 760', 'M600 560 Q560 650 610 760'],
      details,
    });
    return { body: tilt(l, body), focus: [500, 260] };
  },
};

export const denimJeans: ProductDrawing = {
  palette: ['#35507a', '#24324d', '#6b8db5', '#2a2b2f', '#8aa2c2', '#3d4a5c'],
  draw(l) {
    const s = l.s;
    const flare = between(l, 0, 20);
    const outline = `M350 170 L650 170 L662 430 L${694 + flare} 850 L548 850 L502 452 L452 850 L${306 - flare} 850 L338 430 Z`;
    const stitch = '#d9a441';
    const details =
      rect(350, 170, 300, 36, 0, shade(l.color, -0.12)) +
      seam('M352 204 L648 204', stitch) +
      seam('M352 176 L648 176', stitch) +
      [380, 450, 550, 620].map((x) => rect(x, 166, 12, 46, 3, shade(l.color, -0.05))).join('') +
      seam('M500 206 L500 330 Q500 360 470 370', stitch) +
      seam('M380 206 Q392 280 456 292', stitch) +
      seam('M620 206 Q608 280 544 292', stitch) +
      circle(456, 292, 4, '#b9975b') +
      circle(544, 292, 4, '#b9975b') +
      circle(500, 188, 9, '#c9ccd1') +
      seam(`M${310 - flare} 826 L450 826`, stitch) +
      seam(`M550 826 L${690 + flare} 826`, stitch) +
      stroke('M420 440 L390 840', '#000', 2, { opacity: 0.12 });
    const body = flatLay(s, outline, l.color, {
      weave: weaveOf(s, l.color, 'twill'),
      folds: [
        'M400 500 Q420 520 440 500',
        'M380 620 Q410 640 440 615',
        'M560 560 Q590 580 620 560',
        'M570 700 Q600 720 640 700',
        'M420 330 Q450 350 480 330',
      ],
      details,
    });
    return { body: tilt(l, body), focus: [500, 260] };
  },
};

export const downJacket: ProductDrawing = {
  palette: ['#1f2024', '#2d4263', '#b23a3a', '#d9d4c7', '#4f6b52', '#e0a526'],
  draw(l) {
    const s = l.s;
    const outline =
      'M420 170 Q500 150 580 170 L690 220 Q760 260 790 340 L840 700 Q800 730 760 715 L705 430 L700 830 Q500 860 300 830 L295 430 L240 715 Q200 730 160 700 L210 340 Q240 260 310 220 Z';
    // Baffles: rows of puffed fabric, each lit at its top and shaded at its seam.
    const puff = s.lin([
      [0, shade(l.color, 0.22)],
      [0.45, shade(l.color, 0.05)],
      [1, shade(l.color, -0.35)],
    ]);
    const rows = Array.from({ length: 9 }, (_, i) => rect(140, 200 + i * 72, 720, 72, 0, puff, { opacity: 0.9 })).join('');
    const dark = shade(l.color, -0.45);
    const details =
      rows +
      Array.from({ length: 10 }, (_, i) => stroke(`M140 ${200 + i * 72} L860 ${200 + i * 72}`, dark, 3, { opacity: 0.55 })).join('') +
      stroke('M500 160 L500 850', '#2a2a2a', 7) +
      stroke('M500 160 L500 850', '#b9bcc1', 2.5, { 'stroke-dasharray': '3 3' }) +
      path('M420 170 Q500 150 580 170 L585 228 Q500 212 415 228 Z', shade(l.color, -0.15)) +
      rect(493, 228, 14, 26, 3, '#c9ccd1') +
      stroke('M295 430 L300 830', dark, 3, { opacity: 0.35 }) +
      stroke('M705 430 L700 830', dark, 3, { opacity: 0.35 });
    const body = flatLay(s, outline, l.color, { weave: weaveOf(s, l.color, 'quilt'), details, sheen: 0.1 });
    return { body: tilt(l, body), focus: [500, 300] };
  },
};

export const silkDress: ProductDrawing = {
  palette: ['#b23a4a', '#1f2024', '#2d4263', '#e8d5c4', '#4f6b52', '#d9a441'],
  draw(l) {
    const s = l.s;
    const hem = between(l, 0, 40);
    // On a hanger: thin straps, a fitted bodice, a skirt falling in folds.
    const outline = `M410 250 L430 240 L445 330 Q500 350 555 330 L570 240 L590 250 L585 390 Q575 450 560 470 L${700 + hem} 830 Q500 870 ${300 - hem} 830 L440 470 Q425 450 415 390 Z`;
    const hanger =
      stroke('M500 150 Q500 125 520 125 Q540 125 540 145 Q540 160 500 178', '#9a9da2', 6) +
      stroke('M500 178 L360 250 L640 250 Z', '#b58a5a', 9);
    const folds = [
      'M470 480 Q440 650 400 830',
      'M490 480 Q470 650 450 840',
      'M520 480 Q540 660 560 840',
      'M540 480 Q580 650 620 830',
      'M505 480 Q505 660 505 850',
    ];
    const details =
      seam('M440 470 Q500 485 560 470', shade(l.color, -0.35), 1.6) +
      stroke('M445 330 Q500 350 555 330', shade(l.color, -0.4), 2.5, { opacity: 0.4 });
    const body = flatLay(s, outline, l.color, { folds, details, sheen: 0.22 });
    return { body: hanger + tilt(l, body), focus: [500, 420] };
  },
};

export const knitSweater: ProductDrawing = {
  palette: ['#d9cbb5', '#2d4263', '#8a3b3b', '#6e7f62', '#f1ede4', '#5a5d63'],
  draw(l) {
    const s = l.s;
    const outline =
      'M425 190 Q500 240 575 190 L690 225 Q740 245 760 300 L850 700 L790 725 L705 420 L700 800 Q500 815 300 800 L295 420 L210 725 L150 700 L240 300 Q260 245 310 225 Z';
    const rib = s.pattern(9, 10, rect(0, 0, 4, 10, 0, shade(l.color, -0.2), { opacity: 0.6 }));
    const details =
      path('M425 190 Q500 240 575 190 L585 205 Q500 265 415 205 Z', rib) +
      rect(290, 760, 420, 50, 0, rib) +
      path('M150 700 L210 725 L222 680 L160 660 Z', rib) +
      path('M850 700 L790 725 L778 680 L840 660 Z', rib) +
      // Cables down the front.
      [430, 500, 570]
        .map((x) =>
          Array.from({ length: 9 }, (_, i) =>
            stroke(`M${x - 14} ${300 + i * 50} Q${x} ${320 + i * 50} ${x + 14} ${300 + i * 50}`, shade(l.color, -0.28), 5, {
              opacity: 0.6,
            }),
          ).join(''),
        )
        .join('');
    const body = flatLay(s, outline, l.color, {
      weave: weaveOf(s, l.color, 'knit'),
      folds: ['M320 480 Q360 560 330 700', 'M680 480 Q640 560 670 700'],
      details,
    });
    return { body: tilt(l, body), focus: [500, 300] };
  },
};

export const yogaPants: ProductDrawing = {
  palette: ['#1f2024', '#4b3b63', '#2d4263', '#7d8f86', '#c97b84', '#5a5d63'],
  draw(l) {
    const s = l.s;
    const outline = 'M360 160 L640 160 L650 420 L640 860 L560 860 L506 430 L494 430 L440 860 L360 860 L350 420 Z';
    const dark = shade(l.color, -0.4);
    const details =
      path('M360 160 L640 160 L643 235 L357 235 Z', shade(l.color, 0.08)) +
      seam('M358 232 L642 232', dark) +
      seam('M500 235 L500 420', dark) +
      seam('M420 420 Q405 640 410 855', dark) +
      seam('M580 420 Q595 640 590 855', dark) +
      stroke('M362 845 L438 845', dark, 3, { opacity: 0.5 }) +
      stroke('M562 845 L638 845', dark, 3, { opacity: 0.5 });
    const body = flatLay(s, outline, l.color, {
      folds: ['M380 300 Q420 320 460 300', 'M540 320 Q580 340 620 320', 'M390 560 Q420 580 450 560', 'M550 600 Q580 620 610 600'],
      details,
      sheen: 0.14,
    });
    return { body: tilt(l, body), focus: [500, 220] };
  },
};

export const backpack: ProductDrawing = {
  palette: ['#2a2b2f', '#2d4263', '#6e7f62', '#b23a3a', '#c9b79c', '#5a5d63'],
  turns: true,
  draw(l) {
    const fabric = mat(l.color, 'matte');
    const trim = mat(shade(l.color, -0.45), 'matte');
    const main = move(blob(120, 170, 55, fabric, 0.55, 0.35, 40, 20), 0, 175, 0);
    const pocket = move(blob(92, 70, 26, mat(shade(l.color, 0.06), 'matte'), 0.5, 0.35, 36, 14), 0, 110, 50);
    const zip = (y: number, w: number, z: number): Face[] =>
      move(
        tube(
          curve(16, (t): V3 => [-w + 2 * w * t, 18 * Math.sin(t * Math.PI), 0]),
          2,
          mat('#1a1a1a', 'plastic'),
          6,
        ),
        0,
        y,
        z,
      );
    const pulls = [-1, 1].flatMap((k) => move(cuboid(6, 22, 3, mat('#c9ccd1', 'metal')), k * 20, 155, 76));
    const handle = tube(
      curve(10, (t): V3 => [-28 + 56 * t, 344 + 26 * Math.sin(t * Math.PI), -10]),
      5,
      trim,
      10,
    );
    const straps = [-1, 1].flatMap((k) =>
      ribbon(
        curve(14, (t): V3 => [k * (60 + 30 * t), 320 - 290 * t, -58 - 40 * Math.sin(t * Math.PI)]),
        34,
        5,
        trim,
      ),
    );
    const faces = [...straps, ...main, ...pocket, ...zip(172, 85, 70), ...pulls, ...handle, ...zip(300, 100, 40)];
    const { body, at } = render(l.s, faces, { yaw: turn(l, -22, 155), pitch: 8, scale: 1.75, cx: 500, cy: 830, fit: FRAME });
    return { body, focus: at([0, 150, 70]) };
  },
};

export const runningShoes: ProductDrawing = {
  palette: ['#f2f2f0', '#1f2024', '#2d5fa8', '#e04f3a', '#9aa3a8', '#3aa37a'],
  accents: ['#e04f3a', '#f2f2f0', '#f2f2f0', '#1f2024', '#e0a526', '#1f2024'],
  draw(l) {
    const s = l.s;
    // A side profile, toe to the right: the midsole thick at the heel with a toe spring, the
    // upper rising to the ankle collar, the tongue and laces, a stripe and a heel tab.
    const upper =
      'M205 572 C192 480 200 402 238 362 Q300 372 352 410 L392 352 Q424 338 448 362 L610 446 Q748 462 812 512 Q850 548 832 568 Z';
    const sole = 'M188 566 L836 560 Q866 566 860 590 Q846 618 792 622 L250 646 Q186 648 182 608 Z';
    const mesh = s.pattern(9, 9, circle(4.5, 4.5, 1.6, shade(l.color, -0.3), { opacity: 0.45 }));
    const upperFill = s.lin([
      [0, shade(l.color, 0.2)],
      [0.6, l.color],
      [1, shade(l.color, -0.22)],
    ]);
    const soleFill = s.lin([
      [0, '#fbfbfa'],
      [1, '#cfcfcc'],
    ]);
    const clip = s.clip(`<path d="${upper}"/>`);
    const shadowEll = path(
      'M220 640 Q520 690 850 610 Q850 660 520 690 Q220 690 220 640 Z',
      s.rad([
        [0, '#000', 0.3],
        [1, '#000', 0],
      ]),
    );
    const laces = Array.from({ length: 6 }, (_, i) =>
      stroke(`M${440 + i * 30} ${372 + i * 13} L${462 + i * 30} ${352 + i * 13}`, shade(l.accent, 0.5), 7),
    ).join('');
    const body =
      shadowEll +
      path(sole, soleFill) +
      path('M250 646 L792 622 Q846 618 860 590 L862 604 Q850 636 792 638 L250 662 Q186 664 182 622 Z', '#2a2a2a') +
      Array.from({ length: 16 }, (_, i) => rect(270 + i * 34, 650 - i * 1.5, 18, 9, 2, '#3a3a3a')).join('') +
      path(upper, upperFill, { stroke: shade(l.color, -0.3), 'stroke-width': 3 }) +
      `<g clip-path="${clip}">${path(upper, mesh)}` +
      path('M300 560 Q390 470 520 440 Q640 420 760 480 L768 506 Q650 452 540 470 Q420 500 340 566 Z', l.accent) +
      path('M190 420 Q260 400 300 450 L300 580 L190 580 Z', shade(l.color, -0.12)) +
      stroke('M210 556 L830 552', shade(l.color, -0.3), 3, { opacity: 0.5 }) +
      `</g>` +
      path('M232 366 Q226 330 252 326 L270 368 Z', l.accent) +
      path('M392 352 Q424 338 448 362 L440 372 Q420 352 400 366 Z', shade(l.color, -0.15)) +
      stroke('M238 366 Q300 378 352 414', shade(l.color, -0.45), 6, { opacity: 0.6 }) +
      laces +
      seam('M250 380 Q226 470 232 560', shade(l.color, -0.4), 1.8);
    return { body: l.pose ? g('translate(1000 0) scale(-1 1) rotate(4 500 500)', body) : body, focus: [520, 380] };
  },
};

export const leatherWallet: ProductDrawing = {
  palette: ['#6b3f26', '#1f1f21', '#8a5a3a', '#3b2a22', '#7a2d32', '#2d4263'],
  turns: true,
  draw(l) {
    const s = l.s;
    const grain = s.pattern(6, 6, circle(3, 3, 1.2, '#000', { opacity: 0.12 }));
    const leather = mat(l.color, 'plastic', { texture: grain });
    const w = 220;
    const h = 100;
    // A bifold, half open: the back panel flat, the front standing up, cards in their slots.
    const back = rotX(extrude(roundedOutline(w, h, 10), 0, 8, leather), -90);
    const front = move(rotX(extrude(roundedOutline(w, h, 10), 0, 8, leather), -90 + (l.pose ? 10 : 62)), 0, 8, -h / 2);
    const cards = [0, 1, 2].flatMap((i) =>
      move(
        rotX(cuboid(w * 0.82, 2, h * 0.7, mat(['#c9a25a', '#2f6fb0', '#d8d8d8'][i]!, 'gloss')), -90 + 62),
        -8 + i * 4,
        14 + i * 5,
        -h / 2 + 6 + i * 6,
      ),
    );
    const stitch = move(rotX(extrude(roundedOutline(w - 12, h - 12, 8), 0, 0.4, mat(shade(l.color, 0.35), 'matte')), -90), 0, 8.2, 0);
    const { body, at } = render(s, [...back, ...stitch, ...cards, ...front], {
      yaw: turn(l, 18, 200),
      pitch: 30,
      scale: 2.7,
      cx: 500,
      cy: 640,
      fit: FRAME,
    });
    return { body, focus: at([0, 30, -h / 2]) };
  },
};

export const hat: ProductDrawing = {
  palette: ['#1f2024', '#2d4263', '#c9b79c', '#b23a3a', '#f2f2f0', '#4f6b52'],
  turns: true,
  draw(l) {
    const cloth = mat(l.color, 'matte');
    // A baseball cap: a six-panel crown, a button on top, the curved brim reaching forward.
    const crown = lathe(
      Array.from({ length: 13 }, (_, i): [number, number] => {
        const a = (i / 12) * (Math.PI / 2);
        return [95 * Math.cos(a), 90 * Math.sin(a)];
      }),
      cloth,
      48,
    );
    const seams = [0, 60, 120, 180, 240, 300].flatMap((deg) =>
      rotY(
        tube(
          curve(10, (t): V3 => {
            const a = t * (Math.PI / 2);
            return [95.6 * Math.cos(a), 90.6 * Math.sin(a), 0];
          }),
          1.1,
          mat(shade(l.color, -0.35), 'matte'),
          6,
        ),
        deg,
      ),
    );
    const button = move(blob(9, 5, 9, cloth), 0, 90, 0);
    const brim = move(
      rotX(
        extrude(
          Array.from({ length: 25 }, (_, i): [number, number] => {
            const a = Math.PI + (i / 24) * Math.PI;
            return [98 * Math.cos(a), -Math.abs(118 * Math.sin(a))];
          }),
          0,
          5,
          mat(shade(l.color, -0.08), 'matte'),
        ),
        -100,
      ),
      0,
      8,
      30,
    );
    const faces = [...crown, ...seams, ...button, ...brim];
    const { body, at } = render(l.s, faces, { yaw: turn(l, 60, -70), pitch: 22, scale: 2.6, cx: 480, cy: 700, fit: FRAME });
    return { body, focus: at([0, 60, 90]) };
  },
};
