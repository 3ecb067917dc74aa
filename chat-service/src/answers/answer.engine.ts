import type { Language, Source } from '@vela/contracts';
import type { Logger } from 'pino';
import type { Config } from '../config/config.ts';
import type { Db } from '../db/schema.ts';
import { sharedDerivations } from '../knowledge/analysis/derivations.ts';
import { sharedDictionary } from '../knowledge/analysis/dictionary.ts';
import { sharedHypernyms } from '../knowledge/analysis/hypernyms.ts';
import { sharedInflections } from '../knowledge/analysis/inflections.ts';
import { sharedPartsOfSpeech } from '../knowledge/analysis/parts-of-speech.ts';
import { stopwords } from '../knowledge/analysis/stems.ts';
import { sharedThesaurus } from '../knowledge/analysis/thesaurus.ts';
import { fuseRankings } from '../knowledge/knowledge.fusion.ts';
import { type KnowledgeScope, scopeKey } from '../knowledge/knowledge.scope.ts';
import { hitOf, type KnowledgeHit } from '../knowledge/knowledge.search.ts';
import { correctedQuestion } from '../knowledge/knowledge.spelling.ts';
import type { SemanticIndex } from '../knowledge/vectors/semantic.index.ts';
import { knowledgeVersion } from '../trainings/training.repository.ts';
import {
  findContactPage,
  knowledgeLanguages,
  previousQuestion,
  type Retrieval,
  readFirst,
  retrieveForReading,
  retrieveFused,
  retrievePassages,
} from './answer.retrieve.ts';
import type { AnswerRequest, AnswerWriter, JudgedAnswer, WriterRequest } from './answer.types.ts';
import { withDeadline } from './deadline.ts';
import { bestQuote, extractiveWriter, judgeAnswer } from './extractive.writer.ts';
import { generativeWriter } from './generative.writer.ts';
import { conversationLanguage } from './language.detect.ts';
import { createLlmClient } from './llm.client.ts';
import { rewriteQuestion, searchesOf } from './question.rewrite.ts';
import { withDaysNamed, withYearsNamed } from './relative-days.ts';
import { createRetrievalCache } from './retrieval.cache.ts';

export interface AnswerEngine {
  /** Retrieves passages for the question and its recent turns and writes the answer, streaming it. */
  answer(
    request: AnswerRequest,
    onToken: (delta: string) => void,
    signal?: AbortSignal,
  ): Promise<JudgedAnswer>;
  readonly mode: 'generative' | 'extractive';
}

/** Finds what a question needs: the passages, and the evidence to judge them by. */
type Retriever = (
  request: AnswerRequest,
  language: Language,
  canAnswer: (r: Retrieval) => boolean,
  signal: AbortSignal,
) => Promise<Retrieval>;

const DEFAULT_LLM_IDLE_TIMEOUT_MS = 30_000;
const SEMANTIC_PASSAGES = 8;
/** A follow-up of this many concepts or fewer is read with the visitor's previous question first. */
const SHORT_QUESTION = 2;
/**
 * A pronoun standing for something named before ('book one', 'is it', 'prenotarla', 'quanto costa
 * questo'): the question is read with the previous one first, however long it is.
 */
const REFERS_BACK =
  /\b(it|its|one|ones|them|they|this|these|those|questo|questa|questi|queste|quello|quella|quelli|quelle|esso|essa)\b|\b\p{L}{2,}(?:ar|er|ir)(?:lo|la|li|le|ne)\b/iu;
