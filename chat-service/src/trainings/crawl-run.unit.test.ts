import type { PageVisit } from '@vela/contracts';
import { describe, expect, it } from 'vitest';
import { runChanges } from './crawl-run.use-case.ts';
import type { StoredPage } from './page.repository.ts';

const known = (source: string, misses = 0, url = source): StoredPage => ({
  url,
  source,
  depth: 1,
  hash: 'h',
  misses,
});
const visit = (source: string, state: PageVisit['state'], url = source): PageVisit => ({
  url,
  source,
  depth: 1,
  hash: 'h',
  state,
});

describe('what a crawl run changes', () => {
  it('counts new, changed and unchanged pages, and keeps a page missing once until its second miss', () => {
    const before = [known('/a'), known('/b'), known('/c'), known('/d', 1), known('/e')];
    const pages = [visit('/a', 'unchanged'), visit('/b', 'changed'), visit('/f', 'new')];
    expect(runChanges(before, pages, ['/c', '/d'])).toEqual({
      added: ['/f'],
      changed: ['/b'],
      removed: ['/d'],
      missing: ['/c'],
      unchanged: 1,
    });
  });

  it('leaves a known page that this run did not reach (an error, the budget) as it was', () => {
    expect(runChanges([known('/a'), known('/b')], [visit('/a', 'unchanged')], [])).toMatchObject({
      removed: [],
      missing: [],
    });
  });

  it('removes at once a page whose address is now read under another source', () => {
    const before = [known('http://shop.test/menu', 0, 'http://shop.test/menu')];
    const pages = [visit('https://shop.test/menu', 'new', 'http://shop.test/menu')];
    expect(runChanges(before, pages, [])).toMatchObject({
      added: ['https://shop.test/menu'],
      removed: ['http://shop.test/menu'],
    });
  });
});
