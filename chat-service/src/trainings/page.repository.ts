import type { KnownPage, PageVisit } from '@vela/contracts';
import type { Db } from '../db/schema.ts';

/** A known page with how many runs in a row it answered 404 or 410. */
export interface StoredPage extends KnownPage {
  misses: number;
}

/** What the last runs of a crawled source knew of its pages. */
export async function storedPages(db: Db, trainingId: number): Promise<StoredPage[]> {
  const rows = await db
    .selectFrom('training_pages')
    .selectAll()
    .where('training_id', '=', trainingId)
    .orderBy('depth')
    .orderBy('source')
    .execute();
  return rows.map((r) => ({
    url: r.url,
    source: r.source,
    depth: Number(r.depth),
    hash: r.hash,
    misses: Number(r.misses),
    ...(r.etag ? { etag: r.etag } : {}),
    ...(r.last_modified ? { lastModified: r.last_modified } : {}),
    ...(r.lastmod ? { lastmod: r.lastmod } : {}),
    ...(r.language ? { language: r.language } : {}),
  }));
}

const ROWS_PER_WRITE = 100;

/** Records the pages a run kept (their misses back to 0), replacing what was known of them. */
export async function savePages(db: Db, trainingId: number, pages: PageVisit[]): Promise<void> {
  const rows = pages.map((p) => ({
    training_id: trainingId,
    source: p.source,
    url: p.url,
    depth: p.depth,
    etag: p.etag ?? null,
    last_modified: p.lastModified ?? null,
    lastmod: p.lastmod ?? null,
    hash: p.hash,
    language: p.language ?? null,
    misses: 0,
  }));
  for (let i = 0; i < rows.length; i += ROWS_PER_WRITE) {
    await db
      .insertInto('training_pages')
      .values(rows.slice(i, i + ROWS_PER_WRITE))
      .onConflict((oc) =>
        oc.columns(['training_id', 'source']).doUpdateSet((eb) => ({
          url: eb.ref('excluded.url'),
          depth: eb.ref('excluded.depth'),
          etag: eb.ref('excluded.etag'),
          last_modified: eb.ref('excluded.last_modified'),
          lastmod: eb.ref('excluded.lastmod'),
          hash: eb.ref('excluded.hash'),
          language: eb.ref('excluded.language'),
          misses: 0,
        })),
      )
      .execute();
  }
}

/** Counts one more miss (404 or 410) for each of these sources. */
export async function countMisses(db: Db, trainingId: number, sources: string[]): Promise<void> {
  if (sources.length === 0) return;
  await db
    .updateTable('training_pages')
    .set((eb) => ({ misses: eb('misses', '+', 1) }))
    .where('training_id', '=', trainingId)
    .where('source', 'in', sources)
    .execute();
}

export async function deletePages(db: Db, trainingId: number, sources?: string[]): Promise<void> {
  if (sources?.length === 0) return;
  await db
    .deleteFrom('training_pages')
    .where('training_id', '=', trainingId)
    .$if(sources !== undefined, (q) => q.where('source', 'in', sources ?? []))
    .execute();
}
