import { bus, currentLocale, withLocale } from '@mall/shared';
import type { ChatOpenBody } from '@mall/shared/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from '@mall/shared/react-i18n';
import { useLiveChat } from '../live/chat-live';
import { LAUNCHER_NAMESPACE } from '../namespace';
import { chat2Search, chatContextOf } from './chat-context';

/** Opens /chat2 for the page's product, shop or order in a small window (the same tab if pop-ups are blocked). */
export function openChatWindow(ctx: ChatOpenBody): void {
  const url = withLocale('/chat2', currentLocale()) + chat2Search(ctx);
  const win = window.open(url, 'mall-chat2', 'popup,width=480,height=760');
  if (!win) window.location.assign(url);
}

const currentContext = () => chatContextOf(window.location.pathname, window.location.search);

/**
 * The chat launcher on product, shop and order pages: a button in the corner with the unread
 * badge. Plain React and its own few style rules (no antd, not even the light kit, whose style
 * sheet alone is 7 kB gzip): the widget is downloaded and run on every signed-in page.
 */
export function ChatLauncher() {
  const { t } = useTranslation(LAUNCHER_NAMESPACE);
  const total = useLiveChat((s) => s.total);
  const [ctx, setCtx] = useState(currentContext);
  useEffect(() => {
    const follow = () => setCtx(currentContext());
    bus.on('route-changed', follow);
    window.addEventListener('popstate', follow);
    return () => {
      bus.off('route-changed', follow);
      window.removeEventListener('popstate', follow);
    };
  }, []);
  if (!ctx) return null;
  const label = ctx.orderNumber ? t('launcher.order') : t('launcher.shop');
  return (
    <button
      type="button"
      className="chat-launcher"
      data-testid="chat-launcher"
      data-unread={total}
      aria-label={total ? `${label} (${t('launcher.unread', { count: total })})` : label}
      onClick={() => openChatWindow(ctx)}
    >
      <span className="chat-launcher-icon">
        <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
          <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
        </svg>
        {total > 0 ? (
          <sup className="chat-launcher-count" aria-hidden>
            {total > 99 ? '99+' : total}
          </sup>
        ) : null}
      </span>
      <span>{label}</span>
    </button>
  );
}

/** The launcher's look: fixed in the corner, above page content, clear of the footer links. */
export const LAUNCHER_CSS = `
.chat-launcher{position:fixed;right:20px;bottom:24px;z-index:900;display:inline-flex;align-items:center;gap:8px;height:44px;padding:0 18px;border:0;border-radius:22px;background:#c62f32;color:#fff;font:inherit;font-size:14px;cursor:pointer;box-shadow:0 4px 12px rgba(0,0,0,.18)}
.chat-launcher:hover{background:#a8262a}
.chat-launcher:focus-visible{outline:3px solid #1677ff;outline-offset:2px}
.chat-launcher-icon{position:relative;display:inline-flex}
.chat-launcher-count{position:absolute;top:-8px;right:-12px;min-width:16px;height:16px;padding:0 4px;border-radius:8px;background:#cf1322;color:#fff;font-size:12px;line-height:16px;text-align:center;box-shadow:0 0 0 1px #fff}
`;
