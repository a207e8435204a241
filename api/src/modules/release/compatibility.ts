import { readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { BUS_CONTRACT, FEDERATION_RUNTIME } from '@mall/shared/federation/provided';
import { REPO_ROOT } from '../../config';

/**
 * CHECKED_SINGLETONS of @mall/shared/federation as it was before shell-manifest.json existed (that
 * module is build-time only; shells of then shared react-i18next itself). Used only when the shell
 * build predates shell-manifest.json, which carries the list itself.
 */
const FALLBACK_CHECKED = ['react', 'react-dom', 'antd', 'zustand', 'i18next', 'react-i18next', '@mall/shared'];

/**
 * What a remote cannot bring itself, checked against what the live shell provides (its
 * shell-manifest.json): Module Federation's runtime (a built remote entry runs on the shell's,
 * `externalRuntime`, so it needs the same minor line), the event bus contract it was built with
 * (`@mall/shared/bus`, BUS_VERSION), and its pages' router, i18next and query-client contexts. A
 * remote built when 'react-router', 'react-i18next' or '@tanstack/react-query' itself was shared
 * (now they are `@mall/shared/router`, `/react-i18n`, `/react-query`) would bring its own copy, with
 * no router, no i18next instance or no QueryClient around its pages. A remote built as a webpack
 * container for the shell's former hand-written loader asks for `@mall/federation-handover`, which
 * no shell provides any more (docs/decisions/federation-runtime.md).
 */
export const FROM_SHELL_ONLY = [
  FEDERATION_RUNTIME,
  BUS_CONTRACT,
  'react-router',
  'react-i18next',
  '@tanstack/react-query',
  '@mall/federation-handover',
];

/** What the live shell provides to every remote (written by the shell build, see pluginShellManifest). */
export interface ShellShared {
  /** Package name -> exact version the shell ships. */
  shared: Record<string, string>;
  /** Packages a promotion checks. */
  checked: string[];
  source: 'shell-manifest.json' | 'shell/package.json';
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

/** Installed version of a package as the shell folder resolves it (pnpm links it there). */
function installedVersion(appDir: string, pkg: string): string | null {
  try {
    const file = realpathSync(path.join(appDir, 'node_modules', pkg, 'package.json'));
    return readJson<{ version?: string }>(file)?.version ?? null;
  } catch {
    return null;
  }
}

/**
 * The live shell's shared versions: its build's shell-manifest.json, else the shell package's
 * installed dependencies (a checkout where the shell was built before the manifest existed).
 */
export function readShellShared(shellDist: string, shellDir = path.join(REPO_ROOT, 'shell')): ShellShared | null {
  const manifest = readJson<{ shared?: Record<string, string>; checked?: string[] }>(path.join(shellDist, 'shell-manifest.json'));
  if (manifest?.shared) return { shared: manifest.shared, checked: manifest.checked ?? FALLBACK_CHECKED, source: 'shell-manifest.json' };

  const pkg = readJson<{ dependencies?: Record<string, string> }>(path.join(shellDir, 'package.json'));
  if (!pkg?.dependencies) return null;
  const shared: Record<string, string> = {};
  for (const name of FALLBACK_CHECKED) {
    if (!(name in pkg.dependencies)) continue;
    const version = installedVersion(shellDir, name);
    if (version) shared[name] = version;
  }
  return { shared, checked: FALLBACK_CHECKED, source: 'shell/package.json' };
}

/** 'react-dom/client' -> 'react-dom', '@mall/shared/ui' -> '@mall/shared'. */
export function packageOf(sharedKey: string): string {
  const parts = sharedKey.replace(/\/$/, '').split('/');
  return sharedKey.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

export interface Incompatibility {
  package: string;
  required: string;
  /** What the shell provides; null when it provides none. */
  provided: string | null;
}

/**
 * Which of a remote's shared-singleton requirements the live shell cannot meet. The shell loads
 * first and shares with 'loaded-first', so its copy is the one the remote gets.
 */
export function incompatibilities(requirements: Record<string, string>, shell: ShellShared): Incompatibility[] {
  const problems = new Map<string, Incompatibility>();
  for (const [key, required] of Object.entries(requirements)) {
    // A contract named like a subpath of its package ('@mall/shared/bus') is checked on its own.
    const pkg = FROM_SHELL_ONLY.includes(key) ? key : packageOf(key);
    const shellOnly = FROM_SHELL_ONLY.includes(pkg);
    if ((!shellOnly && !shell.checked.includes(pkg)) || !required || required === '*') continue;
    const provided = shell.shared[pkg] ?? null;
    // A singleton the shell does not share: the remote brings its own copy, nothing to clash with.
    if (provided === null && !shellOnly) continue;
    if (provided === null) {
      if (!problems.has(pkg)) problems.set(pkg, { package: pkg, required, provided });
      continue;
    }
    // npm's own semver: ranges and pre-release precedence exactly as package managers read them.
    if (!semver.satisfies(provided, required) && !problems.has(pkg)) problems.set(pkg, { package: pkg, required, provided });
  }
  return [...problems.values()];
}

export function describeIncompatibility(p: Incompatibility): string {
  return `${p.package} ${p.required} is required, the live shell provides ${p.provided ?? 'none'}`;
}
