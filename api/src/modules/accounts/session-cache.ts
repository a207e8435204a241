import type { FastifyInstance } from 'fastify';
import { ReadCache } from '../../cache/read-cache';
import { clusterBus, PROCESS_ID, type Unsubscribe } from '../../cluster';
import type { AppContext } from '../../context';
import { clock } from './clock';
import { loadSession, tokenHash, type SessionInfo, type SubjectType } from './sessions';

/**
 * Which access token is whose, from memory (docs/scaling.md, "Sessions in memory"): every guarded
 * request used to read its session from the database, one statement before any work. Each process
 * keeps the sessions it resolved; the database says when one stops being good, to every process:
 *
 * - **Change notices.** Migration 0193 announces every committed change that can end a session on
 *   the database's change channel (the one the read cache follows, src/cache): a session revoked,
 *   refreshed or deleted (`auth_session`), a buyer or merchant account whose status changed or that
 *   was removed, as `{"table":"auth_session","subjects":["user:42",...]}` (no subjects: all). A
 *   notice drops every kept session of the subjects it names, whoever wrote (a route, psql).
 * - **Revocation answers after every process heard it.** A route that ends sessions awaits
 *   `sessionChangesHeard` before it answers: the marker this process sends after its write comes
 *   back after the write's notice (notices arrive in commit order), and PostgreSQL sends a notice
 *   to every listening process at once; the route then waits 25 ms more, for the other processes'
 *   event loops to read theirs. Until the marker is back this process itself reads sessions from
 *   the database (read-your-writes, as the read cache does).
 * - **Expiry** is checked against the accounts clock on every use; nothing is kept past it.
 * - **Safety nets.** A session read while a notice for its subject arrived is not kept. While the
 *   listening connection is down nothing is answered from memory, and after it is back everything
 *   kept is dropped (notices may have been missed). Refusals are never kept (a token issued a
 *   moment ago by another process must work here at once). SESSION_CACHE=off turns it off.
 */

/**
 * Tables whose writes by this process can end a session (the in-process marker, below). A buyer's
 * status is changed by no route (an operator's write reaches every process by its notice); the
 * buyer row is written on every points or balance move, which must not stop the cache each time.
 */
const SESSION_TABLES = new Set(['auth_session', 'merchant_account']);
/** A kept session is read again at least this often (a safety net; notices are the mechanism). */
const SAFETY_TTL_MS = 10 * 60_000;
const SYNC_TIMEOUT_MS = 5000;
/** After a revocation's notice is back here, the time the other processes get to read theirs. */
const SETTLE_MS = 25;
const MAX_BYTES = 16 * 2 ** 20;

interface Kept {
  info: SessionInfo;
  expiresAt: number;
}

/** A change notice as the session cache reads it (the others on the channel are ignored). */
interface Notice {
  table?: string;
  subjects?: string[];
  all?: boolean;
  sync?: string;
}

interface State {
  enabled: boolean;
  listening: boolean;
  unsubscribe: Unsubscribe | null;
  cache: ReadCache;
  /** Markers sent after this process's own writes, not back yet: id -> sent at, and who waits. */
  syncing: Map<string, { sentAt: number; heard: () => void; done: Promise<void> }>;
  flights: Map<string, { startedAt: number; promise: Promise<SessionInfo | null> }>;
}

const states = new WeakMap<AppContext, State>();
let markers = 0;

const subjectTag = (type: SubjectType, id: string) => `subject:${type}:${id}`;

function stateOf(ctx: AppContext): State {
  let s = states.get(ctx);
  if (!s) {
    const bus = clusterBus(ctx);
    const state: State = {
      enabled: process.env.SESSION_CACHE !== 'off',
      listening: false,
      unsubscribe: null,
      cache: null as unknown as ReadCache,
      syncing: new Map(),
      flights: new Map(),
    };
    state.cache = new ReadCache({
      maxBytes: MAX_BYTES,
      ttlMs: SAFETY_TTL_MS,
      trusted: () => state.enabled && state.listening && bus.connected && inSync(state),
    });
    states.set(ctx, (s = state));
  }
  return s;
}

function inSync(state: State): boolean {
  if (state.syncing.size === 0) return true;
  let oldest = Infinity;
  for (const m of state.syncing.values()) oldest = Math.min(oldest, m.sentAt);
  if (Date.now() - oldest > SYNC_TIMEOUT_MS) {
    // Notices are not coming back: forget everything; whoever waits stops waiting.
    for (const m of state.syncing.values()) m.heard();
    state.syncing.clear();
    state.cache.clear();
  }
  return false;
}

/**
 * The live session of an access token of the expected kind (null: refuse), from memory when this
 * process holds it and may trust its memory, else from the database (resolveAccessToken's rules).
 */
