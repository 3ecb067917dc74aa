import { createHash } from 'node:crypto';
import type { KnownPage } from '@vela/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IngestError } from '../ingest.error.ts';
import { runIngestJob } from '../ingest.run.ts';
import { type ChangingSite, startChangingSite } from '../test/changing-site.ts';

let site: ChangingSite;
let bare: ChangingSite;
beforeAll(async () => {
  site = await startChangingSite();
  bare = await startChangingSite({ validators: false });
});
afterAll(async () => {
  await site.close();
  await bare.close();
});

const source = 'http://vigna-sul-colle.test/cantina';
const importPage = (from: ChangingSite, known?: KnownPage[]) =>
  runIngestJob(
    { kind: 'url', trainingId: 31, url: source, ...(known ? { known } : {}) },
    { allowPrivateHosts: true, resolve: { [from.domain]: from.baseUrl } },
  );
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('importing a URL again', () => {
  it('keeps the page as it was when it answers 304, without a document', async () => {
    const first = await importPage(site);
    expect(first.pages).toEqual([
      {
        url: source,
        source,
        depth: 0,
        etag: expect.stringMatching(/^"[0-9a-f]{16}"$/),
        lastModified: expect.stringMatching(/ GMT$/),
        hash: sha256(first.documents[0]!.text),
        language: 'it',
        state: 'new',
      },
    ]);
    site.requests.length = 0;

    const again = await importPage(site, first.pages);
    expect(site.requests).toEqual([
      {
        path: '/cantina',
        status: 304,
        ifNoneMatch: first.pages![0]!.etag,
        ifModifiedSince: first.pages![0]!.lastModified,
      },
    ]);
    expect(again).toEqual({
      trainingId: 31,
      documents: [],
      pages: [{ ...first.pages![0], state: 'unchanged' }],
      gone: [],
    });
  });

  it('hands back the new text of a page edited since', async () => {
    const first = await importPage(site);
    site.set('/cantina', { title: 'La cantina', text: 'Nuova sala di degustazione aperta il sabato.' });
    const again = await importPage(site, first.pages);
    expect(again.documents.map((d) => d.text)).toEqual([
      expect.stringContaining('Nuova sala di degustazione'),
    ]);
    expect(again.pages).toEqual([
      expect.objectContaining({ source, state: 'changed', hash: sha256(again.documents[0]!.text) }),
    ]);
    expect(again.pages![0]!.etag).not.toBe(first.pages![0]!.etag);
  });

  it('says a known page answering 404 is gone, instead of failing', async () => {
    const first = await importPage(site);
    site.remove('/cantina');
    const again = await importPage(site, first.pages);
    expect(again).toEqual({ trainingId: 31, documents: [], pages: [], gone: [source] });
    // without a known page, a 404 is still the failure it always was
    const failure = await importPage(site).catch((err: unknown) => err as IngestError);
    expect(failure).toMatchObject({
      message: `${source} could not be imported: the page answered 404`,
      retryable: false,
    });
  });

  it('tells an unchanged page by its text when the site sends no validators', async () => {
    const first = await importPage(bare);
    expect(first.pages![0]).not.toHaveProperty('etag');
    bare.requests.length = 0;
    const again = await importPage(bare, first.pages);
    expect(bare.requests).toEqual([{ path: '/cantina', status: 200 }]);
    expect(again.documents).toEqual([]);
    expect(again.pages).toEqual([{ ...first.pages![0], state: 'unchanged' }]);
  });
});
