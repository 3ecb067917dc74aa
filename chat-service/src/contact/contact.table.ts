import type { Generated, Selectable } from 'kysely';

/** A contact-form request (spec part 1 §3): `company` holds the visitor's website. */
export interface ContactRequestsTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string;
  company: string;
  message: string;
  language: string;
  created_at: string;
}

export type ContactRequestRow = Selectable<ContactRequestsTable>;
