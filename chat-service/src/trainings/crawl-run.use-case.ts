import type { IngestedDocument, PageVisit, Training, TrainingResult } from '@vela/contracts';
import type { Db } from '../db/schema.ts';
import { withoutRepeatedBlocks } from '../knowledge/knowledge.boilerplate.ts';
import { chunkDocument, mainLanguage } from '../knowledge/knowledge.chunk.ts';
import { countSourceChunks, replacePageChunks, replaceSourceChunks } from '../knowledge/knowledge.index.ts';
import { scopeOfRow } from '../knowledge/knowledge.scope.ts';
import { NOTHING_TO_INDEX } from '../knowledge/knowledge.use-case.ts';
import type { SemanticIndex } from '../knowledge/vectors/semantic.index.ts';
import { countMisses, deletePages, type StoredPage, savePages, storedPages } from './page.repository.ts';
import { finishRun, type RunChanges } from './run.repository.ts';
import { findTraining, updateTraining } from './training.repository.ts';

/** Runs in a row a page may answer 404 or 410 before it is removed with its chunks. */
export const MISSES_BEFORE_REMOVAL = 2;

/**
 * What a crawl run changes, from what the source knew of its pages before it. A known page is removed at
 * its second 404/410 in a row, or at once when its address was read again under another source (its
 * canonical link or its redirect changed): the page lives on under the new one.
 */
export function runChanges(known: StoredPage[], pages: PageVisit[], gone: string[]): RunChanges {
  const kept = new Set(pages.map((p) => p.source));
  const readAgain = new Set(pages.map((p) => p.url));
  const dropped = known.filter((p) => !kept.has(p.source));
  const missed = dropped.filter((p) => gone.includes(p.source));
  const moved = dropped.filter((p) => !gone.includes(p.source) && readAgain.has(p.url));
  return {
    added: pages.filter((p) => p.state === 'new').map((p) => p.source),
    changed: pages.filter((p) => p.state === 'changed').map((p) => p.source),
    removed: [
      ...missed.filter((p) => p.misses + 1 >= MISSES_BEFORE_REMOVAL).map((p) => p.source),
      ...moved.map((p) => p.source),
    ],
    missing: missed.filter((p) => p.misses + 1 < MISSES_BEFORE_REMOVAL).map((p) => p.source),
    unchanged: pages.filter((p) => p.state === 'unchanged').length,
  };
}

/** The pages whose record changed: new and changed ones, and unchanged ones sent new validators or found elsewhere. */
function pagesToSave(known: StoredPage[], pages: PageVisit[]): PageVisit[] {
  const before = new Map(known.map((p) => [p.source, p]));
  return pages.filter((p) => {
    const was = before.get(p.source);
    return (
      p.state !== 'unchanged' ||
      !was ||
      was.misses > 0 ||
      was.url !== p.url ||
      was.depth !== p.depth ||
      was.etag !== p.etag ||
      was.lastModified !== p.lastModified ||
      was.lastmod !== p.lastmod ||
      was.language !== p.language
    );
  });
}

/**
 * Indexes a crawl's or URL import's run page by page: the chunks of new and changed pages replace theirs,
 * pages gone at two runs in a row are removed with their chunks, and unchanged pages are left as they are,
 * neither chunked nor indexed again; all in one transaction with the pages' records, the run's record and
 * the training's status, so a search sees the knowledge before the run or after it, never half a page.
 * A source that knew no pages yet (its first run, or one from before page records) is replaced whole.
 * Undefined when the training was removed meanwhile.
 */
export async function indexCrawlRun(
  db: Db,
  result: TrainingResult & { pages: PageVisit[] },
  semantic?: SemanticIndex,
): Promise<Training | undefined> {
  const { trainingId, documents, pages } = result;
  const known = await storedPages(db, trainingId);
  const changes = runChanges(known, pages, result.gone ?? []);
  const languages: IngestedDocument[] = pages.map((p) => ({ ...p, title: '', text: '' }));
  const fallback = mainLanguage([...documents, ...languages]);
  const chunks = withoutRepeatedBlocks(documents).flatMap((doc) => chunkDocument(doc, fallback));
  const vectors = semantic ? await semantic.embedChunks(chunks) : undefined;
  return db.transaction().execute(async (trx) => {
    const training = await findTraining(trx, trainingId);
    if (!training) return undefined;
    const whole = known.length === 0;
    if (whole && chunks.length === 0) {
      return updateTraining(trx, trainingId, { status: 'failed', error: NOTHING_TO_INDEX });
    }
    const scope = scopeOfRow({ demo_id: training.demoId, bot_id: training.botId });
    const replaced = [...documents.map((d) => d.source), ...changes.removed];
    const ids = whole
      ? await replaceSourceChunks(trx, trainingId, scope, chunks)
      : await replacePageChunks(trx, trainingId, scope, replaced, chunks);
    if (semantic && vectors) await semantic.save(trx, scope, ids, vectors);
    await savePages(trx, trainingId, whole ? pages : pagesToSave(known, pages));
    await countMisses(trx, trainingId, changes.missing);
    await deletePages(trx, trainingId, changes.removed);
    await finishRun(trx, trainingId, changes);
    const done = Math.max(training.done, pages.length);
    return updateTraining(trx, trainingId, {
      status: 'ready',
      chunk_count: await countSourceChunks(trx, trainingId),
      error: null,
      done,
      total: Math.max(training.total, done),
    });
  });
}
