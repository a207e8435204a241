import type { ComponentType, CSSProperties, ReactNode } from 'react';
import { ensureLiteStyles } from '@mall/shared/ui/lite/styles';
import type { Data } from './util';

export interface NavTab extends Data {
  key: string;
  /** Where the tab goes (given to `Link` as `to`). */
  to: string;
  label: ReactNode;
}

type LinkProps = Data & { to: string; 'aria-current'?: 'page'; children?: ReactNode };

const PlainLink = ({ to, ...rest }: LinkProps) => <a href={to} {...rest} />;

/**
 * Sibling pages as a row of links under a heading (antd's horizontal `Menu` of links, without
 * antd): a navigation landmark named by `aria-label`, the current page's link marked
 * aria-current="page" and underlined. Links, not tabs: each one is a page of its own with its
 * URL. On a narrow screen the row scrolls sideways (nothing is folded away behind a "…").
 * `Link` renders a link (the router's, so a click stays in the app); a plain `<a>` by default.
 */
export function NavTabs({
  items,
  current,
  Link = PlainLink,
  ...rest
}: Data & { items: NavTab[]; current?: string; Link?: ComponentType<LinkProps>; 'aria-label': string; style?: CSSProperties }) {
  ensureLiteStyles();
  return (
    <nav className="ml-navtabs" {...rest}>
      <ul>
        {items.map(({ key, to, label, ...data }) => (
          <li key={key}>
            <Link to={to} aria-current={key === current ? 'page' : undefined} {...data}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
