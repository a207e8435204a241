import { Button, Tag } from '@mall/shared/ui/lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '@mall/shared/react-i18n';
import { writeOverrides } from '../federation/override-plugin';
import { appliedOverrides } from '../federation/runtime';
import { FlaskIcon } from './icons';

/**
 * Shown only in a browser whose remotes are overridden by a developer (override-plugin.ts: their
 * own build of a remote in the live site): which remote runs from where, and a way back.
 * Rendered after hydration (the overrides live in this browser's storage, not in the server's HTML).
 */
export function OverrideBadge() {
  const { t } = useTranslation('shell');
  const [applied, setApplied] = useState<ReturnType<typeof appliedOverrides>>([]);
  useEffect(() => setApplied(appliedOverrides()), []);
  if (!applied.length) return null;

  const clear = () => {
    writeOverrides({});
    location.reload();
  };

  return (
    <div
      className="override-badge"
      data-testid="override-badge"
      role="status"
      style={{ position: 'fixed', left: 16, bottom: 60, zIndex: 1000, maxWidth: 'calc(100vw - 32px)' }}
    >
      <Tag color="blue" style={{ padding: '6px 10px', fontSize: 13, whiteSpace: 'normal', wordBreak: 'break-all' }}>
        <FlaskIcon size={14} style={{ verticalAlign: '-2px', marginRight: 4 }} />
        <span title={t('release.overrideHint')}>
          {t('release.override', { remotes: applied.map((o) => `${o.remote} → ${o.entry}`).join(', ') })}
        </span>
        <Button size="small" type="link" onClick={clear} data-testid="override-clear">
          {t('release.clearOverride')}
        </Button>
      </Tag>
    </div>
  );
}
