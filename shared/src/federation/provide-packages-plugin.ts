/**
 * The shell's runtime plugin that publishes Module Federation's bundler runtime, SDK and
 * error-code tables on the page's global object before any remote entry runs: remote entries take
 * them from there instead of shipping their own copies (see provided.ts). The imports resolve to
 * the very modules the shell's own federation start-up uses (the build aliases them), so the page
 * holds one copy of each.
 */
import * as errorCodes from '@module-federation/error-codes';
import * as sdk from '@module-federation/sdk';
import * as bundlerRuntimePackage from '@module-federation/webpack-bundler-runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.cjs';
import { BUNDLER_RUNTIME_GLOBAL, SHELL_PROVIDED_FEDERATION_PACKAGES as GLOBALS } from './provided';

interface FederationInstance {
  options: { name: string; version?: string };
  initOptions(options: object): void;
}
interface RuntimeApi {
  getInstance(finder: (i: FederationInstance) => boolean): FederationInstance | null;
  createInstance(options: object): FederationInstance;
}
interface BundlerRuntimePackage {
  default: { runtime: RuntimeApi; bundlerRuntime: Record<string, unknown> } & Record<string, unknown>;
}

/**
 * The runtime API a remote entry's start-up calls, with `init` as the remote's own bundled copy
 * behaved: it finds the remote's instance by name and version, else creates it. The shell's copy
 * would also match the shell's instance by the shell's build id (and refuse the remote's name),
 * and would make the remote's instance its module-level "current" one, which the shell's own
 * loadRemote/registerRemotes use.
 */
export function runtimeForRemote(runtime: RuntimeApi) {
  return {
    ...runtime,
    init(options: { name: string; version?: string; id?: string }) {
      const normalized = { ...options, id: options.id || '' };
      const { name, version } = options;
      const existing = runtime.getInstance(
        (i) => i.options.name === name && (version ? i.options.version === version : !i.options.version),
      );
      if (!existing) return runtime.createInstance(normalized);
      existing.initOptions(normalized);
      return existing;
    },
  };
}

/**
 * What a remote entry gets for the bundler runtime package: a fresh copy of its module-level
 * objects, as when the remote bundled the package (each container fills in its own options and
 * share-scope stub), around the shell's functions. The shell, which exposes nothing, was built
 * without the container-entry initialiser; a remote entry needs it.
 */
export function bundlerRuntimeForRemote(pkg: BundlerRuntimePackage, containerEntryInit: unknown) {
  const federation = pkg.default;
  return {
    __esModule: true,
    default: {
      ...federation,
      runtime: runtimeForRemote(federation.runtime),
      instance: undefined,
      initOptions: undefined,
      bundlerRuntimeOptions: {},
      bundlerRuntime: { ...federation.bundlerRuntime, S: {}, initContainerEntry: containerEntryInit },
    },
  };
}

export default function provideFederationPackages() {
  const g = globalThis as Record<string, unknown>;
  g[GLOBALS['@module-federation/sdk']] = sdk;
  g[GLOBALS['@module-federation/error-codes']] = errorCodes;
  // A getter: every remote entry that reads it gets its own copy.
  Object.defineProperty(g, BUNDLER_RUNTIME_GLOBAL, {
    configurable: true,
    get: () => bundlerRuntimeForRemote(bundlerRuntimePackage as unknown as BundlerRuntimePackage, initContainerEntry),
  });
  return { name: 'mall-provide-federation-packages' };
}
