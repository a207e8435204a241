// Production build of the API: one ES module, api/dist/main.js, run with plain `node` (no tsx, no
// TypeScript compiler at start-up). The workspace package @mall/shared and its dependencies are
// bundled in (it ships TypeScript sources); the API's own dependencies stay in node_modules.
//   node api/scripts/build.mjs            (scripts/build.mjs runs it with the rest of the build)
import { build } from 'esbuild';
import { cpSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(path.join(API_DIR, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@mall/'));
const outdir = path.join(API_DIR, 'dist');

const started = Date.now();
rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });
await build({
  // One file: paths found from import.meta.url (config.ts, migrate.ts) must resolve from dist/.
  entryPoints: [path.join(API_DIR, 'src/main.ts')],
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  external,
  sourcemap: true,
  // Bundled CommonJS dependencies (of @mall/shared) may call require().
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
});
// migrate.ts reads the SQL files beside itself: next to the bundle, that is dist/migrations.
cpSync(path.join(API_DIR, 'src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
// The first-view render worker (site/first-view.ts) is a file of its own, found beside the bundle.
cpSync(path.join(API_DIR, 'src/site/render-worker.mjs'), path.join(outdir, 'render-worker.mjs'));
console.log(`api: built dist/main.js in ${Date.now() - started} ms`);
