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
    broken: 'Connection broken, please refresh the page',
    replaced: /^Logged in elsewhere: this page was disconnected/,
    expired: /^This consultation has expired/,
    reconsult: 'Re-consult',
    storeOffline: /^The store is offline; messages cannot be sent/,
    pictureManager: 'Picture manager',
    pickPicture: 'Choose a picture to send',
    viewPicture: 'View',
    picture: 'Picture',
  },
  zh_CN: {
    connected: '已连接',
    reconnecting: /连接已断开/,
    blank: '不能发送空白消息',
    noConversations: /暂无会话/,
    merchantOffline: /商家当前离线/,
    read: '已读',
    unread: '未读',
    broken: '连接已中断，请刷新页面',
    replaced: /^您的账号已在别处登录，本页已断开/,
    expired: /^本次咨询已失效/,
    reconsult: '重新咨询',
    storeOffline: /^店铺已下线，无法发送消息/,
    pictureManager: '图片管理',
    pickPicture: '选择要发送的图片',
    viewPicture: '查看',
    picture: '图片',
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
    /** How far the buyer has read this shop's messages, as the merchant's list shows it (its read marks). */
    async peerReadUpTo(conversationId: number) {
      const list = await apiJson<{ records: { conversationId: number; peerReadUpTo: number }[] }>(
        request.get('/api/merchant/chat/conversations?current=1&size=50', { headers }),
      );
      expect(list.code).toBe('00000');
      return list.data.records.find((c) => c.conversationId === conversationId)?.peerReadUpTo ?? 0;
    },
    async online(online: boolean) {
      expect((await apiJson(request.put('/api/merchant/chat/status', { headers, data: { online } }))).code).toBe('00000');
    },
  };
}

const status = (page: Page) => page.getByTestId('chat-status');
/** Seeded shop 7 was taken offline (shop_status 4, the catalogue seed's shops that are not open). */
const OFFLINE_SHOP = 7;

/** A fresh buyer signed in on page (through the header's dialog), so no other test's session holds its chat. */
async function freshBuyer(page: Page, request: APIRequestContext, prefix: string, tag: string) {
  const buyer = await registerBuyer(request, tag);
  await page.goto(`${prefix}/`);
  await signInWithDialog(page, buyer.userName, buyer.password);
  return buyer;
}
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
    const away = await merchant.reply(conversationId, 'Sent while you were away.');
    down = false;
    await expect(status(chat)).toHaveAttribute('data-status', 'connected', { timeout: 40_000 });
    await expect(messages(chat, 'shop').filter({ hasText: 'Sent while you were away.' })).toHaveCount(1);
    // The open window reads what it shows: the merchant sees the read mark (then the buyer closes the window).
    await expect.poll(() => merchant.peerReadUpTo(conversationId)).toBeGreaterThanOrEqual(away.msgId);
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

