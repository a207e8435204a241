import { z } from 'zod';
import { agreementSchema, emailSchema, loginAccountFieldSchema, signUpAccountSchema, verificationCodeSchema } from '../schemas/accounts';
import { profileSchema } from '../schemas/user-center';
import { isoTime, noData, type Contract } from './common';

/**
 * Accounts (`accounts` API module, spec sections 5 and 7): sign-in by password or e-mail code,
 * sessions, registration in three steps, password reset and change, the profile, merchant
 * sign-in. Request bodies reuse the form rules of schemas/accounts.ts. Encrypted password fields
 * are only checked for presence here; the API checks the plaintext with the shared password
 * rules after decrypting it.
 */

const cipherField = z
  .string({ error: 'validation.passwordRequired' })
  .min(1, 'validation.passwordRequired')
  .max(1024, 'validation.invalid');

export const loginBody = z.object({
  userName: loginAccountFieldSchema.pipe(z.string().max(64, 'validation.invalid')),
  /** AES-ECB-PKCS7(timestamp + password), Base64 (spec section 7). */
  passWord: cipherField,
});
export const mailBody = z.object({ mail: emailSchema });
export const mailLoginBody = z.object({ userName: emailSchema, passWord: verificationCodeSchema });
export const checkCodeBody = z.object({ mail: emailSchema, code: verificationCodeSchema });
export const registerBody = z.object({
  checkToken: z.string({ error: 'validation.invalid' }).min(1, 'validation.invalid').max(200, 'validation.invalid'),
  userName: signUpAccountSchema,
  passWord: cipherField,
  agreement: agreementSchema,
});
export const resetPasswordBody = z.object({ mail: emailSchema, code: verificationCodeSchema, passWord: cipherField });
/** The current password or an e-mail code proves it is the buyer (never a bare user name, API.md). */
export const updatePasswordBody = z.object({
  passWord: cipherField.optional(),
  code: verificationCodeSchema.optional(),
  newPassWord: cipherField,
});
export type UpdatePasswordInput = z.output<typeof updatePasswordBody>;
/** A missing or malformed refresh token is "not signed in" (A00004), not a form error: checked by the handler. */
export const refreshBody = z.object({ refreshToken: z.string().max(200).optional().catch(undefined) });

/** The profile fields of the account page (shared with its form); the avatar has its own upload route. */
export const setUserInfoBody = profileSchema.partial();

/** A session's tokens: the access token goes in `authorization`, the refresh token swaps for a new pair. */
export const tokenAnswerSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  /** Seconds until the access token expires. */
  expiresIn: z.number().int(),
});
export type TokenAnswer = z.input<typeof tokenAnswerSchema>;

/** The signed-in buyer (GET /p/user/userInfo, spec section 7: stored as the session's user info). */
export const userInfoSchema = z.object({
  userId: z.string(),
  userName: z.string(),
  nickName: z.string(),
  pic: z.string().nullable(),
  userMail: z.string().nullable(),
  userMobile: z.string().nullable(),
  sex: z.enum(['M', 'F']).nullable(),
  birthDate: z.string().nullable(),
  level: z.number().int(),
  growth: z.number().int(),
  /** Points. */
  score: z.number().int(),
  /** Integer minor units of the default currency (USD cents). */
  balance: z.number().int(),
});
export type UserInfo = z.input<typeof userInfoSchema>;

export const merchantInfoSchema = z.object({ merchantId: z.number().int(), userName: z.string(), shopId: z.number().int().nullable() });
export type MerchantInfo = z.input<typeof merchantInfoSchema>;

/** A mail of the development outbox (MAIL_DEV_INBOX). */
export const mailboxEntrySchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  template: z.string(),
  status: z.string(),
  createdAt: isoTime,
});

export const accountsContract = {
  login: { method: 'POST', url: '/login', body: loginBody, data: tokenAnswerSchema },
  mailLogin: { method: 'POST', url: '/mailLogin', body: mailLoginBody, data: tokenAnswerSchema },
  sendLoginCode: { method: 'POST', url: '/sms/sendLoginCode', body: mailBody, data: noData },
  refresh: { method: 'POST', url: '/token/refresh', body: refreshBody, data: tokenAnswerSchema },
  logOut: { method: 'POST', url: '/logOut', data: noData },
  sendRegisterCode: { method: 'POST', url: '/sms/sendRegisterCode', body: mailBody, data: noData },
  /** Step 1 of registration: the e-mail code becomes a short-lived checkToken for step 2. */
  checkRegisterCode: {
    method: 'POST',
    url: '/user/checkRegisterCode',
    body: checkCodeBody,
    data: z.object({ checkToken: z.string() }),
  },
  register: {
    method: 'POST',
    url: '/user/register',
    body: registerBody,
    data: tokenAnswerSchema.extend({ userId: z.string(), userName: z.string() }),
  },
  sendResetCode: { method: 'POST', url: '/sms/sendResetCode', body: mailBody, data: noData },
  resetPassword: { method: 'POST', url: '/user/resetPassword', body: resetPasswordBody, data: noData },
  userInfo: { method: 'GET', url: '/p/user/userInfo', data: userInfoSchema },
  setUserInfo: { method: 'PUT', url: '/p/user/setUserInfo', body: setUserInfoBody, data: noData },
  sendUpdatePwdCode: { method: 'POST', url: '/p/sms/sendUpdatePwdCode', data: noData },
  updatePwd: { method: 'PUT', url: '/p/user/updatePwd', body: updatePasswordBody, data: noData },
  merchantLogin: { method: 'POST', url: '/merchant/login', body: loginBody, data: tokenAnswerSchema },
  merchantInfo: { method: 'GET', url: '/merchant/info', data: merchantInfoSchema },
  merchantLogOut: { method: 'POST', url: '/merchant/logOut', data: noData },
  /** Development only (MAIL_DEV_INBOX): the mail adapter's outbox, newest first. */
  devMailbox: {
    method: 'GET',
    url: '/dev/mailbox',
    querystring: z.object({
      to: z.string().trim().max(254).optional(),
      limit: z.coerce.number<number>().int().min(1).max(100).default(20),
    }),
    data: z.array(mailboxEntrySchema),
  },
} as const satisfies Contract;
