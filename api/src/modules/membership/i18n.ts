import { RESPONSE_CODES, type Locale } from '@mall/shared';
import { BizError, translate } from '../../http/envelope';
import { registerNotificationTexts } from '../notifications';

/** Wording of the membership module (refusals and notices) in both languages. */
const en = {
  couponNotFound: 'This coupon is not available',
  couponNotStarted: 'This coupon cannot be claimed yet',
  couponExpired: 'This coupon has expired',
  couponOutOfStock: 'All of these coupons have been claimed',
  couponLimit: 'You already have the most of this coupon you can claim ({{limit}})',
  planNotFound: 'This membership plan is not available',
  alreadySignedIn: 'You have already signed in today. Come back tomorrow!',
  notify: {
    recharged: 'Your balance was topped up by {{amount}} (order {{orderNumber}}).',
    memberActivated:
      'Your paid membership ({{months}} months) is active until {{until}}. Member prices and free shipping apply at checkout; {{coupons}} coupons and {{points}} points were added.',
    levelUp: 'Congratulations! You reached member level {{level}}.',
  },
};
type Texts = typeof en;
type Key = Exclude<keyof Texts, 'notify'>;
const zh_CN: Texts = {
  couponNotFound: '该优惠券不可领取',
  couponNotStarted: '该优惠券尚未开始领取',
  couponExpired: '该优惠券已过期',
  couponOutOfStock: '该优惠券已被领完',
  couponLimit: '该优惠券每人最多领取{{limit}}张，您已领满',
  planNotFound: '该会员套餐不可购买',
  alreadySignedIn: '今天已经签到过了，明天再来吧！',
  notify: {
    recharged: '您的余额已充值 {{amount}}（订单 {{orderNumber}}）。',
    memberActivated:
      '您的付费会员（{{months}}个月）已生效，有效期至 {{until}}。结算时享受会员价和包邮，已发放{{coupons}}张优惠券和{{points}}积分。',
    levelUp: '恭喜！您已升级为{{level}}级会员。',
  },
};
const TEXTS: Record<Locale, Texts> = { en, zh_CN };
registerNotificationTexts('membership', TEXTS);

/** A refusal of the membership module (A00001 unless said otherwise). */
export class MembershipError extends BizError {
  constructor(
    readonly key: Key,
    params?: Record<string, unknown>,
    code: string = RESPONSE_CODES.SHOW_FAIL,
  ) {
    super(code, key, params);
    this.name = 'MembershipError';
  }

  override messageFor(locale: Locale): string {
    return translate(TEXTS[locale][this.key], locale, this.params);
  }
}
