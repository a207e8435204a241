import { CHAT_CLOSE, CHAT_MAX_FRAME_BYTES, CHAT_RATE_BURST, CHAT_RATE_PER_SECOND, CHAT_TEXT_MAX } from '@mall/shared';
import type { ChatConversation, ChatUnread } from '@mall/shared/contracts';
import type { TestApp } from '../../../test/harness';
import { merchantToken, signIn } from '../../../test/requests';
import { chatHubOf } from '..';
import { ChatClient, newId, sleep } from './chat-client';
import { call, count, freshBuyer, startChatApp } from './helpers';

/**
 * The chat socket (docs/chat.md) against a real listening server: delivery to every tab and to
 * the merchant, acks only after storing, duplicates stored once, refusals that keep the socket
 * open, malformed frames that close it with a reason code, and the states of spec section 4.
 */
let t: TestApp;
let base: string;
let merchant: string;
const open: ChatClient[] = [];
const client = async (token: string, opts: Parameters<typeof ChatClient.open>[2] = {}) => {
  const c = await ChatClient.open(base, token, opts);
  open.push(c);
  return c;
};

beforeAll(async () => {
  ({ t, base } = await startChatApp());
  merchant = await merchantToken(t, 'merchant1');
});
afterAll(async () => {
  open.forEach((c) => c.close());
  await t?.close();
});

describe('sending and delivery', () => {
  it('acks a stored message and delivers it to the shop and to every tab of the buyer', async () => {
    const buyer = await freshBuyer(t);
    const tab1 = await client(buyer.token);
    const tab2 = await client(buyer.token);
    const shop = await client(merchant, { role: 'merchant' });

    const ack = await tab1.say('Hello, is the lamp in stock?', { toShopId: 1 });
    expect(ack.type).toBe('ack');
    if (ack.type !== 'ack') return;
    expect(ack.duplicate).toBe(false);
    // Stored before the ack.
    expect(await count(t, `SELECT 1 FROM chat_message WHERE msg_id = $1`, [ack.msgId])).toBe(1);

    const inTab2 = await tab2.next('message', (f) => f.message.msgId === ack.msgId, 10_000, true);
    const atShop = await shop.next('message', (f) => f.message.msgId === ack.msgId, 10_000, true);
    for (const f of [inTab2, atShop]) {
      expect(f.message).toMatchObject({ sender: 'user', msgType: 'text', content: { text: 'Hello, is the lamp in stock?' } });
      expect(f.message.conversationId).toBe(ack.conversationId);
    }
    // The sending tab hears the stored message too, once (before or after its ack: the page matches them by clientMsgId).
    await tab1.next('message', (f) => f.message.msgId === ack.msgId, 10_000, true);
    await sleep(100);
    expect(tab1.messages().filter((m) => m.msgId === ack.msgId)).toHaveLength(1);

    // The merchant answers on its socket: both tabs hear it.
    const reply = await shop.say('Yes, 200 in stock.', { conversationId: ack.conversationId });
    expect(reply.type).toBe('ack');
    for (const tab of [tab1, tab2]) {
      const m = await tab.next('message', (f) => f.message.sender === 'shop', 10_000, true);
      expect(m.message.content).toEqual({ text: 'Yes, 200 in stock.' });
    }
  });

  it('stores a message resent with the same clientMsgId once, even when the resends race', async () => {
    const buyer = await freshBuyer(t);
    const a = await client(buyer.token);
    const b = await client(buyer.token);
    const clientMsgId = newId();
    const first = await a.say('Only once', { toShopId: 2 }, clientMsgId);
    if (first.type !== 'ack') throw new Error(JSON.stringify(first));
    const again = await a.say('Only once', { toShopId: 2 }, clientMsgId);
    expect(again).toMatchObject({ type: 'ack', msgId: first.msgId, duplicate: true });

    // Two tabs resending at the same moment (after a reconnect): still one row.
    const racedId = newId();
    const [x, y] = await Promise.all([a.say('Raced', { toShopId: 2 }, racedId), b.say('Raced', { toShopId: 2 }, racedId)]);
    expect(x.type === 'ack' && y.type === 'ack' && x.msgId === y.msgId).toBe(true);
    expect(await count(t, `SELECT 1 FROM chat_message WHERE client_msg_id = ANY(ARRAY[$1, $2])`, [clientMsgId, racedId])).toBe(2);
  });
});

