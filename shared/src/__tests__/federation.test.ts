import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { BUS_VERSION } from '../bus';
import {
  BUS_CONTRACT,
  declaredRange,
  defineMallApp,
  FEDERATION_RUNTIME,
  federationOptions,
  federationRuntimeAliases,
  federationRuntimeVersion,
  pluginRouteTable,
  pluginShellManifest,
  sharedConfig,
  startupScripts,
} from '../federation';
import { LITE_SHEET_VERSION } from '../ui/lite/styles';

/** A remote requires the @mall/shared it was built with, or a later minor: `^<its version>`. */
const SHARED_RANGE = `^${JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8')).version}`;
const appPkg = (dir: string) => JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../..', dir, 'package.json'), 'utf8'));

describe('shared singletons of a remote (what the release registry checks)', () => {
  it('carry the catalog range, never the word "catalog:"', () => {
    const shared = sharedConfig(appPkg('mf-catalog')) as Record<string, { requiredVersion: string }>;
    expect(shared.react!.requiredVersion).toMatch(/^\^19\./);
    expect(shared['@mall/shared']!.requiredVersion).toBe(SHARED_RANGE);
    for (const [key, { requiredVersion }] of Object.entries(shared)) expect(requiredVersion, key).not.toContain('catalog');
  });

  it("share react-i18next and TanStack Query only through their facades, and the light kit's sheet by its version", () => {
    const shared = sharedConfig(appPkg('mf-user-center')) as Record<
      string,
      { singleton: boolean; requiredVersion: string; version?: string }
    >;
    expect(shared['react-i18next']).toBeUndefined();
    expect(shared['@tanstack/react-query']).toBeUndefined();
    expect(shared['@mall/shared/react-i18n']).toMatchObject({ singleton: true, requiredVersion: SHARED_RANGE });
    expect(shared['@mall/shared/react-query']).toMatchObject({ singleton: true, requiredVersion: SHARED_RANGE });
    // A part with a newer sheet (another major) loads its own copy instead of the page's older one.
    expect(shared['@mall/shared/ui/lite/styles']).toEqual({
      singleton: false,
      version: `${LITE_SHEET_VERSION}.0.0`,
      requiredVersion: `^${LITE_SHEET_VERSION}.0.0`,
    });
  });

  it('reads named catalogs and refuses a name no catalog has', () => {
    const catalogs = { catalog: { react: '^19.2.0' }, catalogs: { legacy: { react: '^18.3.0' } } };
    expect(declaredRange('react', 'catalog:', catalogs)).toBe('^19.2.0');
    expect(declaredRange('react', 'catalog:legacy', catalogs)).toBe('^18.3.0');
    expect(declaredRange('react', '^19.0.0', catalogs)).toBe('^19.0.0');
    expect(() => declaredRange('antd', 'catalog:', catalogs)).toThrow(/antd/);
  });
});

describe('defineMallApp overrides', () => {
  const dir = path.resolve(import.meta.dirname, '../../../mf-chat');
  it('add to the built config instead of replacing its lists', () => {
    const extra = { name: 'test:extra', setup() {} };
    const config = defineMallApp({ dir, kind: 'remote', overrides: { plugins: [extra], output: { legalComments: 'inline' } } });
    const names = (config.plugins ?? []).map((p) => (p && typeof p === 'object' && 'name' in p ? p.name : null));
    expect(names).toContain('rsbuild:react');
    expect(names).toContain('test:extra');
    expect(names).toContain('rsbuild:module-federation-enhanced');
    // Nested objects merge key by key: the override replaces the shared value, and the browser
    // environment keeps its own output settings.
    expect(config.output).toMatchObject({ legalComments: 'inline' });
    expect(config.environments?.web?.output).toMatchObject({ assetPrefix: 'auto', filenameHash: false });
    // Outside a build (a dev server) dist/ is left alone: `npm start` may be serving it.
    expect(config.environments?.web?.output).toMatchObject({ cleanDistPath: false });
  });
});

