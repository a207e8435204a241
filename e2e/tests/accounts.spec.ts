import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { LOCALES, signInWithDialog, notice, test, whenInteractive } from './helpers';

/**
 * Accounts journeys in both languages: sign in by password and by e-mail code through the login
 * dialog, register in 3 steps, reset a forgotten password, sign out, and the login dialog opening
 * when a signed-in-only call is refused. Codes are read from the development mailbox, as a
 * tester would read their inbox.
 */

interface MailboxEntry {
  id: number;
  text: string;
}

async function newestMailId(request: APIRequestContext, mail: string): Promise<number> {
  const res = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(mail)}&limit=1`);
  const body = (await res.json()) as { data: MailboxEntry[] };
  return body.data[0]?.id ?? 0;
}

/** Waits for a mail newer than `after` and answers the 6-digit code in it. */
async function codeMailedTo(request: APIRequestContext, mail: string, after: number): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(mail)}&limit=1`);
      const entry = ((await res.json()) as { data: MailboxEntry[] }).data[0];
      code = entry && entry.id > after ? (/\b(\d{6})\b/.exec(entry.text)?.[1] ?? '') : '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

async function signOut(page: Page): Promise<void> {
  // A menu button: opened by a click (or Enter/Space), as a buyer does.
  await page.getByTestId('user-menu').click();
  await page.getByTestId('sign-out').click();
  await expect(page.getByTestId('header-sign-in')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('userToken'))).toBeFalsy();
}

const suffix = () => Date.now().toString(36).slice(-6);

