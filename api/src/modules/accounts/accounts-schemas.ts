import { z } from 'zod';
import {
  agreementSchema,
  emailSchema,
  loginAccountFieldSchema,
  nicknameSchema,
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

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const setUserInfoBody = z.object({
  nickName: nicknameSchema.optional(),
  pic: z
    .string()
    .trim()
    .max(500, 'validation.invalid')
    .regex(/^(https?:\/\/|\/)?[^\s<>"']*$/, 'validation.invalid')
    .refine((v) => !/^(javascript|data|vbscript):/i.test(v), 'validation.invalid')
    .nullable()
    .optional(),
  sex: z.enum(['M', 'F'], { error: 'validation.invalid' }).nullable().optional(),
  birthDate: z.string().regex(ISO_DATE, 'validation.invalid').nullable().optional(),
});

/** A real calendar date between 1900-01-01 and today. */
export function isPlausibleBirthDate(value: string, today = new Date()): boolean {
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value && value >= '1900-01-01' && d.getTime() <= today.getTime();
}

export const mailboxQuery = z.object({
  to: z.string().trim().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
