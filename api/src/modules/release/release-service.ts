import { createHash } from 'node:crypto';
import { LOCALE_PREFIX, USER_CENTER_DEFAULT_PAGE, mfNameOf, type ReleaseSet, type RouteDef } from '@mall/shared';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { readShellIndex } from '../../site/shell-index';

/** Release sets change rarely and every page load reads one, so a short cache absorbs the load. */
export const RELEASE_CACHE_MS = 2000;

export interface LiveSnapshot {
  set: ReleaseSet;
  /** Last change of the live set or the shell build, ms since epoch. */
  timestamp: number;
}

export interface BuildMeta {
  id: string;
  timestamp: number;
  matcher: { static: Record<string, unknown>; wildcard: Record<string, unknown> };
  prerendered: string[];
  redirects: { from: string; to: string }[];
}

interface LiveRow {
  remote: string;
  version: string;
  updatedAt: Date;
  routes: RouteDef[];
}

/** Redirects that exist whatever is live (ROUTES.md: /user-center opens the user-centre home). */
const FIXED_REDIRECTS = [{ from: '/user-center', to: `/user-center/${USER_CENTER_DEFAULT_PAGE}` }];

export class ReleaseService {
  private cached: { at: number; value: Promise<LiveSnapshot> } | null = null;

  constructor(private readonly ctx: AppContext) {}

  /** The live release set (which version of each remote, with its routes) and its build id. */
  async current(): Promise<ReleaseSet> {
    return (await this.snapshot()).set;
  }

  async snapshot(): Promise<LiveSnapshot> {
    const now = Date.now();
    if (!this.cached || now - this.cached.at > RELEASE_CACHE_MS) {
      const value = this.load();
      this.cached = { at: now, value };
      // A failed load must not be served from the cache for the next two seconds.
      value.catch(() => {
        if (this.cached?.value === value) this.cached = null;
      });
    }
    return this.cached.value;
  }

  /** Drops the cache; call after changing release_live in this process. */
  invalidate(): void {
    this.cached = null;
  }

  /** Build metadata for an id; null when the id is not the live build. */
  async buildMeta(id: string): Promise<BuildMeta | null> {
    const { set, timestamp } = await this.snapshot();
    if (id !== set.buildId) return null;
    const redirects = [...FIXED_REDIRECTS];
    for (const remote of set.remotes) {
      for (const route of remote.routes) if (route.redirect) redirects.push({ from: route.path, to: route.redirect });
    }
    const unique = new Map(redirects.map((r) => [r.from, r]));
    const all = [...unique.values()].flatMap((r) => [r, { from: LOCALE_PREFIX + r.from, to: LOCALE_PREFIX + r.to }]);
    return { id, timestamp, matcher: { static: {}, wildcard: {} }, prerendered: [], redirects: all };
  }

  /**
   * Makes a published version live and records who did it and why. Returns false when that
   * version was already live.
   */
  async setLive(remote: string, version: string, actor: string, reason: string | null): Promise<boolean> {
    const changed = await this.ctx.db.tx((t) => setLiveIn(t, remote, version, actor, reason));
    if (changed) this.invalidate();
    return changed;
  }

  private async load(): Promise<LiveSnapshot> {
    const rows = await this.ctx.db.query<LiveRow>(
      `SELECT l.remote, l.version, l.updated_at AS "updatedAt", v.routes
         FROM release_live l JOIN release_version v USING (remote, version)
        ORDER BY l.remote`,
    );
    const shell = readShellIndex(this.ctx.config.shellDist);
    const fingerprint = rows.map((r) => `${r.remote}@${r.version}`).join(',') + `|shell:${shell?.hash ?? 'none'}`;
    const buildId = createHash('sha256').update(fingerprint).digest('hex').slice(0, 12);
    const timestamp = Math.max(0, shell?.mtimeMs ?? 0, ...rows.map((r) => new Date(r.updatedAt).getTime()));
    return {
      timestamp: Math.round(timestamp),
      set: {
        buildId,
        remotes: rows.map((r) => ({
          name: r.remote,
          mfName: mfNameOf(r.remote),
          version: r.version,
          entry: `/remotes/${r.remote}/${r.version}/mf-manifest.json`,
          routes: r.routes ?? [],
        })),
      },
    };
  }
}

/** setLive inside a caller's transaction (artifact sync uses it for first publishes). */
export async function setLiveIn(t: Db, remote: string, version: string, actor: string, reason: string | null): Promise<boolean> {
  await lockRemote(t, remote);
  const published = await t.one('SELECT 1 FROM release_version WHERE remote = $1 AND version = $2', [remote, version]);
  if (!published) throw new Error(`${remote}@${version} is not published`);
  const live = await t.one<{ version: string }>('SELECT version FROM release_live WHERE remote = $1 FOR UPDATE', [remote]);
  if (live?.version === version) return false;
  await t.query(
    `INSERT INTO release_live (remote, version, updated_at) VALUES ($1, $2, now())
     ON CONFLICT (remote) DO UPDATE SET version = EXCLUDED.version, updated_at = EXCLUDED.updated_at`,
    [remote, version],
  );
  await t.query(
    'INSERT INTO release_history (remote, from_version, to_version, actor, reason) VALUES ($1, $2, $3, $4, $5)',
    [remote, live?.version ?? null, version, actor, reason],
  );
  return true;
}

/** Serialises changes to one remote's live version across processes (until the transaction ends). */
export async function lockRemote(t: Db, remote: string): Promise<void> {
  await t.query(`SELECT pg_advisory_xact_lock(hashtext('release:' || $1))`, [remote]);
}

const services = new WeakMap<AppContext, ReleaseService>();

/** One service (and one cache) per running app. */
export function releaseServiceOf(ctx: AppContext): ReleaseService {
  let service = services.get(ctx);
  if (!service) {
    service = new ReleaseService(ctx);
    services.set(ctx, service);
  }
  return service;
}
