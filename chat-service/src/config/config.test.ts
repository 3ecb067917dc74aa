import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'vela-config-'));

describe('config', () => {
  it('runs on embedded defaults when nothing is set', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.BRAND_NAME).toBe('Vela AI');
    expect(config.generativeAnswers).toBe(false);
    expect(config.sessionSecret).toBe(readFileSync(path.join(dir, 'session-secret'), 'utf8'));
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(config.sessionSecret);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'nope' }, 'REDIS_URL'],
    [{ ADMIN_USERNAME: 'admin' }, 'ADMIN_PASSWORD'],
    [{ CRAWL_RESOLVE: 'shop.test' }, 'CRAWL_RESOLVE'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ CRAWL_MAX_PAGES: 'many' }, 'CRAWL_MAX_PAGES'],
  ])('fails on %j with a message naming %s', (env, name) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(new RegExp(`${name}:`));
  });

  it('reads the demo crawl’s page budget from CRAWL_MAX_PAGES, 50 when unset', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).CRAWL_MAX_PAGES).toBe(50);
    expect(loadConfig({ DATA_DIR: dataDir(), CRAWL_MAX_PAGES: '120' }).CRAWL_MAX_PAGES).toBe(120);
  });

  it.each(['0', '-3', '2.5', 'fifty', '501'])('refuses CRAWL_MAX_PAGES=%s with a clear message', (value) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), CRAWL_MAX_PAGES: value })).toThrow(
      'CRAWL_MAX_PAGES: must be a whole number of pages from 1 to 500',
    );
  });

  it('reads the BullMQ key prefix from BULLMQ_PREFIX as the workers do, bull when unset', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).BULLMQ_PREFIX).toBe('bull');
    expect(loadConfig({ DATA_DIR: dataDir(), BULLMQ_PREFIX: 'vela-eu' }).BULLMQ_PREFIX).toBe('vela-eu');
    expect(() => loadConfig({ DATA_DIR: dataDir(), BULLMQ_PREFIX: 'a b' })).toThrow(/BULLMQ_PREFIX:/);
  });

  it('parses CRAWL_RESOLVE like curl --resolve', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      CRAWL_RESOLVE: 'Shop.test=http://127.0.0.1:4567/,b.test=http://127.0.0.1:1',
    });
    expect(config.CRAWL_RESOLVE).toEqual({
      'shop.test': 'http://127.0.0.1:4567',
      'b.test': 'http://127.0.0.1:1',
    });
  });
});
