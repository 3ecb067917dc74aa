import { type Migration, sql } from 'kysely';
import { type AnyDb, idColumn } from '../db/migration-helpers.ts';

export const conversationsMigrations: Record<string, Migration> = {
  '2026-11-22-0827-conversations': {
    async up(db: AnyDb) {
      await sql`create table conversations (
        id text primary key,
        visitor_id text not null,
        demo_id text,
        bot_id text,
        created_at text not null,
        updated_at text not null,
        check ((demo_id is null) <> (bot_id is null))
      )`.execute(db);
      await sql`create index conversations_demo_id on conversations (demo_id)`.execute(db);
      await sql`create index conversations_bot_id on conversations (bot_id)`.execute(db);
      await sql`create table chat_messages (
        id ${idColumn(db)},
        message_id text not null unique,
        conversation_id text not null references conversations (id) on delete cascade,
        role text not null check (role in ('user', 'assistant')),
        content text not null,
        sources text not null default '[]',
        created_at text not null
      )`.execute(db);
      await sql`create index chat_messages_conversation on chat_messages (conversation_id, id)`.execute(db);
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('chat_messages').execute();
      await db.schema.dropTable('conversations').execute();
    },
  },
};
