// Small process helpers for the root scripts (Node built-ins only: they run before any install).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const REMOTES = ['mf-catalog', 'mf-shop', 'mf-checkout', 'mf-user-center', 'mf-chat'];
export const PNPM_VERSION = '10.34.9';

export function log(...args) {
  console.log('\x1b[36m›\x1b[0m', ...args);
}

/** Runs a command, inheriting stdio; rejects on a non-zero exit. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: 'inherit', cwd: ROOT, ...opts, env: { ...process.env, ...opts.env } });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code ?? signal}`)),
    );
  });
}

export function has(cmd, args = ['--version']) {
  return spawnSync(cmd, args, { stdio: 'ignore' }).status === 0;
}

/** pnpm through npm when the machine has only Node and npm (TOOLCHAIN.md: pnpm 10 on Node 20). */
export async function ensurePnpm() {
  if (has('pnpm')) return 'pnpm';
  log(`installing pnpm@${PNPM_VERSION} with npm`);
  try {
    await run('npm', ['install', '-g', `pnpm@${PNPM_VERSION}`]);
    if (has('pnpm')) return 'pnpm';
  } catch {
    /* no global install rights: fall back to a local copy */
  }
  await run('npm', ['install', '--no-save', '--prefix', path.join(ROOT, '.tools'), `pnpm@${PNPM_VERSION}`]);
  return path.join(ROOT, '.tools/node_modules/.bin/pnpm');
}

export async function installDeps(pnpm) {
  log('installing dependencies');
  await run(pnpm, ['install', '--frozen-lockfile', '--prefer-offline'], { env: { CI: 'true' } });
}
