/**
 * What a remote needs from the shell besides shared packages, by the names the release registry
 * checks (routes.json `requires`, shell-manifest.json `shared`). Browser- and API-safe: no build
 * tooling is imported here.
 */

/**
 * Module Federation's runtime core. The shell provides it to the page (`provideExternalRuntime`)
 * and a built remote entry runs on it (`externalRuntime`), so a remote needs a shell with the same
 * minor line of the runtime (its packages are released together).
 */
export const FEDERATION_RUNTIME = '@module-federation/runtime';

/**
 * The event bus contract (shared/src/bus.ts, BUS_VERSION): a remote built against a bus with an
 * event the live shell's bus lacks is refused.
 */
export const BUS_CONTRACT = '@mall/shared/bus';

/** The file Module Federation 2 writes beside a remote's entry, and the registry reads. */
export const MF_MANIFEST = 'mf-manifest.json';
