/**
 * One Module Federation + Rsbuild config builder for the shell and every remote (Node side only).
 * The singleton list is written once, here; versions come from each app's own package.json.
 *
 * Module Federation 2 (`@module-federation/enhanced` through `@module-federation/rsbuild-plugin`):
 * remotes write `mf-manifest.json` as Module Federation writes it, the shell provides the runtime
 * to the page once (`provideExternalRuntime`) and every built remote entry runs on it
 * (`externalRuntime`), shared modules are resolved `loaded-first` (docs/decisions/federation-runtime.md).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pluginModuleFederation, type ModuleFederationOptions } from '@module-federation/rsbuild-plugin';
import { defineConfig, mergeRsbuildConfig, type RsbuildConfig, type RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { parse as parseYaml } from 'yaml';
import { BUS_VERSION } from '../bus';
import type { RouteDef } from '../routes';
import { mfNameOf } from '../routes';
import { SSR_SHARED_GLOBAL, SSR_SHARED_MODULES } from '../ssr';
import { LITE_SHEET_VERSION } from '../ui/lite/styles';
import { BUS_CONTRACT, FEDERATION_RUNTIME, MF_MANIFEST } from './provided';

export { BUS_CONTRACT, FEDERATION_RUNTIME, MF_MANIFEST };

/** Shared singletons: one copy of each on a page, whoever loads first provides it. */
export const SHARED_SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  // react-router through its facade (see shared/src/router.ts): tree-shaken, still one copy.
  '@mall/shared/router',
  'antd',
  'zustand',
  'i18next',
  // react-i18next and TanStack Query through their facades too (shared/src/react-i18n.ts, react-query.ts).
  '@mall/shared/react-i18n',
  'dayjs',
  '@mall/shared/react-query',
  '@mall/shared',
] as const;

/** Packages whose versions the release registry checks before a promotion. */
export const CHECKED_SINGLETONS = ['react', 'react-dom', 'antd', 'zustand', 'i18next', '@mall/shared'] as const;

