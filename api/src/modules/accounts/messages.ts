import type { Locale } from '@mall/shared/constants';
import { RESPONSE_CODES } from '@mall/shared/codes';
import { BizError } from '../../http/envelope';

/**
 * Server-side wording of the accounts module that the shared `common` bundle does not have, in
 * both languages; the Locale header picks one (envelope.localeOf).
 */
const en = {
  wrongCredentials: 'Incorrect account or password',
  loginLocked: 'Too many wrong passwords: this sign-in is locked for 30 minutes. Try again in {{minutes}} min.',
  ipLocked: 'Too many failed sign-ins from your network. Please try again in {{minutes}} min.',
  cipherInvalid: 'The password could not be read. Please refresh the page and try again.',
  requestExpired: "The sign-in request has expired. Check your device's clock and try again.",
  requestFromFuture: "The sign-in request is dated in the future. Check your device's clock and try again.",
  requestReplayed: 'This request has already been used. Please submit it again.',
  accountClosed: 'This account has been closed',
  mailNotRegistered: 'No account uses this e-mail. Please register first.',
  mailTaken: 'This e-mail is already registered. Sign in, or reset your password.',
  accountTaken: 'This account name is already taken',
  codeMissing: 'Please get a verification code first',
  codeExpired: 'The verification code has expired. Please get a new one.',
  codeWrong: 'The verification code is incorrect ({{left}} tries left)',
  codeExhausted: 'Too many wrong codes. Please get a new verification code.',
  resendTooSoon: 'A code was just sent to this address. Please wait {{seconds}} s before asking again.',
  tooManySends: 'Too many verification codes were requested from your network. Please try again later.',
  mailFailed: 'The e-mail could not be sent. Please try again later.',
  checkTokenInvalid: 'Your e-mail verification has expired. Please verify your e-mail again.',
  oldPasswordWrong: 'The current password is incorrect',
  proofRequired: 'Enter your current password or an e-mail verification code',
  samePassword: 'The new password must be different from the current one',
  noMailOnAccount: 'This account has no e-mail address; use your current password instead',
  mailCodeSubject: 'Your verification code: {{code}}',
  mailCodeBody:
    'Your verification code is {{code}}. It is valid for {{minutes}} minutes; do not share it with anyone.\nPurpose: {{purpose}}.\nIf you did not ask for it, ignore this e-mail.',
  purposeLogin: 'signing in',
  purposeRegister: 'registering an account',
  purposeReset: 'resetting your password',
  purposePassword: 'changing your password',
  purposeRfq: 'posting a sourcing request',
  purposeBindMail: 'binding this e-mail address to your account',
  purposeBindMobile: 'binding this mobile number to your account',
};

export type AccountsMessageKey = keyof typeof en;

const zh_CN: Record<AccountsMessageKey, string> = {
  wrongCredentials: '账号或密码不正确',
  loginLocked: '密码错误次数过多，已限制登录30分钟，请{{minutes}}分钟后再试',
  ipLocked: '您所在网络的登录失败次数过多，请{{minutes}}分钟后再试',
  cipherInvalid: '密码无法解析，请刷新页面后重试',
  requestExpired: '登录请求已过期，请检查设备时间后重试',
  requestFromFuture: '登录请求的时间晚于服务器时间，请检查设备时间后重试',
  requestReplayed: '该请求已被使用，请重新提交',
  accountClosed: '该账号已注销',
  mailNotRegistered: '该邮箱尚未注册，请先注册',
  mailTaken: '该邮箱已注册，请直接登录或找回密码',
  accountTaken: '该账号已被占用',
  codeMissing: '请先获取验证码',
  codeExpired: '验证码已过期，请重新获取',
  codeWrong: '验证码不正确（还可尝试{{left}}次）',
  codeExhausted: '验证码错误次数过多，请重新获取',
  resendTooSoon: '验证码已发送至该邮箱，请{{seconds}}秒后再试',
  tooManySends: '当前网络获取验证码过于频繁，请稍后再试',
  mailFailed: '邮件发送失败，请稍后再试',
  checkTokenInvalid: '邮箱验证已失效，请重新验证邮箱',
  oldPasswordWrong: '原密码不正确',
  proofRequired: '请输入原密码或邮箱验证码',
  samePassword: '新密码不能与原密码相同',
  noMailOnAccount: '该账号未绑定邮箱，请使用原密码修改',
  mailCodeSubject: '您的验证码：{{code}}',
  mailCodeBody: '您的验证码是 {{code}}，{{minutes}}分钟内有效，请勿泄露给他人。\n用途：{{purpose}}。\n如非本人操作，请忽略本邮件。',
  purposeLogin: '登录',
  purposeRegister: '注册账号',
  purposeReset: '找回密码',
  purposePassword: '修改密码',
  purposeRfq: '发布采购需求',
  purposeBindMail: '绑定此邮箱到您的账户',
  purposeBindMobile: '绑定此手机号到您的账户',
};

export const ACCOUNTS_MESSAGES: Record<Locale, Record<AccountsMessageKey, string>> = { en, zh_CN };

export function accountsText(key: AccountsMessageKey, locale: Locale, params?: Record<string, unknown>): string {
  const text = ACCOUNTS_MESSAGES[locale]?.[key] ?? en[key];
  if (!params) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** A BizError worded from this module's messages (A00001 unless said otherwise). */
export class AccountsError extends BizError {
  constructor(
    readonly key: AccountsMessageKey,
    params?: Record<string, unknown>,
    code: string = RESPONSE_CODES.SHOW_FAIL,
  ) {
    super(code, key, params);
    this.name = 'AccountsError';
  }

  override messageFor(locale: Locale): string {
    return accountsText(this.key, locale, this.params);
  }
}

/** Not signed in (A00004, worded by the shared `common` bundle). */
export const unauthorized = () => new BizError(RESPONSE_CODES.UNAUTHORIZED, 'code.unauthorized');
