import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Training } from '@vela/contracts';
import { pino } from 'pino';
import { loadConfig } from '../../config/config.ts';
import type { Trainings } from '../trainings.ts';

export const REDIS_URL = 'redis://127.0.0.1:6379';
export const silentLogger = pino({ level: 'silent' });

/** Config as the server would read it, with the crawl of `domain` sent to a local site. */
export function testConfig(domain: string, siteUrl: string, env: Record<string, string> = {}) {
  return loadConfig({
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'vela-jobs-')),
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    CRAWL_ALLOW_PRIVATE_HOSTS: '1',
    CRAWL_RESOLVE: `${domain}=${siteUrl}`,
    ...env,
  });
}

/** Resolves with the training once an event shows it in one of `statuses`. */
export function waitForStatus(
  queue: Trainings,
  id: number,
  statuses: Training['status'][],
  timeoutMs = 60_000,
) {
  return new Promise<Training>((resolve, reject) => {
    const timer = setTimeout(() => {
      off();
      reject(new Error(`training ${id} did not reach ${statuses.join('/')} in ${timeoutMs} ms`));
    }, timeoutMs);
    const off = queue.onProgress((_scope, training) => {
      if (training.id === id && statuses.includes(training.status)) {
        clearTimeout(timer);
        off();
        resolve(training);
      }
    });
  });
}

const childScript = fileURLToPath(new URL('./ingest-worker.child.ts', import.meta.url));

/** `node --import tsx ingest-worker.child.ts`: a real ingest worker process; resolves once it is started. */
export async function startWorkerProcess(env: {
  prefix: string;
  resolve: string;
  lockMs?: number;
  stalledMs?: number;
}): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', childScript], {
    env: {
      PATH: process.env.PATH ?? '',
      REDIS_URL,
      BULLMQ_PREFIX: env.prefix,
      CRAWL_RESOLVE: env.resolve,
      ...(env.lockMs ? { LOCK_MS: String(env.lockMs), STALLED_MS: String(env.stalledMs ?? env.lockMs) } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (data: Buffer) => {
      if (data.toString().includes('ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`worker process exited with ${code}`)));
  });
  return child;
}

export async function stopWorkerProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill(signal);
  await exited;
}
