import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isClientRoute } from '@vela/contracts';
import express, { Router } from 'express';

export interface SiteBundle {
  siteDir: string;
  widgetDir: string;
}

/**
 * Serves the built site and widget. Hashed assets are cached for a year; pages are revalidated.
 * A known client route gets index.html; any other path gets it with status 404 so the SPA shows its 404 page.
 */
export function siteRoutes({ siteDir, widgetDir }: SiteBundle) {
  const router = Router();
  router.use(
    '/widget',
    express.static(widgetDir, { immutable: true, maxAge: '365d', fallthrough: false, index: false }),
  );
  router.get('/widget.js', (_req, res, next) => {
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.sendFile(path.join(widgetDir, 'widget.js'), (err) => err && next());
  });
  router.use(
    '/assets',
    express.static(path.join(siteDir, 'assets'), { immutable: true, maxAge: '365d', fallthrough: false }),
  );
  router.use(express.static(siteDir, { index: false, maxAge: '1h' }));

  const indexFile = path.join(siteDir, 'index.html');
  let indexHtml: string | undefined;
  router.get(/.*/, (req, res) => {
    indexHtml ??= existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
    if (!indexHtml) {
      res.status(503).type('text/plain').send('The site is not built yet: run `npm run build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res
      .status(isClientRoute(req.path) ? 200 : 404)
      .type('html')
      .send(indexHtml);
  });
  return router;
}
