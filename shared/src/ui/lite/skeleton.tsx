import { ensureLiteStyles } from '@mall/shared/ui/lite/styles';

export function Skeleton({ paragraph }: { active?: boolean; paragraph?: { rows?: number } }) {
  ensureLiteStyles();
  const rows = (paragraph?.rows ?? 3) + 1;
  return (
    <div aria-busy="true" data-testid="skeleton">
      {Array.from({ length: rows }, (_, i) => (
        <span key={i} className="ml-skel" style={{ width: i === 0 ? '38%' : i === rows - 1 ? '61%' : '100%' }} />
      ))}
    </div>
  );
}