export interface PackageJson {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;
const sharedPkg = readJson<PackageJson>(path.resolve(import.meta.dirname, '../../package.json'));

/** pnpm catalogs (pnpm-workspace.yaml): `catalog` is the default one, `catalogs.<name>` the named. */
interface WorkspaceCatalogs {
  catalog?: Record<string, string>;
  catalogs?: Record<string, Record<string, string>>;
}
const workspace = parseYaml(
  fs.readFileSync(path.resolve(import.meta.dirname, '../../../pnpm-workspace.yaml'), 'utf8'),
) as WorkspaceCatalogs;

/**
 * The range a package.json declares for `name`: a `catalog:` specifier is read from the workspace's
 * catalog, so a remote's manifest carries the range (^19.2.0), never the word "catalog:".
 */
export function declaredRange(name: string, spec: string, catalogs: WorkspaceCatalogs = workspace): string {
  if (!spec.startsWith('catalog:')) return spec;
  const catalog = spec.slice('catalog:'.length);
  const range = !catalog || catalog === 'default' ? catalogs.catalog?.[name] : catalogs.catalogs?.[catalog]?.[name];
  if (!range) throw new Error(`${name}: "${spec}" names no entry of pnpm-workspace.yaml's catalogs`);
  return range;
}

/**
 * Shared by their own version, not as singletons: a part takes the copy on the page when it
 * satisfies its range, else loads its own (two copies are harmless, one is smaller).
 */
export const VERSIONED_SHARES = {
  // The light kit's style sheet (shared/src/ui/lite/styles.ts); its components import it by this name.
  '@mall/shared/ui/lite/styles': `${LITE_SHEET_VERSION}.0.0`,
} as const;

/** How one module is shared (Rspack's `SharedConfig`). */
export interface SharedModuleConfig {
  singleton: boolean;
  requiredVersion: string | false;
  version?: string;
}

/** The package a share key belongs to: '@mall/shared/router' -> '@mall/shared', a prefix key 'react/' -> 'react'. */
const packageOfShareKey = (key: string): string => (key.startsWith('@mall/shared') ? '@mall/shared' : key.replace(/\/$/, ''));

/** The `shared` block of the federation options, from the app's dependencies. */
export function sharedConfig(pkg: PackageJson): Record<string, SharedModuleConfig> {
  const deps = { ...pkg.devDependencies, ...pkg.dependencies };
  const out: Record<string, SharedModuleConfig> = {};
  for (const key of SHARED_SINGLETONS) {
    const base = packageOfShareKey(key);
    if (!(base in deps)) continue;
    const required = base === '@mall/shared' ? `^${sharedPkg.version}` : declaredRange(base, deps[base]!);
    out[key] = { singleton: true, requiredVersion: required };
  }
  if ('@mall/shared' in deps) {
    for (const [key, version] of Object.entries(VERSIONED_SHARES)) out[key] = { singleton: false, version, requiredVersion: `^${version}` };
  }
  return out;
}

export interface MallAppOptions {
  /** Package folder (pass import.meta.dirname). */
  dir: string;
  kind: 'host' | 'remote';
  exposes?: Record<string, string>;
  /** The remote's route table, written to dist/routes.json for the release registry. */
  routes?: RouteDef[];
  /**
   * The app's server entry (first views, see shared/src/ssr.ts), built beside the browser code
   * into dist/server/index.cjs. The host's bundles the shared libraries and provides them; a
   * remote's takes them from the host at run time.
   */
  server?: string;
  /** The dev server's port (`rsbuild dev --port` overrides it). */
  port?: number;
  /** Merged last. */
  overrides?: RsbuildConfig;
}

/** The version of Module Federation's runtime an app folder builds with (its packages are released together). */
export const federationRuntimeVersion = (dir: string): string | null => installedVersion(dir, '@module-federation/enhanced');

/**
 * What a remote built now needs from the shell besides shared packages (routes.json `requires`):
 * the runtime its entry runs on (same minor line, `~`), and the bus it was built against (`^`).
 */
export function remoteRequires(dir: string): Record<string, string> {
  const runtime = federationRuntimeVersion(dir);
  return { ...(runtime ? { [FEDERATION_RUNTIME]: `~${runtime}` } : {}), [BUS_CONTRACT]: `^${BUS_VERSION}` };
}

/**
 * Writes dist/routes.json: the remote's route table, and what it needs from the shell besides
 * shared packages (`requires`, see remoteRequires), for the release registry's checks.
 */
export function pluginRouteTable(remote: string, routes: RouteDef[], dir: string): RsbuildPlugin {
  return {
    name: 'mall:route-table',
    setup(api) {
      api.onAfterBuild(({ stats, environments }) => {
        // A failed build has no dist folder; writing here would hide the real error behind ENOENT.
        if (stats?.hasErrors()) return;
        const distPath = environments.web?.distPath ?? api.context.distPath;
        const file = path.join(distPath, 'routes.json');
        fs.writeFileSync(file, JSON.stringify({ remote, routes, requires: remoteRequires(dir) }, null, 2));
      });
    },
  };
}

/** Installed version of a package as an app folder resolves it (pnpm links it into node_modules). */
function installedVersion(dir: string, pkg: string): string | null {
  try {
    return readJson<PackageJson>(fs.realpathSync(path.join(dir, 'node_modules', pkg, 'package.json'))).version;
  } catch {
    return null;
  }
}

interface StatsModule {
  identifier?: string;
  moduleType?: string;
  modules?: StatsModule[];
}
interface StatsChunk {
  id?: string | number;
  files?: string[];
  entry?: boolean;
  modules?: StatsModule[];
  origins?: { moduleIdentifier?: string; request?: string }[];
}
interface StatsJson {
  namedChunkGroups?: Record<string, { assets?: { name: string }[] }>;
  chunks?: StatsChunk[];
}
interface StatsLike {
  toJson(o: object): StatsJson;
  compilation?: { name?: string };
  stats?: StatsLike[];
}

/** The browser build's stats (a multi-environment build holds one per environment). */
function webStats(stats: unknown, options: object = { chunkGroups: true }): StatsJson | undefined {
  const all = stats as StatsLike | undefined;
  const web = all?.stats ? all.stats.find((s) => s.compilation?.name === 'web') : all;
  return web?.toJson({ all: false, ...options });
}

/**
 * The scripts a host loads as it starts, after its entry: the chunks of the entry's own dynamic
 * imports (the shell's `import('./bootstrap')`) and, for each shared module they consume, the chunks
 * of the host's own provider of it (the host provides them first, so its copy is the one loaded),
 * and so on for what those consume. Lazy parts (antd, pages, dialogs) are not among them. Read from
 * the build's stats (chunks with their modules and origins); the site server preloads the list
 * with a page (docs/architecture.md, "First paint, then the app").
 */
export function startupScripts(json: StatsJson | undefined): string[] {
  const chunks = json?.chunks ?? [];
  const modulesOf = (list: StatsModule[] = []): StatsModule[] => list.flatMap((m) => (m.modules ? modulesOf(m.modules) : [m]));
  // A concatenated module's identifier carries a `|hash` suffix its origins do not.
  const bare = (id = '') => id.replace(/\|[0-9a-f]+$/, '');
  const entryModules = new Set(
    chunks
      .filter((c) => c.entry)
      .flatMap((c) => modulesOf(c.modules))
      .filter((m) => m.moduleType !== 'provide-module')
      .map((m) => bare(m.identifier)),
  );
  const loadedBy = (from: (origin: { moduleIdentifier?: string; request?: string }) => boolean) =>
    chunks.filter((c) => !c.entry && c.origins?.some(from));
  const queue = loadedBy((o) => Boolean(o.request) && entryModules.has(bare(o.moduleIdentifier)));
  const seen = new Set<StatsChunk>();
  const files: string[] = [];
  for (let chunk = queue.shift(); chunk; chunk = queue.shift()) {
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    files.push(...(chunk.files ?? []).filter((f) => f.endsWith('.js') && !files.includes(f)));
    for (const m of modulesOf(chunk.modules)) {
      // 'consume shared module (default) react@^19.2.0 (strict) (fallback: ...)'
      const consumed =
        m.moduleType === 'consume-shared-module'
          ? /^consume shared module \(([^)]+)\) (.+?)@[^@\s]*(?: |$)/.exec(m.identifier ?? '')
          : null;
      if (!consumed) continue;
      const provider = `provide shared module (${consumed[1]}) ${consumed[2]}@`;
      queue.push(...loadedBy((o) => Boolean(o.moduleIdentifier?.startsWith(provider))));
    }
  }
  return files;
}

