import { act, fireEvent, render, screen } from '@testing-library/react';
import { MenuButton } from '..';

function renderMenu(onSignOut = vi.fn()) {
  render(
    <div>
      <p data-testid="outside">page</p>
      <MenuButton
        data-testid="user-menu"
        label="Hi, buyer"
        items={[
          <a key="uc" href="#uc" role="menuitem">
            User centre
          </a>,
          <a key="orders" href="#orders" role="menuitem">
            My orders
          </a>,
          'divider',
          <button key="out" type="button" role="menuitem" onClick={onSignOut}>
            Sign out
          </button>,
        ]}
      />
    </div>,
  );
  return { button: screen.getByTestId('user-menu'), onSignOut };
}
const menu = () => screen.queryByRole('menu');
const item = (name: string) => screen.getByRole('menuitem', { name });

describe('MenuButton (WAI-ARIA menu button)', () => {
  it('opens and closes on click, never on hover alone', () => {
    const { button } = renderMenu();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    fireEvent.mouseEnter(button.parentElement!);
    fireEvent.mouseOver(button);
    expect(menu()).toBeNull();
    fireEvent.click(button);
    expect(menu()).not.toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(menu()!.id);
    fireEvent.mouseLeave(button.parentElement!);
    expect(menu()).not.toBeNull();
    fireEvent.click(button);
    expect(menu()).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it.each(['Enter', ' ', 'ArrowDown'])('opens with %j and puts focus on the first item', (key) => {
    const { button } = renderMenu();
    button.focus();
    fireEvent.keyDown(button, { key });
    expect(menu()).not.toBeNull();
    expect(document.activeElement).toBe(item('User centre'));
  });

  it('opens with ArrowUp on the last item; arrows, Home and End move and wrap', () => {
    const { button } = renderMenu();
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(item('Sign out'));
    const list = menu()!;
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(item('User centre'));
    fireEvent.keyDown(list, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(item('My orders'));
    fireEvent.keyDown(list, { key: 'ArrowUp' });
    fireEvent.keyDown(list, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(item('Sign out'));
    fireEvent.keyDown(list, { key: 'Home' });
    expect(document.activeElement).toBe(item('User centre'));
    fireEvent.keyDown(list, { key: 'End' });
    expect(document.activeElement).toBe(item('Sign out'));
  });

  it('closes on Escape and gives focus back to the button', () => {
    const { button } = renderMenu();
    fireEvent.keyDown(button, { key: 'Enter' });
    fireEvent.keyDown(menu()!, { key: 'Escape' });
    expect(menu()).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes on a click outside and on Tab', () => {
    const { button } = renderMenu();
    fireEvent.click(button);
    act(() => {
      screen.getByTestId('outside').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    });
    expect(menu()).toBeNull();
    fireEvent.keyDown(button, { key: 'Enter' });
    fireEvent.keyDown(menu()!, { key: 'Tab' });
    expect(menu()).toBeNull();
  });

  it('runs the chosen action and closes', () => {
    const { button, onSignOut } = renderMenu();
    fireEvent.click(button);
    fireEvent.click(item('Sign out'));
    expect(onSignOut).toHaveBeenCalledOnce();
    expect(menu()).toBeNull();
  });
});
