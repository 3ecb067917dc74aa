import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/schema.ts';
import { browserLikeClient, dialects, startTestApp } from '../test/test-app.ts';

const ADMIN = { username: 'leads-admin', password: 'leads-admin-pass' };

/** The contact and demo features own these tables; create them here only where their migrations have not. */
async function ensureLeadTables(db: Db, dialect: string) {
  const id = dialect === 'postgres' ? sql`serial primary key` : sql`integer primary key autoincrement`;
  await sql`create table if not exists contact_requests (id ${id}, name text not null, email text not null,
    phone text, company text, message text, language text, created_at text not null)`.execute(db);
  await sql`create table if not exists demo_contacts (id ${id}, full_name text not null, email text not null,
    website text, created_at text not null)`.execute(db);
}

describe.each(dialects)('leads API on %s', (dialect) => {
  let app: Awaited<ReturnType<typeof startTestApp>>;
  let admin: ReturnType<typeof browserLikeClient>;
  beforeAll(async () => {
    app = await startTestApp(dialect, {}, { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });
    admin = browserLikeClient(app.baseUrl);
    await admin('POST', '/api/login', ADMIN);
  });
  afterAll(() => app.stop());

  it('merges contact requests and demo contacts newest first, searches them, and exports safe CSV', async () => {
    await ensureLeadTables(app.storage.db, dialect);
    await sql`insert into contact_requests (name, email, phone, company, message, language, created_at)
      values ('Mario Rossi', 'mario@rossi.it', '+39 333', 'rossi.it', '=cmd()', 'it', '2026-11-20T10:00:00.000Z')`.execute(
      app.storage.db,
    );
    await sql`insert into demo_contacts (full_name, email, website, created_at)
      values ('Jane Doe', 'jane@shop.test', 'shop.test', '2026-11-21T10:00:00.000Z')`.execute(app.storage.db);

    const { leads } = (await admin('GET', '/api/admin/leads')).json();
    expect(leads.map((l: { name: string; source: string }) => [l.source, l.name])).toEqual([
      ['demo', 'Jane Doe'],
      ['contact', 'Mario Rossi'],
    ]);
    expect(leads[1]).toMatchObject({
      phone: '+39 333',
      website: 'rossi.it',
      message: '=cmd()',
      language: 'it',
    });

    const found = (await admin('GET', '/api/admin/leads?search=ROSSI')).json().leads;
    expect(found.map((l: { email: string }) => l.email)).toEqual(['mario@rossi.it']);

    const csv = await admin('GET', '/api/admin/leads.csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-/);
    expect(csv.text).toContain(`"'=cmd()"`);
    expect(csv.text).toContain(`"'+39 333"`);
    expect(csv.text.trim().split('\r\n')).toHaveLength(3);
  });

  it('is for admins only', async () => {
    const client = browserLikeClient(app.baseUrl);
    await client('POST', '/api/register', { username: 'leadclient', password: 'secret1', email: 'l@x.it' });
    expect((await client('GET', '/api/admin/leads')).status).toBe(403);
    expect((await client('GET', '/api/admin/leads.csv')).status).toBe(403);
    expect((await browserLikeClient(app.baseUrl)('GET', '/api/admin/leads')).status).toBe(401);
  });
});

describe('leads before the contact and demo tables exist', () => {
  it('answers an empty list instead of failing', async () => {
    const app = await startTestApp(
      'sqlite',
      {},
      { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password },
    );
    try {
      await sql`drop table if exists contact_requests`.execute(app.storage.db);
      await sql`drop table if exists demo_contacts`.execute(app.storage.db);
      const admin = browserLikeClient(app.baseUrl);
      await admin('POST', '/api/login', ADMIN);
      const res = await admin('GET', '/api/admin/leads');
      expect(res.status).toBe(200);
      expect(res.json()).toEqual({ leads: [] });
    } finally {
      await app.stop();
    }
  });
});