/** A question that opens by carrying on from the one before ('and…', 'what about…', 'e per…', 'invece…'). */
const CONTINUES = /^\W*(and|what about|how about|e|ed|anche|invece)\b/i;
/** A clause of three words or more after a comma: the question a follow-up goes on to ask of its own. */
const OWN_QUESTION = /,\s*(?:[\p{L}\p{N}'’]+\s+){2,}[\p{L}\p{N}'’]+/u;
/** The rewrite is a short call: past this the question is searched as the visitor wrote it. */
const REWRITE_TIMEOUT_MS = 8_000;
/** A contact page changes only when the site is read again: looking it up once a minute is plenty. */
const CONTACT_TTL_MS = 60_000;
const MAX_CACHED_CONTACTS = 10_000;
/** A retrieval shared by visitors asking the same question (the rewrite call included) ends by this. */
const SHARED_RETRIEVAL_TIMEOUT_MS = 30_000;

/**
 * Generative when an OpenAI-compatible server is configured (the question rewritten by one model call,
 * its searches fused, the answer written by the model), extractive otherwise (the question searched in
 * both languages through the dictionary, the answer quoted from the best passage).
 */
export function createAnswerEngine(
  db: Db,
  config: Pick<Config, 'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'OPENAI_MODEL' | 'generativeAnswers'>,
  options: { llmIdleTimeoutMs?: number; semantic?: SemanticIndex; logger?: Logger; now?: () => Date } = {},
): AnswerEngine {
  if (!sharedDictionary()) {
    options.logger?.info(
      'no Italian-English dictionary (Debian: dict-freedict-ita-eng, dict-freedict-eng-ita): questions match pages of their own language only',
    );
  }
  // Read now, not on the first visitor's question: WordNet's indexes take a fifth of a second each.
  sharedPartsOfSpeech();
  sharedDerivations();
  sharedHypernyms();
  // Read now, not on the first visitor's question: the thesauri's indexes take most of a second.
  if (!sharedThesaurus()) {
    options.logger?.info(
      'no thesaurus (Debian: mythes-it, mythes-en-us): questions find pages by their own words and translations only',
    );
  }
  if (!sharedInflections()) {
    options.logger?.info(
      "no WordNet (Debian: wordnet-base): English irregular forms ('built', 'children') match by their stems only",
    );
  }
  const nearest = semanticLookup(db, options.semantic);
  let writer: AnswerWriter = extractiveWriter;
  let retrieve: Retriever = lexicalRetriever(db, nearest);
  if (config.generativeAnswers) {
    const idleTimeoutMs = options.llmIdleTimeoutMs ?? DEFAULT_LLM_IDLE_TIMEOUT_MS;
    const client = createLlmClient({
      apiKey: config.OPENAI_API_KEY,
      baseURL: config.OPENAI_BASE_URL,
      idleTimeoutMs,
    });
    writer = generativeWriter(client, { model: config.OPENAI_MODEL, idleTimeoutMs });
    retrieve = async (request, language, _canAnswer, signal) => {
      const knowledge = await knowledgeLanguages(db, request.scope);
      const rewritten = await withDeadline(
        signal,
        Math.min(REWRITE_TIMEOUT_MS, idleTimeoutMs),
        (rewriteSignal) =>
          rewriteQuestion(
            client,
            config.OPENAI_MODEL,
            { question: request.question, history: request.history, knowledgeLanguages: knowledge },
            rewriteSignal,
            signal,
          ),
      );
      const searches = searchesOf(request.question, rewritten);
      const semanticHits = await nearest(request.scope, rewritten.standalone, signal);
      const [fused, candidates] = await Promise.all([
        retrieveFused(db, request.scope, searches, language, [semanticHits]),
        retrieveForReading(db, request.scope, rewritten.standalone, language),
      ]);
      // The reader judges the standalone question's candidates sentence by sentence: what it would quote
      // leads the passages, where a small model reads first.
      const { judged } = bestQuote({
        ...request,
        question: rewritten.standalone,
        language,
        passages: candidates.hits,
        concepts: candidates.concepts,
        weights: candidates.weights,
        found: candidates.found,
        asked: candidates.asked,
        contact: undefined,
        now: options.now?.() ?? new Date(),
      });
      return readFirst(
        fused,
        judged.map((j) => j.quote.hit),
      );
    };
  }
  const contactOf = contactLookup(db);
  const cache = createRetrievalCache();
  return {
    mode: config.generativeAnswers ? 'generative' : 'extractive',
    async answer(asked, onToken, signal = new AbortController().signal) {
      // 'Open today?' asks about a weekday; without a model to read past them, typing slips are corrected.
      const now = options.now?.() ?? new Date();
      const dated = withYearsNamed(withDaysNamed(asked.question, previousQuestion(asked.history), now), now);
      const question = config.generativeAnswers ? dated : await correctedQuestion(db, asked.scope, dated);
      const request = { ...asked, question };
      const language = conversationLanguage(
        request.question,
        request.history.filter((m) => m.role === 'user').map((m) => m.content),
        request.profile.language,
      );
      const contact = contactOf(request.scope, language);
      const asWriterRequest = async (r: Retrieval): Promise<WriterRequest> => ({
        ...request,
        language,
        passages: r.hits,
        concepts: r.concepts,
        weights: r.weights,
        found: r.found,
        asked: r.asked,
        contact: await contact,
        now,
      });
      const canAnswer = (r: Retrieval) =>
        writer.canAnswer?.({ ...request, language, passages: r.hits, ...r, contact: undefined, now }) ?? true;
      // A question asked on its own is searched once for everyone asking it at the same time; the shared
      // search is not stopped by one visitor leaving, only by its own time limit.
      const retrieval = previousQuestion(request.history)
        ? await retrieve(request, language, canAnswer, signal)
        : await cache.get(
            {
              scope: request.scope,
              version: await knowledgeVersion(db, request.scope),
              language,
              question: request.question,
            },
            () =>
              withDeadline(new AbortController().signal, SHARED_RETRIEVAL_TIMEOUT_MS, (shared) =>
                retrieve(request, language, canAnswer, shared),
              ),
          );
      const writerRequest = await asWriterRequest(retrieval);
      const answer = await writer.write(writerRequest, onToken, signal);
      return { ...answer, ...judgeAnswer(writerRequest, answer), language };
    },
  };
}

/**
 * The question searched as written; a follow-up ('and on Sunday?') that it alone does not answer is
 * searched again with the visitor's previous question.
 */
function lexicalRetriever(db: Db, nearest: SemanticLookup): Retriever {
  return async (request, language, canAnswer, signal) => {
    const previous = previousQuestion(request.history);
    const [alone, semanticHits] = await Promise.all([
      retrievePassages(db, request.scope, request.question, language),
      nearest(request.scope, request.question, signal),
    ]);
    const withVectors = (r: Retrieval) => (semanticHits.length ? withSemantic(r, semanticHits) : r);
    if (!previous) return withVectors(alone);
    const answeredAlone = canAnswer(withVectors(alone));
    // A long question stands on its own; a short one ('and on Sundays?') is read with the previous first, as
    // is one of function words only ('how much would that come to?').
    const namesSomething = alone.concepts.some((c) => !stopwords.has(c.word));
    if (
      answeredAlone &&
      namesSomething &&
      alone.concepts.length > SHORT_QUESTION &&
      !REFERS_BACK.test(request.question) &&
      !CONTINUES.test(request.question)
    )
      return withVectors(alone);
    const followUp = await retrievePassages(db, request.scope, request.question, language, previous);
    const semanticFollowUp = await nearest(request.scope, `${previous} ${request.question}`, signal);
    const read = semanticFollowUp.length ? withSemantic(followUp, semanticFollowUp) : followUp;
    // 'What about the cupping evenings?' asks the earlier question of a new thing: read alone it asks nothing,
    // unless it goes on with a question of its own ('what about New Year's Eve, can we come for one night?').
    const asksEarlier = CONTINUES.test(request.question) && !OWN_QUESTION.test(request.question);
    return canAnswer(read) || !answeredAlone || asksEarlier ? read : withVectors(alone);
  };
}

type SemanticLookup = (scope: KnowledgeScope, text: string, signal: AbortSignal) => Promise<KnowledgeHit[]>;

/** The chunks nearest in meaning to a text, when a semantic index is configured; none otherwise. */
function semanticLookup(db: Db, semantic: SemanticIndex | undefined): SemanticLookup {
  return async (scope, text, signal) => {
    if (!semantic) return [];
    const rows = await semantic.nearest(db, scope, text, SEMANTIC_PASSAGES, signal);
    return rows.map((row) => hitOf(row, Number(row.score)));
  };
}

/** The lexical passages and the semantic ones fused by reciprocal rank; the evidence stays the question's. */
function withSemantic(lexical: Retrieval, semanticHits: KnowledgeHit[]): Retrieval {
  return { ...lexical, hits: fuseRankings([lexical.hits, semanticHits]).slice(0, lexical.hits.length || 8) };
}

/** The contact page of a scope in a language, looked up once a minute at most. */
function contactLookup(db: Db) {
  const contacts = new Map<string, { at: number; contact: Source | undefined }>();
  return async (scope: KnowledgeScope, language: Language): Promise<Source | undefined> => {
    const key = `${scopeKey(scope)} ${language}`;
    const cached = contacts.get(key);
    if (cached && Date.now() - cached.at < CONTACT_TTL_MS) return cached.contact;
    const contact = await findContactPage(db, scope, language);
    if (contacts.size >= MAX_CACHED_CONTACTS) contacts.clear();
    // A knowledge still being read may gain its contact page any moment: only a found one is kept.
    if (contact) contacts.set(key, { at: Date.now(), contact });
    return contact;
  };
}
