import { randomUUID } from 'node:crypto';
import type { AnswerOutcome, ChatMessage, Language, Rating, Source } from '@vela/contracts';
import { commitTogether } from '../db/group-commit.ts';
import type { Db } from '../db/schema.ts';
import { type KnowledgeScope, scopeColumns } from '../knowledge/knowledge.scope.ts';
import {
  appendMessages,
  deleteConversation,
  findAnswer,
  findConversation,
  insertConversationIfMissing,
  listMessages,
  setRating,
} from './conversation.repository.ts';
import type { ConversationRow } from './conversation.table.ts';

/** How many earlier messages feed retrieval and the prompt. */
export const RECENT_TURNS = 6;

function belongsTo(row: ConversationRow, scope: KnowledgeScope, visitorId: string): boolean {
  const { demo_id, bot_id } = scopeColumns(scope);
  return row.visitor_id === visitorId && row.demo_id === demo_id && row.bot_id === bot_id;
}

/** The visitor's conversation with this demo or bot, or undefined (unknown, or someone else's). */
export async function ownConversation(
  db: Db,
  scope: KnowledgeScope,
  visitorId: string,
  conversationId: string | undefined,
): Promise<ConversationRow | undefined> {
  if (!conversationId) return undefined;
  const row = await findConversation(db, conversationId);
  return row && belongsTo(row, scope, visitorId) ? row : undefined;
}

/** A visitor's conversation with one demo or bot; a new one is stored with its first exchange. */
export interface ConversationRef {
  id: string;
  visitorId: string;
  scope: KnowledgeScope;
  /** The page of the client's site the chat is open on. */
  page?: string;
  /** The visitor already left their contact details in this conversation. */
  hasLead?: boolean;
}

/**
 * The conversation to continue: the named one when it is this visitor's with this demo or bot,
 * otherwise a new one (another visitor's id is never continued, nor revealed to exist). A new one is
 * not written yet, so a question whose answer fails leaves nothing behind.
 */
export async function openConversation(
  db: Db,
  scope: KnowledgeScope,
  visitorId: string,
  conversationId: string | undefined,
  page?: string,
): Promise<ConversationRef> {
  const own = await ownConversation(db, scope, visitorId, conversationId);
  return {
    id: own?.id ?? randomUUID(),
    visitorId,
    scope,
    ...(page ? { page } : {}),
    ...(own && Number(own.has_lead) > 0 ? { hasLead: true } : {}),
  };
}

/** The messages a reloaded page shows, or undefined when the conversation is not this visitor's. */
export async function conversationHistory(
  db: Db,
  scope: KnowledgeScope,
  visitorId: string,
  conversationId: string | undefined,
): Promise<{ conversationId: string; messages: ChatMessage[] } | undefined> {
  const own = await ownConversation(db, scope, visitorId, conversationId);
  if (!own) return undefined;
  return { conversationId: own.id, messages: await listMessages(db, own.id) };
}

export const recentTurns = (db: Db, conversationId: string) => listMessages(db, conversationId, RECENT_TURNS);

export interface Exchange {
  question: string;
  askedAt: string;
  messageId: string;
  answer: string;
  sources: Source[];
  outcome?: AnswerOutcome;
  evidence?: number;
  language?: Language;
  /** The key the question is grouped under with others asking the same. */
  questionKey?: string;
}

/**
 * Stores a question and its answer together (and a new conversation with them): all or nothing.
 * `alongside` writes what else the exchange changes in the same transaction. Exchanges ending in the
 * same moment (a burst of visitors) share one commit.
 */
export async function saveExchange(
  db: Db,
  conversation: ConversationRef,
  exchange: Exchange,
  alongside?: (trx: Db) => Promise<void>,
): Promise<void> {
  await commitTogether(db, async (trx) => {
    await insertConversationIfMissing(trx, {
      ...conversation,
      language: exchange.language ?? 'en',
      firstQuestion: exchange.question,
    });
    await appendMessages(trx, conversation.id, [
      {
        messageId: randomUUID(),
        role: 'user',
        content: exchange.question,
        sources: [],
        at: exchange.askedAt,
        questionKey: exchange.questionKey,
      },
      {
        messageId: exchange.messageId,
        role: 'assistant',
        content: exchange.answer,
        sources: exchange.sources,
        at: new Date().toISOString(),
        outcome: exchange.outcome,
        evidence: exchange.evidence,
      },
    ]);
    await alongside?.(trx);
  });
}

/**
 * Rates one of the visitor's answers (a 👎 may carry a comment; rating again replaces the rating, and a
 * comment sent without one keeps the earlier). Returns the question the answer was for and whether the
 * rating changed, or undefined when the answer is not in this visitor's conversation.
 */
export async function rateAnswer(
  db: Db,
  conversation: ConversationRow,
  messageId: string,
  rating: Rating,
  comment: string | undefined,
  alongside?: (
    trx: Db,
    change: { question: string; questionKey: string | null; previous: Rating | null },
  ) => Promise<void>,
): Promise<{ question: string } | undefined> {
  const answer = await findAnswer(db, conversation.id, messageId);
  if (!answer) return undefined;
  const kept = rating === 'down' ? comment || (answer.rating === 'down' ? answer.comment : null) : null;
  await db.transaction().execute(async (trx) => {
    await setRating(trx, conversation.id, answer.id, answer.rating, rating, kept || null);
    if (answer.rating !== rating)
      await alongside?.(trx, {
        question: answer.question,
        questionKey: answer.questionKey,
        previous: answer.rating,
      });
  });
  return { question: answer.question };
}

/** Deletes a conversation of this visitor with this demo or bot; false when it is not theirs. */
export async function forgetConversation(
  db: Db,
  scope: KnowledgeScope,
  visitorId: string,
  conversationId: string | undefined,
): Promise<boolean> {
  const own = await ownConversation(db, scope, visitorId, conversationId);
  if (!own) return false;
  await deleteConversation(db, own.id);
  return true;
}
