import { getUserInfo, http, useSessionStore } from '@mall/shared';
import { encryptLoginPassword } from '@mall/shared/crypto';

/**
 * Sign-in, registration and password reset (API module `accounts`, contracts/accounts.ts). Each
 * call answers its data or rejects with an ApiError; pages show it with showError (the client has
 * shown A00001/A00005 itself). Passwords travel as AES-ECB(timestamp + password), spec section 7.
 */

/** POST /login with the encrypted password. */
export const loginByAccount = (userName: string, password: string) =>
  http.data('POST /login', { body: { userName, passWord: encryptLoginPassword(password) } });

export const loginByEmailCode = (email: string, code: string) =>
  http.data('POST /mailLogin', { body: { userName: email, passWord: code } });

export const sendLoginCode = (mail: string) => http.data('POST /sms/sendLoginCode', { body: { mail } });

/** Login success: token saved (storage + cookie), user info fetched (spec section 7). */
export async function completeLogin(token: string): Promise<void> {
  const session = useSessionStore.getState();
  session.setToken(token);
  try {
    session.setUserInfo(await getUserInfo());
  } catch {
    /* user info is fetched again on the next page load */
  }
}

// Registration (3 steps) and password reset. Passwords travel encrypted exactly like /login.

export const sendRegisterCode = (mail: string) => http.data('POST /sms/sendRegisterCode', { body: { mail } });

/** Step 1: the e-mail code becomes a short-lived checkToken for step 2. */
export const checkRegisterCode = (mail: string, code: string) => http.data('POST /user/checkRegisterCode', { body: { mail, code } });

export const registerAccount = (checkToken: string, userName: string, password: string, agreement: true) =>
  http.data('POST /user/register', { body: { checkToken, userName, passWord: encryptLoginPassword(password), agreement } });

export const sendResetCode = (mail: string) => http.data('POST /sms/sendResetCode', { body: { mail } });

/** Sets a new password with the e-mail code; the server signs every device out. */
export const resetPassword = (mail: string, code: string, password: string) =>
  http.data('POST /user/resetPassword', { body: { mail, code, passWord: encryptLoginPassword(password) } });
