import { afterEach, describe, expect, it, vi } from 'vitest';
import { bus, useSessionStore } from '@mall/shared';
import cartService from '../cart-service';

const envelope = (data: unknown, code = '00000') =>
  new Response(JSON.stringify({ code, msg: null, data }), { headers: { 'content-type': 'application/json' } });
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('cart-service widget', () => {
  afterEach(() => {
    useSessionStore.setState({ userToken: '' });
    vi.restoreAllMocks();
  });

  it('adds nothing for a signed-out buyer and says so (the page asked for the login and adds once signed in)', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(envelope(0));
    const done = vi.fn();
    bus.on('cart-add-done', done);
    cartService.init();
    bus.emit('cart-add', { prodId: 1, skuId: 2, shopId: 3, count: 1 });
    await flush();
    expect(done).toHaveBeenCalledWith({ prodId: 1, skuId: 2, added: false });
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('changeItem'))).toBe(false);
    bus.off('cart-add-done', done);
  });

  it('adds through changeItem and announces the new line count', async () => {
    useSessionStore.setState({ userToken: 'token-1' });
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (url) =>
        String(url).includes('changeItem') ? envelope({ basketId: 9, count: 1, prodCount: 4 }) : envelope(4),
      );
    const changed = vi.fn();
    bus.on('cart-changed', changed);
    cartService.init();
    bus.emit('cart-add', { prodId: 1, skuId: 2, shopId: 3, count: 1 });
    await vi.waitFor(() => expect(changed).toHaveBeenCalledWith({ count: 4 }));
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/p/shopCart/changeItem'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ prodId: 1, skuId: 2, shopId: 3, count: 1 });
    bus.off('cart-changed', changed);
  });

  it('does not import antd (it loads on every page)', async () => {
    const { readFileSync } = await import('node:fs');
    const { resolve } = await import('node:path');
    const source = readFileSync(resolve(__dirname, '../cart-service.ts'), 'utf8');
    expect(source).not.toMatch(/from 'antd'/);
  });
});
