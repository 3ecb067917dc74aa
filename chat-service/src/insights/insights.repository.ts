import type { ConversationQuery, ConversationSummary, Language } from '@vela/contracts';
import { CONVERSATIONS_PAGE_SIZE } from '@vela/contracts';
import { type SqlBool, sql } from 'kysely';
import type { ConversationRow } from '../conversations/conversation.table.ts';
import type { Db } from '../db/schema.ts';

// The cockpit's conversations, daily counts, analytics and retention: one query each, on indexes that start with the bot.

/** Counts one more ask of a question, or citation of a page, on a day. */
export async function countDaily(
  trx: Db,
  row: { botId: string; kind: 'question' | 'page'; day: string; key: string; label: string },
): Promise<void> {
  await trx
    .insertInto('chat_daily')
    .values({ bot_id: row.botId, kind: row.kind, day: row.day, item_key: row.key, label: row.label, hits: 1 })
    .onConflict((oc) =>
      oc.columns(['bot_id', 'kind', 'day', 'item_key']).doUpdateSet((eb) => ({
        hits: eb('chat_daily.hits', '+', 1),
        label: eb.ref('excluded.label'),
      })),
    )
    .execute();
}

const dayStart = (day: string) => `${day}T00:00:00.000Z`;

const dayEnd = (day: string) => `${day}T23:59:59.999Z`;

