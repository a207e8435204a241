import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  accountLoginFormSchema,
  changePasswordSchema,
  emailLoginFormSchema,
  emailSchema,
  firstErrorKey,
  mobileSchema,
  nicknameSchema,
  passwordKinds,
  registerPasswordSchema,
  signUpAccountSchema,
  storePasswordSchema,
  verificationCodeSchema,
} from '../index';

/** The message key of the first failing rule, null when valid. */
const err = (schema: z.ZodType, value: unknown) => firstErrorKey(schema.safeParse(value));
const ok = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

describe('accountLoginFormSchema', () => {
  const valid = { account: 'buyer01', password: '123456', agreement: true };

  it('accepts a 6-character password and refuses a 5-character one', () => {
    expect(err(accountLoginFormSchema, valid)).toBeNull();
    expect(err(accountLoginFormSchema, { ...valid, password: '12345' })).toBe('validation.passwordMin');
  });

  it('requires account and password', () => {
    expect(err(accountLoginFormSchema, { ...valid, account: '' })).toBe('validation.accountRequired');
    expect(err(accountLoginFormSchema, { ...valid, account: '   ' })).toBe('validation.accountRequired');
    expect(err(accountLoginFormSchema, { ...valid, password: '' })).toBe('validation.passwordRequired');
    expect(err(accountLoginFormSchema, { ...valid, password: undefined })).toBe('validation.passwordRequired');
  });

  it('requires the agreement ticked', () => {
    const { agreement: _omit, ...noAgreement } = valid;
    void _omit;
    expect(err(accountLoginFormSchema, noAgreement)).toBe('validation.agreementRequired');
    expect(err(accountLoginFormSchema, { ...valid, agreement: false })).toBe('validation.agreementRequired');
  });

  it('the first failing rule is reported first', () => {
    expect(err(accountLoginFormSchema, { account: '', password: '1', agreement: false })).toBe('validation.accountRequired');
  });
});

describe('emailSchema and emailLoginFormSchema', () => {
  it('accepts a standard e-mail and refuses a@b', () => {
    expect(ok(emailSchema, 'buyer@example.com')).toBe(true);
    expect(ok(emailSchema, '  buyer@example.com  ')).toBe(true);
    expect(err(emailSchema, 'a@b')).toBe('validation.correctEmail');
    expect(err(emailSchema, 'a b@c.com')).toBe('validation.correctEmail');
    expect(err(emailSchema, '')).toBe('validation.emailRequired');
    expect(err(emailSchema, undefined)).toBe('validation.emailRequired');
  });

  it('the e-mail login form needs e-mail, 6-digit code and agreement', () => {
    expect(ok(emailLoginFormSchema, { email: 'a@b.co', verificationCode: '123456', agreement: true })).toBe(true);
    expect(err(emailLoginFormSchema, { email: 'a@b.co', verificationCode: '123456' })).toBe('validation.agreementRequired');
  });
});

describe('verificationCodeSchema', () => {
  it('accepts exactly 6 digits', () => {
    expect(err(verificationCodeSchema, '12345')).toBe('validation.codeFormat');
    expect(err(verificationCodeSchema, '123456')).toBeNull();
    expect(err(verificationCodeSchema, '1234567')).toBe('validation.codeFormat');
    expect(err(verificationCodeSchema, '12a456')).toBe('validation.codeFormat');
    expect(err(verificationCodeSchema, 'abcdef')).toBe('validation.codeFormat');
    expect(err(verificationCodeSchema, '')).toBe('validation.codeRequired');
  });
});

describe('signUpAccountSchema', () => {
  it('accepts 4 to 16 letters, digits or underscores', () => {
    expect(err(signUpAccountSchema, 'abc')).toBe('validation.signUpAccount');
    expect(err(signUpAccountSchema, 'ab_1')).toBeNull();
    expect(err(signUpAccountSchema, 'a'.repeat(16))).toBeNull();
    expect(err(signUpAccountSchema, 'a'.repeat(17))).toBe('validation.signUpAccount');
  });

  it('refuses a hyphen and other characters', () => {
    expect(err(signUpAccountSchema, 'ab-cd')).toBe('validation.signUpAccount');
    expect(err(signUpAccountSchema, 'ab cd')).toBe('validation.signUpAccount');
    expect(err(signUpAccountSchema, 'ab@cd')).toBe('validation.signUpAccount');
  });
});

