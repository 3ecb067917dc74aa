import { existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';

const acceptsGzip = (req: Request) => /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves a build's precompressed `<file>.gz` (made by site/scripts/prerender.mjs and the widget's Rollup
 * build) when the browser accepts gzip. Content-hashed files are immutable; others pass their own policy.
 */
export function precompressedAssets(assetsDir: string, cacheControl = IMMUTABLE): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const name = path.basename(req.path);
    const gz = path.join(assetsDir, `${name}.gz`);
    res.vary('Accept-Encoding');
    if (!acceptsGzip(req) || name !== req.path.slice(1) || !existsSync(gz)) return next();
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Cache-Control', cacheControl);
    res.type(path.extname(name));
    res.sendFile(gz, (err) => err && next(err));
  };
}

const gzipCache = new WeakMap<object, Map<string, Buffer>>();

/** Sends an HTML page, gzipped (and remembered) when the browser accepts it. */
export function sendHtml(req: Request, res: Response, html: string, cacheOwner: object) {
  res.vary('Accept-Encoding').type('html');
  if (!acceptsGzip(req)) return void res.send(html);
  let cache = gzipCache.get(cacheOwner);
  if (!cache) {
    cache = new Map();
    gzipCache.set(cacheOwner, cache);
  }
  let body = cache.get(html);
  if (!body) {
    body = gzipSync(html);
    cache.set(html, body);
  }
  res.setHeader('Content-Encoding', 'gzip');
  res.send(body);
}
