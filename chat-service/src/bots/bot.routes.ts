import {
  botMessages,
  botSettingsInputSchema,
  MAX_CRAWL_PAGE_LIMIT,
  trainingScheduleSchema,
  trainingUrlSchema,
} from '@vela/contracts';
import { type Request, Router } from 'express';
import { requireUser } from '../auth/auth.middleware.ts';
import type { Db } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { requestLanguage } from '../http/request-language.ts';
import { parseInput } from '../http/validate.ts';
import type { Trainings } from '../trainings/trainings.ts';
import {
  botSettings,
  botTrainings,
  embedCode,
  ensureBot,
  findBotTraining,
  removeBotTraining,
  saveBotSettings,
} from './bot.use-case.ts';
import { receiveDocuments } from './document.upload.ts';
import { claimTrainings } from './training-quota.ts';

/** The signed-in client's bot: settings, trainings and embed code (one bot per client). */
export function botRoutes({ db, trainings, publicUrl }: { db: Db; trainings: Trainings; publicUrl: string }) {
  const router = Router();
  router.use('/chatbot', requireUser);
  const myBot = (req: Request) => ensureBot(db, req.user?.id ?? -1);

  router.get('/chatbot/settings', async (req, res) => {
    res.json(botSettings(await myBot(req)));
  });

  router.put('/chatbot/settings', async (req, res) => {
    const language = requestLanguage(req);
    const { showLogo: _fixed, ...input } = parseInput(botSettingsInputSchema, req.body, language);
    res.json(await saveBotSettings(db, trainings, req.user?.id ?? -1, input, language));
  });

  router.get('/chatbot/trainings', async (req, res) => {
    res.json({ success: true, trainings: await botTrainings(db, await myBot(req)) });
  });

  router.post('/chatbot/training/document', async (req, res) => {
    const bot = await myBot(req);
    const language = requestLanguage(req);
    const documents = await receiveDocuments(req, res, botMessages[language]);
    const added = documents.length;
    await claimTrainings(db, bot.id, { newSources: added, runs: added }, language);
    const submitted = [];
    for (const doc of documents) {
      submitted.push(await trainings.submit({ botId: bot.id }, { kind: 'document', ...doc }));
    }
    res.status(201).json({ success: true, trainings: submitted });
  });

  router.post('/chatbot/training/url', async (req, res) => {
    const language = requestLanguage(req);
    const { url, wholeSite, refresh } = parseInput(trainingUrlSchema, req.body, language);
    const bot = await myBot(req);
    await claimTrainings(db, bot.id, { newSources: 1, runs: 1 }, language);
    // A whole site is read from its home page and sitemaps, the pages in the bot's language first.
    const input = wholeSite
      ? {
          kind: 'crawl' as const,
          domain: new URL(url).host,
          maxPages: MAX_CRAWL_PAGE_LIMIT,
          language: bot.language,
        }
      : { kind: 'url' as const, url };
    const training = await trainings.submit({ botId: bot.id }, input, { refresh });
    res.status(201).json({ success: true, training });
  });

  const ownTraining = async (req: Request<{ id: string }>) => {
    const bot = await myBot(req);
    const id = /^\d{1,9}$/.test(req.params.id) ? Number(req.params.id) : undefined;
    const training = id === undefined ? undefined : await findBotTraining(db, bot, id);
    if (!training) throw new AppError('not_found', botMessages[requestLanguage(req)].trainingNotFound);
    return { scope: { botId: bot.id }, training };
  };

  router.post('/chatbot/trainings/:id/retry', async (req, res) => {
    const { scope, training } = await ownTraining(req);
    // A training still running is answered as it is: only a finished one runs again.
    if (training.status === 'ready' || training.status === 'failed') {
      await claimTrainings(db, scope.botId, { newSources: 0, runs: 1 }, requestLanguage(req));
    }
    res.json({ success: true, training: await trainings.retry(scope, training.id) });
  });

  /** A crawled source (a site or a page) of the bot; documents and texts have no schedule nor runs. */
  const crawledTraining = async (req: Request<{ id: string }>) => {
    const owned = await ownTraining(req);
    if (owned.training.kind !== 'crawl' && owned.training.kind !== 'url') {
      throw new AppError('bad_request', botMessages[requestLanguage(req)].refreshNotCrawled);
    }
    return owned;
  };

  router.patch('/chatbot/trainings/:id', async (req, res) => {
    const { refresh } = parseInput(trainingScheduleSchema, req.body, requestLanguage(req));
    const { scope, training } = await crawledTraining(req);
    res.json({ success: true, training: await trainings.schedule(scope, training.id, refresh) });
  });

  router.get('/chatbot/trainings/:id/runs', async (req, res) => {
    const { scope, training } = await crawledTraining(req);
    res.json({ success: true, runs: await trainings.runs(scope, training.id) });
  });

  router.delete('/chatbot/trainings/:id', async (req, res) => {
    const { training } = await ownTraining(req);
    await removeBotTraining(db, trainings, await myBot(req), training.id);
    res.json({ success: true });
  });

  router.get('/chatbot/embed', async (req, res) => {
    res.json(embedCode(await myBot(req), publicUrl));
  });

  return router;
}