describe('Module Federation 2, configured in one place', () => {
  const remoteDir = path.resolve(import.meta.dirname, '../../../mf-catalog');
  const exposes = { './routes': './src/routes.tsx', './search-box': './src/widgets/search-box.tsx' };

  it('a built remote writes mf-manifest.json and runs on the runtime the shell provides; both share loaded-first', () => {
    const pkg = appPkg('mf-catalog');
    const remote = federationOptions({ dir: remoteDir, kind: 'remote', exposes }, pkg, true);
    expect(remote).toMatchObject({
      name: 'mf_catalog',
      filename: 'remoteEntry.js',
      exposes,
      manifest: { fileName: 'mf-manifest.json' },
      shareStrategy: 'loaded-first',
      experiments: { externalRuntime: true, optimization: { target: 'web', disableRemote: true } },
    });
    expect(remote.shared).toEqual(sharedConfig(pkg));
    // A remote's dev server page runs alone: it brings its own runtime.
    expect(federationOptions({ dir: remoteDir, kind: 'remote', exposes }, pkg, false).experiments).toMatchObject({
      externalRuntime: false,
    });
    const shell = federationOptions({ dir: path.resolve(remoteDir, '../shell'), kind: 'host' }, appPkg('shell'), true);
    expect(shell).toMatchObject({
      name: 'shell',
      remotes: {},
      manifest: false,
      shareStrategy: 'loaded-first',
      experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
    });
  });

  it("bundles Module Federation's runtime from its ES modules: each CommonJS file the plugin imports leads to the module beside it", () => {
    const alias = federationRuntimeAliases();
    const cjs = Object.keys(alias).filter((k) => k.endsWith('.cjs$'));
    // runtime-tools, its runtime-core entry, the external-runtime plugin, bundler runtime, runtime, runtime-core, SDK, error codes.
    expect(cjs).toHaveLength(8);
    for (const key of cjs) {
      const target = alias[key]!;
      expect(target, key).toMatch(/\.m?js$/);
      expect(fs.existsSync(target), target).toBe(true);
      expect(fs.readFileSync(target, 'utf8'), target).toMatch(/^(import|export)\b/m);
    }
    expect(alias['@module-federation/runtime-core$']).toBe(alias[cjs.find((k) => k.includes('runtime-core/dist/index.cjs'))!]);
  });

  /** Runs a plugin's after-build step as Rsbuild would, into a scratch folder. */
  const runAfterBuild = (plugin: ReturnType<typeof pluginRouteTable>, stats: object) => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-build-'));
    let after: ((p: object) => void) | undefined;
    (plugin.setup as (api: object) => void)({ onAfterBuild: (fn: (p: object) => void) => (after = fn), context: { distPath: dist } });
    after!({ stats, environments: { web: { distPath: dist } } });
    return dist;
  };

  it("the route table records what the remote needs from the shell: the runtime's minor line and the bus it was built with", () => {
    const stats = { hasErrors: () => false, toJson: () => ({ chunks: [] }) };
    const dist = runAfterBuild(pluginRouteTable('mf-catalog', [], remoteDir), stats);
    const table = JSON.parse(fs.readFileSync(path.join(dist, 'routes.json'), 'utf8'));
    const runtime = federationRuntimeVersion(remoteDir);
    expect(runtime).toMatch(/^2\.\d+\.\d+/);
    expect(table).toEqual({
      remote: 'mf-catalog',
      routes: [],
      requires: { [FEDERATION_RUNTIME]: `~${runtime}`, [BUS_CONTRACT]: `^${BUS_VERSION}` },
    });
    // A failed build writes nothing (the real error is the one to see).
    const failed = runAfterBuild(pluginRouteTable('mf-catalog', [], remoteDir), { ...stats, hasErrors: () => true });
    expect(fs.existsSync(path.join(failed, 'routes.json'))).toBe(false);
  });
});

