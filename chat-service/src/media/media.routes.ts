import { cmsMediaMessages, cmsMediaUploadSchema, MAX_MEDIA_BYTES } from '@vela/contracts';
import { Router } from 'express';
import multer from 'multer';
import { requireAdmin } from '../auth/auth.middleware.ts';
import type { Db } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { parseId } from '../http/id-param.ts';
import { receiveMultipart, uploadedFileName } from '../http/multipart.ts';
import { parseInput } from '../http/validate.ts';
import { allMedia, removeMedia, uploadMedia } from './media.use-case.ts';

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_MEDIA_BYTES, files: 1, fields: 10, fieldSize: 10 * 1024, parts: 12 },
}).single('file');

/** Multer's refusals, in words a user can read. */
function uploadRefusal(err: unknown): AppError {
  if (err instanceof multer.MulterError) {
    if (err.code === 'LIMIT_FILE_SIZE')
      return new AppError('payload_too_large', cmsMediaMessages.fileTooLarge);
    if (err.code === 'LIMIT_UNEXPECTED_FILE' || err.code === 'LIMIT_FILE_COUNT') {
      return new AppError('bad_request', 'Send exactly one file, in the field named "file".');
    }
    return new AppError('bad_request', `Upload refused: ${err.message}`);
  }
  return new AppError('bad_request', 'The upload could not be read. Please try again.');
}

/** Media assets: admin-only list, upload and delete; the files themselves are served by mediaFiles. */
export function mediaRoutes(db: Db, mediaDir: string) {
  const router = Router();

  router.get('/cms/media', requireAdmin, async (_req, res) => {
    res.json({ medias: await allMedia(db) });
  });

  router.post('/cms/media', requireAdmin, async (req, res) => {
    await receiveMultipart(upload, req, res, uploadRefusal);
    if (!req.file) throw new AppError('bad_request', cmsMediaMessages.fileRequired);
    const input = parseInput(cmsMediaUploadSchema, req.body);
    const originalName = uploadedFileName(req.file);
    const media = await uploadMedia(db, mediaDir, { originalName, bytes: req.file.buffer }, input);
    res.status(201).json(media);
  });

  router.delete('/cms/media/:id', requireAdmin, async (req, res) => {
    await removeMedia(db, mediaDir, parseId(req.params.id));
    res.json({ success: true });
  });

  return router;
}
