// Production build of the API (to JavaScript), the shell and every remote, then publishes each
// remote as a versioned artifact. Usage: node scripts/build.mjs [--only api,mf-shop,shell] [--no-publish]
import { ensurePnpm, log, REMOTES, ROOT, run } from './lib/run.mjs';
import path from 'node:path';
import { precompress } from './lib/compress.mjs';
import { publishRemote } from './lib/publish.mjs';

const args = process.argv.slice(2);
const onlyArg = args.includes('--only') ? args[args.indexOf('--only') + 1] : '';
const only = onlyArg ? onlyArg.split(',') : ['api', 'shell', ...REMOTES];

export async function buildAll(pnpm, targets = only, publish = !args.includes('--no-publish')) {
  const started = Date.now();
  // The API first, alone: one esbuild run, about a second.
  if (targets.includes('api')) await buildApi();
  // Two at a time: these machines have two cores.
  const queue = targets.filter((t) => t !== 'api');
  const worker = async () => {
    for (let t = queue.shift(); t; t = queue.shift()) {
      log(`building ${t}`);
      await run(pnpm, ['--filter', t, 'run', 'build'], { env: { NODE_ENV: 'production' } });
    }
  };
  await Promise.all([worker(), worker()]);
  log(`built ${targets.join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (targets.includes('shell')) log(`precompressed ${precompress(path.join(ROOT, 'shell/dist'))} shell files`);
  if (publish) {
    for (const t of targets.filter((x) => REMOTES.includes(x))) {
      const r = publishRemote(t);
      log(`${r.created ? 'published' : 'already published'} ${r.remote}@${r.version}`);
    }
  }
}

/** The API as one JavaScript module (api/dist/main.js), what `npm start` runs with node. */
export function buildApi() {
  log('building api');
  return run(process.execPath, [path.join(ROOT, 'api/scripts/build.mjs')]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildAll(await ensurePnpm()).catch((err) => {
    console.error(err.message);
    process.exit(1);
  });
}
