import { type Migration, sql } from 'kysely';
import { type AnyDb, idColumn } from '../db/migration-helpers.ts';

export const insightsMigrations: Record<string, Migration> = {
  /**
   * What the client's cockpit reads: each answer's outcome, evidence and rating; each conversation's
   * counts (kept as its exchanges are stored, so a list or a period's figures read one row per
   * conversation); the questions the bot missed, grouped; the leads from the chat; and per day, how often
   * each question was asked and each page cited. A bot's retention period and webhook.
   */
  '2026-11-24-0500-insights': {
    async up(db: AnyDb) {
      const addColumns = async (table: string, columns: string[]) => {
        for (const column of columns) await sql.raw(`alter table ${table} add column ${column}`).execute(db);
      };
      await addColumns('chat_messages', [
        'question_key text',
        'outcome text',
        'evidence real',
        'rating text',
        'comment text',
      ]);
      await addColumns('conversations', [
        'language text',
        'page_url text',
        "first_question text not null default ''",
        'questions integer not null default 0',
        'declined integer not null default 0',
        'weak integer not null default 0',
        'rated_up integer not null default 0',
        'rated_down integer not null default 0',
        'has_lead integer not null default 0',
      ]);
      // One index serves a bot's list (newest first) and its period's figures without reading the rows.
      await sql`drop index conversations_bot_id`.execute(db);
      await sql`create index conversations_bot_started on conversations
        (bot_id, created_at, questions, declined, weak, rated_up, rated_down, has_lead, language)`.execute(
        db,
      );
      await sql`create index conversations_bot_updated on conversations (bot_id, updated_at)`.execute(db);
      await addColumns('bots', [
        'retention_days integer not null default 90',
        "webhook_url text not null default ''",
        "webhook_secret text not null default ''",
      ]);
      await sql`create table knowledge_gaps (
        id ${idColumn(db)},
        bot_id text not null,
        question_key text not null,
        question text not null,
        asked_count integer not null default 0,
        declined_count integer not null default 0,
        weak_count integer not null default 0,
        rated_down_count integer not null default 0,
        first_asked_at text not null,
        last_asked_at text not null,
        status text not null default 'open' check (status in ('open', 'answered', 'dismissed')),
        conversation_id text,
        vector text,
        unique (bot_id, question_key)
      )`.execute(db);
      await sql`create index knowledge_gaps_bot_status on knowledge_gaps (bot_id, status, asked_count)`.execute(
        db,
      );
      await sql`create table chat_leads (
        id ${idColumn(db)},
        bot_id text not null,
        conversation_id text unique,
        name text not null,
        email text,
        phone text,
        page_url text,
        language text not null,
        created_at text not null,
        webhook_status text not null default 'none'
      )`.execute(db);
      await sql`create index chat_leads_bot_created on chat_leads (bot_id, created_at)`.execute(db);
      await sql`create table chat_daily (
        bot_id text not null,
        kind text not null check (kind in ('question', 'page')),
        day text not null,
        item_key text not null,
        label text not null,
        hits integer not null default 0,
        primary key (bot_id, kind, day, item_key)
      )`.execute(db);
      // A period's ranking sums each item's days in key order, read from the index alone.
      await sql`create index chat_daily_items on chat_daily (bot_id, kind, item_key, day, hits)`.execute(db);
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('chat_daily').execute();
      await db.schema.dropTable('chat_leads').execute();
      await db.schema.dropTable('knowledge_gaps').execute();
      for (const column of ['retention_days', 'webhook_url', 'webhook_secret'])
        await db.schema.alterTable('bots').dropColumn(column).execute();
      await sql`drop index conversations_bot_updated`.execute(db);
      await sql`drop index conversations_bot_started`.execute(db);
      await sql`create index conversations_bot_id on conversations (bot_id)`.execute(db);
      for (const column of [
        'language',
        'page_url',
        'first_question',
        'questions',
        'declined',
        'weak',
        'rated_up',
        'rated_down',
        'has_lead',
      ])
        await db.schema.alterTable('conversations').dropColumn(column).execute();
      for (const column of ['question_key', 'outcome', 'evidence', 'rating', 'comment'])
        await db.schema.alterTable('chat_messages').dropColumn(column).execute();
    },
  },
  /** Addresses are never stored: the contact form and the demos kept the visitor's, which nothing read. */
  '2026-11-24-0501-no-stored-addresses': {
    async up(db: AnyDb) {
      await db.schema.alterTable('contact_requests').dropColumn('ip').execute();
      await db.schema.alterTable('demos').dropColumn('ip').execute();
    },
    async down(db: AnyDb) {
      await db.schema
        .alterTable('contact_requests')
        .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('demos')
        .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
    },
  },
};
