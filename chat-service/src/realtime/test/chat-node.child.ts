// One chat-service node in its own process, for the two-node test: `node --import tsx` this file with
// DATABASE_URL, PG_SCHEMA, REDIS_URL, QUEUE_PREFIX, CRAWL_RESOLVE and SESSION_SECRET set. Prints 'listening <url>';
// stops cleanly on SIGTERM.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { createApp } from '../../app.ts';
import { loadConfig } from '../../config/config.ts';
import { openStorage } from '../../db/database.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vela-node-'));
const config = loadConfig({
  PORT: '0',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  NODE_ENV: 'test',
  DATABASE_URL: process.env.DATABASE_URL,
  REDIS_URL: process.env.REDIS_URL,
  CRAWL_ALLOW_PRIVATE_HOSTS: '1',
  CRAWL_RESOLVE: process.env.CRAWL_RESOLVE,
  SESSION_SECRET: process.env.SESSION_SECRET,
  // The registration quota is shared through Redis by every run on this machine, as in test-app.ts.
  REGISTRATIONS_PER_HOUR: '10000',
});
const storage = await openStorage({
  dataDir,
  databaseUrl: config.DATABASE_URL,
  pgSchema: process.env.PG_SCHEMA,
});
const app = await createApp({
  config,
  storage,
  logger: pino({ level: 'silent' }),
  queuePrefix: process.env.QUEUE_PREFIX,
});
console.log(`listening ${await app.start()}`);
process.on(
  'SIGTERM',
  () =>
    void app
      .stop()
      .then(() => storage.close())
      .then(() => process.exit(0)),
);
