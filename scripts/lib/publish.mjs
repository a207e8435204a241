// Publishes a remote's production build as an immutable, versioned artifact:
// artifacts/remotes/<remote>/<version>/ with version = package.json version + commit.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './run.mjs';

export const ARTIFACTS = process.env.ARTIFACTS_DIR || path.join(ROOT, 'artifacts');

function commitOf(dir) {
  try {
    return execFileSync('git', ['log', '-1', '--format=%h', '--', '.'], { cwd: dir, encoding: 'utf8' }).trim() || 'nogit';
  } catch {
    return 'nogit';
  }
}

function listFiles(dir, base = dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? listFiles(p, base) : [path.relative(base, p)];
  });
}

export function contentHash(dir) {
  const h = createHash('sha256');
  for (const f of listFiles(dir).sort()) {
    h.update(f);
    h.update(fs.readFileSync(path.join(dir, f)));
  }
  return h.digest('hex').slice(0, 8);
}

/**
 * Copies <remote>/dist to its versioned folder. An existing version is never overwritten: the same
 * content is reused, different content under the same commit gets a content-hash suffix.
 */
export function publishRemote(remote) {
  const dir = path.join(ROOT, remote);
  const dist = path.join(dir, 'dist');
  if (!fs.existsSync(path.join(dist, 'mf-manifest.json'))) throw new Error(`${remote}: no production build in dist/`);
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const hash = contentHash(dist);
  const base = `${pkg.version}-${commitOf(dir)}`;
  for (const version of [base, `${base}.${hash}`]) {
    const target = path.join(ARTIFACTS, 'remotes', remote, version);
    if (fs.existsSync(target)) {
      if (fs.readFileSync(path.join(target, '.content-hash'), 'utf8') === hash) return { remote, version, created: false };
      continue;
    }
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const tmp = `${target}.tmp-${process.pid}`;
    fs.cpSync(dist, tmp, { recursive: true });
    fs.writeFileSync(path.join(tmp, '.content-hash'), hash);
    fs.renameSync(tmp, target);
    return { remote, version, created: true };
  }
  throw new Error(`${remote}: version ${base}.${hash} exists with other content`);
}
