import { expect, type Page } from '@playwright/test';

export const LOCALES = [
  { locale: 'en', prefix: '' },
  { locale: 'zh_CN', prefix: '/zh_CN' },
] as const;

/** Signs in through the header's login dialog as a buyer would. */
export async function signInWithDialog(page: Page, account = 'buyer', password = 'Buyer@123456'): Promise<void> {
  await page.getByTestId('header-sign-in').click();
  const dialog = page.locator('.login-dialog');
  await expect(dialog).toBeVisible();
  await page.getByTestId('login-account').fill(account);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-agreement').check();
  await Promise.all([page.waitForEvent('load'), page.getByTestId('login-submit').click()]);
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

/** Which copies of a library a page downloaded, judged by signatures in the JS bodies. */
export const LIBRARY_SIGNATURES: Record<string, RegExp> = {
  react: /\.useTransition=function\(\)\{return/,
  'react-dom': /rendererPackageName:"react-dom"/,
};
