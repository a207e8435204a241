// Publishes a remote's production build as an immutable, versioned artifact:
// artifacts/remotes/<remote>/<version>/ with version = package.json version + commit.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { precompress } from './compress.mjs';
import { ROOT } from './run.mjs';

// Relative to the repository root, as the API reads it.
export const ARTIFACTS = path.resolve(ROOT, process.env.ARTIFACTS_DIR || 'artifacts');

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

// Build statistics, published for people and tools but read by nothing at run time: the federation
// plugin's module "usedIn"/"requires" lists in it differ between two builds of the same tree, which
// made every rebuild publish a new version of identical code.
const NOT_HASHED = new Set(['mf-stats.json']);

export function contentHash(dir) {
  const h = createHash('sha256');
  for (const f of listFiles(dir).sort()) {
    if (NOT_HASHED.has(f)) continue;
    h.update(f);
    h.update(fs.readFileSync(path.join(dir, f)));
  }
  return h.digest('hex').slice(0, 8);
}

/** The version a build of <remote> publishes as: package.json version + the remote's last commit. */
export function versionOf(remote) {
  const dir = path.join(ROOT, remote);
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return `${pkg.version}-${commitOf(dir)}`;
}

/**
 * Copies <remote>/dist to its versioned folder. An existing version is never overwritten: the same
 * content is reused, different content under the same commit gets a content-hash suffix.
 * Options (tests, the release CLI): distDir, artifactsDir, version.
 */
export function publishRemote(remote, opts = {}) {
  const dist = opts.distDir ?? path.join(ROOT, remote, 'dist');
  const artifacts = opts.artifactsDir ?? ARTIFACTS;
  if (!fs.existsSync(path.join(dist, 'mf-manifest.json'))) throw new Error(`${remote}: no production build in dist/`);
  const hash = contentHash(dist);
  const base = opts.version ?? versionOf(remote);
  for (const version of [base, `${base}.${hash}`]) {
    const target = path.join(artifacts, 'remotes', remote, version);
    if (fs.existsSync(target)) {
      if (readOr(path.join(target, '.content-hash')) === hash) return { remote, version, created: false };
      continue;
    }
    fs.mkdirSync(path.dirname(target), { recursive: true });
    // Copy aside, then rename: the API never sees a half-copied version.
    const tmp = `${target}.tmp-${process.pid}`;
    fs.cpSync(dist, tmp, { recursive: true });
    precompress(tmp);
    fs.writeFileSync(path.join(tmp, '.content-hash'), hash);
    fs.renameSync(tmp, target);
    return { remote, version, created: true };
  }
  throw new Error(`${remote}: version ${base}.${hash} exists with other content`);
}

function readOr(file, fallback = '') {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return fallback;
  }
}
