import { ingestMessages } from '@vela/contracts';

/** Why an ingestion ended; chat-service may translate by code, the message is readable as is. */
export type IngestErrorCode =
  | 'file_too_large'
  | 'file_type'
  | 'encrypted'
  | 'corrupt'
  | 'no_text'
  | 'no_pages'
  | 'page_unreadable'
  | 'unpacked_too_large'
  | 'too_many_pages'
  | 'out_of_memory'
  | 'upload_missing'
  | 'aborted';

/** The spec's texts (part 2 §5) for upload failures, plus clear ones where it is silent; Italian in contracts. */
export const documentMessages = ingestMessages.en;

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
