import { useMoney } from '@mall/shared';

export { useMoney };

export function Money({ value, testId }: { value: number; testId?: string }) {
  const money = useMoney();
  return <span data-testid={testId}>{money(value)}</span>;
}
