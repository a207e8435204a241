import { spawn, type ChildProcess } from 'node:child_process';
import { API_DIR } from '../config';
import { openDb } from '../db';

/**
 * A real API process (what one replica behind a load balancer is) on the test's PostgreSQL
 * database in its own schema (tests of several processes, cluster jobs, caches, chat fan-out,
 * start two of these on one schema), or on a PGlite folder of its own (`dataDir`).
 */
export interface ApiProcess {
  base: string;
  child: ChildProcess;
  /** Everything it printed so far (its log lines). */
  output: string[];
}

export interface ApiProcessOptions {
  /** PostgreSQL: the database and the schema the process uses. */
  databaseUrl?: string;
  schema?: string;
  /** PGlite: the data folder (when no databaseUrl). */
  dataDir?: string;
  artifacts: string;
  /** For messages: which process did not start. */
  name?: string;
  /** Environment on top of the test defaults (CATALOG_PRODUCTS, sweep intervals, ...). */
  env?: Record<string, string>;
  timeoutMs?: number;
}

/** Starts `src/main.ts` and answers once it prints its address. */
export async function startApiProcess(o: ApiProcessOptions): Promise<ApiProcess> {
  let database: Record<string, string>;
  if (o.databaseUrl) {
    // A search_path naming a schema that does not exist falls through to public: create it first.
    if (!o.schema) throw new Error('startApiProcess on PostgreSQL needs the test schema');
    await (await openDb({ databaseUrl: o.databaseUrl, schema: o.schema })).close();
    const url = new URL(o.databaseUrl);
    url.searchParams.set('options', `-c search_path=${o.schema},public`);
    database = { DATABASE_URL: url.toString() };
  } else {
    if (!o.dataDir) throw new Error('startApiProcess needs a databaseUrl or a dataDir');
    database = { DATABASE_URL: '', DATA_DIR: o.dataDir };
  }
  const name = o.name ?? 'API';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      ...database,
      PORT: '0',
      HOST: '127.0.0.1',
      ARTIFACTS_DIR: o.artifacts,
      ...o.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start:\n${output.join('').slice(-2000)}`)), o.timeoutMs ?? 150_000);
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      const m = /GlobalTrade Mall on http:\/\/[^:]+:(\d+)\//.exec(output.join(''));
      if (m) {
        clearTimeout(timer);
        resolve({ base: `http://127.0.0.1:${m[1]}`, child, output });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${name} exited (${code}):\n${output.join('').slice(-2000)}`)));
  });
}

/** Stops it (SIGTERM, its graceful shutdown) and waits for the exit; nothing when already gone. */
export async function stopApiProcess(api: ApiProcess | undefined): Promise<void> {
  if (!api || api.child.exitCode !== null) return;
  const exited = new Promise((r) => api.child.once('exit', r));
  api.child.kill('SIGTERM');
  await exited;
}

/** Kills it without a chance to finish anything (SIGKILL: a crash, a machine's power cut to the process) and waits for the exit. */
export async function killApiProcess(api: ApiProcess): Promise<void> {
  if (api.child.exitCode !== null || api.child.signalCode !== null) return;
  const exited = new Promise((r) => api.child.once('exit', r));
  api.child.kill('SIGKILL');
  await exited;
}
