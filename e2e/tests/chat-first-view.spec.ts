import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { LOCALES, apiJson, encryptPassword, registerBuyer, signInWithDialog, test, watchFirstView } from './helpers';

/**
 * The message box's first view for a signed-in buyer (docs/chat.md, "First view"): the site server
 * renders /chat with the buyer's own conversation list (its first call made with the token
 * cookie), the browser hydrates it without a mismatch and without antd, and the chat works after.
 */

/** merchant1 owns seeded shop 1 (the demo shop). */
const SHOP = 1;

async function login(request: APIRequestContext, userName: string, password: string): Promise<string> {
  const res = await apiJson<{ accessToken: string }>(
    request.post('/api/login', { data: { userName, passWord: encryptPassword(password) } }),
  );
  expect(res.code).toBe('00000');
  return res.data.accessToken;
}

/** The demo shop's merchant writes a text message into a conversation. */
async function merchantSays(request: APIRequestContext, conversationId: number, text: string) {
  const m = await apiJson<{ accessToken: string }>(
    request.post('/api/merchant/login', { data: { userName: 'merchant1', passWord: encryptPassword('Merchant@123456') } }),
  );
  expect(m.code).toBe('00000');
  const sent = await apiJson(
    request.post('/api/merchant/chat/send', {
      headers: { authorization: m.data.accessToken },
      data: { clientMsgId: randomUUID(), conversationId, msgType: 'text', content: { text } },
    }),
  );
  expect(sent.code).toBe('00000');
}

/** The buyer's conversation with the demo shop (made if new), with fresh messages from the merchant in it (the last one last). */
async function conversationWithMessage(request: APIRequestContext, token: string, locale: string, ...texts: string[]) {
  const opened = await apiJson<{ conversation: { conversationId: number } }>(
    request.post('/api/p/chat/open', { headers: { authorization: token, locale }, data: { shopId: SHOP } }),
  );
  expect(opened.code).toBe('00000');
  const conversationId = opened.data.conversation.conversationId;
  for (const text of texts) await merchantSays(request, conversationId, text);
  const list = await apiJson<{ records: { conversationId: number; shop: { shopName: string } | null }[] }>(
    request.get('/api/p/chat/conversations?current=1&size=50', { headers: { authorization: token, locale } }),
  );
  const shopName = list.data.records.find((c) => c.conversationId === conversationId)?.shop?.shopName ?? '';
  expect(shopName).not.toBe('');
  return { conversationId, shopName };
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** The markup the server rendered, without its scripts (the initial data there is not what the buyer sees). */
const markupOf = (html: string) => html.replace(/<script\b[\s\S]*?<\/script>/g, '');

// The browser is 8 hours ahead of the server (which renders in UTC): a time of day in the server's markup would not match.
test.use({ timezoneId: 'Asia/Shanghai' });

for (const { locale, prefix } of LOCALES) {
  test(`chat first view (${locale}): the HTML lists the signed-in buyer's own conversation, hydrates cleanly without antd, and the chat works after`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const tag = `${locale.slice(0, 2)} ${randomUUID().slice(0, 8)}`;

    // Signed out: the server's page for /chat is the sign-in prompt, with no conversation in it.
    const anonymous = await request.get(`${prefix}/chat`, { headers: { accept: 'text/html' } });
    expect(anonymous.status()).toBe(200);
    const anonymousMarkup = markupOf(await anonymous.text());
    expect(anonymousMarkup).toContain('data-testid="login-required"');
    expect(anonymousMarkup).not.toContain('data-testid="chat-conversations"');
    await page.goto(`${prefix}/chat`);
    await expect(page.getByTestId('login-required')).toBeVisible();
    // So is the compact window's.
    const anonymousWindow = markupOf(
      await (await request.get(`${prefix}/chat2?shopId=${SHOP}`, { headers: { accept: 'text/html' } })).text(),
    );
    expect(anonymousWindow).toContain('data-testid="login-required"');
    expect(anonymousWindow).not.toContain('data-testid="chat-thread"');

    // Another buyer talks to the same shop: their message must never reach this buyer's page.
    const other = await registerBuyer(request, `chatfv${locale.slice(0, 2)}`);
    const otherText = `Not yours ${tag}`;
    await conversationWithMessage(request, await login(request, other.userName, other.password), locale, otherText);

    // The demo buyer, signed in through the header (the app writes the token cookie the site server reads).
    await page.goto(`${prefix}/`);
    await signInWithDialog(page);
    const token = await page.evaluate(() => localStorage.getItem('userToken') ?? '');
    expect(token).not.toBe('');
    const mine = `First view ${tag}`;
    const { conversationId, shopName } = await conversationWithMessage(request, token, locale, mine);

    // The HTML the server sends already lists the buyer's conversation: the shop and its last message.
    const res = await page.request.get(`${prefix}/chat?shopId=${SHOP}`, { headers: { accept: 'text/html' } });
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toContain('no-store');
    const html = await res.text();
    expect(html).toMatch(/data-ssr-pages="[^"]*mf-chat:chat/);
    const markup = markupOf(html);
    expect(markup).toContain(`data-conversation-id="${conversationId}"`);
    expect(markup).toContain(escapeHtml(shopName));
    expect(markup).toContain(escapeHtml(mine));
    expect(markup).toContain('id="mall-chat-v2"');
    expect(html).not.toContain(otherText);

    // The browser hydrates that markup: no mismatch, no antd; then opens the shop's conversation (a POST) and connects.
    const seen = watchFirstView(page);
    await page.goto(`${prefix}/chat?shopId=${SHOP}`);
    const item = page.locator(`[data-testid="chat-conversation"][data-conversation-id="${conversationId}"]`);
    await expect(item).toContainText(shopName);
    await expect(item).toContainText(mine);
    await expect(page).toHaveURL(new RegExp(`conversationId=${conversationId}`));
    const thread = page.getByTestId('chat-thread');
    await expect(thread).toHaveAttribute('data-conversation-id', String(conversationId));
    await expect(page.getByTestId('chat-status')).toHaveAttribute('data-status', 'connected');
    // The time of the last message is added in the browser (its time zone), after hydration.
    await expect(item.locator('.chat-list-when')).not.toBeEmpty();
    await expect(page.getByText(otherText)).toHaveCount(0);

    // Writing works after hydration: the message is stored and shown once.
    const reply = `Thanks ${tag}`;
    await page.getByTestId('chat-input').fill(reply);
    await page.getByTestId('chat-input').press('Enter');
    await expect(page.locator('[data-testid="chat-message"][data-sender="user"]').filter({ hasText: reply })).toHaveCount(1);
    await expect(item).toContainText(reply);

    expect(seen.hydration, 'React hydration warnings').toEqual([]);
    expect(seen.antd, 'antd on the first view').toEqual([]);
  });
}

