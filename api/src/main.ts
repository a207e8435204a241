import { buildApp } from './app';
import { loadConfig } from './config';
import type { AppContext } from './context';
import { openDb } from './db';
import { migrate } from './db/migrate';
import { seed } from './db/seed';
import { syncArtifacts } from './modules/release';
import { formatDemoAccounts } from './modules/accounts';

/** One process: database (PGlite by default), migrations, seed, release sync, then one port for everything. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const ctx: AppContext = { db, config };
  const app = await buildApp(ctx);
  const log = (message: string) => app.log.info(message);

  try {
    log(config.databaseUrl ? 'database: PostgreSQL (DATABASE_URL)' : `database: PGlite in ${config.dataDir}`);
    await migrate(db, { log });
    await seed(db, { config, log });
    await syncArtifacts(ctx, log);
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    app.log.error(err, 'start-up failed');
    await app.close().catch(() => undefined);
    await db.close().catch(() => undefined);
    process.exit(1);
  }
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const port = (app.server.address() as { port: number } | null)?.port ?? config.port;
  app.log.info(`GlobalTrade Mall on http://${shown}:${port}/ (API ${config.apiPrefix}, docs ${config.apiPrefix}/docs)`);
  // Plain lines for a person at a terminal, whatever the log level.
  if (config.nodeEnv !== 'test') {
    console.log(
      [
        '',
        `  GlobalTrade Mall is running: http://${shown}:${port}/  (中文: http://${shown}:${port}/zh_CN)`,
        `  API ${config.apiPrefix} · OpenAPI http://${shown}:${port}${config.apiPrefix}/docs · ${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}`,
        '  Demo accounts:',
        ...formatDemoAccounts().map((line) => `    ${line}`),
        '',
      ].join('\n'),
    );
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: shutting down`);
    // Do not hang forever on a stuck connection.
    setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await db.close();
      process.exit(0);
    } catch (err) {
      app.log.error(err, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

void main();
