import type { ApiConfig } from './config';
import type { Db } from './db';
import type { Secrets } from './security/secrets';

/** Everything a module needs at run time; built once in main.ts (or the test harness). */
export interface AppContext {
  db: Db;
  config: ApiConfig;
  /** Every secret, from the environment or generated once and kept (security/secrets.ts). */
  secrets: Secrets;
}
