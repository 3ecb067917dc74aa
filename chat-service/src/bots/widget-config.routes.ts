import { chatTexts } from '@vela/contracts';
import { type RequestHandler, Router } from 'express';
import type { Db } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { requestLanguage } from '../http/request-language.ts';
import { widgetConfigOf } from './widget-config.use-case.ts';

/** Any site may read a widget's public settings; no cookies are involved. */
const openToAnyOrigin: RequestHandler = (_req, res, next) => {
  res.set({
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET, OPTIONS',
    'access-control-allow-headers': 'content-type',
    'access-control-max-age': '86400',
    'cross-origin-resource-policy': 'cross-origin',
  });
  next();
};

/** GET /api/widget/config/{id}: what the widget shows for a bot or a live demo, nothing private. */
export function widgetConfigRoutes(db: Db, publicUrl: string) {
  const router = Router();
  router.options(['/widget/config', '/widget/config/:id'], openToAnyOrigin, (_req, res) => {
    res.status(204).end();
  });
  router.get('/widget/config/:id', openToAnyOrigin, async (req, res) => {
    const config = await widgetConfigOf(db, String(req.params.id ?? ''), publicUrl);
    if (!config) throw new AppError('not_found', chatTexts[requestLanguage(req)].unknownBot);
    res.json(config);
  });
  return router;
}