for (const { locale, prefix } of LOCALES) {
  test(`open conversation first view (${locale}): the HTML of /chat?conversationId= holds its history, hydrates cleanly without antd, and the chat works after`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const tag = `${locale.slice(0, 2)} ${randomUUID().slice(0, 8)}`;

    // Another buyer's conversation with the same shop: its id in this buyer's address shows nothing of it.
    const other = await registerBuyer(request, `chatfvh${locale.slice(0, 2)}`);
    const otherText = `Not yours ${tag}`;
    const { conversationId: otherId } = await conversationWithMessage(
      request,
      await login(request, other.userName, other.password),
      locale,
      otherText,
    );

    await page.goto(`${prefix}/`);
    await signInWithDialog(page);
    const token = await page.evaluate(() => localStorage.getItem('userToken') ?? '');
    expect(token).not.toBe('');
    // Two messages: the earlier is only in the thread's history (the list shows the last one).
    const earlier = `Earlier <${tag}> & more`;
    const last = `Last ${tag}`;
    const { conversationId, shopName } = await conversationWithMessage(request, token, locale, earlier, last);

    // The HTML the server sends already holds the open conversation: its party and its history.
    const res = await page.request.get(`${prefix}/chat?conversationId=${conversationId}`, { headers: { accept: 'text/html' } });
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toContain('no-store');
    const html = await res.text();
    expect(html).toMatch(/data-ssr-pages="[^"]*mf-chat:chat/);
    const markup = markupOf(html);
    const threadStart = markup.indexOf('data-testid="chat-thread"');
    expect(threadStart, 'the open thread in the markup').toBeGreaterThan(0);
    const thread = markup.slice(threadStart);
    expect(thread).toContain(`data-conversation-id="${conversationId}"`);
    expect(thread).toContain(escapeHtml(shopName));
    expect(thread).toContain(escapeHtml(earlier));
    expect(thread).toContain(escapeHtml(last));
    expect(html).not.toContain(otherText);

    // Another buyer's conversation: the page says it is not theirs, with none of its messages.
    const foreign = await page.request.get(`${prefix}/chat?conversationId=${otherId}`, { headers: { accept: 'text/html' } });
    expect(foreign.status()).toBe(200);
    const foreignHtml = await foreign.text();
    expect(foreignHtml).not.toContain(otherText);
    expect(markupOf(foreignHtml)).toContain('data-testid="chat-no-thread"');
    expect(markupOf(foreignHtml)).not.toContain('data-testid="chat-thread"');

    // The browser hydrates that markup (no mismatch, no antd), then adds times of day and connects.
    const seen = watchFirstView(page);
    await page.goto(`${prefix}/chat?conversationId=${conversationId}`);
    const shown = page.getByTestId('chat-thread');
    await expect(shown).toHaveAttribute('data-conversation-id', String(conversationId));
    await expect(shown.getByTestId('chat-message').filter({ hasText: earlier })).toHaveCount(1);
    await expect(page.getByTestId('chat-status')).toHaveAttribute('data-status', 'connected');
    await expect(shown.locator('[data-testid="chat-message"] time').last()).toHaveText(/^\d\d:\d\d$/);
    await expect(shown.getByTestId('chat-day').first()).not.toHaveText(/^\s*$/);

    // Writing works after hydration: the message is stored and shown once; the merchant's reply comes live.
    const reply = `Thanks ${tag}`;
    await page.getByTestId('chat-input').fill(reply);
    await page.getByTestId('chat-input').press('Enter');
    await expect(shown.locator('[data-testid="chat-message"][data-sender="user"]').filter({ hasText: reply })).toHaveCount(1);
    const answer = `Welcome ${tag}`;
    await merchantSays(request, conversationId, answer);
    await expect(shown.getByTestId('chat-message').filter({ hasText: answer })).toHaveCount(1);

    await page.goto(`${prefix}/chat?conversationId=${otherId}`);
    await expect(page.getByTestId('chat-no-thread')).toBeVisible();
    await expect(page.getByText(otherText)).toHaveCount(0);

    // /chat2, the compact window (its own page): the server renders the buyer's existing conversation
    // with the shop, read only (GET /p/chat/window), with its newest messages; nothing of the other buyer's.
    const before = await apiJson<{ total: number }>(
      page.request.get('/api/p/chat/conversations?current=1&size=50', { headers: { authorization: token, locale } }),
    );
    const windowRes = await page.request.get(`${prefix}/chat2?shopId=${SHOP}`, { headers: { accept: 'text/html' } });
    expect(windowRes.headers()['cache-control']).toContain('no-store');
    const windowHtml = await windowRes.text();
    expect(windowHtml).toMatch(/data-ssr-pages="[^"]*mf-chat:chat2/);
    const windowMarkup = markupOf(windowHtml);
    expect(windowMarkup).toContain('chat-page-chat2');
    expect(windowMarkup).toContain('id="mall-chat-v2"');
    const windowThread = windowMarkup.slice(windowMarkup.indexOf('data-testid="chat-thread"'));
    expect(windowThread, 'the conversation in the window markup').toContain(`data-conversation-id="${conversationId}"`);
    expect(windowThread).toContain(escapeHtml(shopName));
    expect(windowThread).toContain(escapeHtml(earlier));
    expect(windowThread).toContain(escapeHtml(answer));
    expect(windowHtml).not.toContain(otherText);

    // The browser hydrates it (no mismatch: `seen` watches this page too), adds times, connects; writing works.
    await page.goto(`${prefix}/chat2?shopId=${SHOP}`);
    const inWindow = page.getByTestId('chat-thread');
    await expect(inWindow).toHaveAttribute('data-conversation-id', String(conversationId));
    await expect(inWindow.getByTestId('chat-message').filter({ hasText: answer })).toHaveCount(1);
    await expect(page.getByTestId('chat-status')).toHaveAttribute('data-status', 'connected');
    await expect(inWindow.locator('[data-testid="chat-message"] time').last()).toHaveText(/^\d\d:\d\d$/);
    // Reading the window made no second conversation.
    const after = await apiJson<{ total: number }>(
      page.request.get('/api/p/chat/conversations?current=1&size=50', { headers: { authorization: token, locale } }),
    );
    expect(after.data.total).toBe(before.data.total);
    const again = `Once more ${tag}`;
    await page.getByTestId('chat-input').fill(again);
    await page.getByTestId('chat-input').press('Enter');
    await expect(inWindow.locator('[data-testid="chat-message"][data-sender="user"]').filter({ hasText: again })).toHaveCount(1);

    expect(seen.hydration, 'React hydration warnings').toEqual([]);
    expect(seen.antd, 'antd on the first view').toEqual([]);
  });
}
