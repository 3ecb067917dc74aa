import { bullmqPrefixSchema } from '@vela/contracts';
import { z } from 'zod';
import { parseResolveMap, type ResolveMap } from '../net/resolve-map.ts';

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .optional()
  .transform((v) => v === '1' || v === 'true' || v === 'yes' || v === 'on');

const envSchema = z.object({
  REDIS_URL: z
    .string({ error: 'is required: the worker takes its jobs from Redis (redis://host:6379)' })
    .refine((v) => URL.canParse(v) && ['redis:', 'rediss:'].includes(new URL(v).protocol), {
      message: 'must start with redis:// or rediss://',
    }),
  CRAWL_ALLOW_PRIVATE_HOSTS: flag,
  CRAWL_RESOLVE: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      try {
        return parseResolveMap(raw);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message });
        return z.NEVER;
      }
    }),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  /** The Chromium that renders application shells; unset, one found on the machine. */
  CHROMIUM_PATH: z.string().optional(),
  /** BullMQ key prefix, the same on producer and worker. */
  BULLMQ_PREFIX: bullmqPrefixSchema,
});

export interface WorkerConfig {
  readonly redisUrl: string;
  readonly allowPrivateHosts: boolean;
  readonly resolve: ResolveMap;
  readonly concurrency: number;
  readonly prefix: string;
  readonly chromiumPath?: string;
}

export class WorkerConfigError extends Error {}

/** Reads the worker's variables once; a wrong one fails with a message naming it. */
export function loadWorkerConfig(source: NodeJS.ProcessEnv = process.env): Readonly<WorkerConfig> {
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new WorkerConfigError(`Invalid worker configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return Object.freeze({
    redisUrl: env.REDIS_URL,
    allowPrivateHosts: env.CRAWL_ALLOW_PRIVATE_HOSTS,
    resolve: env.CRAWL_RESOLVE,
    concurrency: env.WORKER_CONCURRENCY,
    prefix: env.BULLMQ_PREFIX,
    ...(env.CHROMIUM_PATH ? { chromiumPath: env.CHROMIUM_PATH } : {}),
  });
}