/** A bot's conversations narrowed by the list's filters (the page aside). */
function filtered(db: Db, botId: string, query: Omit<ConversationQuery, 'page'>) {
  let q = db.selectFrom('conversations as c').where('c.bot_id', '=', botId);
  if (query.from) q = q.where('c.created_at', '>=', dayStart(query.from));
  if (query.to) q = q.where('c.created_at', '<=', dayEnd(query.to));
  if (query.language) q = q.where('c.language', '=', query.language);
  if (query.filter === 'answered') q = q.where('c.declined', '=', 0).where('c.questions', '>', 0);
  if (query.filter === 'declined') q = q.where('c.declined', '>', 0);
  if (query.filter === 'rated_down') q = q.where('c.rated_down', '>', 0);
  if (query.filter === 'lead') q = q.where('c.has_lead', '=', 1);
  const search = query.search?.trim().toLowerCase();
  if (search) {
    const like = `%${search.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('chat_messages as m')
          .select('m.id')
          .whereRef('m.conversation_id', '=', 'c.id')
          .where(sql<SqlBool>`lower(m.content) like ${like} escape '\\'`),
      ),
    );
  }
  return q;
}

export async function listConversations(
  db: Db,
  botId: string,
  query: Omit<ConversationQuery, 'page'>,
  page: number,
  pageSize = CONVERSATIONS_PAGE_SIZE,
): Promise<{ rows: ConversationRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    filtered(db, botId, query)
      .selectAll('c')
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    filtered(db, botId, query)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Every conversation the filters keep, newest first, for an export (at most `limit`). */
export function exportConversations(
  db: Db,
  botId: string,
  query: Omit<ConversationQuery, 'page'>,
  limit: number,
): Promise<ConversationRow[]> {
  return filtered(db, botId, query).selectAll('c').orderBy('c.created_at', 'desc').limit(limit).execute();
}

export function findBotConversation(db: Db, botId: string, id: string): Promise<ConversationRow | undefined> {
  return db
    .selectFrom('conversations')
    .selectAll()
    .where('bot_id', '=', botId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function transcriptRows(db: Db, conversationId: string) {
  return db
    .selectFrom('chat_messages')
    .select([
      'message_id',
      'role',
      'content',
      'sources',
      'created_at',
      'outcome',
      'evidence',
      'rating',
      'comment',
    ])
    .where('conversation_id', '=', conversationId)
    .orderBy('id', 'asc')
    .execute();
}

export function summaryOf(row: ConversationRow): ConversationSummary {
  return {
    id: row.id,
    botId: row.bot_id ?? '',
    startedAt: row.created_at,
    lastMessageAt: row.updated_at,
    language: row.language === 'it' || row.language === 'en' ? (row.language as Language) : null,
    page: row.page_url,
    firstQuestion: row.first_question,
    questions: Number(row.questions),
    declined: Number(row.declined),
    weak: Number(row.weak),
    ratedUp: Number(row.rated_up),
    ratedDown: Number(row.rated_down),
    hasLead: Number(row.has_lead) > 0,
  };
}

/** Detaches a removed conversation from its lead and gaps (the lead stays: the visitor asked to be contacted). */
export async function detachConversation(db: Db, conversationId: string): Promise<void> {
  await db
    .updateTable('chat_leads')
    .set({ conversation_id: null })
    .where('conversation_id', '=', conversationId)
    .execute();
  await db
    .updateTable('knowledge_gaps')
    .set({ conversation_id: null })
    .where('conversation_id', '=', conversationId)
    .execute();
}

/**
 * Per day the conversations started and their visitors' language: how many, their questions, declines and
 * ratings. One pass over the bot's index, which holds every column read.
 */
export function dailyFigures(db: Db, botId: string, since: string) {
  const day = sql<string>`substr(created_at, 1, 10)`;
  return db
    .selectFrom('conversations')
    .select([
      day.as('day'),
      'language',
      (eb) => eb.fn.countAll<number>().as('conversations'),
      (eb) => eb.fn.sum<number>('questions').as('questions'),
      (eb) => eb.fn.sum<number>('declined').as('declined'),
      (eb) => eb.fn.sum<number>('rated_up').as('rated_up'),
      (eb) => eb.fn.sum<number>('rated_down').as('rated_down'),
    ])
    .where('bot_id', '=', botId)
    .where('created_at', '>=', since)
    .groupBy([day, 'language'])
    .execute();
}

export async function countConversationsSince(db: Db, botId: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('conversations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('bot_id', '=', botId)
    .where('created_at', '>=', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * The most asked questions, or most cited pages, of the period, each with its latest label (a question's
 * latest wording). The ranking reads only the `chat_daily_items` index; the labels are looked up after.
 */
export async function topItems(
  db: Db,
  botId: string,
  kind: 'question' | 'page',
  sinceDay: string,
  limit: number,
) {
  const hits = sql<number>`sum(hits)`;
  const top = await db
    .selectFrom('chat_daily')
    .select(['item_key', hits.as('hits')])
    .where('bot_id', '=', botId)
    .where('kind', '=', kind)
    .where('day', '>=', sinceDay)
    .groupBy('item_key')
    .orderBy(hits, 'desc')
    .orderBy('item_key')
    .limit(limit)
    .execute();
  if (top.length === 0) return [];
  const labels = await db
    .selectFrom('chat_daily')
    .select(['item_key', 'label'])
    .where('bot_id', '=', botId)
    .where('kind', '=', kind)
    .where(
      'item_key',
      'in',
      top.map((t) => t.item_key),
    )
    .where('day', '>=', sinceDay)
    .orderBy('day', 'asc')
    .execute();
  const latest = new Map(labels.map((l) => [l.item_key, l.label]));
  return top.map((t) => ({
    item_key: t.item_key,
    label: latest.get(t.item_key) ?? t.item_key,
    hits: Number(t.hits),
  }));
}

/** Bots and how long each keeps what its chat gathers. */
export function retentionPeriods(db: Db) {
  return db.selectFrom('bots').select(['id', 'retention_days']).execute();
}

/** Deletes what a bot's chat gathered before `before` (ISO time); returns how many conversations went. */
export async function purgeBefore(db: Db, botId: string, before: string): Promise<number> {
  const old = db
    .selectFrom('conversations')
    .select('id')
    .where('bot_id', '=', botId)
    .where('updated_at', '<', before);
  await db.deleteFrom('chat_messages').where('conversation_id', 'in', old).execute();
  const gone = await db
    .deleteFrom('conversations')
    .where('bot_id', '=', botId)
    .where('updated_at', '<', before)
    .executeTakeFirst();
  await db.deleteFrom('chat_leads').where('bot_id', '=', botId).where('created_at', '<', before).execute();
  await db
    .deleteFrom('knowledge_gaps')
    .where('bot_id', '=', botId)
    .where('last_asked_at', '<', before)
    .execute();
  await db
    .deleteFrom('chat_daily')
    .where('bot_id', '=', botId)
    .where('day', '<', before.slice(0, 10))
    .execute();
  return Number(gone.numDeletedRows);
}

/** Every client's bot with its owner and counts, for the admin. */
export function listBotsWithCounts(db: Db) {
  return db
    .selectFrom('bots as b')
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .select(['b.id', 'b.bot_name', 'u.username'])
    .select((eb) => [
      eb
        .selectFrom('conversations as c')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('c.bot_id', '=', 'b.id')
        .as('conversations'),
      eb
        .selectFrom('knowledge_gaps as g')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('g.bot_id', '=', 'b.id')
        .where('g.status', '=', 'open')
        .as('open_gaps'),
      eb
        .selectFrom('chat_leads as l')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('l.bot_id', '=', 'b.id')
        .as('leads'),
    ])
    .orderBy('b.bot_name')
    .execute();
}
