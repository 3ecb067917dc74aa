import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError, errorStatus } from './app-error.ts';

interface BodyParserError {
  type?: string;
  status?: number;
}

/** Turns errors raised by express' own parsers into AppErrors a user can read. */
function fromParser(err: BodyParserError): AppError | undefined {
  switch (err.type) {
    case 'entity.too.large':
      return new AppError('payload_too_large', 'Request body is too large');
    case 'entity.parse.failed':
      return new AppError('bad_request', 'Request body is not valid JSON');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new AppError('unsupported_media_type', 'Unsupported request encoding');
    default:
      return undefined;
  }
}

/**
 * The one place that picks a status. A failed response's body is the human message as plain text,
 * which is what the site shows after 'status: '.
 */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const known = err instanceof AppError ? err : fromParser(err as BodyParserError);
  if (res.headersSent) return;
  if (known) {
    res.status(errorStatus[known.code]).type('text/plain; charset=utf-8').send(known.message);
    return;
  }
  req.log?.error({ err }, 'unhandled error');
  res.status(500).type('text/plain; charset=utf-8').send('Something went wrong. Please try again.');
};

export const apiNotFound: RequestHandler = (req, _res, next) =>
  next(new AppError('not_found', `No API route for ${req.method} ${req.path}`));
