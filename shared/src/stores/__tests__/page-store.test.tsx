import { renderToString } from 'react-dom/server';
import { create } from 'zustand';
import { describe, expect, it } from 'vitest';
import { createPageStore } from '../page-store';

/**
 * The first view is rendered from the page's real state and the browser hydrates from that same
 * state: a store's hook must give React the current state on the server (zustand's own gives the
 * state the store was created with there).
 */
describe('createPageStore', () => {
  it('renders the current state on the server, where a plain zustand hook renders the initial one', () => {
    const page = createPageStore<{ locale: string }>(() => ({ locale: 'en' }));
    const plain = create<{ locale: string }>()(() => ({ locale: 'en' }));
    page.setState({ locale: 'zh_CN' });
    plain.setState({ locale: 'zh_CN' });
    function View() {
      return (
        <p>
          {page((s) => s.locale)}/{plain((s) => s.locale)}
        </p>
      );
    }
    expect(renderToString(<View />)).toBe('<p>zh_CN<!-- -->/<!-- -->en</p>');
  });

  it('is a zustand store: getState, setState, subscribe', () => {
    const store = createPageStore<{ n: number; inc(): void }>((set, get) => ({ n: 1, inc: () => set({ n: get().n + 1 }) }));
    const seen: number[] = [];
    const off = store.subscribe((s) => seen.push(s.n));
    store.getState().inc();
    store.getState().inc();
    off();
    store.getState().inc();
    expect(seen).toEqual([2, 3]);
    expect(store.getState().n).toBe(4);
  });
});
