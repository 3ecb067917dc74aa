import { z } from 'zod';
import { plainText, textMessages } from './text.ts';

export const leadSources = ['contact', 'demo', 'chat'] as const;
export type LeadSource = (typeof leadSources)[number];

/** One lead: a contact-form request, a demo's contact details or a visitor's request from a bot's chat, in one shape. */
export interface Lead {
  /** `contact-12`, `demo-7` or `chat-3`: unique across the sources. */
  id: string;
  source: LeadSource;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  website: string | null;
  message: string | null;
  language: string | null;
  createdAt: string;
  /** Leads from a bot's chat: the bot and its conversation (while it is kept). */
  bot?: { id: string; name: string; conversationId: string | null };
}

/** GET /api/admin/leads (admin only), newest first. */
export interface LeadList {
  leads: Lead[];
}

/** `?search=` of GET /api/admin/leads and /api/admin/leads.csv. */
export const leadQuerySchema = z.object({
  search: plainText(textMessages.en.controlCharacters)
    .trim()
    .max(200, 'Search must be at most 200 characters.')
    .optional(),
});
