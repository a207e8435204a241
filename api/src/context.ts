import type { ApiConfig } from './config';
import type { Db } from './db';

/** Everything a module needs at run time; built once in main.ts (or the test harness). */
export interface AppContext {
  db: Db;
  config: ApiConfig;
}
