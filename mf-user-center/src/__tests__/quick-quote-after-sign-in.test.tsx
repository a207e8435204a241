import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { bus, QUICK_QUOTE_STORAGE_KEY, useSessionStore } from '@mall/shared';
import { answerApi, startApiServer } from '@mall/shared/testing/api-server';

/** The sourcing dialogs as a page starts them (the shell's widget loader calls init once per page load). */
async function startPage() {
  vi.resetModules();
  const dialogs = await import('../sourcing-dialogs');
  await act(async () => dialogs.init());
}

beforeAll(async () => {
  if (!i18next.isInitialized) await i18next.use(initReactI18next).init({ lng: 'en', resources: {}, interpolation: { escapeValue: false } });
});
startApiServer();
beforeEach(() => {
  answerApi({ '/category/tree': [] });
  sessionStorage.clear();
  useSessionStore.setState({ userToken: '', userInfo: null, quickQuote: null });
});
afterEach(() => {
  document.body.innerHTML = '';
  useSessionStore.setState({ userToken: '', userInfo: null, quickQuote: null });
});

describe('quick quote pressed while signed out', () => {
  // Loads the dialogs twice (two page loads): slow on a busy machine.
  it(
    'asks for the login, then (signed in, page reloaded) opens the quick quote again with what was typed',
    { timeout: 60_000 },
    async () => {
      const showLogin = vi.fn();
      bus.on('show-login', showLogin);
      await startPage();
      act(() => bus.emit('quick-quote', { productName: 'Steel bottle', quantity: 500, unit: 'pcs' }));
      const name = (await screen.findByTestId('rfq-productName')) as HTMLInputElement;
      expect(name.value).toBe('Steel bottle');
      fireEvent.change(screen.getByTestId('rfq-quantity'), { target: { value: '800' } });
      await act(async () => fireEvent.click(screen.getByTestId('rfq-submit')));
      await waitFor(() => expect(showLogin).toHaveBeenCalledTimes(1));
      bus.off('show-login', showLogin);

      // Signed in: the login dialog reloads the page; the draft waits in this tab's session storage.
      expect(JSON.parse(sessionStorage.getItem(QUICK_QUOTE_STORAGE_KEY) ?? 'null')).toMatchObject({
        values: { productName: 'Steel bottle', quantity: '800' },
      });
      document.body.innerHTML = '';
      useSessionStore.setState({ userToken: 'token-1' });
      await startPage();
      await screen.findByTestId('quick-quote-dialog');
      expect((screen.getByTestId('rfq-productName') as HTMLInputElement).value).toBe('Steel bottle');
      expect((screen.getByTestId('rfq-quantity') as HTMLInputElement).value).toBe('800');
    },
  );

  it('a signed-out page load with a kept draft opens nothing (it waits for the sign-in)', async () => {
    useSessionStore.getState().setQuickQuote({ values: { productName: 'Steel bottle' } });
    await startPage();
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByTestId('quick-quote-dialog')).toBeNull();
  });
});