for (const { locale, prefix } of LOCALES) {
  test.describe(`accounts (${locale})`, () => {
    test('the header Sign in is a link to the sign-in page before the JavaScript runs, and opens the dialog once it has', async ({
      page,
      browser,
    }) => {
      const name = locale === 'en' ? 'Sign in' : '登录';
      // A slow phone: the server's first view is all there is (no JavaScript at all here).
      const bare = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
      const early = await bare.newPage();
      await early.goto(prefix + '/');
      const link = early.getByRole('banner').getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('href', `${prefix}/login`);
      await expect(link).toHaveAttribute('data-testid', 'header-sign-in');
      const before = (await link.boundingBox())!;
      expect(before.height).toBeGreaterThanOrEqual(24);
      // From another page it comes back there after signing in.
      const listing = `${prefix}/categories/secondary?categoryId=1`;
      await early.goto(listing);
      await expect(early.getByTestId('header-sign-in')).toHaveAttribute('href', `${prefix}/login?redirect=${encodeURIComponent(listing)}`);
      await early.goBack();
      await Promise.all([early.waitForURL(new RegExp(`${prefix}/login$`)), early.getByTestId('header-sign-in').click()]);
      await bare.close();

      // Live: the same link in the same place (no layout change at hydration); a click opens the dialog on the page.
      await page.goto(prefix + '/');
      const live = page.getByRole('banner').getByRole('link', { name, exact: true });
      await whenInteractive(live);
      expect(await live.boundingBox()).toEqual(before);
      await live.click();
      await expect(page.locator('.login-dialog')).toBeVisible();
      await expect(page.getByTestId('login-account')).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${prefix}/?$`));
    });

    test('signs in with account and password through the dialog, then signs out', async ({ page }) => {
      await page.goto(prefix + '/');
      await whenInteractive(page.getByTestId('header-sign-in'));
      await page.getByTestId('header-sign-in').click();
      // No social provider is configured by default, so no social buttons.
      await expect(page.getByTestId('login-account')).toBeVisible();
      await expect(page.getByTestId('social-sign-in')).toHaveCount(0);
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /close|关闭/i })
        .click();
      await signInWithDialog(page, 'buyer', 'Buyer@123456');
      await expect(page.getByTestId('user-menu')).toContainText('Demo Buyer');
      await expect(page).toHaveURL(new RegExp(`${prefix}/?$`));
      await signOut(page);
    });

    test('a wrong password keeps the dialog open with the server message', async ({ page }) => {
      await page.goto(prefix + '/');
      await whenInteractive(page.getByTestId('header-sign-in'));
      await page.getByTestId('header-sign-in').click();
      await page.getByTestId('login-account').fill('buyer2');
      await page.getByTestId('login-password').fill('Not-the-password1');
      await page.getByTestId('login-agreement').getByRole('checkbox').check();
      await page.getByTestId('login-submit').click();
      await expect(notice(page, locale === 'en' ? 'Incorrect account or password' : '账号或密码不正确')).toBeVisible();
      await expect(page.getByTestId('login-account')).toBeVisible();
    });

    test('signs in with a code mailed to the e-mail address', async ({ page, request }) => {
      // One address per language: the server refuses a second code to an address within 60 s.
      const mail = locale === 'en' ? 'buyer@example.com' : 'buyer2@example.com';
      await page.goto(prefix + '/');
      await whenInteractive(page.getByTestId('header-sign-in'));
      await page.getByTestId('header-sign-in').click();
      await page.getByTestId('login-tab-email').click();
      await page.getByTestId('login-email').fill(mail);
      const before = await newestMailId(request, mail);
      await page.getByTestId('login-get-code').click();
      // The button counts down while the code travels.
      await expect(page.getByTestId('login-get-code')).toBeDisabled();
      await page.getByTestId('login-code').fill(await codeMailedTo(request, mail, before));
      await page.getByTestId('login-agreement').filter({ visible: true }).getByRole('checkbox').check();
      await Promise.all([page.waitForEvent('load'), page.getByTestId('login-submit').filter({ visible: true }).click()]);
      await expect(page.getByTestId('user-menu')).toBeVisible();
      await signOut(page);
    });

    test('registers a new buyer in 3 steps, then resets the forgotten password and signs in with it', async ({ page, request }) => {
      const id = suffix();
      const mail = `e2e-${locale}-${id}@example.com`;
      const account = `e2e_${locale === 'en' ? 'en' : 'zh'}_${id}`;

      // Step 1: verify the e-mail.
      await page.goto(prefix + '/register');
      await expect(page.getByTestId('register-steps')).toContainText(locale === 'en' ? 'Verify e-mail' : '验证邮箱');
      await page.getByTestId('register-email').fill(mail);
      let before = await newestMailId(request, mail);
      await page.getByTestId('register-get-code').click();
      await page.getByTestId('register-code').fill(await codeMailedTo(request, mail, before));
      await page.getByTestId('register-next').click();

      // Step 2: account info; the shared rules speak first.
      await page.getByTestId('register-account').fill(account);
      await page.getByTestId('register-password').fill('weakpass');
      await page.getByTestId('register-confirm').fill('weakpass');
      await page.getByTestId('register-agreement').check();
      await page.getByTestId('register-submit').click();
      await expect(notice(page, locale === 'en' ? 'Password: 8 to 20 characters' : '密码：8-20位')).toBeVisible();
      await page.getByTestId('register-password').fill('E2e@12345');
      await page.getByTestId('register-confirm').fill('E2e@12345');
      await page.getByTestId('register-submit').click();

      // Step 3: complete, signed in.
      await expect(page.getByTestId('register-done')).toContainText(account);
      await expect(page.getByTestId('user-menu')).toBeVisible();
      await page.getByTestId('register-go-home').click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/?$`));
      await signOut(page);

      // Forgot password: e-mail code, new password, sign in.
      await page.goto(prefix + '/login');
      await page.getByTestId('forgot-password').click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/forgot-password$`));
      await page.getByTestId('forgot-email').fill(mail);
      before = await newestMailId(request, mail);
      await page.getByTestId('forgot-get-code').click();
      await page.getByTestId('forgot-code').fill(await codeMailedTo(request, mail, before));
      await page.getByTestId('forgot-next').click();
      await page.getByTestId('forgot-new-password').fill('Reset@54321');
      await page.getByTestId('forgot-confirm').fill('Reset@54321');
      await page.getByTestId('forgot-submit').click();
      await expect(page.getByTestId('forgot-done')).toBeVisible();
      await page.getByTestId('forgot-sign-in').click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/login$`));

      // The old password no longer works; the new one does.
      await page.getByTestId('login-account').fill(account);
      await page.getByTestId('login-password').fill('E2e@12345');
      await page.getByTestId('login-agreement').getByRole('checkbox').check();
      await page.getByTestId('login-submit').click();
      await expect(notice(page, locale === 'en' ? 'Incorrect account or password' : '账号或密码不正确')).toBeVisible();
      await page.getByTestId('login-password').fill('Reset@54321');
      await page.getByTestId('login-submit').click();
      await expect(page.getByTestId('user-menu')).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${prefix}/?$`));
      await signOut(page);
    });

    test('a signed-in-only call refused with A00004 opens the login dialog', async ({ page, request }) => {
      await page.goto(prefix + '/');
      await signInWithDialog(page, 'buyer2', 'Buyer2@123456');
      // Let the signed-in page finish its own calls (the cart count): one of them answered A00004
      // after the revocation below would open the dialog on this page, before the reload.
      await page.waitForLoadState('networkidle');
      // The session ends elsewhere (sign-out on another device revokes this token server-side).
      const token = await page.evaluate(() => localStorage.getItem('userToken'));
      expect(token).toBeTruthy();
      await request.post('/api/logOut', { headers: { authorization: token! } });
      // The next visit asks for the user info with the revoked token: A00004 -> the dialog.
      await page.reload();
      await expect(page.getByTestId('login-account')).toBeVisible();
      await expect(page.getByTestId('header-sign-in')).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('userToken'))).toBeFalsy();
    });

    test('a signed-out buyer who follows Post RFQ gets the login dialog and lands on the page after signing in', async ({ page }) => {
      await page.goto(prefix + '/');
      await page.getByRole('banner').locator('a[href$="/purchase-order"]').click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/purchase-order$`));
      await expect(page.getByTestId('login-account')).toBeVisible();
      await page.getByTestId('login-account').fill('buyer');
      await page.getByTestId('login-password').fill('Buyer@123456');
      await page.getByTestId('login-agreement').getByRole('checkbox').check();
      await Promise.all([page.waitForEvent('load'), page.getByTestId('login-submit').click()]);
      await expect(page.getByTestId('user-menu')).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${prefix}/purchase-order$`));
      await expect(page.getByTestId('login-required')).toHaveCount(0);
    });
  });
}
