import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page, type WebSocketRoute } from '@playwright/test';
import { png, writeTempFiles } from './files';
import { LOCALES, apiJson, encryptPassword, pickProduct, registerBuyer, signInWithDialog, test } from './helpers';

/** What the buyer reads, per language (the chat remote's and the shared bundles). */
const WORDS = {
  en: {
    connected: 'Connected',
    reconnecting: /Disconnected, reconnecting/,
    blank: 'Cannot send a blank message',
    noConversations: /No conversations yet/,
    merchantOffline: /The merchant is offline/,
    read: 'Read',
    unread: 'Unread',
  },
  zh_CN: {
    connected: '已连接',
    reconnecting: /连接已断开/,
    blank: '不能发送空白消息',
    noConversations: /暂无会话/,
    merchantOffline: /商家当前离线/,
    read: '已读',
    unread: '未读',
  },
} as const;

/** merchant1's side of the chat, through its REST API (as its back office would). */
async function merchantChat(request: APIRequestContext) {
  const login = await apiJson<{ accessToken: string }>(
    request.post('/api/merchant/login', { data: { userName: 'merchant1', passWord: encryptPassword('Merchant@123456') } }),
  );
  expect(login.code).toBe('00000');
  const headers = { authorization: login.data.accessToken };
  return {
    async reply(conversationId: number, text: string, clientMsgId = randomUUID()) {
      const res = await apiJson<{ msgId: number; duplicate: boolean }>(
        request.post('/api/merchant/chat/send', { headers, data: { clientMsgId, conversationId, msgType: 'text', content: { text } } }),
      );
      expect(res.code).toBe('00000');
      return res.data;
    },
    async read(conversationId: number, upToMsgId: number) {
      expect((await apiJson(request.post('/api/merchant/chat/read', { headers, data: { conversationId, upToMsgId } }))).code).toBe('00000');
    },
    async online(online: boolean) {
      expect((await apiJson(request.put('/api/merchant/chat/status', { headers, data: { online } }))).code).toBe('00000');
    },
  };
}

const status = (page: Page) => page.getByTestId('chat-status');
const messages = (page: Page, sender: 'user' | 'shop' | 'service') => page.locator(`[data-testid="chat-message"][data-sender="${sender}"]`);

