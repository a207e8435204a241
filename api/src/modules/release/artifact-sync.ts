import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { RouteDef } from '@mall/shared';
import type { AppContext } from '../../context';
import { describeIncompatibility, incompatibilities, readShellShared } from './compatibility';
import { releaseConfigOf } from './release-config';
import { lockRemote, releaseServiceOf, setLiveIn } from './release-service';

/** Folder names we accept as a remote or a version (no dots first: nothing like '..'). */
const SAFE_NAME = /^[A-Za-z0-9][\w.+-]*$/;

export interface PublishedArtifact {
  remote: string;
  version: string;
  publishedAt: Date;
  manifest: Record<string, unknown>;
  routes: RouteDef[];
  sharedRequirements: Record<string, string>;
}

export interface SyncResult {
  /** 'remote@version' newly registered. */
  added: string[];
  /** 'remote@version' made live: the remote had no live version, or PROMOTE_ON_START promoted it. */
  madeLive: string[];
}

export interface SyncOptions {
  /**
   * Make the newest newly registered version of each remote live (actor 'start'). Defaults to
   * PROMOTE_ON_START, which `npm start` sets; CI and release managers leave it off and promote.
   */
  promote?: boolean;
}

async function subfolders(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    return entries.filter((e) => e.isDirectory() && SAFE_NAME.test(e.name)).map((e) => e.name);
  } catch {
    return [];
  }
}

async function readJson(file: string): Promise<unknown> {
  return JSON.parse(await readFile(file, 'utf8'));
}

/**
 * Name -> required version of each shared singleton the remote was built against. A module shared
 * by version but not as a singleton (`singleton: false`, e.g. the light kit's sheet) is no
 * requirement: the remote loads its own copy when the page's does not satisfy its range.
 */
function sharedRequirementsOf(manifest: Record<string, unknown>): Record<string, string> {
  const shared = Array.isArray(manifest.shared) ? (manifest.shared as Record<string, unknown>[]) : [];
  const out: Record<string, string> = {};
  for (const s of shared) {
    if (s.singleton === false) continue;
    const required = s.requiredVersion ?? s.version;
    if (typeof s.name === 'string' && typeof required === 'string') out[s.name] = required;
  }
  return out;
}

/** Reads ARTIFACTS_DIR/remotes/<remote>/<version>/ folders that hold an mf-manifest.json. */
export async function scanArtifacts(artifactsDir: string, log?: (m: string) => void): Promise<PublishedArtifact[]> {
  const root = path.join(artifactsDir, 'remotes');
  const found: PublishedArtifact[] = [];
  for (const remote of await subfolders(root)) {
    for (const version of await subfolders(path.join(root, remote))) {
      const dir = path.join(root, remote, version);
      const manifestFile = path.join(dir, 'mf-manifest.json');
      let manifest: Record<string, unknown>;
      let publishedAt: Date;
      try {
        manifest = (await readJson(manifestFile)) as Record<string, unknown>;
        publishedAt = (await stat(manifestFile)).mtime;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') log?.(`skipping ${remote}/${version}: ${(err as Error).message}`);
        continue;
      }
      let routes: RouteDef[] = [];
      const sharedRequirements = sharedRequirementsOf(manifest);
      try {
        const table = (await readJson(path.join(dir, 'routes.json'))) as {
          remote?: string;
          routes?: RouteDef[];
          requires?: Record<string, unknown>;
        };
        routes = Array.isArray(table.routes) ? table.routes : [];
        // What the remote needs from the shell besides shared packages (the federation runtime).
        for (const [name, range] of Object.entries(table.requires ?? {})) if (typeof range === 'string') sharedRequirements[name] = range;
      } catch (err) {
        // A remote without a route table only offers widgets; a broken one is worth a warning.
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT')
          log?.(`${remote}/${version}: unreadable routes.json: ${(err as Error).message}`);
      }
      found.push({ remote, version, publishedAt, manifest, routes, sharedRequirements });
    }
  }
  return found;
}

