import fs from 'node:fs';
import path from 'node:path';
import {
  declaredRange,
  defineMallApp,
  federationOptions,
  federationRuntimeVersion,
  providedFederationPackagePaths,
  sharedConfig,
  SHELL_PROVIDED_FEDERATION_PACKAGES,
  BUNDLER_RUNTIME_GLOBAL,
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
    expect(names.some((n) => String(n).includes('module-federation'))).toBe(true);
    // Nested objects merge key by key: the override replaces the shared value, and the browser
    // environment keeps its own output settings.
    expect(config.output).toMatchObject({ legalComments: 'inline' });
    expect(config.environments?.web?.output).toMatchObject({ assetPrefix: 'auto', filenameHash: true });
  });
});

describe("Module Federation's own packages, handed from the shell to the remote entries", () => {
  const remoteDir = path.resolve(import.meta.dirname, '../../../mf-catalog');
  const shellDir = path.resolve(import.meta.dirname, '../../../shell');
  const inProduction = <T>(fn: () => T): T => {
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      return fn();
    } finally {
      process.env.NODE_ENV = before;
    }
  };
  /** Runs the web environment's tools.rspack and returns the externals plugins it appended. */
  type External = Record<string, string> | ((data: { request?: string }, cb: (err?: Error | null, result?: string) => void) => void);
  const externalsOf = (config: ReturnType<typeof defineMallApp>) => {
    const appended: { type: string; externals: External[] }[] = [];
    class ExternalsPlugin {
      constructor(
        public type: string,
        public externals: External[],
      ) {
        appended.push(this);
      }
    }
    const hook = config.environments?.web?.tools?.rspack;
    if (typeof hook === 'function')
      (hook as (c: object, u: object) => void)({}, { rspack: { ExternalsPlugin }, appendPlugins: () => undefined });
    return appended;
  };
  /** What a list of externals makes of one request: the global's name, or undefined (bundled). */
  const externalFor = (externals: External[], request: string) => {
    for (const e of externals) {
      if (typeof e === 'object') {
        if (request in e) return e[request];
        continue;
      }
      let out: string | undefined;
      e({ request }, (_err, result) => (out = result));
      if (out) return out;
    }
    return undefined;
  };

  it('are the release of the federation runtime the shell provides (one version on a page)', () => {
    const paths = providedFederationPackagePaths();
    for (const name of Object.keys(SHELL_PROVIDED_FEDERATION_PACKAGES)) expect(paths).toHaveProperty([name]);
    for (const [request, file] of Object.entries(paths)) {
      const name = request.split('/').slice(0, 2).join('/');
      expect(fs.existsSync(file), file).toBe(true);
      const pkgFile = path.join(file.slice(0, file.lastIndexOf(`${path.sep}dist${path.sep}`)), 'package.json');
      const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8')) as { name: string; version: string };
      expect(pkg.name).toBe(name);
      expect(pkg.version).toBe(federationRuntimeVersion(shellDir));
    }
  });

  it("a built remote takes them from the page's globals; a remote's dev server bundles its own", () => {
    const built = externalsOf(inProduction(() => defineMallApp({ dir: remoteDir, kind: 'remote' })));
    expect(built.map((p) => p.type)).toEqual(['global']);
    const externals = built[0]!.externals;
    for (const [name, global] of Object.entries(SHELL_PROVIDED_FEDERATION_PACKAGES)) expect(externalFor(externals, name)).toBe(global);
    // The federation start-up imports the bundler runtime by its file path.
    const bundlerRuntime = providedFederationPackagePaths()['@module-federation/webpack-bundler-runtime']!;
    expect(externalFor(externals, bundlerRuntime)).toBe(BUNDLER_RUNTIME_GLOBAL);
    // The remote's own code, and react, stay as they are.
    expect(externalFor(externals, './src/routes.tsx')).toBeUndefined();
    expect(externalFor(externals, 'react')).toBeUndefined();
    expect(externalsOf(defineMallApp({ dir: remoteDir, kind: 'remote' }))).toEqual([]);
  });

  it('the shell publishes them with a runtime plugin, from the very files its bundler runtime uses', () => {
    const config = inProduction(() => defineMallApp({ dir: shellDir, kind: 'host', runtimePlugins: ['./x.ts'] }));
    const alias = config.environments?.web?.resolve?.alias as Record<string, string>;
    // By name, and by the CommonJS file the federation start-up imports, the same ES module.
    for (const [name, file] of Object.entries(providedFederationPackagePaths())) {
      const esm = alias[`${name}$`]!;
      expect(esm).toBe(file.replace(/\.cjs$/, /error-codes/.test(name) ? '.mjs' : '.js'));
      expect(fs.existsSync(esm), esm).toBe(true);
      expect(alias[`${file}$`]).toBe(esm);
    }
    for (const name of ['@module-federation/runtime', '@module-federation/runtime-core', '@module-federation/runtime-tools'])
      expect(alias[`${name}$`]).toMatch(/[\\/]dist[\\/]index\.js$/);
    // First of its runtime plugins: the globals exist before any remote entry can run; last, the
    // one that publishes the runtime core, as its ES module too.
    const pkg = appPkg('shell');
    const plugins = federationOptions({ dir: shellDir, kind: 'host', runtimePlugins: ['./x.ts'] }, pkg, true).runtimePlugins ?? [];
    const [first, ...rest] = plugins.map(String);
    expect(first).toMatch(/provide-packages-plugin\.ts$/);
    expect(rest[0]).toBe('./x.ts');
    expect(rest[1]).toMatch(/inject-external-runtime-core-plugin[\\/]dist[\\/]index\.js$/);
    expect(fs.existsSync(rest[1]!)).toBe(true);
    expect(rest).toHaveLength(2);
    expect(federationOptions({ dir: remoteDir, kind: 'remote' }, appPkg('mf-catalog'), true).experiments).toMatchObject({
      externalRuntime: true,
    });
  });
});
