import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type { RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { Server } from 'socket.io';
import type { ChatServer } from './chat.types.ts';

const MAX_EVENT_BYTES = 64 * 1024;

/**
 * Socket.IO on the app's HTTP server. With Redis, the adapter relays room broadcasts between nodes
 * over two connections of its own (a subscriber cannot issue other commands). The site's session is
 * read on each handshake (not on every later long-polling request), so a signed-in owner's socket can
 * be told apart from a visitor's.
 */
export function createSocketServer(
  httpServer: HttpServer,
  redis: Redis | undefined,
  logger: Logger,
  sessions: RequestHandler,
) {
  // Any origin may connect at the transport level; a bot's allowed origins are checked at the handshake.
  const io: ChatServer = new Server(httpServer, {
    serveClient: false,
    maxHttpBufferSize: MAX_EVENT_BYTES,
    cors: { origin: true, credentials: false },
  });
  io.engine.use((req: { _query?: { sid?: string } }, res: unknown, next: (err?: unknown) => void) => {
    const handshake = req._query?.sid === undefined;
    if (!handshake) return next();
    (sessions as (req: unknown, res: unknown, next: (err?: unknown) => void) => void)(req, res, next);
  });
  const pub = redis?.duplicate();
  const sub = redis?.duplicate();
  if (pub && sub) {
    for (const client of [pub, sub])
      client.on('error', (err) => logger.warn({ err: err.message }, 'redis adapter'));
    // The adapter sends its commands (publish, subscribe) without waiting for them: one queued while Redis is
    // away and dropped when the connection closes (a restart, a stop) would be an unhandled rejection, which
    // ends a Node process. Each one's failure is logged instead.
    for (const client of [pub, sub]) {
      const send = client.sendCommand.bind(client);
      client.sendCommand = ((...args: Parameters<typeof send>) => {
        const sent = send(...args) as Promise<unknown>;
        sent.catch((err: Error) => logger.warn({ err: err.message }, 'redis adapter command'));
        return sent;
      }) as typeof client.sendCommand;
    }
    io.adapter(createAdapter(pub, sub, { key: 'vela:socket.io' }));
  }
  return {
    io,
    async close() {
      io.disconnectSockets(true);
      await new Promise<void>((resolve) => io.close(() => resolve()));
      pub?.disconnect();
      sub?.disconnect();
    },
  };
}
