import type { Logger } from 'pino';
import type { Db } from '../db/schema.ts';
import { removeExpiredDemos } from './demo.use-case.ts';

const SWEEP_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** Removes the demos past their lifetime now and then daily; returns the function that stops it. */
export function scheduleExpiredDemoRemoval(db: Db, logger: Logger): () => void {
  const sweep = () =>
    void removeExpiredDemos(db).catch((err) => logger.warn({ err }, 'expired demo cleanup failed'));
  const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
  timer.unref();
  sweep();
  return () => clearInterval(timer);
}
