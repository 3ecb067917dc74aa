import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';
import session from 'express-session';
import helmet from 'helmet';
import { Redis } from 'ioredis';
import { type Logger, pino } from 'pino';
import { pinoHttp } from 'pino-http';
import { loadUser } from './auth/auth.middleware.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { ensureAdmin } from './auth/auth.use-case.ts';
import { databaseSessions, redisSessions, VelaSessionStore } from './auth/session-store.ts';
import type { Config } from './config/config.ts';
import { openStorage, type Storage } from './db/database.ts';
import { healthRoutes } from './health/health.routes.ts';
import { apiNotFound, errorHandler } from './http/error-handler.ts';
import { createRateLimiter, type RateLimitRule } from './http/rate-limit.ts';
import { siteRoutes } from './site/site.routes.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface AppOptions {
  config: Readonly<Config>;
  /** Tests pass their own storage (a fresh PostgreSQL schema, say); otherwise it is opened from config. */
  storage?: Storage;
  logger?: Logger;
  limits?: Partial<Record<'login' | 'register', RateLimitRule>>;
  siteDir?: string;
  widgetDir?: string;
}

export interface App {
  server: Server;
  storage: Storage;
  /** Listens on config.PORT (0 picks a free port) and resolves with the base URL. */
  start(): Promise<string>;
  stop(): Promise<void>;
}

const FAILED_LOGINS_PER_15_MIN = 10;
const FIFTEEN_MINUTES = 15 * 60 * 1000;

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

  if (config.ADMIN_USERNAME && config.ADMIN_PASSWORD) {
    await ensureAdmin(db, config.ADMIN_USERNAME, config.ADMIN_PASSWORD);
  }
  const dbSessions = databaseSessions(db);
  const pruneTimer = setInterval(() => void dbSessions.prune().catch(() => {}), 60 * 60 * 1000);
  pruneTimer.unref();

  const app = express();
  app.disable('x-powered-by');
  // Behind a reverse proxy on a private network, its X-Forwarded-* headers tell the client IP and HTTPS.
  app.set('trust proxy', 'loopback, linklocal, uniquelocal');
  app.use(pinoHttp({ logger, autoLogging: { ignore: (req) => req.url === '/api/health' } }));
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'script-src': ["'self'"],
          'frame-src': ["'self'", 'https:'],
          'connect-src': ["'self'", 'ws:', 'wss:'],
          'img-src': ["'self'", 'data:', 'blob:'],
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );

  const api = express.Router();
  api.use(express.json({ limit: '100kb' }));
  api.use(
    session({
      name: 'vela.sid',
      secret: config.sessionSecret,
      store: new VelaSessionStore(redis ? redisSessions(redis) : dbSessions),
      resave: false,
      saveUninitialized: false,
      rolling: true,
      cookie: { httpOnly: true, sameSite: 'lax', secure: 'auto', maxAge: 7 * 24 * 60 * 60 * 1000 },
    }),
  );
  api.use(loadUser(db));
  const failedAuth = (name: 'login' | 'register') =>
    createRateLimiter(
      name,
      options.limits?.[name] ?? { windowMs: FIFTEEN_MINUTES, limit: FAILED_LOGINS_PER_15_MIN },
      redis,
      { skipSuccessfulRequests: true },
    );
  api.use(healthRoutes({ db: storage.ping, queue: redis ? () => pingRedis(redis) : undefined }));
  api.use(authRoutes(db, { login: failedAuth('login'), register: failedAuth('register') }));
  api.use(apiNotFound);
  app.use('/api', api);
  app.use(
    siteRoutes({
      siteDir: options.siteDir ?? path.join(repoRoot, 'site/dist'),
      widgetDir: options.widgetDir ?? path.join(repoRoot, 'widget/dist'),
    }),
  );
  app.use(errorHandler);

  const server = createServer(app);
  return {
    server,
    storage,
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
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
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
