import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PdfEngine } from '@vela/worker';
import compression from 'compression';
import express from 'express';
import session from 'express-session';
import helmet from 'helmet';
import { Redis } from 'ioredis';
import { type Logger, pino } from 'pino';
import { pinoHttp } from 'pino-http';
import { adminRoutes } from './admin/admin.routes.ts';
import { createAnswerEngine } from './answers/answer.engine.ts';
import { loadUser } from './auth/auth.middleware.ts';
import { authRoutes, tooManyAuthAttempts } from './auth/auth.routes.ts';
import { ensureAdmin } from './auth/auth.use-case.ts';
import { registrationQuota } from './auth/registration-quota.ts';
import { databaseSessions, redisSessions, VelaSessionStore } from './auth/session-store.ts';
import { botRoutes } from './bots/bot.routes.ts';
import { widgetConfigRoutes } from './bots/widget-config.routes.ts';
import { cmsRoutes } from './cms/cms.routes.ts';
import { seedContentsIfEmpty } from './cms/cms.use-case.ts';
import type { Config } from './config/config.ts';
import { contactRoutes } from './contact/contact.routes.ts';
import { openStorage, type Storage } from './db/database.ts';
import { demoRoutes } from './demos/demo.routes.ts';
import { removeExpiredDemos } from './demos/demo.use-case.ts';
import { healthRoutes } from './health/health.routes.ts';
import { apiNotFound, errorHandler } from './http/error-handler.ts';
import { createRateLimiter, type RateLimitRule } from './http/rate-limit.ts';
import { sameOriginWrites } from './http/same-origin.ts';
import { openSemanticIndex } from './knowledge/vectors/semantic.setup.ts';
import { leadRoutes } from './leads/leads.routes.ts';
import { mediaFiles } from './media/media.files.ts';
import { mediaRoutes } from './media/media.routes.ts';
import { projectRoutes } from './projects/project.routes.ts';
import { attachChatNamespace } from './realtime/chat.namespace.ts';
import { roomOf } from './realtime/chat-target.ts';
import { botLimitKey } from './realtime/message.handler.ts';
import { createMessageLimiter } from './realtime/message-limits.ts';
import { broadcastProgress } from './realtime/progress.broadcast.ts';
import { createSocketServer } from './realtime/socket-server.ts';
import { siteRoutes } from './site/site.routes.ts';
import { embedOrigins, publicSiteConfig } from './site/site-config.ts';
import { createTrainings, type TrainingService } from './trainings/trainings.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface AppOptions {
  config: Readonly<Config>;
  /** Tests pass their own storage (a fresh PostgreSQL schema, say); otherwise it is opened from config. */
  storage?: Storage;
  logger?: Logger;
  limits?: Partial<
    Record<
      | 'login'
      | 'register'
      | 'registrations'
      | 'contact'
      | 'demoCreate'
      | 'demoMessage'
      | 'chatVisitor'
      | 'chatAddress'
      | 'chatBot',
      RateLimitRule
    >
  >;
  /** Open chat sockets one address may hold on a node (50 by default). */
  socketsPerAddress?: number;
  /** How long an answer waits for the language model's next token before failing (tests shorten it). */
  llmIdleTimeoutMs?: number;
  siteDir?: string;
  widgetDir?: string;
  /** BullMQ key prefix of the trainings' queue (tests use a fresh one each). */
  queuePrefix?: string;
  /** The in-process PDF engine (tests force pdf-parse, the one that would stall a thread). */
  pdfEngine?: PdfEngine;
}

export interface App {
  server: Server;
  storage: Storage;
  /** Trainings are submitted here and report their progress; their jobs run on BullMQ or in-process. */
  trainings: TrainingService;
  /** Listens on config.PORT (0 picks a free port) and resolves with the base URL. */
  start(): Promise<string>;
  stop(): Promise<void>;
}

