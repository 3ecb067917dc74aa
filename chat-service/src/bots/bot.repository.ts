import type { Updateable } from 'kysely';
import { type Db, now } from '../db/database.ts';
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
  row: Omit<BotRow, 'created_at' | 'updated_at'>,
): Promise<void> {
  const at = now();
  await db
    .insertInto('bots')
    .values({ ...row, created_at: at, updated_at: at })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

export type BotPatch = Omit<Updateable<BotsTable>, 'id' | 'user_id' | 'created_at' | 'updated_at'>;

export async function updateBot(db: Db, id: string, patch: BotPatch): Promise<BotRow> {
  return db
    .updateTable('bots')
    .set({ ...patch, updated_at: now() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
