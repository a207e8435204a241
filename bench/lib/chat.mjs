// The chat section (issue 18): many connected sockets on the real API, messages sent at a steady rate,
// delivery measured as the time from the sender's `send` frame to the `message` frame on each
// receiving socket (the shop's consoles and the sender's other tabs). Sender and receivers live in
// this one process, so both timestamps come from the same clock (performance.now()).
//
// Accounts are real: buyers registered through the public API (e-mail code from the development
// mailbox, as e2e does) and the seeded merchants of shops 1..3. Buyer sockets are tabs of those
// buyers (one session each); every shop has one console socket per API process.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import path from 'node:path';
import { encryptPassword } from './session.mjs';
import { ROOT } from './paths.mjs';
import { percentile } from './stats.mjs';

const requireApi = createRequire(path.join(ROOT, 'api/package.json'));
const WebSocket = requireApi('ws');

const SHOPS = [1, 2, 3];
const MERCHANT_PASSWORD = 'Merchant@123456';
const BUYER_PASSWORD = 'Bench@123456';
let nextSocketId = 1;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The platform secret of the servers this section starts: the bench reads each process's own memory with it. */
const ADMIN_TOKEN = randomBytes(24).toString('base64url');

/** The server environment this section needs: the development mailbox and code sends for registration, the admin token. */
export const CHAT_SERVER_ENV = { MAIL_DEV_INBOX: '1', CODE_SENDS_PER_IP_HOUR: '100000', ADMIN_TOKEN };

/**
 * One API process's memory and authenticated chat sockets as the process itself measures them,
 * after full garbage collections (GET /api/admin/chat/memory?gc=1, docs/chat.md "Memory").
 */
async function serverMemory(base) {
  const r = await (await fetch(`${base}/api/admin/chat/memory?gc=1`, { headers: { 'x-admin-token': ADMIN_TOKEN } })).json();
  if (r?.code !== '00000') throw new Error(`memory of ${base}: ${JSON.stringify(r).slice(0, 200)}`);
  return r.data;
}

