import { bus, type ReleaseSet } from '@mall/shared';

const received: unknown[] = [];
let resolveLoad: (m: unknown) => void = () => undefined;
vi.mock('@module-federation/enhanced/runtime', () => ({
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
    const { loadRemote } = await import('@module-federation/enhanced/runtime');
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
});
