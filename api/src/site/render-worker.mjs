// A first-view render worker (api/src/site/first-view.ts runs a pool of them): the shell's server
// entry and the remotes' server entries are loaded and run here, in a worker thread whose
// environment holds none of the API's secrets, one page at a time (the entries' stores are
// per thread). Plain JavaScript: the same file runs beside the sources (tests) and the build.
import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const requireEntry = createRequire(import.meta.url);
const SERVER_ENTRY = path.join('server', 'index.cjs');

/** @type {{ entry: any, mtimeMs: number } | null} */
let shell = null;
/** Remote entries by file, loaded against the current shell entry's shared libraries. */
const remotes = new Map();

const mtimeOf = (file) => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return null;
  }
};

/** Forgets a CommonJS module and the chunks it loaded from its folder, so the next require reads the new build. */
function forget(dir) {
  for (const key of Object.keys(requireEntry.cache)) if (key.startsWith(dir + path.sep)) delete requireEntry.cache[key];
}

const defaultOf = (mod) => mod?.default ?? mod;

/**
 * The shell's server entry, re-read when the shell is rebuilt. Loading it puts the shared
 * libraries on the global the remotes' entries read when they are loaded, so a new shell entry
 * also means loading the remotes' entries again.
 */
function shellEntry(shellDist) {
  const file = path.join(shellDist, SERVER_ENTRY);
  const mtimeMs = mtimeOf(file);
  if (mtimeMs === null) return null;
  if (shell?.mtimeMs === mtimeMs) return shell.entry;
  forget(path.dirname(file));
  for (const f of remotes.keys()) forget(path.dirname(f));
  remotes.clear();
  shell = null;
  const entry = defaultOf(requireEntry(file));
  shell = { entry, mtimeMs };
  return entry;
}

/** A remote version's server entry (its folder), or null when the version has none. Versions are never rewritten. */
function remoteEntry(dir) {
  const file = path.join(dir, SERVER_ENTRY);
  if (remotes.has(file)) return remotes.get(file);
  let entry = null;
  if (mtimeOf(file) !== null) {
    entry = defaultOf(requireEntry(file));
    if (!entry?.pages) throw new Error(`${file} is not a server entry (no pages)`);
  }
  remotes.set(file, entry);
  return entry;
}

/** Loads the shell's entry ahead of the first page (a fresh worker). */
export function warm({ shellDist }) {
  return shellEntry(shellDist) !== null;
}

/**
 * What a page's first view needs: whether the owner's version renders this page, and the public
 * calls that page makes first (its entry's `data`). Null without a shell entry.
 */
export function plan({ shellDist, dir, pageKey, params, search }) {
  if (!shellEntry(shellDist)) return null;
  const page = remoteEntry(dir)?.pages[pageKey];
  return { hasPage: Boolean(page), dataPaths: page?.data?.(params, new URLSearchParams(search)) ?? [] };
}

/** Renders the page with the shell's entry and the owner version's (shared/src/ssr.ts: FirstViewInput). */
export async function render({ shellDist, dir, remote, input }) {
  const s = shellEntry(shellDist);
  if (!s) return null;
  const entry = remoteEntry(dir);
  return s.renderFirstView({ ...input, remotes: entry ? { [remote]: entry } : {} });
}
