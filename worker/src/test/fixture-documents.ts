import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import iconv from 'iconv-lite';
import { PDFDocument, PDFHexString, StandardFonts } from 'pdf-lib';

/** A PDF with one page per entry, each page's lines drawn as real text. */
export async function makePdf(pages: string[][]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = doc.addPage();
    for (const [i, line] of lines.entries()) page.drawText(line, { x: 50, y: 780 - i * 16, size: 11, font });
  }
  return Buffer.from(await doc.save());
}

/** A long PDF (about 40 lines of prose per page) for parsing-time and event-loop tests. */
export async function makeLongPdf(pageCount: number): Promise<Buffer> {
  const line = 'Il pane con lievito madre richiede pazienza, farina buona e un forno ben caldo ogni notte.';
  const pages = Array.from({ length: pageCount }, (_, p) => [
    `Pagina ${p + 1}`,
    ...Array.from({ length: 40 }, (_, i) => `${i + 1}. ${line}`),
  ]);
  return makePdf(pages);
}

/** A PDF whose trailer declares standard encryption: readers ask for a password. */
export async function makeEncryptedPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc
    .addPage()
    .drawText('Documento riservato', { x: 50, y: 700, font: await doc.embedFont(StandardFonts.Helvetica) });
  const { context } = doc;
  const encrypt = context.obj({
    Filter: 'Standard',
    V: 1,
    R: 2,
    O: PDFHexString.of('aa'.repeat(32)),
    U: PDFHexString.of('bb'.repeat(32)),
    P: -4,
  });
  context.trailerInfo.Encrypt = context.register(encrypt);
  context.trailerInfo.ID = context.obj([PDFHexString.of('01'.repeat(16)), PDFHexString.of('01'.repeat(16))]);
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** A DOCX with a title heading, a section heading and paragraphs. */
export async function makeDocx(
  title: string,
  sections: { heading: string; paragraphs: string[] }[],
): Promise<Buffer> {
  const children = [new Paragraph({ text: title, heading: HeadingLevel.HEADING_1 })];
  for (const section of sections) {
    children.push(new Paragraph({ text: section.heading, heading: HeadingLevel.HEADING_2 }));
    for (const text of section.paragraphs) children.push(new Paragraph({ text }));
  }
  return Buffer.from(await Packer.toBuffer(new Document({ sections: [{ children }] })));
}

/** The same text in the encodings a TXT upload may come in. */
export function textInEncodings(text: string) {
  return {
    utf8: Buffer.from(text, 'utf8'),
    utf8Bom: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]),
    utf16le: Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(text, 'utf-16le')]),
    utf16be: Buffer.concat([Buffer.from([0xfe, 0xff]), iconv.encode(text, 'utf-16be')]),
    utf16leWithoutBom: iconv.encode(text, 'utf-16le'),
    latin1: iconv.encode(text, 'latin1'),
    windows1252: iconv.encode(text, 'windows-1252'),
  };
}

/** A PNG header: a real image, whatever the file is called. */
export const pngBytes = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489',
  'hex',
);

/**
 * The shape Word gives a password-protected .docx: an OLE compound file (512-byte header, then sectors)
 * whose directory holds the `EncryptionInfo` and `EncryptedPackage` streams, names in UTF-16.
 */
export function makeEncryptedDocx(): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
  header.writeUInt16LE(0x3e, 24); // minor version
  header.writeUInt16LE(0x03, 26); // major version 3 (512-byte sectors)
  header.writeUInt16LE(0xfffe, 28); // little-endian byte order
  header.writeUInt16LE(9, 30); // sector shift
  const directory = Buffer.alloc(512);
  const entry = (name: string, at: number) => {
    const utf16 = Buffer.from(`${name}\0`, 'utf16le');
    utf16.copy(directory, at);
    directory.writeUInt16LE(utf16.length, at + 64);
    directory[at + 66] = 2; // stream
  };
  entry('EncryptionInfo', 128);
  entry('EncryptedPackage', 256);
  return Buffer.concat([header, directory, Buffer.alloc(1024, 0x5a)]);
}
