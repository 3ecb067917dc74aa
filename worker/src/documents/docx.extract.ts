import mammoth from 'mammoth';
import { extractHtml } from '../extract/html.extract.ts';
import { documentMessages, IngestError } from '../ingest.error.ts';
import { checkDocxExpansion } from './docx.expansion.ts';

/** Reads a DOCX through mammoth's HTML so its headings survive as `#` lines, once it is known to unpack to a sane size. */
export async function extractDocx(bytes: Buffer): Promise<{ text: string; title?: string }> {
  await checkDocxExpansion(bytes);
  let html: string;
  try {
    html = (await mammoth.convertToHtml({ buffer: bytes })).value;
  } catch {
    throw new IngestError(documentMessages.corrupt, false, 'corrupt');
  }
  const page = extractHtml(`<html><body>${html}</body></html>`, new URL('file:///document.docx'));
  const heading = /^# (.*)$/m.exec(page.text)?.[1];
  return { text: page.text, title: heading };
}