describe('bad input keeps the socket open', () => {
  let buyer: Awaited<ReturnType<typeof freshBuyer>>;
  let c: ChatClient;
  beforeAll(async () => {
    buyer = await freshBuyer(t);
    c = await client(buyer.token, {});
  });

  it('refuses blank and over-long messages (A00014) and stores nothing', async () => {
    for (const text of ['', '   \n  ', 'x'.repeat(CHAT_TEXT_MAX + 1)]) {
      const r = await c.say(text, { toShopId: 1 });
      expect(r).toMatchObject({ type: 'error', code: 'A00014' });
    }
    const blank = await c.say(' ', { toShopId: 1 });
    expect(blank.type === 'error' && blank.msg).toBe('Cannot send a blank message');
    expect(await count(t, `SELECT 1 FROM chat_message WHERE sender_id = $1`, [buyer.userId])).toBe(0);
    // Exactly the limit is fine; the socket is still open.
    expect((await c.say('字'.repeat(CHAT_TEXT_MAX), { toShopId: 1 })).type).toBe('ack');
    expect(c.isOpen).toBe(true);
  });

  it('refuses control characters but keeps line breaks', async () => {
    expect(await c.say('bell\u0007', { toShopId: 1 })).toMatchObject({ type: 'error', code: 'A00014' });
    expect((await c.say('two\nlines', { toShopId: 1 })).type).toBe('ack');
  });

  it('answers A00013 for another buyer’s conversation, an unknown one and an unknown shop; nothing is stored', async () => {
    const owner = await freshBuyer(t);
    const ownerSocket = await client(owner.token);
    const mine = await ownerSocket.say('private', { toShopId: 3 });
    if (mine.type !== 'ack') throw new Error('no ack');

    const before = await count(t, `SELECT 1 FROM chat_message WHERE conversation_id = $1`, [mine.conversationId]);
    for (const target of [{ conversationId: mine.conversationId }, { conversationId: 99_999_999 }, { toShopId: 99_999 }]) {
      expect(await c.say('let me in', target)).toMatchObject({ type: 'error', code: 'A00013' });
    }
    c.send({ type: 'read', conversationId: mine.conversationId, upToMsgId: mine.msgId });
    await c.next('error', (f) => f.code === 'A00013');
    c.send({ type: 'open', conversationId: mine.conversationId });
    await c.next('error', (f) => f.code === 'A00013');
    expect(await count(t, `SELECT 1 FROM chat_message WHERE conversation_id = $1`, [mine.conversationId])).toBe(before);
    // Nothing of the owner's conversation reached the intruder.
    expect(c.messages().some((m) => m.conversationId === mine.conversationId)).toBe(false);
    expect(c.isOpen).toBe(true);

    // REST alike.
    const history = await call(t, 'GET', `/p/chat/messages?conversationId=${mine.conversationId}`, { token: buyer.token });
    expect(history.code).toBe('A00013');
  });

  it('asks for exactly one target', async () => {
    expect(await c.say('where to?', {})).toMatchObject({ type: 'error', code: 'A00014' });
    expect(await c.say('two places', { toShopId: 1, toService: true })).toMatchObject({ type: 'error', code: 'A00014' });
  });
});

describe('malformed frames close the socket with a reason code', () => {
  const cases: [string, (c: ChatClient) => void, number, RegExp][] = [
    ['not JSON', (c) => c.raw('{nope'), CHAT_CLOSE.malformed, /not JSON/],
    ['no type', (c) => c.send({ hello: 1 }), CHAT_CLOSE.malformed, /type/],
    ['an unknown type', (c) => c.send({ type: 'shout' }), CHAT_CLOSE.malformed, /unknown frame type/],
    [
      'a send without clientMsgId',
      (c) => c.send({ type: 'send', msgType: 'text', content: { text: 'hi' }, toShopId: 1 }),
      CHAT_CLOSE.malformed,
      /clientMsgId/,
    ],
    ['a read without ids', (c) => c.send({ type: 'read' }), CHAT_CLOSE.malformed, /read frame/],
    ['binary data', (c) => c.raw(Buffer.from([1, 2, 3])), CHAT_CLOSE.malformed, /binary/],
    [
      'a frame over the size limit',
      (c) => c.raw(JSON.stringify({ type: 'typing', pad: 'x'.repeat(CHAT_MAX_FRAME_BYTES) })),
      CHAT_CLOSE.tooBig,
      /.*/,
    ],
  ];
  it.each(cases)('%s', async (_name, act, code, reason) => {
    const buyer = await freshBuyer(t);
    const c = await client(buyer.token);
    act(c);
    const closed = await c.closed;
    expect(closed.code).toBe(code);
    expect(closed.reason).toMatch(reason);
  });

  it('closes a socket that sends anything before authenticating, or a bad token, with 4401', async () => {
    const early = await ChatClient.connect(base);
    early.send({ type: 'typing', conversationId: 1 });
    expect((await early.closed).code).toBe(CHAT_CLOSE.unauthorized);

    const forged = await ChatClient.connect(base);
    forged.send({ type: 'auth', token: 'not-a-token' });
    expect(await forged.closed).toEqual({ code: CHAT_CLOSE.unauthorized, reason: 'invalid or expired token' });

    // A buyer token is not a merchant token.
    const buyer = await freshBuyer(t);
    const asMerchant = await ChatClient.connect(base);
    asMerchant.send({ type: 'auth', token: buyer.token, role: 'merchant' });
    expect((await asMerchant.closed).code).toBe(CHAT_CLOSE.unauthorized);
  });
});

