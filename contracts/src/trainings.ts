import { z } from 'zod';
import { trainingStatuses } from './chat.ts';
import { crawlReportSchema } from './crawl-report.ts';
import { refreshSchedules } from './freshness.ts';

/** What a training reads: a whole domain, one page, an uploaded file, or the company information text. */
export const trainingKinds = ['crawl', 'url', 'document', 'text'] as const;
export type TrainingKind = (typeof trainingKinds)[number];

/** One knowledge source of a demo or a bot, as the portal and the demo page list it. */
export const trainingSchema = z.object({
  id: z.number().int(),
  /** Exactly one of demoId and botId is set. */
  demoId: z.string().nullable(),
  botId: z.string().nullable(),
  kind: z.enum(trainingKinds),
  /** The domain, the URL, the file name, or the text's title ('Company information'). */
  label: z.string(),
  status: z.enum(trainingStatuses),
  /** Pages (or files) read so far, of `total` known. */
  done: z.number().int(),
  total: z.number().int(),
  /** Chunks currently served from this source (the last successful run's). */
  chunkCount: z.number().int(),
  /** Why the last run failed, readable as is; null unless status is failed. */
  error: z.string().nullable(),
  /** A crawl's report of its last successful run (pages per language, pages skipped); null otherwise. */
  report: crawlReportSchema.nullable().optional(),
  /** Crawled sources (a site or a page) of a bot: how often they are read again by themselves. */
  refresh: z.enum(refreshSchedules),
  /** When the next scheduled run is due; null when the schedule is off. */
  nextRefreshAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Training = z.infer<typeof trainingSchema>;

/**
 * A client's training as GET /api/chatbot/trainings lists it: the record plus the spec's reading of a
 * training item (part 2 §3: type document or url, filename, url). Company information counts as a document.
 */
export const botTrainingSchema = trainingSchema.extend({
  type: z.enum(['document', 'url']),
  filename: z.string().nullable(),
  url: z.string().nullable(),
});
export type BotTraining = z.infer<typeof botTrainingSchema>;

export function asBotTraining(training: Training): BotTraining {
  const isUrl = training.kind === 'url' || training.kind === 'crawl';
  return {
    ...training,
    type: isUrl ? 'url' : 'document',
    filename: training.kind === 'document' ? training.label : null,
    url: isUrl ? training.label : null,
  };
}
