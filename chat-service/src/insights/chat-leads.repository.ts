import type { Language } from '@vela/contracts';
import type { Db } from '../db/schema.ts';
import type { ChatLeadRow } from './insights.table.ts';

// Leads from the chat: the contact details visitors left with a bot.

export async function insertLead(
  trx: Db,
  lead: {
    botId: string;
    conversationId: string | null;
    name: string;
    email: string | null;
    phone: string | null;
    page: string | null;
    language: Language;
    createdAt: string;
    webhook: 'none' | 'pending';
  },
): Promise<ChatLeadRow | undefined> {
  return trx
    .insertInto('chat_leads')
    .values({
      bot_id: lead.botId,
      conversation_id: lead.conversationId,
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      page_url: lead.page,
      language: lead.language,
      created_at: lead.createdAt,
      webhook_status: lead.webhook,
    })
    .onConflict((oc) => oc.column('conversation_id').doNothing())
    .returningAll()
    .executeTakeFirst();
}

const MAX_LEADS = 1000;

export function listBotLeads(db: Db, botId: string, limit = MAX_LEADS): Promise<ChatLeadRow[]> {
  return db
    .selectFrom('chat_leads')
    .selectAll()
    .where('bot_id', '=', botId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Every bot's leads with the bot's name, for the admin's lead list. */
export function listAllLeads(db: Db, limit = MAX_LEADS) {
  return db
    .selectFrom('chat_leads as l')
    .innerJoin('bots as b', 'b.id', 'l.bot_id')
    .selectAll('l')
    .select('b.bot_name')
    .orderBy('l.created_at', 'desc')
    .limit(limit)
    .execute();
}

export function findLead(db: Db, id: number): Promise<ChatLeadRow | undefined> {
  return db.selectFrom('chat_leads').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The lead a conversation led to, if any. */
export function findLeadOfConversation(db: Db, conversationId: string): Promise<ChatLeadRow | undefined> {
  return db
    .selectFrom('chat_leads')
    .selectAll()
    .where('conversation_id', '=', conversationId)
    .executeTakeFirst();
}

export async function setWebhookStatus(db: Db, id: number, status: ChatLeadRow['webhook_status']) {
  await db.updateTable('chat_leads').set({ webhook_status: status }).where('id', '=', id).execute();
}

export async function countLeadsSince(db: Db, botId: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('chat_leads')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('bot_id', '=', botId)
    .where('created_at', '>=', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
