import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bullmqPrefixSchema, DEFAULT_DEMO_PAGE_LIMIT, MAX_CRAWL_PAGE_LIMIT } from '@vela/contracts';
import proxyAddr from 'proxy-addr';
import { z } from 'zod';

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true' || v === 'yes' || v === 'on');

const url = (protocols: string[]) =>
  z
    .string()
    .url()
    .refine((v) => URL.canParse(v) && protocols.includes(new URL(v).protocol), {
      message: `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`,
    });

/** Parses `shop.test=http://127.0.0.1:4567,other.test=http://127.0.0.1:4568`. */
const resolveMap = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    const map: Record<string, string> = {};
    for (const pair of (raw ?? '').split(',').filter(Boolean)) {
      const [host, target] = pair.split('=');
      if (!host || !target || !URL.canParse(target)) {
        ctx.addIssue({ code: 'custom', message: `'${pair}' is not host=http://address:port` });
        return z.NEVER;
      }
      map[host.trim().toLowerCase()] = target.trim().replace(/\/$/, '');
    }
    return map;
  });

const pageLimitMessage = `must be a whole number of pages from 1 to ${MAX_CRAWL_PAGE_LIMIT}`;
const pageLimit = z.coerce
  .number({ error: pageLimitMessage })
  .int(pageLimitMessage)
  .min(1, pageLimitMessage)
  .max(MAX_CRAWL_PAGE_LIMIT, pageLimitMessage);

/**
 * Which proxies' X-Forwarded-* headers to believe, as Express reads 'trust proxy': a hop count ('1'),
 * or addresses, subnets and the names loopback, linklocal, uniquelocal ('10.0.0.0/8, loopback').
 * Unset trusts none: every client's own address is its address.
 */
const trustProxy = z
  .string()
  .max(500)
  .optional()
  .transform((raw, ctx): number | string | false => {
    if (raw === undefined || raw === 'false') return false;
    if (/^\d+$/.test(raw)) return Number(raw);
    try {
      proxyAddr.compile(raw.split(',').map((a) => a.trim()));
      return raw;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a hop count or addresses/subnets, comma-separated' });
      return z.NEVER;
    }
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  REDIS_URL: url(['redis:', 'rediss:']).optional(),
  /** BullMQ key prefix, the same on this server and its workers. */
  BULLMQ_PREFIX: bullmqPrefixSchema,
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: url(['http:', 'https:']).optional(),
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  EMBEDDINGS_MODEL: z.string().min(1).max(200).optional(),
  SESSION_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  ADMIN_USERNAME: z.string().min(3, 'must be at least 3 characters').optional(),
  ADMIN_PASSWORD: z.string().min(6, 'must be at least 6 characters').optional(),
  PUBLIC_URL: url(['http:', 'https:']).optional(),
  CRAWL_ALLOW_PRIVATE_HOSTS: flag,
  /** Lets bots' lead webhooks reach private and loopback addresses (a CRM on the same network; tests). */
  WEBHOOK_ALLOW_PRIVATE_HOSTS: flag,
  /** The wait before a failed lead webhook is tried again, doubling after each try (six tries in all). */
  WEBHOOK_RETRY_DELAY_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds from 10 to 3600000' })
    .int('must be a whole number of milliseconds from 10 to 3600000')
    .min(10, 'must be a whole number of milliseconds from 10 to 3600000')
    .max(3_600_000, 'must be a whole number of milliseconds from 10 to 3600000')
    .default(30_000),
  CRAWL_RESOLVE: resolveMap,
  CRAWL_MAX_PAGES: pageLimit.default(DEFAULT_DEMO_PAGE_LIMIT),
  /** The Chromium that renders JavaScript-built pages in in-process crawls; unset, one found on the machine. */
  CHROMIUM_PATH: z.string().min(1).optional(),
  TRUST_PROXY: trustProxy,
  /** Accounts one address may open in an hour: a household or an office opens a person or two. */
  REGISTRATIONS_PER_HOUR: z.coerce
    .number({ error: 'must be a whole number from 1 to 10000' })
    .int('must be a whole number from 1 to 10000')
    .min(1, 'must be a whole number from 1 to 10000')
    .max(10_000, 'must be a whole number from 1 to 10000')
    .default(5),
  BOOKING_URL: url(['https:', 'http:']).default('https://cal.com/vela-ai/consulenza-gratuita'),
  LEAD_FORM_URL: url(['https:', 'http:']).default('https://forms.vela.ai/contact-us'),
  SOCIAL_AGENT_URL: url(['https:', 'http:']).default('https://social.vela.ai/agent'),
  BRAND_NAME: z.string().min(1).max(60).default('Vela AI'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'SESSION_SECRET'> {
  readonly sessionSecret: string;
  readonly publicUrl: string;
  readonly generativeAnswers: boolean;
}

export class ConfigError extends Error {}

/** Reads every variable once, validates it and fails with a message naming the variable that is wrong. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Readonly<Config> {
  const blanksRemoved = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(blanksRemoved);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (Boolean(env.ADMIN_USERNAME) !== Boolean(env.ADMIN_PASSWORD)) {
    throw new ConfigError(
      'Invalid configuration:\n  ADMIN_PASSWORD: set ADMIN_USERNAME and ADMIN_PASSWORD together',
    );
  }
  if (env.EMBEDDINGS_MODEL && !env.OPENAI_API_KEY && !env.OPENAI_BASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  EMBEDDINGS_MODEL: set OPENAI_BASE_URL (or OPENAI_API_KEY) to the server that serves it',
    );
  }
  const dataDir = path.resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const { SESSION_SECRET, ...rest } = env;
  return Object.freeze({
    ...rest,
    DATA_DIR: dataDir,
    sessionSecret: SESSION_SECRET ?? persistentSecret(dataDir),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    generativeAnswers: Boolean(env.OPENAI_API_KEY || env.OPENAI_BASE_URL),
  });
}

function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    const secret = randomBytes(32).toString('hex');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
