import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import { documentMessages, IngestError } from '../ingest.error.ts';

/**
 * How far a DOCX may unpack before mammoth reads it. A 10 MB upload of Word XML (which deflates about
 * 10:1) unpacks to about 100 MB; real parts stay under 200:1, even an empty 20,000-row table, while zeros
 * or repeated tags reach deflate's ceiling of about 1,000:1. Small parts may compress better than the ratio.
 */
export const docxLimits = {
  maxUnpackedBytes: 100 * 1024 * 1024,
  maxRatio: 200,
  ratioGraceBytes: 1024 * 1024,
};
export type DocxLimits = typeof docxLimits;

const tooLarge = () => new IngestError(documentMessages.unpackedTooLarge, false, 'unpacked_too_large');

/**
 * Inflates every part of the archive and throws as soon as one passes its ratio or all of them pass the
 * total. The bytes are counted as they come out of zlib, never taken from the headers, which a forged
 * file can set to anything; yauzl also fails a part that inflates past the size its header declares.
 */
export async function checkDocxExpansion(bytes: Buffer, limits: DocxLimits = docxLimits): Promise<void> {
  let unpacked = 0;
  try {
    const zip = await yauzl.fromBufferPromise(bytes, { validateEntrySizes: true });
    for await (const entry of zip.eachEntry()) {
      const allowed = Math.max(limits.ratioGraceBytes, entry.compressedSize * limits.maxRatio);
      let inflated = 0;
      const counter = new Writable({
        write(chunk: Buffer, _encoding, next) {
          inflated += chunk.length;
          unpacked += chunk.length;
          next(inflated > allowed || unpacked > limits.maxUnpackedBytes ? tooLarge() : undefined);
        },
      });
      await pipeline(await zip.openReadStreamPromise(entry), counter);
    }
  } catch (err) {
    if (err instanceof IngestError) throw err;
    throw new IngestError(documentMessages.corrupt, false, 'corrupt');
  }
}
