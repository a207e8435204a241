import { RESPONSE_CODES, type Locale } from '@mall/shared';
import { BizError } from '../../http/envelope';

/** Wording of the shops module in both languages (spec section 8: shop status and follow). */
const en = {
  shopNotFound: 'This shop does not exist',
  status_notOpen: 'This shop is not open yet',
  status_underReview: 'This shop is under review',
  status_abnormal: 'This shop is abnormal',
  status_offline: 'This shop is offline',
  status_paused: 'This shop is paused',
  applyUnderReview: 'Your shop application is under review; you cannot submit it again now',
  applyPassed: 'Your shop application has already been approved',
  applyNotFound: 'Shop application not found',
  applyNotPending: 'Only an application under review can be audited',
  remarkRequired: 'Please give the reason for rejecting the application',
  adminDenied: 'Admin token required',
  regionRequired: 'Please choose a region',
  locationRequired: 'Please pick the map location',
  fileRequired: 'Please upload the logo, the business licence and both sides of the ID card',
};
export type ShopsMessageKey = keyof typeof en;

const zh_CN: Record<ShopsMessageKey, string> = {
  shopNotFound: '店铺不存在',
  status_notOpen: '店铺未开业',
  status_underReview: '店铺审核中',
  status_abnormal: '店铺状态异常',
  status_offline: '店铺已下线',
  status_paused: '店铺已暂停营业',
  applyUnderReview: '您的开店申请正在审核中，暂时不能重复提交',
  applyPassed: '您的开店申请已通过审核',
  applyNotFound: '开店申请不存在',
  applyNotPending: '只能审核待审核的申请',
  remarkRequired: '请填写驳回原因',
  adminDenied: '需要管理员令牌',
  regionRequired: '请选择所在地区',
  locationRequired: '请选择地图位置',
  fileRequired: '请上传店铺Logo、营业执照及身份证正反面',
};

const TEXT: Record<Locale, Record<ShopsMessageKey, string>> = { en, zh_CN };

export function shopsText(key: ShopsMessageKey, locale: Locale): string {
  return TEXT[locale]?.[key] ?? en[key];
}

/** A BizError worded from this module's messages (A00001 unless said otherwise). */
export class ShopsError extends BizError {
  constructor(
    readonly key: ShopsMessageKey,
    code: string = RESPONSE_CODES.SHOW_FAIL,
    data: unknown = null,
  ) {
    super(code, key, undefined, data);
    this.name = 'ShopsError';
  }

  override messageFor(locale: Locale): string {
    return shopsText(this.key, locale);
  }
}
