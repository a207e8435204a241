import { describe, expect, it, vi } from 'vitest';
import { bus } from '../bus';

describe('bus', () => {
  it('is one instance per page, even when the module is loaded again', async () => {
    vi.resetModules();
    const again = await import('../bus');
    expect(again.bus).toBe(bus);
    const fromIndex = await import('../index');
    expect(fromIndex.bus).toBe(bus);
  });

  it('delivers events to handlers, including handlers added through another copy', async () => {
    vi.resetModules();
    const other = (await import('../bus')).bus;
    const handler = vi.fn();
    other.on('cart-changed', handler);
    bus.emit('cart-changed', { count: 3 });
    expect(handler).toHaveBeenCalledWith({ count: 3 });
    other.off('cart-changed', handler);
    bus.emit('cart-changed', { count: 4 });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('wildcard handlers see every event', () => {
    const all = vi.fn();
    bus.on('*', all);
    bus.emit('show-login', undefined);
    bus.emit('session-changed', { loggedIn: true });
    expect(all).toHaveBeenCalledWith('session-changed', { loggedIn: true });
    expect(all).toHaveBeenCalledTimes(2);
    bus.off('*', all);
  });

  it('takes only the listed events, with their payloads (the type check refuses the rest)', () => {
    const all = vi.fn();
    bus.on('*', all);
    // @ts-expect-error an event name the contract does not list
    bus.emit('cart-chnaged', { count: 1 });
    // @ts-expect-error a payload of the wrong shape
    bus.emit('cart-changed', { count: '1' });
    expect(all).toHaveBeenCalledTimes(2);
    bus.off('*', all);
  });
});
