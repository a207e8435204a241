import type { ReactNode } from 'react';
import { ensureLiteStyles } from '@mall/shared/ui/lite/styles';

export function Breadcrumb({ items }: { items: { key?: string; title: ReactNode }[] }) {
  ensureLiteStyles();
  return (
    <ol className="ml-crumbs">
      {items.map((item, i) => (
        <li key={item.key ?? i} aria-current={i === items.length - 1 ? 'page' : undefined}>
          {item.title}
        </li>
      ))}
    </ol>
  );
}
