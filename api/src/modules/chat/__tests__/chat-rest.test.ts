import { CHAT_NAME_MAX, IMAGE_MAX_BYTES_LARGE, type Page } from '@mall/shared';
import type {
  ChatConversation,
  ChatHistory,
  ChatMemory,
  ChatOpened,
  ChatPicture,
  ChatPictureGroups,
  ChatWindow,
} from '@mall/shared/contracts';
import { tinyPng } from '../../../test/fixtures';
import type { TestApp } from '../../../test/harness';
import { merchantToken, upload } from '../../../test/requests';
import { addAddress, makeProduct, submitNow } from '../../checkout/__tests__/helpers';
import { ChatClient, newId } from './chat-client';
import { adminHeaders, call, count, freshBuyer, startChatApp } from './helpers';

/**
 * Chat over REST and the richer messages: opening a chat from a product or an order (/chat2),
 * product and order cards, pictures checked by content and size, the picture manager, history
 * pages, and mall customer service answering through the admin API.
 */
let t: TestApp;
let base: string;
const sockets: ChatClient[] = [];
const socket = async (token: string) => {
  const c = await ChatClient.open(base, token);
  sockets.push(c);
  return c;
};

beforeAll(async () => {
  ({ t, base } = await startChatApp());
});
afterAll(async () => {
  sockets.forEach((c) => c.close());
  await t?.close();
});

/** A paid-for order of shop 1 (or another) for this buyer. */
async function orderOf(token: string, shopId = 1) {
  const p = await makeProduct(t, { shopId, price: 12_345, stocks: 5 });
  const res = await submitNow(t, token, p, 2);
  expect(res.code).toBe('00000');
  return { orderNumber: res.data.orderNumbers[0]!, ...p };
}

describe('opening a chat (/chat2) from a product, an order, a shop or customer service', () => {
  it('opens the conversation with the product’s shop and hands back the product card', async () => {
    const buyer = await freshBuyer(t);
    const p = await makeProduct(t, { shopId: 3, price: 4_999, stocks: 9 });
    const opened = await call<ChatOpened>(t, 'POST', '/p/chat/open', { token: buyer.token, body: { prodId: p.prodId }, locale: 'zh_CN' });
    expect(opened.code).toBe('00000');
    expect(opened.data.conversation).toMatchObject({ kind: 'shop', shop: { shopId: 3 }, unread: 0, lastMessage: null });
    expect(opened.data.conversation.shop!.shopName).toMatch(/[\u4e00-\u9fff]/);
    expect(opened.data.attachment).toEqual({
      msgType: 'product',
      content: { prodId: p.prodId, nameEn: 'Test product', nameZh: '测试商品', pic: null, price: 4_999, currency: 'USD' },
    });
    // Opening again finds the same conversation.
    const again = await call<ChatOpened>(t, 'POST', '/p/chat/open', { token: buyer.token, body: { shopId: 3 } });
    expect(again.data.conversation.conversationId).toBe(opened.data.conversation.conversationId);
    const list = await call<Page<ChatConversation>>(t, 'GET', '/p/chat/conversations', { token: buyer.token });
    expect(list.data.total).toBe(1);
  });

  it('opens from the buyer’s own order only (another buyer’s order is A00013)', async () => {
    const buyer = await freshBuyer(t);
    const other = await freshBuyer(t);
    await addAddress(t, buyer.token);
    const order = await orderOf(buyer.token, 2);
    const opened = await call<ChatOpened>(t, 'POST', '/p/chat/open', { token: buyer.token, body: { orderNumber: order.orderNumber } });
    expect(opened.data.conversation.shop!.shopId).toBe(2);
    expect(opened.data.attachment).toMatchObject({
      msgType: 'order',
      content: {
        orderNumber: order.orderNumber,
        amount: expect.any(Number),
        currency: 'USD',
        status: 1,
        itemCount: 1,
        prodNameEn: 'Test product',
      },
    });
    const stranger = await call(t, 'POST', '/p/chat/open', { token: other.token, body: { orderNumber: order.orderNumber } });
    expect(stranger.code).toBe('A00013');
    expect(await count(t, `SELECT 1 FROM chat_conversation WHERE user_id = $1`, [other.userId])).toBe(0);
  });

  it('asks for exactly one of shopId, service, prodId, orderNumber', async () => {
    const buyer = await freshBuyer(t);
    expect((await call(t, 'POST', '/p/chat/open', { token: buyer.token, body: {} })).code).toBe('A00014');
    expect((await call(t, 'POST', '/p/chat/open', { token: buyer.token, body: { shopId: 1, service: true } })).code).toBe('A00014');
    expect((await call(t, 'POST', '/p/chat/open', { token: buyer.token, body: { shopId: 424242 } })).code).toBe('A00013');
    expect((await call(t, 'POST', '/p/chat/open', { body: { shopId: 1 } })).code).toBe('A00004');
  });
});

