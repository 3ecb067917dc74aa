import type { IngestedDocument } from '@vela/contracts';
import { parseDocument } from '../documents/document.parse.ts';
import type { PdfEngine } from '../documents/pdf.extract.ts';
import { type ExtractedPage, extractHtml } from '../extract/html.extract.ts';
import { decodeHtml } from '../extract/html-charset.ts';
import type { FetchedResponse } from '../net/http.fetcher.ts';

export type ReadPage =
  | { kind: 'html'; page: ExtractedPage }
  | { kind: 'pdf'; document: IngestedDocument }
  /** `cause`: an error status, or a response that is no web page. */
  | { kind: 'skipped'; reason: string; cause: 'error' | 'not_html' };

const HTML_TYPES = /^(text\/html|application\/xhtml\+xml)/;

/** Reads a fetched response: HTML is extracted, a PDF parsed as a document, anything else skipped. */
export async function readResponse(res: FetchedResponse, pdfEngine?: PdfEngine): Promise<ReadPage> {
  const path = res.url.pathname;
  if (res.status !== 200)
    return { kind: 'skipped', reason: `${path} answered ${res.status}`, cause: 'error' };
  const isPdf = res.contentType.startsWith('application/pdf') || res.body.subarray(0, 1024).includes('%PDF-');
  if (isPdf) {
    const document = await parseDocument(res.body, res.url.href, { pdfEngine });
    return { kind: 'pdf', document: { ...document, source: res.url.href } };
  }
  const sniffedHtml =
    !res.contentType && /^\s*<(!doctype html|html)/i.test(res.body.subarray(0, 512).toString());
  if (!HTML_TYPES.test(res.contentType) && !sniffedHtml) {
    const reason = `${path} is not a web page (${res.contentType || 'unknown type'})`;
    return { kind: 'skipped', reason, cause: 'not_html' };
  }
  return { kind: 'html', page: extractHtml(decodeHtml(res.body, res.contentType), res.url) };
}
