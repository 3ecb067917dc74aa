import { chatTexts } from '@vela/contracts';
import type { LlmBehaviour, LlmRequest } from './fake-llm-server.ts';

/** One numbered passage of an answer prompt: `[n] title (url) — heading` then its text. */
export interface PromptPassage {
  n: number;
  title: string;
  url: string;
  heading?: string;
  text: string;
}

const systemOf = (req: LlmRequest) =>
  req.messages
    .filter((m) => m.role === 'system')
    .map((m) => m.content)
    .join('\n\n');

const lastUserQuestion = (req: LlmRequest) => req.messages.findLast((m) => m.role === 'user')?.content ?? '';

/** A query-rewrite call (its system message says REWRITE), as opposed to an answer call. */
export const isRewriteRequest = (req: LlmRequest) => systemOf(req).includes('REWRITE');

/** The passages an answer prompt carries, in their numbered order. */
export function promptPassages(req: LlmRequest): PromptPassage[] {
  const system = systemOf(req);
  const start = system.indexOf('Passages:');
  if (start === -1) return [];
  const body = system.slice(start);
  const header = /^\[(\d+)\] (.*) \((\S+)\)(?: — (.*))?$/gm;
  const heads = [...body.matchAll(header)];
  return heads.map((m, i) => {
    const from = (m.index ?? 0) + m[0].length;
    const to = heads[i + 1]?.index ?? body.length;
    return {
      n: Number(m[1]),
      title: m[2] ?? '',
      url: m[3] ?? '',
      heading: m[4],
      text: body.slice(from, to).trim(),
    };
  });
}

// Function words of both languages: they make no overlap between a question and a sentence.
const stopwords = new Set(
  `a about after all also am an and any are as at be been before but by can could did do does for from had has
  have how i if in is it its me my no not of on or our so than that the their them then there these they this
  to up was we were what when where which who why will with would you your yours
  a ad al alla alle allo agli ai anche che chi ci come con cosa da dal dalla dalle dei del della delle dello
  di e ed era gli ha hanno ho il in io la le lei li lo loro lui ma mi mia mio ne nei nel nella nelle no noi
  non o per perche piu quale quali quando quanto quanti quanta quella quelle quello questa queste questo
  qui se si sia siete sono su sul sulla sui tra tu un una uno vi voi vostra vostro`.split(/\s+/),
);

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** The content words of a text: folded to lower case without accents, function words left out. */
export function contentWords(text: string): Set<string> {
  return new Set(
    fold(text)
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w && !stopwords.has(w)),
  );
}

const sentencesOf = (text: string) =>
  text
    .split(/\n+/)
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=[\p{Lu}"“«])/u))
    .map((s) => s.trim())
    .filter(Boolean);

function dontKnow(system: string): string {
  const texts = chatTexts[/Answer in Italian/.test(system) ? 'it' : 'en'];
  const contact = system.match(/suggest contacting the company \((\S+)\)\./)?.[1];
  return contact ? texts.dontKnowWithContacts.replace('{contacts}', contact) : texts.dontKnow;
}

/**
 * The careful model's reply: the passage sentence sharing most words with the question, cited. On a tie
 * the sentence that says more wins (a heading repeats the question's words and answers nothing), then
 * the earlier one.
 */
export function groundedReply(req: LlmRequest): string {
  const question = contentWords(lastUserQuestion(req));
  let best: { sentence: string; n: number; overlap: number; size: number } | undefined;
  for (const passage of promptPassages(req))
    for (const sentence of sentencesOf(passage.text)) {
      const words = contentWords(sentence);
      const overlap = [...question].filter((w) => words.has(w)).length;
      const better =
        overlap > (best?.overlap ?? 0) ||
        (overlap > 0 && overlap === best?.overlap && words.size > best.size);
      if (better) best = { sentence, n: passage.n, overlap, size: words.size };
    }
  return best ? `${best.sentence} [${best.n}]` : dontKnow(systemOf(req));
}

/** Words a follow-up leans on: 'and on Sundays?', 'e quanto costa?', 'where is it held?'. */
const SHORT_FOLLOW_UP = 4;

/**
 * The rewrite a model would make of a follow-up, crudely: a short last question that is not the first
 * is read together with the visitor's previous one ('What time do you close on Saturday? And on Sundays?').
 */
function standaloneQuestion(req: LlmRequest): string {
  const asked = req.messages.filter((m) => m.role === 'user').map((m) => m.content);
  const last = asked.at(-1) ?? '';
  const previous = asked.at(-2);
  return previous && contentWords(last).size <= SHORT_FOLLOW_UP ? `${previous} ${last}` : last;
}

/**
 * A deterministic stand-in for a careful model, as a behaviour of the fake LLM server: answers with the
 * passage sentence that overlaps most with the visitor's last question followed by its citation, says it
 * does not know (no citation) when nothing overlaps, and answers a rewrite call with the question made
 * standalone (a short follow-up joined to the previous question), with no translations.
 */
export function groundedLlm(req: LlmRequest): LlmBehaviour {
  if (isRewriteRequest(req)) {
    const rewrite = { standalone: standaloneQuestion(req), translations: [], keywords: [] };
    return { kind: 'answer', tokens: [JSON.stringify(rewrite)] };
  }
  return { kind: 'answer', tokens: groundedReply(req).split(/(?<= )/) };
}
