import type { Lead } from '@vela/contracts';
import { sql } from 'kysely';
import type { Db } from '../db/schema.ts';

interface ContactRequestRow {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  message: string | null;
  language: string | null;
  created_at: string;
}

interface DemoContactRow {
  id: number;
  full_name: string;
  email: string;
  website: string | null;
  created_at: string;
}

const isMissingTable = (err: unknown) => /no such table|does not exist|undefined_table/i.test(String(err));

/**
 * The contact form's and the demo flow's tables belong to other features and may not exist yet on an
 * older database: a missing table reads as no leads, any other failure is raised.
 */
async function readOptional<T>(query: () => Promise<T[]>): Promise<T[]> {
  try {
    return await query();
  } catch (err) {
    if (isMissingTable(err)) return [];
    throw err;
  }
}

export async function contactRequestLeads(db: Db): Promise<Lead[]> {
  const rows = await readOptional(async () => {
    const result = await sql<ContactRequestRow>`
      select id, name, email, phone, company, message, language, created_at from contact_requests`.execute(
      db,
    );
    return result.rows;
  });
  return rows.map((row) => ({
    id: `contact-${row.id}`,
    source: 'contact',
    name: row.name,
    email: row.email,
    phone: row.phone || null,
    company: null,
    // The contact form's company field holds a website (spec part 1 §3).
    website: row.company || null,
    message: row.message || null,
    language: row.language || null,
    createdAt: String(row.created_at),
  }));
}

export async function demoContactLeads(db: Db): Promise<Lead[]> {
  const rows = await readOptional(async () => {
    const result = await sql<DemoContactRow>`
      select id, full_name, email, website, created_at from demo_contacts`.execute(db);
    return result.rows;
  });
  return rows.map((row) => ({
    id: `demo-${row.id}`,
    source: 'demo',
    name: row.full_name,
    email: row.email,
    phone: null,
    company: null,
    website: row.website || null,
    message: null,
    language: null,
    createdAt: String(row.created_at),
  }));
}
