import type { ReactNode } from 'react';
import { ensureLiteStyles } from '@mall/shared/ui/lite/styles';
import type { Data } from './util';

/** One row: a label and its value (as `items` entries, or as `<Descriptions.Item>` children). */
function Item({ label, children }: { label: ReactNode; children?: ReactNode; span?: number }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>{children}</td>
    </tr>
  );
}

function DescriptionsBase({
  items,
  children,
  ...rest
}: Data & {
  items?: { key: string | number; label: ReactNode; children: ReactNode }[];
  /** `<Descriptions.Item>` rows (antd's older form), after any `items`. */
  children?: ReactNode;
  bordered?: boolean;
  size?: string;
  column?: number | Record<string, number>;
}) {
  ensureLiteStyles();
  const data = Object.fromEntries(Object.entries(rest).filter(([k]) => k.startsWith('data-')));
  return (
    <table className="ml-desc" {...data}>
      <tbody>
        {items?.map((item) => (
          <Item key={item.key} label={item.label}>
            {item.children}
          </Item>
        ))}
        {children}
      </tbody>
    </table>
  );
}

export const Descriptions = Object.assign(DescriptionsBase, { Item });
