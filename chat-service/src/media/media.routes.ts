import { cmsMediaMessages, cmsMediaUploadSchema, MAX_MEDIA_BYTES } from '@vela/contracts';
import { type Request, type Response, Router } from 'express';
import multer from 'multer';
import { requireAdmin } from '../auth/auth.middleware.ts';
import type { Db } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { parseInput } from '../http/validate.ts';
import { parseId } from '../projects/id-param.ts';
import { listMedia, toCmsMedia } from './media.repository.ts';
import { removeMedia, uploadMedia } from './media.use-case.ts';

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_MEDIA_BYTES, files: 1, fields: 10, fieldSize: 10 * 1024, parts: 12 },
}).single('file');

/** Runs multer and turns its errors into ones a user can read. */
function receiveFile(req: Request, res: Response): Promise<void> {
  return new Promise((resolve, reject) =>
    upload(req, res, (err: unknown) => {
      if (!err) return resolve();
      if (err instanceof multer.MulterError) {
        if (err.code === 'LIMIT_FILE_SIZE')
          return reject(new AppError('payload_too_large', cmsMediaMessages.fileTooLarge));
        if (err.code === 'LIMIT_UNEXPECTED_FILE' || err.code === 'LIMIT_FILE_COUNT') {
          return reject(new AppError('bad_request', 'Send exactly one file, in the field named "file".'));
        }
        return reject(new AppError('bad_request', `Upload refused: ${err.message}`));
      }
      reject(new AppError('bad_request', 'The upload could not be read. Please try again.'));
    }),
  );
}

/** Media assets: admin-only list, upload and delete; the files themselves are served by mediaFiles. */
export function mediaRoutes(db: Db, mediaDir: string) {
  const router = Router();

  router.get('/cms/media', requireAdmin, async (_req, res) => {
    res.json({ medias: (await listMedia(db)).map(toCmsMedia) });
  });

  router.post('/cms/media', requireAdmin, async (req, res) => {
    await receiveFile(req, res);
    if (!req.file) throw new AppError('bad_request', cmsMediaMessages.fileRequired);
    const input = parseInput(cmsMediaUploadSchema, req.body);
    // Browsers send the name as latin1 bytes of UTF-8 text.
    const originalName = Buffer.from(req.file.originalname, 'latin1').toString('utf8');
    const media = await uploadMedia(db, mediaDir, { originalName, bytes: req.file.buffer }, input);
    res.status(201).json(media);
  });

  router.delete('/cms/media/:id', requireAdmin, async (req, res) => {
    await removeMedia(db, mediaDir, parseId(req.params.id));
    res.json({ success: true });
  });

  return router;
}
