import { existsSync } from 'node:fs';
import path from 'node:path';
import { defaultSiteConfig, isClientRoute, type SiteConfig } from '@vela/contracts';
import express, { Router } from 'express';
import { precompressedAssets, sendHtml } from './gzip.ts';
import { seoRoutes } from './seo.routes.ts';
import { pageCache, prerenderedFile } from './site-pages.ts';

export interface SiteBundle {
  siteDir: string;
  widgetDir: string;
  /** The settings every served page carries (brand, embeds, public origin). */
  site?: SiteConfig;
}

/**
 * Serves the built site and widget. Hashed assets are cached for a year; pages are revalidated.
 * A public page gets its prerendered HTML, another known client route index.html; any other path gets
 * index.html with status 404 so the SPA shows its 404 page. Every page carries the site settings.
 */
export function siteRoutes({ siteDir, widgetDir, site = defaultSiteConfig }: SiteBundle) {
  const router = Router();
  const readPage = pageCache(site);
  router.use(seoRoutes(site.origin));
  // Widget files run on other sites: any origin may load them (the panel chunk is a CORS-mode module import).
  const crossOrigin: express.RequestHandler = (_req, res, next) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    next();
  };
  // Chunks are content-hashed, so they never change; widget.js keeps its name and is revalidated often.
  const loaderCache = 'public, max-age=300';
  // The ES-module entry keeps its name for apps to import, so like widget.js it is revalidated often.
  router.get('/widget/esm/index.js', crossOrigin, (_req, res, next) => {
    res.setHeader('Cache-Control', loaderCache);
    res.sendFile(path.join(widgetDir, 'esm/index.js'), (err) => err && next());
  });
  router.use(
    '/widget',
    crossOrigin,
    precompressedAssets(widgetDir),
    express.static(widgetDir, { immutable: true, maxAge: '365d', fallthrough: false, index: false }),
  );
  router.get('/widget.js', crossOrigin, precompressedAssets(widgetDir, loaderCache), (_req, res, next) => {
    res.setHeader('Cache-Control', loaderCache);
    res.sendFile(path.join(widgetDir, 'widget.js'), (err) => err && next());
  });
  router.use(
    '/assets',
    precompressedAssets(path.join(siteDir, 'assets')),
    express.static(path.join(siteDir, 'assets'), { immutable: true, maxAge: '365d', fallthrough: false }),
  );
  router.use(express.static(siteDir, { index: false, maxAge: '1h', redirect: false }));

  const indexFile = path.join(siteDir, 'index.html');
  router.get(/.*/, (req, res) => {
    const page = prerenderedFile(siteDir, req.path) ?? (existsSync(indexFile) ? indexFile : undefined);
    const indexHtml = page && readPage(page);
    if (!indexHtml) {
      res.status(503).type('text/plain').send('The site is not built yet: run `npm run build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    sendHtml(req, res.status(isClientRoute(req.path) ? 200 : 404), indexHtml, router);
  });
  return router;
}
