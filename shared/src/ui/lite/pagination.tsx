import type { CSSProperties } from 'react';
import { useUiTranslation } from '../ui-i18n';
import { ensureLiteStyles } from '@mall/shared/ui/lite/styles';
import type { Data } from './util';

/**
 * Page links as a navigation landmark: every control is a button in the tab order with a name in
 * the page language ("Page 3", "Next page"), the current page marked aria-current. With `href`
 * the page numbers are real links to their page (crawlers follow them, "open in a new tab" works);
 * a plain click still pages in place through `onChange`.
 */
export function Pagination({
  current,
  pageSize,
  total,
  onChange,
  style,
  href,
  ...rest
}: Data & {
  current: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  style?: CSSProperties;
  size?: string;
  showSizeChanger?: boolean;
  /** The URL of a page, for page numbers rendered as links. */
  href?: (page: number) => string;
}) {
  ensureLiteStyles();
  const { t } = useUiTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const shown = [...new Set([1, current - 1, current, current + 1, pages])].filter((p) => p >= 1 && p <= pages).sort((a, b) => a - b);
  const go = (p: number) => p !== current && onChange(p);
  return (
    <nav aria-label={t('kit.pagination')} {...rest}>
      <ul className="ml-pager" style={style}>
        <li>
          <button type="button" aria-label={t('kit.previousPage')} disabled={current <= 1} onClick={() => go(current - 1)}>
            ‹
          </button>
        </li>
        {shown.map((p, i) => (
          <li key={p}>
            {i > 0 && p - shown[i - 1]! > 1 ? <span aria-hidden>… </span> : null}
            {href ? (
              <a
                href={href(p)}
                aria-label={t('kit.page', { page: p })}
                aria-current={p === current ? 'page' : undefined}
                onClick={(e) => {
                  // A modified click (new tab, new window) is the browser's.
                  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
                  e.preventDefault();
                  go(p);
                }}
              >
                {p}
              </a>
            ) : (
              <button
                type="button"
                aria-label={t('kit.page', { page: p })}
                aria-current={p === current ? 'page' : undefined}
                onClick={() => go(p)}
              >
                {p}
              </button>
            )}
          </li>
        ))}
        <li>
          <button type="button" aria-label={t('kit.nextPage')} disabled={current >= pages} onClick={() => go(current + 1)}>
            ›
          </button>
        </li>
      </ul>
    </nav>
  );
}
