import type { GapStatus } from '@vela/contracts';
import { sql } from 'kysely';
import type { Db } from '../db/schema.ts';
import type { KnowledgeGapRow } from './insights.table.ts';

// Knowledge gaps: the questions a bot missed, grouped, as they are recorded and as the client reads them.

export interface Miss {
  botId: string;
  key: string;
  question: string;
  at: string;
  conversationId: string;
  asked: 0 | 1;
  declined: 0 | 1;
  weak: 0 | 1;
  ratedDown: -1 | 0 | 1;
  /** The question's embedding, stored with a new gap. */
  vector?: number[];
}

/**
 * Records a miss of a question: a new gap, or one more on the gap of the same key. A gap the bot had
 * answered opens again (its answer did not hold); a dismissed one stays dismissed.
 */
export async function recordMiss(trx: Db, miss: Miss): Promise<void> {
  await trx
    .insertInto('knowledge_gaps')
    .values({
      bot_id: miss.botId,
      question_key: miss.key,
      question: miss.question,
      asked_count: miss.asked,
      declined_count: miss.declined,
      weak_count: miss.weak,
      rated_down_count: Math.max(0, miss.ratedDown),
      first_asked_at: miss.at,
      last_asked_at: miss.at,
      conversation_id: miss.conversationId,
      vector: miss.vector ? JSON.stringify(miss.vector) : null,
    })
    .onConflict((oc) =>
      oc.columns(['bot_id', 'question_key']).doUpdateSet((eb) => ({
        asked_count: eb('knowledge_gaps.asked_count', '+', miss.asked),
        declined_count: eb('knowledge_gaps.declined_count', '+', miss.declined),
        weak_count: eb('knowledge_gaps.weak_count', '+', miss.weak),
        rated_down_count: sql<number>`case when knowledge_gaps.rated_down_count + ${miss.ratedDown} < 0 then 0 else knowledge_gaps.rated_down_count + ${miss.ratedDown} end`,
        ...(miss.asked
          ? { question: eb.ref('excluded.question'), last_asked_at: eb.ref('excluded.last_asked_at') }
          : {}),
        conversation_id: eb.ref('excluded.conversation_id'),
        status:
          miss.ratedDown < 0
            ? sql<GapStatus>`knowledge_gaps.status`
            : sql<GapStatus>`case when knowledge_gaps.status = 'answered' then 'open' else knowledge_gaps.status end`,
      })),
    )
    .execute();
}

/**
 * A question answered clearly: its gap, if it has one, counts the ask, and closes when the bot only
 * declined or answered it weakly before (a gap rated down stays for the client to judge).
 */
export async function recordAnswered(trx: Db, botId: string, key: string, at: string): Promise<void> {
  await trx
    .updateTable('knowledge_gaps')
    .set((eb) => ({
      asked_count: eb('asked_count', '+', 1),
      last_asked_at: at,
      status: sql<GapStatus>`case when status = 'open' and rated_down_count = 0 then 'answered' else status end`,
    }))
    .where('bot_id', '=', botId)
    .where('question_key', '=', key)
    .execute();
}

export function findGap(db: Db, botId: string, id: number): Promise<KnowledgeGapRow | undefined> {
  return db
    .selectFrom('knowledge_gaps')
    .selectAll()
    .where('bot_id', '=', botId)
    .where('id', '=', id)
    .executeTakeFirst();
}

const MAX_GAPS = 200;

/** A bot's gaps of one status, most asked first. */
export function listGaps(db: Db, botId: string, status: GapStatus): Promise<KnowledgeGapRow[]> {
  return db
    .selectFrom('knowledge_gaps')
    .selectAll()
    .where('bot_id', '=', botId)
    .where('status', '=', status)
    .orderBy('asked_count', 'desc')
    .orderBy('last_asked_at', 'desc')
    .limit(MAX_GAPS)
    .execute();
}

export async function countOpenGaps(db: Db, botId: string): Promise<number> {
  const row = await db
    .selectFrom('knowledge_gaps')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('bot_id', '=', botId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function setGapStatus(db: Db, botId: string, id: number, status: GapStatus) {
  return db
    .updateTable('knowledge_gaps')
    .set({ status })
    .where('bot_id', '=', botId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export function findGapByKey(db: Db, botId: string, key: string) {
  return db
    .selectFrom('knowledge_gaps')
    .select('id')
    .where('bot_id', '=', botId)
    .where('question_key', '=', key)
    .executeTakeFirst();
}

/** A bot's gaps that carry a question vector, the most recently asked first. */
export function gapVectors(db: Db, botId: string, limit: number) {
  return db
    .selectFrom('knowledge_gaps')
    .select(['question_key', 'vector'])
    .where('bot_id', '=', botId)
    .where('vector', 'is not', null)
    .orderBy('last_asked_at', 'desc')
    .limit(limit)
    .execute();
}
