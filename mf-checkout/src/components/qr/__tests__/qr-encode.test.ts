import { dataPositions, encodeQr, formatBits, formatPositions, gfMultiply, maskBit } from '../qr-encode';

/** Level M block layout (ISO/IEC 18004 table 9), re-stated independently of the encoder. */
const LAYOUT: Record<number, { ec: number; blocks: number[] }> = {
  1: { ec: 10, blocks: [16] },
  5: { ec: 24, blocks: [43, 43] },
  8: { ec: 22, blocks: [38, 38, 39, 39] },
  9: { ec: 22, blocks: [36, 36, 36, 37, 37] },
  10: { ec: 26, blocks: [43, 43, 43, 43, 44] },
};

const pow = (e: number) => {
  let r = 1;
  for (let i = 0; i < e; i++) r = gfMultiply(r, 2);
  return r;
};
/** c(α^i) for a codeword block, highest degree first. */
const evalAt = (block: number[], x: number) => block.reduce((acc, c) => gfMultiply(acc, x) ^ c, 0);

/** Reads a symbol back: format (BCH), unmask, de-interleave, RS syndromes, byte-mode payload. */
function decode(text: string) {
  const qr = encodeQr(text);
  const { first, second } = formatPositions(qr.size);
  const read = (list: [number, number][]) => list.reduce((acc, [x, y], i) => acc | (qr.modules[y]![x] ? 1 << i : 0), 0);
  const f1 = read(first);
  expect(read(second)).toBe(f1);
  const mask = [0, 1, 2, 3, 4, 5, 6, 7].find((m) => formatBits(m) === f1);
  expect(mask).toBe(qr.mask);
  // Finder pattern corners are dark, the separator light.
  expect(qr.modules[0]![0]).toBe(true);
  expect(qr.modules[7]![7]).toBe(false);
  expect(qr.modules[qr.size - 8]![8]).toBe(true);

  const bits = dataPositions(qr.isFunction).map(([x, y]) => qr.modules[y]![x] !== maskBit(mask!, x, y));
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(bits.slice(i, i + 8).reduce((a, b) => (a << 1) | (b ? 1 : 0), 0));
  const layout = LAYOUT[qr.version]!;
  const blocks = layout.blocks.map((): number[] => []);
  let k = 0;
  const longest = Math.max(...layout.blocks);
  for (let i = 0; i < longest; i++) layout.blocks.forEach((len, b) => i < len && blocks[b]!.push(bytes[k++]!));
  for (let i = 0; i < layout.ec; i++) blocks.forEach((b) => b.push(bytes[k++]!));
  for (const b of blocks) for (let i = 0; i < layout.ec; i++) expect(evalAt(b, pow(i))).toBe(0);

  const data = blocks.flatMap((b, i) => b.slice(0, layout.blocks[i]));
  const stream = data.flatMap((byte) => Array.from({ length: 8 }, (_, i) => (byte >>> (7 - i)) & 1));
  const take = (n: number) => stream.splice(0, n).reduce((a, b) => (a << 1) | b, 0);
  expect(take(4)).toBe(0b0100);
  const len = take(qr.version < 10 ? 8 : 16);
  return { qr, text: new TextDecoder().decode(new Uint8Array(Array.from({ length: len }, () => take(8)))) };
}

describe('QR encoder', () => {
  it.each([
    ['short text', 'HELLO', 1],
    ['a sandbox payment URL', 'http://127.0.0.1:8096/api/sandbox-gateway/pay/P1763720000000a1b2c3d4e5f6', 5],
    ['a long URL', `https://shop.example.com/api/sandbox-gateway/pay/${'x'.repeat(120)}`, 9],
    ['a URL of version 8', `https://shop.example.com/api/sandbox-gateway/pay/${'x'.repeat(95)}`, 8],
    ['a very long URL', `https://shop.example.com/${'y'.repeat(180)}`, 10],
  ])('encodes %s so that it reads back (format, RS syndromes, payload)', (_name, text, version) => {
    const { qr, text: back } = decode(text);
    expect(qr.version).toBe(version);
    expect(back).toBe(text);
  });

  it('refuses text beyond version 10', () => {
    expect(() => encodeQr('z'.repeat(300))).toThrow(RangeError);
  });
});
