import type { ReactNode } from 'react';
import { ensureLiteStyles } from './styles';
import type { Data } from './util';

export function Descriptions({
  items,
  ...rest
}: Data & {
  items: { key: string | number; label: ReactNode; children: ReactNode }[];
  bordered?: boolean;
  size?: string;
  column?: number;
}) {
  ensureLiteStyles();
  const data = Object.fromEntries(Object.entries(rest).filter(([k]) => k.startsWith('data-')));
  return (
    <table className="ml-desc" {...data}>
      <tbody>
        {items.map((item) => (
          <tr key={item.key}>
            <th scope="row">{item.label}</th>
            <td>{item.children}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
