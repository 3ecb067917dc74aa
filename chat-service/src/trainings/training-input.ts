import {
  DEFAULT_DEMO_PAGE_LIMIT,
  type KnownPage,
  MAX_CRAWL_PAGE_LIMIT,
  type TrainingJob,
  type TrainingKind,
  type UploadRef,
} from '@vela/contracts';

/**
 * What a training reads: a whole domain (its pages in `language` first), one page, an uploaded file, or a
 * text (the company information).
 */
export type TrainingInput =
  | { kind: 'crawl'; domain: string; maxPages?: number; language?: string }
  | { kind: 'url'; url: string }
  | { kind: 'document'; filename: string; bytes: Buffer }
  | { kind: 'text'; title: string; text: string };

const MAX_DEPTH = 5;

/**
 * The job that runs training `trainingId`; a document's job carries `file`, where its bytes wait, and a
 * crawl's or URL's the pages its last run `known`, so it asks only for what changed.
 */
export function jobOf(
  trainingId: number,
  input: TrainingInput,
  file?: UploadRef,
  known: KnownPage[] = [],
): TrainingJob {
  const knowing = known.length ? { known } : {};
  switch (input.kind) {
    case 'crawl': {
      const maxPages = Math.min(
        MAX_CRAWL_PAGE_LIMIT,
        Math.max(1, Math.floor(input.maxPages ?? DEFAULT_DEMO_PAGE_LIMIT)),
      );
      const language = input.language ? { language: input.language } : {};
      return {
        kind: 'crawl',
        trainingId,
        domain: input.domain,
        maxPages,
        maxDepth: MAX_DEPTH,
        ...language,
        ...knowing,
      };
    }
    case 'url':
      return { kind: 'url', trainingId, url: input.url, ...knowing };
    case 'document':
      if (!file) throw new Error(`training ${trainingId}: a document's job needs its file`);
      return { kind: 'document', trainingId, filename: input.filename, file };
    case 'text':
      return { kind: 'text', trainingId, title: input.title, text: input.text };
    default:
      throw new Error(`training ${trainingId} has no input a job can read`);
  }
}

/** What the trainings list shows: the domain, the URL, the file name or the text's title. */
export function labelOf(input: TrainingInput): { kind: TrainingKind; label: string } {
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

/** A document's `input` column; other kinds keep their job without the training id. */
interface DocumentColumn {
  kind: 'document';
  filename: string;
  contentBase64: string;
}

/** What a training keeps in its `input` column (JSON) so that it can run again. */
export function encodeInput(input: TrainingInput): string {
  if (input.kind === 'document') {
    const column: DocumentColumn = {
      kind: 'document',
      filename: input.filename,
      contentBase64: input.bytes.toString('base64'),
    };
    return JSON.stringify(column);
  }
  const { trainingId: _, ...job } = jobOf(0, input);
  return JSON.stringify(job);
}

export function decodeInput(column: string): TrainingInput {
  const stored = JSON.parse(column) as Exclude<TrainingInput, { kind: 'document' }> | DocumentColumn;
  if (stored.kind !== 'document') return stored;
  return { kind: 'document', filename: stored.filename, bytes: Buffer.from(stored.contentBase64, 'base64') };
}
