import { botMessages, type Language, MAX_BOT_SOURCES, MAX_BOT_TRAININGS_PER_DAY } from '@vela/contracts';
import type { Db } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { countTrainings } from '../trainings/training.repository.ts';
import { claimTrainingRuns } from './bot.repository.ts';

/** What a request asks of a bot's quotas: sources it adds, and trainings it starts (retries included). */
export interface TrainingClaim {
  newSources: number;
  runs: number;
}

/**
 * Refuses with 429, worded in `language`, a claim that would pass the bot's source cap or today's
 * (UTC) training quota; otherwise counts its runs against today. The source cap is read before the
 * sources are added, so requests racing each other can pass it by the few sources they carry; the daily
 * count is taken atomically.
 */
export async function claimTrainings(db: Db, botId: string, claim: TrainingClaim, language: Language) {
  const m = botMessages[language];
  if (claim.newSources > 0 && (await countTrainings(db, { botId })) + claim.newSources > MAX_BOT_SOURCES) {
    throw new AppError('too_many_requests', m.tooManySources);
  }
  const today = new Date().toISOString().slice(0, 10);
  if (!(await claimTrainingRuns(db, botId, claim.runs, today, MAX_BOT_TRAININGS_PER_DAY))) {
    throw new AppError('too_many_requests', m.tooManyTrainingsToday);
  }
}
