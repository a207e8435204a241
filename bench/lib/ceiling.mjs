// A bare Fastify server beside the API, so API figures can be read as a share of what Fastify
// itself can do on this machine in the same run (TOOLCHAIN.md: report the ratio, not req/s alone).
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BENCH_DIR } from './paths.mjs';

/** Starts the ceiling server answering `body` at /ceiling; resolves once it listens. */
export async function startCeiling(port, body) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-bench-ceiling-'));
  const file = path.join(dir, 'body.json');
  fs.writeFileSync(file, body);
  const child = fork(path.join(BENCH_DIR, 'lib/ceiling-server.mjs'), [String(port), file], { stdio: 'ignore' });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`ceiling server exited (${code})`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
