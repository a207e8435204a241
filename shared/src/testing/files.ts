import { deflateSync } from 'node:zlib';

/**
 * Real files for upload tests (API and browser journeys), built byte by byte so the server's
 * content sniffing sees the real thing. Node only.
 */

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};

/**
 * A real PNG of one colour, `size` x `size` pixels; `padTo` pads it to an exact byte size with a
 * private ancillary chunk (for size limits).
 */
export function png(rgb: [number, number, number], { size = 2, padTo }: { size?: number; padTo?: number } = {}): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const row = Buffer.from([0, ...Array.from({ length: size }, () => rgb).flat()]);
  const file = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  if (!padTo || padTo <= file.length) return file;
  // Before IEND (the last 12 bytes); 12 bytes of chunk framing.
  const pad = chunk('zzZz', Buffer.alloc(padTo - file.length - 12));
  return Buffer.concat([file.subarray(0, file.length - 12), pad, file.subarray(file.length - 12)]);
}

/** A small real one-page PDF showing `text` (which can be read back from its bytes). */
export function pdf(text: string): Buffer {
  const content = `BT /F1 12 Tf 20 50 Td (${text}) Tj ET`;
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n` +
      `3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 100]/Contents 4 0 R>>endobj\n` +
      `4 0 obj<</Length ${content.length}>>stream\n${content}\nendstream endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );
}
