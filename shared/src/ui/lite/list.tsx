import type { ReactNode } from 'react';
import { ensureLiteStyles } from '@mall/shared/ui/lite/styles';

export function List<T>({ dataSource, renderItem }: { dataSource: T[]; renderItem: (item: T, index: number) => ReactNode; size?: string }) {
  ensureLiteStyles();
  return <ul className="ml-list">{dataSource.map((item, i) => renderItem(item, i))}</ul>;
}

List.Item = function ListItem({ extra, children }: { extra?: ReactNode; children: ReactNode }) {
  return (
    <li style={{ display: 'flex', justifyContent: 'space-between', gap: 12 }}>
      <span style={{ minWidth: 0 }}>{children}</span>
      {extra}
    </li>
  );
};