/** The picture manager (an antd dialog on the light chat pages, loaded when first opened) and the full-size view of a picture. */
for (const { locale, prefix } of LOCALES) {
  const words = WORDS[locale];

  test(`chat (${locale}): the picture manager opens on demand, takes an upload, and sends a picture from the composer; a picture in the thread opens full size`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await freshBuyer(page, request, prefix, `chatpm${locale.slice(0, 2)}`);
    await page.goto(`${prefix}/chat?shopId=1`);
    await expect(page.getByTestId('chat-thread')).toBeVisible();
    // The message box itself is light: antd arrives with the manager, not before.
    await expect(page.locator('[class*="ant-"]')).toHaveCount(0);

    await page.getByTestId('chat-manage-pictures').click();
    const manager = page.getByRole('dialog', { name: words.pictureManager });
    await expect(manager).toBeVisible();
    const files = writeTempFiles('chat-pm-', { pic: { name: 'kept.png', bytes: png([30, 120, 200], 64) } });
    await manager.getByTestId('chat-pictures-upload-input').setInputFiles(files.pic);
    await expect(manager.getByTestId('chat-picture-item')).toHaveCount(1);
    await expect(manager.getByTestId('chat-picture-name')).toHaveText('kept');
    await manager.getByTestId('chat-pictures-close').click();
    await expect(manager).toBeHidden();

    // From the composer: choose it, and it is sent into the open conversation.
    await page.getByTestId('chat-pictures').click();
    const picker = page.getByRole('dialog', { name: words.pickPicture });
    await picker.getByTestId('chat-picture-item').getByRole('button').click();
    await expect(picker).toBeHidden();
    const sent = messages(page, 'user').and(page.locator('[data-type="image"]'));
    await expect(sent).toHaveCount(1);
    await expect.poll(() => sent.getByTestId('chat-image').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // Pressing the picture shows it full size in a dialog; Escape closes it.
    await sent.getByRole('button', { name: words.viewPicture }).click();
    const preview = page.getByRole('dialog', { name: words.picture });
    await expect(preview.locator('img')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(preview).toHaveCount(0);
  });
}

/** The chat states of spec section 4 that end or stop a chat on this page (docs/chat.md, "States"). */
for (const { locale, prefix } of LOCALES) {
  const words = WORDS[locale];
  const short = locale.slice(0, 2);

  test(`chat (${locale}): a network that stays down ends in "connection broken, refresh" after 10 tries; a refresh connects again; a frame the server cannot read breaks it at once`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(150_000);
    // The buyer's chat sockets pass through here: the test can take the network away as a whole.
    let down = false;
    const pageSide: WebSocketRoute[] = [];
    const serverSide: WebSocketRoute[] = [];
    await context.routeWebSocket(/\/api\/chat\/ws$/, (ws) => {
      if (down) return void ws.close({ code: 1012, reason: 'network down' });
      serverSide.push(ws.connectToServer());
      pageSide.push(ws);
    });
    await freshBuyer(page, request, prefix, `chatbr${short}`);
    await page.goto(`${prefix}/chat2?shopId=1`);
    await expect(status(page)).toHaveAttribute('data-status', 'connected');
    await expect(page.getByTestId('chat-input')).toBeEnabled();

    down = true;
    for (const ws of pageSide.splice(0)) await ws.close({ code: 1012, reason: 'network down' });
    await expect(status(page)).toHaveAttribute('data-status', 'reconnecting');
    // The buyer keeps pressing "reconnect now" rather than waiting for the backoff: every try fails,
    // and after 10 failures in a row the page stops trying and asks for a refresh.
    for (let i = 0; i < 40 && (await status(page).getAttribute('data-status')) !== 'broken'; i++) {
      await page
        .getByTestId('chat-retry')
        .click({ timeout: 2000 })
        .catch(() => undefined);
    }
    await expect(status(page)).toHaveAttribute('data-status', 'broken');
    await expect(status(page)).toHaveAttribute('data-attempt', '11');
    await expect(status(page)).toContainText(words.broken);
    await expect(page.getByTestId('chat-retry')).toHaveCount(0);
    await expect(page.getByTestId('chat-input')).toBeDisabled();
    await expect(page.getByTestId('chat-send')).toBeDisabled();

    // The network is back; the refresh the page asked for connects.
    down = false;
    await Promise.all([page.waitForEvent('load'), page.getByTestId('chat-refresh').click()]);
    await expect(status(page)).toHaveAttribute('data-status', 'connected');
    await expect(page.getByTestId('chat-input')).toBeEnabled();

    // A frame the server cannot read (a client bug) is answered with close 4400: broken at once, no retry.
    serverSide.at(-1)!.send('this is not JSON');
    await expect(status(page)).toHaveAttribute('data-status', 'broken');
    await expect(status(page)).toHaveAttribute('data-attempt', '0');
    await expect(status(page)).toContainText(words.broken);
    await expect(page.getByTestId('chat-input')).toBeDisabled();
  });

  // fixme: since the chat seat is taken over by a page's first connection (issue 40) and sockets are
  // capped per account (issue 39), the older page stays connected in Chromium although the API ends its
  // socket (chat-socket.test.ts passes); the refresh half also predates the take-over. Issue 40's note.
  test.fixme(`chat (${locale}): a newer sign-in of the account elsewhere ends this page's chat ("logged in elsewhere"); a refresh is refused until that session signs out`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const buyer = await freshBuyer(page, request, prefix, `chatle${short}`);
    await page.goto(`${prefix}/chat2?shopId=1`);
    await expect(status(page)).toHaveAttribute('data-status', 'connected');
    await expect(page.getByTestId('chat-input')).toBeEnabled();

    // The same account signs in on another browser (a newer session) and opens the chat there.
    const elsewhere = await browser.newContext();
    try {
      const there = await elsewhere.newPage();
      await there.goto(`${prefix}/`);
      await signInWithDialog(there, buyer.userName, buyer.password);
      await there.goto(`${prefix}/chat`);
      await expect(status(there)).toHaveAttribute('data-status', 'connected');

      await expect(status(page)).toHaveAttribute('data-status', 'replaced');
      await expect(status(page)).toContainText(words.replaced);
      await expect(page.getByTestId('chat-input')).toBeDisabled();
      await expect(page.getByTestId('chat-send')).toBeDisabled();

      // A refresh here does not take the chat back while the newer session holds it.
      await Promise.all([page.waitForEvent('load'), page.getByTestId('chat-refresh').click()]);
      await expect(status(page)).toHaveAttribute('data-status', 'replaced');
      await expect(status(page)).toContainText(words.replaced);
      await expect(status(there)).toHaveAttribute('data-status', 'connected');

      // The newer session signs out: now a refresh here chats again.
      await there.getByTestId('user-menu').click();
      await there.getByTestId('sign-out').click();
      await expect(there.getByTestId('header-sign-in')).toBeVisible();
      await Promise.all([page.waitForEvent('load'), page.getByTestId('chat-refresh').click()]);
      await expect(status(page)).toHaveAttribute('data-status', 'connected');
      await expect(page.getByTestId('chat-input')).toBeEnabled();
    } finally {
      await elsewhere.close();
    }
  });

  test(`chat (${locale}): opening the same consultation on another page expires it here; "re-consult" takes it back and expires the other`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    await freshBuyer(page, request, prefix, `chatex${short}`);
    // The message box with the shop's conversation selected.
    await page.goto(`${prefix}/chat?shopId=1`);
    const thread = page.getByTestId('chat-thread');
    await expect(thread).toBeVisible();
    await expect(status(page)).toHaveAttribute('data-status', 'connected');
    await expect(page.getByTestId('chat-input')).toBeEnabled();
    await expect(page.getByTestId('chat-expired')).toHaveCount(0);

    // The same conversation in the compact window of another tab.
    const other = await context.newPage();
    await other.goto(`${prefix}/chat2?shopId=1`);
    await expect(status(other)).toHaveAttribute('data-status', 'connected');
    const conversationId = (await thread.getAttribute('data-conversation-id'))!;
    await expect(other.getByTestId('chat-thread')).toHaveAttribute('data-conversation-id', conversationId);

    await expect(page.getByTestId('chat-expired')).toContainText(words.expired);
    await expect(page.getByTestId('chat-reconsult')).toHaveText(words.reconsult);
    await expect(page.getByTestId('chat-input')).toBeDisabled();
    await expect(other.getByTestId('chat-expired')).toHaveCount(0);
    await expect(other.getByTestId('chat-input')).toBeEnabled();

    // Re-consult here: this page writes again, and the other page's consultation expires.
    await page.getByTestId('chat-reconsult').click();
    await expect(page.getByTestId('chat-expired')).toHaveCount(0);
    await expect(page.getByTestId('chat-input')).toBeEnabled();
    await expect(other.getByTestId('chat-expired')).toContainText(words.expired);
    await expect(other.getByTestId('chat-input')).toBeDisabled();
    const text = `Back here (${locale})`;
    await page.getByTestId('chat-input').fill(text);
    await page.getByTestId('chat-input').press('Enter');
    await expect(messages(page, 'user').filter({ hasText: text })).toHaveCount(1);
    // The other tab still shows the conversation live; it just cannot write.
    await expect(messages(other, 'user').filter({ hasText: text })).toHaveCount(1);

    // The other tab reloads: it takes the consultation, this page's expires again.
    await Promise.all([other.waitForEvent('load'), other.reload()]);
    await expect(status(other)).toHaveAttribute('data-status', 'connected');
    await expect(other.getByTestId('chat-input')).toBeEnabled();
    await expect(page.getByTestId('chat-expired')).toContainText(words.expired);
    // Choosing another conversation here and coming back to this one takes it too, as re-consult does.
    await page.getByTestId('chat-open-service').click();
    await expect(page.getByTestId('chat-thread')).not.toHaveAttribute('data-conversation-id', conversationId);
    await page.getByTestId('chat-conversation').filter({ hasText: text }).click();
    await expect(page.getByTestId('chat-thread')).toHaveAttribute('data-conversation-id', conversationId);
    await expect(page.getByTestId('chat-expired')).toHaveCount(0);
    await expect(page.getByTestId('chat-input')).toBeEnabled();
    await expect(other.getByTestId('chat-expired')).toContainText(words.expired);
    await other.close();
  });

  test(`chat (${locale}): a store taken offline cannot be written to: the window says so and the composer is disabled`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await freshBuyer(page, request, prefix, `chatso${short}`);
    await page.goto(`${prefix}/chat2?shopId=${OFFLINE_SHOP}`);
    await expect(status(page)).toHaveAttribute('data-status', 'connected');
    await expect(page.getByTestId('chat-thread')).toBeVisible();
    await expect(page.getByTestId('chat-store-offline')).toContainText(words.storeOffline);
    await expect(page.getByTestId('chat-peer-offline')).toHaveCount(0);
    for (const control of ['chat-input', 'chat-send', 'chat-picture', 'chat-pictures']) {
      await expect(page.getByTestId(control)).toBeDisabled();
    }

    // The message box shows the same for that conversation.
    await page.goto(`${prefix}/chat?shopId=${OFFLINE_SHOP}`);
    await expect(page.getByTestId('chat-thread')).toBeVisible();
    await expect(page.getByTestId('chat-store-offline')).toContainText(words.storeOffline);
    await expect(page.getByTestId('chat-input')).toBeDisabled();
    // An open shop's conversation is not affected.
    await page.goto(`${prefix}/chat?shopId=1`);
    await expect(page.getByTestId('chat-thread')).toBeVisible();
    await expect(page.getByTestId('chat-store-offline')).toHaveCount(0);
    await expect(page.getByTestId('chat-input')).toBeEnabled();
  });
}
