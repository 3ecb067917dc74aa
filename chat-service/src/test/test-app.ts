import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { type AppOptions, createApp } from '../app.ts';
import { loadConfig } from '../config/config.ts';
import { type DialectName, openStorage } from '../db/database.ts';

export const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Each dialect the storage tests run on. */
export const dialects: DialectName[] = ['sqlite', 'postgres'];

/** A real app on a free port with its own SQLite file or PostgreSQL schema. */
export async function startTestApp(
  dialect: DialectName,
  overrides: Partial<AppOptions> = {},
  env: Record<string, string> = {},
) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vela-test-'));
  const config = loadConfig({
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    // Every test registers its accounts from this machine; the quota's own tests set their limit.
    REGISTRATIONS_PER_HOUR: '10000',
    ...env,
  });
  const storage = await openStorage({
    dataDir,
    databaseUrl: dialect === 'postgres' ? PG_URL : undefined,
    pgSchema: dialect === 'postgres' ? `t_${randomBytes(6).toString('hex')}` : undefined,
  });
  const app = await createApp({ config, storage, logger: pino({ level: 'silent' }), ...overrides });
  const baseUrl = await app.start();
  return {
    baseUrl,
    storage,
    async stop() {
      await app.stop();
      await storage.close();
    },
  };
}

/** fetch with a cookie jar, as a browser tab would. */
export function browserLikeClient(baseUrl: string) {
  let cookie = '';
  return async (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(baseUrl + url, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const setCookie = res.headers.get('set-cookie');
    if (setCookie) cookie = setCookie.split(';')[0] ?? '';
    const text = await res.text();
    return { status: res.status, text, json: () => JSON.parse(text), headers: res.headers };
  };
}
