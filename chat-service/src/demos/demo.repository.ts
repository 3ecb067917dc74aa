import { type Db, now } from '../db/schema.ts';
import type { DemoRow } from './demo.table.ts';

export async function insertDemo(
  db: Db,
  demo: {
    id: string;
    domain: string;
    fullName: string | null;
    email: string | null;
    language: string;
  },
): Promise<void> {
  await db
    .insertInto('demos')
    .values({
      id: demo.id,
      domain: demo.domain,
      full_name: demo.fullName,
      email: demo.email,
      language: demo.language,
      training_id: null,
      created_at: now(),
    })
    .execute();
}

export async function setDemoTraining(db: Db, id: string, trainingId: number): Promise<void> {
  await db.updateTable('demos').set({ training_id: trainingId }).where('id', '=', id).execute();
}

export async function findDemo(db: Db, id: string): Promise<DemoRow | undefined> {
  return db.selectFrom('demos').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Ids of demos created before `cutoff` (ISO time). */
export async function demosCreatedBefore(db: Db, cutoff: string): Promise<string[]> {
  const rows = await db.selectFrom('demos').select('id').where('created_at', '<', cutoff).execute();
  return rows.map((r) => r.id);
}

export async function deleteDemo(db: Db, id: string): Promise<void> {
  await db.deleteFrom('demos').where('id', '=', id).execute();
}

export async function insertDemoContact(
  db: Db,
  contact: { demoId: string | null; fullName: string; email: string; website: string },
): Promise<number> {
  const row = await db
    .insertInto('demo_contacts')
    .values({
      demo_id: contact.demoId,
      full_name: contact.fullName,
      email: contact.email,
      website: contact.website,
      created_at: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function listDemoContacts(db: Db) {
  return db.selectFrom('demo_contacts').selectAll().orderBy('id').execute();
}
