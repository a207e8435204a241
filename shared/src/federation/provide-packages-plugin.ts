/**
 * The shell's runtime plugin that publishes Module Federation's SDK and error-code tables on the
 * page's global object before any remote entry runs: remote entries take them from there instead
 * of shipping their own copies (see provided.ts). The imports resolve to the very modules the
 * shell's bundler runtime uses (the build aliases them), so the page holds one copy of each.
 */
import * as errorCodes from '@module-federation/error-codes';
import * as sdk from '@module-federation/sdk';
import { SHELL_PROVIDED_FEDERATION_PACKAGES as GLOBALS } from './provided';

export default function provideFederationPackages() {
  const g = globalThis as Record<string, unknown>;
  g[GLOBALS['@module-federation/sdk']] = sdk;
  g[GLOBALS['@module-federation/error-codes']] = errorCodes;
  return { name: 'mall-provide-federation-packages' };
}
