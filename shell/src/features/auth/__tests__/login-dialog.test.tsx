import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { useLocaleStore } from '@mall/shared';
import { MemoryRouter } from 'react-router';
import { initI18n } from '../../../i18n';
import LoginDialog from '../login-dialog';

function renderDialog(shows: number) {
  return render(
    <MemoryRouter>
      <LoginDialog shows={shows} />
    </MemoryRouter>,
  );
}

const dialog = () => screen.getByTestId('login-dialog') as HTMLDialogElement;

beforeAll(async () => {
  await initI18n('en');
});
afterEach(async () => {
  cleanup();
  useLocaleStore.setState({ locale: 'en' });
  await i18next.changeLanguage('en');
});

describe('the login dialog (light kit, native modal dialog)', () => {
  it('opens as a modal named by its title, and shows a refused sign-in inside itself', async () => {
    renderDialog(1);
    expect(dialog().open).toBe(true);
    expect(screen.getByRole('heading', { name: 'Sign in' }).id).toBe(dialog().getAttribute('aria-labelledby'));
    fireEvent.click(screen.getByTestId('login-submit'));
    // The notice is in the dialog (the top layer), not only in the page's toast host behind it.
    await within(dialog()).findByText('Please enter your account');
  });

  it('Enter submits, but not the Enter that ends an input-method composition (Chinese typed by pinyin)', async () => {
    // (The page's one toast queue lives on globalThis: start without an earlier test's notices.)
    delete (globalThis as Record<string, unknown>).__MALL_LITE_TOASTS__;
    renderDialog(1);
    const account = screen.getByTestId('login-account');
    fireEvent.keyDown(account, { key: 'Enter', isComposing: true });
    // Safari: the composition's last Enter comes after compositionend, as keyCode 229.
    fireEvent.keyDown(account, { key: 'Enter', keyCode: 229 });
    await act(async () => {});
    expect(within(dialog()).queryByText('Please enter your account')).toBeNull();
    fireEvent.keyDown(account, { key: 'Enter', keyCode: 13 });
    await within(dialog()).findByText('Please enter your account');
  });

  it('the close button closes it; opened again, the form is empty', async () => {
    const view = renderDialog(1);
    fireEvent.change(screen.getByTestId('login-account'), { target: { value: 'buyer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog().open).toBe(false);
    view.rerender(
      <MemoryRouter>
        <LoginDialog shows={2} />
      </MemoryRouter>,
    );
    expect(dialog().open).toBe(true);
    expect((screen.getByTestId('login-account') as HTMLInputElement).value).toBe('');
  });

  it('following a link in it (forgot password) closes it', () => {
    renderDialog(1);
    fireEvent.click(screen.getByTestId('forgot-password'));
    expect(dialog().open).toBe(false);
  });

  it('the password can be shown and hidden again', () => {
    renderDialog(1);
    const toggle = screen.getByRole('button', { name: 'Show password' });
    fireEvent.click(toggle);
    expect(screen.getByTestId('login-password').getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(toggle);
    expect(screen.getByTestId('login-password').getAttribute('type')).toBe('password');
  });

  it('in Chinese', async () => {
    await act(async () => {
      useLocaleStore.setState({ locale: 'zh_CN' });
      await i18next.changeLanguage('zh_CN');
    });
    renderDialog(1);
    screen.getByRole('heading', { name: '登录' });
    screen.getByRole('button', { name: '关闭' });
    screen.getByRole('button', { name: '显示密码' });
  });
});
