import { z } from 'zod';
import * as C from '../constants';

/**
 * Account and credential rules (spec section 5). Messages are i18n keys in the `common`
 * namespace, so the form and the API word them in the buyer's language.
 */
export const emailSchema = z
  .string({ error: 'validation.emailRequired' })
  .trim()
  .min(1, 'validation.emailRequired')
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'validation.correctEmail');

export const verificationCodeSchema = z
  .string({ error: 'validation.codeRequired' })
  .trim()
  .min(1, 'validation.codeRequired')
  .regex(new RegExp(`^\\d{${C.VERIFICATION_CODE_LENGTH}}$`), 'validation.codeFormat');

export const agreementSchema = z.literal(true, { error: 'validation.agreementRequired' });

export const loginAccountFieldSchema = z.string({ error: 'validation.accountRequired' }).trim().min(1, 'validation.accountRequired');
export const loginPasswordFieldSchema = z
  .string({ error: 'validation.passwordRequired' })
  .min(1, 'validation.passwordRequired')
  .min(C.LOGIN_PASSWORD_MIN, 'validation.passwordMin');

/** Login dialog, account tab. */
export const accountLoginFormSchema = z.object({
  account: loginAccountFieldSchema,
  password: loginPasswordFieldSchema,
  agreement: agreementSchema,
});
/** Login dialog, e-mail tab. */
export const emailLoginFormSchema = z.object({
  email: emailSchema,
  verificationCode: verificationCodeSchema,
  agreement: agreementSchema,
});

export const signUpAccountSchema = z
  .string({ error: 'validation.accountRequired' })
  .regex(new RegExp(`^[A-Za-z0-9_]{${C.ACCOUNT_MIN},${C.ACCOUNT_MAX}}$`), 'validation.signUpAccount');

/** Which kinds of characters a password mixes: letters, digits, specials. */
export function passwordKinds(pw: string): number {
  return [/[A-Za-z]/, /\d/, /[^A-Za-z0-9]/].filter((r) => r.test(pw)).length;
}

export const registerPasswordSchema = z
  .string({ error: 'validation.passwordRequired' })
  .min(C.REGISTER_PASSWORD_MIN, 'validation.registerPassword')
  .max(C.REGISTER_PASSWORD_MAX, 'validation.registerPassword')
  .refine((p) => passwordKinds(p) === 3 && !/\s/.test(p), 'validation.registerPassword');

export const changePasswordSchema = z
  .string({ error: 'validation.passwordRequired' })
  .min(C.CHANGE_PASSWORD_MIN, 'validation.changePassword')
  .max(C.CHANGE_PASSWORD_MAX, 'validation.changePassword')
  .refine((p) => passwordKinds(p) >= 2 && !/\s/.test(p), 'validation.changePassword');

export const storePasswordSchema = z
  .string({ error: 'validation.passwordRequired' })
  .regex(new RegExp(`^\\d{${C.STORE_PASSWORD_MIN},${C.STORE_PASSWORD_MAX}}$`), 'validation.storePassword');

export const nicknameSchema = z
  .string({ error: 'validation.nicknameRequired' })
  .trim()
  .min(1, 'validation.nicknameRequired')
  .max(C.NICKNAME_MAX, 'validation.nicknameMax');

export const mobileSchema = z
  .string({ error: 'validation.mobileRequired' })
  .regex(new RegExp(`^\\d{${C.PHONE_DIGITS}}$`), 'validation.mobileFormat');

export const registerFormSchema = z.object({
  email: emailSchema,
  verificationCode: verificationCodeSchema,
  account: signUpAccountSchema,
  password: registerPasswordSchema,
  agreement: agreementSchema,
});
