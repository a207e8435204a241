import { buildApp } from './app';
import { loadConfig, type ApiConfig } from './config';
import type { AppContext } from './context';
import { openDb } from './db';
import { loadDbSettings } from './db/db-settings';
import { migrate } from './db/migrate';
import { seed } from './db/seed';
import { syncArtifacts } from './modules/release';
import { formatDemoAccounts } from './modules/accounts';
import { assertNoPublicSecrets, loadSecrets, secretStoreFor, secretsFromEnv, type LoadedSecrets } from './security/secrets';
import { WARM_UP_ENV, startSeedPictureWarmUp, warmSeedPictures } from './modules/images/image-store';

/** One process: database (PGlite by default), migrations, seed, release sync, then one port for everything. */
async function main(): Promise<void> {
  let config: ApiConfig;
  try {
    config = loadConfig();
  } catch (err) {
    console.error('start-up failed:', err instanceof Error ? err.message : err);
    process.exit(1);
  }
  // The child the server starts to make the seed pictures: that, and nothing else.
  if (process.env[WARM_UP_ENV] === '1') return warmSeedPictures(config.imageCacheDir, (message) => console.log(message));
  // A secret copied from the repository stops the start before anything else happens.
  assertNoPublicSecrets(secretsFromEnv(process.env), config.production);
  const dbSettings = loadDbSettings();
  const db = await openDb({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: dbSettings.poolMax,
    statementTimeoutMs: dbSettings.statementTimeoutMs,
  });
  const verbose = ['info', 'debug', 'trace'].includes(config.logLevel);
  const early = (message: string) => verbose && console.log(message);
  let loaded: LoadedSecrets;
  try {
    early(
      config.databaseUrl
        ? `database: PostgreSQL (DATABASE_URL), pool ${dbSettings.poolMax}, statement timeout ${dbSettings.statementTimeoutMs} ms`
        : `database: PGlite in ${config.dataDir}`,
    );
    await migrate(db, { log: early });
    // Secrets before the modules register: they read them once.
    loaded = await loadSecrets({ env: process.env, production: config.production, store: secretStoreFor(db, config) });
  } catch (err) {
    console.error('start-up failed:', err instanceof Error ? err.message : err);
    await db.close().catch(() => undefined);
    process.exit(1);
  }
  const ctx: AppContext = { db, config, secrets: loaded.secrets };
  const app = await buildApp(ctx);
  const log = (message: string) => app.log.info(message);
  db.onSlowQuery(dbSettings.slowQueryMs, (query) => app.log.warn({ query }, `slow query: ${query.name} (${query.ms} ms)`));

  try {
    await seed(db, { config, log });
    await syncArtifacts(ctx, log);
    await app.listen({ port: config.port, host: config.host, backlog: config.listenBacklog });
  } catch (err) {
    app.log.error(err, 'start-up failed');
    await app.close().catch(() => undefined);
    await db.close().catch(() => undefined);
    process.exit(1);
  }
  startSeedPictureWarmUp(config, log);
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
        ...(config.devMailbox
          ? [`  Demo mailbox (codes for registration, sign-in by e-mail, password reset): http://${shown}:${port}/dev/mailbox`]
          : []),
        ...releaseTokenLines(loaded),
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

/**
 * The release manager's token is shown once, on the start that generated it (like a notebook
 * server's access token); later starts say where it is kept.
 */
function releaseTokenLines({ secrets, sources, storeName }: LoadedSecrets): string[] {
  const generated = (Object.keys(sources) as (keyof typeof sources)[]).filter((n) => sources[n] === 'generated');
  const lines: string[] = [];
  if (sources.RELEASE_TOKEN === 'generated')
    lines.push(`  Release-manager token (generated now, shown once; kept in ${storeName}):`, `    ${secrets.RELEASE_TOKEN}`);
  else if (sources.RELEASE_TOKEN === 'stored') lines.push(`  Release-manager token: kept in ${storeName} (RELEASE_TOKEN)`);
  else lines.push('  Release-manager token: from the RELEASE_TOKEN environment variable');
  if (generated.length) lines.push(`  Secrets generated on this start: ${generated.join(', ')}`);
  return lines;
}

void main();
