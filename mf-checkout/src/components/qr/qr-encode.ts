/**
 * A tiny QR code encoder (ISO/IEC 18004): byte mode, error correction level M, versions 1-10
 * (up to 213 bytes, plenty for the sandbox gateway's payment URL). No dependencies; follows the
 * structure of Nayuki's reference implementation. Answers a square matrix, true = dark.
 */
export interface QrMatrix {
  version: number;
  size: number;
  mask: number;
  modules: boolean[][];
  /** Function patterns (finders, timing, alignment, format, version): not data. */
  isFunction: boolean[][];
}

/** Level M per version: [ec codewords per block, [blocks, data codewords]...]. */
const BLOCKS_M: readonly (readonly [number, ...(readonly [number, number])[]])[] = [
  [10, [1, 16]],
  [16, [1, 28]],
  [26, [1, 44]],
  [18, [2, 32]],
  [24, [2, 43]],
  [16, [4, 27]],
  [18, [4, 31]],
  [22, [2, 38], [2, 39]],
  [22, [3, 36], [2, 37]],
  [26, [4, 43], [1, 44]],
];
const ALIGNMENT: readonly (readonly number[])[] = [
  [],
  [6, 18],
  [6, 22],
  [6, 26],
  [6, 30],
  [6, 34],
  [6, 22, 38],
  [6, 24, 42],
  [6, 26, 46],
  [6, 28, 50],
];
/** Format bits of level M. */
const EC_FORMAT_M = 0;

export function gfMultiply(x: number, y: number): number {
  let z = 0;
  for (let i = 7; i >= 0; i--) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d);
    z ^= ((y >>> i) & 1) * x;
  }
  return z;
}

function rsDivisor(degree: number): number[] {
  const result = new Array<number>(degree).fill(0);
  result[degree - 1] = 1;
  let root = 1;
  for (let i = 0; i < degree; i++) {
    for (let j = 0; j < result.length; j++) {
      result[j] = gfMultiply(result[j]!, root);
      if (j + 1 < result.length) result[j]! ^= result[j + 1]!;
    }
    root = gfMultiply(root, 0x02);
  }
  return result;
}

export function rsRemainder(data: readonly number[], degree: number): number[] {
  const divisor = rsDivisor(degree);
  const result = new Array<number>(degree).fill(0);
  for (const b of data) {
    const factor = b ^ result.shift()!;
    result.push(0);
    divisor.forEach((coef, i) => (result[i]! ^= gfMultiply(coef, factor)));
  }
  return result;
}

const dataCapacity = (v: number) => {
  const [, ...groups] = BLOCKS_M[v - 1]!;
  return groups.reduce((s, [n, d]) => s + n * d, 0);
};

