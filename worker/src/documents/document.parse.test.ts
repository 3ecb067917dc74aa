import { describe, expect, it } from 'vitest';
import type { IngestError } from '../ingest.error.ts';
import { runIngestJob } from '../ingest.run.ts';
import {
  makeDocx,
  makeEncryptedDocx,
  makeEncryptedPdf,
  makePdf,
  pngBytes,
  textInEncodings,
} from '../test/fixture-documents.ts';
import { parseDocument } from './document.parse.ts';
import { hasPdftotext } from './pdf.extract.ts';

const upload = (filename: string, bytes: Buffer) =>
  runIngestJob(
    { kind: 'document', trainingId: 4, filename, file: { bytes } },
    { allowPrivateHosts: false, resolve: {} },
  );
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (err: unknown) => err as IngestError,
  );

describe('reading uploaded documents', () => {
  // poppler's pdftotext is optional (.ci/run installs it); without it the product uses pdf-parse alone.
  const engines = async () =>
    (await hasPdftotext()) ? (['pdf-parse', 'pdftotext'] as const) : (['pdf-parse'] as const);

  it('reads every page of a PDF, with each engine installed', async () => {
    const pdf = await makePdf([
      ['Menu del giorno', 'Lasagne al forno 12 euro'],
      ['Dolci', 'Tiramisu 6 euro'],
      ['Bevande', 'Acqua 2 euro'],
    ]);
    for (const pdfEngine of await engines()) {
      const doc = await parseDocument(pdf, 'menu.pdf', { pdfEngine });
      expect(doc.source).toBe('menu.pdf');
      expect(doc.title).toBe('menu');
      for (const text of ['Lasagne al forno 12 euro', 'Tiramisu 6 euro', 'Acqua 2 euro'])
        expect(doc.text).toContain(text);
      expect(doc.text.indexOf('Tiramisu')).toBeLessThan(doc.text.indexOf('Acqua'));
    }
  });

  it('reads a DOCX with its headings as # lines', async () => {
    const docx = await makeDocx('Regolamento del corso', [
      { heading: 'Orari', paragraphs: ['Il corso inizia alle 9:30.', 'Portate un grembiule.'] },
    ]);
    const result = await upload('regolamento.docx', docx);
    expect(result.documents).toEqual([
      {
        source: 'regolamento.docx',
        title: 'Regolamento del corso',
        text: '# Regolamento del corso\n\n## Orari\n\nIl corso inizia alle 9:30.\n\nPortate un grembiule.',
      },
    ]);
  });

  it.each(Object.entries(textInEncodings('Caffè, cornetto e però: è già ora di colazione — 3 €')))(
    'reads text encoded as %s',
    async (encoding, bytes) => {
      const doc = await parseDocument(bytes, 'note.txt');
      const expected = encoding.startsWith('latin1')
        ? 'Caffè, cornetto e però: è già ora di colazione'
        : 'Caffè, cornetto e però: è già ora di colazione — 3 €';
      expect(doc.text.startsWith(expected)).toBe(true);
      expect(doc.title).toBe('note');
    },
  );

  it('reads a very short Latin-1 text as Latin-1', async () => {
    expect((await parseDocument(Buffer.from([0x43, 0x61, 0x66, 0x66, 0xe8]), 'breve.txt')).text).toBe(
      'Caffè',
    );
  });

  it('reads Markdown and HTML files as extras', async () => {
    const md = await parseDocument(Buffer.from('# Listino\n\nPane 4 euro\n'), 'listino.md');
    expect(md).toMatchObject({ title: 'Listino', text: '# Listino\n\nPane 4 euro' });
    const html = await parseDocument(
      Buffer.from(
        '<!doctype html><html lang="en"><title>Menu</title><body><nav>Home</nav><h1>Menu</h1><p>Bread</p></body></html>',
      ),
      'menu.html',
    );
    expect(html).toMatchObject({ title: 'Menu', text: '# Menu\n\nBread', language: 'en' });
  });

  it('decides the type by the bytes: a PDF named .txt is read as a PDF', async () => {
    const doc = await parseDocument(await makePdf([['Ricetta della focaccia']]), 'ricetta.txt');
    expect(doc.text).toContain('Ricetta della focaccia');
  });
});

describe('refusing documents it cannot read', () => {
  it('refuses a file over 10 MB with the spec message', async () => {
    const failure = await failureOf(upload('grande.txt', Buffer.alloc(10 * 1024 * 1024 + 1, 'a')));
    expect(failure).toMatchObject({
      message: 'File is too large. Maximum size is 10MB.',
      retryable: false,
      code: 'file_too_large',
    });
  });

  it('refuses an image named .pdf with the spec message', async () => {
    const failure = await failureOf(upload('finto.pdf', pngBytes));
    expect(failure).toMatchObject({
      message: 'Invalid file type. Please upload PDF, DOCX, or TXT files.',
      retryable: false,
    });
  });

  it('refuses a zip that is not a Word document and a binary blob', async () => {
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('xl/workbook.xml')]);
    expect((await failureOf(upload('foglio.docx', zip)))?.code).toBe('file_type');
    const blob = Buffer.from(Array.from({ length: 2048 }, (_, i) => (i * 7) % 256));
    expect((await failureOf(upload('dati.txt', blob)))?.code).toBe('file_type');
  });

  it('refuses a password-protected PDF', async () => {
    const failure = await failureOf(upload('riservato.pdf', await makeEncryptedPdf()));
    expect(failure).toMatchObject({
      message: 'This PDF is password-protected. Please upload a version without a password.',
      code: 'encrypted',
    });
  });

  it('refuses a password-protected Word file with a message saying so', async () => {
    const failure = await failureOf(upload('riservato.docx', makeEncryptedDocx()));
    expect(failure).toMatchObject({
      message: 'This document is password-protected. Please upload a version without a password.',
      code: 'encrypted',
      retryable: false,
    });
  });

  it('refuses a truncated PDF and a damaged DOCX as corrupt', async () => {
    const pdf = await makePdf([['Pagina intera']]);
    expect((await failureOf(upload('rotto.pdf', pdf.subarray(0, 300))))?.message).toBe(
      'This file is damaged and could not be read.',
    );
    const docx = await makeDocx('Titolo', []);
    const damaged = Buffer.concat([docx.subarray(0, 200), Buffer.from('word/document.xml')]);
    expect((await failureOf(upload('rotto.docx', damaged)))?.code).toBe('corrupt');
  });

  it('refuses empty files and a PDF without text', async () => {
    expect((await failureOf(upload('vuoto.txt', Buffer.alloc(0))))?.message).toBe(
      'No text could be found in this file.',
    );
    expect((await failureOf(upload('spazi.txt', Buffer.from('  \n\n \t'))))?.code).toBe('no_text');
    expect((await failureOf(upload('scansione.pdf', await makePdf([[], []]))))?.code).toBe('no_text');
  });
});
