import { getConfig } from '@mall/shared';

/**
 * An order document link from the API (`/api/order-doc/...?exp&sig`, a signed link that needs no
 * credentials) resolved against the API's origin, so it works when the API lives elsewhere.
 */
export function documentHref(url: string): string {
  const api = new URL(getConfig().apiBase, window.location.href);
  return new URL(url, api).href;
}

/** A link that opens a stored document (voucher, invoice) in a new tab. */
export function DocumentLink({ url, label, testId }: { url: string; label: string; testId?: string }) {
  return (
    <a href={documentHref(url)} target="_blank" rel="noreferrer noopener" data-testid={testId}>
      {label}
    </a>
  );
}
