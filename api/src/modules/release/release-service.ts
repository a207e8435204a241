import { createHash } from 'node:crypto';
import { LOCALE_PREFIX, USER_CENTER_DEFAULT_PAGE, mfNameOf, type LiveRemote, type ReleaseSet, type RouteDef } from '@mall/shared';
import type {
  buildMetaSchema,
  historyActionSchema,
  historyEntrySchema,
  releaseChangeSchema,
  remoteReleasesSchema,
} from '@mall/shared/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { readShellIndex } from '../../site/shell-index';
import type { OverridePins } from './canary-override';
import { describeIncompatibility, incompatibilities, readShellShared, type Incompatibility } from './compatibility';
import { releaseConfigOf } from './release-config';

/** Release sets change rarely and every page load reads one, so a short cache absorbs the load. */
export const RELEASE_CACHE_MS = 2000;

export interface LiveSnapshot {
  set: ReleaseSet;
  /** Last change of the live set or the shell build, ms since epoch. */
  timestamp: number;
}

export type BuildMeta = z.output<typeof buildMetaSchema>;

interface LiveRow {
  remote: string;
  version: string;
  updatedAt: Date;
  routes: RouteDef[];
}

/** The parts of an mf-manifest.json the preload reads. */
interface ManifestJson {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; path?: string; assets?: { js?: { sync?: string[] } } }[];
}

export type HistoryAction = z.output<typeof historyActionSchema>;
/** Answers as the service builds them (times as read, Dates); contracts/release.ts. */
type RemoteReleases = z.output<typeof remoteReleasesSchema>;
type HistoryEntry = z.output<typeof historyEntrySchema>;
type ReleaseChange = z.output<typeof releaseChangeSchema>;

/** A promotion or rollback the registry will not do, with every reason. */
export class ReleaseRefused extends Error {
  constructor(
    readonly problems: string[],
    readonly incompatibilities: Incompatibility[] = [],
  ) {
    super(problems.join('; '));
    this.name = 'ReleaseRefused';
  }
}

/** Fetches an entry URL (absolute, or same-origin path) and says whether a manifest came back. */
export type ManifestProbe = (url: string) => Promise<{ status: number; body: string }>;

/** Redirects that exist whatever is live (ROUTES.md: /user-center opens the user-centre home). */
const FIXED_REDIRECTS = [{ from: '/user-center', to: `/user-center/${USER_CENTER_DEFAULT_PAGE}` }];

export class ReleaseService {
  private cached: { at: number; value: Promise<LiveSnapshot> } | null = null;
  private readonly preloads = new Map<string, string[]>();
  /** Timestamp when nothing is live and no shell is built yet. */
  private readonly startedAt = Date.now();

  constructor(private readonly ctx: AppContext) {}

  /**
   * The live release set (which version of each remote, with its routes) and its build id. With a
   * canary override, the pinned remotes use the pinned (published) versions, marked `override`.
   */
  async current(overrides?: OverridePins | null): Promise<ReleaseSet> {
    return this.withOverrides((await this.snapshot()).set, overrides);
  }

  /** Where a version's manifest is served: the remote's own origin (REMOTE_ORIGINS) or this one. */
  entryOf(remote: string, version: string): string {
    const origin = releaseConfigOf(this.ctx).remoteOrigins[remote] ?? '';
    return `${origin}/remotes/${remote}/${version}/mf-manifest.json`;
  }

  /**
   * URLs a page that shows this remote will load right after its manifest: the remote entry and
   * the `./routes` expose's own chunks. Versions are immutable, so the answer is cached for good.
   */
  async preloadScriptsOf(remote: LiveRemote): Promise<string[]> {
    const key = `${remote.name}@${remote.version}`;
    let urls = this.preloads.get(key);
    if (!urls) {
      const row = await this.ctx.db.one<{ manifest: ManifestJson }>(
        'SELECT manifest FROM release_version WHERE remote = $1 AND version = $2',
        [remote.name, remote.version],
      );
      const base = remote.entry.slice(0, remote.entry.lastIndexOf('/') + 1);
      const entry = row?.manifest.metaData?.remoteEntry;
      const routes = row?.manifest.exposes?.find((e) => e.name === 'routes' || e.path === './routes');
      urls = [
        ...(entry?.name ? [base + (entry.path ? entry.path.replace(/\/?$/, '/') : '') + entry.name] : []),
        ...(routes?.assets?.js?.sync ?? []).map((file) => base + file),
      ];
      this.preloads.set(key, urls);
    }
    return urls;
  }

