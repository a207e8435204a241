// `npm start`: installs, builds for production, and serves the whole site (shell, every remote's
// versioned artifacts, and the API with the embedded database and demo data) on one port.
// Flags: --no-install, --no-build.
import { buildAll } from './build.mjs';
import { ensurePnpm, installDeps, log, ROOT, run } from './lib/run.mjs';

const args = process.argv.slice(2);
const pnpm = await ensurePnpm();
if (!args.includes('--no-install')) await installDeps(pnpm);
if (!args.includes('--no-build')) await buildAll(pnpm);
log('starting the server');
await run(pnpm, ['--filter', '@mall/api', 'start'], {
  cwd: ROOT,
  env: { NODE_ENV: process.env.NODE_ENV || 'production', PROMOTE_ON_START: process.env.PROMOTE_ON_START ?? '1' },
}).catch((err) => {
  console.error(err.message);
  process.exit(1);
});
