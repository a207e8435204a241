import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { useState } from 'react';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Input } from '..';

/** The kit's text fields: a search box (Enter, the button, clearing, Chinese input) and a counted text area. */
beforeAll(async () => {
  if (!i18next.isInitialized) await i18next.use(initReactI18next).init({ lng: 'en', resources: {}, interpolation: { escapeValue: false } });
});
afterEach(cleanup);

describe('Input.Search', () => {
  it('searches the typed text on Enter and on its button, and clears to an empty search', () => {
    const searched: string[] = [];
    render(<Input.Search aria-label="Find suppliers" enterButton="Go" allowClear defaultValue="lamp" onSearch={(v) => searched.push(v)} />);
    const box = screen.getByRole('searchbox', { name: 'Find suppliers' });
    fireEvent.change(box, { target: { value: 'desk lamp' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(searched).toEqual(['desk lamp', 'desk lamp', '']);
    expect((box as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
  });

  it('leaves the Enter that ends a Chinese input composition to the input method', () => {
    const searched: string[] = [];
    render(<Input.Search aria-label="Find" onSearch={(v) => searched.push(v)} />);
    const box = screen.getByRole('searchbox', { name: 'Find' });
    fireEvent.change(box, { target: { value: '灯' } });
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 229 });
    expect(searched).toEqual([]);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(searched).toEqual(['灯']);
    // Without a label the button is a drawn magnifier (no emoji: phones without an emoji font show a box), named "Search".
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button.querySelector('svg')).toBeTruthy();
    expect(button.textContent).toBe('');
  });

  it('follows its value when controlled', () => {
    function Controlled() {
      const [text, setText] = useState('a');
      return (
        <>
          <Input.Search aria-label="Find" value={text} onChange={setText} onSearch={() => {}} />
          <output>{text}</output>
        </>
      );
    }
    render(<Controlled />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Find' }), { target: { value: 'ab' } });
    expect(screen.getByRole('status').textContent).toBe('ab');
  });
});

describe('Input.TextArea', () => {
  it('counts characters (a Chinese character is one) against maxLength', () => {
    render(<Input.TextArea aria-label="Note" maxLength={200} showCount value="灯具ab" onChange={() => {}} />);
    screen.getByText('4 / 200');
    expect(screen.getByRole('textbox', { name: 'Note' }).getAttribute('maxlength')).toBe('200');
  });
});
