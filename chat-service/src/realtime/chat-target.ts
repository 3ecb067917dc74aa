import { chatTexts, type Handshake } from '@vela/contracts';
import type { BotProfile } from '../answers/answer.types.ts';
import { allowedOrigins, botProfile, findBot } from '../bots/bot.use-case.ts';
import type { Db } from '../db/schema.ts';
import { demoProfile, findLiveDemo } from '../demos/demo.use-case.ts';
import type { KnowledgeScope } from '../knowledge/knowledge.scope.ts';

/** The demo or bot a socket talks to. */
export interface ChatTarget {
  scope: KnowledgeScope;
  /** Everyone watching the same demo or bot shares this room. */
  room: string;
  profile: BotProfile;
  /** A bot's owner: their signed-in sockets also hear the bot's trainings. */
  ownerId?: number;
}

/** A handshake refused with a message the client reads in `connect_error`. */
export class ChatRefusal extends Error {}

export const roomOf = (scope: KnowledgeScope) =>
  'demoId' in scope ? `demo:${scope.demoId}` : `bot:${scope.botId}`;

/**
 * Where a training's progress goes: a demo's room (its page is the crawl's only audience), a bot's
 * owner room (its visitors must not read the client's imports and their errors).
 */
export const progressRoomOf = (scope: KnowledgeScope) =>
  'demoId' in scope ? roomOf(scope) : `owner:${roomOf(scope)}`;

export interface HandshakeOrigin {
  /** The Origin header, when the client sent one. */
  origin: string | undefined;
  /** The Host header: a page of this very server is always allowed. */
  host: string | undefined;
  /** PUBLIC_URL's origin, always allowed (the builder's preview). */
  ownOrigin: string;
}

function originAllowed(allowed: string[], { origin, host, ownOrigin }: HandshakeOrigin): boolean {
  if (allowed.length === 0) return true;
  if (!origin) return false;
  if (origin === ownOrigin || allowed.includes(origin)) return true;
  return URL.canParse(origin) && new URL(origin).host === host;
}

/** Resolves the handshake to a live demo (any origin) or a bot (only from its allowed origins). */
export async function resolveTarget(db: Db, auth: Handshake, from: HandshakeOrigin): Promise<ChatTarget> {
  const t = chatTexts[auth.language ?? 'en'];
  if (auth.demoId) {
    const demo = await findLiveDemo(db, auth.demoId);
    if (!demo) throw new ChatRefusal(t.unknownDemo);
    const scope = { demoId: demo.id };
    return { scope, room: roomOf(scope), profile: demoProfile(demo) };
  }
  const bot = auth.botId ? await findBot(db, auth.botId) : undefined;
  if (!bot) throw new ChatRefusal(t.unknownBot);
  if (!originAllowed(allowedOrigins(bot), from)) throw new ChatRefusal(t.originNotAllowed);
  const scope = { botId: bot.id };
  return { scope, room: roomOf(scope), profile: botProfile(bot), ownerId: Number(bot.user_id) };
}
