import type { Request, RequestHandler, Response } from 'express';
import type { AppError } from './app-error.ts';

/**
 * Runs a multer handler on the request; a refused upload becomes the AppError `refusal` words for it,
 * so each feature keeps its own texts while the plumbing lives once.
 */
export function receiveMultipart(
  handler: RequestHandler,
  req: Request,
  res: Response,
  refusal: (err: unknown) => AppError,
): Promise<void> {
  return new Promise((resolve, reject) =>
    handler(req, res, (err?: unknown) => (err ? reject(refusal(err)) : resolve())),
  );
}

/** Browsers send an uploaded file's name as the latin1 bytes of its UTF-8 text. */
export const uploadedFileName = (file: Express.Multer.File) =>
  Buffer.from(file.originalname, 'latin1').toString('utf8');