/**
 * Writes dist/shell-manifest.json: the exact versions of the singletons the shell provides (the
 * release registry refuses to promote a remote whose requirements these versions do not satisfy)
 * and the scripts of its start-up (`startup`, paths in dist: the site server preloads them).
 */
export function pluginShellManifest(dir: string, pkg: PackageJson): RsbuildPlugin {
  return {
    name: 'mall:shell-manifest',
    setup(api) {
      api.onAfterBuild(({ stats, environments }) => {
        if (stats?.hasErrors()) return;
        const distPath = environments.web?.distPath ?? api.context.distPath;
        const deps = { ...pkg.devDependencies, ...pkg.dependencies };
        const shared: Record<string, string> = {};
        for (const name of CHECKED_SINGLETONS) {
          if (!(name in deps)) continue;
          const version = name === '@mall/shared' ? sharedPkg.version : installedVersion(dir, name);
          if (version) shared[name] = version;
        }
        // What the remotes need besides shared packages (routes.json `requires`): the runtime the
        // shell provides to the page and the bus contract it was built with.
        const runtime = federationRuntimeVersion(dir);
        if (runtime) shared[FEDERATION_RUNTIME] = runtime;
        shared[BUS_CONTRACT] = BUS_VERSION;
        const startup = startupScripts(
          webStats(stats, { chunks: true, chunkModules: true, dependentModules: true, chunkOrigins: true, ids: true }),
        );
        const manifest = {
          name: pkg.name,
          version: pkg.version,
          shared,
          checked: [...CHECKED_SINGLETONS, FEDERATION_RUNTIME, BUS_CONTRACT],
          startup,
        };
        fs.writeFileSync(path.join(distPath, 'shell-manifest.json'), JSON.stringify(manifest, null, 2));
      });
    },
  };
}