for (const { locale, prefix } of LOCALES) {
  const words = WORDS[locale];

  test(`chat (${locale}): from a product page, text, product card and picture; the merchant answers live; unread clears on reading; a dropped socket reconnects and misses nothing`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(180_000);
    // Every chat socket of this buyer passes through here, so the test can cut them as a network would.
    let down = false;
    const sockets: WebSocketRoute[] = [];
    await context.routeWebSocket(/\/api\/chat\/ws$/, (ws) => {
      if (down) return void ws.close({ code: 1012, reason: 'network down' });
      ws.connectToServer();
      sockets.push(ws);
    });

    const merchant = await merchantChat(request);
    await merchant.online(false);
    const product = await pickProduct(request, 1);
    const buyer = await registerBuyer(request, `chat${locale.slice(0, 2)}`);

    // A new buyer's message box is empty.
    await page.goto(`${prefix}/products/detail/${product.prodId}`);
    await signInWithDialog(page, buyer.userName, buyer.password);
    await page.goto(`${prefix}/chat`);
    await expect(page.getByTestId('chat-conversations')).toContainText(words.noConversations);
    await expect(status(page)).toHaveAttribute('data-status', 'connected');
    await expect(status(page)).toContainText(words.connected);

    // The product page's launcher opens the compact window with the product ready to send.
    await page.goto(`${prefix}/products/detail/${product.prodId}`);
    const launcher = page.getByTestId('chat-launcher');
    await expect(launcher).toBeVisible();
    await expect(page.getByTestId('chat-badge')).toHaveAttribute('data-unread', '0');
    const [chat] = await Promise.all([page.waitForEvent('popup'), launcher.click()]);
    await expect(chat).toHaveURL(new RegExp(`${prefix}/chat2\\?prodId=${product.prodId}$`));
    await expect(status(chat)).toHaveAttribute('data-status', 'connected');
    await expect(chat.getByTestId('chat-attachment')).toBeVisible();
    // The merchant is offline: the buyer is told, and messages are still taken.
    await expect(chat.getByTestId('chat-peer-offline')).toContainText(words.merchantOffline);

    // A blank message is refused in the form.
    await chat.getByTestId('chat-input').fill('   ');
    await chat.getByTestId('chat-send').click();
    await expect(chat.getByTestId('chat-input-error')).toHaveText(words.blank);
    await expect(messages(chat, 'user')).toHaveCount(0);

    // Text (shown as text, never as markup), the product card, a picture from the device.
    const text = `Is it in stock? <b>${locale}</b>`;
    await chat.getByTestId('chat-input').fill(text);
    await chat.getByTestId('chat-input').press('Enter');
    await expect(messages(chat, 'user').filter({ hasText: text })).toHaveCount(1);
    await chat.getByTestId('chat-send-attachment').click();
    await expect(messages(chat, 'user').and(chat.locator('[data-type="product"]')).getByTestId('chat-product-card')).toBeVisible();
    const files = writeTempFiles('chat-e2e-', { pic: { name: 'sample.png', bytes: png([200, 30, 30], 64) } });
    await chat.getByTestId('chat-picture-input').setInputFiles(files.pic);
    const image = messages(chat, 'user').and(chat.locator('[data-type="image"]')).locator('img');
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(messages(chat, 'user')).toHaveCount(3);
    await expect(chat.getByTestId('chat-read-mark').first()).toHaveText(words.unread);

    // The merchant answers (twice with one clientMsgId: stored once) and reads: the buyer sees both live.
    const conversationId = Number(await chat.getByTestId('chat-thread').getAttribute('data-conversation-id'));
    const clientMsgId = randomUUID();
    const first = await merchant.reply(conversationId, 'Yes, 200 in stock.', clientMsgId);
    expect((await merchant.reply(conversationId, 'Yes, 200 in stock.', clientMsgId)).duplicate).toBe(true);
    await expect(messages(chat, 'shop').filter({ hasText: 'Yes, 200 in stock.' })).toHaveCount(1);
    await merchant.read(conversationId, first.msgId - 1);
    await expect(chat.getByTestId('chat-read-mark')).toHaveText([words.read, words.read, words.read]);

    // The network drops: the window says so and reconnects; what the merchant wrote meanwhile arrives.
    down = true;
    for (const ws of sockets.splice(0)) await ws.close({ code: 1012, reason: 'network down' });
    await expect(status(chat)).toHaveAttribute('data-status', 'reconnecting');
    await expect(status(chat)).toContainText(words.reconnecting);
    await merchant.reply(conversationId, 'Sent while you were away.');
    down = false;
    await expect(status(chat)).toHaveAttribute('data-status', 'connected', { timeout: 40_000 });
    await expect(messages(chat, 'shop').filter({ hasText: 'Sent while you were away.' })).toHaveCount(1);
    await chat.close();

    // Away from the chat, a new answer lights the header badge and the launcher, live.
    await expect(page.getByTestId('chat-badge')).toHaveAttribute('data-unread', '0');
    await merchant.reply(conversationId, 'Anything else?');
    await expect(page.getByTestId('chat-badge')).toHaveAttribute('data-unread', '1');
    await expect(launcher).toHaveAttribute('data-unread', '1');

    // The message box lists it with its unread count; reading it clears the badge.
    await page.getByTestId('chat-badge').click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/chat$`));
    const item = page.getByTestId('chat-conversation').filter({ hasText: 'Anything else?' });
    await expect(item.getByTestId('chat-conversation-unread')).toContainText('1');
    await item.click();
    await expect(messages(page, 'shop').filter({ hasText: 'Anything else?' })).toBeVisible();
    await expect(page.getByTestId('chat-day').first()).toBeVisible();
    await expect(page.getByTestId('chat-badge')).toHaveAttribute('data-unread', '0');
    await expect(item.getByTestId('chat-conversation-unread')).not.toContainText('1');
  });
}
