import { afterEach, describe, expect, it, vi } from 'vitest';
import { bus, useSessionStore } from '@mall/shared';
import { answerApi, startApiServer } from '@mall/shared/testing/api-server';
import cartService from '../cart-service';

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('cart-service widget', () => {
  startApiServer();
  afterEach(() => useSessionStore.setState({ userToken: '' }));

  it('asks for a login when a signed-out buyer adds to the cart', async () => {
    const calls = answerApi({ '/p/shopCart/prodCount': 0 });
    const login = vi.fn();
    bus.on('show-login', login);
    cartService.init();
    bus.emit('cart-add', { prodId: 1, skuId: 2, shopId: 3, count: 1 });
    await flush();
    expect(login).toHaveBeenCalled();
    expect(calls.some((c) => c.path === '/p/shopCart/changeItem')).toBe(false);
    bus.off('show-login', login);
  });

  it('adds through changeItem and announces the new line count', async () => {
    useSessionStore.setState({ userToken: 'token-1' });
    const calls = answerApi({
      '/p/shopCart/changeItem': { basketId: 9, count: 1, prodCount: 4 },
      '/p/shopCart/prodCount': 4,
    });
    const changed = vi.fn();
    bus.on('cart-changed', changed);
    cartService.init();
    bus.emit('cart-add', { prodId: 1, skuId: 2, shopId: 3, count: 1 });
    await vi.waitFor(() => expect(changed).toHaveBeenCalledWith({ count: 4 }));
    const call = calls.find((c) => c.path === '/p/shopCart/changeItem');
    expect(call?.method).toBe('POST');
    expect(call?.body).toEqual({ prodId: 1, skuId: 2, shopId: 3, count: 1 });
    bus.off('cart-changed', changed);
  });
});
