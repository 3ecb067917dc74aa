import type { IncomingMessage } from 'node:http';
import { chatTexts, type Handshake, handshakeSchema } from '@vela/contracts';
import proxyAddr from 'proxy-addr';
import { conversationHistory } from '../conversations/conversation.use-case.ts';
import type { Db } from '../db/schema.ts';
import { demoProgress, findLiveDemo } from '../demos/demo.use-case.ts';
import type { ChatDeps, ChatNamespace, ChatServer, ChatSocket } from './chat.types.ts';
import { ChatRefusal, type ChatTarget, progressRoomOf, resolveTarget } from './chat-target.ts';
import { handleMessage } from './message.handler.ts';
import { visitorHandlers } from './visitor.handlers.ts';

/** Namespace `/chat` (ARCHITECTURE.md, realtime protocol): handshake, history, questions and answers. */
export function attachChatNamespace(io: ChatServer, deps: ChatDeps): ChatNamespace {
  const nsp: ChatNamespace = io.of('/chat');
  const ownOrigin = new URL(deps.publicUrl).origin;
  const open = new Map<string, number>();

  nsp.use(async (socket, next) => {
    const parsed = handshakeSchema.safeParse(socket.handshake.auth);
    if (!parsed.success) return next(new Error(chatTexts.en.invalidHandshake));
    const ip = deps.addressKey(proxyAddr(socket.request, deps.trustProxy));
    if ((open.get(ip) ?? 0) >= deps.maxConnectionsPerAddress) {
      return next(new Error(chatTexts[parsed.data.language ?? 'en'].tooManyConnections));
    }
    try {
      const target = await resolveTarget(deps.db, parsed.data, {
        origin: socket.handshake.headers.origin,
        host: socket.handshake.headers.host,
        ownOrigin,
      });
      socket.data = { auth: parsed.data, target, ip };
      next();
    } catch (err) {
      if (!(err instanceof ChatRefusal)) deps.logger.error({ err }, 'chat handshake failed');
      next(new Error(err instanceof ChatRefusal ? err.message : chatTexts.en.error));
    }
  });

  nsp.on('connection', (socket) => {
    const { target, auth, ip } = socket.data;
    open.set(ip, (open.get(ip) ?? 0) + 1);
    socket.on('disconnect', () => {
      const left = (open.get(ip) ?? 1) - 1;
      if (left > 0) open.set(ip, left);
      else open.delete(ip);
    });
    socket.on('message', (raw, ack) => void handleMessage(socket, raw, ack, deps));
    const visitor = visitorHandlers(socket, deps);
    socket.on('feedback', (raw, ack) => void visitor.feedback(raw, ack));
    socket.on('lead', (raw, ack) => void visitor.lead(raw, ack));
    socket.on('forget', (raw, ack) => void visitor.forget(raw, ack));
    void socket.join(target.room);
    // The session was read on the handshake: only the bot's signed-in owner hears its trainings.
    const session = (socket.request as IncomingMessage & { session?: { userId?: number } }).session;
    if (target.ownerId !== undefined && session?.userId === target.ownerId) {
      void socket.join(progressRoomOf(target.scope));
    }
    void greet(deps.db, socket, target, auth).catch((err) =>
      deps.logger.warn({ err }, 'could not send history or progress'),
    );
  });
  return nsp;
}

/** A reloaded page gets its conversation back; a demo page learns where its crawl stands. */
async function greet(db: Db, socket: ChatSocket, target: ChatTarget, auth: Handshake) {
  const history = await conversationHistory(db, target.scope, auth.visitorId, auth.conversationId);
  if (history) socket.emit('history', history);
  if ('demoId' in target.scope) {
    const demo = await findLiveDemo(db, target.scope.demoId);
    if (demo) socket.emit('training:progress', await demoProgress(db, demo));
  }
}
