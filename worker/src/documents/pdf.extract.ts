import { spawn } from 'node:child_process';
import { MAX_PDF_PAGES } from '@vela/contracts';
import { documentMessages, IngestError } from '../ingest.error.ts';

/** `auto` uses poppler's pdftotext when installed (about 5× faster) and pdf-parse otherwise. */
export type PdfEngine = 'auto' | 'pdf-parse' | 'pdftotext';

let pdftotextPresent: Promise<boolean> | undefined;

export function hasPdftotext(): Promise<boolean> {
  pdftotextPresent ??= new Promise((resolve) => {
    const child = spawn('pdftotext', ['-v'], { stdio: 'ignore' });
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
  });
  return pdftotextPresent;
}

/** Runs pdftotext over stdin; undefined when it cannot read the file (pdf-parse then says why). */
function viaPdftotext(bytes: Buffer, signal?: AbortSignal): Promise<string | undefined> {
  return new Promise((resolve) => {
    const args = ['-q', '-enc', 'UTF-8', '-l', String(MAX_PDF_PAGES), '-', '-'];
    const child = spawn('pdftotext', args, { signal, timeout: 120_000 });
    const out: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.on('error', () => resolve(undefined));
    child.on('close', (code) => resolve(code === 0 ? Buffer.concat(out).toString('utf8') : undefined));
    child.stdin.on('error', () => {});
    child.stdin.end(bytes);
  });
}

async function viaPdfParse(bytes: Buffer): Promise<string> {
  const { PDFParse } = await import('pdf-parse');
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const result = await parser.getText();
    return result.pages.map((page) => page.text).join('\n\n');
  } catch (err) {
    const name = (err as Error).name;
    if (name === 'PasswordException') throw new IngestError(documentMessages.encrypted, false, 'encrypted');
    throw new IngestError(documentMessages.corrupt, false, 'corrupt');
  } finally {
    await parser.destroy().catch(() => {});
  }
}

/**
 * The page count of the PDF's page tree, which is how many pages pdf-parse reads; undefined when pdf.js
 * cannot open the file (the extraction then says why). Opening reads the cross-reference table and the
 * catalog, not the pages: 150,000 empty pages are counted in about 1.5 s, where reading them takes over a minute.
 */
export async function pdfPageCount(bytes: Buffer): Promise<number | undefined> {
  const { getDocument, VerbosityLevel } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({ data: new Uint8Array(bytes), verbosity: VerbosityLevel.ERRORS });
  try {
    return (await task.promise).numPages;
  } catch {
    return undefined;
  } finally {
    await task.destroy().catch(() => {});
  }
}

/** Extracts a PDF's text, pages separated by blank lines; a PDF of more than MAX_PDF_PAGES is refused unread. */
export async function extractPdfText(bytes: Buffer, engine: PdfEngine = 'auto', signal?: AbortSignal) {
  const pages = await pdfPageCount(bytes);
  if (pages !== undefined && pages > MAX_PDF_PAGES)
    throw new IngestError(documentMessages.tooManyPages, false, 'too_many_pages');
  if (engine === 'pdftotext' && !(await hasPdftotext())) throw new Error('pdftotext is not installed');
  if (engine !== 'pdf-parse' && (engine === 'pdftotext' || (await hasPdftotext()))) {
    const text = await viaPdftotext(bytes, signal);
    if (text !== undefined) return text.replace(/\f/g, '\n\n');
  }
  return viaPdfParse(bytes);
}