describe('flooding', () => {
  it('refuses sends beyond the burst with A00015 (not stored), then closes a socket that keeps on', async () => {
    const buyer = await freshBuyer(t);
    const c = await client(buyer.token);
    const ids = Array.from({ length: CHAT_RATE_BURST + 20 }, () => newId());
    const answers = Promise.all(
      ids.map((id) => Promise.race([c.next('ack', (f) => f.clientMsgId === id), c.next('error', (f) => f.ref === id)])),
    );
    const started = Date.now();
    for (const id of ids) c.send({ type: 'send', clientMsgId: id, msgType: 'text', content: { text: 'spam' }, toShopId: 1 });
    const got = await answers;
    const seconds = (Date.now() - started) / 1000;
    const refused = got.filter((f) => f.type === 'error');
    const stored = await count(t, `SELECT 1 FROM chat_message WHERE sender_id = $1`, [buyer.userId]);
    // The bucket: a burst, then CHAT_RATE_PER_SECOND; what was refused is A00015 and was not stored.
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((f) => f.type === 'error' && f.code === 'A00015')).toBe(true);
    expect(stored).toBe(got.length - refused.length);
    expect(stored).toBeLessThanOrEqual(CHAT_RATE_BURST + Math.ceil(seconds * CHAT_RATE_PER_SECOND));
    expect(c.isOpen).toBe(true);

    for (let i = 0; i < CHAT_RATE_BURST * 3; i++) c.send({ type: 'typing', conversationId: 1 });
    expect((await c.closed).code).toBe(CHAT_CLOSE.flooding);
  });
});

