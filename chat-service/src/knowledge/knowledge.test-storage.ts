import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type DialectName, openStorage } from '../db/database.ts';
import { PG_URL } from '../test/test-app.ts';

/** A fresh, migrated SQLite file or PostgreSQL schema for one test file. */
export function openTestStorage(dialect: DialectName) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vela-knowledge-'));
  return openStorage({
    dataDir,
    databaseUrl: dialect === 'postgres' ? PG_URL : undefined,
    pgSchema: dialect === 'postgres' ? `t_${randomBytes(6).toString('hex')}` : undefined,
  });
}
