import type { Logger } from 'pino';
import type { Db } from '../db/schema.ts';
import { purgeExpired } from './insights.use-case.ts';

const SWEEP_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes, now and then daily, what each bot's chat gathered before its retention period (conversations,
 * leads, gaps, daily counts). Every node may run it: a purge is idempotent. Returns the function that stops it.
 */
export function scheduleRetentionPurge(db: Db, logger: Logger): () => void {
  const sweep = () =>
    void purgeExpired(db)
      .then((removed) => removed > 0 && logger.info({ removed }, 'expired conversations purged'))
      .catch((err) => logger.warn({ err }, 'retention purge failed'));
  const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
  timer.unref();
  sweep();
  return () => clearInterval(timer);
}
