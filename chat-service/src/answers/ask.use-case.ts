import { type ConversationRef, recentTurns, saveExchange } from '../conversations/conversation.use-case.ts';
import type { Db } from '../db/schema.ts';
import type { KnowledgeScope } from '../knowledge/knowledge.scope.ts';
import type { AnswerEngine } from './answer.engine.ts';
import type { Answer, BotProfile } from './answer.types.ts';

export interface Question {
  scope: KnowledgeScope;
  profile: BotProfile;
  text: string;
  /** The visitor's open conversation: its last turns feed the answer, and the exchange is stored in it. */
  conversation?: ConversationRef;
  /** The id the streamed events and the stored answer carry. */
  messageId: string;
}

/**
 * Answers a question with the conversation's recent turns, then stores the question and the answer
 * together; when the answer fails, nothing is stored and the error is raised to the caller.
 */
export async function askQuestion(
  db: Db,
  engine: AnswerEngine,
  question: Question,
  onToken: (delta: string) => void = () => {},
  signal?: AbortSignal,
): Promise<Answer> {
  const askedAt = new Date().toISOString();
  const history = question.conversation ? await recentTurns(db, question.conversation.id) : [];
  const answer = await engine.answer(
    { scope: question.scope, profile: question.profile, question: question.text, history },
    onToken,
    signal,
  );
  if (question.conversation) {
    await saveExchange(db, question.conversation, {
      question: question.text,
      askedAt,
      messageId: question.messageId,
      answer: answer.text,
      sources: answer.sources,
    });
  }
  return answer;
}
