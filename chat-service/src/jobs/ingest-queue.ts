import type { Training } from '@vela/contracts';
import type { PdfEngine } from '@vela/worker';
import type { Logger } from 'pino';
import type { Config } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import type { KnowledgeScope } from '../knowledge/knowledge.scope.ts';
import type { SemanticIndex } from '../knowledge/vectors/semantic.index.ts';
import { createBullmqQueue } from './bullmq.queue.ts';
import { createInProcessQueue } from './in-process.queue.ts';

/**
 * What to learn from: a whole domain (its pages in `language` first), one page, an uploaded file, or a text
 * (the company information).
 */
export type IngestInput =
  | { kind: 'crawl'; domain: string; maxPages?: number; language?: string }
  | { kind: 'url'; url: string }
  | { kind: 'document'; filename: string; bytes: Buffer }
  | { kind: 'text'; title: string; text: string };

/**
 * 'local': every node hears of this change itself (BullMQ QueueEvents) and tells only its own sockets;
 * 'global': only this node knows, so it tells every node's sockets (through the Socket.IO Redis adapter).
 */
export type ProgressDelivery = 'local' | 'global';
export type ProgressListener = (
  scope: KnowledgeScope,
  training: Training,
  delivery: ProgressDelivery,
) => void;

/** The job queue port: trainings go in, progress and their end (ready or failed) come out. */
export interface IngestQueue {
  /**
   * Records the training (status queued) and starts it. With `replaceSourceId` (a 'text' training of the
   * same scope) the same source is re-indexed: its old chunks serve until the new ones replace them.
   */
  submit(scope: KnowledgeScope, input: IngestInput, opts?: { replaceSourceId?: number }): Promise<Training>;
  /** Runs a training again from its original input; one still running is returned as it is. */
  retry(scope: KnowledgeScope, trainingId: number): Promise<Training>;
  /** Stops the training if it runs and deletes it with its chunks. */
  remove(scope: KnowledgeScope, trainingId: number): Promise<void>;
  /** Every change of a training's status or progress; returns the unsubscribe function. */
  onProgress(listener: ProgressListener): () => void;
  /** 'in-process' or 'bullmq', for health and logs. */
  readonly kind: 'in-process' | 'bullmq';
  close(): Promise<void>;
}

export interface IngestQueueDeps {
  config: Readonly<Config>;
  db: Db;
  logger: Logger;
  /** BullMQ key prefix (tests give each run its own). */
  prefix?: string;
  /** In-process PDF engine (default `auto`: poppler when installed); tests force the slower pdf-parse. */
  pdfEngine?: PdfEngine;
  /** Embeds chunks as they are indexed, when EMBEDDINGS_MODEL is set. */
  semantic?: SemanticIndex;
}

/** BullMQ when REDIS_URL is set (workers run `npm run worker`), else jobs run in this process's threads. */
export function createIngestQueue(deps: IngestQueueDeps): IngestQueue {
  return deps.config.REDIS_URL
    ? createBullmqQueue({ ...deps, redisUrl: deps.config.REDIS_URL })
    : createInProcessQueue(deps);
}