/** A package file's ES module build beside it: `dist/x.cjs` -> `dist/x.js` (or `.mjs`). */
const esmTwin = (file: string) => file.replace(/\.cjs$/, fs.existsSync(file.replace(/\.cjs$/, '.mjs')) ? '.mjs' : '.js');

/**
 * Module Federation's runtime packages, bundled from their ES module builds. The Rspack plugin
 * imports their CommonJS files (by name, and the bundler runtime by file path); as CommonJS they
 * are dozens of separate modules Rspack can neither scope-hoist nor tree-shake (the SDK's Node
 * loader and logger came along into the browser). Every name and every such file leads to the ES
 * module beside it, so a build still holds one copy of each, and the runtime's `target: 'web'`
 * branches drop what the browser never runs.
 */
export function federationRuntimeAliases(): Record<string, string> {
  const fromShared = createRequire(import.meta.url);
  const fromEnhanced = createRequire(fs.realpathSync(fromShared.resolve('@module-federation/enhanced')));
  const tools = fromEnhanced.resolve('@module-federation/runtime-tools');
  const fromTools = createRequire(tools);
  const bundlerRuntime = fromTools.resolve('@module-federation/webpack-bundler-runtime');
  const fromBundlerRuntime = createRequire(bundlerRuntime);
  const runtime = fromTools.resolve('@module-federation/runtime');
  const fromRspackPlugin = createRequire(fromEnhanced.resolve('@module-federation/rspack'));
  const packages: Record<string, string> = {
    '@module-federation/runtime-tools': tools,
    '@module-federation/runtime-tools/runtime-core': fromEnhanced.resolve('@module-federation/runtime-tools/runtime-core'),
    // What provideExternalRuntime adds to the shell: it publishes the runtime core for the remotes.
    '@module-federation/inject-external-runtime-core-plugin': fromRspackPlugin.resolve(
      '@module-federation/inject-external-runtime-core-plugin',
    ),
    '@module-federation/webpack-bundler-runtime': bundlerRuntime,
    '@module-federation/runtime': runtime,
    '@module-federation/runtime-core': createRequire(runtime).resolve('@module-federation/runtime-core'),
    '@module-federation/sdk': fromBundlerRuntime.resolve('@module-federation/sdk'),
    '@module-federation/error-codes': fromBundlerRuntime.resolve('@module-federation/error-codes'),
  };
  const alias: Record<string, string> = {};
  for (const [name, file] of Object.entries(packages)) {
    alias[`${name}$`] = esmTwin(file);
    alias[`${file}$`] = esmTwin(file);
  }
  return alias;
}

/** A remote's entry file (its mf-manifest.json names it). */
const REMOTE_ENTRY = 'remoteEntry.js';

/** Module Federation's options for an app's browser build. */
export function federationOptions(opts: MallAppOptions, pkg: PackageJson, production: boolean): ModuleFederationOptions {
  const common = {
    name: mfNameOf(pkg.name),
    shared: sharedConfig(pkg),
    // The shell's copies are loaded first and every remote takes them; a remote that is down
    // cannot hold up start-up (the default, version-first, loads every remote's entry at start).
    shareStrategy: 'loaded-first' as const,
    dts: false,
  };
  // The runtime's Node-only code paths are left out of the browser build.
  const optimization = { target: 'web' as const };
  if (opts.kind === 'host') {
    // The shell provides the runtime core to the page once; the remote entries run on it.
    return { ...common, remotes: {}, manifest: false, experiments: { provideExternalRuntime: true, optimization } };
  }
  return {
    ...common,
    filename: REMOTE_ENTRY,
    exposes: opts.exposes ?? {},
    manifest: { fileName: MF_MANIFEST },
    // A built remote runs on the shell's runtime; its dev server page runs alone and keeps its own.
    // It loads no remote itself: the runtime's remote-loading code is left out of its entry.
    experiments: { externalRuntime: production, optimization: { ...optimization, disableRemote: true } },
  };
}

