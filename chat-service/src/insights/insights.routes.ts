import {
  type AdminBotList,
  analyticsQuerySchema,
  conversationQuerySchema,
  gapAnswerSchema,
  gapQuerySchema,
  insightsMessages,
} from '@vela/contracts';
import { type Request, type Response, Router } from 'express';
import type { AnswerEngine } from '../answers/answer.engine.ts';
import { requireAdmin, requireUser } from '../auth/auth.middleware.ts';
import type { BotRow } from '../bots/bot.table.ts';
import { botProfile, ensureBot, findBot } from '../bots/bot.use-case.ts';
import { claimTrainings } from '../bots/training-quota.ts';
import type { Db } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { requestLanguage } from '../http/request-language.ts';
import { parseInput } from '../http/validate.ts';
import type { Trainings } from '../trainings/trainings.ts';
import { botLeads } from './chat-leads.use-case.ts';
import { answerGap, dismissGap, gapList } from './gaps.use-case.ts';
import { conversationsCsv, leadsCsv } from './insights.csv.ts';
import {
  adminBotList,
  botAnalytics,
  conversationPage,
  conversationsForExport,
  conversationTranscript,
  insightsSummary,
  removeConversation,
} from './insights.use-case.ts';

interface CockpitDeps {
  db: Db;
  trainings: Trainings;
  engine: AnswerEngine;
}

/**
 * The client's cockpit (/api/chatbot/…, their own bot) and the admin's view of any bot
 * (/api/admin/bots/:botId/…): the same reads and actions on the bot the request resolves to.
 */
export function insightsRoutes(deps: CockpitDeps) {
  const router = Router();
  const ownBot = async (req: Request) => ensureBot(deps.db, req.user?.id ?? -1);
  const namedBot = async (req: Request) => {
    const bot = await findBot(deps.db, String(req.params.botId ?? ''));
    if (!bot) throw new AppError('not_found', insightsMessages[requestLanguage(req)].conversationNotFound);
    return bot;
  };
  router.use('/chatbot', requireUser, cockpit(deps, ownBot));
  router.get('/admin/bots', requireAdmin, async (_req, res) => {
    const list: AdminBotList = { bots: await adminBotList(deps.db) };
    res.json(list);
  });
  router.use('/admin/bots/:botId', requireAdmin, cockpit(deps, namedBot));
  return router;
}

function cockpit(deps: CockpitDeps, botOf: (req: Request) => Promise<BotRow>) {
  const { db } = deps;
  const router = Router({ mergeParams: true });
  const ref = async (req: Request) => {
    const bot = await botOf(req);
    return { id: bot.id, name: bot.bot_name, row: bot };
  };
  const idParam = (req: Request) => String(req.params.id ?? '');
  const gapId = (req: Request) => {
    const id = /^\d{1,9}$/.test(idParam(req)) ? Number(idParam(req)) : -1;
    return id;
  };

  router.get('/insights', async (req, res) => {
    res.json(await insightsSummary(db, await ref(req)));
  });

  router.get('/conversations', async (req, res) => {
    const query = parseInput(conversationQuerySchema, req.query, requestLanguage(req));
    res.json(await conversationPage(db, await ref(req), query));
  });

  router.get('/conversations.csv', async (req, res) => {
    const { page: _page, ...query } = parseInput(conversationQuerySchema, req.query, requestLanguage(req));
    sendCsv(res, 'conversations', conversationsCsv(await conversationsForExport(db, await ref(req), query)));
  });

  router.get('/conversations/:id', async (req, res) => {
    res.json(await conversationTranscript(db, await ref(req), idParam(req), requestLanguage(req)));
  });

  router.delete('/conversations/:id', async (req, res) => {
    await removeConversation(db, await ref(req), idParam(req), requestLanguage(req));
    res.status(204).end();
  });

  router.get('/gaps', async (req, res) => {
    const { status } = parseInput(gapQuerySchema, req.query, requestLanguage(req));
    res.json(await gapList(db, await ref(req), status));
  });

  router.post('/gaps/:id/answer', async (req, res) => {
    const language = requestLanguage(req);
    const { answer } = parseInput(gapAnswerSchema, req.body, language);
    const bot = await ref(req);
    const claim = () => claimTrainings(db, bot.id, { newSources: 1, runs: 1 }, language);
    res.json(
      await answerGap(deps, { ...bot, profile: botProfile(bot.row) }, gapId(req), answer, language, claim),
    );
  });

  router.post('/gaps/:id/dismiss', async (req, res) => {
    res.json(await dismissGap(db, await ref(req), gapId(req), requestLanguage(req)));
  });

  router.get('/leads', async (req, res) => {
    res.json({ leads: await botLeads(db, await ref(req)) });
  });

  router.get('/leads.csv', async (req, res) => {
    sendCsv(res, 'chat-leads', leadsCsv(await botLeads(db, await ref(req))));
  });

  router.get('/analytics', async (req, res) => {
    const { days } = parseInput(analyticsQuerySchema, req.query, requestLanguage(req));
    res.json(await botAnalytics(db, await ref(req), days));
  });

  return router;
}

function sendCsv(res: Response, name: string, csv: string) {
  const day = new Date().toISOString().slice(0, 10);
  res
    .status(200)
    .type('text/csv; charset=utf-8')
    .setHeader('Content-Disposition', `attachment; filename="${name}-${day}.csv"`)
    .setHeader('Cache-Control', 'no-store')
    // A BOM so spreadsheet programs read the accents as UTF-8.
    .send(`\uFEFF${csv}`);
}
