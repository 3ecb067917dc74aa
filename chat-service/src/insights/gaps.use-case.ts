import type { GapAnswerResult, GapList, GapStatus, KnowledgeGap, Language, Rating } from '@vela/contracts';
import type { AnswerEngine } from '../answers/answer.engine.ts';
import type { BotProfile } from '../answers/answer.types.ts';
import type { ConversationRow } from '../conversations/conversation.table.ts';
import type { Db } from '../db/schema.ts';
import { findTraining } from '../trainings/training.repository.ts';
import type { Trainings } from '../trainings/trainings.ts';
import { type BotRef, notFound } from './bot-ref.ts';
import { countOpenGaps, findGap, listGaps, recordMiss, setGapStatus } from './gaps.repository.ts';
import type { KnowledgeGapRow } from './insights.table.ts';
import { questionKey } from './question-key.ts';

/** A 👎 makes the answer's question a gap; taking the 👎 back counts it off again. */
export async function recordRating(
  trx: Db,
  change: {
    botId: string;
    conversation: ConversationRow;
    question: string;
    /** The key the question was grouped under when it was asked. */
    questionKey: string | null;
    previous: Rating | null;
    rating: Rating;
  },
): Promise<void> {
  const ratedDown = change.rating === 'down' ? 1 : change.previous === 'down' ? -1 : 0;
  if (!ratedDown || !change.question) return;
  const language = change.conversation.language === 'it' ? 'it' : 'en';
  await recordMiss(trx, {
    botId: change.botId,
    key: change.questionKey ?? questionKey(change.question, language),
    question: change.question,
    at: new Date().toISOString(),
    conversationId: change.conversation.id,
    asked: 0,
    declined: 0,
    weak: 0,
    ratedDown,
  });
}

const asGap = (row: KnowledgeGapRow): KnowledgeGap => ({
  id: row.id,
  question: row.question,
  askedCount: Number(row.asked_count),
  declinedCount: Number(row.declined_count),
  weakCount: Number(row.weak_count),
  ratedDownCount: Number(row.rated_down_count),
  firstAskedAt: row.first_asked_at,
  lastAskedAt: row.last_asked_at,
  status: row.status,
  conversationId: row.conversation_id,
});

export async function gapList(db: Db, bot: BotRef, status: GapStatus): Promise<GapList> {
  const [gaps, openCount] = await Promise.all([listGaps(db, bot.id, status), countOpenGaps(db, bot.id)]);
  return { gaps: gaps.map(asGap), openCount };
}

export async function dismissGap(db: Db, bot: BotRef, id: number, language: Language) {
  const row = await setGapStatus(db, bot.id, id, 'dismissed');
  if (!row) throw notFound(language, 'gapNotFound');
  return { gap: asGap(row) };
}

const INDEXING_TIMEOUT_MS = 30_000;

/**
 * The client's answer to a gap becomes a Q&A source of the bot (the question as its title, so the
 * question finds it), indexed at once; the gap's question is then asked again, and the gap closes.
 */
export async function answerGap(
  deps: { db: Db; trainings: Trainings; engine: AnswerEngine },
  bot: BotRef & { profile: BotProfile },
  id: number,
  answer: string,
  language: Language,
  claim: () => Promise<void>,
): Promise<GapAnswerResult> {
  const { db } = deps;
  const gap = await findGap(db, bot.id, id);
  if (!gap) throw notFound(language, 'gapNotFound');
  await claim();
  const scope = { botId: bot.id };
  const training = await deps.trainings.submit(scope, {
    kind: 'text',
    title: gap.question.slice(0, 200),
    text: `${gap.question}\n\n${answer}`,
  });
  await untilIndexed(db, training.id);
  const reply = await deps.engine.answer(
    { scope, profile: bot.profile, question: gap.question, history: [] },
    () => {},
  );
  const closed = await setGapStatus(db, bot.id, id, 'answered');
  return {
    gap: asGap(closed ?? gap),
    reply: { text: reply.text, sources: reply.sources, outcome: reply.outcome },
  };
}

async function untilIndexed(db: Db, trainingId: number): Promise<void> {
  const deadline = Date.now() + INDEXING_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const training = await findTraining(db, trainingId);
    if (!training || training.status === 'ready' || training.status === 'failed') return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
