import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PdfEngine } from '@vela/worker';
import compression from 'compression';
import express from 'express';
import { Redis } from 'ioredis';
import { type Logger, pino } from 'pino';
import { pinoHttp } from 'pino-http';
import { adminRoutes } from './admin/admin.routes.ts';
import { createAnswerEngine } from './answers/answer.engine.ts';
import { type AuthLimits, authLimiters, authLimits } from './auth/auth.limits.ts';
import { loadUser } from './auth/auth.middleware.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { ensureAdmin } from './auth/auth.use-case.ts';
import { openSessions } from './auth/sessions.ts';
import { botRoutes } from './bots/bot.routes.ts';
import { widgetConfigRoutes } from './bots/widget-config.routes.ts';
import { cmsRoutes } from './cms/cms.routes.ts';
import { seedContentsIfEmpty } from './cms/cms.use-case.ts';
import type { Config } from './config/config.ts';
import { type ContactLimits, contactLimiter, contactLimits } from './contact/contact.limits.ts';
import { contactRoutes } from './contact/contact.routes.ts';
import { openStorage, type Storage } from './db/database.ts';
import { scheduleExpiredDemoRemoval } from './demos/demo.cleanup.ts';
import { type DemoLimits, demoLimiters, demoLimits } from './demos/demo.limits.ts';
import { demoRoutes } from './demos/demo.routes.ts';
import { pingRedis } from './health/health.probes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { addressKeyer, addressKeys } from './http/address-key.ts';
import { apiNotFound, errorHandler } from './http/error-handler.ts';
import { jsonBody } from './http/json-body.ts';
import { sameOriginWrites } from './http/same-origin.ts';
import { insightsRoutes } from './insights/insights.routes.ts';
import { createLeadWebhooks } from './insights/lead-webhook.ts';
import { createQuestionGrouping } from './insights/question-grouping.ts';
import { scheduleRetentionPurge } from './insights/retention.ts';
import { openSemanticIndex, openTextEmbedder } from './knowledge/vectors/semantic.setup.ts';
import { leadRoutes } from './leads/leads.routes.ts';
import { mediaDirIn, mediaFiles } from './media/media.files.ts';
import { mediaRoutes } from './media/media.routes.ts';
import { projectRoutes } from './projects/project.routes.ts';
import { type ChatLimits, chatBudget, chatLimits, SOCKETS_PER_ADDRESS } from './realtime/chat.limits.ts';
import { attachChatNamespace } from './realtime/chat.namespace.ts';
import { createMessageLimiter } from './realtime/message-limits.ts';
import { broadcastProgress } from './realtime/progress.broadcast.ts';
import { createSocketServer } from './realtime/socket-server.ts';
import { securityHeaders } from './site/security-headers.ts';
import { siteRoutes } from './site/site.routes.ts';
import { publicSiteConfig } from './site/site-config.ts';
import { createTrainings, type TrainingService, type TrainingsDeps } from './trainings/trainings.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface AppOptions {
  config: Readonly<Config>;
  /** Tests pass their own storage (a fresh PostgreSQL schema, say); otherwise it is opened from config. */
  storage?: Storage;
  logger?: Logger;
  /** Rate limits to use instead of their features' defaults (tests loosen or tighten them). */
  limits?: Partial<RateLimits>;
  /** Open chat sockets one address may hold on a node (SOCKETS_PER_ADDRESS by default). */
  socketsPerAddress?: number;
  /** How long an answer waits for the language model's next token before failing (tests shorten it). */
  llmIdleTimeoutMs?: number;
  siteDir?: string;
  widgetDir?: string;
  /** BullMQ key prefix of the trainings' queue instead of BULLMQ_PREFIX (tests use a fresh one each). */
  queuePrefix?: string;
  /** The in-process PDF engine (tests force pdf-parse, the one that would stall a thread). */
  pdfEngine?: PdfEngine;
  /** How a failed lead webhook is retried (tests shorten the wait). */
  webhookRetry?: { attempts: number; retryDelayMs: number };
  /** Scheduled refreshes: their intervals, the clock and the embedded timer's period (tests set them). */
  refresh?: Pick<TrainingsDeps, 'refreshIntervals' | 'now' | 'scheduleCheckMs'>;
  /** The answers' clock: 'are you open today?' asks about its weekday (tests and the eval fix it). */
  answersNow?: () => Date;
}

/** Every rate limit by name, as each feature sets it by default. */
export type RateLimits = AuthLimits & ContactLimits & DemoLimits & ChatLimits;

export interface App {
  server: Server;
  storage: Storage;
  /** Trainings are submitted here and report their progress; their jobs run on BullMQ or in-process. */
  trainings: TrainingService;
  /** Listens on config.PORT (0 picks a free port) and resolves with the base URL. */
  start(): Promise<string>;
  stop(): Promise<void>;
}

