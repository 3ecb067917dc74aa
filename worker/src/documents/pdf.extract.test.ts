import { MAX_PDF_PAGES } from '@vela/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { makePdfOfPages } from '../test/bomb-documents.ts';
import { makeLongPdf } from '../test/fixture-documents.ts';
import { extractPdfText, hasPdftotext, pdfPageCount } from './pdf.extract.ts';

// poppler's pdftotext is optional (.ci/run installs it); without it the product uses pdf-parse alone.
const engines = async () =>
  (await hasPdftotext()) ? (['pdf-parse', 'pdftotext'] as const) : (['pdf-parse'] as const);

describe('the page cap of a PDF', () => {
  let atCap: Buffer;
  let overCap: Buffer;
  beforeAll(async () => {
    atCap = await makePdfOfPages(MAX_PDF_PAGES, 'Prima pagina del catalogo');
    overCap = await makePdfOfPages(MAX_PDF_PAGES + 1, 'Prima pagina del catalogo');
  });

  it('refuses a PDF of 2,001 pages before reading it, with each engine, saying how to fix it', async () => {
    expect(MAX_PDF_PAGES).toBe(2000);
    for (const engine of await engines()) {
      await expect(extractPdfText(overCap, engine)).rejects.toMatchObject({
        name: 'IngestError',
        message: 'This PDF has more than 2,000 pages. Please split it into smaller files.',
        code: 'too_many_pages',
        retryable: false,
      });
    }
  });

  it('reads a PDF of exactly 2,000 pages', async () => {
    for (const engine of await engines())
      expect(await extractPdfText(atCap, engine)).toContain('Prima pagina del catalogo');
  });

  it('counts the pages a long PDF has', async () => {
    expect(await pdfPageCount(await makeLongPdf(3))).toBe(3);
    expect(await pdfPageCount(overCap)).toBe(2001);
    expect(await pdfPageCount(Buffer.from('%PDF-1.4 not really'))).toBeUndefined();
  });
});