async function post(base, url, body, token) {
  const res = await fetch(`${base}/api${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  return res.json();
}

/** Registers one buyer through the three registration steps; answers its access token. */
async function registerBuyer(base, tag) {
  const mail = `${tag}@bench.example.com`;
  const sent = await post(base, '/sms/sendRegisterCode', { mail });
  if (sent.code !== '00000') throw new Error(`register code for ${mail}: ${JSON.stringify(sent).slice(0, 200)}`);
  let code = '';
  for (let i = 0; i < 50 && !code; i++) {
    const box = await (await fetch(`${base}/api/dev/mailbox?to=${encodeURIComponent(mail)}&limit=1`)).json();
    code = /\b(\d{6})\b/.exec(box?.data?.[0]?.text ?? '')?.[1] ?? '';
    if (!code) await sleep(100);
  }
  const check = await post(base, '/user/checkRegisterCode', { mail, code });
  const reg = await post(base, '/user/register', {
    checkToken: check?.data?.checkToken,
    userName: tag,
    passWord: encryptPassword(BUYER_PASSWORD),
    agreement: true,
  });
  const token = reg?.data?.accessToken;
  if (!token) throw new Error(`register ${tag}: ${JSON.stringify(reg).slice(0, 200)}`);
  return token;
}

async function merchantToken(base, userName) {
  const r = await post(base, '/merchant/login', { userName, passWord: encryptPassword(MERCHANT_PASSWORD) });
  if (!r?.data?.accessToken) throw new Error(`merchant login ${userName}: ${JSON.stringify(r).slice(0, 200)}`);
  return r.data.accessToken;
}

/** Runs `fn` over `items` with at most `n` at a time. */
async function pool(items, n, fn) {
  const out = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(n, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i], i);
      }
    }),
  );
  return out;
}

/**
 * One authenticated socket. `onMessage(sentAt, process)` runs for every chat message frame that
 * carries a bench timestamp; acks resolve the sender's pending promise.
 */
function openSocket(base, token, role, proc, onMessage) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(base.replace(/^http/, 'ws') + '/api/chat/ws');
    const sock = { id: nextSocketId++, ws, proc, acks: new Map(), closed: null };
    const fail = (err) => reject(err instanceof Error ? err : new Error(String(err)));
    ws.once('error', fail);
    ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', token, role })));
    ws.on('close', (code, reason) => {
      sock.closed = `${code} ${reason}`;
      fail(new Error(`socket closed before ready: ${code} ${reason}`));
    });
    ws.on('message', (data) => {
      const now = performance.now();
      const f = JSON.parse(String(data));
      if (f.type === 'ready') return resolve(sock);
      if (f.type === 'ping') return ws.send(JSON.stringify({ type: 'pong' }));
      if (f.type === 'ack' || f.type === 'error') {
        const pending = sock.acks.get(f.clientMsgId ?? f.ref);
        if (pending) pending(f);
        return;
      }
      if (f.type === 'message') {
        const m = /^bench (\d+(?:\.\d+)?) (\d) (\d+)$/.exec(f.message?.content?.text ?? '');
        // The sending tab hears its own message too (after its ack): that is no delivery to anyone else.
        if (m && Number(m[3]) !== sock.id) onMessage(now - Number(m[1]), Number(m[2]), sock);
      }
    });
  });
}

/**
 * @param {object} o
 * @param {{base:string, rssBytes:() => number|null}[]} o.servers  one or two API processes on one database
 * @param {number} o.sockets  connected sockets in all (buyer tabs + shop consoles)
 * @param {number} o.buyers   registered buyers the tabs belong to
 * @param {number} o.rate     messages per second, all senders together
 * @param {number} o.durationS seconds of sending
 */
export async function chatLoad({ servers, sockets, buyers, rate, durationS, log }) {
  const base = servers[0].base;
  const tag = `bc${Date.now().toString(36).slice(-6)}`;
  log(`chat: registering ${buyers} buyers`);
  const buyerTokens = await pool(
    Array.from({ length: buyers }, (_, i) => `${tag}_${i}`),
    4,
    (name) => registerBuyer(servers[0].base, name),
  );
  const shopTokens = await Promise.all(SHOPS.map((s) => merchantToken(base, `merchant${s}`)));
  await sleep(3000); // registration's scrypt buffers are given back before the baseline is read
  const memBefore = await Promise.all(servers.map((s) => serverMemory(s.base)));

  const lat = { shop: [], tab: [], same: [], cross: [] };
  const onMessage = (ms, senderProc, sock) => {
    (sock.role === 'shop' ? lat.shop : lat.tab).push(ms);
    (sock.proc === senderProc ? lat.same : lat.cross).push(ms);
  };
  // Shop consoles: one per shop on every process.
  const consoles = [];
  for (const [i, token] of shopTokens.entries()) {
    for (const [p, s] of servers.entries()) {
      const c = await openSocket(s.base, token, 'merchant', p, onMessage);
      c.role = 'shop';
      c.shopId = SHOPS[i];
      consoles.push(c);
    }
  }
  // Buyer tabs, spread over the buyers and alternately over the processes.
  const tabCount = Math.max(buyers, sockets - consoles.length);
  log(`chat: connecting ${tabCount} buyer tabs + ${consoles.length} shop consoles over ${servers.length} process(es)`);
  const connectStarted = performance.now();
  const tabs = await pool(
    Array.from({ length: tabCount }, (_, i) => i),
    50,
    async (i) => {
      // Buyer i % buyers, its (i / buyers)-th tab: a buyer's tabs take turns over the processes
      // (with i % n alone, an even buyer count put all of a buyer's tabs on one process, so tabs
      // never measured a delivery across processes); the senders (first tabs) alternate too.
      const p = (i + Math.floor(i / buyers)) % servers.length;
      const t = await openSocket(servers[p].base, buyerTokens[i % buyers], 'buyer', p, onMessage);
      t.role = 'tab';
      t.buyer = i % buyers;
      return t;
    },
  );
  const connectMs = performance.now() - connectStarted;
  await sleep(2000); // let the connect burst settle before reading memory
  const memConnected = await Promise.all(servers.map((s) => serverMemory(s.base)));
  const connected = tabs.length + consoles.length;

  // Senders: each buyer's first tab; buyer b writes to shop b % 3, so every console hears 1/3 of the traffic.
  const senders = tabs.slice(0, buyers);
  const conversations = new Map();
  const send = (sender, i) =>
    new Promise((resolve) => {
      const clientMsgId = `${tag}-${i}`;
      const at = performance.now();
      const timer = setTimeout(() => (sender.acks.delete(clientMsgId), resolve({ ok: false, code: 'timeout' })), 10_000);
      sender.acks.set(clientMsgId, (f) => {
        clearTimeout(timer);
        sender.acks.delete(clientMsgId);
        if (f.type === 'ack') conversations.set(sender.buyer, f.conversationId);
        resolve(f.type === 'ack' ? { ok: true, ackMs: performance.now() - at } : { ok: false, code: f.code });
      });
      const target = conversations.has(sender.buyer)
        ? { conversationId: conversations.get(sender.buyer) }
        : { toShopId: SHOPS[sender.buyer % SHOPS.length] };
      sender.ws.send(
        JSON.stringify({
          type: 'send',
          clientMsgId,
          ...target,
          msgType: 'text',
          content: { text: `bench ${at} ${sender.proc} ${sender.id}` },
        }),
      );
    });
  // Every buyer opens its conversation once before the clock starts (the first send creates it).
  await pool(senders, 20, (s, i) => send(s, `open-${i}`));
  await sleep(1000); // their deliveries arrive after the acks
  for (const k of Object.keys(lat)) lat[k].length = 0;

  log(`chat: sending ${rate} messages/s for ${durationS} s from ${senders.length} buyers`);
  // How late this (client) process's event loop ran while sending: its lateness is in every figure.
  const clientLoop = monitorEventLoopDelay({ resolution: 10 });
  clientLoop.enable();
  const total = Math.round(rate * durationS);
  const pending = [];
  const started = performance.now();
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    pending.push(send(senders[i % senders.length], i));
  }
  const results = await Promise.all(pending);
  const sendWallMs = performance.now() - started;
  await sleep(2000); // the last deliveries
  clientLoop.disable();
  // The servers' event-loop delay covers the same span (since the read with the sockets connected).
  const memAfter = await Promise.all(servers.map((s) => serverMemory(s.base)));
  const nsMs = (ns) => Math.round(ns / 1e4) / 100;
  const clientLoopDelay = { p50Ms: nsMs(clientLoop.percentile(50)), p99Ms: nsMs(clientLoop.percentile(99)), maxMs: nsMs(clientLoop.max) };
  const acks = results.filter((r) => r.ok);
  const errors = {};
  for (const r of results.filter((x) => !x.ok)) errors[r.code] = (errors[r.code] ?? 0) + 1;
  const still = tabs.concat(consoles).filter((s) => s.ws.readyState === WebSocket.OPEN).length;
  for (const s of tabs.concat(consoles)) s.ws.terminate();

  const pct = (arr) => ({ n: arr.length, p50: percentile(arr, 50), p99: percentile(arr, 99), max: arr.length ? Math.max(...arr) : null });
  // Per socket, from each process's own figures after full collections: what its sockets hold
  // (JavaScript heap + external, which holds the socket buffers) and, for reference, its RSS, over
  // the sockets that process itself counts.
  const added = (i) => memConnected[i].sockets - memBefore[i].sockets;
  const perSocket = (i, bytes) => (added(i) > 0 ? (bytes(memConnected[i]) - bytes(memBefore[i])) / added(i) : null);
  const held = (m) => m.heapUsedBytes + m.externalBytes;
  return {
    status: 'ok',
    processes: servers.length,
    sockets: connected,
    openAtEnd: still,
    buyers,
    tabsPerBuyer: tabCount / buyers,
    rate,
    durationS,
    sent: total,
    achievedRate: total / (sendWallMs / 1000),
    acked: acks.length,
    errors,
    connectMs,
    ack: pct(acks.map((r) => r.ackMs)),
    shop: pct(lat.shop),
    tab: pct(lat.tab),
    all: pct(lat.shop.concat(lat.tab)),
    sameProcess: pct(lat.same),
    crossProcess: pct(lat.cross),
    // Shop consoles hear every message once per process; the sender's other tabs hear it too.
    expectedShopDeliveries: total * servers.length,
    expectedTabDeliveries: Math.round(total * (tabCount / buyers - 1)),
    memory: { before: memBefore, connected: memConnected, after: memAfter },
    serverLoopDelay: memAfter.map((m) => m.eventLoopDelay),
    clientLoopDelay,
    socketsPerProcess: servers.map((_, i) => added(i)),
    collected: memBefore.every((m) => m.collected) && memConnected.every((m) => m.collected),
    rssBeforeBytes: memBefore.map((m) => m.rssBytes),
    rssConnectedBytes: memConnected.map((m) => m.rssBytes),
    rssAfterBytes: memAfter.map((m) => m.rssBytes),
    heldBeforeBytes: memBefore.map(held),
    heldConnectedBytes: memConnected.map(held),
    heldAfterBytes: memAfter.map(held),
    bytesPerSocket: servers.map((_, i) => perSocket(i, held)),
    rssBytesPerSocket: servers.map((_, i) => perSocket(i, (m) => m.rssBytes)),
  };
}

/**
 * A conversation of the buyer with a shop holding `count` of their messages (the demo data has
 * none), for the open-conversation page: sent over the socket as the message box sends them.
 */
export async function benchConversation(base, token, { shopId = SHOPS[0], count = 6 } = {}) {
  const sock = await openSocket(base, token, 'buyer', 0, () => undefined);
  let conversationId = null;
  try {
    for (let i = 0; i < count; i++) {
      const clientMsgId = `bench-page-${Date.now()}-${i}`;
      const ack = await new Promise((resolve) => {
        const timer = setTimeout(() => resolve(null), 10_000);
        sock.acks.set(clientMsgId, (f) => (clearTimeout(timer), resolve(f)));
        const target = conversationId ? { conversationId } : { toShopId: shopId };
        const text = `Hello, is this item in stock? Question ${i + 1} about packing, lead time and freight to Hamburg.`;
        sock.ws.send(JSON.stringify({ type: 'send', clientMsgId, ...target, msgType: 'text', content: { text } }));
      });
      if (ack?.type !== 'ack') break;
      conversationId = ack.conversationId;
    }
  } finally {
    sock.ws.removeAllListeners('close');
    sock.ws.close();
  }
  return conversationId;
}
