/**
 * Module Federation's own packages the shell hands to every remote entry, under these global names
 * (browser-safe: read by the build config and by the shell's runtime plugin). A remote entry is
 * built with `externalRuntime` (it takes the runtime core from the shell); its bundler runtime and
 * what that imported (the runtime's API, the SDK, the error-code tables) come from the shell too:
 * the same release as the shell's (the release registry checks the runtime version, see
 * docs/architecture.md).
 */
export const SHELL_PROVIDED_FEDERATION_PACKAGES = {
  '@module-federation/sdk': '_MALL_FEDERATION_SDK',
  '@module-federation/error-codes': '_MALL_FEDERATION_ERROR_CODES',
} as const;

/**
 * The bundler runtime (@module-federation/webpack-bundler-runtime): a remote entry's federation
 * start-up imports it by its file path, so the build matches that path.
 */
export const BUNDLER_RUNTIME_GLOBAL = '_MALL_FEDERATION_BUNDLER_RUNTIME';
export const isBundlerRuntimeRequest = (request: string): boolean =>
  /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]index\.c?js$/.test(request);

/**
 * What a remote built on these hand-overs needs from the shell, as a package name and version for
 * the release registry's checks (routes.json `requires`, shell-manifest.json `shared`): a shell
 * built before them provides none, so a new remote is refused there instead of failing on the
 * page. Bump the major when the hand-over changes incompatibly (a global renamed, a package added).
 */
export const SHELL_HANDOVER = '@mall/federation-handover';
// 2: the shell shares react-i18next and TanStack Query only through @mall/shared/react-i18n and
// /react-query (a remote built on 2 finds no i18next instance or QueryClient on a shell of 1).
export const SHELL_HANDOVER_VERSION = '2.0.0';
