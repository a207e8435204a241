import { BUNDLER_RUNTIME_GLOBAL, SHELL_PROVIDED_FEDERATION_PACKAGES as GLOBALS } from '../federation/provided';

// The shell's build resolves these to the federation's own copies; stand-ins are enough here.
vi.mock('@module-federation/sdk', () => ({ loadScript: () => 'sdk' }));
vi.mock('@module-federation/error-codes', () => ({ RUNTIME_001: 'RUNTIME-001' }));
const remotes = () => 'remotes';
vi.mock('@module-federation/webpack-bundler-runtime', () => ({
  default: {
    runtime: { init: () => 'init' },
    instance: 'shell',
    initOptions: { name: 'shell' },
    bundlerRuntimeOptions: { remotes: {} },
    bundlerRuntime: { remotes, S: { default: {} }, initContainerEntry: undefined },
  },
}));
const initContainerEntry = () => 'init container';
vi.mock('@module-federation/webpack-bundler-runtime/dist/initContainerEntry.cjs', () => ({ initContainerEntry }));

interface RemoteCopy {
  __esModule: boolean;
  default: {
    runtime: { init(options: { name: string; version?: string }): unknown };
    instance: unknown;
    initOptions: unknown;
    bundlerRuntimeOptions: object;
    bundlerRuntime: { remotes(): string; S: object; initContainerEntry?: () => string };
  };
}

describe("the shell's runtime plugin that hands the federation's own packages to the remote entries", () => {
  it('publishes them under the names the remote entries read, before any remote loads', async () => {
    const g = globalThis as Record<string, unknown>;
    delete g[GLOBALS['@module-federation/sdk']];
    const { default: provideFederationPackages } = await import('../federation/provide-packages-plugin');
    expect(provideFederationPackages().name).toBe('mall-provide-federation-packages');
    expect((g[GLOBALS['@module-federation/sdk']] as { loadScript(): string }).loadScript()).toBe('sdk');
    expect((g[GLOBALS['@module-federation/error-codes']] as { RUNTIME_001: string }).RUNTIME_001).toBe('RUNTIME-001');
  });

  it("gives each remote entry its own copy of the bundler runtime's module state around the shell's functions", async () => {
    const { default: provideFederationPackages } = await import('../federation/provide-packages-plugin');
    provideFederationPackages();
    const g = globalThis as Record<string, unknown>;
    const catalog = g[BUNDLER_RUNTIME_GLOBAL] as RemoteCopy;
    const shop = g[BUNDLER_RUNTIME_GLOBAL] as RemoteCopy;
    expect(catalog.__esModule).toBe(true);
    // Fresh per container: nothing of the shell's (or another remote's) start-up leaks in.
    expect(catalog.default.instance).toBeUndefined();
    expect(catalog.default.initOptions).toBeUndefined();
    expect(catalog.default.bundlerRuntimeOptions).toEqual({});
    expect(catalog.default.bundlerRuntime.S).toEqual({});
    expect(catalog.default.bundlerRuntime.S).not.toBe(shop.default.bundlerRuntime.S);
    expect(catalog.default.bundlerRuntimeOptions).not.toBe(shop.default.bundlerRuntimeOptions);
    // The code itself is the shell's one copy, plus the container-entry initialiser a remote needs.
    expect(catalog.default.bundlerRuntime.remotes).toBe(remotes);
    expect(catalog.default.bundlerRuntime.initContainerEntry?.()).toBe('init container');
  });

  it("starts a remote's instance by its own name and version: never the shell's, never the runtime's current one", async () => {
    const { runtimeForRemote } = await import('../federation/provide-packages-plugin');
    type Instance = { options: { name: string; version?: string }; initOptions: (o: object) => void; inits: object[] };
    const make = (name: string, version?: string): Instance => {
      const i: Instance = { options: { name, version }, inits: [], initOptions: (o) => i.inits.push(o) };
      return i;
    };
    const instances = [make('shell')];
    const created: object[] = [];
    const runtime = {
      getInstance: (finder: (i: Instance) => boolean) => instances.find(finder) ?? null,
      createInstance: (o: { name: string; version?: string }) => {
        created.push(o);
        const i = make(o.name, o.version);
        instances.push(i);
        return i;
      },
    };
    const forRemote = runtimeForRemote(runtime);
    const catalog = forRemote.init({ name: 'mf_catalog' });
    expect(created).toEqual([{ name: 'mf_catalog', id: '' }]);
    expect(instances[0]!.inits).toEqual([]);
    // The same remote started again (a second page region) reuses its instance.
    expect(forRemote.init({ name: 'mf_catalog' })).toBe(catalog);
    expect(created).toHaveLength(1);
    // Another version of it is another instance.
    forRemote.init({ name: 'mf_catalog', version: '2' });
    expect(created).toHaveLength(2);
  });
});