  /** Applies pins that name a published version; anything else in the pins is ignored. */
  async withOverrides(set: ReleaseSet, overrides?: OverridePins | null): Promise<ReleaseSet> {
    const pins = Object.entries(overrides ?? {}).filter(([remote, version]) =>
      set.remotes.some((r) => r.name === remote && r.version !== version),
    );
    if (!pins.length) return set;
    const rows = await this.ctx.db.query<{ remote: string; version: string; routes: RouteDef[] }>(
      `SELECT remote, version, routes FROM release_version WHERE (remote, version) IN (SELECT * FROM unnest($1::text[], $2::text[]))`,
      [pins.map(([r]) => r), pins.map(([, v]) => v)],
    );
    if (!rows.length) return set;
    const pinned = new Map(rows.map((r) => [r.remote, r]));
    const remotes: LiveRemote[] = set.remotes.map((r) => {
      const pin = pinned.get(r.name);
      return pin ? { ...r, version: pin.version, entry: this.entryOf(r.name, pin.version), routes: pin.routes ?? [], override: true } : r;
    });
    const fingerprint =
      set.buildId +
      '|' +
      rows
        .map((r) => `${r.remote}@${r.version}`)
        .sort()
        .join(',');
    return { buildId: createHash('sha256').update(fingerprint).digest('hex').slice(0, 12), remotes };
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
  async buildMeta(id: string, overrides?: OverridePins | null): Promise<BuildMeta | null> {
    const { timestamp } = await this.snapshot();
    const set = await this.current(overrides);
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

  /** Every remote with its live version and all published versions, newest first. */
  async list(): Promise<RemoteReleases[]> {
    const rows = await this.ctx.db.query<{
      remote: string;
      version: string;
      publishedAt: Date;
      sharedRequirements: Record<string, string>;
      live: string | null;
      liveSince: Date | null;
    }>(
      `SELECT v.remote, v.version, v.published_at AS "publishedAt", v.shared_requirements AS "sharedRequirements",
              l.version AS live, l.updated_at AS "liveSince"
         FROM release_version v LEFT JOIN release_live l ON l.remote = v.remote
        ORDER BY v.remote, v.published_at DESC, v.version DESC`,
    );
    const shell = readShellShared(this.ctx.config.shellDist);
    const out = new Map<string, RemoteReleases>();
    for (const r of rows) {
      let entry = out.get(r.remote);
      if (!entry) {
        entry = {
          remote: r.remote,
          live: r.live,
          liveSince: r.liveSince,
          entry: r.live ? this.entryOf(r.remote, r.live) : null,
          versions: [],
        };
        out.set(r.remote, entry);
      }
      const problems = shell
        ? incompatibilities(r.sharedRequirements ?? {}, shell).map(describeIncompatibility)
        : ["the live shell's shared versions are unknown"];
      entry.versions.push({
        version: r.version,
        publishedAt: r.publishedAt,
        live: r.version === r.live,
        sharedRequirements: r.sharedRequirements ?? {},
        incompatible: problems,
      });
    }
    return [...out.values()];
  }

  async history(remote: string, limit = 50): Promise<HistoryEntry[]> {
    return this.ctx.db.query<HistoryEntry>(
      `SELECT id, remote, from_version AS "from", to_version AS "to", actor, reason, action, at
         FROM release_history WHERE remote = $1 ORDER BY id DESC LIMIT $2`,
      [remote, limit],
    );
  }

  /**
   * Makes a published version live after checking that the live shell can run it (shared
   * singletons) and that its manifest can be fetched where buyers will fetch it.
   */
  async promote(
    remote: string,
    version: string,
    actor: string,
    reason: string | null,
    probe: ManifestProbe,
    action: HistoryAction = 'promote',
  ): Promise<ReleaseChange> {
    const row = await this.ctx.db.one<{ sharedRequirements: Record<string, string> }>(
      `SELECT shared_requirements AS "sharedRequirements" FROM release_version WHERE remote = $1 AND version = $2`,
      [remote, version],
    );
    if (!row) throw new ReleaseRefused([`${remote}@${version} is not published`]);
    const shell = readShellShared(this.ctx.config.shellDist);
    if (!shell) throw new ReleaseRefused(["the live shell's shared versions are unknown (no shell-manifest.json, no shell/package.json)"]);
    const clashes = incompatibilities(row.sharedRequirements ?? {}, shell);
    const problems = clashes.map(describeIncompatibility);
    const entry = this.entryOf(remote, version);
    const manifestProblem = await checkManifest(entry, probe);
    if (manifestProblem) problems.push(manifestProblem);
    if (problems.length) throw new ReleaseRefused(problems, clashes);

    const live = await this.ctx.db.one<{ version: string }>('SELECT version FROM release_live WHERE remote = $1', [remote]);
    const changed = await this.ctx.db.tx((t) => setLiveIn(t, remote, version, actor, reason, action));
    if (changed) this.invalidate();
    return { from: live?.version ?? null, to: version, changed };
  }

  /** Goes back to the version that was live before the current one (earlier rollbacks undone). */
  async rollback(remote: string, actor: string, reason: string | null, probe: ManifestProbe): Promise<ReleaseChange> {
    const rows = await this.ctx.db.query<{ to: string; action: HistoryAction }>(
      `SELECT to_version AS "to", action FROM release_history WHERE remote = $1 ORDER BY id`,
      [remote],
    );
    // Replay: a promotion pushes a version, a rollback pops back to the one below it.
    const stack: string[] = [];
    for (const r of rows) {
      if (r.action === 'rollback') {
        while (stack.length > 1 && stack[stack.length - 1] !== r.to) stack.pop();
        if (stack[stack.length - 1] !== r.to) stack.push(r.to);
      } else if (stack[stack.length - 1] !== r.to) stack.push(r.to);
    }
    const target = stack[stack.length - 2];
    if (!target) throw new ReleaseRefused([`${remote} has no earlier live version to roll back to`]);
    return this.promote(remote, target, actor, reason ?? 'rollback', probe, 'rollback');
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
    const timestamp = Math.max(0, shell?.mtimeMs ?? 0, ...rows.map((r) => new Date(r.updatedAt).getTime())) || this.startedAt;
    return {
      timestamp: Math.round(timestamp),
      set: {
        buildId,
        remotes: rows.map((r) => ({
          name: r.remote,
          mfName: mfNameOf(r.remote),
          version: r.version,
          entry: this.entryOf(r.remote, r.version),
          routes: r.routes ?? [],
        })),
      },
    };
  }
}

/** setLive inside a caller's transaction (artifact sync uses it for first publishes). */
export async function setLiveIn(
  t: Db,
  remote: string,
  version: string,
  actor: string,
  reason: string | null,
  action: HistoryAction = 'promote',
): Promise<boolean> {
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
  await t.query('INSERT INTO release_history (remote, from_version, to_version, actor, reason, action) VALUES ($1, $2, $3, $4, $5, $6)', [
    remote,
    live?.version ?? null,
    version,
    actor,
    reason,
    action,
  ]);
  return true;
}

/** Serialises changes to one remote's live version across processes (until the transaction ends). */
export async function lockRemote(t: Db, remote: string): Promise<void> {
  await t.query(`SELECT pg_advisory_xact_lock(hashtext('release:' || $1))`, [remote]);
}

/**
 * Null when the manifest at `entry` answers 200 and is a Module Federation 2 manifest the shell's
 * runtime loads (its entry, exposes and shared modules; docs/releases.md), else why not.
 */
export async function checkManifest(entry: string, probe: ManifestProbe): Promise<string | null> {
  try {
    const res = await probe(entry);
    if (res.status !== 200) return `manifest ${entry} answered HTTP ${res.status}`;
    const manifest = JSON.parse(res.body) as {
      metaData?: { remoteEntry?: { name?: unknown }; container?: unknown };
      exposes?: unknown;
      shared?: unknown;
    };
    const meta = manifest.metaData;
    if (typeof meta?.remoteEntry?.name !== 'string' || !Array.isArray(manifest.exposes) || !Array.isArray(manifest.shared))
      return `manifest ${entry} is not a Module Federation manifest`;
    // The look-alike manifest of a webpack container (the shell's former hand-written loader).
    if (meta.container)
      return `manifest ${entry} describes a ${String(meta.container)}, which the shell's Module Federation runtime does not load`;
    return null;
  } catch (err) {
    return `manifest ${entry} cannot be fetched: ${(err as Error).message}`;
  }
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
