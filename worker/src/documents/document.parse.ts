import { type IngestedDocument, MAX_DOCUMENT_BYTES } from '@vela/contracts';
import { extractHtml } from '../extract/html.extract.ts';
import { tidyText } from '../extract/text-blocks.ts';
import { documentMessages, IngestError } from '../ingest.error.ts';
import { extractDocx } from './docx.extract.ts';
import { sniffFileType } from './file-sniff.ts';
import { extractPdfText, type PdfEngine } from './pdf.extract.ts';
import { decodeText } from './text.decode.ts';

export interface ParseDocumentOptions {
  pdfEngine?: PdfEngine;
  signal?: AbortSignal;
}

const baseName = (filename: string) => filename.replace(/^.*[\\/]/, '').replace(/\.[^.]+$/, '') || filename;

function fromText(raw: string, filename: string): { text: string; title?: string; language?: string } {
  const looksHtml = /\.html?$/i.test(filename) || /^\s*(<!doctype html|<html[\s>])/i.test(raw);
  if (looksHtml) {
    const page = extractHtml(raw, new URL('file:///document.html'));
    return {
      text: page.text,
      title: page.title.startsWith('/') ? undefined : page.title,
      language: page.language,
    };
  }
  const text = tidyText(raw);
  const markdownTitle = /\.(md|markdown)$/i.test(filename) ? /^#\s+(.*)$/m.exec(text)?.[1] : undefined;
  return { text, title: markdownTitle };
}

/** Turns an uploaded file into a document; the type comes from the bytes, not the name. */
export async function parseDocument(
  bytes: Buffer,
  filename: string,
  options: ParseDocumentOptions = {},
): Promise<IngestedDocument> {
  if (bytes.length > MAX_DOCUMENT_BYTES)
    throw new IngestError(documentMessages.fileTooLarge, false, 'file_too_large');
  const type = sniffFileType(bytes);
  let extracted: { text: string; title?: string; language?: string };
  if (type === 'pdf')
    extracted = { text: tidyText(await extractPdfText(bytes, options.pdfEngine, options.signal)) };
  else if (type === 'docx') extracted = await extractDocx(bytes);
  else if (type === 'text') extracted = fromText(decodeText(bytes), filename);
  else if (type === 'encrypted-office')
    throw new IngestError(documentMessages.encryptedDocument, false, 'encrypted');
  else throw new IngestError(documentMessages.fileType, false, 'file_type');
  if (!extracted.text.trim()) throw new IngestError(documentMessages.noText, false, 'no_text');
  const title = extracted.title?.trim() || baseName(filename);
  return {
    source: filename,
    title,
    text: extracted.text,
    ...(extracted.language ? { language: extracted.language } : {}),
  };
}
