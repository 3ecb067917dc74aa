import type { Insertable, Updateable } from 'kysely';
import { type Db, now } from '../db/schema.ts';
import type { BotRow, BotsTable } from './bot.table.ts';

export async function findBotById(db: Db, id: string): Promise<BotRow | undefined> {
  return db.selectFrom('bots').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findBotOfUser(db: Db, userId: number): Promise<BotRow | undefined> {
  return db.selectFrom('bots').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Inserts the user's bot unless one exists (two first requests at once create one bot). */
export async function insertBotIfMissing(
  db: Db,
  row: Omit<Insertable<BotsTable>, 'created_at' | 'updated_at' | 'trainings_day' | 'trainings_on_day'>,
): Promise<void> {
  const at = now();
  await db
    .insertInto('bots')
    .values({ ...row, created_at: at, updated_at: at })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

export type BotPatch = Omit<
  Updateable<BotsTable>,
  'id' | 'user_id' | 'created_at' | 'updated_at' | 'trainings_day' | 'trainings_on_day'
>;

export async function updateBot(db: Db, id: string, patch: BotPatch): Promise<BotRow> {
  return db
    .updateTable('bots')
    .set({ ...patch, updated_at: now() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Counts `runs` more trainings of the bot on `day` unless that passes `limit`; false when it would. One
 * conditional update, so two requests at once cannot both take the last runs.
 */
export async function claimTrainingRuns(
  db: Db,
  botId: string,
  runs: number,
  day: string,
  limit: number,
): Promise<boolean> {
  if (runs > limit) return false;
  const result = await db
    .updateTable('bots')
    .set((eb) => ({
      trainings_on_day: eb
        .case()
        .when('trainings_day', '=', day)
        .then(eb('trainings_on_day', '+', runs))
        .else(runs)
        .end(),
      trainings_day: day,
    }))
    .where('id', '=', botId)
    .where((eb) =>
      eb.or([eb('trainings_day', '<>', day), eb(eb('trainings_on_day', '+', runs), '<=', limit)]),
    )
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
