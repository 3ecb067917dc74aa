import type { KnownPage, TrainingResult } from '@vela/contracts';
import type { TrainingInput } from './training-input.ts';
import type { ProgressDelivery } from './training-progress.ts';

/** What a queue tells of its jobs; the trainings feature records it and tells the progress listeners. */
export interface JobReports {
  /** A job started (0 of 0) or has read `done` of `total` pages or files. */
  crawling(trainingId: number, done: number, total: number, delivery: ProgressDelivery): Promise<void>;
  /** A job's documents arrived: this node indexes them (exactly one node does, for each run). */
  documents(result: TrainingResult): Promise<void>;
  /** A job ended for good; `reason` is shown to the user as it is. */
  failed(trainingId: number, reason: string, delivery: ProgressDelivery): Promise<void>;
}

/**
 * The narrow port the trainings feature runs jobs through: BullMQ under REDIS_URL (`bullmq.queue.ts`),
 * else worker threads of this process (`in-process.queue.ts`). Text trainings never reach it.
 */
export interface TrainingQueue {
  /** 'bullmq' jobs outlive this process in Redis; 'in-process' ones end with it. */
  readonly kind: 'in-process' | 'bullmq';
  /**
   * Starts the job of training `trainingId`; throws when it cannot be queued. `rerun`: the training had
   * ended and was reopened, so its last run's job may still be closing. `known`: a crawl's or URL's pages
   * as its last run left them.
   */
  enqueue(trainingId: number, input: TrainingInput, rerun: boolean, known?: KnownPage[]): Promise<void>;
  /** Stops the job of training `trainingId` if it has one; a result still on its way finds no training. */
  cancel(trainingId: number): Promise<void>;
  close(): Promise<void>;
}

/** Builds a queue that tells `reports` of its jobs. */
export type TrainingQueueFactory = (reports: JobReports) => TrainingQueue;
