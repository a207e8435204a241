import { getUserInfo, http, useSessionStore } from '@mall/shared';
import { encryptLoginPassword } from '@mall/shared/crypto';

export interface TokenAnswer {
  accessToken: string;
  refreshToken?: string;
  expiresIn?: number;
}

/** POST /login: the password travels as AES-ECB(timestamp + password), spec section 7. */
export const loginByAccount = (userName: string, password: string) =>
  http.post<TokenAnswer>('/login', { userName, passWord: encryptLoginPassword(password) });

export const loginByEmailCode = (email: string, code: string) => http.post<TokenAnswer>('/mailLogin', { userName: email, passWord: code });

export const sendLoginCode = (mail: string) => http.post<unknown>('/sms/sendLoginCode', { mail });

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

export const sendRegisterCode = (mail: string) => http.post<unknown>('/sms/sendRegisterCode', { mail });

/** Step 1: the e-mail code becomes a short-lived checkToken for step 2. */
export const checkRegisterCode = (mail: string, code: string) =>
  http.post<{ checkToken: string }>('/user/checkRegisterCode', { mail, code });

export const registerAccount = (checkToken: string, userName: string, password: string, agreement: boolean) =>
  http.post<TokenAnswer & { userId: string; userName: string }>('/user/register', {
    checkToken,
    userName,
    passWord: encryptLoginPassword(password),
    agreement,
  });

export const sendResetCode = (mail: string) => http.post<unknown>('/sms/sendResetCode', { mail });

/** Sets a new password with the e-mail code; the server signs every device out. */
export const resetPassword = (mail: string, code: string, password: string) =>
  http.post<null>('/user/resetPassword', { mail, code, passWord: encryptLoginPassword(password) });
