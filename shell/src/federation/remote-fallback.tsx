import { remoteNameOf } from '@mall/shared';
import { Button, Result } from '@mall/shared/ui/lite';
import { createContext, useContext, type ComponentType } from 'react';
import { useTranslation } from '@mall/shared/react-i18n';

/** "This part of the site is unavailable" with Retry: what a failed remote costs, its own region only. */
export function RemoteFallback({ name, onRetry }: { name: string; onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Result
      status="warning"
      data-testid="remote-fallback"
      title={t('remote.unavailable')}
      subTitle={t('remote.detail', { name })}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('remote.retry')}
        </Button>
      }
    />
  );
}

/** The region's Retry (RemotePage provides it): loads the remote's page again. */
export const RegionRetry = createContext<() => void>(() => undefined);

const pages = new Map<string, () => Promise<{ default: ComponentType }>>();

/**
 * The page the region fallback plugin (fallback-plugin.ts) gives for every route of a remote whose
 * code did not load: the fallback, whose Retry is its region's.
 */
export function unavailablePage(mfName: string): () => Promise<{ default: ComponentType }> {
  let page = pages.get(mfName);
  if (!page) {
    const name = remoteNameOf(mfName);
    const Unavailable = () => <RemoteFallback name={name} onRetry={useContext(RegionRetry)} />;
    page = () => Promise.resolve({ default: Unavailable });
    pages.set(mfName, page);
  }
  return page;
}
