import type { Db } from '../db/schema.ts';

/** Sources whose scheduled run is due at `at`, the most overdue first. */
export async function dueSources(db: Db, at: string) {
  const rows = await db
    .selectFrom('knowledge_sources')
    .select(['id', 'refresh', 'next_refresh_at'])
    .where('refresh', '!=', 'off')
    .where('next_refresh_at', '<=', at)
    .orderBy('next_refresh_at')
    .limit(100)
    .execute();
  return rows.map((r) => ({ id: Number(r.id), refresh: r.refresh, nextAt: r.next_refresh_at as string }));
}

/**
 * Moves a scheduled source's next run to `nextAt` (with `expectedNext`, only while it is still that one);
 * answers the source's status, or undefined when nothing moved.
 */
export async function moveNextRun(db: Db, id: number, nextAt: string, expectedNext?: string) {
  return db
    .updateTable('knowledge_sources')
    .set({ next_refresh_at: nextAt })
    .where('id', '=', id)
    .where('refresh', '!=', 'off')
    .$if(expectedNext !== undefined, (q) => q.where('next_refresh_at', '=', expectedNext ?? ''))
    .returning('status')
    .executeTakeFirst();
}

/** Sources with a schedule on, for a queue that keeps its own copy of the schedules. */
export async function scheduledSources(db: Db) {
  const rows = await db
    .selectFrom('knowledge_sources')
    .select(['id', 'refresh', 'next_refresh_at'])
    .where('refresh', '!=', 'off')
    .execute();
  return rows.map((r) => ({ id: Number(r.id), refresh: r.refresh, nextAt: r.next_refresh_at }));
}
