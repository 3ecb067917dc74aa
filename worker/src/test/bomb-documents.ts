import { crc32, createDeflateRaw } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';

interface ZipPart {
  name: string;
  /** The part's text, or a generator of its chunks (so a 100 MB part never sits in memory). */
  content: string | (() => Iterable<Buffer>);
  /** Written into both headers instead of the real inflated size: a forged archive. */
  declaredSize?: number;
}

async function deflatePart(content: ZipPart['content']) {
  const deflate = createDeflateRaw({ level: 9 });
  const compressed: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => compressed.push(chunk));
  const ended = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  let crc = 0;
  let size = 0;
  for (const chunk of typeof content === 'string' ? [Buffer.from(content)] : content()) {
    crc = crc32(chunk, crc);
    size += chunk.length;
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await ended;
  return { data: Buffer.concat(compressed), crc, size };
}

/** A ZIP written field by field (APPNOTE 4.3), deflated parts, so a test controls every header. */
export async function makeZip(parts: ZipPart[]): Promise<Buffer> {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const { data, crc, size } = await deflatePart(part.content);
    const name = Buffer.from(part.name);
    const declared = part.declaredSize ?? size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    central.writeUInt16LE(20, 6); // version needed
    central.writeUInt16LE(8, 10); // deflate
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const docxFrame: ZipPart[] = [
  {
    name: '[Content_Types].xml',
    content:
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  },
  {
    name: '_rels/.rels',
    content:
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  },
];

/** `word/document.xml` holding one paragraph whose text is `zeros` '0' characters. */
function documentOfZeros(zeros: number): () => Iterable<Buffer> {
  return function* () {
    yield Buffer.from(
      `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${W}"><w:body><w:p><w:r><w:t>`,
    );
    const megabyte = Buffer.alloc(1024 * 1024, '0');
    for (let left = zeros; left > 0; left -= megabyte.length)
      yield megabyte.subarray(0, Math.min(left, megabyte.length));
    yield Buffer.from('</w:t></w:r></w:p></w:body></w:document>');
  };
}

/** A valid Word document whose body unpacks to `unpackedBytes` of '0' from a few hundred kilobytes. */
export function makeDocxBomb(unpackedBytes = 100 * 1024 * 1024, options: { declaredSize?: number } = {}) {
  return makeZip([
    ...docxFrame,
    { name: 'word/document.xml', content: documentOfZeros(unpackedBytes), ...options },
  ]);
}

/** A Word document with one paragraph of `text` plus a part of `bytes` that do not compress (a photo, say). */
export function makeDocxWithIncompressiblePart(text: string, bytes: Buffer) {
  return makeZip([
    ...docxFrame,
    {
      name: 'word/document.xml',
      content: `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${W}"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
    },
    { name: 'word/media/image1.bin', content: () => [bytes] },
  ]);
}

/** A PDF of `pageCount` pages, the first saying `text`, the others blank. */
export async function makePdfOfPages(pageCount: number, text: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage().drawText(text, { x: 50, y: 780, size: 11, font });
  for (let i = 1; i < pageCount; i++) doc.addPage();
  return Buffer.from(await doc.save());
}

/** A real but heavy Word document: `paragraphs` numbered lines, about 60 bytes of XML each once unpacked. */
export function makeLongDocx(paragraphs: number) {
  return makeZip([
    ...docxFrame,
    {
      name: 'word/document.xml',
      content: function* () {
        yield Buffer.from(`<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${W}"><w:body>`);
        for (let i = 0; i < paragraphs; i += 1000) {
          const lines = Array.from(
            { length: Math.min(1000, paragraphs - i) },
            (_, j) => `Riga ${i + j + 1} del registro`,
          );
          yield Buffer.from(lines.map((line) => `<w:p><w:r><w:t>${line}</w:t></w:r></w:p>`).join(''));
        }
        yield Buffer.from('</w:body></w:document>');
      },
    },
  ]);
}

/**
 * Runs `work` and measures how far the process's resident memory rose above where it started: sampled
 * every millisecond the event loop is free, and taken from the kernel's high-water mark (maxRSS) when the
 * work pushed it higher, which catches a peak inside one long synchronous call.
 */
export async function peakRssRise<T>(work: () => Promise<T>): Promise<{ outcome: T; riseMb: number }> {
  const start = process.memoryUsage.rss();
  const highWaterBefore = process.resourceUsage().maxRSS * 1024;
  let peak = start;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 1);
  try {
    const outcome = await work();
    const highWater = process.resourceUsage().maxRSS * 1024;
    peak = Math.max(peak, process.memoryUsage.rss(), highWater > highWaterBefore ? highWater : 0);
    return { outcome, riseMb: (peak - start) / 2 ** 20 };
  } finally {
    clearInterval(sampler);
  }
}
