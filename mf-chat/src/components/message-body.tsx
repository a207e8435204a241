import { resolveImage, useLocaleStore, useMoney } from '@mall/shared';
import type { ChatMessageView, ChatOrderCard, ChatProductCard } from '@mall/shared/contracts';
import { LocaleLink } from '@mall/shared/ui';
import { Button } from '@mall/shared/ui/lite';
import { useState } from 'react';
import { useTranslation } from '@mall/shared/react-i18n';
import { NAMESPACE } from '../namespace';

export function ProductCardView({ card }: { card: ChatProductCard }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = useLocaleStore((s) => s.locale);
  const money = useMoney();
  const name = locale === 'zh_CN' ? card.nameZh : card.nameEn;
  return (
    <LocaleLink to={`/products/detail/${card.prodId}`} className="chat-card" data-testid="chat-product-card">
      <img src={resolveImage(card.pic)} alt="" width={56} height={56} loading="lazy" />
      <span className="chat-card-body">
        <span className="chat-card-kind">{t('message.product')}</span>
        <span className="chat-card-title">{name}</span>
        <span className="chat-card-price">
          {t('message.price')}: {money(card.price)}
        </span>
      </span>
    </LocaleLink>
  );
}

export function OrderCardView({ card }: { card: ChatOrderCard }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = useLocaleStore((s) => s.locale);
  const money = useMoney();
  const name = locale === 'zh_CN' ? card.prodNameZh : card.prodNameEn;
  return (
    <LocaleLink to={`/order-detail?orderNumber=${card.orderNumber}`} className="chat-card" data-testid="chat-order-card">
      <img src={resolveImage(card.pic)} alt="" width={56} height={56} loading="lazy" />
      <span className="chat-card-body">
        <span className="chat-card-kind">
          {t('message.order')} · {t(`orderStatus.${card.status}`, { defaultValue: '' })}
        </span>
        <span className="chat-card-title">
          {name} · {t('message.items', { count: card.itemCount })}
        </span>
        <span className="chat-card-meta">
          {t('message.orderNumber')}: <span data-testid="chat-order-number">{card.orderNumber}</span>
        </span>
        <span className="chat-card-price">
          {t('message.payment')}: <span data-testid="chat-order-amount">{money(card.amount)}</span>
        </span>
      </span>
    </LocaleLink>
  );
}

/** A picture in the thread; pressing it shows it full size in a modal dialog (Esc, the close button or a click beside it closes). */
function PictureMessage({ src }: { src: string }) {
  const { t } = useTranslation(NAMESPACE);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="chat-image-open" aria-label={t('message.view')} onClick={() => setOpen(true)}>
        <img className="chat-image" src={src} alt={t('message.image')} width={180} data-testid="chat-image" />
      </button>
      {open && (
        <dialog
          className="chat-preview"
          aria-label={t('message.image')}
          ref={(d) => {
            if (d && !d.open) d.showModal();
          }}
          onClose={() => setOpen(false)}
          onClick={(e) => e.target === e.currentTarget && e.currentTarget.close()}
        >
          <img src={src} alt={t('message.image')} />
          <form method="dialog">
            <Button htmlType="submit" data-testid="chat-preview-close">
              {t('message.close')}
            </Button>
          </form>
        </dialog>
      )}
    </>
  );
}

/** The content of one message by its type: text as typed (escaped by React), a picture with preview, a card. */
export function MessageBody({ message }: { message: ChatMessageView }) {
  switch (message.msgType) {
    case 'text':
      return <div className="chat-text">{message.content.text}</div>;
    case 'image':
      return <PictureMessage src={resolveImage(message.content.url)} />;
    case 'product':
      return <ProductCardView card={message.content} />;
    case 'order':
      return <OrderCardView card={message.content} />;
  }
}

/** One line for the conversation list: the text, or what kind of message it was. */
export function messagePreview(message: ChatMessageView, t: (key: string) => string): string {
  switch (message.msgType) {
    case 'text':
      return message.content.text;
    case 'image':
      return `[${t('message.image')}]`;
    case 'product':
      return `[${t('message.product')}]`;
    case 'order':
      return `[${t('message.order')}] ${message.content.orderNumber}`;
  }
}
