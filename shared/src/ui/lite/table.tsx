import type { Key, ReactNode } from 'react';
import { ensureLiteStyles } from '@mall/shared/ui/lite/styles';
import type { Data } from './util';

export interface TableColumn<T> {
  title: ReactNode;
  key?: Key;
  dataIndex?: keyof T & string;
  render?: (value: unknown, record: T, index: number) => ReactNode;
}

/**
 * A plain data table (antd's Table subset: columns with title, dataIndex or render; rowKey). No
 * sorting or paging. It scrolls sideways inside its own box on a narrow screen; that box is a
 * named, focusable region so keyboard users can scroll it too.
 */
export function Table<T extends object>({
  columns,
  dataSource,
  rowKey,
  'aria-label': label,
  ...rest
}: Data & {
  columns: TableColumn<T>[];
  dataSource: T[];
  rowKey: (keyof T & string) | ((record: T) => Key);
  'aria-label': string;
  size?: 'small' | 'middle';
}) {
  ensureLiteStyles();
  const keyOf = (r: T): Key => (typeof rowKey === 'function' ? rowKey(r) : (r[rowKey] as Key));
  const data = Object.fromEntries(Object.entries(rest).filter(([k]) => k.startsWith('data-')));
  return (
    <div className="ml-table-wrap" role="region" aria-label={label} tabIndex={0} {...data}>
      <table className="ml-table">
        <thead>
          <tr>
            {columns.map((c, i) => (
              <th key={c.key ?? c.dataIndex ?? i} scope="col">
                {c.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {dataSource.map((r, ri) => (
            <tr key={keyOf(r)}>
              {columns.map((c, i) => {
                const value = c.dataIndex ? r[c.dataIndex] : undefined;
                return <td key={c.key ?? c.dataIndex ?? i}>{c.render ? c.render(value, r, ri) : (value as ReactNode)}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
