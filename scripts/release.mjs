// Release CLI (docs/releases.md): ships one remote and moves live versions through the API.
//   pnpm release publish <remote> [--no-build] [--dist <folder>] [--offline]
//   pnpm release list
//   pnpm release promote <remote> <version> [--reason "why"]
//   pnpm release rollback <remote> [--reason "why"]
//   pnpm release history <remote>
//   pnpm release canary <remote> <version>     (prints a link that pins it in one browser)
//   pnpm release sync
// RELEASE_API (default http://127.0.0.1:8080/api), RELEASE_TOKEN (default: the token a local `npm start`
// generated, read from <DATA_DIR>.secrets.json, i.e. .data/pglite.secrets.json),
// ARTIFACTS_DIR (where `publish` copies the artifact; the API must serve the same folder).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensurePnpm, log, REMOTES, ROOT, run } from './lib/run.mjs';
import { ARTIFACTS, publishRemote } from './lib/publish.mjs';

const API = (process.env.RELEASE_API || 'http://127.0.0.1:8080/api').replace(/\/+$/, '');
const TOKEN = process.env.RELEASE_TOKEN || localReleaseToken();
const ACTOR = process.env.RELEASE_ACTOR || `${os.userInfo().username}@${os.hostname()}`;

const argv = process.argv.slice(2);
const flags = new Set(argv.filter((a) => a.startsWith('--')));
const optionOf = (name) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
const VALUE_FLAGS = ['--reason', '--dist'];
const positional = argv.filter((a, i) => !a.startsWith('--') && !(i > 0 && VALUE_FLAGS.includes(argv[i - 1])));
const [command, ...params] = positional;

class CliError extends Error {}

/** The release token a local server generated at its first start (api/src/security/secrets.ts), if there is one. */
function localReleaseToken() {
  const dataDir = path.resolve(ROOT, process.env.DATA_DIR || '.data/pglite');
  try {
    return JSON.parse(fs.readFileSync(`${dataDir.replace(/[\\/]+$/, '')}.secrets.json`, 'utf8')).RELEASE_TOKEN ?? '';
  } catch {
    return '';
  }
}

async function call(method, path, body) {
  let res;
  try {
    res = await fetch(API + path, {
      method,
      headers: { 'x-release-token': TOKEN, 'x-release-actor': ACTOR, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch (err) {
    throw new CliError(
      `cannot reach the API at ${API} (${err.cause?.code ?? err.message}); set RELEASE_API or start it with \`pnpm start\``,
    );
  }
  const answer = await res.json().catch(() => ({}));
  if (res.status === 401)
    throw new CliError(
      TOKEN
        ? 'the API refused the release token (set RELEASE_TOKEN to the one the server uses)'
        : 'no release token: set RELEASE_TOKEN (a server without one generates it at first start and prints it once)',
    );
  if (!res.ok || answer.code !== '00000') {
    const problems = answer.data?.problems;
    throw new CliError(problems?.length ? `refused:\n  - ${problems.join('\n  - ')}` : `${res.status}: ${answer.msg ?? res.statusText}`);
  }
  return answer.data;
}

const need = (value, usage) => {
  if (!value) throw new CliError(`usage: pnpm release ${usage}`);
  return value;
};
const when = (iso) => (iso ? new Date(iso).toISOString().replace('T', ' ').slice(0, 19) : '');
const pad = (s, n) => String(s ?? '').padEnd(n);

const commands = {
  async publish() {
    const remote = need(params[0], 'publish <remote> [--no-build] [--dist <folder>] [--offline]');
    if (!REMOTES.includes(remote)) throw new CliError(`unknown remote ${remote} (one of ${REMOTES.join(', ')})`);
    // --dist: publish a build made elsewhere (a CI job's output) instead of <remote>/dist.
    const dist = optionOf('--dist');
    if (!dist && !flags.has('--no-build')) {
      // This remote only: nothing else is rebuilt, and the shell needs no rebuild to load it.
      log(`building ${remote}`);
      await run(await ensurePnpm(), ['--filter', remote, 'run', 'build'], { env: { NODE_ENV: 'production' } });
    }
    const r = publishRemote(remote, dist ? { distDir: path.resolve(dist) } : {});
    log(`${r.created ? 'published' : 'already published (same content)'} ${remote}@${r.version} in ${ARTIFACTS}`);
    if (flags.has('--offline')) {
      log('offline: the API registers it at its next start, or on `pnpm release sync`');
      return;
    }
    const synced = await call('POST', '/release/sync');
    log(synced.added.length ? `registered ${synced.added.join(', ')}` : 'the API already knew this version');
    log(`not live yet: pnpm release promote ${remote} ${r.version} --reason "..."`);
  },

  async list() {
    const remotes = await call('GET', '/release/list');
    for (const r of remotes) {
      console.log(`\n${r.remote}  live ${r.live ?? '-'} since ${when(r.liveSince)}`);
      for (const v of r.versions) {
        const mark = v.live ? '*' : ' ';
        const note = v.incompatible.length ? `  INCOMPATIBLE: ${v.incompatible.join('; ')}` : '';
        console.log(`  ${mark} ${pad(v.version, 28)} ${when(v.publishedAt)}${note}`);
      }
    }
  },

  async promote() {
    const remote = need(params[0], 'promote <remote> <version> [--reason "why"]');
    const version = need(params[1], 'promote <remote> <version> [--reason "why"]');
    const r = await call('POST', '/release/promote', { remote, version, reason: optionOf('--reason') });
    log(r.changed ? `${remote}: ${r.from ?? '-'} -> ${r.to} is live` : `${remote}@${r.to} was already live`);
  },

  async rollback() {
    const remote = need(params[0], 'rollback <remote> [--reason "why"]');
    const r = await call('POST', '/release/rollback', { remote, reason: optionOf('--reason') });
    log(`${remote}: rolled back ${r.from} -> ${r.to}`);
  },

  async history() {
    const remote = need(params[0], 'history <remote>');
    const rows = await call('GET', `/release/history/${encodeURIComponent(remote)}`);
    console.log(`${pad('when (UTC)', 20)} ${pad('action', 9)} ${pad('from', 24)} ${pad('to', 24)} ${pad('who', 24)} why`);
    for (const h of rows)
      console.log(
        `${pad(when(h.at), 20)} ${pad(h.action, 9)} ${pad(h.from ?? '-', 24)} ${pad(h.to, 24)} ${pad(h.actor, 24)} ${h.reason ?? ''}`,
      );
  },

  async canary() {
    const remote = need(params[0], 'canary <remote> <version>');
    const version = need(params[1], 'canary <remote> <version>');
    const q = new URLSearchParams({ remote, version, format: 'json' });
    const r = await call('GET', `/release/override?${q}`);
    const site = new URL(API).origin;
    log(`open in the browser that should see ${remote}@${version} (others are unaffected):\n  ${site}${r.link}`);
    log(`clear it there with the badge's button or ${site}${new URL(API).pathname}/release/override/clear`);
  },

  async sync() {
    const r = await call('POST', '/release/sync');
    log(`added: ${r.added.join(', ') || 'none'}`);
  },
};

const handler = commands[command];
if (!handler) {
  console.error('usage: pnpm release <publish|list|promote|rollback|history|canary|sync> ...  (docs/releases.md)');
  process.exit(2);
}
handler().catch((err) => {
  console.error(err instanceof CliError ? `release ${command}: ${err.message}` : err);
  process.exit(1);
});
