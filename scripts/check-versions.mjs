// The shared contract's versions mean something (docs/teams.md, "The shared contract"):
// - a change to @mall/shared's code (shared/src, tests aside) comes with a higher version of the
//   package: remotes built on it require ^<that version>, so the release registry refuses them
//   under an older shell instead of running them on code they were not built for;
// - a change to the bus's events (BusEvents in shared/src/bus.ts) comes with a higher BUS_VERSION.
// Compared with where this branch left main (or, on main itself, with the commit before), the
// working tree included. Bump with changesets: `pnpm changeset` (pick @mall/shared and the kind of
// change), then `pnpm changeset version`.
//   node scripts/check-versions.mjs [--root DIR]        (VERSION_BASE=<commit> to compare with another)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const root = args.includes('--root')
  ? path.resolve(args[args.indexOf('--root') + 1])
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const git = (...a) => execFileSync('git', a, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
const tryGit = (...a) => {
  try {
    return git(...a);
  } catch {
    return null;
  }
};

/** Where this change starts: VERSION_BASE, else the fork point from main, else (on main) the commit before. */
function baseCommit() {
  if (process.env.VERSION_BASE) return git('rev-parse', process.env.VERSION_BASE);
  if (tryGit('rev-parse', '--abbrev-ref', 'HEAD') !== 'main') {
    for (const ref of ['main', 'origin/main']) {
      const fork = tryGit('merge-base', 'HEAD', ref);
      if (fork) return fork;
    }
  }
  return tryGit('rev-parse', 'HEAD^');
}

/** 'x.y.z' compared as numbers (pre-release tags are not used for these packages). */
const newer = (a, b) => {
  const [x, y] = [a, b].map((v) => [0, 1, 2].map((i) => Number(String(v).split(/[.-]/)[i]) || 0));
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] > y[i];
  return false;
};

const sharedVersion = (text) => JSON.parse(text).version;
/** The bus's version and the text of its events (what remotes of other ages rely on). */
const busOf = (text) => ({
  version: /export const BUS_VERSION = '([^']+)'/.exec(text)?.[1] ?? /export const BUS_VERSION = (\d+)/.exec(text)?.[1] ?? '0',
  events: /export interface BusEvents \{[\s\S]*?\n\}/.exec(text)?.[0] ?? '',
});

export function versionProblems() {
  const base = baseCommit();
  if (!base) return [];
  const changed = git('diff', '--name-only', base, '--', 'shared/src')
    .split('\n')
    .filter((f) => f && !/(^|\/)__tests__\//.test(f));
  const problems = [];
  if (!changed.length) return problems;
  const before = sharedVersion(tryGit('show', `${base}:shared/package.json`) ?? '{"version":"0.0.0"}');
  const now = sharedVersion(fs.readFileSync(path.join(root, 'shared/package.json'), 'utf8'));
  if (!newer(now, before))
    problems.push(
      `@mall/shared changed (${changed.slice(0, 5).join(', ')}${changed.length > 5 ? ', …' : ''}) but its version is still ${now} (was ${before} at ${base.slice(0, 7)}): run \`pnpm changeset\` for @mall/shared, then \`pnpm changeset version\``,
    );
  if (changed.includes('shared/src/bus.ts')) {
    const busBefore = busOf(tryGit('show', `${base}:shared/src/bus.ts`) ?? '');
    const busNow = busOf(fs.readFileSync(path.join(root, 'shared/src/bus.ts'), 'utf8'));
    if (busBefore.events !== busNow.events && !newer(busNow.version, busBefore.version))
      problems.push(
        `the bus's events changed but BUS_VERSION is still ${busNow.version} (shared/src/bus.ts): add an event in a new minor version`,
      );
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = versionProblems();
  for (const p of problems) console.error(`check-versions: ${p}`);
  process.exit(problems.length ? 1 : 0);
}
