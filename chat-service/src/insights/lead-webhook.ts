import { createHmac } from 'node:crypto';
import type { LeadWebhookPayload } from '@vela/contracts';
import { addressPolicy, createGuardedAgent } from '@vela/worker';
import { Queue, Worker } from 'bullmq';
import type { Logger } from 'pino';
import { fetch } from 'undici';
import type { Db } from '../db/schema.ts';
import { closeWithin } from '../trainings/bounded-close.ts';
import { chatLeadOf, webhookDelivery } from './chat-leads.use-case.ts';

/** The queue leads' webhook deliveries wait in, when nodes share Redis. */
export const WEBHOOK_QUEUE = 'vela-lead-webhooks';
const TIMEOUT_MS = 10_000;

/** Posts each lead from the chat to its bot's webhook, through the job queue, retrying a failed delivery. */
export interface LeadWebhooks {
  /** Queues the delivery of a lead (its status already says 'pending'). */
  deliver(leadId: number): Promise<void>;
  close(): Promise<void>;
}

export interface LeadWebhookDeps {
  db: Db;
  logger: Logger;
  /** BullMQ when set; otherwise deliveries and their retries run in this process. */
  redisUrl?: string;
  prefix?: string;
  /** Lets a webhook reach private and loopback addresses (tests, a self-hosted CRM on the same network). */
  allowPrivateHosts: boolean;
  /** Tries in all, and the wait before the first retry (doubling after each). */
  attempts?: number;
  retryDelayMs?: number;
}

/** `sha256=<hex>`: the HMAC-SHA256 of the exact body with the bot's webhook secret. */
export function signatureOf(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

export function createLeadWebhooks(deps: LeadWebhookDeps): LeadWebhooks {
  const attempts = deps.attempts ?? 6;
  const retryDelayMs = deps.retryDelayMs ?? 30_000;
  const agent = createGuardedAgent({ policy: addressPolicy(deps.allowPrivateHosts), connections: 4 });
  const post = (leadId: number) => postLead(deps.db, leadId, agent);
  const finish = (leadId: number, status: 'delivered' | 'failed') =>
    webhookDelivery(deps.db, leadId, status).catch((err) =>
      deps.logger.warn({ err, leadId }, 'recording a webhook delivery failed'),
    );
  return deps.redisUrl
    ? bullmqWebhooks(deps, { attempts, retryDelayMs, post, finish })
    : inProcessWebhooks(deps.logger, { attempts, retryDelayMs, post, finish });
}

interface Runner {
  attempts: number;
  retryDelayMs: number;
  /** Delivers once; resolves true when delivered, false when there is nothing to deliver, throws to retry. */
  post(leadId: number): Promise<boolean>;
  finish(leadId: number, status: 'delivered' | 'failed'): Promise<void>;
}

function bullmqWebhooks(deps: LeadWebhookDeps, run: Runner): LeadWebhooks {
  const connection = { url: deps.redisUrl ?? '', maxRetriesPerRequest: null };
  const prefix = deps.prefix ? { prefix: deps.prefix } : {};
  const queue = new Queue<{ leadId: number }>(WEBHOOK_QUEUE, {
    connection,
    ...prefix,
    defaultJobOptions: {
      attempts: run.attempts,
      backoff: { type: 'exponential', delay: run.retryDelayMs },
      removeOnComplete: { age: 24 * 3600, count: 1000 },
      removeOnFail: { age: 7 * 24 * 3600, count: 5000 },
    },
  });
  queue.on('error', (err) => deps.logger.warn({ err: err.message }, 'webhook queue error'));
  const worker = new Worker<{ leadId: number }>(
    WEBHOOK_QUEUE,
    async (job) => {
      if (await run.post(job.data.leadId)) await run.finish(job.data.leadId, 'delivered');
    },
    { connection, ...prefix, concurrency: 4 },
  );
  worker.on('error', (err) => deps.logger.warn({ err: err.message }, 'webhook worker error'));
  worker.on('failed', (job, err) => {
    if (!job) return;
    deps.logger.info(
      { leadId: job.data.leadId, attempt: job.attemptsMade, err: err.message },
      'webhook delivery failed',
    );
    if (job.attemptsMade >= (job.opts.attempts ?? 1)) void run.finish(job.data.leadId, 'failed');
  });
  return {
    async deliver(leadId) {
      await queue.add('lead', { leadId }, { jobId: `lead-${leadId}` });
    },
    async close() {
      // Forced: a delivery under way is retried by the node that takes it over.
      await closeWithin(deps.logger, { 'webhook worker': { close: () => worker.close(true) } });
      await closeWithin(deps.logger, { 'webhook queue': queue });
    },
  };
}

function inProcessWebhooks(logger: Logger, run: Runner): LeadWebhooks {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let closed = false;
  const attempt = async (leadId: number, made: number): Promise<void> => {
    try {
      if (await run.post(leadId)) await run.finish(leadId, 'delivered');
    } catch (err) {
      logger.info({ leadId, attempt: made + 1, err: String(err) }, 'webhook delivery failed');
      if (made + 1 >= run.attempts || closed) return run.finish(leadId, 'failed');
      const timer = setTimeout(
        () => {
          timers.delete(timer);
          void attempt(leadId, made + 1);
        },
        run.retryDelayMs * 2 ** made,
      );
      timer.unref();
      timers.add(timer);
    }
  };
  return {
    async deliver(leadId) {
      void attempt(leadId, 0);
    },
    async close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
    },
  };
}

/** Posts one lead, signed; false when the bot no longer has a webhook (or the lead is gone). */
async function postLead(
  db: Db,
  leadId: number,
  agent: ReturnType<typeof createGuardedAgent>,
): Promise<boolean> {
  const delivery = await chatLeadOf(db, leadId);
  if (!delivery) return false;
  const payload: LeadWebhookPayload = delivery.payload;
  const body = JSON.stringify(payload);
  const res = await fetch(delivery.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': 'Vela-Webhook/1.0',
      'x-vela-delivery': `lead-${leadId}`,
      'x-vela-signature': signatureOf(body, delivery.secret),
    },
    body,
    redirect: 'manual',
    signal: AbortSignal.timeout(TIMEOUT_MS),
    dispatcher: agent,
  });
  await res.body?.cancel().catch(() => {});
  if (res.status < 200 || res.status >= 300) throw new Error(`the webhook answered ${res.status}`);
  return true;
}
