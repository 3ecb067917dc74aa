import { randomBytes } from 'node:crypto';
import type { ClientToServerEvents, IngestedDocument, ServerToClientEvents } from '@vela/contracts';
import { io, type Socket } from 'socket.io-client';
import type { Db } from '../db/schema.ts';
import { insertDemo } from '../demos/demo.repository.ts';
import type { KnowledgeScope } from '../knowledge/knowledge.scope.ts';
import { indexDocuments } from '../knowledge/knowledge.use-case.ts';
import type { SemanticIndex } from '../knowledge/vectors/semantic.index.ts';
import { browserLikeClient } from '../test/test-app.ts';
import { insertTraining } from '../trainings/training.repository.ts';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export const bakeryDocuments: IngestedDocument[] = [
  {
    source: 'https://bakery.test/orari',
    title: 'Orari di apertura',
    text: '# Orari\n\nIl forno è aperto dal martedì al sabato dalle 7:00 alle 19:30. La domenica apriamo dalle 7:30 alle 13:00. Il lunedì siamo chiusi per riposo settimanale.',
  },
  {
    source: 'https://bakery.test/contatti',
    title: 'Contatti',
    text: '# Contatti\n\nIl nostro indirizzo è Via dei Mulini 14 a Bologna. Telefono +39 051 234 5678, email ciao@bakery.test.',
  },
];

/** A live demo with the bakery pages already indexed, as a finished crawl leaves it. */
export async function seedDemo(
  db: Db,
  documents = bakeryDocuments,
  semantic?: SemanticIndex,
): Promise<string> {
  const id = `demo-${randomBytes(6).toString('hex')}`;
  await insertDemo(db, { id, domain: 'bakery.test', fullName: null, email: null, language: 'it' });
  await seedKnowledge(db, { demoId: id }, documents, semantic);
  return id;
}

export async function seedKnowledge(
  db: Db,
  scope: KnowledgeScope,
  documents: IngestedDocument[],
  semantic?: SemanticIndex,
) {
  const training = await insertTraining(db, scope, { kind: 'text', label: 'seed', input: '{}' });
  await indexDocuments(db, training.id, documents, semantic);
}

export const newVisitorId = () => `visitor-${randomBytes(6).toString('hex')}`;

/** A client who registers and so owns a bot: their fetch, their session cookie (for a socket) and the bot's id. */
export async function registerBotOwner(baseUrl: string, username: string) {
  const client = browserLikeClient(baseUrl);
  const registered = await client('POST', '/api/register', {
    username,
    password: 'secret123',
    email: `${username}@shop.test`,
  });
  if (registered.status !== 201)
    throw new Error(`register ${username}: ${registered.status} ${registered.text}`);
  const cookie = registered.headers.get('set-cookie')?.split(';')[0] ?? '';
  const { botId } = (await client('GET', '/api/chatbot/settings')).json() as { botId: string };
  return { client, cookie, botId };
}

/** A websocket client of `/chat` that resolves once connected, or rejects with the connect_error message. */
export function connectChat(
  baseUrl: string,
  auth: Record<string, unknown>,
  extraHeaders: Record<string, string> = {},
  onHistory?: ServerToClientEvents['history'],
): Promise<ClientSocket> {
  const socket: ClientSocket = io(`${baseUrl}/chat`, {
    auth,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders,
  });
  if (onHistory) socket.on('history', onHistory);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

export interface StreamedAnswer {
  ack: Awaited<ReturnType<typeof ask>>['ack'];
  tokens: string[];
  end?: { text: string; sources: { url: string; title: string }[]; offerContact?: boolean };
  error?: string;
}

/** Sends a question and collects the ack, the tokens in arrival order and the end (or error). */
export function ask(socket: ClientSocket, text: unknown, conversationId?: string) {
  const tokens: string[] = [];
  return new Promise<{
    ack: Parameters<Parameters<ClientToServerEvents['message']>[1]>[0];
    tokens: string[];
    end?: { text: string; sources: { url: string; title: string }[]; offerContact?: boolean };
    error?: string;
  }>((resolve) => {
    const onToken = (e: { delta: string }) => tokens.push(e.delta);
    const finish = (result: {
      end?: { text: string; sources: { url: string; title: string }[]; offerContact?: boolean };
      error?: string;
    }) => {
      socket.off('answer:token', onToken);
      socket.off('answer:end');
      socket.off('answer:error');
      resolve({ ack: ackValue, tokens, ...result });
    };
    let ackValue: Parameters<Parameters<ClientToServerEvents['message']>[1]>[0];
    socket.on('answer:token', onToken);
    socket.once('answer:end', (e) =>
      finish({ end: { text: e.text, sources: e.sources, offerContact: e.offerContact } }),
    );
    socket.once('answer:error', (e) => finish({ error: e.message }));
    socket.emit('message', { text: text as string, conversationId }, (r) => {
      ackValue = r;
      if (!r.ok) finish({});
    });
  });
}
