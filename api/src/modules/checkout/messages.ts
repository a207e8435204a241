import { RESPONSE_CODES, type Locale } from '@mall/shared';
import { BizError, translate } from '../../http/envelope';

/** Wording of checkout (spec section 8: ordering, payment) in both languages. */
const en = {
  notCartable: 'Presale, combo and seckill items cannot be added to the cart',
  correctQuantity: 'Please enter the correct quantity',
  insufficientStock: 'Insufficient inventory',
  cartMax: 'The cart supports at most 50 items for settlement',
  selectItems: 'Please select products',
  offShelf: 'Product off shelf',
  regionUnserved: 'Product not available in your region',
  deliveryUnsupported: 'Delivery unsupported',
  outOfStock: 'Out of stock',
  repeatOrder: 'Do not submit the order repeatedly',
  orderNotFound: 'Order not found',
  orderStatusChanged: 'Order status changed',
  orderCancelled: 'Order cancelled',
  orderExpired: 'The order has expired, please place a new order',
  qrExpired: 'QR code expired',
  balanceInsufficient: 'Balance insufficient, your current balance is {{balance}}',
  pointsInsufficient: 'Not enough points, you have {{points}}',
  pointsStep: 'Points are used in multiples of 10',
  pointsTooMany: 'Points cannot cover more than the order amount',
  couponsNotCombinable: 'These coupons cannot be used together',
  couponUnusable: 'This coupon cannot be used for this order',
  addressRequired: 'Please choose a receiving address',
  addressNotFound: 'Address not found',
  tradingRules: 'Please agree to the trading rules first',
  payTypeUnsupported: 'This payment method is not available',
  paymentNotFound: 'Payment not found',
  wrongPickupCode: 'Wrong pickup code',
  voucherRequired: 'Please upload the payment voucher',
  notYourShop: 'This order is not from your shop',
  shipQuantity: 'The quantity to ship is not valid',
  shipmentComplete: 'The shipment is complete and can no longer be edited',
  rejectReason: 'Please choose a reject reason',
  amountPositive: 'The order amount must be above 0',
  eventNotStarted: 'The event has not started',
  eventEnded: 'The event has ended',
  badSignature: 'Bad signature',
  amountMismatch: 'Amount mismatch',
  shopNotOpen: 'This shop is not open',
  advanceRange: 'The advance must be above 0 and below the order amount',
  finalPaymentDue: 'Please pay the final payment first',
  uploadNotFound: 'File not found. Please upload it again.',
  uploadWrongPurpose: 'This file was uploaded for another purpose. Please upload it again.',
  uploadUsed: 'This file is already attached to another document. Please upload a new one.',
  uploadMissing: 'The file was not uploaded or was refused. Please upload it again.',
  invoiceNotRequested: 'The buyer has not requested an invoice',
  invoiceIssued: 'The invoice has already been issued',
  documentNotFound: 'Document not found or link expired',
  declaredAmountTooHigh: 'The declared amount cannot exceed {{max}} ({{percent}}% of the order amount)',
  batchAmountTooHigh: 'The batch amounts cannot add up to more than the order amount: at most {{left}} is left for this batch',
  orderAmountBelowShipped: 'The order amount cannot be below the amount already shipped ({{shipped}})',
};
export type CheckoutMessageKey = keyof typeof en;

const zh_CN: Record<CheckoutMessageKey, string> = {
  notCartable: '预售、组合和秒杀商品不能加入购物车',
  correctQuantity: '请输入正确的数量',
  insufficientStock: '库存不足',
  cartMax: '购物车最多支持50件商品结算',
  selectItems: '请选择商品',
  offShelf: '商品已下架',
  regionUnserved: '商品在您所在地区不可售',
  deliveryUnsupported: '不支持配送',
  outOfStock: '商品已售罄',
  repeatOrder: '请勿重复提交订单',
  orderNotFound: '订单不存在',
  orderStatusChanged: '订单状态已改变',
  orderCancelled: '订单已取消',
  orderExpired: '订单已过期，请重新下单',
  qrExpired: '二维码已过期',
  balanceInsufficient: '余额不足，当前余额 {{balance}}',
  pointsInsufficient: '积分不足，当前积分 {{points}}',
  pointsStep: '积分须按10的倍数使用',
  pointsTooMany: '积分抵扣不能超过订单金额',
  couponsNotCombinable: '这些优惠券不能同时使用',
  couponUnusable: '该优惠券不适用于此订单',
  addressRequired: '请选择收货地址',
  addressNotFound: '地址不存在',
  tradingRules: '请先同意交易规则',
  payTypeUnsupported: '不支持该支付方式',
  paymentNotFound: '支付单不存在',
  wrongPickupCode: '提货码错误',
  voucherRequired: '请上传付款凭证',
  notYourShop: '该订单不属于您的店铺',
  shipQuantity: '发货数量不正确',
  shipmentComplete: '发货已完成，不能再修改',
  rejectReason: '请选择拒单原因',
  amountPositive: '订单金额必须大于0',
  eventNotStarted: '活动未开始',
  eventEnded: '活动已结束',
  badSignature: '签名错误',
  amountMismatch: '金额不一致',
  shopNotOpen: '店铺未营业',
  advanceRange: '预付款须大于0且小于订单金额',
  finalPaymentDue: '请先支付尾款',
  uploadNotFound: '文件不存在，请重新上传',
  uploadWrongPurpose: '该文件用于其他用途，请重新上传',
  uploadUsed: '该文件已用于其他单据，请上传新文件',
  uploadMissing: '文件未上传成功或未通过检查，请重新上传',
  invoiceNotRequested: '买家未申请发票',
  invoiceIssued: '发票已开具',
  documentNotFound: '单据不存在或链接已过期',
  declaredAmountTooHigh: '申报金额不能超过 {{max}}（订单金额的{{percent}}%）',
  batchAmountTooHigh: '各批次金额之和不能超过订单金额：本批次最多还可填 {{left}}',
  orderAmountBelowShipped: '订单金额不能低于已发货金额（{{shipped}}）',
};

const TEXT: Record<Locale, Record<CheckoutMessageKey, string>> = { en, zh_CN };

/** A BizError worded from checkout's messages (A00001 unless said otherwise). */
export class CheckoutError extends BizError {
  constructor(
    readonly key: CheckoutMessageKey,
    code: string = RESPONSE_CODES.SHOW_FAIL,
    params?: Record<string, unknown>,
    data: unknown = null,
  ) {
    super(code, key, params, data);
    this.name = 'CheckoutError';
  }

  override messageFor(locale: Locale): string {
    return translate(TEXT[locale]?.[this.key] ?? en[this.key], locale, this.params);
  }
}

export const notFound = () => new CheckoutError('orderNotFound', RESPONSE_CODES.NOT_FOUND);
