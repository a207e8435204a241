import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createCipheriv } from 'node:crypto';

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

/** The login wire format, computed with Node's own crypto (API.md: AES-ECB-PKCS7, Base64). */
export function encryptPassword(password: string, key = '-mall4j-password'): string {
  const cipher = createCipheriv('aes-128-ecb', Buffer.from(key, 'utf8'), null);
  return Buffer.concat([cipher.update(String(Date.now()) + password, 'utf8'), cipher.final()]).toString('base64');
}

/** Reads the newest 6-digit code mailed to an address from the development mailbox. */
export async function newestCode(request: APIRequestContext, mail: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(mail)}&limit=1`);
      const entry = ((await res.json()) as { data: { text: string }[] }).data[0];
      code = entry ? (/\b(\d{6})\b/.exec(entry.text)?.[1] ?? '') : '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** Registers a fresh buyer through the public API, as the registration page does. */
export async function registerBuyer(
  request: APIRequestContext,
  tag: string,
): Promise<{ userName: string; mail: string; password: string }> {
  const id = `${tag}${Date.now().toString(36).slice(-6)}`;
  const mail = `${id}@example.com`;
  const userName = `e2e_${id}`.slice(0, 16);
  const password = 'Fresh@123456';
  expect((await (await request.post('/api/sms/sendRegisterCode', { data: { mail } })).json()).code).toBe('00000');
  const code = await newestCode(request, mail);
  const check = await (await request.post('/api/user/checkRegisterCode', { data: { mail, code } })).json();
  expect(check.code).toBe('00000');
  const reg = await request.post('/api/user/register', {
    data: { checkToken: check.data.checkToken, userName, passWord: encryptPassword(password), agreement: true },
  });
  expect((await reg.json()).code).toBe('00000');
  return { userName, mail, password };
}

/**
 * A notice shown to the buyer with this text: antd's message on antd pages and forms, the light
 * toasts elsewhere (the shell's request notices, the light pages).
 */
export const notice = (page: Page, text: string | RegExp) =>
  page.locator('.ant-message-notice, .ml-toast').filter({ hasText: text }).first();
