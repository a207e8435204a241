import { getConfig, type ReleaseSet } from '@mall/shared';
import { Button, Tag } from '@mall/shared/ui/lite';
import { useState } from 'react';
import { useTranslation } from '@mall/shared/react-i18n';
import { overriddenRemotes } from '../app/release';
import { FlaskIcon } from './icons';

/**
 * Shown only in a browser with a canary override (a release manager trying a version before
 * promoting it): which remotes run which version, and a way back to what buyers see.
 */
export function CanaryBadge({ release }: { release: ReleaseSet }) {
  const { t } = useTranslation('shell');
  const [clearing, setClearing] = useState(false);
  const pinned = overriddenRemotes(release);
  if (!pinned.length) return null;

  const clear = async () => {
    setClearing(true);
    await fetch(getConfig().apiBase.replace(/\/$/, '') + '/release/override/clear', { credentials: 'include', cache: 'no-store' }).catch(
      () => undefined,
    );
    location.reload();
  };

  return (
    <div
      className="canary-badge"
      data-testid="canary-badge"
      role="status"
      style={{ position: 'fixed', left: 16, bottom: 16, zIndex: 1000 }}
    >
      <Tag color="warning" style={{ padding: '6px 10px', fontSize: 13 }}>
        <FlaskIcon size={14} style={{ verticalAlign: '-2px', marginRight: 4 }} />
        <span title={t('release.canaryHint')}>
          {t('release.canary', { remotes: pinned.map((r) => `${r.name}@${r.version}`).join(', ') })}
        </span>
        <Button size="small" type="link" loading={clearing} onClick={() => void clear()} data-testid="canary-clear">
          {t('release.clearCanary')}
        </Button>
      </Tag>
    </div>
  );
}
