import path from 'node:path';
import { Router } from 'express';
import { allowedMedia, MEDIA_URL_PREFIX, mediaExtension } from './media.types.ts';

const STORED_NAME = /^[a-z0-9][a-z0-9_-]{0,100}\.([a-z0-9]{2,5})$/;

/** Where uploaded media are kept: `media/` in DATA_DIR. */
export const mediaDirIn = (dataDir: string) => path.join(dataDir, 'media');

/**
 * Serves uploaded media at /media/<stored name>. The content type comes from our own extension table
 * (set from the bytes at upload), browsers may not sniff, documents always download, and a sandbox CSP
 * keeps anything that slipped through from running script on our origin.
 */
export function mediaFiles(mediaDir: string) {
  const router = Router();
  router.get(`${MEDIA_URL_PREFIX}:name`, (req, res) => {
    const match = STORED_NAME.exec(req.params.name);
    const ext = mediaExtension(match?.[1]);
    if (!match || !ext) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    const { mime, image } = allowedMedia[ext];
    res.sendFile(
      path.join(mediaDir, req.params.name),
      {
        dotfiles: 'deny',
        maxAge: '1d',
        headers: {
          'Content-Type': mime,
          'X-Content-Type-Options': 'nosniff',
          'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
          'Content-Disposition': image ? 'inline' : `attachment; filename="${req.params.name}"`,
          'Cross-Origin-Resource-Policy': 'same-origin',
        },
      },
      (err) => {
        if (err && !res.headersSent) res.status(404).type('text/plain').send('Not found');
      },
    );
  });
  return router;
}
