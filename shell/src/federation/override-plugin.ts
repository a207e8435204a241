import { remoteNameOf } from '@mall/shared';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * A developer's browser points one remote of the live site at their own build: a dev server
 * (`pnpm --filter mf-catalog dev` → http://localhost:3001/mf-manifest.json), any manifest URL, or
 * another published version. The overrides are kept where Module Federation's Chrome DevTools keep
 * theirs, in localStorage under `__MF_DEVTOOLS__` as `{ "overrides": { "<name>": "<url or
 * version>" } }`, so the DevTools' proxy panel and this plugin read and write the same list. Used
 * only when the site allows overrides (`REMOTE_OVERRIDES=on`: `npm start` and dev servers; never in
 * production, docs/teams.md); the shell then shows a badge naming each overridden remote.
 */
export const DEVTOOLS_STORAGE_KEY = '__MF_DEVTOOLS__';

/** `?remote_override=mf-catalog=http://localhost:3001/mf-manifest.json` sets one; `=off` clears them. */
export const OVERRIDE_PARAM = 'remote_override';

type Overrides = Record<string, string>;

const isUrl = (value: string) => /^(https?:)?\/\//.test(value);

/** The overrides in storage (the DevTools' `{ overrides }`, or a flat object as it also reads). */
export function readOverrides(storage: Pick<Storage, 'getItem'> = localStorage): Overrides {
  try {
    const stored = JSON.parse(storage.getItem(DEVTOOLS_STORAGE_KEY) ?? '{}') as { overrides?: unknown } & Record<string, unknown>;
    const list = stored.overrides && typeof stored.overrides === 'object' ? (stored.overrides as Record<string, unknown>) : stored;
    return Object.fromEntries(Object.entries(list).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));
  } catch {
    return {};
  }
}

/** Writes the overrides back, keeping anything else the DevTools keep under the same key. */
export function writeOverrides(overrides: Overrides, storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = localStorage): void {
  let stored: Record<string, unknown> = {};
  try {
    stored = JSON.parse(storage.getItem(DEVTOOLS_STORAGE_KEY) ?? '{}') as Record<string, unknown>;
  } catch {
    /* a value we cannot read is replaced */
  }
  const { overrides: _old, ...rest } = stored;
  const next = Object.keys(overrides).length ? { ...rest, overrides } : rest;
  if (Object.keys(next).length) storage.setItem(DEVTOOLS_STORAGE_KEY, JSON.stringify(next));
  else storage.removeItem(DEVTOOLS_STORAGE_KEY);
}

/**
 * Takes `?remote_override=` from the page's address into storage (and out of the address):
 * `<remote>=<url or version>` adds one, `off` removes them all. True when something changed.
 */
export function takeOverrideParam(storage: Storage = localStorage, loc: Location = location, hist: History = history): boolean {
  const url = new URL(loc.href);
  const value = url.searchParams.get(OVERRIDE_PARAM);
  if (value === null) return false;
  url.searchParams.delete(OVERRIDE_PARAM);
  hist.replaceState(hist.state, '', url.pathname + url.search + url.hash);
  if (value === 'off') {
    writeOverrides({}, storage);
    return true;
  }
  const at = value.indexOf('=');
  if (at <= 0) return false;
  writeOverrides({ ...readOverrides(storage), [value.slice(0, at)]: value.slice(at + 1) }, storage);
  return true;
}

/** The override for a remote, by its federation name ('mf_catalog', as the DevTools name it) or package name. */
export function overrideFor(overrides: Overrides, mfName: string): string | undefined {
  return overrides[mfName] ?? overrides[remoteNameOf(mfName)];
}

/**
 * The runtime plugin: before a remote is registered, an override replaces its entry (a URL), or
 * the version in its artifact path (anything else: `/remotes/mf-catalog/<version>/mf-manifest.json`).
 */
export function remoteOverridePlugin(overrides: Overrides): ModuleFederationRuntimePlugin {
  return {
    name: 'mall-remote-override',
    beforeRegisterRemote(args) {
      const { remote } = args;
      const value = overrideFor(overrides, remote.name);
      if (!value || !('entry' in remote)) return args;
      remote.entry = isUrl(value)
        ? value
        : remote.entry.replace(/\/remotes\/([^/]+)\/[^/]+\//, (_m, name: string) => `/remotes/${name}/${encodeURIComponent(value)}/`);
      return args;
    },
  };
}
