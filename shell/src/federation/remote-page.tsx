import type { LiveRemote } from '@mall/shared';
import { Spin } from '@mall/shared/ui/lite';
import { Component, useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from '@mall/shared/react-i18n';
import { AntdBoundary, preloadAntd } from '../app/antd-boundary';
import { pageCommitted } from '../app/early-input';
import { loadedPage, loadPage, shownLoadingByServer } from './load-remote';
import { RegionRetry, RemoteFallback } from './remote-fallback';
import { remoteVersion, reportRemoteError } from './telemetry';

type State = { status: 'loading' } | { status: 'ready'; Page: ComponentType } | { status: 'failed'; error: unknown };

/**
 * A region owned by a remote: loads its page, and if anything fails only this region says so (a
 * remote whose code did not load answers with the region fallback of fallback-plugin.ts, whose
 * Retry is this region's; an exception while rendering is caught here and reported).
 * A page not flagged `light` in its route table gets antd's theme and locale around it; antd then
 * downloads beside the page, not after it.
 */
export function RemotePage({
  remote,
  pageKey,
  light = false,
  title,
}: {
  remote: LiveRemote | undefined;
  pageKey: string;
  light?: boolean;
  /** The route's title in the page language, shown while the page loads. */
  title?: string;
}) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>(() => {
    const Page = remote && loadedPage(remote, pageKey);
    // While hydrating, a page the server showed loading starts loading too (same markup).
    return Page && !shownLoadingByServer(remote, pageKey) ? { status: 'ready', Page } : { status: 'loading' };
  });
  const retry = useCallback(() => setAttempt((a) => a + 1), []);

  useEffect(() => {
    if (!remote) {
      setState({ status: 'failed', error: new Error('remote not in the release set') });
      return;
    }
    let live = true;
    // Already loaded (the start-up waited for it, or a revisit): no loading flash.
    const known = attempt === 0 ? loadedPage(remote, pageKey) : undefined;
    if (known) {
      setState((s) => (s.status === 'ready' && s.Page === known ? s : { status: 'ready', Page: known }));
      return;
    }
    setState({ status: 'loading' });
    Promise.all([loadPage(remote, pageKey), light ? null : preloadAntd()]).then(
      ([Page]) => live && setState({ status: 'ready', Page }),
      (error: unknown) => {
        // What the runtime did not report itself: a routes module without this page, or antd.
        reportRemoteError({ ...remoteVersion(remote.name), kind: 'load', module: pageKey, fallback: true, error });
        if (live) setState({ status: 'failed', error });
      },
    );
    return () => {
      live = false;
    };
  }, [remote, pageKey, attempt, light]);

  const name = remote?.name ?? 'remote';
  if (state.status === 'loading') return <RegionLoading title={title} />;
  if (state.status === 'failed') return <RemoteFallback name={name} onRetry={retry} />;
  return (
    <RegionBoundary key={attempt} remote={remote} pageKey={pageKey} onRetry={retry}>
      <RegionRetry.Provider value={retry}>
        {light ? (
          <>
            <state.Page />
            <PageCommitted />
          </>
        ) : (
          <AntdBoundary fallback={<RegionLoading title={title} />}>
            <state.Page />
            <PageCommitted />
          </AntdBoundary>
        )}
      </RegionRetry.Provider>
    </RegionBoundary>
  );
}

/** A page region while its code loads: the page's title (the server's first view of signed-in pages shows it too) and a spinner. */
function RegionLoading({ title }: { title?: string }) {
  const { t } = useTranslation('shell');
  return (
    <div className="region-loading" aria-busy="true">
      {title ? <h1 className="region-title">{title}</h1> : null}
      <Spin tip={t('remote.loading')}>
        <div style={{ minHeight: 240 }} />
      </Spin>
    </div>
  );
}

interface BoundaryProps {
  remote: LiveRemote | undefined;
  pageKey: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a remote page's runtime exceptions so they cost only its region. */
class RegionBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    const { remote, pageKey } = this.props;
    reportRemoteError({ ...remoteVersion(remote?.name ?? 'remote'), kind: 'render', module: pageKey, fallback: true, error });
  }
  override render() {
    if (this.state.failed) return <RemoteFallback name={this.props.remote?.name ?? 'remote'} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}

/**
 * Its effect runs after the page's own (a later sibling): the page is live, its mount effects
 * done. What the buyer did before that is repeated only then (app/early-input.ts). Whatever a
 * route shows in its page's place (the sign-in prompt, the 404) renders it too, or every click on
 * the first view, the login dialog's included, waits for the replay's 10-second cap.
 */
export function PageCommitted() {
  useEffect(() => pageCommitted(), []);
  return null;
}