describe('registerPasswordSchema', () => {
  const mix = (n: number) => ('Ab1!' + 'x'.repeat(n)).slice(0, n);

  it('accepts 8 to 20 characters', () => {
    expect(mix(7)).toHaveLength(7);
    expect(err(registerPasswordSchema, mix(7))).toBe('validation.registerPassword');
    expect(err(registerPasswordSchema, mix(8))).toBeNull();
    expect(err(registerPasswordSchema, mix(20))).toBeNull();
    expect(err(registerPasswordSchema, mix(21))).toBe('validation.registerPassword');
  });

  it('needs letters, digits and special characters', () => {
    expect(err(registerPasswordSchema, '12345678!')).toBe('validation.registerPassword'); // no letter
    expect(err(registerPasswordSchema, 'abcdefgh!')).toBe('validation.registerPassword'); // no digit
    expect(err(registerPasswordSchema, 'abcd1234')).toBe('validation.registerPassword'); // no special
    expect(err(registerPasswordSchema, 'abcd1234!')).toBeNull();
  });
});

describe('changePasswordSchema', () => {
  it('accepts 6 to 20 characters', () => {
    expect(err(changePasswordSchema, 'abc12')).toBe('validation.changePassword');
    expect(err(changePasswordSchema, 'abc123')).toBeNull();
    expect(err(changePasswordSchema, 'abc123'.padEnd(20, 'x'))).toBeNull();
    expect(err(changePasswordSchema, 'abc123'.padEnd(21, 'x'))).toBe('validation.changePassword');
  });

  it('needs at least two kinds; one kind is refused', () => {
    expect(err(changePasswordSchema, 'abcdef')).toBe('validation.changePassword');
    expect(err(changePasswordSchema, '123456')).toBe('validation.changePassword');
    expect(err(changePasswordSchema, '!@#$%^')).toBe('validation.changePassword');
    expect(err(changePasswordSchema, 'abc123')).toBeNull();
    expect(err(changePasswordSchema, 'abc!@#')).toBeNull();
    expect(err(changePasswordSchema, '123!@#')).toBeNull();
  });

  it('upper and lower case letters are one kind', () => {
    expect(passwordKinds('abcDEF')).toBe(1);
    expect(err(changePasswordSchema, 'abcDEF')).toBe('validation.changePassword');
    expect(passwordKinds('aB1!')).toBe(3);
  });
});

describe('storePasswordSchema', () => {
  it('accepts 6 to 12 digits only', () => {
    expect(err(storePasswordSchema, '12345')).toBe('validation.storePassword');
    expect(err(storePasswordSchema, '123456')).toBeNull();
    expect(err(storePasswordSchema, '123456789012')).toBeNull();
    expect(err(storePasswordSchema, '1234567890123')).toBe('validation.storePassword');
    expect(err(storePasswordSchema, 'abcdef')).toBe('validation.storePassword');
    expect(err(storePasswordSchema, '12345a')).toBe('validation.storePassword');
  });
});

describe('nicknameSchema', () => {
  it('is required and at most 15 characters', () => {
    expect(err(nicknameSchema, '')).toBe('validation.nicknameRequired');
    expect(err(nicknameSchema, '   ')).toBe('validation.nicknameRequired');
    expect(err(nicknameSchema, 'n'.repeat(15))).toBeNull();
    expect(err(nicknameSchema, 'n'.repeat(16))).toBe('validation.nicknameMax');
  });
});

describe('mobileSchema', () => {
  it('accepts exactly 11 digits', () => {
    expect(err(mobileSchema, '1380013800')).toBe('validation.mobileFormat');
    expect(err(mobileSchema, '13800138000')).toBeNull();
    expect(err(mobileSchema, '138001380001')).toBe('validation.mobileFormat');
    expect(err(mobileSchema, '1380013800a')).toBe('validation.mobileFormat');
  });
});
