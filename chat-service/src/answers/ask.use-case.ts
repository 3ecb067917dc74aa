import { type ConversationRef, recentTurns, saveExchange } from '../conversations/conversation.use-case.ts';
import type { Db } from '../db/schema.ts';
import { recordExchange } from '../insights/insights.use-case.ts';
import type { QuestionGrouping } from '../insights/question-grouping.ts';
import type { KnowledgeScope } from '../knowledge/knowledge.scope.ts';
import type { AnswerEngine } from './answer.engine.ts';
import type { BotProfile, JudgedAnswer } from './answer.types.ts';

export interface Question {
  scope: KnowledgeScope;
  profile: BotProfile;
  text: string;
  /** The visitor's open conversation: its last turns feed the answer, and the exchange is stored in it. */
  conversation?: ConversationRef;
  /** The id the streamed events and the stored answer carry. */
  messageId: string;
  /** Groups a bot's question with others asking the same (by its terms, or also by meaning). */
  grouping?: QuestionGrouping;
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
): Promise<JudgedAnswer> {
  const askedAt = new Date().toISOString();
  const history = question.conversation ? await recentTurns(db, question.conversation.id) : [];
  const answer = await engine.answer(
    { scope: question.scope, profile: question.profile, question: question.text, history },
    onToken,
    signal,
  );
  const { conversation } = question;
  if (conversation) {
    // A bot's exchanges feed its owner's figures and knowledge gaps; a demo's are only kept.
    const botId = 'botId' in conversation.scope ? conversation.scope.botId : undefined;
    // Grouped before the transaction: grouping by meaning waits for the embeddings server.
    const group =
      botId && question.grouping
        ? await question.grouping(botId, question.text, answer.language, answer.outcome !== 'answered')
        : undefined;
    const exchange = {
      question: question.text,
      askedAt,
      messageId: question.messageId,
      answer: answer.text,
      sources: answer.sources,
      outcome: answer.outcome,
      evidence: answer.evidence,
      language: answer.language,
      questionKey: group?.key,
    };
    await saveExchange(db, conversation, exchange, async (trx) => {
      if (!botId) return;
      await recordExchange(trx, { ...exchange, botId, conversationId: conversation.id, at: askedAt, group });
    });
  }
  return answer;
}
