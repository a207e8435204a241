import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@mall/shared/react-i18n';
import { CHAT_TEXT_MAX, IMAGE_MAX_BYTES_LARGE } from '@mall/shared';
import type { ChatAttachment } from '@mall/shared/contracts';
import { Button, isComposingKey, toast } from '@mall/shared/ui/lite';
import { NAMESPACE } from '../namespace';
import { OrderCardView, ProductCardView } from './message-body';
import { LazyPictureManager, preloadPictureManager } from './picture-manager-lazy';
import { loadSchemas, loadedSchemas, preloadSchemas } from './schemas-lazy';
import type { Outgoing } from './use-outgoing';

/** How often the other party hears "typing" while the buyer types. */
const TYPING_EVERY_MS = 3000;

export interface ComposerProps {
  disabled: boolean;
  send: (o: Outgoing) => void;
  onTyping: () => void;
  /** The product or order /chat2 was opened with, offered until sent or dismissed. */
  attachment?: ChatAttachment | null;
}

/**
 * Writing a message: text (blank refused, at most CHAT_TEXT_MAX, the shared rule), a picture from
 * the device (checked by content and size before it is uploaded, and again by the server) or from
 * the picture manager, and on /chat2 the product or order the window was opened with.
 */
export function Composer({ disabled, send, onTyping, attachment }: ComposerProps) {
  const { t } = useTranslation(NAMESPACE);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const [offered, setOffered] = useState(attachment ?? null);
  const typedAt = useRef(0);
  const fileInput = useRef<HTMLInputElement>(null);

  const submit = () => {
    const value = text;
    const schemas = loadedSchemas();
    // Sent before the rules loaded (rare): checked and sent as soon as they have.
    if (!schemas)
      return void loadSchemas().then(
        () => submitText(value),
        // The text stays in the box; the next send asks for the rules again.
        () => setError(t('code.failed', { ns: 'common' })),
      );
    submitText(value);
  };
  const submitText = (value: string) => {
    const checked = loadedSchemas()!.chatMessageSchema.safeParse(value);
    if (!checked.success) {
      const key = checked.error.issues[0]?.message ?? 'validation.blankMessage';
      setError(t(key, { ns: 'common', max: CHAT_TEXT_MAX }));
      return;
    }
    setError(null);
    send({ msgType: 'text', content: { text: value.trim() } });
    // What was typed meanwhile stays.
    setText((now) => (now === value ? '' : now));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !isComposingKey(e)) {
      e.preventDefault();
      if (!disabled) submit();
    }
  };

  const onFiles = async (files: FileList | null) => {
    const chosen = Array.from(files ?? []);
    const schemas = await loadSchemas().catch(() => null);
    if (!schemas) return void toast.error(t('code.failed', { ns: 'common' }));
    const { checkImage } = schemas;
    for (const file of chosen) {
      const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
      const check = checkImage(head, file.size, IMAGE_MAX_BYTES_LARGE);
      if (!check.ok) {
        toast.warning(t(check.error, { ns: 'common' }));
        continue;
      }
      send({ msgType: 'image', file });
    }
    if (fileInput.current) fileInput.current.value = '';
  };

  const length = [...text].length;
  return (
    // The rules load when the pointer or focus first reaches the composer, not with the page (./schemas-lazy.ts).
    <div className="chat-composer" data-testid="chat-composer" onPointerEnter={preloadSchemas} onFocus={preloadSchemas}>
      {offered && (
        <div className="chat-attach" data-testid="chat-attachment">
          <span className="chat-attach-title">{t('composer.attachTitle')}</span>
          {offered.msgType === 'product' ? <ProductCardView card={offered.content} /> : <OrderCardView card={offered.content} />}
          <div className="chat-attach-actions">
            <Button
              type="primary"
              size="small"
              disabled={disabled}
              data-testid="chat-send-attachment"
              onClick={() => {
                send(
                  offered.msgType === 'product'
                    ? { msgType: 'product', content: { prodId: offered.content.prodId }, card: offered }
                    : { msgType: 'order', content: { orderNumber: offered.content.orderNumber }, card: offered },
                );
                setOffered(null);
              }}
            >
              {t(offered.msgType === 'product' ? 'composer.attachProduct' : 'composer.attachOrder')}
            </Button>
            <Button size="small" type="text" onClick={() => setOffered(null)}>
              {t('composer.dismiss')}
            </Button>
          </div>
        </div>
      )}
      <div className="chat-tools">
        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          multiple
          hidden
          data-testid="chat-picture-input"
          aria-label={t('composer.picture')}
          onChange={(e) => void onFiles(e.target.files)}
        />
        <Button size="small" disabled={disabled} data-testid="chat-picture" onClick={() => fileInput.current?.click()}>
          {t('composer.picture')}
        </Button>
        <Button
          size="small"
          disabled={disabled}
          data-testid="chat-pictures"
          onPointerEnter={preloadPictureManager}
          onFocus={preloadPictureManager}
          onClick={() => setPicking(true)}
        >
          {t('composer.pictures')}
        </Button>
      </div>
      <textarea
        className="chat-textarea"
        rows={2}
        value={text}
        aria-label={t('composer.label')}
        placeholder={t('composer.placeholder')}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        data-testid="chat-input"
        onChange={(e) => {
          setText(e.target.value);
          if (error) setError(null);
          if (Date.now() - typedAt.current > TYPING_EVERY_MS && e.target.value.trim()) {
            typedAt.current = Date.now();
            onTyping();
          }
        }}
        onKeyDown={onKeyDown}
      />
      <div className="chat-composer-foot">
        <span className={length > CHAT_TEXT_MAX ? 'chat-count chat-count-over' : 'chat-count'} aria-live="polite">
          {error ? (
            <span className="chat-error" role="alert" data-testid="chat-input-error">
              {error}
            </span>
          ) : (
            `${length}/${CHAT_TEXT_MAX}`
          )}
        </span>
        <Button type="primary" disabled={disabled} data-testid="chat-send" onClick={submit}>
          {t('composer.send')}
        </Button>
      </div>
      <LazyPictureManager
        open={picking}
        mode="pick"
        onClose={() => setPicking(false)}
        onPick={(picture) => {
          setPicking(false);
          send({ msgType: 'image', pictureId: picture.pictureId, url: picture.url });
        }}
      />
    </div>
  );
}
