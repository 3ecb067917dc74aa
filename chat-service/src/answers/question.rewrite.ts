import type { ChatMessage } from '@vela/contracts';
import type OpenAI from 'openai';
import { z } from 'zod';

/** What the rewrite call returns: the question made standalone, translated, and as keyword searches. */
export interface RewrittenQuestion {
  standalone: string;
  translations: string[];
  keywords: string[];
}

const MAX_VARIANTS = 3;
const MAX_LENGTH = 300;

const rewriteSchema = z.object({
  standalone: z.string().trim().min(1).max(MAX_LENGTH),
  translations: z.array(z.string().trim().min(1).max(MAX_LENGTH)).max(6).default([]),
  keywords: z.array(z.string().trim().min(1).max(MAX_LENGTH)).max(6).default([]),
});

const languageNames: Record<string, string> = {
  it: 'Italian',
  en: 'English',
  de: 'German',
  fr: 'French',
  es: 'Spanish',
};

/**
 * The rewrite prompt. Its first word, REWRITE, tells a test server which call this is; the model is
 * asked for JSON only, so any OpenAI-compatible server (Ollama, vLLM) can answer it.
 */
export function rewritePrompt(knowledgeLanguages: string[]): string {
  const languages = knowledgeLanguages.map((l) => languageNames[l] ?? l).join(', ') || 'the site’s language';
  return [
    'REWRITE the visitor’s last message for searching a website’s pages. Do not answer it.',
    'Reply with JSON only: {"standalone": string, "translations": string[], "keywords": string[]}.',
    '- standalone: the last message as a complete question that needs no earlier turn (resolve "it", "and on Sunday?" from the conversation), in the visitor’s language.',
    `- translations: the standalone question translated into each of these languages that differs from the visitor’s: ${languages}.`,
    '- keywords: two or three short keyword searches (words a page answering it would contain), in the pages’ language.',
  ].join('\n');
}

/**
 * One small model call before retrieval; a failure or an unreadable reply falls back to the question
 * itself, so a flaky model never costs the visitor an answer.
 */
export async function rewriteQuestion(
  client: OpenAI,
  model: string,
  request: { question: string; history: ChatMessage[]; knowledgeLanguages: string[] },
  signal: AbortSignal,
  /** The visitor's request itself: when it is aborted the answer stops, not just the rewrite. */
  answerSignal: AbortSignal = signal,
): Promise<RewrittenQuestion> {
  const fallback = { standalone: request.question, translations: [], keywords: [] };
  try {
    const completion = await client.chat.completions.create(
      {
        model,
        temperature: 0,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: rewritePrompt(request.knowledgeLanguages) },
          ...request.history.slice(-4).map((m) => ({ role: m.role, content: m.content.slice(0, 1000) })),
          { role: 'user', content: request.question },
        ],
      },
      { signal },
    );
    const content = completion.choices[0]?.message?.content ?? '';
    const json = content.slice(content.indexOf('{'), content.lastIndexOf('}') + 1);
    const parsed = rewriteSchema.safeParse(JSON.parse(json));
    if (!parsed.success) return fallback;
    return {
      standalone: parsed.data.standalone,
      translations: parsed.data.translations.slice(0, MAX_VARIANTS),
      keywords: parsed.data.keywords.slice(0, MAX_VARIANTS),
    };
  } catch {
    if (answerSignal.aborted) throw answerSignal.reason;
    return fallback;
  }
}

/** Every search the rewrite asks for: the question itself first, then each other one once. */
export function searchesOf(question: string, rewritten: RewrittenQuestion): [string, ...string[]] {
  const seen = new Set([question.trim().toLowerCase()]);
  const variants = [rewritten.standalone, ...rewritten.translations, ...rewritten.keywords].filter((q) => {
    const key = q.trim().toLowerCase();
    return key && !seen.has(key) && seen.add(key);
  });
  return [question, ...variants];
}
