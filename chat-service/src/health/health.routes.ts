import type { Health } from '@vela/contracts';
import { Router } from 'express';

export interface HealthProbes {
  db(): Promise<boolean>;
  /** undefined when jobs run in-process. */
  queue?: () => Promise<boolean>;
}

export function healthRoutes(probes: HealthProbes) {
  const router = Router();
  router.get('/health', async (_req, res) => {
    const [db, queue] = await Promise.all([probes.db(), probes.queue?.()]);
    const body: Health = {
      ok: db && queue !== false,
      db: db ? 'ok' : 'down',
      queue: queue === undefined ? 'in-process' : queue ? 'ok' : 'down',
    };
    res.status(body.ok ? 200 : 503).json(body);
  });
  return router;
}
