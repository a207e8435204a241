import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { create } from 'zustand';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPageStore, holdForHydration, releaseHydration } from '../page-store';

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

  describe('hydration in slices (docs/architecture.md, "Little script work at start")', () => {
    afterEach(() => releaseHydration());
    const session = createPageStore<{ name: string }>(() => ({ name: '' }));
    function Menu() {
      return <span>{session((s) => s.name) || 'Sign in'}</span>;
    }
    /** The server's markup (no name), then the name arrives before the part is hydrated (between two slices). */
    async function hydrate(hold: boolean) {
      session.setState({ name: '' });
      const root = document.createElement('div');
      root.innerHTML = renderToString(<Menu />);
      document.body.appendChild(root);
      if (hold) holdForHydration();
      session.setState({ name: 'Ann' });
      const recoverable = vi.fn();
      let react: ReturnType<typeof hydrateRoot> | undefined;
      await act(async () => {
        react = hydrateRoot(root, <Menu />, { onRecoverableError: recoverable });
      });
      releaseHydration();
      const text = root.textContent;
      act(() => react!.unmount());
      root.remove();
      return { text, recoverable };
    }

    it('hydrates from the state held when hydration started, then shows what came meanwhile', async () => {
      const { text, recoverable } = await hydrate(true);
      expect(recoverable).not.toHaveBeenCalled();
      expect(text).toBe('Ann');
    });

    it('without the hold, what came meanwhile is a mismatch (React renders the part again)', async () => {
      const { text, recoverable } = await hydrate(false);
      expect(recoverable).toHaveBeenCalled();
      expect(text).toBe('Ann');
    });
  });
});
