import { cloneElement, isValidElement, type AnchorHTMLAttributes, type ReactNode } from 'react';

type ItemType = 'page' | 'prev' | 'next' | 'jump-prev' | 'jump-next';

/**
 * antd Pagination's `itemRender` that makes its page anchors real links (`?current=N` on the
 * page's own query): crawlers follow them to the next pages and "open in a new tab" works, where
 * antd renders `<a>` without href. A click still pages in place (antd's item handles it), and the
 * item stays the one tab stop. `drop` names parameters that belong to one page only (a cursor).
 */
export function pageLinks(
  params: URLSearchParams,
  { param = 'current', drop = [] }: { param?: string; drop?: string[] } = {},
): (page: number, type: ItemType, element: ReactNode) => ReactNode {
  return (page, type, element) => {
    if (type === 'prev' || type === 'next' || !isValidElement<AnchorHTMLAttributes<HTMLAnchorElement>>(element) || element.type !== 'a')
      return element;
    const next = new URLSearchParams(params);
    for (const k of drop) next.delete(k);
    if (page > 1) next.set(param, String(page));
    else next.delete(param);
    const query = next.toString();
    return cloneElement(element, { href: query ? `?${query}` : '?', tabIndex: -1, onClick: (e) => e.preventDefault() });
  };
}
