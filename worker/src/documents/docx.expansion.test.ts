import { randomBytes } from 'node:crypto';
import { Document, Packer, Paragraph, Table, TableCell, TableRow } from 'docx';
import { beforeAll, describe, expect, it } from 'vitest';
import type { IngestError } from '../ingest.error.ts';
import { runIngestJob } from '../ingest.run.ts';
import {
  makeDocxBomb,
  makeDocxWithIncompressiblePart,
  makeLongDocx,
  peakRssRise,
} from '../test/bomb-documents.ts';
import { makeDocx } from '../test/fixture-documents.ts';
import { checkDocxExpansion, docxLimits } from './docx.expansion.ts';

const upload = (filename: string, bytes: Buffer) =>
  runIngestJob(
    { kind: 'document', trainingId: 8, filename, file: { bytes } },
    { allowPrivateHosts: false, resolve: {} },
  );
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (err: unknown) => err as IngestError,
  );
const MB = 1024 * 1024;

describe('a Word document that unpacks to far more than it weighs', () => {
  let bomb: Buffer;
  let forged: Buffer;
  beforeAll(async () => {
    bomb = await makeDocxBomb(100 * MB);
    // Read without the check, this one costs mammoth's ZIP reader 300 MB before it notices the sizes disagree.
    forged = await makeDocxBomb(300 * MB, { declaredSize: 1000 });
  });

  // First: a process that has already grown (as an unchecked bomb makes it) has room to inflate it unseen.
  it('whose headers claim a 1 KB part is refused as damaged before the 300 MB it really holds are inflated', async () => {
    const { outcome, riseMb } = await peakRssRise(() => failureOf(upload('manuale.docx', forged)));
    expect(outcome).toMatchObject({
      message: 'This file is damaged and could not be read.',
      code: 'corrupt',
      retryable: false,
    });
    expect(riseMb).toBeLessThan(200);
  });

  it('is refused with a message saying so, for good, before memory rises 200 MB', async () => {
    expect(bomb.length).toBeLessThan(150 * 1024);
    // Unchecked, mammoth holds the 100 MB text and more: the process grows by about 400 MB.
    const { outcome, riseMb } = await peakRssRise(() => failureOf(upload('manuale.docx', bomb)));
    expect(outcome).toMatchObject({
      name: 'IngestError',
      message: 'This document is too large once unpacked. Please upload a smaller file.',
      code: 'unpacked_too_large',
      retryable: false,
    });
    expect(riseMb).toBeLessThan(200);
  });

  it('is stopped at its ratio: no more than 200 bytes come out per compressed byte of a part', async () => {
    const small = await makeDocxBomb(8 * MB);
    await expect(checkDocxExpansion(small)).rejects.toMatchObject({ code: 'unpacked_too_large' });
    await expect(checkDocxExpansion(small, { ...docxLimits, ratioGraceBytes: 10 * MB })).resolves.toBe(
      undefined,
    );
  });

  it('is stopped at the total its parts unpack to, even when none compresses at all', async () => {
    const photo = await makeDocxWithIncompressiblePart('Listino prezzi', randomBytes(3 * MB));
    const strict = { ...docxLimits, maxUnpackedBytes: 2 * MB };
    await expect(checkDocxExpansion(photo, strict)).rejects.toMatchObject({ code: 'unpacked_too_large' });
    expect((await upload('listino.docx', photo)).documents[0]!.text).toBe('Listino prezzi');
  });
});

describe('real Word documents still pass the check', () => {
  it('reads a document with headings and paragraphs', async () => {
    const docx = await makeDocx('Regolamento', [{ heading: 'Orari', paragraphs: ['Apriamo alle 8.'] }]);
    expect((await upload('regolamento.docx', docx)).documents[0]!.text).toBe(
      '# Regolamento\n\n## Orari\n\nApriamo alle 8.',
    );
  });

  it('lets through the most repetitive ones: an empty 20,000-row table (193:1) and 100,000 short lines', async () => {
    const rows = Array.from(
      { length: 20_000 },
      () =>
        new TableRow({ children: [1, 2, 3, 4].map(() => new TableCell({ children: [new Paragraph('')] })) }),
    );
    const form = Buffer.from(
      await Packer.toBuffer(new Document({ sections: [{ children: [new Table({ rows })] }] })),
    );
    await expect(checkDocxExpansion(form)).resolves.toBe(undefined);
    await expect(checkDocxExpansion(await makeLongDocx(100_000))).resolves.toBe(undefined);
  });
});
