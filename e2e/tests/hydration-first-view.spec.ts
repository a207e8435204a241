import { expect } from '@playwright/test';
import { LOCALES, signInWithDialog, test, watchFirstView, whenInteractive } from './helpers';

/**
 * The public first views hydrate in a transition, in slices that yield to the browser
 * (shell/src/bootstrap.tsx). What arrives between two slices must not reach the parts still to
 * hydrate: the signed-in buyer's name comes while hydration goes on (on a slowed phone it takes
 * a second or more), and hydration rendering it where the server rendered none is React's #418
 * (docs/architecture.md, "Little script work at start"). So: signed in, CPU slowed as a phone's,
 * every public first view in both languages hydrates without a mismatch and shows the name after.
 */
for (const { locale, prefix } of LOCALES) {
  test(`public first views hydrate cleanly for a signed-in buyer on a slowed CPU (${locale})`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const tree = (await (await request.get('/api/category/tree', { headers: { Locale: locale } })).json()).data as {
      categoryId: number;
    }[];
    await page.goto(`${prefix}/`);
    await signInWithDialog(page);
    await expect(page.getByTestId('user-menu')).toContainText('Demo Buyer');

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const seen = watchFirstView(page);
    const pages = [
      '/',
      '/search?type=product&keyword=lamp',
      `/categories/secondary?categoryId=${tree[0]!.categoryId}`,
      '/products/detail/1',
      '/shop/1',
      '/shop-list',
    ];
    for (const path of pages) {
      await page.goto(`${prefix}${path}`);
      // The server rendered the page for this buyer's session, the name comes once it is the browser's.
      await expect(page.getByTestId('user-menu')).toContainText('Demo Buyer', { timeout: 20_000 });
      await whenInteractive(page.getByTestId('user-menu'));
      expect(seen.hydration, path).toEqual([]);
    }
  });
}

/**
 * The buyer may scroll a first view before the app has taken it over; hydrating must leave them
 * where they are (react-router scrolls a router's first page to the top unless it is told the
 * page was rendered on the server), or a click made meanwhile lands on what moved under it.
 */
for (const { locale, prefix } of LOCALES) {
  test(`a buyer who scrolled the first view stays where they scrolled once the app has taken it over (${locale})`, async ({ page }) => {
    // Scrolled as soon as the document is parsed: the app starts a frame after the first paint.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => window.scrollTo(0, 600));
    });
    for (const path of ['/products/detail/1', '/shop-list']) {
      await page.goto(`${prefix}${path}`);
      // The router's scroll handling has mounted (it takes the history's scroll over in an effect
      // after the layout effect that would have scrolled to the top).
      await page.waitForFunction(() => history.scrollRestoration === 'manual', undefined, { timeout: 20_000 });
      expect(await page.evaluate(() => window.scrollY), path).toBe(600);
    }
  });
}
