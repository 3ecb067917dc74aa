import type { Insertable } from 'kysely';
import { type Db, now } from '../db/schema.ts';
import type { ContactRequestRow, ContactRequestsTable } from './contact.table.ts';

export async function insertContactRequest(
  db: Db,
  request: Omit<Insertable<ContactRequestsTable>, 'created_at'>,
): Promise<ContactRequestRow> {
  return db
    .insertInto('contact_requests')
    .values({ ...request, created_at: now() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function listContactRequests(db: Db): Promise<ContactRequestRow[]> {
  return db.selectFrom('contact_requests').selectAll().orderBy('id', 'asc').execute();
}
