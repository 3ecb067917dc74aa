import type { TrainingJob } from '@vela/contracts';
import { Redis } from 'ioredis';
import { documentMessages, IngestError } from '../ingest.error.ts';

const isStored = (
  job: TrainingJob,
): job is Extract<TrainingJob, { kind: 'document' }> & {
  file: { redisKey: string };
} => job.kind === 'document' && 'redisKey' in job.file;

/**
 * The uploads that queued jobs name by Redis key (chat-service wrote their raw bytes there): read when a
 * job starts, deleted once it has ended.
 */
export function redisUploads(url: string, onError: (err: Error) => void) {
  const redis = new Redis(url);
  redis.on('error', onError);
  return {
    /** The job with its upload's bytes in place of their key; a key gone (expired, removed) fails it for good. */
    async load(job: TrainingJob): Promise<TrainingJob> {
      if (!isStored(job)) return job;
      const bytes = await redis.getBuffer(job.file.redisKey);
      if (!bytes) throw new IngestError(documentMessages.uploadMissing, false, 'upload_missing');
      return { ...job, file: { bytes } };
    },
    async discard(job: TrainingJob): Promise<void> {
      if (isStored(job)) await redis.del(job.file.redisKey);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
