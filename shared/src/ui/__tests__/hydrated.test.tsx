import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { formatDateTime } from '../../dates';
import { useLocaleStore } from '../../stores/locale';
import { useLocalDateTime } from '../hydrated';

const PAID = '2026-11-21T15:04:00Z';

function PaidAt() {
  const time = useLocalDateTime();
  return <span data-testid="paid">{time(PAID)}</span>;
}

describe('times in the buyer’s zone, after hydration (docs/architecture.md, "First views")', () => {
  beforeEach(() => useLocaleStore.setState({ locale: 'en' }));

  it('are left out of the server’s markup and written once the browser has hydrated it, without a mismatch', async () => {
    const html = renderToString(<PaidAt />);
    expect(html).toBe('<span data-testid="paid"></span>');
    const root = document.createElement('div');
    root.innerHTML = html;
    document.body.appendChild(root);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(root, <PaidAt />, { onRecoverableError: recoverable });
    });
    expect(root.textContent).toBe(formatDateTime(PAID, 'en'));
    expect(recoverable).not.toHaveBeenCalled();
    root.remove();
  });

  it('are written on a fresh page too, one transition after the hydrating commit, without a mismatch', async () => {
    // A fresh page: nothing hydrated yet.
    delete (globalThis as { __MALL_SINGLETONS__?: Record<string, unknown> }).__MALL_SINGLETONS__?.hydrated;
    vi.resetModules();
    const { useLocalDateTime: fresh } = await import('../hydrated');
    function Fresh() {
      return <span>{fresh()(PAID)}</span>;
    }
    const html = renderToString(<Fresh />);
    const root = document.createElement('div');
    root.innerHTML = html;
    document.body.appendChild(root);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(root, <Fresh />, { onRecoverableError: recoverable });
    });
    expect(root.textContent).toBe(formatDateTime(PAID, 'en'));
    expect(recoverable).not.toHaveBeenCalled();
    root.remove();
  });

  it('are written at once on a page the browser renders after its first view has hydrated; nothing is a dash', () => {
    function Nothing() {
      return <span data-testid="none">{useLocalDateTime('—')(null)}</span>;
    }
    render(
      <>
        <PaidAt />
        <Nothing />
      </>,
    );
    expect(screen.getByTestId('paid').textContent).toBe(formatDateTime(PAID, 'en'));
    expect(screen.getByTestId('none').textContent).toBe('—');
  });
});
