import { pino } from 'pino';
import { createApp } from './app.ts';
import { ConfigError, loadConfig } from './config/config.ts';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}

const logger = pino({ level: config.LOG_LEVEL });
const app = await createApp({ config, logger });
const url = await app.start();
logger.info(`Vela is serving on ${url.replace('127.0.0.1', 'localhost')}`);

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal}: finishing open requests`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.stop();
    process.exit(0);
  });
}