/**
 * Registers artifact versions the database does not know yet (artifacts are immutable, so known
 * versions are left alone) and gives every remote without a live version its newest one.
 */
export async function syncArtifacts(ctx: AppContext, log?: (m: string) => void, opts: SyncOptions = {}): Promise<SyncResult> {
  const promote = opts.promote ?? releaseConfigOf(ctx).promoteOnStart;
  const artifacts = await scanArtifacts(ctx.config.artifactsDir, log);
  const result: SyncResult = { added: [], madeLive: [] };
  const addedByRemote = new Map<string, PublishedArtifact[]>();

  for (const a of artifacts) {
    const inserted = await ctx.db.one(
      `INSERT INTO release_version (remote, version, published_at, manifest, routes, shared_requirements)
       VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6::jsonb)
       ON CONFLICT (remote, version) DO NOTHING
       RETURNING version`,
      [a.remote, a.version, a.publishedAt, JSON.stringify(a.manifest), JSON.stringify(a.routes), JSON.stringify(a.sharedRequirements)],
    );
    if (inserted) {
      result.added.push(`${a.remote}@${a.version}`);
      addedByRemote.set(a.remote, [...(addedByRemote.get(a.remote) ?? []), a]);
    }
  }

  const remotes = await ctx.db.query<{ remote: string }>(
    `SELECT DISTINCT v.remote FROM release_version v
      WHERE NOT EXISTS (SELECT 1 FROM release_live l WHERE l.remote = v.remote) ORDER BY v.remote`,
  );
  for (const { remote } of remotes) {
    const madeLive = await ctx.db.tx(async (t) => {
      await lockRemote(t, remote);
      // Another process may have done it between our read and the lock.
      if (await t.one('SELECT 1 FROM release_live WHERE remote = $1', [remote])) return null;
      const versions = await t.query<{ version: string; publishedAt: Date }>(
        `SELECT version, published_at AS "publishedAt" FROM release_version WHERE remote = $1`,
        [remote],
      );
      const newest = versions.sort(newestFirst)[0];
      if (!newest) return null;
      await setLiveIn(t, remote, newest.version, promote ? 'start' : 'system', 'first publish', 'publish');
      return newest.version;
    });
    if (madeLive) result.madeLive.push(`${remote}@${madeLive}`);
  }

  if (promote) {
    const shell = readShellShared(ctx.config.shellDist);
    for (const [remote, added] of addedByRemote) {
      if (result.madeLive.some((m) => m.startsWith(`${remote}@`))) continue;
      const newest = [...added].sort(newestFirst)[0]!;
      // The same compatibility rule as a manual promotion: an incompatible build stays available.
      const problems = shell ? incompatibilities(newest.sharedRequirements, shell).map(describeIncompatibility) : [];
      if (problems.length) {
        log?.(`PROMOTE_ON_START: not promoting ${remote}@${newest.version}: ${problems.join('; ')}`);
        continue;
      }
      const changed = await ctx.db.tx((t) => setLiveIn(t, remote, newest.version, 'start', 'PROMOTE_ON_START', 'start'));
      if (changed) result.madeLive.push(`${remote}@${newest.version}`);
    }
  }

  if (result.added.length || result.madeLive.length) {
    releaseServiceOf(ctx).invalidate();
    log?.(`release sync: added ${result.added.join(', ') || 'none'}; live ${result.madeLive.join(', ') || 'unchanged'}`);
  }
  return result;
}

/** Newest publish time first; equal times fall back to the higher version (1.10.0 > 1.9.0). */
function newestFirst(a: { version: string; publishedAt: Date }, b: { version: string; publishedAt: Date }): number {
  const byTime = new Date(b.publishedAt).getTime() - new Date(a.publishedAt).getTime();
  return byTime !== 0 ? byTime : b.version.localeCompare(a.version, 'en', { numeric: true });
}
