import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RouteDef } from '@mall/shared';
import { pdf, png } from '@mall/shared/testing/files';

/** A temporary folder removed by the returned cleanup. */
export function tempDir(prefix = 'mall-api-'): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface FakeRemoteOptions {
  routes?: RouteDef[];
  /** Shared modules; a singleton with the version its range names unless the entry says otherwise. */
  shared?: { name: string; requiredVersion: string; singleton?: boolean; version?: string }[];
  /** Publish time (the manifest's mtime). */
  publishedAt?: Date;
  /** Extra files, path relative to the version folder -> content. */
  files?: Record<string, string>;
  /** routes.json `requires`: what it needs from the shell besides shared packages (runtime, bus). */
  requires?: Record<string, string>;
}

/** Writes ARTIFACTS_DIR/remotes/<remote>/<version>/ the way a remote build publishes it. */
export function publishFakeRemote(artifactsDir: string, remote: string, version: string, opts: FakeRemoteOptions = {}): string {
  const dir = path.join(artifactsDir, 'remotes', remote, version);
  mkdirSync(dir, { recursive: true });
  const name = remote.replace(/-/g, '_');
  // The layout of Module Federation 2's mf-manifest.json (the fields the registry and the runtime read).
  const manifest = {
    id: name,
    name,
    metaData: {
      name,
      type: 'app',
      buildInfo: { buildVersion: version, buildName: remote },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      types: { path: '', name: '', zip: '', api: '' },
      globalName: name,
      pluginVersion: '2.9.2',
      publicPath: 'auto',
    },
    shared: (opts.shared ?? [{ name: 'react', requiredVersion: '^19.0.0' }]).map((s) => ({
      id: `${name}:${s.name}`,
      version: s.requiredVersion.replace(/^\D+/, ''),
      singleton: true,
      assets: { js: { async: [], sync: [] }, css: { async: [], sync: [] } },
      ...s,
    })),
    remotes: [],
    exposes: [
      {
        id: `${name}:routes`,
        name: 'routes',
        path: './routes',
        assets: { js: { sync: ['static/js/async/__federation_expose_routes.js'], async: [] }, css: { sync: [], async: [] } },
      },
    ],
  };
  const manifestFile = path.join(dir, 'mf-manifest.json');
  writeFileSync(manifestFile, JSON.stringify(manifest));
  writeFileSync(
    path.join(dir, 'routes.json'),
    JSON.stringify({ remote, routes: opts.routes ?? [], ...(opts.requires ? { requires: opts.requires } : {}) }),
  );
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

/** A real, valid 2x2 PNG of one colour (optionally padded to an exact size with an ancillary chunk). */
export const tinyPng = (rgb: [number, number, number] = [200, 30, 30], padTo?: number): Buffer => png(rgb, { padTo });

/** A small, real PDF document (what a merchant uploads as a voucher or invoice). */
export const tinyPdf = (text = 'Voucher'): Buffer => pdf(text);
