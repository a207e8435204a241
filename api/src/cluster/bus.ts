import type { Db } from '../db';

/** Stops one subscription. */
export type Unsubscribe = () => Promise<void>;

/**
 * Publish/subscribe between every API process on one database (PostgreSQL LISTEN/NOTIFY; on
 * PGlite, the one process). Messages are JSON values of at most ~7,900 bytes; delivery is at most
 * once, to processes listening when the message is sent, in the order the sending transactions
 * commit. A subscriber that needs every message (a cache) must start over after onMissed.
 */
export interface ClusterBus {
  /**
   * Sends message to the subscribers of channel in every process, this one included. Inside a
   * db.tx it is sent when the transaction commits, and never if it rolls back.
   */
  publish(channel: string, message: unknown): Promise<void>;
  /** Calls handler with each message on channel; resolves once listening. */
  subscribe<T = unknown>(channel: string, handler: (message: T) => void): Promise<Unsubscribe>;
  /** handler runs when this process was cut off from the database and is back: messages were lost. */
  onMissed(handler: () => void): () => void;
  /** False while this process cannot receive messages (caches must not be trusted then). */
  readonly connected: boolean;
}

/** Channel names: lower-case identifiers, prefixed on the wire by the database schema. */
const CHANNEL = /^[a-z][a-z0-9_]{0,30}$/;
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
export const MAX_MESSAGE_BYTES = 7900;

/**
 * The bus of one Db. Channels are namespaced by the connection's schema (`<schema>__<channel>`),
 * so test files or tenants sharing a database in different schemas never hear each other; the
 * database's own change notices (migration 0111) use the same rule.
 */
export function createClusterBus(db: Db, log: (message: string, err?: unknown) => void = defaultLog): ClusterBus {
  let namespace: Promise<string> | null = null;
  const wire = async (channel: string) => {
    if (!CHANNEL.test(channel)) throw new Error(`Invalid cluster channel "${channel}": lower-case letters, digits and _`);
    namespace ??= db.one<{ s: string }>('SELECT current_schema() AS s').then((r) => r?.s ?? 'public');
    return `${await namespace}__${channel}`;
  };
  return {
    get connected() {
      return db.notifications.connected;
    },
    async publish(channel, message) {
      const payload = JSON.stringify(message);
      if (Buffer.byteLength(payload) > MAX_MESSAGE_BYTES) {
        throw new Error(`Cluster message on "${channel}" is ${Buffer.byteLength(payload)} bytes; the limit is ${MAX_MESSAGE_BYTES}`);
      }
      await db.query('SELECT pg_notify($1, $2)', [await wire(channel), payload]);
    },
    async subscribe<T>(channel: string, handler: (message: T) => void) {
      return db.notifications.listen(await wire(channel), (payload) => {
        let message: T;
        try {
          message = JSON.parse(payload) as T;
        } catch (err) {
          log(`cluster: a message on "${channel}" is not JSON`, err);
          return;
        }
        try {
          handler(message);
        } catch (err) {
          log(`cluster: a subscriber of "${channel}" failed`, err);
        }
      });
    },
    onMissed: (handler) => db.notifications.onReset(handler),
  };
}

function defaultLog(message: string, err?: unknown): void {
  console.error(message, err ?? '');
}