describe('read marks and unread counts', () => {
  it('counts the other side’s messages until they are read, and tells both sides when they are', async () => {
    const buyer = await freshBuyer(t);
    const tab1 = await client(buyer.token);
    const tab2 = await client(buyer.token);
    const shop = await client(merchant, { role: 'merchant' });
    const first = await tab1.say('Question', { toShopId: 1 });
    if (first.type !== 'ack') throw new Error('no ack');
    const conversationId = first.conversationId;

    const r1 = await call<{ msgId: number }>(t, 'POST', '/merchant/chat/send', {
      token: merchant,
      body: { conversationId, clientMsgId: newId(), msgType: 'text', content: { text: 'Answer 1' } },
    });
    const r2 = await call<{ msgId: number }>(t, 'POST', '/merchant/chat/send', {
      token: merchant,
      body: { conversationId, clientMsgId: newId(), msgType: 'text', content: { text: 'Answer 2' } },
    });
    expect(r1.code).toBe('00000');
    await tab1.next('message', (f) => f.message.msgId === r2.data.msgId, 10_000, true);
    const unread = await call<ChatUnread>(t, 'GET', '/p/chat/unread', { token: buyer.token });
    expect(unread.data).toEqual({ total: 2, conversations: [{ conversationId, shopId: 1, unread: 2 }] });

    // The buyer reads the first answer in tab 1: tab 2 hears the new count, the shop sees the mark.
    tab1.send({ type: 'read', conversationId, upToMsgId: r1.data.msgId });
    // Both listen from now on (the shop's frame may come while tab 2's is awaited).
    const atShop = shop.next('read', (f) => f.reader === 'user' && f.conversationId === conversationId);
    const inTab2 = await tab2.next('read', (f) => f.reader === 'user');
    expect(inTab2).toMatchObject({ conversationId, upToMsgId: r1.data.msgId, unread: 1 });
    expect(await atShop).toMatchObject({ upToMsgId: r1.data.msgId });

    // A mark never goes back, and never past the last message.
    tab1.send({ type: 'read', conversationId, upToMsgId: 1 });
    tab1.send({ type: 'read', conversationId, upToMsgId: 2_000_000_000 });
    const last = await tab2.next('read', (f) => f.reader === 'user' && f.unread === 0);
    expect(last.upToMsgId).toBe(r2.data.msgId);
    const list = await call<{ records: ChatConversation[] }>(t, 'GET', '/p/chat/conversations', { token: buyer.token });
    expect(list.data.records[0]).toMatchObject({ conversationId, unread: 0, readUpTo: r2.data.msgId });

    // The shop's side: one unread message from the buyer until it reads it.
    const shopList = await call<{ records: ChatConversation[] }>(t, 'GET', '/merchant/chat/conversations', { token: merchant });
    expect(shopList.data.records.find((c) => c.conversationId === conversationId)).toMatchObject({
      unread: 1,
      peerReadUpTo: r2.data.msgId,
    });
  });

  it('tells the other party who is typing', async () => {
    const buyer = await freshBuyer(t);
    const c = await client(buyer.token);
    const shop = await client(merchant, { role: 'merchant' });
    const ack = await c.say('hi', { toShopId: 1 });
    if (ack.type !== 'ack') throw new Error('no ack');
    c.send({ type: 'typing', conversationId: ack.conversationId });
    expect(await shop.next('typing', (f) => f.conversationId === ack.conversationId)).toMatchObject({ from: 'user' });
  });
});