/** The composition root: wires storage, sessions, routes and the server, and owns their lifetime. */
export async function createApp(options: AppOptions): Promise<App> {
  const { config } = options;
  const logger = options.logger ?? pino({ level: config.LOG_LEVEL });
  const storage =
    options.storage ?? (await openStorage({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL }));
  const { db } = storage;
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2, lazyConnect: false })
    : undefined;
  redis?.on('error', (err) => logger.warn({ err: err.message }, 'redis error'));
  const semantic = await openSemanticIndex(db, config, logger);
  const trainings = createTrainings({
    config,
    db,
    logger,
    prefix: options.queuePrefix ?? config.BULLMQ_PREFIX,
    pdfEngine: options.pdfEngine,
    semantic,
    ...options.refresh,
  });

  if (config.ADMIN_USERNAME && config.ADMIN_PASSWORD) {
    await ensureAdmin(db, config.ADMIN_USERNAME, config.ADMIN_PASSWORD);
  }
  await seedContentsIfEmpty(db, config.BRAND_NAME);
  const limits: RateLimits = {
    ...authLimits(config),
    ...contactLimits,
    ...demoLimits,
    ...chatLimits,
    ...options.limits,
  };
  const sessions = openSessions(db, redis, config.sessionSecret);
  const webhooks = createLeadWebhooks({
    db,
    logger,
    redisUrl: config.REDIS_URL,
    prefix: options.queuePrefix ?? config.BULLMQ_PREFIX,
    allowPrivateHosts: config.WEBHOOK_ALLOW_PRIVATE_HOSTS,
    retryDelayMs: config.WEBHOOK_RETRY_DELAY_MS,
    ...options.webhookRetry,
  });

  const app = express();
  app.disable('x-powered-by');
  // Only the proxies TRUST_PROXY names may tell the client's address and protocol (X-Forwarded-*):
  // trusting any private address would let every client on one pick its own address past the limits.
  app.set('trust proxy', config.TRUST_PROXY);
  app.use(pinoHttp({ logger, autoLogging: { ignore: (req) => req.url === '/api/health' } }));
  app.use(securityHeaders(config));
  app.use(addressKeys(config.sessionSecret));

  const api = express.Router();
  // Pages and assets are sent precompressed; API answers (site texts, lists, exports) are compressed here.
  api.use(compression());
  api.use(sameOriginWrites(config.publicUrl));
  api.use(jsonBody());
  api.use(sessions.middleware);
  api.use(loadUser(db));
  api.use(healthRoutes({ db: storage.ping, queue: redis ? () => pingRedis(redis) : undefined }));
  api.use(authRoutes(db, authLimiters(limits, redis)));
  api.use(
    cmsRoutes(db, {
      brandName: config.BRAND_NAME,
      leadFormUrl: config.LEAD_FORM_URL,
      bookingUrl: config.BOOKING_URL,
      socialAgentUrl: config.SOCIAL_AGENT_URL,
    }),
  );
  api.use(contactRoutes(db, contactLimiter(limits.contact, redis)));
  api.use(mediaRoutes(db, mediaDirIn(config.DATA_DIR)));
  api.use(projectRoutes(db));
  api.use(adminRoutes(db));
  api.use(leadRoutes(db));
  const engine = createAnswerEngine(db, config, {
    llmIdleTimeoutMs: options.llmIdleTimeoutMs,
    semantic,
    logger,
    now: options.answersNow,
  });
  // One budget per demo or bot, per visitor and per address, whether asked over the socket or HTTP.
  const messageLimiter = createMessageLimiter(redis);
  api.use(
    demoRoutes({
      db,
      trainings,
      engine,
      limits: demoLimiters(limits, redis),
      chatBudget: chatBudget(messageLimiter, limits.chatBot),
      crawlPages: config.CRAWL_MAX_PAGES,
    }),
  );
  api.use(botRoutes({ db, trainings, publicUrl: config.publicUrl }));
  api.use(insightsRoutes({ db, trainings, engine }));
  api.use(widgetConfigRoutes(db, config.publicUrl));
  api.use(apiNotFound);
  app.use('/api', api);
  app.use(mediaFiles(mediaDirIn(config.DATA_DIR)));
  app.use(
    siteRoutes({
      siteDir: options.siteDir ?? path.join(repoRoot, 'site/dist'),
      widgetDir: options.widgetDir ?? path.join(repoRoot, 'widget/dist'),
      site: publicSiteConfig(config),
    }),
  );
  app.use(errorHandler);

  const server = createServer(app);
  const realtime = createSocketServer(server, redis, logger, sessions.middleware);
  const chat = attachChatNamespace(realtime.io, {
    db,
    engine,
    limiter: messageLimiter,
    limits,
    trustProxy: app.get('trust proxy fn'),
    maxConnectionsPerAddress: options.socketsPerAddress ?? SOCKETS_PER_ADDRESS,
    publicUrl: config.publicUrl,
    logger,
    webhooks,
    grouping: createQuestionGrouping(db, openTextEmbedder(config, logger)),
    addressKey: addressKeyer(config.sessionSecret),
  });
  const stopProgress = broadcastProgress(trainings, chat);
  const stopDemoCleanup = scheduleExpiredDemoRemoval(db, logger);
  const stopRetention = scheduleRetentionPurge(db, logger);
  return {
    server,
    storage,
    trainings,
    start: () =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(config.PORT, () => {
          const { port } = server.address() as AddressInfo;
          resolve(`http://127.0.0.1:${port}`);
        });
      }),
    async stop() {
      sessions.stop();
      stopDemoCleanup();
      stopRetention();
      stopProgress();
      await realtime.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      await trainings.close();
      await webhooks.close();
      redis?.disconnect();
      if (!options.storage) await storage.close();
    },
  };
}