describe("the shell's start-up scripts (shell-manifest.json `startup`, preloaded by the site server)", () => {
  const loader = 'builtin:swc-loader??ruleSet[1]!';
  const index = `${loader}/app/shell/src/index.ts`;
  const consume = (key: string) => ({
    moduleType: 'consume-shared-module',
    identifier: `consume shared module (default) ${key}@^1.0.0 (strict) (fallback: /app/node_modules/${key}/index.js)`,
  });
  const provided = (key: string) => ({
    moduleIdentifier: `provide shared module (default) ${key}@1.2.3 = /app/node_modules/${key}/index.js`,
  });
  // The chunk graph as Rspack's stats describe it (chunks, their modules, what loads them).
  const stats = {
    chunks: [
      {
        id: 'q',
        entry: true,
        files: ['static/js/index.1.js', 'static/css/index.2.css'],
        modules: [
          { moduleType: 'javascript/esm', identifier: `${index}|3d5022c9073e3c58` },
          { moduleType: 'provide-module', identifier: 'provide shared module (default) antd@6.0.0 = /app/node_modules/antd/index.js' },
        ],
      },
      // import('./bootstrap') from the entry: its code (with a concatenated group of modules) and its consumes.
      {
        id: 'k',
        files: ['static/js/async/k.3.js'],
        origins: [{ moduleIdentifier: index, request: './bootstrap' }],
        modules: [
          { modules: [{ moduleType: 'javascript/auto', identifier: `${loader}/app/shell/src/bootstrap.tsx` }, consume('@mall/shared')] },
        ],
      },
      { id: 'c1', files: [], origins: [{ moduleIdentifier: index, request: './bootstrap' }], modules: [consume('react-dom')] },
      // The providers the shell registers: the ones the start-up consumes, transitively.
      { id: 'z', files: ['static/js/async/z.4.js'], origins: [provided('@mall/shared')], modules: [consume('i18next')] },
      { id: 're', files: ['static/js/async/lib-react.5.js'], origins: [provided('react-dom'), provided('react')], modules: [] },
      { id: 'hb', files: ['static/js/async/hb.6.js'], origins: [provided('i18next')], modules: [] },
      // A shared package nobody consumes at start (antd), and a lazy page of the shell's own.
      { id: 'an', files: ['static/js/async/antd.7.js'], origins: [provided('antd')], modules: [] },
      {
        id: 'p',
        files: ['static/js/async/page.8.js'],
        origins: [{ moduleIdentifier: `${loader}/app/shell/src/app/router.tsx`, request: './page' }],
        modules: [],
      },
    ],
  };

  it("lists the entry's dynamic imports and the providers of what they consume, not lazy parts", () => {
    expect(startupScripts(stats)).toEqual([
      'static/js/async/k.3.js',
      'static/js/async/z.4.js',
      'static/js/async/lib-react.5.js',
      'static/js/async/hb.6.js',
    ]);
    expect(startupScripts(undefined)).toEqual([]);
  });

  it('the shell build writes them into shell-manifest.json', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-manifest-'));
    let after: ((p: object) => void) | undefined;
    (pluginShellManifest(path.resolve(import.meta.dirname, '../../../shell'), appPkg('shell')).setup as (api: object) => void)({
      onAfterBuild: (fn: (p: object) => void) => (after = fn),
      context: { distPath: dist },
    });
    after!({ stats: { hasErrors: () => false, toJson: () => stats }, environments: { web: { distPath: dist } } });
    const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'shell-manifest.json'), 'utf8'));
    expect(manifest.startup).toEqual(startupScripts(stats));
    // What a remote's routes.json asks for: the runtime the shell provides and its bus.
    expect(manifest.shared[FEDERATION_RUNTIME]).toBe(federationRuntimeVersion(path.resolve(import.meta.dirname, '../../../shell')));
    expect(manifest.shared[BUS_CONTRACT]).toBe(BUS_VERSION);
    expect(manifest.checked).toEqual(expect.arrayContaining(['@mall/shared', FEDERATION_RUNTIME, BUS_CONTRACT]));
  });
});
