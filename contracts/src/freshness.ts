import { z } from 'zod';
import { code } from './messages.ts';

/**
 * Knowledge that stays fresh: a bot's crawled sources (a whole site or one page) are read again on a
 * schedule or on request, asking the site only for what changed, and each run records what it changed.
 */

/** How often a bot's crawled source is read again by itself. */
export const refreshSchedules = ['off', 'daily', 'weekly'] as const;
export type RefreshSchedule = (typeof refreshSchedules)[number];

const DAY_MS = 24 * 60 * 60 * 1000;
/** The time between two scheduled runs. */
export const REFRESH_INTERVAL_MS: Record<Exclude<RefreshSchedule, 'off'>, number> = {
  daily: DAY_MS,
  weekly: 7 * DAY_MS,
};

export const refreshScheduleSchema = z.enum(refreshSchedules, { error: code('bot.refreshInvalid') });

/** PATCH /api/chatbot/trainings/{id}: a crawled source's schedule. */
export const trainingScheduleSchema = z.object({ refresh: refreshScheduleSchema });
export type TrainingScheduleInput = z.infer<typeof trainingScheduleSchema>;

/** What started a run: the source being added, its owner ("refresh now", or a retry), or its schedule. */
export const runTriggers = ['first', 'manual', 'schedule'] as const;
export type RunTrigger = (typeof runTriggers)[number];

/** At most this many runs are kept per source, newest first. */
export const MAX_KEPT_RUNS = 20;

/** One run of a crawled source and what it changed in the knowledge (GET /api/chatbot/trainings/{id}/runs). */
export const trainingRunSchema = z.object({
  id: z.number().int(),
  trainingId: z.number().int(),
  trigger: z.enum(runTriggers),
  status: z.enum(['running', 'ready', 'failed']),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Pages read for the first time, and pages whose text changed: their chunks were replaced. */
  added: z.array(z.string()),
  changed: z.array(z.string()),
  /** Pages removed with their chunks: they answered 404 or 410 at two runs in a row. */
  removed: z.array(z.string()),
  /** Pages that answered 404 or 410 for the first time: kept until the next run says the same. */
  missing: z.array(z.string()),
  /** Pages found unchanged (by a 304, the sitemap's lastmod, or the same text): not indexed again. */
  unchanged: z.number().int(),
  /** Why the run failed; the knowledge of the run before stays served. */
  error: z.string().nullable(),
});
export type TrainingRun = z.infer<typeof trainingRunSchema>;

/**
 * One page as the last run of a crawled source knew it: what the next run asks the site with (its
 * validators and the sitemap's lastmod) and compares the new text against (its hash).
 */
export interface KnownPage {
  /** The address it was fetched at. */
  url: string;
  /** The document's source (its canonical URL), under which its chunks are stored. */
  source: string;
  /** Links from the start page (0 for the start page, 1 for a page the sitemap lists). */
  depth: number;
  etag?: string;
  lastModified?: string;
  /** The sitemap's `lastmod` for it when it was read. */
  lastmod?: string;
  /** sha256 (hex) of its extracted text. */
  hash: string;
  language?: string;
}

/** A page a run kept: known before and unchanged or changed, or new. Only new and changed pages come with a document. */
export interface PageVisit extends KnownPage {
  state: 'new' | 'changed' | 'unchanged';
}
