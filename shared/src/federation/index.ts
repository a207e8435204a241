/**
 * One Module Federation + Rsbuild config builder for the shell and every remote (Node side only).
 * The singleton list is written once, here; versions come from each app's own package.json.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pluginModuleFederation, type ModuleFederationOptions } from '@module-federation/rsbuild-plugin';
import { defineConfig, mergeRsbuildConfig, type RsbuildConfig, type RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { parse as parseYaml } from 'yaml';
import type { RouteDef } from '../routes';
import { mfNameOf } from '../routes';
import { SSR_SHARED_GLOBAL, SSR_SHARED_MODULES } from '../ssr';
import { LITE_SHEET_VERSION } from '../ui/lite/styles';
import {
  BUNDLER_RUNTIME_GLOBAL,
  isBundlerRuntimeRequest,
  SHELL_HANDOVER,
  SHELL_HANDOVER_VERSION,
  SHELL_PROVIDED_FEDERATION_PACKAGES,
} from './provided';

export { BUNDLER_RUNTIME_GLOBAL, isBundlerRuntimeRequest, SHELL_PROVIDED_FEDERATION_PACKAGES };

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

/** The `shared` block of the MF options, from the app's dependencies. */
export function sharedConfig(pkg: PackageJson): NonNullable<ModuleFederationOptions['shared']> {
  const deps = { ...pkg.devDependencies, ...pkg.dependencies };
  const out: Record<string, { singleton: boolean; requiredVersion: string | false; version?: string }> = {};
  for (const key of SHARED_SINGLETONS) {
    const base = key.startsWith('@mall/shared') ? '@mall/shared' : key.replace(/\/$/, '');
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
  /** Extra runtime plugins (paths) for the host. */
  runtimePlugins?: string[];
  /**
   * The app's server entry (first views, see shared/src/ssr.ts), built beside the browser code
   * into dist/server/index.cjs. The host's bundles the shared libraries and provides them; a
   * remote's takes them from the host at run time.
   */
  server?: string;
  port?: number;
  /** Merged last. */
  overrides?: RsbuildConfig;
}

/**
 * The federation runtime a remote entry runs on: the shell's (remotes are built with
 * externalRuntime). Its version is the Module Federation toolchain's (its packages are released
 * together); a remote needs a shell that provides the same minor line.
 */
export const FEDERATION_RUNTIME = '@module-federation/runtime';
export const federationRuntimeVersion = (dir: string) => installedVersion(dir, '@module-federation/enhanced');

/**
 * Writes dist/routes.json: the remote's route table, and what it needs from the shell besides
 * shared packages (`requires`: the federation runtime, when built to run on the shell's; pass the
 * app folder to find its version), for the release registry's checks.
 */
export function pluginRouteTable(remote: string, routes: RouteDef[], runsOnShellRuntimeOf?: string): RsbuildPlugin {
  return {
    name: 'mall:route-table',
    setup(api) {
      api.onAfterBuild(({ stats, environments }) => {
        // A failed build has no dist folder; writing here would hide the real error behind ENOENT.
        if (stats?.hasErrors()) return;
        const distPath = environments.web?.distPath ?? api.context.distPath;
        const runtime = runsOnShellRuntimeOf ? federationRuntimeVersion(runsOnShellRuntimeOf) : null;
        const requires = runtime ? { [FEDERATION_RUNTIME]: `~${runtime}`, [SHELL_HANDOVER]: `^${SHELL_HANDOVER_VERSION}` } : {};
        const file = path.join(distPath, 'routes.json');
        fs.writeFileSync(file, JSON.stringify({ remote, routes, requires }, null, 2));
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

interface StatsJson {
  chunks?: { id?: string | number | null; entry?: boolean; names?: string[] }[];
  modules?: { id?: string | number | null; name?: string; chunks?: (string | number)[] }[];
}
interface StatsLike {
  toJson(o: object): StatsJson;
  compilation?: { name?: string };
  stats?: StatsLike[];
}

/**
 * The modules of the shell's entry chunk by id, and which of them are Module Federation's runtime
 * (its packages and the start-up module it generates): the bench weighs those in the served entry
 * file, what federation costs every page whatever the page (README.md, "Benchmarks").
 */
function entryModules(stats: unknown): { chunk: string; modules: string[]; runtime: string[] } | undefined {
  const all = stats as StatsLike | undefined;
  const web = all?.stats ? all.stats.find((s) => s.compilation?.name === 'web') : all;
  const json = web?.toJson({ all: false, chunks: true, modules: true, ids: true, modulesSpace: Infinity });
  const entry = json?.chunks?.find((c) => c.entry && c.names?.includes('index'));
  if (!json?.modules || entry?.id == null) return undefined;
  const inEntry = json.modules.filter((m) => m.id != null && m.chunks?.includes(entry.id!));
  return {
    chunk: 'index',
    modules: inEntry.map((m) => String(m.id)),
    runtime: inEntry.filter((m) => /(^|[\\/])@module-federation[\\/]/.test(m.name ?? '')).map((m) => String(m.id)),
  };
}

/**
 * Writes dist/shell-manifest.json: the exact versions of the singletons the shell provides. The
 * release registry refuses to promote a remote whose requirements these versions do not satisfy.
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
        const runtime = federationRuntimeVersion(dir);
        if (runtime) shared[FEDERATION_RUNTIME] = runtime;
        shared[SHELL_HANDOVER] = SHELL_HANDOVER_VERSION;
        const manifest = {
          name: pkg.name,
          version: pkg.version,
          shared,
          checked: [...CHECKED_SINGLETONS, FEDERATION_RUNTIME, SHELL_HANDOVER],
          federationRuntime: entryModules(stats),
        };
        fs.writeFileSync(path.join(distPath, 'shell-manifest.json'), JSON.stringify(manifest, null, 2));
      });
    },
  };
}

/**
 * The files of Module Federation's packages the shell hands to the remotes, as Rspack's Module
 * Federation plugin resolves them (runtime-tools -> webpack-bundler-runtime -> its CommonJS
 * dependencies). A built remote's start-up imports the bundler runtime by this path; the shell's
 * build leads each of them to its ES module (hostFederationAliases).
 */
export function providedFederationPackagePaths(): Record<string, string> {
  const fromShared = createRequire(import.meta.url);
  const fromEnhanced = createRequire(fs.realpathSync(fromShared.resolve('@module-federation/enhanced')));
  const fromTools = createRequire(fromEnhanced.resolve('@module-federation/runtime-tools'));
  const bundlerRuntime = fromTools.resolve('@module-federation/webpack-bundler-runtime');
  const fromBundlerRuntime = createRequire(bundlerRuntime);
  return {
    '@module-federation/sdk': fromBundlerRuntime.resolve('@module-federation/sdk'),
    '@module-federation/error-codes': fromBundlerRuntime.resolve('@module-federation/error-codes'),
    '@module-federation/webpack-bundler-runtime': bundlerRuntime,
    // The shell exposes nothing, so its bundler runtime is built without this; remote entries need it.
    '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.cjs': path.join(
      path.dirname(bundlerRuntime),
      'initContainerEntry.cjs',
    ),
  };
}

/** A package file's ES module build beside it: `dist/x.cjs` -> `dist/x.js` (or `.mjs`). */
const esmTwin = (file: string) => file.replace(/\.cjs$/, fs.existsSync(file.replace(/\.cjs$/, '.mjs')) ? '.mjs' : '.js');

/**
 * The shell bundles Module Federation's runtime from its packages' ES module builds: Rspack
 * scope-hoists them into a few modules and drops what nothing imports (the CommonJS files the
 * federation plugin resolves were 83 separate modules; the shell's entry file is 3 kB gzip smaller,
 * measured). Every name, and every CommonJS file the plugin imports by path (the start-up imports
 * the bundler runtime so), leads to the same ES module, so the page still holds one copy of each;
 * the remote entries take them from the shell by global name as before.
 */
export function hostFederationAliases(): Record<string, string> {
  const fromShared = createRequire(import.meta.url);
  const fromEnhanced = createRequire(fs.realpathSync(fromShared.resolve('@module-federation/enhanced')));
  const tools = fromEnhanced.resolve('@module-federation/runtime-tools');
  const runtime = createRequire(tools).resolve('@module-federation/runtime');
  const packages: Record<string, string> = {
    ...providedFederationPackagePaths(),
    '@module-federation/runtime-tools': tools,
    '@module-federation/runtime': runtime,
    '@module-federation/runtime-core': createRequire(runtime).resolve('@module-federation/runtime-core'),
  };
  const alias: Record<string, string> = {};
  for (const [name, file] of Object.entries(packages)) {
    alias[`${name}$`] = esmTwin(file);
    alias[`${file}$`] = esmTwin(file);
  }
  // The federation plugin's own aliases of these two (without `$`), which these replace.
  alias['@module-federation/runtime'] = esmTwin(runtime);
  alias['@module-federation/runtime-tools'] = esmTwin(tools);
  return alias;
}

/**
 * The runtime plugin that publishes the runtime core for the remote entries (`externalRuntime`),
 * which `provideExternalRuntime` would add as its CommonJS file: added here as its ES module.
 */
export function injectRuntimeCorePlugin(): string {
  const fromEnhanced = createRequire(fs.realpathSync(createRequire(import.meta.url).resolve('@module-federation/enhanced')));
  const fromRspackPlugin = createRequire(fromEnhanced.resolve('@module-federation/rspack'));
  return esmTwin(fromRspackPlugin.resolve('@module-federation/inject-external-runtime-core-plugin'));
}

/** The shell's runtime plugin that publishes those packages (provide-packages-plugin.ts). */
const PROVIDE_PACKAGES_PLUGIN = path.join(import.meta.dirname, 'provide-packages-plugin.ts');

type ExternalCallback = (err?: Error | null, result?: string) => void;

/**
 * A built remote takes Module Federation's bundler runtime, SDK and error codes from the shell (as
 * it takes the runtime core): 'global' externals, like the federation plugin's own for the runtime
 * core. Its federation start-up imports the bundler runtime by file path, hence the function.
 */
const remoteFederationExternals: NonNullable<RsbuildConfig['tools']>['rspack'] = (_config, { rspack, appendPlugins }) => {
  const bundlerRuntime = ({ request }: { request?: string }, callback: ExternalCallback) =>
    request && isBundlerRuntimeRequest(request) ? callback(null, BUNDLER_RUNTIME_GLOBAL) : callback();
  appendPlugins(new rspack.ExternalsPlugin('global', [{ ...SHELL_PROVIDED_FEDERATION_PACKAGES }, bundlerRuntime]));
};

/** The Module Federation plugin's options for an app (its browser build). */
export function federationOptions(opts: MallAppOptions, pkg: PackageJson, production: boolean): ModuleFederationOptions {
  return {
    name: mfNameOf(pkg.name),
    shared: sharedConfig(pkg),
    shareStrategy: 'loaded-first',
    dts: false,
    // One federation runtime per page: the shell provides it and every remote entry uses it (a
    // remote entry was 34 kB gzip of a second runtime, evaluated again on every page start). A
    // remote's dev server runs standalone, so it keeps its own runtime there.
    experiments: {
      ...(opts.kind === 'remote' && production ? { externalRuntime: true } : {}),
      optimization: { target: 'web' },
    },
    ...(opts.kind === 'remote'
      ? { filename: 'remoteEntry.js', exposes: opts.exposes ?? {}, manifest: true }
      : {
          remotes: {},
          runtimePlugins: [PROVIDE_PACKAGES_PLUGIN, ...(opts.runtimePlugins ?? []), injectRuntimeCorePlugin()],
          manifest: false,
        }),
  };
}

export function defineMallApp(opts: MallAppOptions): RsbuildConfig {
  const pkg = readJson<PackageJson>(path.join(opts.dir, 'package.json'));
  // Rsbuild sets NODE_ENV before it loads the config: production for `rsbuild build`.
  const production = process.env.NODE_ENV === 'production';
  const mf = federationOptions(opts, pkg, production);
  // Federation is for the browser build only; the server entry is a plain Node bundle.
  const plugins: RsbuildPlugin[] = [pluginReact(), pluginModuleFederation(mf, { environment: 'web' })];
  if (opts.kind === 'remote' && opts.routes) plugins.push(pluginRouteTable(pkg.name, opts.routes, production ? opts.dir : undefined));
  if (opts.kind === 'host') plugins.push(pluginShellManifest(opts.dir, pkg));
  const base = defineConfig({
    plugins,
    environments: {
      web: {
        source: { entry: { index: './src/index.ts' } },
        output: {
          distPath: { root: 'dist' },
          assetPrefix: opts.kind === 'remote' ? 'auto' : '/',
          filenameHash: true,
          cleanDistPath: true,
        },
        // A built remote is only ever loaded by the shell: no standalone page (it would lack the
        // runtime), and the federation's SDK and error codes come from the shell too.
        ...(opts.kind === 'remote' && production ? { tools: { htmlPlugin: false, rspack: remoteFederationExternals } } : {}),
        // The shell: its runtime plugin and its bundler runtime import the same SDK / error-code files.
        ...(opts.kind === 'host' ? { resolve: { alias: hostFederationAliases() } } : {}),
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
