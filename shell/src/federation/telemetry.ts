import { bus, remoteNameOf, type LiveRemote, type ReleaseSet, type RemoteErrorReport } from '@mall/shared';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Remote failures on this page, each named `remote@version` (docs/releases.md, "Telemetry"):
 *
 * - a load failure: the runtime plugin below hears every `loadRemote` that failed (manifest, entry
 *   or module, after the retries), whether or not the region fallback stood in for it;
 * - a render error: `reportRemoteError` from the region's error boundary (remote-page.tsx).
 *
 * Each one is emitted on the page's bus as `remote-error` (shared/src/bus.ts: `RemoteErrorReport`)
 * and kept in a short buffer, so a consumer that starts later (the release console's beacons)
 * still gets what happened before: `onRemoteError(listener)`. The console gets one line per
 * `remote@version` in a page's life.
 */
const BUFFER = 50;
const recent: RemoteErrorReport[] = [];
const logged = new Set<string>();
let live = new Map<string, LiveRemote>();

/** The release set the page runs (name, mfName and version of each remote). */
export function setTelemetryRelease(release: ReleaseSet): void {
  live = new Map(release.remotes.flatMap((r) => [[r.mfName, r] as const, [r.name, r] as const]));
}

/** Name and version of a remote known by its package or federation name, as this page runs it. */
export function remoteVersion(nameOrMfName: string, entry?: string): { remote: string; version: string } {
  const r = live.get(nameOrMfName);
  if (!r) return { remote: remoteNameOf(nameOrMfName), version: 'unknown' };
  // Another entry than the release set's: a developer's override (override-plugin.ts).
  return { remote: r.name, version: entry && entry !== new URL(r.entry, location.href).href ? 'override' : r.version };
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/** Reports one failure: on the bus, in the buffer, and once per `remote@version` in the console. */
export function reportRemoteError(failure: Omit<RemoteErrorReport, 'message' | 'at'> & { error: unknown }): RemoteErrorReport {
  const { error, ...rest } = failure;
  const report: RemoteErrorReport = { ...rest, message: messageOf(error), at: Date.now() };
  recent.push(report);
  if (recent.length > BUFFER) recent.shift();
  const key = `${report.remote}@${report.version}`;
  if (!logged.has(key)) {
    logged.add(key);
    console.error(`[federation] remote ${key} failed to ${report.kind === 'render' ? 'render' : 'load'}`, error);
  }
  bus.emit('remote-error', report);
  return report;
}

/**
 * Listens to every remote failure of this page, those already reported first (`replay: false`
 * for new ones only). Returns the unsubscribe function. The in-page API the release console uses.
 */
export function onRemoteError(listener: (report: RemoteErrorReport) => void, { replay = true } = {}): () => void {
  if (replay) for (const r of [...recent]) listener(r);
  bus.on('remote-error', listener);
  return () => bus.off('remote-error', listener);
}

/** The runtime plugin: one report per failed `loadRemote` ('mf_chat/routes'), fallback or not. */
export function telemetryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'mall-telemetry',
    afterLoadRemote({ id, remote, error, recovered }) {
      if (!error) return;
      const name = remote?.name ?? id.split('/')[0] ?? id;
      reportRemoteError({ ...remoteVersion(name, remote?.entry), kind: 'load', module: id, fallback: Boolean(recovered), error });
    },
  };
}