/** Data codewords: mode 0100, count (8 bits up to v9, 16 from v10), bytes, terminator, padding. */
function dataCodewords(bytes: Uint8Array, version: number): number[] {
  const bits: number[] = [];
  const put = (value: number, len: number) => {
    for (let i = len - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  put(0b0100, 4);
  put(bytes.length, version < 10 ? 8 : 16);
  for (const b of bytes) put(b, 8);
  const capacityBits = dataCapacity(version) * 8;
  put(0, Math.min(4, capacityBits - bits.length));
  put(0, (8 - (bits.length % 8)) % 8);
  for (let pad = 0xec; bits.length < capacityBits; pad ^= 0xec ^ 0x11) put(pad, 8);
  const out: number[] = [];
  for (let i = 0; i < bits.length; i += 8) out.push(bits.slice(i, i + 8).reduce((a, b) => (a << 1) | b, 0));
  return out;
}

/** Splits into blocks, adds Reed-Solomon codewords and interleaves. */
export function withErrorCorrection(data: readonly number[], version: number): number[] {
  const [ec, ...groups] = BLOCKS_M[version - 1]!;
  const blocks: number[][] = [];
  let k = 0;
  for (const [n, d] of groups) {
    for (let i = 0; i < n; i++) {
      blocks.push(data.slice(k, k + d));
      k += d;
    }
  }
  const out: number[] = [];
  const longest = Math.max(...blocks.map((b) => b.length));
  for (let i = 0; i < longest; i++) for (const b of blocks) if (i < b.length) out.push(b[i]!);
  const eccs = blocks.map((b) => rsRemainder(b, ec));
  for (let i = 0; i < ec; i++) for (const e of eccs) out.push(e[i]!);
  return out;
}

export function formatBits(mask: number): number {
  const data = (EC_FORMAT_M << 3) | mask;
  let rem = data;
  for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
  return ((data << 10) | rem) ^ 0x5412;
}

const maskBit = (mask: number, x: number, y: number): boolean => {
  switch (mask) {
    case 0:
      return (x + y) % 2 === 0;
    case 1:
      return y % 2 === 0;
    case 2:
      return x % 3 === 0;
    case 3:
      return (x + y) % 3 === 0;
    case 4:
      return (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0;
    case 5:
      return ((x * y) % 2) + ((x * y) % 3) === 0;
    case 6:
      return (((x * y) % 2) + ((x * y) % 3)) % 2 === 0;
    default:
      return (((x + y) % 2) + ((x * y) % 3)) % 2 === 0;
  }
};

function baseMatrix(version: number) {
  const size = version * 4 + 17;
  const modules = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  const isFunction = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  const set = (x: number, y: number, dark: boolean) => {
    modules[y]![x] = dark;
    isFunction[y]![x] = true;
  };
  for (let i = 0; i < size; i++) {
    set(6, i, i % 2 === 0);
    set(i, 6, i % 2 === 0);
  }
  for (const [cx, cy] of [
    [3, 3],
    [size - 4, 3],
    [3, size - 4],
  ] as const) {
    for (let dy = -4; dy <= 4; dy++) {
      for (let dx = -4; dx <= 4; dx++) {
        const d = Math.max(Math.abs(dx), Math.abs(dy));
        const x = cx + dx;
        const y = cy + dy;
        if (x >= 0 && x < size && y >= 0 && y < size) set(x, y, d !== 2 && d !== 4);
      }
    }
  }
  const pos = ALIGNMENT[version - 1]!;
  const last = pos.length - 1;
  pos.forEach((px, i) =>
    pos.forEach((py, j) => {
      if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) return;
      for (let dy = -2; dy <= 2; dy++) for (let dx = -2; dx <= 2; dx++) set(px + dx, py + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
    }),
  );
  drawFormat(modules, isFunction, 0);
  if (version >= 7) {
    let rem = version;
    for (let i = 0; i < 12; i++) rem = (rem << 1) ^ ((rem >>> 11) * 0x1f25);
    const bits = (version << 12) | rem;
    for (let i = 0; i < 18; i++) {
      const dark = ((bits >>> i) & 1) === 1;
      const a = size - 11 + (i % 3);
      const b = Math.floor(i / 3);
      set(a, b, dark);
      set(b, a, dark);
    }
  }
  return { size, modules, isFunction };
}

/** The 15 format bits and their two copies (plus the always-dark module). */
export function formatPositions(size: number): { first: [number, number][]; second: [number, number][] } {
  const first: [number, number][] = [];
  const second: [number, number][] = [];
  for (let i = 0; i <= 5; i++) first.push([8, i]);
  first.push([8, 7], [8, 8], [7, 8]);
  for (let i = 9; i < 15; i++) first.push([14 - i, 8]);
  for (let i = 0; i < 8; i++) second.push([size - 1 - i, 8]);
  for (let i = 8; i < 15; i++) second.push([8, size - 15 + i]);
  return { first, second };
}

function drawFormat(modules: boolean[][], isFunction: boolean[][], mask: number) {
  const size = modules.length;
  const bits = formatBits(mask);
  const { first, second } = formatPositions(size);
  for (const list of [first, second]) {
    list.forEach(([x, y], i) => {
      modules[y]![x] = ((bits >>> i) & 1) === 1;
      isFunction[y]![x] = true;
    });
  }
  modules[size - 8]![8] = true;
  isFunction[size - 8]![8] = true;
}

/** Data module positions in placement order (two-column zigzag from the bottom right). */
export function dataPositions(isFunction: boolean[][]): [number, number][] {
  const size = isFunction.length;
  const out: [number, number][] = [];
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let vert = 0; vert < size; vert++) {
      for (let j = 0; j < 2; j++) {
        const x = right - j;
        const upward = ((right + 1) & 2) === 0;
        const y = upward ? size - 1 - vert : vert;
        if (!isFunction[y]![x]) out.push([x, y]);
      }
    }
  }
  return out;
}

function penalty(m: boolean[][]): number {
  const size = m.length;
  let score = 0;
  const line = (get: (i: number, j: number) => boolean) => {
    for (let i = 0; i < size; i++) {
      let run = 1;
      for (let j = 1; j <= size; j++) {
        if (j < size && get(i, j) === get(i, j - 1)) run++;
        else {
          if (run >= 5) score += 3 + (run - 5);
          run = 1;
        }
      }
      for (let j = 0; j + 11 <= size; j++) {
        const s = Array.from({ length: 11 }, (_, k) => (get(i, j + k) ? '1' : '0')).join('');
        if (s === '10111010000' || s === '00001011101') score += 40;
      }
    }
  };
  line((i, j) => m[i]![j]!);
  line((i, j) => m[j]![i]!);
  for (let y = 0; y < size - 1; y++)
    for (let x = 0; x < size - 1; x++) {
      const c = m[y]![x];
      if (c === m[y]![x + 1] && c === m[y + 1]![x] && c === m[y + 1]![x + 1]) score += 3;
    }
  const dark = m.reduce((s, row) => s + row.filter(Boolean).length, 0);
  score += Math.floor(Math.abs(dark * 20 - size * size * 10) / (size * size)) * 10;
  return score;
}

/** Encodes text (UTF-8) in the smallest version that holds it; throws if it needs more than version 10. */
export function encodeQr(text: string): QrMatrix {
  const bytes = new TextEncoder().encode(text);
  let version = 1;
  while (version <= 10 && 4 + (version < 10 ? 8 : 16) + bytes.length * 8 > dataCapacity(version) * 8) version++;
  if (version > 10) throw new RangeError('text too long for this QR encoder');
  const codewords = withErrorCorrection(dataCodewords(bytes, version), version);
  let best: QrMatrix | null = null;
  let bestScore = Infinity;
  for (let mask = 0; mask < 8; mask++) {
    const { size, modules, isFunction } = baseMatrix(version);
    dataPositions(isFunction).forEach(([x, y], i) => {
      const bit = i < codewords.length * 8 ? ((codewords[i >>> 3]! >>> (7 - (i & 7))) & 1) === 1 : false;
      modules[y]![x] = bit !== maskBit(mask, x, y);
    });
    drawFormat(modules, isFunction, mask);
    const score = penalty(modules);
    if (score < bestScore) {
      bestScore = score;
      best = { version, size, mask, modules, isFunction };
    }
  }
  return best!;
}

export { maskBit };
