import { z } from 'zod';
import {
  agreementSchema,
  emailSchema,
  loginAccountFieldSchema,
  profileSchema,
  signUpAccountSchema,
  verificationCodeSchema,
} from '@mall/shared/schemas';

/**
 * Request bodies of the accounts API, composed from the shared rules (the forms use the same).
 * Encrypted password fields are only checked for presence here; the plaintext is checked with
 * the shared password rules after decryption.
 */
const cipherField = z
  .string({ error: 'validation.passwordRequired' })
  .min(1, 'validation.passwordRequired')
  .max(1024, 'validation.invalid');

export const loginBody = z.object({
  userName: loginAccountFieldSchema.pipe(z.string().max(64, 'validation.invalid')),
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

export const updatePasswordBody = z.object({
  passWord: cipherField.optional(),
  code: verificationCodeSchema.optional(),
  newPassWord: cipherField,
});

export const refreshBody = z.object({
  refreshToken: z.string({ error: 'code.unauthorized' }).min(1, 'code.unauthorized').max(200, 'code.unauthorized'),
});

/** The profile fields of the account page (shared with its form); the avatar has its own upload route. */
export const setUserInfoBody = profileSchema.partial();

export const mailboxQuery = z.object({
  to: z.string().trim().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
