import { useId, useRef, useState, type ReactNode } from 'react';
import { rovingIndex } from './roving';
import { ensureLiteStyles } from '@mall/shared/ui/lite/styles';

export interface TabItem {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

/**
 * Tabs (WAI-ARIA tabs pattern, automatic activation): one tab stop for the list, arrow keys (and
 * Home/End) move between tabs and show the tab's panel, the panel follows in the tab order.
 */
export function Tabs({
  items,
  activeKey,
  defaultActiveKey,
  onChange,
  'aria-label': label,
}: {
  items: TabItem[];
  activeKey?: string;
  defaultActiveKey?: string;
  onChange?: (key: string) => void;
  'aria-label'?: string;
}) {
  ensureLiteStyles();
  const id = useId();
  const [own, setOwn] = useState(defaultActiveKey ?? items[0]?.key);
  const active = activeKey ?? own;
  const current = items.find((i) => i.key === active) ?? items[0];
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const select = (key: string) => {
    setOwn(key);
    if (key !== current?.key) onChange?.(key);
  };
  return (
    <div>
      <div role="tablist" aria-label={label} className="ml-tabs-nav">
        {items.map((item, i) => {
          const selected = item.key === current?.key;
          return (
            <button
              key={item.key}
              ref={(el) => {
                tabs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${item.key}`}
              aria-controls={`${id}-panel-${item.key}`}
              aria-selected={selected}
              tabIndex={selected ? 0 : -1}
              className="ml-tab"
              onClick={() => select(item.key)}
              onKeyDown={(e) => {
                const to = rovingIndex(e, i, items.length);
                if (to === null) return;
                e.preventDefault();
                select(items[to]!.key);
                tabs.current[to]?.focus();
              }}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {current ? (
        <div role="tabpanel" id={`${id}-panel-${current.key}`} aria-labelledby={`${id}-tab-${current.key}`} tabIndex={0}>
          {current.children}
        </div>
      ) : null}
    </div>
  );
}
