import {
  AFTER_SALES_WINDOW_DAYS,
  CUSTOMS_THRESHOLD_RATIO,
  INTERVENTION_VOUCHERS_MAX,
  PAYMENT_TIME_LIMIT_MS,
  REFUND_BUYER_SHIP_DAYS,
  REFUND_NOTE_MAX,
  REFUND_SELLER_DAYS,
  REFUND_SELLER_RECEIVE_DAYS,
  REFUND_VOUCHERS_MAX,
} from '@mall/shared';

/** The help centre's topics, in the order its menu lists them: page key, path and text key (i18n `help.<key>`). */
export const HELP_TOPICS = [
  { pageKey: 'helpShipping', path: '/help/shipping', key: 'shipping' },
  { pageKey: 'helpReturns', path: '/help/returns', key: 'returns' },
  { pageKey: 'helpPayment', path: '/help/payment', key: 'payment' },
  { pageKey: 'helpProtection', path: '/help/buyer-protection', key: 'protection' },
  { pageKey: 'helpTerms', path: '/help/terms', key: 'terms' },
  { pageKey: 'helpPrivacy', path: '/help/privacy', key: 'privacy' },
  { pageKey: 'helpAbout', path: '/help/about', key: 'about' },
] as const;
export type HelpTopic = (typeof HELP_TOPICS)[number];

/** The figures the pages quote, read from the rules the checkout and after-sales apply (never retyped). */
export const HELP_FIGURES = {
  customsPct: Math.round(CUSTOMS_THRESHOLD_RATIO * 100),
  windowDays: AFTER_SALES_WINDOW_DAYS,
  noteMax: REFUND_NOTE_MAX,
  vouchers: REFUND_VOUCHERS_MAX,
  interventionVouchers: INTERVENTION_VOUCHERS_MAX,
  sellerDays: REFUND_SELLER_DAYS,
  shipDays: REFUND_BUYER_SHIP_DAYS,
  receiveDays: REFUND_SELLER_RECEIVE_DAYS,
  payMinutes: PAYMENT_TIME_LIMIT_MS / 60_000,
};
