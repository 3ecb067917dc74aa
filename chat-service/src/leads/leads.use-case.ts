import type { Lead } from '@vela/contracts';
import type { Db } from '../db/schema.ts';
import { allChatLeads } from '../insights/chat-leads.use-case.ts';
import { contactRequestLeads, demoContactLeads } from './leads.repository.ts';

const searchable = (lead: Lead) =>
  [lead.name, lead.email, lead.phone, lead.website, lead.message].filter(Boolean).join('\n').toLowerCase();

/** Contact requests, demo contacts and leads from clients' chats in one list, newest first, optionally narrowed by a search text. */
export async function listLeads(db: Db, search?: string): Promise<Lead[]> {
  const [contacts, demos, chats] = await Promise.all([
    contactRequestLeads(db),
    demoContactLeads(db),
    allChatLeads(db),
  ]);
  const needle = search?.trim().toLowerCase();
  return [...contacts, ...demos, ...chats]
    .filter((lead) => !needle || searchable(lead).includes(needle))
    .sort((a, b) =>
      a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id.localeCompare(a.id),
    );
}
