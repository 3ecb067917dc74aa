import type { RateLimitRule } from '../http/rate-limit.ts';
import type { KnowledgeScope } from '../knowledge/knowledge.scope.ts';
import { roomOf } from './chat-target.ts';
import type { MessageLimiter } from './message-limits.ts';

const MINUTE = 60 * 1000;

/** Chat messages a minute: per visitor, per address (a visitor id is the client's to choose), per demo or bot. */
export const chatLimits = {
  chatVisitor: { windowMs: MINUTE, limit: 20 },
  chatAddress: { windowMs: MINUTE, limit: 60 },
  chatBot: { windowMs: MINUTE, limit: 300 },
  /** Ratings, comments and deletions a minute, per address. */
  chatFeedback: { windowMs: MINUTE, limit: 30 },
  /** Contact requests an hour, per address. */
  chatLeads: { windowMs: 60 * MINUTE, limit: 5 },
};

export type ChatLimits = typeof chatLimits;

/** A visitor holds one socket per open tab; an office behind one address holds a few dozen. */
export const SOCKETS_PER_ADDRESS = 50;

/** The key of a demo's or bot's shared message budget, for sockets and the HTTP path alike. */
export const botLimitKey = (room: string) => `b:${room}`;

/** Takes one message from a demo's or bot's shared budget, the one its sockets use; false when spent. */
export const chatBudget =
  (limiter: MessageLimiter, rule: RateLimitRule) =>
  (scope: KnowledgeScope): Promise<boolean> =>
    limiter.take(botLimitKey(roomOf(scope)), rule);
