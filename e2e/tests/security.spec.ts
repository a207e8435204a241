import { expect } from '@playwright/test';
import { LOCALES, signInWithDialog, test } from './helpers';

/**
 * Issue 13 as a visitor sees it: every page type carries the security headers and still works
 * under its Content-Security-Policy in both languages (the shared `test` fails on any violation),
 * unknown pages and missing items are real 404s with the not-found page, and redirect targets
 * stay on the site.
 */
const PAGE_TYPES = [
  { path: '/', ready: 'catalog-home' },
  { path: '/search?type=product&keyword=lamp', ready: 'search-input' },
  { path: '/categories', ready: 'page-categories' },
  { path: '/products/detail/7', ready: 'product-detail' },
  { path: '/exhibition/detail/1', ready: 'page-exhibitionDetail' },
  { path: '/news/details?newsId=1', ready: 'page-newsDetails' },
  { path: '/shop-list', ready: 'shop-list-filters' },
  { path: '/shop/1', ready: 'shop-frame' },
  { path: '/login', ready: 'page-login' },
  { path: '/procurement', ready: null },
] as const;

function expectSecurityHeaders(res: { headers(): Record<string, string> } | null) {
  expect(res).not.toBeNull();
  const h = res!.headers();
  const csp = h['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/);
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  expect(h['x-frame-options']).toBe('SAMEORIGIN');
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(h['permissions-policy']).toContain('camera=()');
  expect(h['x-content-type-options']).toBe('nosniff');
}

test.describe('security headers and the CSP on every page type', () => {
  for (const { locale, prefix } of LOCALES) {
    test(`public pages carry the headers and render under the CSP (${locale})`, async ({ page }) => {
      for (const { path, ready } of PAGE_TYPES) {
        const res = await page.goto(prefix + path);
        expect(res?.status(), path).toBe(200);
        expectSecurityHeaders(res);
        // A page's first visit loads its remote (and antd): allow for a busy machine.
        if (ready) await expect(page.getByTestId(ready).first(), path).toBeVisible({ timeout: 30_000 });
        else await expect(page.getByTestId('site-footer')).toBeVisible();
      }
    });

    test(`signed-in pages (cart, user centre, payment) carry them too (${locale})`, async ({ page }) => {
      await page.goto(prefix + '/');
      await signInWithDialog(page);
      for (const path of ['/cart', '/user-center/uc-home', '/user-center/uc-order', '/chat']) {
        const res = await page.goto(prefix + path);
        expect(res?.status(), path).toBe(200);
        expectSecurityHeaders(res);
        await expect(page.getByTestId('user-menu')).toBeVisible();
      }
    });
  }

  test('the user centre cannot be framed by another site', async ({ page }) => {
    const res = await page.request.get('/user-center/uc-home', { headers: { accept: 'text/html' } });
    expect(res.headers()['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  });
});

test.describe('real 404s', () => {
  for (const { locale, prefix } of LOCALES) {
    test(`unknown pages and missing items answer 404 with the localized not-found page (${locale})`, async ({ page }) => {
      const notFound = locale === 'en' ? 'Page Not Found' : '页面未找到';
      const res = await page.goto(`${prefix}/no-such-page`);
      expect(res?.status()).toBe(404);
      expectSecurityHeaders(res);
      await expect(page.getByTestId('not-found')).toContainText(notFound);
      for (const path of ['/news/details?newsId=999999', '/exhibition/detail/999999', '/video/detail?videoId=999999']) {
        const item = await page.goto(prefix + path);
        expect(item?.status(), path).toBe(404);
        await expect(page.getByTestId('item-not-found'), path).toContainText(notFound);
      }
      const product = await page.goto(`${prefix}/products/detail/999999999`);
      expect(product?.status()).toBe(404);
      const shop = await page.goto(`${prefix}/shop/999999`);
      expect(shop?.status()).toBe(404);
    });
  }

  test('robots.txt points at the sitemap', async ({ request }) => {
    const res = await request.get('/robots.txt');
    expect(res.status()).toBe(200);
    expect(await res.text()).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
  });
});

test.describe('redirect targets stay on the site', () => {
  test('the sign-in page follows ?redirect= only to a page of this site', async ({ page }) => {
    await page.goto('/login?redirect=%2F%5Cevil.example%2F');
    await page.getByTestId('login-account').fill('buyer');
    await page.getByTestId('login-password').fill('Buyer@123456');
    await page.getByTestId('login-agreement').getByRole('checkbox').check();
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('catalog-home')).toBeVisible();
    expect(new URL(page.url()).host).toBe(new URL(page.context().pages()[0]!.url()).host);

    await page.goto('/zh_CN/login?redirect=%2Fzh_CN%2Fcart');
    await page.getByTestId('login-account').fill('buyer');
    await page.getByTestId('login-password').fill('Buyer@123456');
    await page.getByTestId('login-agreement').getByRole('checkbox').check();
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/zh_CN\/cart$/);
  });
});
