import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { useState } from 'react';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Carousel, InputNumber, MenuButton, Pagination, Popover, Segmented, Tabs } from '..';

/** Keyboard behaviour of the light kit's composite widgets (WAI-ARIA authoring practices). */
beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', resources: {}, interpolation: { escapeValue: false } });
});
afterEach(cleanup);

const key = (el: Element, k: string) => fireEvent.keyDown(el, { key: k });
const focused = () => document.activeElement;

describe('Tabs', () => {
  const items = ['one', 'two', 'three'].map((k) => ({ key: k, label: k.toUpperCase(), children: <p>panel {k}</p> }));

  it('has one tab stop; arrows, Home and End move focus and show the tab’s panel, wrapping at the ends', () => {
    const onChange = vi.fn();
    render(<Tabs items={items} onChange={onChange} aria-label="Details" />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    screen.getByRole('tablist', { name: 'Details' });
    tabs[0]!.focus();
    key(tabs[0]!, 'ArrowRight');
    expect(focused()).toBe(screen.getByRole('tab', { name: 'TWO' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('panel two');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(screen.getByRole('tab', { name: 'TWO' }).id);
    key(focused()!, 'End');
    expect(focused()).toBe(screen.getByRole('tab', { name: 'THREE' }));
    key(focused()!, 'ArrowRight');
    expect(focused()).toBe(screen.getByRole('tab', { name: 'ONE' }));
    key(focused()!, 'ArrowLeft');
    expect(screen.getByRole('tab', { name: 'THREE' }).getAttribute('aria-selected')).toBe('true');
    key(focused()!, 'Home');
    expect(screen.getByRole('tab', { name: 'ONE' }).tabIndex).toBe(0);
    expect(onChange.mock.calls.map((c) => c[0])).toEqual(['two', 'three', 'one', 'three', 'one']);
  });
});

describe('Segmented', () => {
  function Choice() {
    const [v, setV] = useState('a');
    return (
      <Segmented
        aria-label="Filter"
        value={v}
        onChange={setV}
        options={[
          { value: 'a', label: 'All' },
          { value: 'b', label: 'Good' },
          { value: 'c', label: 'Bad' },
        ]}
      />
    );
  }

  it('is a radio group with one tab stop on the checked option; arrows move the choice and the focus', () => {
    render(<Choice />);
    screen.getByRole('radiogroup', { name: 'Filter' });
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.tabIndex)).toEqual([0, -1, -1]);
    radios[0]!.focus();
    key(radios[0]!, 'ArrowRight');
    expect(focused()).toBe(screen.getByRole('radio', { name: 'Good' }));
    expect(screen.getByRole('radio', { name: 'Good' }).getAttribute('aria-checked')).toBe('true');
    key(focused()!, 'ArrowLeft');
    key(focused()!, 'ArrowLeft');
    expect(screen.getByRole('radio', { name: 'Bad' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getAllByRole('radio').map((r) => r.tabIndex)).toEqual([-1, -1, 0]);
  });
});

describe('MenuButton', () => {
  const menu = () =>
    render(
      <MenuButton
        label="Account"
        items={[
          <a key="o" role="menuitem" href="#orders">
            Orders
          </a>,
          'divider',
          <button key="s" role="menuitem" type="button">
            Sign out
          </button>,
        ]}
      />,
    );

  it('opens from the keyboard on its first or last item, moves with arrows, and Escape returns to the button', () => {
    menu();
    const button = screen.getByRole('button', { name: 'Account' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    button.focus();
    act(() => void key(button, 'ArrowDown'));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(focused()).toBe(screen.getByRole('menuitem', { name: 'Orders' }));
    key(focused()!, 'ArrowDown');
    expect(focused()).toBe(screen.getByRole('menuitem', { name: 'Sign out' }));
    key(focused()!, 'ArrowDown');
    expect(focused()).toBe(screen.getByRole('menuitem', { name: 'Orders' }));
    key(focused()!, 'End');
    expect(focused()).toBe(screen.getByRole('menuitem', { name: 'Sign out' }));
    act(() => void key(focused()!, 'Escape'));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(focused()).toBe(button);
    act(() => void key(button, 'ArrowUp'));
    expect(focused()).toBe(screen.getByRole('menuitem', { name: 'Sign out' }));
    act(() => void key(focused()!, 'Tab'));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('Popover', () => {
  it('shows its content while focus is inside, and Escape hides it until focus leaves', () => {
    render(
      <div>
        <Popover content={<a href="#sub">Sub category</a>}>
          <a href="#top">Top category</a>
        </Popover>
        <a href="#after">After</a>
      </div>,
    );
    const group = () => screen.queryByRole('group');
    expect(group()).toBeNull();
    const trigger = screen.getByRole('link', { name: 'Top category' });
    act(() => trigger.focus());
    expect(group()).not.toBeNull();
    act(() => screen.getByRole('link', { name: 'Sub category' }).focus());
    expect(group()).not.toBeNull();
    act(() => void key(focused()!, 'Escape'));
    expect(group()).toBeNull();
    act(() => screen.getByRole('link', { name: 'After' }).focus());
    act(() => trigger.focus());
    expect(group()).not.toBeNull();
  });
});

describe('Carousel', () => {
  it('names its slides and controls; next/previous and the slide buttons change the slide; focus inside stops autoplay', () => {
    vi.useFakeTimers();
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    try {
      render(
        <Carousel autoplay autoplaySpeed={1000} aria-label="Banners">
          <a href="#a">Slide A</a>
          <a href="#b">Slide B</a>
          <a href="#c">Slide C</a>
        </Carousel>,
      );
      expect(screen.getByRole('region', { name: 'Banners' }).getAttribute('aria-roledescription')).toBe('carousel');
      const visible = () =>
        screen.getAllByRole('group', { hidden: true }).find((g) => g.getAttribute('aria-hidden') === 'false')?.textContent;
      expect(visible()).toBe('Slide A');
      act(() => void vi.advanceTimersByTime(1000));
      expect(visible()).toBe('Slide B');
      const next = screen.getByRole('button', { name: 'Next slide' });
      act(() => next.focus());
      act(() => void vi.advanceTimersByTime(5000));
      expect(visible()).toBe('Slide B');
      act(() => void fireEvent.click(next));
      expect(visible()).toBe('Slide C');
      act(() => void fireEvent.click(screen.getByRole('button', { name: 'Previous slide' })));
      expect(visible()).toBe('Slide B');
      act(() => void fireEvent.click(screen.getByRole('button', { name: 'Show slide 1' })));
      expect(visible()).toBe('Slide A');
      screen.getByRole('group', { name: 'Slide 1 of 3' });
      act(() => void fireEvent.click(screen.getByRole('button', { name: 'Stop the slides' })));
      screen.getByRole('button', { name: 'Play the slides' });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('InputNumber', () => {
  function Quantity() {
    const [n, setN] = useState(3);
    return <InputNumber aria-label="Quantity" value={n} min={1} max={40} onChange={setN} />;
  }

  it('is a named spinbutton: arrows step by one, PageUp/PageDown by ten, Home/End go to the limits', () => {
    render(<Quantity />);
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    const now = () => input.getAttribute('aria-valuenow');
    key(input, 'ArrowUp');
    expect(now()).toBe('4');
    key(input, 'ArrowDown');
    key(input, 'ArrowDown');
    expect(now()).toBe('2');
    key(input, 'PageUp');
    expect(now()).toBe('12');
    key(input, 'End');
    expect(now()).toBe('40');
    key(input, 'ArrowUp');
    expect(now()).toBe('40');
    key(input, 'PageDown');
    expect(now()).toBe('30');
    key(input, 'Home');
    expect(now()).toBe('1');
    fireEvent.change(input, { target: { value: '7a' } });
    key(input, 'Enter');
    expect(now()).toBe('7');
    // The stepper buttons are named, and out of the tab order (the field has the keys).
    expect(screen.getByRole('button', { name: 'Increase' }).tabIndex).toBe(-1);
    expect(screen.getByRole('button', { name: 'Decrease' }).tabIndex).toBe(-1);
  });
});

describe('Pagination', () => {
  it('is a named navigation of buttons in the tab order, the current page marked, the ends disabled', () => {
    const onChange = vi.fn();
    render(<Pagination current={1} pageSize={10} total={95} onChange={onChange} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    const buttons = screen.getAllByRole('button').filter((b) => !(b as HTMLButtonElement).disabled);
    expect(buttons.every((b) => b.tabIndex === 0)).toBe(true);
    // Keyboard activation of a button is a click.
    fireEvent.click(screen.getByRole('button', { name: 'Page 10' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(onChange.mock.calls.map((c) => c[0])).toEqual([10, 2]);
  });
});