export async function cachedSession(ctx: AppContext, token: string, subjectType: SubjectType): Promise<SessionInfo | null> {
  if (!token || token.length > 200) return null;
  const state = stateOf(ctx);
  const key = `${subjectType}:${tokenHash(token)}`;
  const hit = state.cache.peek<Kept>(key);
  if (hit && hit.expiresAt > clock.now()) return hit.info;
  const flight = state.flights.get(key);
  if (flight && flight.startedAt === state.cache.position) return flight.promise;
  const startedAt = state.cache.position;
  const promise = loadSession(ctx.db, token, subjectType).then((row) => {
    if (!row) return null;
    const ttlMs = Math.min(SAFETY_TTL_MS, row.expiresAt - clock.now());
    if (ttlMs > 0) {
      state.cache.keep<Kept>(key, { value: row, tags: [subjectTag(subjectType, row.info.subjectId)], ttlMs, size: 256 }, startedAt);
    }
    return row.info;
  });
  state.flights.set(key, { startedAt, promise });
  try {
    return await promise;
  } finally {
    if (state.flights.get(key)?.promise === promise) state.flights.delete(key);
  }
}

/**
 * Resolves once the change notices of every session write this process committed so far have
 * come back (at once on PGlite): a route that ends sessions awaits it before answering, so the
 * token it revoked is refused by every process from then on.
 */
export async function sessionChangesHeard(ctx: AppContext): Promise<void> {
  const state = stateOf(ctx);
  const pending = [...state.syncing.values()];
  if (!pending.length) return;
  await Promise.all(pending.map((m) => m.done));
  // PostgreSQL hands the notice to every listening process when it hands it to this one, but
  // another process may read its request before its notice: give their event loops a moment.
  await new Promise((r) => setTimeout(r, SETTLE_MS));
}

/** Starts following the change notices when the app is ready (the accounts module installs it). */
export function followSessionChanges(app: FastifyInstance, ctx: AppContext): void {
  const state = stateOf(ctx);
  if (!state.enabled) return;
  const bus = clusterBus(ctx);
  app.addHook('onReady', async () => {
    state.unsubscribe = await bus.subscribe<Notice>('changes', (n) => {
      if (n.sync) {
        state.syncing.get(n.sync)?.heard();
        state.syncing.delete(n.sync);
      } else if (n.all) state.cache.clear();
      else if (n.table === 'auth_session') {
        if (!n.subjects) state.cache.clear();
        else
          state.cache.invalidate(
            n.subjects.map((s) => {
              const at = s.indexOf(':');
              return subjectTag(s.slice(0, at) as SubjectType, s.slice(at + 1));
            }),
          );
      }
    });
    bus.onMissed(() => {
      state.cache.clear();
      for (const m of state.syncing.values()) m.heard();
      state.syncing.clear();
    });
    state.listening = true;
  });
  // Read-your-writes on PostgreSQL: a session write's notice comes back a moment after its
  // COMMIT; until the marker sent right after it is back, sessions come from the database.
  if (ctx.db.kind === 'postgres') {
    ctx.db.onWrite((tables) => {
      if (!state.listening || ![...tables].some((t) => SESSION_TABLES.has(t))) return;
      const id = `${PROCESS_ID}:s${++markers}`;
      let heard!: () => void;
      const done = new Promise<void>((resolve) => (heard = resolve));
      state.syncing.set(id, { sentAt: Date.now(), heard, done });
      bus.publish('changes', { sync: id }).catch(() => {
        heard();
        state.syncing.delete(id);
        state.cache.clear();
      });
      // Nobody waits for ever: a marker lost with the connection ends the wait (and the cache, inSync).
      setTimeout(() => {
        if (state.syncing.has(id)) inSync(state);
        heard();
      }, SYNC_TIMEOUT_MS + 100).unref();
    });
  }
  app.addHook('onClose', async () => {
    state.listening = false;
    await state.unsubscribe?.().catch(() => undefined);
  });
}

/**
 * Calls `handler` in every process, after each committed change that may have ended sessions,
 * with the accounts it names ('user:<id>', 'merchant:<id>'; null: any account, or notices were
 * missed): signed out, revoked by a password change or a refresh token's reuse, account closed.
 * Whatever holds a session beyond a request (a chat socket) checks it again then.
 */
export async function followSessionEnds(ctx: AppContext, handler: (subjects: string[] | null) => void): Promise<Unsubscribe> {
  const bus = clusterBus(ctx);
  const stopMissed = bus.onMissed(() => handler(null));
  const unsubscribe = await bus.subscribe<Notice>('changes', (n) => {
    if (n.all) handler(null);
    else if (n.table === 'auth_session') handler(n.subjects ?? null);
  });
  return async () => {
    stopMissed();
    await unsubscribe();
  };
}

/** For tests and /api/ready: whether sessions may come from memory, and how the cache is doing. */
export function sessionCacheStatus(ctx: AppContext) {
  const s = stateOf(ctx);
  return { enabled: s.enabled, listening: s.listening && clusterBus(ctx).connected, ...s.cache.size, ...s.cache.stats };
}
