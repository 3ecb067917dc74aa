import path from 'node:path';
import { type botMessages, MAX_DOCUMENT_BYTES, stripControlCharacters } from '@vela/contracts';
import { sniffFileType } from '@vela/worker';
import type { Request, Response } from 'express';
import multer from 'multer';
import { AppError } from '../http/app-error.ts';
import { receiveMultipart, uploadedFileName } from '../http/multipart.ts';

const MAX_FILES_PER_CALL = 10;

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_DOCUMENT_BYTES, files: MAX_FILES_PER_CALL, fields: 10, fieldSize: 10 * 1024 },
}).any();

export interface UploadedDocument {
  filename: string;
  bytes: Buffer;
}

/** The upload texts of one language (the spec's in English). */
export type UploadMessages = (typeof botMessages)['en' | 'it'];

/** Multer's refusals, in the spec's texts. */
function uploadRefusal(err: unknown, m: UploadMessages): AppError {
  if (err instanceof multer.MulterError) {
    if (err.code === 'LIMIT_FILE_SIZE') return new AppError('payload_too_large', m.fileTooLarge);
    if (err.code === 'LIMIT_FILE_COUNT') return new AppError('bad_request', m.tooManyFiles);
  }
  return new AppError('bad_request', m.uploadUnreadable);
}

const extensionType: Record<string, 'pdf' | 'docx' | 'text'> = {
  '.pdf': 'pdf',
  '.docx': 'docx',
  '.txt': 'text',
};

/**
 * The uploaded files, each checked before anything is queued: at most 10 MB, and PDF, DOCX or plain
 * text by its bytes, with a name that agrees (a PNG called .pdf is refused).
 */
export async function receiveDocuments(
  req: Request,
  res: Response,
  m: UploadMessages,
): Promise<UploadedDocument[]> {
  await receiveMultipart(upload, req, res, (err) => uploadRefusal(err, m));
  const files = Array.isArray(req.files) ? req.files : [];
  if (files.length === 0) throw new AppError('bad_request', m.noFile);
  return files.map((file) => {
    // A control character (`filename*=…%00`) is dropped, as the name is only the training's label.
    const filename = stripControlCharacters(uploadedFileName(file)).slice(0, 255) || 'document';
    const named = extensionType[path.extname(filename).toLowerCase()];
    const sniffed = sniffFileType(file.buffer);
    if (named === 'docx' && sniffed === 'encrypted-office') {
      throw new AppError('unsupported_media_type', m.encryptedDocument);
    }
    if (!named || sniffed === 'unsupported' || sniffed !== named) {
      throw new AppError('unsupported_media_type', m.fileType);
    }
    if (file.size > MAX_DOCUMENT_BYTES) throw new AppError('payload_too_large', m.fileTooLarge);
    return { filename, bytes: file.buffer };
  });
}
