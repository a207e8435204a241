import pg from 'pg';

/**
 * PostgreSQL LISTEN for the database's driver: a dedicated connection on a server (never one of
 * the pool's: a pooled connection goes back to the pool between queries), the embedded database
 * itself on PGlite. The publish/subscribe API on top is src/cluster.
 */
export interface Notifications {
  /** LISTENs on channel; resolves once listening. The returned function stops this callback. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * fn runs each time the listening connection is back after a loss: notices sent in between
   * were missed, so whoever relies on them (caches) must start over. Returns the removal.
   */
  onReset(fn: () => void): () => void;
  /** False while the listening connection is down (readiness). */
  readonly connected: boolean;
  close(): Promise<void>;
}

/** Channel names are plain lower-case identifiers (<schema>__<name>), so LISTEN needs no quoting. */
export const checkChannel = (channel: string): string => {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`Invalid notification channel: ${channel}`);
  return channel;
};

const RETRY_MIN_MS = 100;
const RETRY_MAX_MS = 5000;

/** The PostgreSQL side: one client per process, re-connected (and re-LISTENed) after a loss. */
export class PgNotifications implements Notifications {
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private readonly channels = new Map<string, Set<(payload: string) => void>>();
  private readonly resetHandlers = new Set<() => void>();
  private closed = false;
  private retryMs = RETRY_MIN_MS;
  private retryTimer: NodeJS.Timeout | null = null;
  private everConnected = false;

  constructor(private readonly config: pg.ClientConfig) {}

  get connected(): boolean {
    return this.client !== null;
  }

  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    const name = checkChannel(channel);
    let callbacks = this.channels.get(channel);
    if (!callbacks) this.channels.set(channel, (callbacks = new Set()));
    callbacks.add(onPayload);
    const client = await this.ensure();
    // LISTEN is idempotent: a connection made just now already listens.
    await client.query(`LISTEN ${name}`);
    return async () => {
      callbacks.delete(onPayload);
      if (callbacks.size || this.channels.get(channel) !== callbacks) return;
      this.channels.delete(channel);
      await this.client?.query(`UNLISTEN ${name}`).catch(() => undefined);
    };
  }

  onReset(fn: () => void): () => void {
    this.resetHandlers.add(fn);
    return () => this.resetHandlers.delete(fn);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client ?? (await this.connecting?.catch(() => null));
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private ensure(): Promise<pg.Client> {
    if (this.closed) return Promise.reject(new Error('notifications closed'));
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.connect().finally(() => (this.connecting = null));
    return this.connecting;
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({ ...this.config, keepAlive: true });
    client.on('notification', (msg) => {
      for (const cb of this.channels.get(msg.channel) ?? []) {
        try {
          cb(msg.payload ?? '');
        } catch (err) {
          console.error(`[db] notification handler on ${msg.channel} failed`, err);
        }
      }
    });
    // A lost server or network: the 'end' that follows schedules the reconnect.
    client.on('error', (err) => console.error('[db] notification connection error', err.message));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      for (const channel of this.channels.keys()) await client.query(`LISTEN ${channel}`);
    } catch (err) {
      await client.end().catch(() => undefined);
      throw err;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      throw new Error('notifications closed');
    }
    this.client = client;
    this.retryMs = RETRY_MIN_MS;
    if (this.everConnected) for (const fn of this.resetHandlers) fn();
    this.everConnected = true;
    return client;
  }

  private lost(client: pg.Client): void {
    if (this.client !== client || this.closed) return;
    this.client = null;
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.ensure().catch(() => {
        this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
        this.scheduleReconnect();
      });
    }, this.retryMs);
    this.retryTimer.unref();
  }
}
