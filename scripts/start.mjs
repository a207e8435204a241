// `npm start`: installs, builds for production, and serves the whole site (shell, every remote's
// versioned artifacts, and the API, compiled to JavaScript, with the embedded database and demo
// data) on one port. Flags: --no-install, --no-build (the API is still built when its build is
// missing or older than its sources: about a second).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildAll, buildApi } from './build.mjs';
import { ensurePnpm, installDeps, log, ROOT, run } from './lib/run.mjs';

const args = process.argv.slice(2);
const pnpm = await ensurePnpm();
if (!args.includes('--no-install')) await installDeps(pnpm);
if (!args.includes('--no-build')) await buildAll(pnpm);
const apiMain = path.join(ROOT, 'api/dist/main.js');
if (!existsSync(apiMain) || newestSource(['api/src', 'shared/src']) > statSync(apiMain).mtimeMs) await buildApi();
log('starting the server');
// node itself (no pnpm in between): signals reach the server, which closes connections cleanly.
await run(process.execPath, [apiMain], {
  cwd: path.join(ROOT, 'api'),
  env: {
    NODE_ENV: process.env.NODE_ENV || 'production',
    PROMOTE_ON_START: process.env.PROMOTE_ON_START ?? '1',
    // The demo keeps its mail (codes) in the demo mailbox at /dev/mailbox unless an SMTP server sends it.
    MAIL_DEV_INBOX: process.env.MAIL_DEV_INBOX ?? (process.env.SMTP_URL ? '0' : '1'),
    // A team may point this local site at its remote's dev server (docs/teams.md); never in production.
    REMOTE_OVERRIDES: process.env.REMOTE_OVERRIDES ?? 'on',
  },
}).catch((err) => {
  console.error(err.message);
  process.exit(1);
});

function newestSource(dirs) {
  let newest = 0;
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else newest = Math.max(newest, statSync(file).mtimeMs);
    }
  };
  for (const dir of dirs) walk(path.join(ROOT, dir));
  return newest;
}
