/**
 * Module Federation's own packages the shell hands to every remote entry, under these global names
 * (browser-safe: read by the build config and by the shell's runtime plugin). A remote entry is
 * built with `externalRuntime` (it takes the runtime core from the shell); its bundler runtime
 * still imported the SDK and the error-code tables, which are stateless and the same release as
 * the shell's (the release registry checks the runtime version, see docs/architecture.md).
 */
export const SHELL_PROVIDED_FEDERATION_PACKAGES = {
  '@module-federation/sdk': '_MALL_FEDERATION_SDK',
  '@module-federation/error-codes': '_MALL_FEDERATION_ERROR_CODES',
} as const;
