import type { Locale } from '@mall/shared';
import { BizError, translate } from '../../http/envelope';
import { RESPONSE_CODES } from '@mall/shared';

/** This module's own wording (refusals, the e-mail frame) in both languages. */
const en = {
  notificationNotFound: 'Message not found',
  mailSubject: '{{kind}}: {{text}}',
  mailBody:
    '{{text}}\n\n{{linkLine}}You get this e-mail because e-mail notices for "{{kind}}" are on. Change it in My account > Message notifications > Subscriptions.',
  mailLink: 'Open: {{url}}\n\n',
  kinds: {
    order: 'Orders',
    refund: 'Refunds and after-sales',
    quotation: 'Quotations and RFQs',
    inquiry: 'Inquiries',
    system: 'System messages',
  },
};
type Texts = typeof en;
const zh_CN: Texts = {
  notificationNotFound: '消息不存在',
  mailSubject: '{{kind}}：{{text}}',
  mailBody: '{{text}}\n\n{{linkLine}}您收到此邮件是因为已开启“{{kind}}”的邮件通知。可在 我的账户 > 消息通知 > 订阅设置 中修改。',
  mailLink: '查看：{{url}}\n\n',
  kinds: { order: '订单', refund: '退款/售后', quotation: '报价与询价', inquiry: '询盘', system: '系统消息' },
};
export const NOTIFICATION_TEXTS: Record<Locale, Texts> = { en, zh_CN };

export function notificationsText(key: Exclude<keyof Texts, 'kinds'>, locale: Locale, params?: Record<string, unknown>): string {
  return translate(NOTIFICATION_TEXTS[locale][key], locale, params);
}

export class NotificationsError extends BizError {
  constructor(
    readonly key: 'notificationNotFound',
    code: string = RESPONSE_CODES.NOT_FOUND,
  ) {
    super(code, key);
    this.name = 'NotificationsError';
  }

  override messageFor(locale: Locale): string {
    return NOTIFICATION_TEXTS[locale][this.key];
  }
}
