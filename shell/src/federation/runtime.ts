import { getConfig, type ReleaseSet } from '@mall/shared';
import { loadRemote as runtimeLoadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { regionFallbackPlugin } from './fallback-plugin';
import { overrideFor, readOverrides, remoteOverridePlugin, takeOverrideParam } from './override-plugin';
import { unavailablePage } from './remote-fallback';
import { retryPlugin } from './retry-plugin';
import { setTelemetryRelease, telemetryPlugin } from './telemetry';

/**
 * The shell's side of Module Federation's runtime (the runtime itself is the one the shell's build
 * provides to the page, docs/architecture.md, "Module Federation 2"): its runtime plugins, in the
 * order they act, and the live remotes. Nothing is downloaded here: a remote's manifest and code
 * load when one of its modules is asked for (the site server preloads the current page's).
 *
 * - retry-plugin: manifests and entry scripts with exponential backoff;
 * - fallback-plugin (`errorLoadRemote`): a remote whose routes did not load answers with its region's fallback;
 * - telemetry: each failure reported with `remote@version` (`onRemoteError`, the `remote-error` bus event);
 * - override-plugin: a developer's own build of a remote, when the site allows it.
 */
let pluginsRegistered = false;
let applied: { remote: string; entry: string }[] = [];

/** Overrides are honoured where the site allows them (REMOTE_OVERRIDES=on, and every dev server). */
function overridesAllowed(): boolean {
  return getConfig().remoteOverrides ?? process.env.NODE_ENV !== 'production';
}

/** Registers the runtime plugins (once) and every live remote of the release set. */
export function startFederation(release: ReleaseSet): void {
  setTelemetryRelease(release);
  const allowed = overridesAllowed();
  if (allowed) takeOverrideParam();
  const overrides = allowed ? readOverrides() : {};
  if (!pluginsRegistered) {
    pluginsRegistered = true;
    registerPlugins([
      retryPlugin(),
      regionFallbackPlugin(unavailablePage),
      telemetryPlugin(),
      ...(Object.keys(overrides).length ? [remoteOverridePlugin(overrides)] : []),
    ]);
  }
  // force: a newer release set (or an override) replaces what an earlier registration said.
  registerRemotes(
    release.remotes.map((r) => ({ name: r.mfName, entry: r.entry })),
    { force: true },
  );
  applied = release.remotes.flatMap((r) => {
    const value = overrideFor(overrides, r.mfName);
    return value ? [{ remote: r.name, entry: value }] : [];
  });
}

/** The remotes this browser runs from a developer's override (the badge shows them). */
export const appliedOverrides = (): { remote: string; entry: string }[] => applied;

/** A remote's module by id ('mf_chat/routes'), through the runtime and its plugins. */
export async function loadRemote<T>(id: string): Promise<T> {
  const mod = await runtimeLoadRemote<T>(id);
  if (mod === null || mod === undefined) throw new Error(`${id} did not load`);
  return mod;
}
