import type { ChatMessage, Language, Source } from '@vela/contracts';
import type { KnowledgeHit } from '../knowledge/knowledge.search.ts';
import type { BotProfile } from './answer.types.ts';

const languageName: Record<Language, string> = { en: 'English', it: 'Italian' };

/** The system prompt: who the bot is, what it may rely on, and how to behave when the passages are silent. */
export function systemPrompt(
  profile: BotProfile,
  language: Language,
  passages: KnowledgeHit[],
  contact: Source | undefined,
): string {
  const numbered = passages
    .map((p, i) => `[${i + 1}] ${p.title} (${p.source})${p.heading ? ` — ${p.heading}` : ''}\n${p.text}`)
    .join('\n\n');
  return [
    `You are ${profile.name}, the assistant on the website of ${profile.company ? 'this company' : 'a company'}.`,
    profile.company ? `About the company:\n${profile.company}` : '',
    'Answer only from the passages below and the company information above. Never invent facts, prices, dates or contacts.',
    'If the passages do not contain the answer, say plainly that you do not know and suggest contacting the company' +
      (contact ? ` (${contact.url}).` : '.'),
    'Cite the passages you used by their number in square brackets, like [1].',
    `Answer in ${languageName[language]}, the visitor's language, in a few short sentences.`,
    passages.length > 0 ? `Passages:\n\n${numbered}` : 'Passages: none were found for this question.',
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** The earlier turns as chat messages, then the question. */
export function conversationMessages(history: ChatMessage[], question: string) {
  return [
    ...history.map((m) => ({ role: m.role, content: m.content })),
    { role: 'user' as const, content: question },
  ];
}

/**
 * The sources the answer cites by number, and only those: an answer citing none declined, chatted or
 * sent the visitor to the contact page (then only that page is named).
 */
export function citedSources(text: string, passages: KnowledgeHit[], contact?: Source): Source[] {
  const cited = new Set(
    [...text.matchAll(/\[(\d+(?:\s*,\s*\d+)*)\]/g)].flatMap((m) =>
      (m[1] ?? '').split(',').map((n) => Number(n) - 1),
    ),
  );
  if (cited.size === 0) return contact && text.includes(contact.url) ? [contact] : [];
  const used = passages.filter((_, i) => cited.has(i));
  const seen = new Set<string>();
  return used
    .filter((p) => !seen.has(p.source) && seen.add(p.source))
    .map((p) => ({ url: p.source, title: p.title }));
}
