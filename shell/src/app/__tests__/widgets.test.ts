import { bus, type ReleaseSet } from '@mall/shared';

const received: unknown[] = [];
let resolveLoad: (m: unknown) => void = () => undefined;
vi.mock('../../federation/runtime', () => ({
  loadRemote: vi.fn(() => new Promise((r) => (resolveLoad = r))),
}));

const release: ReleaseSet = {
  buildId: 'b',
  remotes: [{ name: 'mf-checkout', mfName: 'mf_checkout', version: '1', entry: '/x', routes: [] }],
};

describe('widget slots', () => {
  it('holds a cart-add emitted before the cart widget listens and replays it once', async () => {
    const { loadWidgetsWhenIdle } = await import('../widgets');
    loadWidgetsWhenIdle(release);
    // Another part of the page listening too (e.g. analytics) hears each event once.
    const heardElsewhere: unknown[] = [];
    bus.on('cart-add', (e) => heardElsewhere.push(e));
    const early = { prodId: 1, skuId: 2, shopId: 3, count: 1 };
    bus.emit('cart-add', early);
    expect(received).toEqual([]);

    resolveLoad({ default: { init: () => bus.on('cart-add', (e) => received.push(e)) } });
    await vi.waitFor(() => expect(received).toEqual([early]));
    expect(heardElsewhere).toEqual([early]);

    const later = { prodId: 4, skuId: 5, shopId: 6, count: 2 };
    bus.emit('cart-add', later);
    expect(received).toEqual([early, later]);
    expect(heardElsewhere).toEqual([early, later]);
  });

  it('leaves the cart widget unloaded for a signed-out visitor until they sign in', async () => {
    vi.resetModules();
    vi.useFakeTimers();
    const { loadRemote } = await import('../../federation/runtime');
    const { useSessionStore } = await import('@mall/shared');
    const { loadWidgetsWhenIdle } = await import('../widgets');
    vi.mocked(loadRemote).mockClear();
    useSessionStore.getState().clear();
    loadWidgetsWhenIdle(release);
    await vi.advanceTimersByTimeAsync(5000);
    expect(loadRemote).not.toHaveBeenCalled();

    useSessionStore.setState({ userToken: 'token' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(loadRemote).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('loads the sourcing dialogs only when a page asks for one, or to reopen a quick quote kept across the login', async () => {
    vi.resetModules();
    vi.useFakeTimers();
    const { loadRemote } = await import('../../federation/runtime');
    const shared = await import('@mall/shared');
    const { loadWidgetsWhenIdle } = await import('../widgets');
    const both: ReleaseSet = {
      buildId: 'b',
      remotes: [{ name: 'mf-user-center', mfName: 'mf_user_center', version: '1', entry: '/y', routes: [] }],
    };
    vi.mocked(loadRemote).mockClear();
    shared.useSessionStore.setState({ userToken: 'token', quickQuote: null });
    loadWidgetsWhenIdle(both);
    await vi.advanceTimersByTimeAsync(5000);
    expect(loadRemote).not.toHaveBeenCalled();
    shared.bus.emit('contact-supplier', { shopId: 1 });
    expect(vi.mocked(loadRemote).mock.calls.map((c) => c[0])).toEqual(['mf_user_center/sourcing-dialogs']);

    vi.resetModules();
    vi.mocked(loadRemote).mockClear();
    const again = await import('../widgets');
    shared.useSessionStore.setState({ userToken: 'token', quickQuote: { productName: 'Bolts' } });
    again.loadWidgetsWhenIdle(both);
    await vi.advanceTimersByTimeAsync(5000);
    expect(loadRemote).toHaveBeenCalledTimes(1);
    shared.useSessionStore.setState({ userToken: '', quickQuote: null });
    vi.useRealTimers();
  });
});
