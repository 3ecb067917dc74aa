import {
  DEFAULT_DEMO_PAGE_LIMIT,
  MAX_CRAWL_PAGE_LIMIT,
  type TrainingJob,
  type TrainingKind,
} from '@vela/contracts';
import type { IngestInput } from './ingest-queue.ts';

/** A job without its training id: what a training keeps so it can run again. */
export type StoredInput = TrainingJob extends infer J
  ? J extends TrainingJob
    ? Omit<J, 'trainingId'>
    : never
  : never;

const MAX_DEPTH = 5;

export function storedInputOf(input: IngestInput): StoredInput {
  switch (input.kind) {
    case 'crawl': {
      const maxPages = Math.min(
        MAX_CRAWL_PAGE_LIMIT,
        Math.max(1, Math.floor(input.maxPages ?? DEFAULT_DEMO_PAGE_LIMIT)),
      );
      const language = input.language ? { language: input.language } : {};
      return { kind: 'crawl', domain: input.domain, maxPages, maxDepth: MAX_DEPTH, ...language };
    }
    case 'url':
      return { kind: 'url', url: input.url };
    case 'document':
      return { kind: 'document', filename: input.filename, contentBase64: input.bytes.toString('base64') };
    case 'text':
      return { kind: 'text', title: input.title, text: input.text };
  }
}

/** What the trainings list shows: the domain, the URL, the file name or the text's title. */
export function labelOf(input: StoredInput): { kind: TrainingKind; label: string } {
  switch (input.kind) {
    case 'crawl':
      return { kind: 'crawl', label: input.domain };
    case 'url':
      return { kind: 'url', label: input.url };
    case 'document':
      return { kind: 'document', label: input.filename };
    case 'text':
      return { kind: 'text', label: input.title };
  }
}

export function jobOf(trainingId: number, stored: StoredInput): TrainingJob {
  return { ...stored, trainingId } as TrainingJob;
}
