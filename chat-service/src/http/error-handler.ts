import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError, type ErrorCode, errorStatus } from './app-error.ts';

interface LibraryError {
  type?: string;
  status?: number;
}

/** Turns errors raised by express' own parsers and router into AppErrors a user can read. */
function fromLibrary(err: LibraryError): AppError | undefined {
  switch (err.type) {
    case 'entity.too.large':
      return new AppError('payload_too_large', 'Request body is too large');
    case 'entity.parse.failed':
      return new AppError('bad_request', 'Request body is not valid JSON');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new AppError('unsupported_media_type', 'Unsupported request encoding');
    default:
      break;
  }
  // The router decodes path parameters and fails on a broken escape such as `%E0%A4%A`.
  if ((err as unknown) instanceof URIError) return new AppError('bad_request', 'The address is not valid');
  const byStatus = Object.entries(errorStatus).find(([, status]) => status === err.status);
  if (byStatus && err.status && err.status < 500) {
    return new AppError(byStatus[0] as ErrorCode, 'The request could not be understood');
  }
  return undefined;
}

/**
 * The one place that picks a status. A failed response's body is the human message as plain text,
 * which is what the site shows after 'status: '.
 */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const known = err instanceof AppError ? err : fromLibrary(err as LibraryError);
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
