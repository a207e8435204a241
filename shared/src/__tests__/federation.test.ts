import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import {
  CONTAINER_MANIFEST,
  containerOptions,
  declaredRange,
  defineMallApp,
  pluginContainerManifest,
  pluginRouteTable,
  pluginShellManifest,
  SHARE_SCOPE,
  sharedConfig,
  SHELL_HANDOVER,
  SHELL_HANDOVER_VERSION,
  startupScripts,
} from '../federation';
import { LITE_SHEET_VERSION } from '../ui/lite/styles';

const appPkg = (dir: string) => JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../..', dir, 'package.json'), 'utf8'));

describe('shared singletons of a remote (what the release registry checks)', () => {
  it('carry the catalog range, never the word "catalog:"', () => {
    const shared = sharedConfig(appPkg('mf-catalog')) as Record<string, { requiredVersion: string }>;
    expect(shared.react!.requiredVersion).toMatch(/^\^19\./);
    expect(shared['@mall/shared']!.requiredVersion).toBe('^1.0.0');
    for (const [key, { requiredVersion }] of Object.entries(shared)) expect(requiredVersion, key).not.toContain('catalog');
  });

  it("share react-i18next and TanStack Query only through their facades, and the light kit's sheet by its version", () => {
    const shared = sharedConfig(appPkg('mf-user-center')) as Record<
      string,
      { singleton: boolean; requiredVersion: string; version?: string }
    >;
    expect(shared['react-i18next']).toBeUndefined();
    expect(shared['@tanstack/react-query']).toBeUndefined();
    expect(shared['@mall/shared/react-i18n']).toMatchObject({ singleton: true, requiredVersion: '^1.0.0' });
    expect(shared['@mall/shared/react-query']).toMatchObject({ singleton: true, requiredVersion: '^1.0.0' });
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
    expect(names).toContain('mall:container');
    expect(names).toContain('mall:container-manifest');
    // Nested objects merge key by key: the override replaces the shared value, and the browser
    // environment keeps its own output settings.
    expect(config.output).toMatchObject({ legalComments: 'inline' });
    expect(config.environments?.web?.output).toMatchObject({ assetPrefix: 'auto', filenameHash: false });
  });
});

describe('remotes are webpack containers', () => {
  const remoteDir = path.resolve(import.meta.dirname, '../../../mf-catalog');
  const exposes = { './routes': './src/routes.tsx', './search-box': './src/widgets/search-box.tsx' };

  it("a remote's entry publishes its container under its name and shares in the page's scope; the shell only shares", () => {
    const pkg = appPkg('mf-catalog');
    const remote = containerOptions({ dir: remoteDir, kind: 'remote', exposes }, pkg);
    expect(remote).toMatchObject({
      name: 'mf_catalog',
      shareScope: SHARE_SCOPE,
      filename: 'remoteEntry.js',
      library: { type: 'global', name: 'mf_catalog' },
    });
    // Each expose in a chunk group named for it, which the manifest lists for preloading.
    expect(remote.exposes).toEqual({
      './routes': { import: './src/routes.tsx', name: '__federation_expose_routes' },
      './search-box': { import: './src/widgets/search-box.tsx', name: '__federation_expose_search_box' },
    });
    expect(remote.shared).toEqual(sharedConfig(pkg));
    const shell = containerOptions({ dir: path.resolve(remoteDir, '../shell'), kind: 'host' }, appPkg('shell'));
    expect(shell).toEqual({ name: 'shell', shareScope: SHARE_SCOPE, shared: sharedConfig(appPkg('shell')), remotes: {} });
  });

  /** Runs a plugin's after-build step as Rsbuild would, into a scratch folder. */
  const runAfterBuild = (plugin: ReturnType<typeof pluginContainerManifest>, stats: object) => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-manifest-'));
    let after: ((p: object) => void) | undefined;
    (plugin.setup as (api: object) => void)({ onAfterBuild: (fn: (p: object) => void) => (after = fn), context: { distPath: dist } });
    after!({ stats, environments: { web: { distPath: dist } } });
    return dist;
  };

  it('the build writes the manifest the registry and the shell read, and the route table asks for a shell that loads containers', () => {
    const groups = {
      __federation_expose_routes: {
        assets: [{ name: 'static/js/async/__federation_expose_routes.1a.js' }, { name: 'static/css/async/r.2b.css' }],
      },
    };
    const stats = { hasErrors: () => false, toJson: () => ({ namedChunkGroups: groups, chunks: [], modules: [] }) };
    const dist = runAfterBuild(pluginContainerManifest(remoteDir, appPkg('mf-catalog'), exposes), stats);
    const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
    expect(manifest.metaData).toMatchObject({
      globalName: 'mf_catalog',
      container: CONTAINER_MANIFEST,
      remoteEntry: { name: 'remoteEntry.js', path: '' },
      shareScope: SHARE_SCOPE,
    });
    expect(manifest.exposes).toEqual([
      {
        id: 'mf_catalog:routes',
        name: 'routes',
        path: './routes',
        assets: { js: { sync: ['static/js/async/__federation_expose_routes.1a.js'], async: [] } },
      },
      { id: 'mf_catalog:search-box', name: 'search-box', path: './search-box', assets: { js: { sync: [], async: [] } } },
    ]);
    // Each shared package with the version built in and the range required (prefix keys are their package's).
    const react = manifest.shared.find((s: { name: string }) => s.name === 'react');
    expect(react).toMatchObject({ singleton: true, requiredVersion: sharedConfig(appPkg('mf-catalog')).react!.requiredVersion });
    expect(react.version).toMatch(/^19\./);
    expect(manifest.shared.some((s: { name: string }) => s.name.endsWith('/'))).toBe(false);
    expect(manifest.shared.find((s: { name: string }) => s.name === '@mall/shared/ui/lite/styles')).toMatchObject({
      singleton: false,
      version: `${LITE_SHEET_VERSION}.0.0`,
    });

    const routesDist = runAfterBuild(pluginRouteTable('mf-catalog', []), stats);
    const table = JSON.parse(fs.readFileSync(path.join(routesDist, 'routes.json'), 'utf8'));
    expect(table.requires).toEqual({ [SHELL_HANDOVER]: `^${SHELL_HANDOVER_VERSION}` });
    expect(SHELL_HANDOVER_VERSION).toMatch(/^3\./);
    // A failed build writes nothing (the real error is the one to see).
    const failed = runAfterBuild(pluginContainerManifest(remoteDir, appPkg('mf-catalog'), exposes), { ...stats, hasErrors: () => true });
    expect(fs.existsSync(path.join(failed, 'mf-manifest.json'))).toBe(false);
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
    expect(manifest.shared[SHELL_HANDOVER]).toBe(SHELL_HANDOVER_VERSION);
  });
});