describe('the /chat2 window read only (GET /p/chat/window, its first view): nothing is made', () => {
  const conversations = () => count(t, `SELECT 1 FROM chat_conversation`);

  it('none yet: answers no conversation and makes none (the product card comes back all the same)', async () => {
    const buyer = await freshBuyer(t);
    const p = await makeProduct(t, { shopId: 3, price: 4_999, stocks: 9 });
    const before = await conversations();
    const byProduct = await call<ChatWindow>(t, 'GET', `/p/chat/window?prodId=${p.prodId}`, { token: buyer.token, locale: 'zh_CN' });
    expect(byProduct.code).toBe('00000');
    expect(byProduct.data).toEqual({
      conversation: null,
      history: null,
      attachment: {
        msgType: 'product',
        content: { prodId: p.prodId, nameEn: 'Test product', nameZh: '测试商品', pic: null, price: 4_999, currency: 'USD' },
      },
    });
    for (const q of ['shopId=3', 'service=1']) {
      const none = await call<ChatWindow>(t, 'GET', `/p/chat/window?${q}`, { token: buyer.token });
      expect(none.data, q).toEqual({ conversation: null, history: null, attachment: null });
    }
    expect(await conversations()).toBe(before);
    expect(await count(t, `SELECT 1 FROM chat_conversation WHERE user_id = $1`, [buyer.userId])).toBe(0);
    // Opening it (the POST) makes it; the window then finds that one.
    const opened = await call<ChatOpened>(t, 'POST', '/p/chat/open', { token: buyer.token, body: { prodId: p.prodId } });
    expect(await conversations()).toBe(before + 1);
    const found = await call<ChatWindow>(t, 'GET', `/p/chat/window?shopId=3`, { token: buyer.token });
    expect(found.data.conversation?.conversationId).toBe(opened.data.conversation.conversationId);
    expect(found.data.history).toEqual({ records: [], hasMore: false });
  });

  it('existing: the conversation and its newest messages as the message box reads them, unread left unread; another buyer sees none of it', async () => {
    const buyer = await freshBuyer(t);
    const c = await socket(buyer.token);
    const ack = await c.say('hello shop 1', { toShopId: 1 });
    if (ack.type !== 'ack') throw new Error(`refused: ${ack.code}`);
    const reply = await call(t, 'POST', '/merchant/chat/send', {
      token: await merchantToken(t, 'merchant1'),
      body: { clientMsgId: newId(), conversationId: ack.conversationId, msgType: 'text', content: { text: 'welcome from shop 1' } },
    });
    expect(reply.code).toBe('00000');
    const before = await conversations();

    const shown = await call<ChatWindow>(t, 'GET', '/p/chat/window?shopId=1', { token: buyer.token, locale: 'zh_CN' });
    expect(shown.code).toBe('00000');
    const list = await call<Page<ChatConversation>>(t, 'GET', '/p/chat/conversations', { token: buyer.token, locale: 'zh_CN' });
    const newest = await call<ChatHistory>(t, 'GET', `/p/chat/messages?conversationId=${ack.conversationId}`, { token: buyer.token });
    expect(shown.data.conversation).toEqual(list.data.records[0]);
    expect(shown.data.conversation).toMatchObject({ conversationId: ack.conversationId, shop: { shopId: 1 }, unread: 1 });
    expect(shown.data.history).toEqual(newest.data);
    expect(shown.data.history!.records.map((m) => m.content)).toEqual([{ text: 'hello shop 1' }, { text: 'welcome from shop 1' }]);
    expect(shown.data.attachment).toBeNull();
    // Reading the window marks nothing read and makes nothing.
    const again = await call<ChatWindow>(t, 'GET', '/p/chat/window?shopId=1', { token: buyer.token });
    expect(again.data.conversation).toMatchObject({ unread: 1, readUpTo: 0 });
    expect(await conversations()).toBe(before);

    const other = await freshBuyer(t);
    const theirs = await call<ChatWindow>(t, 'GET', '/p/chat/window?shopId=1', { token: other.token });
    expect(theirs.data).toEqual({ conversation: null, history: null, attachment: null });
    expect(JSON.stringify(theirs)).not.toContain('hello shop 1');
    expect(await conversations()).toBe(before);
  });

  it('bad input is the contract’s error: exactly one of shopId, service=1, prodId, orderNumber; another’s order or an unknown shop is A00013; signed out A00004', async () => {
    const buyer = await freshBuyer(t);
    const other = await freshBuyer(t);
    await addAddress(t, buyer.token);
    const order = await orderOf(buyer.token, 2);
    const before = await conversations();
    for (const q of ['', 'shopId=abc', 'shopId=0', 'shopId=1&service=1', 'service=true', 'orderNumber=12', 'prodId=1.5']) {
      const res = await call(t, 'GET', `/p/chat/window?${q}`, { token: buyer.token });
      expect(res.code, q).toBe('A00014');
    }
    expect((await call(t, 'GET', '/p/chat/window?shopId=424242', { token: buyer.token })).code).toBe('A00013');
    const stranger = await call(t, 'GET', `/p/chat/window?orderNumber=${order.orderNumber}`, { token: other.token });
    expect(stranger.code).toBe('A00013');
    expect(JSON.stringify(stranger)).not.toContain('Test product');
    expect((await call(t, 'GET', '/p/chat/window?shopId=1')).code).toBe('A00004');
    const own = await call<ChatWindow>(t, 'GET', `/p/chat/window?orderNumber=${order.orderNumber}`, { token: buyer.token });
    expect(own.data).toMatchObject({ conversation: null, attachment: { msgType: 'order', content: { orderNumber: order.orderNumber } } });
    expect(await conversations()).toBe(before);
  });
});

