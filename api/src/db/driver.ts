import type { DbKind } from './index';
import type { Notifications } from './notifications';

/** What a driver provides; the transaction rules are written once, in createDb. */
export interface Runner {
  query(sql: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  exec(sql: string): Promise<void>;
}
export interface Connection extends Runner {
  /** broken = the connection is in an unknown state and must not be reused. */
  release(broken?: boolean): void;
}
export interface Driver {
  kind: DbKind;
  /** Runs statements outside any transaction. */
  root: Runner;
  /** Exclusive use of one connection for a transaction. */
  acquire(): Promise<Connection>;
  /** LISTEN (src/cluster builds publish/subscribe on it). */
  notifications: Notifications;
  /** PGlite only: the whole database as a tarball, for `pgliteImage` (the API tests' templates). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

/** Error codes that mean "someone else created it first" when two processes start at once. */
export function isAlreadyExists(err: unknown): boolean {
  const code = (err as { code?: string } | null)?.code;
  return code === '23505' || code === '42710' || code === '42P06' || code === '42P07';
}
