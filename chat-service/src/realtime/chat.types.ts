import type { ClientToServerEvents, Handshake, ServerToClientEvents } from '@vela/contracts';
import type { Logger } from 'pino';
import type { Namespace, Server, Socket } from 'socket.io';
import type { AnswerEngine } from '../answers/answer.engine.ts';
import type { Db } from '../db/schema.ts';
import type { LeadWebhooks } from '../insights/lead-webhook.ts';
import type { QuestionGrouping } from '../insights/question-grouping.ts';
import type { ChatLimits } from './chat.limits.ts';
import type { ChatTarget } from './chat-target.ts';
import type { MessageLimiter } from './message-limits.ts';

/** What the handshake settles for the life of a socket. */
export interface SocketData {
  auth: Handshake;
  target: ChatTarget;
  /** The visitor's address (read through trusted proxies as Express reads `req.ip`), as a keyed hash. */
  ip: string;
}

type NoServerEvents = Record<string, never>;
export type ChatServer = Server<ClientToServerEvents, ServerToClientEvents, NoServerEvents, SocketData>;
export type ChatNamespace = Namespace<ClientToServerEvents, ServerToClientEvents, NoServerEvents, SocketData>;
export type ChatSocket = Socket<ClientToServerEvents, ServerToClientEvents, NoServerEvents, SocketData>;

export interface ChatDeps {
  db: Db;
  engine: AnswerEngine;
  limiter: MessageLimiter;
  limits: ChatLimits;
  /** Express' compiled 'trust proxy' setting. */
  trustProxy: (address: string, hop: number) => boolean;
  /** Open sockets one address may hold on this node (a visitor has one per tab). */
  maxConnectionsPerAddress: number;
  publicUrl: string;
  logger: Logger;
  /** Groups a bot's questions with others asking the same, for its knowledge gaps. */
  grouping: QuestionGrouping;
  /** Posts each lead from the chat to its bot's webhook. */
  webhooks: LeadWebhooks;
  /** An address as limits key it: a keyed hash, so no visitor's address is ever stored. */
  addressKey: (address: string) => string;
}