const FAILED_LOGINS_PER_15_MIN = 10;
const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** A visitor holds one socket per open tab; an office behind one address holds a few dozen. */
const SOCKETS_PER_ADDRESS = 50;

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
    prefix: options.queuePrefix,
    pdfEngine: options.pdfEngine,
    semantic,
  });

  if (config.ADMIN_USERNAME && config.ADMIN_PASSWORD) {
    await ensureAdmin(db, config.ADMIN_USERNAME, config.ADMIN_PASSWORD);
  }
  await seedContentsIfEmpty(db, config.BRAND_NAME);
  const dbSessions = databaseSessions(db);
  const pruneTimer = setInterval(() => void dbSessions.prune().catch(() => {}), 60 * 60 * 1000);
  pruneTimer.unref();

  const app = express();
  app.disable('x-powered-by');
  // Only the proxies TRUST_PROXY names may tell the client's address and protocol (X-Forwarded-*):
  // trusting any private address would let every client on one pick its own address past the limits.
  app.set('trust proxy', config.TRUST_PROXY);
  app.use(pinoHttp({ logger, autoLogging: { ignore: (req) => req.url === '/api/health' } }));
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          // The booking calendar and lead form embeds load their provider's script (BOOKING_URL, LEAD_FORM_URL).
          'script-src': ["'self'", ...embedOrigins(config).scripts],
          'frame-src': ["'self'", 'https:', ...embedOrigins(config).frames],
          'connect-src': ["'self'", 'ws:', 'wss:'],
          'img-src': ["'self'", 'data:', 'blob:'],
          // Plain-HTTP installs (a LAN address) would have every asset rewritten to https and break.
          'upgrade-insecure-requests': null,
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );

  const api = express.Router();
  // Pages and assets are sent precompressed; API answers (site texts, lists, exports) are compressed here.
  api.use(compression());
  api.use(sameOriginWrites(config.publicUrl));
  api.use(express.json({ limit: '100kb' }));
  const sessions = session({
    name: 'vela.sid',
    secret: config.sessionSecret,
    store: new VelaSessionStore(redis ? redisSessions(redis) : dbSessions),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: { httpOnly: true, sameSite: 'lax', secure: 'auto', maxAge: 7 * 24 * 60 * 60 * 1000 },
  });
  api.use(sessions);
  api.use(loadUser(db));
  const failedAuth = (name: 'login' | 'register') =>
    createRateLimiter(
      name,
      options.limits?.[name] ?? { windowMs: FIFTEEN_MINUTES, limit: FAILED_LOGINS_PER_15_MIN },
      redis,
      { skipSuccessfulRequests: true, message: tooManyAuthAttempts },
    );
  api.use(healthRoutes({ db: storage.ping, queue: redis ? () => pingRedis(redis) : undefined }));
  api.use(
    authRoutes(db, {
      login: failedAuth('login'),
      register: failedAuth('register'),
      registrations: registrationQuota(
        redis,
        options.limits?.registrations ?? { windowMs: 60 * 60 * 1000, limit: config.REGISTRATIONS_PER_HOUR },
      ),
    }),
  );
  api.use(
    cmsRoutes(db, {
      brandName: config.BRAND_NAME,
      leadFormUrl: config.LEAD_FORM_URL,
      bookingUrl: config.BOOKING_URL,
      socialAgentUrl: config.SOCIAL_AGENT_URL,
    }),
  );
  api.use(
    contactRoutes(
      db,
      createRateLimiter('contact', options.limits?.contact ?? { windowMs: FIFTEEN_MINUTES, limit: 5 }, redis),
    ),
  );
  api.use(mediaRoutes(db, path.join(config.DATA_DIR, 'media')));
  api.use(projectRoutes(db));
  api.use(adminRoutes(db));
  api.use(leadRoutes(db));
  const engine = createAnswerEngine(db, config, {
    llmIdleTimeoutMs: options.llmIdleTimeoutMs,
    semantic,
    logger,
  });
  // One budget per demo or bot, per visitor and per address, whether asked over the socket or HTTP.
  const messageLimiter = createMessageLimiter(redis);
  const chatLimits = {
    visitor: options.limits?.chatVisitor ?? { windowMs: 60 * 1000, limit: 20 },
    address: options.limits?.chatAddress ?? { windowMs: 60 * 1000, limit: 60 },
    bot: options.limits?.chatBot ?? { windowMs: 60 * 1000, limit: 300 },
  };
  const limit = (name: 'demoCreate' | 'demoMessage', fallback: RateLimitRule) =>
    createRateLimiter(name, options.limits?.[name] ?? fallback, redis);
  api.use(
    demoRoutes({
      db,
      trainings,
      engine,
      limits: {
        create: limit('demoCreate', { windowMs: 60 * 60 * 1000, limit: 20 }),
        contact: createRateLimiter(
          'demo-contact',
          options.limits?.contact ?? { windowMs: FIFTEEN_MINUTES, limit: 5 },
          redis,
        ),
        message: limit('demoMessage', { windowMs: 60 * 1000, limit: 30 }),
      },
      demoBudget: (demoId) => messageLimiter.take(botLimitKey(roomOf({ demoId })), chatLimits.bot),
      crawlPages: config.CRAWL_MAX_PAGES,
    }),
  );
  api.use(botRoutes({ db, trainings, publicUrl: config.publicUrl }));
  api.use(widgetConfigRoutes(db));
  api.use(apiNotFound);
  app.use('/api', api);
  app.use(mediaFiles(path.join(config.DATA_DIR, 'media')));
  app.use(
    siteRoutes({
      siteDir: options.siteDir ?? path.join(repoRoot, 'site/dist'),
      widgetDir: options.widgetDir ?? path.join(repoRoot, 'widget/dist'),
      site: publicSiteConfig(config),
    }),
  );
  app.use(errorHandler);

  const server = createServer(app);
  const realtime = createSocketServer(server, redis, logger, sessions);
  const chat = attachChatNamespace(realtime.io, {
    db,
    engine,
    limiter: messageLimiter,
    limits: chatLimits,
    trustProxy: app.get('trust proxy fn'),
    maxConnectionsPerAddress: options.socketsPerAddress ?? SOCKETS_PER_ADDRESS,
    publicUrl: config.publicUrl,
    logger,
  });
  const stopProgress = broadcastProgress(trainings, chat);
  const cleanExpiredDemos = () =>
    void removeExpiredDemos(db).catch((err) => logger.warn({ err }, 'expired demo cleanup failed'));
  const cleanupTimer = setInterval(cleanExpiredDemos, 24 * 60 * 60 * 1000);
  cleanupTimer.unref();
  cleanExpiredDemos();
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
      clearInterval(pruneTimer);
      clearInterval(cleanupTimer);
      stopProgress();
      await realtime.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      await trainings.close();
      redis?.disconnect();
      if (!options.storage) await storage.close();
    },
  };
}

async function pingRedis(redis: Redis): Promise<boolean> {
  try {
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  }
}
