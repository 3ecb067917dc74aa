import type { Language, Source } from '@vela/contracts';
import type { Config } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import { type KnowledgeScope, scopeKey } from '../knowledge/knowledge.scope.ts';
import { findContactPage, previousQuestion, type Retrieval, retrievePassages } from './answer.retrieve.ts';
import type { Answer, AnswerRequest, AnswerWriter, WriterRequest } from './answer.types.ts';
import { extractiveWriter } from './extractive.writer.ts';
import { generativeWriter } from './generative.writer.ts';
import { detectLanguage } from './language.detect.ts';

export interface AnswerEngine {
  /** Retrieves passages for the question and its recent turns and writes the answer, streaming it. */
  answer(request: AnswerRequest, onToken: (delta: string) => void, signal?: AbortSignal): Promise<Answer>;
  readonly mode: 'generative' | 'extractive';
}

const DEFAULT_LLM_IDLE_TIMEOUT_MS = 30_000;
/** A contact page changes only when the site is read again: looking it up once a minute is plenty. */
const CONTACT_TTL_MS = 60_000;
const MAX_CACHED_CONTACTS = 10_000;

/** Generative when an OpenAI-compatible server is configured, extractive otherwise. */
export function createAnswerEngine(
  db: Db,
  config: Pick<Config, 'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'OPENAI_MODEL' | 'generativeAnswers'>,
  options: { llmIdleTimeoutMs?: number } = {},
): AnswerEngine {
  const writer: AnswerWriter = config.generativeAnswers
    ? generativeWriter({
        apiKey: config.OPENAI_API_KEY,
        baseURL: config.OPENAI_BASE_URL,
        model: config.OPENAI_MODEL,
        idleTimeoutMs: options.llmIdleTimeoutMs ?? DEFAULT_LLM_IDLE_TIMEOUT_MS,
      })
    : extractiveWriter;
  const contacts = new Map<string, { at: number; contact: Source | undefined }>();
  async function contactOf(scope: KnowledgeScope, language: Language): Promise<Source | undefined> {
    const key = `${scopeKey(scope)} ${language}`;
    const cached = contacts.get(key);
    if (cached && Date.now() - cached.at < CONTACT_TTL_MS) return cached.contact;
    const contact = await findContactPage(db, scope, language);
    if (contacts.size >= MAX_CACHED_CONTACTS) contacts.clear();
    // A knowledge still being read may gain its contact page any moment: only a found one is kept.
    if (contact) contacts.set(key, { at: Date.now(), contact });
    return contact;
  }
  return {
    mode: config.generativeAnswers ? 'generative' : 'extractive',
    async answer(request, onToken, signal = new AbortController().signal) {
      const language = detectLanguage(request.question, request.profile.language);
      const [retrieval, contact] = await Promise.all([
        retrievePassages(db, request.scope, request.question, language),
        contactOf(request.scope, language),
      ]);
      const writerRequest = (r: Retrieval): WriterRequest => ({
        ...request,
        language,
        passages: r.hits,
        concepts: r.concepts,
        weights: r.weights,
        found: r.found,
        contact,
      });
      let chosen = writerRequest(retrieval);
      const previous = previousQuestion(request.history);
      if (previous && !writer.canAnswer?.(chosen)) {
        // A follow-up ('and on Sunday?') is read again with the visitor's previous question.
        chosen = writerRequest(
          await retrievePassages(db, request.scope, request.question, language, previous),
        );
      }
      return writer.write(chosen, onToken, signal);
    },
  };
}
