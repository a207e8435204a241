import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@mall/shared';
import { getChatWindow, getConversations, getHistory } from '../api/chat';
import entry from '../server';

/**
 * The message box's first view (docs/chat.md, "First view"): the site server makes the call the
 * server entry names, and the page finds it only if it is exactly the call the list makes.
 */
describe('mf-chat server entry', () => {
  const fetchMock = vi.fn(async () => ({ ok: true, status: 200, json: async () => ({ code: '00000', msg: null, data: { records: [] } }) }));
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    useSessionStore.setState({ userToken: 'tok' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockClear();
    useSessionStore.setState({ userToken: '' });
  });

  it('renders the message box, named by the route key, with the same first call as its conversation list, whatever is opened', async () => {
    expect(Object.keys(entry.pages)).toEqual(['chat', 'chat2']);
    const calls = entry.pages.chat.data!({}, new URLSearchParams('shopId=1'));
    expect(entry.pages.chat.data!({}, new URLSearchParams())).toEqual(calls);
    expect(calls).toHaveLength(1);
    await getConversations();
    const [url] = fetchMock.mock.calls[0] as unknown as [string];
    expect(url.endsWith(calls[0])).toBe(true);
    expect(calls[0]).toMatch(/^\/p\/chat\/conversations\?/);
  });

  it("adds the open conversation's newest history page, exactly as the thread asks for it, for ?conversationId= only", async () => {
    const calls = entry.pages.chat.data!({}, new URLSearchParams('conversationId=42'));
    expect(calls).toHaveLength(2);
    expect(calls[0]).toEqual(entry.pages.chat.data!({}, new URLSearchParams())[0]);
    await getHistory(42);
    const [url] = fetchMock.mock.calls[0] as unknown as [string];
    expect(url.endsWith(calls[1])).toBe(true);
    expect(calls[1]).toMatch(/^\/p\/chat\/messages\?conversationId=42&/);
    for (const bad of ['conversationId=abc', 'conversationId=-3', 'conversationId=1.5', 'conversationId='])
      expect(entry.pages.chat.data!({}, new URLSearchParams(bad))).toHaveLength(1);
  });

  it("/chat2: the window's read-only call, exactly as the page asks for it, for the first valid context of its address; none for none", async () => {
    const cases: [string, Parameters<typeof getChatWindow>[0], string][] = [
      ['prodId=12&shopId=3', { prodId: 12 }, '/p/chat/window?prodId=12'],
      ['prodId=abc&orderNumber=20240101000001&shopId=3', { orderNumber: '20240101000001' }, '/p/chat/window?orderNumber=20240101000001'],
      ['shopId=0003', { shopId: 3 }, '/p/chat/window?shopId=3'],
      ['service=1', { service: true }, '/p/chat/window?service=1'],
    ];
    for (const [search, body, path] of cases) {
      const calls = entry.pages.chat2.data!({}, new URLSearchParams(search));
      expect(calls, search).toEqual([path]);
      fetchMock.mockClear();
      await getChatWindow(body);
      const [url] = fetchMock.mock.calls[0] as unknown as [string];
      expect(url.endsWith(path), url).toBe(true);
    }
    for (const bad of ['', 'shopId=abc', 'shopId=-1', 'service=true', 'orderNumber=12', 'prodId=1.5'])
      expect(entry.pages.chat2.data!({}, new URLSearchParams(bad)), bad).toEqual([]);
  });
});
