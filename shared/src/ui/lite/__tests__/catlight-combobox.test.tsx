import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Combobox, RadioButtons } from '..';

/** The kit's combobox (header search and search page) and radio buttons (the listing's sort), by keyboard and pointer. */
afterEach(cleanup);

const FRUITS = ['Apple', 'Apricot', 'Avocado'];

function Box({ picked, entered }: { picked: string[]; entered: string[] }) {
  const [text, setText] = useState('');
  const options = text ? FRUITS.filter((f) => f.toLowerCase().startsWith(text.toLowerCase())) : [];
  return (
    <div style={{ position: 'relative' }}>
      <Combobox
        aria-label="Fruit"
        value={text}
        onChange={setText}
        options={options.map((f) => ({ key: f, label: f, type: 'product' }))}
        onPick={(i) => {
          setText(options[i]!);
          picked.push(options[i]!);
        }}
        onEnter={(v) => entered.push(v)}
        listLabel="Suggestions"
        countText={(n) => `${n} suggestions`}
        optionTestId="option"
      />
    </div>
  );
}

const field = () => screen.getByRole('combobox', { name: 'Fruit' }) as HTMLInputElement;
const key = (k: string, extra: Record<string, unknown> = {}) => fireEvent.keyDown(field(), { key: k, ...extra });
const list = () => document.querySelector<HTMLUListElement>('ul[role="listbox"][aria-label="Suggestions"]')!;
const selected = () => screen.queryAllByRole('option').filter((o) => o.getAttribute('aria-selected') === 'true');

describe('Combobox', () => {
  it('opens on typing; arrows move the highlight (wrapping through the typed text); Enter picks it; Escape closes', () => {
    const picked: string[] = [];
    const entered: string[] = [];
    render(<Box picked={picked} entered={entered} />);
    expect(list().hidden).toBe(true);
    field().focus();
    fireEvent.change(field(), { target: { value: 'ap' } });
    expect(list().hidden).toBe(false);
    expect(field().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Apple', 'Apricot']);
    screen.getByText('2 suggestions');
    expect(field().getAttribute('aria-controls')).toBe(list().id);

    key('ArrowDown');
    expect(selected().map((o) => o.textContent)).toEqual(['Apple']);
    expect(field().getAttribute('aria-activedescendant')).toBe(selected()[0]!.id);
    key('ArrowDown');
    key('ArrowDown');
    // Past the last option: nothing highlighted, the typed text is what Enter searches.
    expect(selected()).toEqual([]);
    expect(field().getAttribute('aria-activedescendant')).toBeNull();
    key('ArrowUp');
    expect(selected().map((o) => o.textContent)).toEqual(['Apricot']);

    key('Escape');
    expect(list().hidden).toBe(true);
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(field().value).toBe('ap');
    // ArrowUp reopens at the last option; Enter picks it and closes the list.
    key('ArrowUp');
    expect(selected().map((o) => o.textContent)).toEqual(['Apricot']);
    key('Enter');
    expect(picked).toEqual(['Apricot']);
    expect(entered).toEqual([]);
    expect(list().hidden).toBe(true);
    expect(field().value).toBe('Apricot');
    expect(document.activeElement).toBe(field());
  });

  it('Enter with nothing highlighted searches the typed text; the Enter ending a Chinese composition is left alone', () => {
    const picked: string[] = [];
    const entered: string[] = [];
    render(<Box picked={picked} entered={entered} />);
    field().focus();
    fireEvent.change(field(), { target: { value: 'Avo' } });
    key('Enter', { keyCode: 229 });
    expect(entered).toEqual([]);
    key('Enter');
    expect(entered).toEqual(['Avo']);
    expect(picked).toEqual([]);
  });

  it('a click picks an option without taking the focus from the field', () => {
    const picked: string[] = [];
    render(<Box picked={picked} entered={[]} />);
    field().focus();
    fireEvent.change(field(), { target: { value: 'a' } });
    const avocado = screen.getByRole('option', { name: 'Avocado' });
    expect(avocado.getAttribute('data-type')).toBe('product');
    // The pointer-down does not blur the field (the list would close under the click).
    expect(fireEvent.mouseDown(avocado)).toBe(false);
    fireEvent.mouseEnter(avocado);
    expect(selected()).toEqual([avocado]);
    fireEvent.click(avocado);
    expect(picked).toEqual(['Avocado']);
    expect(list().hidden).toBe(true);
  });
});

describe('RadioButtons', () => {
  it('is a named group of native radios: the test id and checked state on each input, a click on the label chooses', () => {
    const chosen: string[] = [];
    function Sort() {
      const [v, setV] = useState('a');
      return (
        <RadioButtons
          aria-label="Sort by"
          value={v}
          onChange={(next) => {
            chosen.push(next);
            setV(next);
          }}
          options={[
            { value: 'a', label: 'Default', testId: 'sort-a' },
            { value: 'b', label: 'Price', testId: 'sort-b' },
          ]}
        />
      );
    }
    render(<Sort />);
    screen.getByRole('radiogroup', { name: 'Sort by' });
    const [a, b] = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(a!.name).toBe(b!.name);
    expect(screen.getByTestId('sort-a')).toBe(a);
    expect(a!.checked).toBe(true);
    fireEvent.click(screen.getByText('Price'));
    expect(b!.checked).toBe(true);
    expect(a!.checked).toBe(false);
    expect(chosen).toEqual(['b']);
    expect(screen.getByRole('radio', { name: 'Price' })).toBe(b);
  });
});
