/** This remote's i18next namespace. */
export const NAMESPACE = 'chat';

/**
 * The chat widget's own namespace (its launcher's words): the widget runs on every signed-in page
 * and registers only these. Registered under `chat`, a part of that bundle would stop the chat
 * pages from registering the whole one when a buyer goes to them later (a namespace is added once).
 */
export const LAUNCHER_NAMESPACE = 'chat-launcher';
