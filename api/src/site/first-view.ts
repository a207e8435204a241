import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { FirstViewInput, FirstViewOutput, LiveRemote, RemoteServerEntry, RouteDef, ShellServerEntry } from '@mall/shared';
import { LITE_CSS, LITE_SHEET_ID } from '@mall/shared/ui/lite/styles';

/**
 * First views rendered by the part that owns the page (shared/src/ssr.ts). The shell's build
 * writes `shell/dist/server/index.cjs` (the frame, the router, and the page's one copy of React and
 * the other shared libraries); each remote's build writes `server/index.cjs` into its versioned
 * artifact (the pages it renders on the server). For a page request the site server loads the
 * live version's entry of the remote that owns the URL (a canary browser gets its pinned
 * version's) and the shell renders the page with it; the browser then hydrates that markup. A
 * promotion therefore changes the next page's HTML without an API restart: the new version's
 * entry is another file. A remote without a server entry gets no first view.
 */
const requireEntry = createRequire(import.meta.url);
const SERVER_ENTRY = path.join('server', 'index.cjs');

interface Loaded<T> {
  entry: T;
  mtimeMs: number;
}

let shell: Loaded<ShellServerEntry> | null = null;
/** Remote entries by file, loaded against the current shell entry's shared libraries. */
const remotes = new Map<string, RemoteServerEntry | null>();

const mtimeOf = (file: string): number | null => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return null;
  }
};

/** Forgets a CommonJS module and the chunks it loaded from its folder, so the next require reads the new build. */
function forget(dir: string): void {
  for (const key of Object.keys(requireEntry.cache)) if (key.startsWith(dir + path.sep)) delete requireEntry.cache[key];
}

const defaultOf = <T>(mod: unknown): T => ((mod as { default?: T }).default ?? mod) as T;

/**
 * The shell's server entry, re-read when the shell is rebuilt. Loading it puts the shared
 * libraries on the global the remotes' entries read when they are loaded, so a new shell entry
 * also means loading the remotes' entries again.
 */
function shellEntry(shellDist: string, log: FastifyBaseLogger): ShellServerEntry | null {
  const file = path.join(shellDist, SERVER_ENTRY);
  const mtimeMs = mtimeOf(file);
  if (mtimeMs === null) return null;
  if (shell?.mtimeMs === mtimeMs) return shell.entry;
  forget(path.dirname(file));
  for (const f of remotes.keys()) forget(path.dirname(f));
  remotes.clear();
  try {
    shell = { entry: defaultOf<ShellServerEntry>(requireEntry(file)), mtimeMs };
    return shell.entry;
  } catch (err) {
    log.warn({ err, file }, 'shell server entry failed to load: no first views');
    shell = null;
    return null;
  }
}

/** A remote version's server entry, or null when its artifact has none (or it fails to load). */
function remoteEntry(artifactsDir: string, remote: LiveRemote, log: FastifyBaseLogger): RemoteServerEntry | null {
  const dir = path.join(artifactsDir, 'remotes', remote.name, remote.version);
  // A version whose browser code cannot be served (its folder gone) gets no first view: the
  // browser could not hydrate it, and its region shows the remote's fallback instead.
  if (mtimeOf(path.join(dir, 'remoteEntry.js')) === null) return null;
  // Version folders are never overwritten: one load per version is enough.
  const file = path.join(dir, SERVER_ENTRY);
  if (remotes.has(file)) return remotes.get(file)!;
  let entry: RemoteServerEntry | null = null;
  if (mtimeOf(file) !== null) {
    try {
      entry = defaultOf<RemoteServerEntry>(requireEntry(file));
      if (!entry?.pages) throw new Error('not a server entry (no pages)');
    } catch (err) {
      log.warn({ err, remote: `${remote.name}@${remote.version}` }, 'remote server entry failed to load: no first view');
      entry = null;
    }
  }
  remotes.set(file, entry);
  return entry;
}

export interface FirstViewPlan {
  shell: ShellServerEntry;
  remote: LiveRemote;
  entry: RemoteServerEntry | null;
  /** The public calls the owner's page makes first (its server entry says which). */
  dataPaths: string[];
}

/**
 * Whether the page gets a first view and what it needs: the owner's server entry renders it, or,
 * for a page behind sign-in, the shell renders the frame with the page's title.
 */
export function planFirstView(
  dirs: { shellDist: string; artifactsDir: string },
  owner: { remote: LiveRemote; route: RouteDef; params: Record<string, string> } | undefined,
  search: URLSearchParams,
  log: FastifyBaseLogger,
): FirstViewPlan | null {
  if (!owner) return null;
  // The shell's entry first: it provides the shared libraries a remote's entry takes when loaded.
  const s = shellEntry(dirs.shellDist, log);
  if (!s) return null;
  const entry = remoteEntry(dirs.artifactsDir, owner.remote, log);
  const page = entry?.pages[owner.route.pageKey ?? owner.route.path];
  if (!page && !owner.route.login) return null;
  let dataPaths: string[] = [];
  try {
    dataPaths = page?.data?.(owner.params, search) ?? [];
  } catch (err) {
    log.warn({ err }, 'first view data paths failed');
  }
  return { shell: s, remote: owner.remote, entry, dataPaths };
}

/** One render at a time: the shell's stores are process-wide (see shell/src/server.tsx). */
let queue: Promise<unknown> = Promise.resolve();

export function renderFirstView(plan: FirstViewPlan, input: Omit<FirstViewInput, 'remotes'>): Promise<FirstViewOutput | null> {
  const run = queue.then(() => plan.shell.renderFirstView({ ...input, remotes: plan.entry ? { [plan.remote.name]: plan.entry } : {} }));
  queue = run.catch(() => undefined);
  return run;
}

/** Puts the rendered markup into #root (marked for hydration) and the light kit's sheet in the head, under the id the kit uses. */
export function withFirstView(html: string, view: FirstViewOutput): string {
  const css = `<style id="${LITE_SHEET_ID}">${LITE_CSS}</style>${view.head ?? ''}`;
  const root = `<div id="root" data-ssr-pages="${view.rendered.join(',')}">${view.html}</div>`;
  return html.replace(/<\/head>/i, `${css}</head>`).replace(/<div id="root"><\/div>/, () => root);
}
