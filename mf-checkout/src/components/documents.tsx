import { getConfig } from '@mall/shared';

/**
 * An order document link from the API (`/api/order-doc/...?exp&sig`, a signed link that needs no
 * credentials) resolved against the API's origin, so it works when the API lives elsewhere. With
 * the API on the page's own origin (a relative apiBase) the link stays as it is: the same on the
 * site server, which renders the order detail's first view without a window, and in the browser.
 */
export function documentHref(url: string): string {
  const { apiBase } = getConfig();
  if (/^https?:\/\//i.test(apiBase)) return new URL(url, apiBase).href;
  return url;
}

/** A link that opens a stored document (voucher, invoice) in a new tab. */
export function DocumentLink({ url, label, testId }: { url: string; label: string; testId?: string }) {
  return (
    <a href={documentHref(url)} target="_blank" rel="noreferrer noopener" data-testid={testId}>
      {label}
    </a>
  );
}