export function defineMallApp(opts: MallAppOptions): RsbuildConfig {
  const pkg = readJson<PackageJson>(path.join(opts.dir, 'package.json'));
  // Rsbuild sets NODE_ENV before it loads the config: production for `rsbuild build`.
  const production = process.env.NODE_ENV === 'production';
  // Federation is for the browser build only; the server entry is a plain Node bundle.
  const plugins: RsbuildPlugin[] = [
    pluginReact(),
    pluginModuleFederation(federationOptions(opts, pkg, production), { target: 'web', environment: 'web' }),
  ];
  if (opts.kind === 'remote' && opts.routes) plugins.push(pluginRouteTable(pkg.name, opts.routes, opts.dir));
  if (opts.kind === 'host') plugins.push(pluginShellManifest(opts.dir, pkg));
  const base = defineConfig({
    plugins,
    environments: {
      web: {
        source: { entry: { index: './src/index.ts' } },
        output: {
          distPath: { root: 'dist' },
          assetPrefix: opts.kind === 'remote' ? 'auto' : '/',
          // A remote's files are published in a folder of their own version, never rewritten
          // (scripts/lib/publish.mjs): the path already changes with the content. Without hashes
          // in its chunk names, its entry carries no table of them (0.6-0.7 kB gzip per entry).
          filenameHash: opts.kind !== 'remote',
          // Only a build replaces dist/: a dev server serves from memory and leaves the build a
          // running site serves alone (`pnpm --filter shell dev` once emptied it under `npm start`).
          cleanDistPath: production,
        },
        resolve: { alias: federationRuntimeAliases() },
        // A built remote is only ever loaded by the shell: no standalone page.
        ...(opts.kind === 'remote' && production ? { tools: { htmlPlugin: false } } : {}),
        performance: { chunkSplit: { strategy: 'split-by-experience' } },
      },
      ...(opts.server && production ? { server: serverEnvironment(opts.kind, opts.server) } : {}),
    },
    // What both environments share stays at the top level, where an override merges into it
    // (an environment's own value would win over an override of the top level).
    output: { legalComments: 'none' },
    server: { port: opts.port ?? 3000, cors: true },
    html: { title: '', mountId: 'root' },
  });
  // Rsbuild's own merge: nested objects merged, arrays (plugins, entries, proxies) concatenated.
  return mergeRsbuildConfig(base, opts.overrides ?? {});
}

/**
 * Is `request` shared as a singleton in the browser? Module Federation's rule: a key ending in '/'
 * covers the subpaths ('react/jsx-runtime'), any other key only itself ('@mall/shared', not
 * '@mall/shared/ui/lite', which each part bundles). A server entry shares exactly the same.
 */
export function isSharedSingleton(request: string): boolean {
  return SHARED_SINGLETONS.some((key) => (key.endsWith('/') ? request.startsWith(key) : request === key));
}

/**
 * The Node build of an app's server entry: dist/server/index.cjs, CommonJS, one file per chunk.
 * A remote's takes every shared singleton from the host's global (one copy per process, as per
 * page in the browser) and refuses one the host does not provide.
 */
function serverEnvironment(kind: MallAppOptions['kind'], entry: string) {
  const provided = new Set<string>(SSR_SHARED_MODULES);
  type Callback = (err?: Error | null, result?: string, type?: 'var') => void;
  const fromHost = ({ request }: { request?: string }, callback: Callback) => {
    if (!request || !isSharedSingleton(request)) return callback();
    if (!provided.has(request))
      return callback(new Error(`${request} is shared, but the shell's server entry does not provide it (SSR_SHARED_MODULES)`));
    return callback(null, `globalThis[${JSON.stringify(SSR_SHARED_GLOBAL)}][${JSON.stringify(request)}]`, 'var');
  };
  return {
    source: { entry: { index: entry } },
    output: {
      target: 'node' as const,
      distPath: { root: 'dist/server' },
      filenameHash: false,
      // CommonJS (the site server reloads a rebuilt shell entry through require's cache), in a
      // package whose type is "module": the extension says what it is.
      module: false,
      filename: { js: '[name].cjs' },
      cleanDistPath: false,
      minify: false,
      ...(kind === 'remote' ? { externals: [fromHost] } : {}),
    },
    tools: { htmlPlugin: false },
  };
}
