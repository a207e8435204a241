import { loadConfig } from '../config';
import { openDb } from './index';
import { migrate } from './migrate';
import { seed } from './seed';

/** `pnpm --filter @mall/api seed`: migrate and seed without starting the server. */
const config = loadConfig();
const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(db, { log: console.log });
  await seed(db, { config, log: console.log });
} finally {
  await db.close();
}
