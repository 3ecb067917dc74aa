import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestStorage } from '../knowledge/knowledge.test-storage.ts';
import { dialects } from '../test/test-app.ts';
import type { Storage } from './database.ts';
import { withMigrationLock } from './migrations.ts';

describe.each(dialects)('migrations on %s', (dialect) => {
  const opened: Storage[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((s) => s.close()));
  });

  it('run one at a time on one PostgreSQL database, as two app nodes starting at once would', async () => {
    const [first, second] = await Promise.all([openTestStorage(dialect), openTestStorage(dialect)]);
    opened.push(first, second);
    const events: string[] = [];
    const migrate = (name: string) => async () => {
      events.push(`${name} starts`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      events.push(`${name} ends`);
      return name;
    };
    const results = await Promise.all([
      withMigrationLock(first.db, migrate(`a-${randomBytes(2).toString('hex')}`)),
      withMigrationLock(second.db, migrate(`b-${randomBytes(2).toString('hex')}`)),
    ]);
    expect(results).toHaveLength(2);
    if (dialect === 'postgres') {
      // Each migration ends before the other starts.
      expect(events[0]?.split(' ')[0]).toBe(events[1]?.split(' ')[0]);
      expect(events[2]?.split(' ')[0]).toBe(events[3]?.split(' ')[0]);
    } else {
      // SQLite files are each their own database: nothing to wait for.
      expect(events.slice(0, 2).every((e) => e.endsWith('starts'))).toBe(true);
    }
  });
});
