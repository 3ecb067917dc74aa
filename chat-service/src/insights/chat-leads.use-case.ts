import type { ChatLead, ChatLeadInput, Language, Lead, LeadWebhookPayload } from '@vela/contracts';
import { findBot } from '../bots/bot.use-case.ts';
import { markLead } from '../conversations/conversation.repository.ts';
import type { ConversationRow } from '../conversations/conversation.table.ts';
import type { Db } from '../db/schema.ts';
import type { BotRef } from './bot-ref.ts';
import {
  findLead,
  insertLead,
  listAllLeads,
  listBotLeads,
  setWebhookStatus,
} from './chat-leads.repository.ts';
import { transcriptRows } from './insights.repository.ts';
import type { ChatLeadRow } from './insights.table.ts';

/**
 * Stores a visitor's contact details with the bot, the page and the conversation (one lead per
 * conversation), and tells the caller whether the bot's webhook should receive it.
 */
export async function leaveLead(
  db: Db,
  lead: {
    bot: { id: string; webhookUrl: string };
    conversation: ConversationRow | undefined;
    input: ChatLeadInput;
    page: string | null;
    language: Language;
  },
): Promise<{ id: number; webhook: boolean } | undefined> {
  const { contact } = lead.input;
  const isEmail = contact.includes('@');
  const webhook = lead.bot.webhookUrl !== '';
  return db.transaction().execute(async (trx) => {
    const row = await insertLead(trx, {
      botId: lead.bot.id,
      conversationId: lead.conversation?.id ?? null,
      name: lead.input.name.trim(),
      email: isEmail ? contact.trim() : null,
      phone: isEmail ? null : contact.trim(),
      page: lead.page ?? lead.conversation?.page_url ?? null,
      language: lead.language,
      createdAt: new Date().toISOString(),
      webhook: webhook ? 'pending' : 'none',
    });
    if (!row) return undefined;
    if (lead.conversation) await markLead(trx, lead.conversation.id);
    return { id: row.id, webhook };
  });
}

export const asChatLead = (row: ChatLeadRow): ChatLead => ({
  id: row.id,
  botId: row.bot_id,
  conversationId: row.conversation_id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  page: row.page_url,
  language: row.language === 'it' ? 'it' : 'en',
  createdAt: row.created_at,
  webhook: row.webhook_status,
});

/** What a lead's webhook delivery sends, and where; undefined when the bot has no webhook any more. */
export async function chatLeadOf(db: Db, leadId: number) {
  const row = await findLead(db, leadId);
  if (!row) return undefined;
  const bot = await findBot(db, row.bot_id);
  if (!bot?.webhook_url) {
    await setWebhookStatus(db, leadId, 'none');
    return undefined;
  }
  const messages = row.conversation_id ? await transcriptRows(db, row.conversation_id) : [];
  const { webhook: _status, botId: _bot, ...lead } = asChatLead(row);
  const payload: LeadWebhookPayload = {
    event: 'lead.created',
    bot: { id: bot.id, name: bot.bot_name },
    lead,
    transcript: messages.map((m) => ({ role: m.role, content: m.content, at: m.created_at })),
  };
  return { url: bot.webhook_url, secret: bot.webhook_secret, payload };
}

export const webhookDelivery = (db: Db, leadId: number, status: 'delivered' | 'failed') =>
  setWebhookStatus(db, leadId, status);

/** Every bot's leads as the admin's lead list shows them, with the bot they came from. */
export async function allChatLeads(db: Db): Promise<Lead[]> {
  return (await listAllLeads(db)).map((row) => ({
    id: `chat-${row.id}`,
    source: 'chat',
    name: row.name,
    email: row.email ?? '',
    phone: row.phone,
    company: null,
    website: row.page_url,
    message: null,
    language: row.language,
    createdAt: row.created_at,
    bot: { id: row.bot_id, name: row.bot_name, conversationId: row.conversation_id },
  }));
}

export async function botLeads(db: Db, bot: BotRef): Promise<ChatLead[]> {
  return (await listBotLeads(db, bot.id)).map(asChatLead);
}
