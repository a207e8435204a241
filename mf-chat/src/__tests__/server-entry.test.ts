import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@mall/shared';
import { getConversations, getHistory } from '../api/chat';
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
    // /chat2's conversation comes from a POST: nothing for the site server to call first.
    expect(entry.pages.chat2.data).toBeUndefined();
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
});
