import type { AnswerOutcome, ChatMessage, Language, Source } from '@vela/contracts';
import type { Concept } from '../knowledge/analysis/question.ts';
import type { KnowledgeHit, KnowledgeScope } from '../knowledge/knowledge.search.ts';

/** Who answers: the bot's name, what it knows about the company, and the language it speaks by default. */
export interface BotProfile {
  name: string;
  /** The company information text of a bot, or the demo's domain. */
  company: string;
  language: Language;
}

export interface AnswerRequest {
  scope: KnowledgeScope;
  profile: BotProfile;
  question: string;
  /** Earlier turns of the conversation, oldest first. */
  history: ChatMessage[];
}

export interface Answer {
  text: string;
  sources: Source[];
  /** The writer found nothing to answer from (it said it does not know, or cited no passage). */
  declined?: boolean;
}

/** An answer as the engine returns it: how it met its question, and in which language it was asked. */
export interface JudgedAnswer extends Answer {
  outcome: AnswerOutcome;
  /** 0…1: the share of the question's weight the best passage sentence holds. */
  evidence: number;
  language: Language;
}

/** What a writer answers from: the question, the passages retrieved and the evidence to judge them by. */
export type WriterRequest = AnswerRequest & {
  language: Language;
  passages: KnowledgeHit[];
  /** What the question asks about, and each concept's weight (its rarity in the knowledge). */
  concepts: Concept[];
  weights: number[];
  /** Whether each concept occurs anywhere in the knowledge. */
  found: boolean[];
  /** How many of the concepts are the question's own (the rest come from the previous question). */
  asked?: number;
  contact: Source | undefined;
  /** The day the question is asked on: a page titled with an earlier year ('Summer hours 2025') is stale. */
  now?: Date;
};

/** Writes an answer from the retrieved passages, calling `onToken` with each piece as it is ready. */
export interface AnswerWriter {
  write(request: WriterRequest, onToken: (delta: string) => void, signal: AbortSignal): Promise<Answer>;
  /**
   * Whether the passages answer the question, when the writer can tell before writing: a follow-up
   * that the question alone does not answer is then read again with the previous question.
   */
  canAnswer?(request: WriterRequest): boolean;
}