describe('states of spec section 4', () => {
  it('logged in elsewhere: a newer session of the account ends the older one’s sockets; the older page’s reconnect stays out, its refresh takes the chat back', async () => {
    const buyer = await freshBuyer(t);
    const old1 = await client(buyer.token);
    const old2 = await client(buyer.token);
    const newer = await signIn(t, { userName: buyer.userName, password: 'Chat@123456' });
    const fresh = await client(newer);
    for (const c of [old1, old2]) expect(await c.closed).toEqual({ code: CHAT_CLOSE.replaced, reason: 'logged in elsewhere' });
    expect(fresh.isOpen).toBe(true);
    // The old page reconnecting by itself: refused with the same reason (no taking turns).
    const retry = await ChatClient.connect(base);
    retry.send({ type: 'auth', token: buyer.token });
    expect((await retry.closed).code).toBe(CHAT_CLOSE.replaced);
    // The buyer refreshes the old page (issue 40): that page is the active one now, the newer's sockets end.
    const refreshed = await ChatClient.connect(base);
    open.push(refreshed);
    refreshed.send({ type: 'auth', token: buyer.token, takeOver: true });
    expect(await refreshed.next('ready')).toMatchObject({ type: 'ready' });
    expect(await fresh.closed).toEqual({ code: CHAT_CLOSE.replaced, reason: 'logged in elsewhere' });
    // Signed out on the newer device: the older session keeps the chat, and a new page of it joins.
    await call(t, 'POST', '/logOut', { token: newer });
    await chatHubOf(t.ctx)!.checkSessions();
    expect(refreshed.isOpen).toBe(true);
    expect((await client(buyer.token)).isOpen).toBe(true);
  });

  it('consultation expired: the same conversation opened on another page expires on the first, which can take it back', async () => {
    const buyer = await freshBuyer(t);
    const page1 = await client(buyer.token);
    const page2 = await client(buyer.token);
    const ack = await page1.say('About my order', { toShopId: 2 });
    if (ack.type !== 'ack') throw new Error('no ack');
    page1.send({ type: 'open', conversationId: ack.conversationId });
    await sleep(150);
    page2.send({ type: 'open', conversationId: ack.conversationId });
    expect(await page1.next('expired')).toEqual({ type: 'expired', conversationId: ack.conversationId });
    // Re-consult: page 1 opens it again, page 2 expires.
    page1.send({ type: 'open', conversationId: ack.conversationId });
    expect(await page2.next('expired')).toEqual({ type: 'expired', conversationId: ack.conversationId });
    // Messages still reach both pages (the header badge lives on every page).
    const reply = await call<{ msgId: number }>(t, 'POST', '/merchant/chat/send', {
      token: await merchantToken(t, 'merchant2'),
      body: { conversationId: ack.conversationId, clientMsgId: newId(), msgType: 'text', content: { text: 'Sure' } },
    });
    for (const p of [page1, page2]) await p.next('message', (f) => f.message.msgId === reply.data.msgId, 10_000, true);
  });

  it('merchant offline: the buyer sees it and the message is stored for later; online again is heard live', async () => {
    const buyer = await freshBuyer(t);
    const c = await client(buyer.token);
    const m3 = await merchantToken(t, 'merchant3');
    expect((await call(t, 'PUT', '/merchant/chat/status', { token: m3, body: { online: false } })).data).toEqual({ online: false });
    const opened = await call<{ conversation: ChatConversation }>(t, 'POST', '/p/chat/open', { token: buyer.token, body: { shopId: 3 } });
    expect(opened.data.conversation.online).toBe(false);
    c.send({ type: 'open', conversationId: opened.data.conversation.conversationId });
    const ack = await c.say('Are you there?', { conversationId: opened.data.conversation.conversationId });
    expect(ack.type).toBe('ack');
    // Stored: the merchant finds it when back.
    const waiting = await call<ChatUnread>(t, 'GET', '/merchant/chat/unread', { token: m3 });
    expect(waiting.data.conversations.find((x) => x.conversationId === opened.data.conversation.conversationId)?.unread).toBe(1);
    // Listening before the change: the frame may arrive before the HTTP answer does.
    const back = c.next('presence', (f) => f.online);
    await call(t, 'PUT', '/merchant/chat/status', { token: m3, body: { online: true } });
    expect(await back).toEqual({ type: 'presence', shopId: 3, online: true });
  });

  it('store taken offline: nobody can write into its conversations', async () => {
    const buyer = await freshBuyer(t);
    const c = await client(buyer.token);
    const ack = await c.say('before', { toShopId: 2 });
    if (ack.type !== 'ack') throw new Error('no ack');
    await t.db.query(`UPDATE shop SET shop_status = 4 WHERE shop_id = 2`);
    try {
      const refused = await c.say('after', { conversationId: ack.conversationId });
      expect(refused).toMatchObject({
        type: 'error',
        code: 'A00001',
        msg: 'The store is offline; messages cannot be sent',
        data: { statusKey: 'offline' },
      });
      const fromShop = await call(t, 'POST', '/merchant/chat/send', {
        token: await merchantToken(t, 'merchant2'),
        body: { conversationId: ack.conversationId, clientMsgId: newId(), msgType: 'text', content: { text: 'x' } },
        locale: 'zh_CN',
      });
      expect(fromShop).toMatchObject({ code: 'A00001', msg: '店铺已下线，无法发送消息' });
      const list = await call<{ records: ChatConversation[] }>(t, 'GET', '/p/chat/conversations', { token: buyer.token });
      expect(list.data.records[0].shop).toMatchObject({ shopId: 2, status: 4, statusKey: 'offline' });
      expect(await count(t, `SELECT 1 FROM chat_message WHERE conversation_id = $1`, [ack.conversationId])).toBe(1);
    } finally {
      await t.db.query(`UPDATE shop SET shop_status = 1 WHERE shop_id = 2`);
    }
  });

  it('resumes after a reconnect from the last message id: what was sent meanwhile arrives, then synced', async () => {
    const buyer = await freshBuyer(t);
    const c = await client(buyer.token);
    const ack = await c.say('see you', { toShopId: 1 });
    if (ack.type !== 'ack') throw new Error('no ack');
    c.close();
    await c.closed;
    const sent: number[] = [];
    for (const text of ['one', 'two', 'three']) {
      const r = await call<{ msgId: number }>(t, 'POST', '/merchant/chat/send', {
        token: merchant,
        body: { conversationId: ack.conversationId, clientMsgId: newId(), msgType: 'text', content: { text } },
      });
      sent.push(r.data.msgId);
    }
    const back = await client(buyer.token, { lastMsgId: ack.msgId });
    const synced = await back.next('synced', () => true, 10_000, true);
    expect(synced).toMatchObject({ lastMsgId: sent[2], more: false });
    const got = back.messages().map((m) => m.msgId);
    expect(got).toEqual(expect.arrayContaining(sent));
  });
});
