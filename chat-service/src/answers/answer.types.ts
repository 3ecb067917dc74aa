import type { ChatMessage, Language, Source } from '@vela/contracts';
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
}

/** Writes an answer from the retrieved passages, calling `onToken` with each piece as it is ready. */
export interface AnswerWriter {
  write(
    request: AnswerRequest & { language: Language; passages: KnowledgeHit[]; contact: Source | undefined },
    onToken: (delta: string) => void,
    signal: AbortSignal,
  ): Promise<Answer>;
}
