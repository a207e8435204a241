/**
 * The one rule for redirect targets that come from input (a payment's returnUrl, the sign-in
 * page's `redirect`, any other "go back to" address): only a path on this site. The target is
 * parsed with URL against the site's origin and must stay on it; before that, anything a browser
 * or a server might read differently is refused: backslashes (browsers treat `/\host` as `//host`),
 * control characters and whitespace (stripped by URL parsers, so `/\t/host` becomes `//host`),
 * a leading `//` (protocol-relative), any scheme, and the same tricks percent-encoded.
 */
export const REDIRECT_MAX_LENGTH = 2000;
/** Base for parsing when the caller has no origin at hand (the server checks paths only). */
const PLACEHOLDER_ORIGIN = 'https://site.invalid';

// eslint-disable-next-line no-control-regex
const UNSAFE_RAW = /[\\\u0000-\u0020\u007f-\u009f\u2028\u2029]/;
/** Once percent-decoded: an encoded space is fine, an encoded backslash or control character is not. */
// eslint-disable-next-line no-control-regex
const UNSAFE_DECODED = /[\\\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** The same-site path (pathname + query + hash) a target stands for, or null when it is not a safe one. */
export function safeRedirectPath(target: unknown, origin: string = PLACEHOLDER_ORIGIN): string | null {
  if (typeof target !== 'string' || target.length === 0 || target.length > REDIRECT_MAX_LENGTH) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    return null;
  }
  if (UNSAFE_RAW.test(target) || UNSAFE_DECODED.test(decoded)) return null;
  for (const form of [target, decoded]) if (!form.startsWith('/') || form.startsWith('//')) return null;
  let base: URL;
  let url: URL;
  try {
    base = new URL(origin);
    url = new URL(target, base);
  } catch {
    return null;
  }
  if (url.origin !== base.origin || url.username || url.password) return null;
  return url.pathname + url.search + url.hash;
}

/** A safe target, or the fallback (e.g. the home page) when the input is not one. */
export const redirectPathOr = (target: unknown, fallback: string, origin?: string): string => safeRedirectPath(target, origin) ?? fallback;
