import type { Db } from './schema.ts';

/** One unit of work that must be written whole or not at all. */
type Write = (trx: Db) => Promise<void>;

interface Pending {
  write: Write;
  resolve: () => void;
  reject: (err: unknown) => void;
}

/** Writes queued in one turn of the event loop commit together, this many at most per transaction. */
const MAX_BATCH = 250;

const queues = new WeakMap<Db, Pending[]>();

/**
 * Runs `write` in a transaction shared with the other writes queued in the same turn of the event loop:
 * a burst of answers ending together commits once, not once each. Each write is still all or nothing:
 * when a shared transaction fails, its writes are run again one transaction each, so one failing write
 * fails alone. Resolves once the write is committed.
 */
export function commitTogether(db: Db, write: Write): Promise<void> {
  return new Promise((resolve, reject) => {
    let queue = queues.get(db);
    if (!queue || queue.length >= MAX_BATCH) {
      queue = [];
      queues.set(db, queue);
      const batch = queue;
      setImmediate(() => {
        if (queues.get(db) === batch) queues.delete(db);
        void commit(db, batch);
      });
    }
    queue.push({ write, resolve, reject });
  });
}

async function commit(db: Db, batch: Pending[]): Promise<void> {
  try {
    await db.transaction().execute(async (trx) => {
      for (const pending of batch) await pending.write(trx);
    });
  } catch (err) {
    if (batch.length === 1) return batch[0]?.reject(err);
    await Promise.all(
      batch.map((pending) => db.transaction().execute(pending.write).then(pending.resolve, pending.reject)),
    );
    return;
  }
  for (const pending of batch) pending.resolve();
}