describe('cards and pictures', () => {
  it('sends product and order cards with the order number and payment amount; another’s order or another shop’s is A00013', async () => {
    const buyer = await freshBuyer(t);
    const other = await freshBuyer(t);
    await addAddress(t, buyer.token);
    await addAddress(t, other.token);
    const mine = await orderOf(buyer.token, 1);
    const otherShop = await orderOf(buyer.token, 2);
    const theirs = await orderOf(other.token, 1);
    const c = await socket(buyer.token);

    const prod = await c.sendAndWait({
      type: 'send',
      clientMsgId: newId(),
      toShopId: 1,
      msgType: 'product',
      content: { prodId: mine.prodId },
    });
    expect(prod.type).toBe('ack');
    const order = await c.sendAndWait({
      type: 'send',
      clientMsgId: newId(),
      toShopId: 1,
      msgType: 'order',
      content: { orderNumber: mine.orderNumber },
    });
    if (order.type !== 'ack') throw new Error(JSON.stringify(order));
    const stored = await t.db.one<{ content: { amount: number; orderNumber: string } }>(
      `SELECT content FROM chat_message WHERE msg_id = $1`,
      [order.msgId],
    );
    const payable = await t.db.one<{ total: number }>(`SELECT actual_total AS total FROM order_info WHERE order_number = $1`, [
      mine.orderNumber,
    ]);
    expect(stored!.content).toMatchObject({ orderNumber: mine.orderNumber, amount: payable!.total });

    for (const orderNumber of [otherShop.orderNumber, theirs.orderNumber, '9999999999']) {
      const r = await c.sendAndWait({ type: 'send', clientMsgId: newId(), toShopId: 1, msgType: 'order', content: { orderNumber } });
      expect(r).toMatchObject({ type: 'error', code: 'A00013' });
    }
    expect(
      await c.sendAndWait({ type: 'send', clientMsgId: newId(), toShopId: 1, msgType: 'product', content: { prodId: 987654 } }),
    ).toMatchObject({
      type: 'error',
      code: 'A00013',
    });
    // The history holds the cards as sent.
    const history = await call<ChatHistory>(t, 'GET', `/p/chat/messages?conversationId=${order.conversationId}`, { token: buyer.token });
    expect(history.data.records.map((m) => m.msgType)).toEqual(['product', 'order']);
  });

  it('sends a picture checked by content and size; it lands in the picture manager', async () => {
    const buyer = await freshBuyer(t);
    const c = await socket(buyer.token);
    const shop = await ChatClient.open(base, await merchantToken(t, 'merchant1'), { role: 'merchant' });
    sockets.push(shop);

    const png = await upload(t, buyer.token, 'chat-image', tinyPng(), 'sample photo.png');
    expect(png.put).toMatchObject({ code: '00000' });
    const sent = await c.sendAndWait({
      type: 'send',
      clientMsgId: newId(),
      toShopId: 1,
      msgType: 'image',
      content: { fileKey: png.fileKey },
    });
    if (sent.type !== 'ack') throw new Error(JSON.stringify(sent));
    const atShop = await shop.next('message', (f) => f.message.msgId === sent.msgId, 10_000, true);
    expect(atShop.message).toMatchObject({ msgType: 'image', content: { url: png.fileKey } });
    const res = await t.app.inject({ method: 'GET', url: `/api/res/${png.fileKey}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const pictures = await call<Page<ChatPicture>>(t, 'GET', '/p/chat/pictures', { token: buyer.token });
    expect(pictures.data.records).toEqual([expect.objectContaining({ name: 'sample photo', url: png.fileKey, groupId: null })]);

    // Picked from the manager next time: the same file, no new upload.
    const again = await c.sendAndWait({
      type: 'send',
      clientMsgId: newId(),
      conversationId: sent.conversationId,
      msgType: 'image',
      content: { pictureId: pictures.data.records[0].pictureId },
    });
    expect(again.type).toBe('ack');

    // A text file named .png: refused when the bytes arrive, and cannot be sent.
    const fake = await upload(t, buyer.token, 'chat-image', Buffer.from('not an image at all'), 'fake.png');
    expect(fake.status).toBe(400);
    expect(fake.put).toMatchObject({ code: 'A00001', msg: 'Wrong file format' });
    const refused = await c.sendAndWait({
      type: 'send',
      clientMsgId: newId(),
      toShopId: 1,
      msgType: 'image',
      content: { fileKey: fake.fileKey },
    });
    expect(refused).toMatchObject({ type: 'error', code: 'A00001' });
    // Too large: refused before any byte is sent.
    const huge = await call(t, 'POST', '/p/file/uploadUrl', {
      token: buyer.token,
      body: { fileName: 'big.png', contentType: 'image/png', size: IMAGE_MAX_BYTES_LARGE + 1, purpose: 'chat-image' },
    });
    expect(huge).toMatchObject({ code: 'A00001', msg: 'The file is too large' });
    // Someone else's upload or picture: refused.
    const other = await freshBuyer(t);
    const theirs = await upload(t, other.token, 'chat-image', tinyPng([1, 2, 3]));
    expect(
      await c.sendAndWait({ type: 'send', clientMsgId: newId(), toShopId: 1, msgType: 'image', content: { fileKey: theirs.fileKey } }),
    ).toMatchObject({
      type: 'error',
      code: 'A00001',
    });
    const otherSocket = await socket(other.token);
    expect(
      await otherSocket.sendAndWait({
        type: 'send',
        clientMsgId: newId(),
        toShopId: 1,
        msgType: 'image',
        content: { pictureId: pictures.data.records[0].pictureId },
      }),
    ).toMatchObject({ type: 'error', code: 'A00013' });
  });
});

describe('picture manager', () => {
  it('groups, renames (a new name is required), moves and deletes, only the buyer’s own', async () => {
    const buyer = await freshBuyer(t);
    const other = await freshBuyer(t);
    const tok = { token: buyer.token };
    const add = async (rgb: [number, number, number]) => {
      const up = await upload(t, buyer.token, 'chat-image', tinyPng(rgb), 'p.png');
      return (await call<ChatPicture>(t, 'POST', '/p/chat/pictures', { ...tok, body: { fileKey: up.fileKey } })).data;
    };
    const [a, b] = [await add([10, 10, 10]), await add([20, 20, 20])];

    const group = await call<{ groupId: number; name: string }>(t, 'POST', '/p/chat/pictureGroups', { ...tok, body: { name: 'Samples' } });
    expect(group.data).toMatchObject({ name: 'Samples', count: 0 });
    expect((await call(t, 'POST', '/p/chat/pictureGroups', { ...tok, body: { name: 'samples' } })).code).toBe('A00014');
    expect((await call(t, 'POST', '/p/chat/pictureGroups', { ...tok, body: { name: '   ' } })).msg).toBe('Please enter a new name');
    expect((await call(t, 'POST', '/p/chat/pictureGroups', { ...tok, body: { name: 'x'.repeat(CHAT_NAME_MAX + 1) } })).code).toBe('A00014');

    // Rename: blank and the same name are refused; a new one is kept.
    const url = `/p/chat/pictures/${a.pictureId}`;
    expect(await call(t, 'PUT', url, { ...tok, body: { name: '' } })).toMatchObject({ code: 'A00014', msg: 'Please enter a new name' });
    expect(await call(t, 'PUT', url, { ...tok, body: { name: a.name } })).toMatchObject({ code: 'A00014', data: { field: 'name' } });
    expect((await call<ChatPicture>(t, 'PUT', url, { ...tok, body: { name: 'Lamp, blue' } })).data.name).toBe('Lamp, blue');
    expect((await call(t, 'PUT', `/p/chat/pictureGroups/${group.data.groupId}`, { ...tok, body: { name: 'Samples' } })).code).toBe(
      'A00014',
    );
    expect((await call(t, 'PUT', `/p/chat/pictureGroups/${group.data.groupId}`, { ...tok, body: { name: 'Lamps' } })).data).toMatchObject({
      name: 'Lamps',
    });

    // Move both into the group, see it by group, move one out.
    expect(
      (
        await call(t, 'POST', '/p/chat/pictures/move', {
          ...tok,
          body: { pictureIds: [a.pictureId, b.pictureId], groupId: group.data.groupId },
        })
      ).data,
    ).toEqual({
      moved: 2,
    });
    const groups = await call<ChatPictureGroups>(t, 'GET', '/p/chat/pictureGroups', tok);
    expect(groups.data).toEqual({ groups: [{ groupId: group.data.groupId, name: 'Lamps', count: 2 }], ungrouped: 0, total: 2 });
    await call(t, 'POST', '/p/chat/pictures/move', { ...tok, body: { pictureIds: [b.pictureId], groupId: null } });
    const inGroup = await call<Page<ChatPicture>>(t, 'GET', `/p/chat/pictures?groupId=${group.data.groupId}`, tok);
    expect(inGroup.data.records.map((p) => p.pictureId)).toEqual([a.pictureId]);
    const loose = await call<Page<ChatPicture>>(t, 'GET', '/p/chat/pictures?groupId=0', tok);
    expect(loose.data.records.map((p) => p.pictureId)).toEqual([b.pictureId]);

    // Another buyer: A00013 for every action on these, and an empty list.
    const them = { token: other.token };
    expect((await call(t, 'PUT', url, { ...them, body: { name: 'mine now' } })).code).toBe('A00013');
    expect((await call(t, 'DELETE', url, them)).code).toBe('A00013');
    expect((await call(t, 'POST', '/p/chat/pictures/move', { ...them, body: { pictureIds: [a.pictureId], groupId: null } })).code).toBe(
      'A00013',
    );
    expect((await call(t, 'DELETE', `/p/chat/pictureGroups/${group.data.groupId}`, them)).code).toBe('A00013');
    expect((await call<Page<ChatPicture>>(t, 'GET', '/p/chat/pictures', them)).data.total).toBe(0);
    // A picture cannot go into another buyer's group.
    const theirGroup = await call<{ groupId: number }>(t, 'POST', '/p/chat/pictureGroups', { ...them, body: { name: 'Theirs' } });
    expect(
      (await call(t, 'POST', '/p/chat/pictures/move', { ...tok, body: { pictureIds: [a.pictureId], groupId: theirGroup.data.groupId } }))
        .code,
    ).toBe('A00013');

    // Deleting the group keeps its pictures; deleting a picture removes it.
    expect((await call(t, 'DELETE', `/p/chat/pictureGroups/${group.data.groupId}`, tok)).code).toBe('00000');
    expect((await call<ChatPictureGroups>(t, 'GET', '/p/chat/pictureGroups', tok)).data).toEqual({ groups: [], ungrouped: 2, total: 2 });
    expect((await call(t, 'DELETE', url, tok)).code).toBe('00000');
    expect((await call<Page<ChatPicture>>(t, 'GET', '/p/chat/pictures', tok)).data.total).toBe(1);
  });
});

describe('history and lists', () => {
  it('pages back through older messages and lists conversations by their latest message', async () => {
    const buyer = await freshBuyer(t);
    const c = await socket(buyer.token);
    const ids: number[] = [];
    for (let i = 1; i <= 7; i++) {
      const a = await c.say(`m${i}`, { toShopId: 1 });
      if (a.type === 'ack') ids.push(a.msgId);
    }
    const conversationId = (await t.db.one<{ id: number }>(`SELECT conversation_id AS id FROM chat_message WHERE msg_id = $1`, [ids[0]]))!
      .id;
    const newest = await call<ChatHistory>(t, 'GET', `/p/chat/messages?conversationId=${conversationId}&size=3`, { token: buyer.token });
    expect(newest.data.records.map((m) => m.content)).toEqual([{ text: 'm5' }, { text: 'm6' }, { text: 'm7' }]);
    expect(newest.data.hasMore).toBe(true);
    const older = await call<ChatHistory>(t, 'GET', `/p/chat/messages?conversationId=${conversationId}&size=3&before=${ids[4]}`, {
      token: buyer.token,
    });
    expect(older.data.records.map((m) => m.msgId)).toEqual(ids.slice(1, 4));
    const oldest = await call<ChatHistory>(t, 'GET', `/p/chat/messages?conversationId=${conversationId}&size=3&before=${ids[1]}`, {
      token: buyer.token,
    });
    expect(oldest.data).toMatchObject({ hasMore: false, records: [expect.objectContaining({ msgId: ids[0] })] });

    await c.say('to service', { toService: true });
    const list = await call<Page<ChatConversation>>(t, 'GET', '/p/chat/conversations', { token: buyer.token });
    expect(list.data.records.map((x) => x.kind)).toEqual(['service', 'shop']);
    expect(list.data.records[1].lastMessage).toMatchObject({ content: { text: 'm7' } });
  });
});

describe('mall customer service (the official sender) through the admin API', () => {
  it('lists the buyers who wrote, answers as the service, and refuses without the admin token', async () => {
    const buyer = await freshBuyer(t);
    const c = await socket(buyer.token);
    const ack = await c.say('I need help with a refund', { toService: true });
    if (ack.type !== 'ack') throw new Error('no ack');
    const headers = adminHeaders(t);
    const list = await call<Page<ChatConversation>>(t, 'GET', '/admin/chat/conversations', { headers });
    const mine = list.data.records.find((x) => x.conversationId === ack.conversationId);
    expect(mine).toMatchObject({ kind: 'service', shop: null, user: { userId: buyer.userId }, unread: 1 });

    const answer = await call<{ msgId: number }>(t, 'POST', '/admin/chat/send', {
      headers,
      body: { conversationId: ack.conversationId, clientMsgId: newId(), msgType: 'text', content: { text: 'We are on it.' } },
    });
    expect(answer.code).toBe('00000');
    const got = await c.next('message', (f) => f.message.msgId === answer.data.msgId, 10_000, true);
    expect(got.message).toMatchObject({ sender: 'service', content: { text: 'We are on it.' } });
    expect(
      (await call(t, 'POST', '/admin/chat/read', { headers, body: { conversationId: ack.conversationId, upToMsgId: ack.msgId } })).data,
    ).toMatchObject({
      unread: 0,
    });
    expect(await c.next('read', (f) => f.reader === 'service', 10_000, true)).toMatchObject({ upToMsgId: ack.msgId });

    // Service online/offline is what buyers see on that conversation.
    await call(t, 'PUT', '/admin/chat/status', { headers, body: { online: true } });
    const opened = await call<ChatOpened>(t, 'POST', '/p/chat/open', { token: buyer.token, body: { service: true } });
    expect(opened.data.conversation).toMatchObject({ conversationId: ack.conversationId, online: true });

    for (const h of [{}, { 'x-admin-token': 'wrong-token-wrong-token-wrong' }] as Record<string, string>[]) {
      expect((await call(t, 'GET', '/admin/chat/conversations', { headers: h })).code).toBe('A00004');
      const post = await call(t, 'POST', '/admin/chat/send', {
        headers: h,
        body: { conversationId: ack.conversationId, clientMsgId: newId(), msgType: 'text', content: { text: 'x' } },
      });
      expect(post.code).toBe('A00004');
    }
    // A merchant cannot read a service conversation, nor another shop's.
    const m2 = await merchantToken(t, 'merchant2');
    expect((await call(t, 'GET', `/merchant/chat/messages?conversationId=${ack.conversationId}`, { token: m2 })).code).toBe('A00013');
  });
});

describe("the process's own memory figures (the chat bench's bytes per socket)", () => {
  it("counts this process's authenticated sockets and measures after full collections; only with the admin token", async () => {
    const headers = adminHeaders(t);
    const before = await call<ChatMemory>(t, 'GET', '/admin/chat/memory?gc=1', { headers });
    expect(before.code).toBe('00000');
    expect(before.data).toMatchObject({ pid: process.pid, collected: true });
    for (const k of ['rssBytes', 'heapUsedBytes', 'heapTotalBytes', 'externalBytes'] as const) expect(before.data[k]).toBeGreaterThan(0);
    const c = await socket((await freshBuyer(t)).token);
    const after = await call<ChatMemory>(t, 'GET', '/admin/chat/memory', { headers });
    expect(after.data).toMatchObject({ sockets: before.data.sockets + 1, collected: false });
    // The event loop is watched from the first call on: later calls say how late it ran meanwhile.
    expect(after.data.eventLoopDelay).toEqual({ p50Ms: expect.any(Number), p99Ms: expect.any(Number), maxMs: expect.any(Number) });
    c.close();
    await expect
      .poll(async () => (await call<ChatMemory>(t, 'GET', '/admin/chat/memory', { headers })).data.sockets)
      .toBe(before.data.sockets);

    for (const h of [{}, { 'x-admin-token': 'wrong-token-wrong-token-wrong' }] as Record<string, string>[]) {
      const refused = await call(t, 'GET', '/admin/chat/memory?gc=1', { headers: h });
      expect(refused.code).toBe('A00004');
      expect(refused.data).toBeFalsy();
    }
  });
});
