import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import type { RouteDef } from '@mall/shared';

/** A temporary folder removed by the returned cleanup. */
export function tempDir(prefix = 'mall-api-'): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface FakeRemoteOptions {
  routes?: RouteDef[];
  shared?: { name: string; requiredVersion: string }[];
  /** Publish time (the manifest's mtime). */
  publishedAt?: Date;
  /** Extra files, path relative to the version folder -> content. */
  files?: Record<string, string>;
}

/** Writes ARTIFACTS_DIR/remotes/<remote>/<version>/ the way a remote build publishes it. */
export function publishFakeRemote(artifactsDir: string, remote: string, version: string, opts: FakeRemoteOptions = {}): string {
  const dir = path.join(artifactsDir, 'remotes', remote, version);
  mkdirSync(dir, { recursive: true });
  const manifest = {
    id: remote.replace(/-/g, '_'),
    name: remote.replace(/-/g, '_'),
    metaData: { name: remote.replace(/-/g, '_'), publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
    shared: (opts.shared ?? [{ name: 'react', requiredVersion: '^19.0.0' }]).map((s) => ({
      ...s,
      version: s.requiredVersion.replace(/^\D+/, ''),
      singleton: true,
    })),
    exposes: [{ name: 'routes', path: './routes' }],
  };
  const manifestFile = path.join(dir, 'mf-manifest.json');
  writeFileSync(manifestFile, JSON.stringify(manifest));
  writeFileSync(path.join(dir, 'routes.json'), JSON.stringify({ remote, routes: opts.routes ?? [] }));
  writeFileSync(path.join(dir, 'remoteEntry.js'), '/* remote entry */');
  for (const [rel, content] of Object.entries(opts.files ?? {})) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), content);
  }
  if (opts.publishedAt) utimesSync(manifestFile, opts.publishedAt, opts.publishedAt);
  return dir;
}

/** A built shell: index.html plus a hashed script. */
export function writeFakeShell(shellDist: string, title = 'GlobalTrade Mall'): void {
  mkdirSync(path.join(shellDist, 'static', 'js'), { recursive: true });
  writeFileSync(
    path.join(shellDist, 'index.html'),
    `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title><script defer src="/static/js/main.1a2b3c4d.js"></script></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(path.join(shellDist, 'static', 'js', 'main.1a2b3c4d.js'), 'console.log("shell")');
  writeFileSync(path.join(shellDist, 'favicon.ico'), 'icon');
}

// --- real files for upload tests ---------------------------------------------------------------

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A real, valid PNG of one colour (optionally padded to an exact size with an ancillary chunk). */
export function tinyPng(rgb: [number, number, number] = [200, 30, 30], padTo?: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(2, 0);
  ihdr.writeUInt32BE(2, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const row = Buffer.from([0, ...rgb, ...rgb]);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat([row, row]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  if (!padTo || padTo <= png.length) return png;
  // A private ancillary chunk before IEND; 12 bytes of chunk framing.
  const pad = chunk('zzZz', Buffer.alloc(padTo - png.length - 12));
  return Buffer.concat([png.subarray(0, png.length - 12), pad, png.subarray(png.length - 12)]);
}

/** A small, real PDF document (what a merchant uploads as a voucher or invoice). */
export function tinyPdf(text = 'Voucher'): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n` +
      `3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 100]/Contents 4 0 R>>endobj\n` +
      `4 0 obj<</Length 40>>stream\nBT /F1 12 Tf 20 50 Td (${text}) Tj ET\nendstream endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );
}
