import type { ChatMessage, Source } from '@vela/contracts';
import { type Db, now } from '../db/schema.ts';
import { type KnowledgeScope, scopeColumns } from '../knowledge/knowledge.scope.ts';
import type { ConversationRow } from './conversation.table.ts';

export async function findConversation(db: Db, id: string): Promise<ConversationRow | undefined> {
  return db.selectFrom('conversations').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertConversationIfMissing(
  db: Db,
  fields: { id: string; visitorId: string; scope: KnowledgeScope },
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
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** The last `limit` messages of a conversation, oldest first. */
export async function listMessages(db: Db, conversationId: string, limit = 200): Promise<ChatMessage[]> {
  const rows = await db
    .selectFrom('chat_messages')
    .select(['role', 'content', 'sources', 'created_at'])
    .where('conversation_id', '=', conversationId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse().map((r) => ({
    role: r.role,
    content: r.content,
    sources: parseSources(r.sources),
    timestamp: r.created_at,
  }));
}

export interface StoredTurn {
  messageId: string;
  role: 'user' | 'assistant';
  content: string;
  sources: Source[];
  at: string;
}

/** Appends turns and touches the conversation; call inside the use case's transaction. */
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
      })),
    )
    .execute();
  await trx
    .updateTable('conversations')
    .set({ updated_at: now() })
    .where('id', '=', conversationId)
    .execute();
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

function parseSources(json: string): Source[] {
  try {
    const parsed = JSON.parse(json) as unknown;
    return Array.isArray(parsed) ? (parsed as Source[]) : [];
  } catch {
    return [];
  }
}
