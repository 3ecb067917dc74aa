import type { AnswerOutcome, ChatMessage, Rating, Source } from '@vela/contracts';
import { type Db, now } from '../db/schema.ts';
import { type KnowledgeScope, scopeColumns } from '../knowledge/knowledge.scope.ts';
import type { ConversationRow } from './conversation.table.ts';

export async function findConversation(db: Db, id: string): Promise<ConversationRow | undefined> {
  return db.selectFrom('conversations').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertConversationIfMissing(
  db: Db,
  fields: {
    id: string;
    visitorId: string;
    scope: KnowledgeScope;
    page?: string;
    language: string;
    firstQuestion: string;
  },
): Promise<void> {
  const at = now();
  await db
    .insertInto('conversations')
    .values({
      id: fields.id,
      visitor_id: fields.visitorId,
      ...scopeColumns(fields.scope),
      created_at: at,
      updated_at: at,
      page_url: fields.page ?? null,
      language: fields.language,
      first_question: fields.firstQuestion.slice(0, FIRST_QUESTION_CHARS),
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** What a list shows of a conversation's first question. */
const FIRST_QUESTION_CHARS = 300;

/** The last `limit` messages of a conversation, oldest first. */
export async function listMessages(db: Db, conversationId: string, limit = 200): Promise<ChatMessage[]> {
  const rows = await db
    .selectFrom('chat_messages')
    .select(['role', 'content', 'sources', 'created_at', 'message_id', 'rating'])
    .where('conversation_id', '=', conversationId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse().map((r) => ({
    role: r.role,
    content: r.content,
    sources: parseSources(r.sources),
    timestamp: r.created_at,
    ...(r.role === 'assistant' ? { id: r.message_id } : {}),
    ...(r.rating ? { rating: r.rating } : {}),
  }));
}

export interface StoredTurn {
  messageId: string;
  role: 'user' | 'assistant';
  content: string;
  sources: Source[];
  at: string;
  /** Questions: the key of the questions asked the same. */
  questionKey?: string;
  /** Answers: how they met their question. */
  outcome?: AnswerOutcome;
  evidence?: number;
}

/** Appends turns, touches the conversation and counts its questions and misses; call inside the use case's transaction. */
export async function appendMessages(trx: Db, conversationId: string, turns: StoredTurn[]): Promise<void> {
  await trx
    .insertInto('chat_messages')
    .values(
      turns.map((t) => ({
        message_id: t.messageId,
        conversation_id: conversationId,
        role: t.role,
        content: t.content,
        sources: JSON.stringify(t.sources),
        created_at: t.at,
        question_key: t.questionKey ?? null,
        outcome: t.outcome ?? null,
        evidence: t.evidence ?? null,
      })),
    )
    .execute();
  const count = (outcome: AnswerOutcome) => turns.filter((t) => t.outcome === outcome).length;
  await trx
    .updateTable('conversations')
    .set((eb) => ({
      updated_at: now(),
      questions: eb('questions', '+', turns.filter((t) => t.role === 'user').length),
      declined: eb('declined', '+', count('declined')),
      weak: eb('weak', '+', count('weak')),
    }))
    .where('id', '=', conversationId)
    .execute();
}

/** An answer of a conversation with the question it answered (the visitor's message just before it). */
export async function findAnswer(db: Db, conversationId: string, messageId: string) {
  const answer = await db
    .selectFrom('chat_messages')
    .select(['id', 'rating', 'comment'])
    .where('conversation_id', '=', conversationId)
    .where('message_id', '=', messageId)
    .where('role', '=', 'assistant')
    .executeTakeFirst();
  if (!answer) return undefined;
  const question = await db
    .selectFrom('chat_messages')
    .select(['content', 'question_key'])
    .where('conversation_id', '=', conversationId)
    .where('id', '<', answer.id)
    .where('role', '=', 'user')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return { ...answer, question: question?.content ?? '', questionKey: question?.question_key ?? null };
}

/** Stores an answer's rating and comment and moves the conversation's counts from the previous rating to it. */
export async function setRating(
  trx: Db,
  conversationId: string,
  answerRowId: number,
  previous: Rating | null,
  rating: Rating,
  comment: string | null,
): Promise<void> {
  await trx.updateTable('chat_messages').set({ rating, comment }).where('id', '=', answerRowId).execute();
  if (previous === rating) return;
  const delta = (which: Rating) => (which === rating ? 1 : 0) - (which === previous ? 1 : 0);
  await trx
    .updateTable('conversations')
    .set((eb) => ({
      rated_up: eb('rated_up', '+', delta('up')),
      rated_down: eb('rated_down', '+', delta('down')),
    }))
    .where('id', '=', conversationId)
    .execute();
}

export async function markLead(trx: Db, conversationId: string): Promise<void> {
  await trx.updateTable('conversations').set({ has_lead: 1 }).where('id', '=', conversationId).execute();
}

/** Removes one conversation and its messages. */
export async function deleteConversation(db: Db, conversationId: string): Promise<void> {
  await db.deleteFrom('chat_messages').where('conversation_id', '=', conversationId).execute();
  await db.deleteFrom('conversations').where('id', '=', conversationId).execute();
}

/** Removes every conversation (and, by cascade, message) of a demo or bot. */
export async function deleteConversationsOf(db: Db, scope: KnowledgeScope): Promise<void> {
  const ids = db.selectFrom('conversations').select('id');
  const { demo_id, bot_id } = scopeColumns(scope);
  const owned =
    demo_id !== null ? ids.where('demo_id', '=', demo_id) : ids.where('bot_id', '=', bot_id ?? '');
  // SQLite enforces the cascade only with foreign_keys on; deleting messages first works either way.
  await db.deleteFrom('chat_messages').where('conversation_id', 'in', owned).execute();
  await db
    .deleteFrom('conversations')
    .$if(demo_id !== null, (q) => q.where('demo_id', '=', demo_id))
    .$if(bot_id !== null, (q) => q.where('bot_id', '=', bot_id))
    .execute();
}

/** A message's stored sources; a damaged value reads as none. */
export function parseSources(json: string): Source[] {
  try {
    const parsed = JSON.parse(json) as unknown;
    return Array.isArray(parsed) ? (parsed as Source[]) : [];
  } catch {
    return [];
  }
}
