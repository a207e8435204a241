import { describe, expect, it } from 'vitest';
import { redirectPathOr, safeRedirectPath } from '../redirect';

/**
 * Known open-redirect bypasses (the PortSwigger and OWASP lists, and the ones found against this
 * site in issue 13): every one must be refused, whatever origin the site runs on.
 */
const BYPASSES = [
  // Backslashes: browsers read `/\host` and `\\host` as `//host`.
  '/\\evil.example/',
  '/\\/evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\\\\evil.example',
  // Whitespace and control characters that URL parsers strip, turning `/\t/host` into `//host`.
  '/\t/evil.example/',
  '/\n/evil.example',
  '/\r/evil.example',
  '/ /evil.example',
  '\t//evil.example',
  ' //evil.example',
  '/\u0000/evil.example',
  '/\u000b/evil.example',
  '/\u007f/evil.example',
  '/\u0085/evil.example',
  '/\u2028/evil.example',
  // Protocol-relative and schemes.
  '//evil.example',
  '//evil.example/path',
  '///evil.example',
  '////evil.example',
  'https://evil.example',
  'http://evil.example',
  'HTTPS://evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'ftp://evil.example',
  'evil.example',
  'evil.example/path',
  '.evil.example',
  '@evil.example',
  '?next=//evil.example',
  '#//evil.example',
  // Percent-encoded variants of the above.
  '/%5Cevil.example',
  '/%5C%5Cevil.example',
  '%2F%2Fevil.example',
  '/%2F/evil.example',
  '/%2fevil.example%2f',
  '/%09/evil.example',
  '/%0a/evil.example',
  '/%00/evil.example',
  '%68ttps://evil.example',
  '/%E0%A4%A',
  // Userinfo and odd authorities.
  '//user:pass@evil.example',
  '/\\@evil.example',
  'https:evil.example',
  'https:/evil.example',
  '/https://evil.example'.replace('/h', '\\h'),
  // Unicode look-alikes of slashes are fine as path characters, but full-width solidus after a scheme is not a path.
  '／／evil.example',
  // Not a string, empty, too long.
  '',
  '/' + 'a'.repeat(2001),
] as const;

const ORIGINS = ['https://shop.example', 'http://127.0.0.1:8080', undefined];

describe('safeRedirectPath: a corpus of known bypasses', () => {
  it.each(BYPASSES.map((b) => [b]))('refuses %j', (target) => {
    for (const origin of ORIGINS) expect(safeRedirectPath(target, origin)).toBeNull();
  });

  it('refuses anything that is not a string', () => {
    for (const v of [null, undefined, 1, {}, ['/'], true]) expect(safeRedirectPath(v)).toBeNull();
  });
});

describe('safeRedirectPath: paths on this site', () => {
  it.each([
    ['/', '/'],
    ['/payment/success', '/payment/success'],
    ['/zh_CN/payment/success?orderNumbers=1,2', '/zh_CN/payment/success?orderNumbers=1,2'],
    ['/search?keyword=a%20b&type=product', '/search?keyword=a%20b&type=product'],
    ['/products/detail/7#reviews', '/products/detail/7#reviews'],
    ['/user-center/uc-order?status=1', '/user-center/uc-order?status=1'],
    ['/a/../b', '/b'],
    ['/search?next=https://evil.example', '/search?next=https://evil.example'],
    ['/中文', '/%E4%B8%AD%E6%96%87'],
  ])('keeps %j as %j', (target, expected) => {
    for (const origin of ORIGINS) expect(safeRedirectPath(target, origin)).toBe(expected);
  });

  it('falls back for an unsafe target', () => {
    expect(redirectPathOr('//evil.example', '/')).toBe('/');
    expect(redirectPathOr('/cart', '/')).toBe('/cart');
  });
});
