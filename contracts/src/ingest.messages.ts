import { MAX_PDF_PAGES } from './jobs.ts';
import type { Language } from './routes.ts';

const en = {
  fileTooLarge: 'File is too large. Maximum size is 10MB.',
  fileType: 'Invalid file type. Please upload PDF, DOCX, or TXT files.',
  encrypted: 'This PDF is password-protected. Please upload a version without a password.',
  encryptedDocument: 'This document is password-protected. Please upload a version without a password.',
  corrupt: 'This file is damaged and could not be read.',
  noText: 'No text could be found in this file.',
  unpackedTooLarge: 'This document is too large once unpacked. Please upload a smaller file.',
  tooManyPages: `This PDF has more than ${MAX_PDF_PAGES.toLocaleString('en-US')} pages. Please split it into smaller files.`,
  outOfMemory: 'Reading this source needed more memory than an import may use, so it was stopped.',
  uploadMissing: 'The uploaded file is no longer available to the import. Please try again.',
} as const;

/**
 * Why a source could not be read. The worker fails a training with the English text (part 2 §5 gives
 * the first ones); the site shows the reader's language through `ingestMessageIn`.
 */
export const ingestMessages: Record<Language, Record<keyof typeof en, string>> = {
  en,
  it: {
    fileTooLarge: 'Il file è troppo grande. La dimensione massima è 10MB.',
    fileType: 'Tipo di file non valido. Carica file PDF, DOCX o TXT.',
    encrypted: 'Questo PDF è protetto da password. Carica una versione senza password.',
    encryptedDocument: 'Questo documento è protetto da password. Carica una versione senza password.',
    corrupt: 'Questo file è danneggiato e non è stato possibile leggerlo.',
    noText: 'In questo file non è stato trovato alcun testo.',
    unpackedTooLarge: 'Questo documento è troppo grande una volta decompresso. Carica un file più piccolo.',
    tooManyPages: `Questo PDF ha più di ${MAX_PDF_PAGES} pagine. Dividilo in file più piccoli.`,
    outOfMemory:
      'La lettura di questa fonte richiedeva più memoria di quella concessa a un’importazione, quindi è stata interrotta.',
    uploadMissing: 'Il file caricato non è più disponibile per l’importazione. Riprova.',
  },
};

/** A training's failure reason in `language` when it is one of ours; any other reason as it was written. */
export function ingestMessageIn(reason: string, language: Language): string {
  const key = (Object.keys(en) as (keyof typeof en)[]).find((k) => en[k] === reason);
  return key ? ingestMessages[language][key] : reason;
}
