import i18next from 'i18next';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { bus } from '@mall/shared';
import { chatConnection, useLiveChat } from './live/chat-live';
import en from './i18n/en.json';
import zh_CN from './i18n/zh_CN.json';
import { NAMESPACE } from './namespace';
import { ChatLauncher, LAUNCHER_CSS } from './widget/launcher';

/**
 * The chat widget the shell starts at idle on every page of a signed-in buyer
 * (`mf_chat/chat-service`): it opens the page's chat socket (the header's unread badge follows it
 * live through `chat-unread`) and shows the chat launcher on product, shop and order pages.
 */
let started = false;

function init(): void {
  if (started || typeof document === 'undefined') return;
  started = true;
  // The pages register this namespace when a chat route loads; the launcher needs its own words
  // before (only those: this runs on every signed-in page).
  for (const [lng, words] of Object.entries({ en, zh_CN }))
    i18next.addResourceBundle(lng, NAMESPACE, { launcher: words.launcher }, true, false);
  chatConnection();
  bus.emit('chat-unread', { count: useLiveChat.getState().total });

  const style = document.createElement('style');
  style.textContent = LAUNCHER_CSS;
  document.head.appendChild(style);
  const host = document.createElement('div');
  host.id = 'chat-launcher-root';
  document.body.appendChild(host);
  createRoot(host).render(createElement(ChatLauncher));
  // Lets tests (and the curious) see that the widget is listening.
  document.documentElement.dataset.chatService = 'ready';
}

const chatService = { init };
export default chatService;
