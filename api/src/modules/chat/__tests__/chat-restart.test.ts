import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { CHAT_CLOSE } from '@mall/shared';
import type { ChatHistory } from '@mall/shared/contracts';
import { buildApp } from '../../../app';
import type { TestApp } from '../../../test/harness';
import { merchantToken } from '../../../test/requests';
import { ChatClient, newId } from './chat-client';
import { call, freshBuyer, startChatApp } from './helpers';

/**
 * The API restarts under a connected buyer: the socket is told to come back (1012), what the
 * merchant writes while the buyer is away is stored, and the reconnect from the last message id
 * brings it; what was acknowledged before the restart is in the history after it.
 */
let t: TestApp;
let base: string;
let restarted: FastifyInstance | null = null;

beforeAll(async () => {
  ({ t, base } = await startChatApp());
});
afterAll(async () => {
  await restarted?.close();
  await t?.close();
});

it('loses no message across a server restart', async () => {
  const buyer = await freshBuyer(t);
  const merchant = await merchantToken(t, 'merchant1');
  const c = await ChatClient.open(base, buyer.token);
  const before = await c.say('Sent before the restart', { toShopId: 1 });
  if (before.type !== 'ack') throw new Error('no ack');

  // Stop: every socket hears "server restarting".
  const port = (t.app.server.address() as AddressInfo).port;
  await t.app.close();
  expect(await c.closed).toEqual({ code: CHAT_CLOSE.restart, reason: 'server restarting' });

  // The same database, a new server on the same address.
  restarted = await buildApp(t.ctx);
  await restarted.listen({ port, host: '127.0.0.1' });
  const during = await restarted.inject({
    method: 'POST',
    url: '/api/merchant/chat/send',
    headers: { authorization: merchant },
    payload: {
      conversationId: before.conversationId,
      clientMsgId: newId(),
      msgType: 'text',
      content: { text: 'Written while you were away' },
    },
  });
  const reply = during.json() as { code: string; data: { msgId: number } };
  expect(reply.code).toBe('00000');

  // The page reconnects from the last message it had.
  const back = await ChatClient.open(base, buyer.token, { lastMsgId: before.msgId });
  const synced = await back.next('synced', () => true, 10_000, true);
  expect(synced.lastMsgId).toBe(reply.data.msgId);
  expect(back.messages().find((m) => m.msgId === reply.data.msgId)?.content).toEqual({ text: 'Written while you were away' });

  // And it works live again, both ways.
  const after = await back.say('Back again', { conversationId: before.conversationId });
  expect(after.type).toBe('ack');
  const history = await call<ChatHistory>({ ...t, app: restarted }, 'GET', `/p/chat/messages?conversationId=${before.conversationId}`, {
    token: buyer.token,
  });
  expect(history.data.records.map((m) => m.content)).toEqual([
    { text: 'Sent before the restart' },
    { text: 'Written while you were away' },
    { text: 'Back again' },
  ]);
  back.close();
});
