import { act, lazy, Suspense, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { captureEarlyInput, holdEarlyInput, pageCommitted, replayEarlyInput } from '../early-input';

afterEach(() => {
  document.body.innerHTML = '';
});

/** A page with a button, a controlled field that searches on Enter, a select and a form. */
function Page({ seen }: { seen: string[] }) {
  const [q, setQ] = useState('');
  const [currency, setCurrency] = useState('USD');
  const [sent, setSent] = useState('');
  const [q2, setQ2] = useState('');
  return (
    <div>
      <button id="add" onClick={() => seen.push('add')}>
        <span id="add-label">Add</span>
      </button>
      <a id="link" href="#elsewhere" onClick={() => seen.push('link')}>
        Elsewhere
      </a>
      <input id="q" value={q} onChange={(e) => setQ(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && seen.push(`search:${q}`)} />
      <select id="cur" value={currency} onChange={(e) => (setCurrency(e.target.value), seen.push(`currency:${e.target.value}`))}>
        <option value="USD">USD</option>
        <option value="CNY">CNY</option>
      </select>
      <form
        id="f"
        onSubmit={(e) => {
          e.preventDefault();
          seen.push(`sent:${sent}`);
        }}
      >
        <textarea id="note" value={sent} onChange={(e) => setSent(e.target.value)} />
        <input id="q2" value={q2} onChange={(e) => setQ2(e.target.value)} />
        <button id="go" type="submit" onClick={() => q2 && seen.push(`go2:${q2}`)}>
          Go
        </button>
      </form>
    </div>
  );
}

/**
 * The server's markup, then the app hydrating it later. The page sits behind a lazy boundary, as
 * an antd page does behind antd's scope: it hydrates after the root has committed.
 */
function serverView() {
  const seen: string[] = [];
  document.body.innerHTML = `<div id="root">${renderToString(
    <Suspense fallback={null}>
      <Page seen={seen} />
    </Suspense>,
  )}</div>`;
  const root = document.getElementById('root')!;
  const el = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
  const hydrate = async () => {
    const LazyPage = lazy(async () => ({ default: Page }));
    await act(async () => {
      hydrateRoot(
        root,
        <Suspense fallback={null}>
          <LazyPage seen={seen} />
        </Suspense>,
      );
    });
  };
  return { root, el, seen, hydrate };
}

const type = (field: HTMLInputElement | HTMLTextAreaElement, text: string) => {
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
};

describe('what the buyer does before hydration', () => {
  it('is held, then done in order once React has the page, with the text as typed', async () => {
    const { root, el, seen, hydrate } = serverView();
    const early = captureEarlyInput(root);
    el('add-label').click();
    type(el('q'), 'l');
    type(el('q'), 'lamp');
    el('q').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    const cur = el<HTMLSelectElement>('cur');
    cur.value = 'CNY';
    cur.dispatchEvent(new Event('change', { bubbles: true }));
    type(el('note'), 'ten pieces');
    el('go').click();
    // One entry per field's typing: its final text, at its last place in the order.
    expect(early.pending).toBe(6);
    expect(seen).toEqual([]);

    await hydrate();
    await act(() => early.replay());
    expect(seen).toEqual(['add', 'search:lamp', 'currency:CNY', 'sent:ten pieces']);
    expect(el<HTMLInputElement>('q').value).toBe('lamp');
    // Afterwards the page has the events to itself.
    el('add').click();
    expect(seen.at(-1)).toBe('add');
  });

  it('leaves plain links and modified clicks to the browser', () => {
    const { root, el } = serverView();
    const early = captureEarlyInput(root);
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    el('link').dispatchEvent(link);
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    el('add').dispatchEvent(newTab);
    expect(link.defaultPrevented).toBe(false);
    expect(newTab.defaultPrevented).toBe(false);
    expect(early.pending).toBe(0);
    // A form's button pressed early does not post the page.
    const send = new MouseEvent('click', { bubbles: true, cancelable: true });
    el('go').dispatchEvent(send);
    expect(send.defaultPrevented).toBe(true);
  });

  it('skips what hydration replaced', async () => {
    const { root, el, seen } = serverView();
    const early = captureEarlyInput(root);
    el('add').click();
    el('add').remove();
    await early.replay();
    expect(seen).toEqual([]);
  });

  it('waits for the first page to commit, not only the root', async () => {
    const { root, el, seen, hydrate } = serverView();
    holdEarlyInput(root);
    el('add').click();
    await hydrate();
    const replay = replayEarlyInput();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen).toEqual([]);
    pageCommitted();
    await act(() => replay);
    expect(seen).toEqual(['add']);
  });

  it('what the buyer does while the replay runs joins the queue instead of overtaking it', async () => {
    const { root, el, seen, hydrate } = serverView();
    const early = captureEarlyInput(root);
    type(el('q'), 'ea');
    await hydrate();
    const replay = early.replay();
    // The replay waits for the page to be React's; the buyer types on meanwhile.
    type(el('q'), 'ear');
    await act(() => replay);
    expect(el<HTMLInputElement>('q').value).toBe('ear');
    el('q').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(seen).toEqual(['search:ear']);
  });

  it('a letter typed after the live page rendered the held field again (emptied) goes after the letters before it', async () => {
    const { root, el, seen, hydrate } = serverView();
    const early = captureEarlyInput(root);
    const q = el<HTMLInputElement>('q');
    type(q, 'e');
    await hydrate();
    const replay = early.replay();
    // React renders the field again with its state (nothing typed has reached it yet)...
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(q, '');
    // ...and the buyer's next key: the browser asks first (beforeinput), then edits at the caret.
    q.dispatchEvent(new InputEvent('beforeinput', { inputType: 'insertText', data: 'a', bubbles: true, cancelable: true }));
    expect(q.value).toBe('e');
    expect(q.selectionStart).toBe(1);
    type(q, `${q.value}a`);
    await act(() => replay);
    expect(q.value).toBe('ea');
    q.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(seen).toEqual(['search:ea']);
  });

  it('lets a file field open its picker, and hands the chosen files to the page once it is live', async () => {
    const { root, seen } = serverView();
    root.insertAdjacentHTML('beforeend', '<label id="pick">Picture <input id="file" type="file" /></label>');
    const file = document.getElementById('file') as HTMLInputElement;
    // Not hydrated here: the change goes to the field after a short wait.
    const early = captureEarlyInput(root, { capMs: 50 });
    const open = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('pick')!.dispatchEvent(open);
    expect(open.defaultPrevented).toBe(false);
    file.dispatchEvent(new Event('change', { bubbles: true }));
    expect(early.pending).toBe(1);
    file.addEventListener('change', () => seen.push('files'));
    await early.replay();
    expect(seen).toEqual(['files']);
  });

  it("Enter in a form's field waits its turn behind the typing, then submits the form as the browser would", async () => {
    const { root, el, seen, hydrate } = serverView();
    const early = captureEarlyInput(root);
    type(el('q2'), 'ab');
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    el('q2').dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    await hydrate();
    await act(() => early.replay());
    // The default button's click, then the form's submit.
    expect(seen).toEqual(['go2:ab', 'sent:']);
  });
});
