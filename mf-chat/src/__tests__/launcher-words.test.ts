import { createInstance } from 'i18next';
import { addNamespace } from '@mall/shared';
import { registerLauncherWords } from '../chat-service';
import { resources } from '../i18n';
import { LAUNCHER_NAMESPACE, NAMESPACE } from '../namespace';

describe("the chat widget's words", () => {
  it('leave the chat pages their whole bundle when a buyer goes there after the widget started', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'zh_CN', fallbackLng: 'en', resources: {} });
    // A product page: the widget starts first, then the buyer opens the message box (its routes register the namespace).
    registerLauncherWords(i18n);
    addNamespace(i18n, NAMESPACE, resources);
    expect(i18n.t('launcher.shop', { ns: LAUNCHER_NAMESPACE })).toBe('联系卖家');
    expect(i18n.t('status.connected', { ns: NAMESPACE })).toBe('已连接');
    await i18n.changeLanguage('en');
    expect(i18n.t('launcher.shop', { ns: LAUNCHER_NAMESPACE })).toBe('Chat with seller');
    expect(i18n.t('status.connected', { ns: NAMESPACE })).toBe(resources.en.status.connected);
  });
});
