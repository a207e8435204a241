import i18next, { type i18n as I18n } from 'i18next';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { addNamespace, bus } from '@mall/shared';
import { chatConnection, useLiveChat } from './live/chat-live';
import en from './i18n/en.json';
import zh_CN from './i18n/zh_CN.json';
import { LAUNCHER_NAMESPACE } from './namespace';
import { ChatLauncher, LAUNCHER_CSS } from './widget/launcher';

/** The launcher's words, in a namespace of their own (namespace.ts): only those, on every signed-in page. */
export function registerLauncherWords(i18n: I18n): void {
  addNamespace(i18n, LAUNCHER_NAMESPACE, { en: { launcher: en.launcher }, zh_CN: { launcher: zh_CN.launcher } });
}

/**
 * The chat widget the shell starts at idle on every page of a signed-in buyer
 * (`mf_chat/chat-service`): it opens the page's chat socket (the header's unread badge follows it
 * live through `chat-unread`) and shows the chat launcher on product, shop and order pages.
 */
let started = false;

function init(): void {
  if (started || typeof document === 'undefined') return;
  started = true;
  registerLauncherWords(i18next);
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
