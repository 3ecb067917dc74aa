import { MAX_DOCUMENT_BYTES } from '@vela/contracts';

/** Spec part 2 §5: what the document picker accepts. */
export const DOCUMENT_ACCEPT = '.pdf,.docx,.txt';

const allowedExtensions = ['.pdf', '.docx', '.txt'];
const allowedTypes = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
];

/** Keys under `errors.` in the builder namespace. */
export type FileProblem = 'fileTooBig' | 'fileTypeError';
export type UrlProblem = 'urlEmpty' | 'invalidUrl';

/** A file is refused when over 10 MB or when neither its name nor its type says PDF, DOCX or TXT. */
export function checkDocumentFile(file: { name: string; size: number; type: string }): FileProblem | null {
  const name = file.name.toLowerCase();
  const typeOk = allowedTypes.includes(file.type) || allowedExtensions.some((ext) => name.endsWith(ext));
  if (!typeOk) return 'fileTypeError';
  if (file.size > MAX_DOCUMENT_BYTES) return 'fileTooBig';
  return null;
}

/** The URL to import (trimmed), or why it cannot be: empty, or not an http(s) URL. */
export function checkImportUrl(raw: string): { ok: true; url: string } | { ok: false; problem: UrlProblem } {
  const text = raw.trim();
  if (!text) return { ok: false, problem: 'urlEmpty' };
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, problem: 'invalidUrl' };
    if (!url.hostname) return { ok: false, problem: 'invalidUrl' };
    return { ok: true, url: text };
  } catch {
    return { ok: false, problem: 'invalidUrl' };
  }
}
