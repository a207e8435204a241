import { useMoney } from '@mall/shared';

export { useMoney };

export function Money({ value, testId, strike, className }: { value: number; testId?: string; strike?: boolean; className?: string }) {
  const money = useMoney();
  const text = money(value);
  return (
    <span
      data-testid={testId}
      className={className}
      style={strike ? { textDecoration: 'line-through', color: 'var(--ml-text-secondary)' } : undefined}
    >
      {text}
    </span>
  );
}
