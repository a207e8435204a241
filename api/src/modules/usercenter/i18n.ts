import { RESPONSE_CODES, type Locale } from '@mall/shared';
import { BizError, translate } from '../../http/envelope';

/** Wording of the user-centre module's refusals in both languages. */
const en = {
  mailTaken: 'This e-mail is used by another account',
  mobileTaken: 'This mobile number is used by another account',
  sameMail: 'This e-mail is already bound to your account',
  sameMobile: 'This mobile number is already bound to your account',
  noMail: 'No e-mail is bound to your account',
  passwordWrong: 'The password is incorrect',
  storeNotEligible: 'A store account can be set once your shop application has passed',
  storeAccountTaken: 'This store account name is already taken',
  socialNotBound: 'This sign-in method is not bound',
  footprintNotFound: 'This footprint does not exist',
};
type Key = keyof typeof en;
const zh_CN: Record<Key, string> = {
  mailTaken: '该邮箱已被其他账号使用',
  mobileTaken: '该手机号已被其他账号使用',
  sameMail: '该邮箱已绑定到您的账号',
  sameMobile: '该手机号已绑定到您的账号',
  noMail: '您的账号未绑定邮箱',
  passwordWrong: '密码不正确',
  storeNotEligible: '店铺入驻申请通过后才能设置店铺账号',
  storeAccountTaken: '该店铺账号已被占用',
  socialNotBound: '未绑定该登录方式',
  footprintNotFound: '该足迹不存在',
};
const TEXTS: Record<Locale, Record<Key, string>> = { en, zh_CN };

/** A refusal of the user-centre module (A00001 unless said otherwise). */
export class UserCenterError extends BizError {
  constructor(
    readonly key: Key,
    code: string = RESPONSE_CODES.SHOW_FAIL,
  ) {
    super(code, key);
    this.name = 'UserCenterError';
  }

  override messageFor(locale: Locale): string {
    return translate(TEXTS[locale][this.key], locale, this.params);
  }
}
