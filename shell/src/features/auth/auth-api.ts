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
