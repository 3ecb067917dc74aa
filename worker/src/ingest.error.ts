/** Why an ingestion ended; chat-service may translate by code, the message is readable as is. */
export type IngestErrorCode =
  | 'file_too_large'
  | 'file_type'
  | 'encrypted'
  | 'corrupt'
  | 'no_text'
  | 'no_pages'
  | 'page_unreadable'
  | 'aborted';

/** The spec's texts (part 2 §5) for upload failures, plus clear ones where it is silent. */
export const documentMessages = {
  fileTooLarge: 'File is too large. Maximum size is 10MB.',
  fileType: 'Invalid file type. Please upload PDF, DOCX, or TXT files.',
  encrypted: 'This PDF is password-protected. Please upload a version without a password.',
  encryptedDocument: 'This document is password-protected. Please upload a version without a password.',
  corrupt: 'This file is damaged and could not be read.',
  noText: 'No text could be found in this file.',
} as const;

/** A failure a user reads as is; `retryable: false` means another attempt would fail the same way. */
export class IngestError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly code?: IngestErrorCode,
  ) {
    super(message);
    this.name = 'IngestError';
  }
}

export function abortedError(): IngestError {
  return new IngestError('The import was cancelled.', false, 'aborted');
}
