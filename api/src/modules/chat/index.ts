import fastifyWebsocket from '@fastify/websocket';
import { CHAT_MAX_FRAME_BYTES } from '@mall/shared';
import type { AppContext } from '../../context';
import type { Api } from '../../http/contract';
import { registerMessages } from '../../http/messages';
import type { ApiModule } from '../types';
import { followSessionEnds } from '../accounts';
import { uploadService } from '../uploads';
import { registerChatRoutes } from './chat-routes';
import type { ChatDeps } from './chat-service';
import { ChatHub } from './hub';
import en from './i18n/en.json';
import zh_CN from './i18n/zh_CN.json';
import { openChatSocket } from './socket';
import { clusterTransport } from './transport';

declare module '../../http/messages' {
  interface ModuleMessages {
    chat: typeof en;
  }
}

/** The socket's path inside the API scope (/api/chat/ws). */
export const CHAT_SOCKET_PATH = '/chat/ws';

/**
 * Chat (docs/chat.md): buyers talk to shops and to mall customer service. A WebSocket at
 * /api/chat/ws carries messages live; every message is stored before it is acknowledged and
 * reaches the sockets of every API process through the chat transport (PostgreSQL LISTEN/NOTIFY
 * by default). REST serves history, lists, the picture manager, the merchant's and the service
 * agent's side.
 */
export const chatModule: ApiModule = {
  name: 'chat',
  async register(api, ctx) {
    registerMessages('chat', { en, zh_CN });
    const deps: ChatDeps = { db: ctx.db, transport: clusterTransport(ctx), uploads: () => uploadService(ctx) };
    const log = (message: string, err?: unknown) => api.log.warn({ err }, message);
    const hub = new ChatHub(ctx.db, deps.transport, log, (handler) => followSessionEnds(ctx, handler));
    hubs.set(ctx, hub);
    api.addHook('onReady', () => hub.start());
    // Before the socket plugin's own close: sockets hear "server restarting" (1012) and come back.
    api.addHook('preClose', () => hub.stop());
    registerChatRoutes(api, ctx, deps, hub);
    // The socket plugin in a scope of its own: it wraps every route registered after it in its scope.
    await api.register(async (scope: Api) => {
      await scope.register(fastifyWebsocket, {
        options: { maxPayload: CHAT_MAX_FRAME_BYTES },
        // A frame over the limit or a broken one: ws has closed the socket with its code (1009, 1002); nothing to log.
        errorHandler: (err, socket) => {
          if (!String((err as { code?: string }).code ?? '').startsWith('WS_ERR_')) log('chat: socket error', err);
          socket.terminate();
        },
      });
      scope.get(CHAT_SOCKET_PATH, { websocket: true }, (socket, request) => {
        openChatSocket(socket, request, deps, hub, log);
      });
    });
  },
};

const hubs = new WeakMap<AppContext, ChatHub>();
/** This app's socket hub (tests look at its sockets and run its session check). */
export const chatHubOf = (ctx: AppContext): ChatHub | undefined => hubs.get(ctx);

export { ChatHub } from './hub';
export type { ChatEvent, ChatTransport } from './transport';
