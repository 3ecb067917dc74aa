// `npm run worker`: the BullMQ ingestion worker. Reads its config, consumes jobs, stops cleanly on SIGTERM.
import { loadWorkerConfig, WorkerConfigError } from './config/worker.config.ts';
import { startIngestWorker } from './queue/ingest.worker.ts';

let config: ReturnType<typeof loadWorkerConfig>;
try {
  config = loadWorkerConfig();
} catch (err) {
  console.error(err instanceof WorkerConfigError ? err.message : err);
  process.exit(1);
}

const worker = startIngestWorker({
  connection: config.redisUrl,
  concurrency: config.concurrency,
  prefix: config.prefix,
  chromiumPath: config.chromiumPath,
  ingest: { allowPrivateHosts: config.allowPrivateHosts, resolve: config.resolve },
});
console.log(`Vela ingest worker started (concurrency ${config.concurrency})`);

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: finishing running jobs, then exiting`);
  await worker.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
