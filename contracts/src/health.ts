import { z } from 'zod';

/** GET /api/health: 200 when every dependency answers, 503 otherwise. */
export const healthSchema = z.object({
  ok: z.boolean(),
  db: z.enum(['ok', 'down']),
  queue: z.enum(['ok', 'down', 'in-process']),
});
export type Health = z.infer<typeof healthSchema>;
