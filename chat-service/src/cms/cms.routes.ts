import {
  cmsContentInputSchema,
  cmsContentTypes,
  cmsLanguageQuerySchema,
  type SiteSettings,
} from '@vela/contracts';
import { Router } from 'express';
import { requireAdmin } from '../auth/auth.middleware.ts';
import type { Db } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { parseId } from '../http/id-param.ts';
import { parseInput } from '../http/validate.ts';
import {
  changeContent,
  createContent,
  removeContent,
  sectionContents,
  siteContents,
} from './cms.use-case.ts';

const isContentType = (v: string): v is (typeof cmsContentTypes)[number] =>
  (cmsContentTypes as readonly string[]).includes(v);

/** Site texts: public reads (the marketing pages), admin-only writes. */
export function cmsRoutes(db: Db, settings: SiteSettings) {
  const router = Router();

  router.get('/cms/settings', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.json(settings);
  });

  router.get('/cms/content', async (req, res) => {
    const { language } = parseInput(cmsLanguageQuerySchema, req.query);
    const contents = await siteContents(db, language);
    res.setHeader('Cache-Control', 'no-cache');
    res.json({ contents });
  });

  router.get('/cms/content/:section', async (req, res) => {
    const { section } = req.params;
    if (!isContentType(section)) throw new AppError('not_found', `Unknown content section '${section}'.`);
    const { language = 'en' } = parseInput(cmsLanguageQuerySchema, req.query);
    const contents = await sectionContents(db, language, section);
    res.setHeader('Cache-Control', 'no-cache');
    res.json({ contents });
  });

  router.post('/cms/content', requireAdmin, async (req, res) => {
    res.status(201).json(await createContent(db, parseInput(cmsContentInputSchema, req.body)));
  });

  router.put('/cms/content/:id', requireAdmin, async (req, res) => {
    const id = parseId(req.params.id);
    res.json(await changeContent(db, id, parseInput(cmsContentInputSchema, req.body)));
  });

  router.delete('/cms/content/:id', requireAdmin, async (req, res) => {
    await removeContent(db, parseId(req.params.id));
    res.json({ success: true });
  });

  return router;
}
