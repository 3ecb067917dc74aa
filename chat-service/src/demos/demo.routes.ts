import { randomUUID } from 'node:crypto';
import {
  CHAT_ERROR_TEXT,
  chatTexts,
  type DemoMessageAnswer,
  demoContactSchema,
  demoCreateSchema,
  demoMessageSchema,
  demoMessages,
} from '@vela/contracts';
import { type RequestHandler, Router } from 'express';
import type { AnswerEngine } from '../answers/answer.engine.ts';
import { askQuestion } from '../answers/ask.use-case.ts';
import { openConversation } from '../conversations/conversation.use-case.ts';
import type { Db } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { requestLanguage } from '../http/request-language.ts';
import { parseInput } from '../http/validate.ts';
import type { KnowledgeScope } from '../knowledge/knowledge.scope.ts';
import type { Trainings } from '../trainings/trainings.ts';
import { createDemo, demoProfile, demoView, requireLiveDemo, saveDemoContact } from './demo.use-case.ts';

export interface DemoRouteDeps {
  db: Db;
  trainings: Trainings;
  engine: AnswerEngine;
  limits: { create: RequestHandler; contact: RequestHandler; message: RequestHandler };
  /** Takes one message from the demo's shared budget (the same one its sockets use); false when spent. */
  chatBudget: (scope: KnowledgeScope) => Promise<boolean>;
  /** Page budget of a demo's crawl (CRAWL_MAX_PAGES). */
  crawlPages: number;
}

/** Spec part 2 §7: the public demo calls. */
export function demoRoutes({ db, trainings, engine, limits, chatBudget, crawlPages }: DemoRouteDeps) {
  const router = Router();

  router.post('/chatbot-demo/create', limits.create, async (req, res) => {
    const language = requestLanguage(req);
    const input = parseInput(demoCreateSchema, req.body, language);
    const created = await createDemo(
      db,
      trainings,
      { ...input, language: input.language ?? language },
      crawlPages,
    );
    res.status(201).json(created);
  });

  router.post('/chatbot-demo/contact', limits.contact, async (req, res) => {
    const language = requestLanguage(req);
    const input = parseInput(demoContactSchema, req.body, language);
    await saveDemoContact(db, {
      demoId: input.demoId ?? null,
      fullName: input.fullName,
      email: input.email,
      website: input.website,
    });
    res.status(201).json({ success: true, message: demoMessages[language].contactSaved });
  });

  router.get('/chatbot-demo/:demoId', async (req, res) => {
    res.json(await demoView(db, String(req.params.demoId ?? ''), requestLanguage(req)));
  });

  router.post('/chatbot-demo/:demoId/message', limits.message, async (req, res) => {
    const language = requestLanguage(req);
    const demo = await requireLiveDemo(db, String(req.params.demoId ?? ''), language);
    const input = parseInput(demoMessageSchema, req.body, language);
    const scope = { demoId: demo.id };
    if (!(await chatBudget(scope))) throw new AppError('too_many_requests', chatTexts[language].rateLimited);
    const conversation = input.visitorId
      ? await openConversation(db, scope, input.visitorId, input.conversationId)
      : undefined;
    try {
      const answer = await askQuestion(db, engine, {
        scope,
        profile: demoProfile(demo),
        text: input.message,
        conversation,
        messageId: randomUUID(),
      });
      const body: DemoMessageAnswer = {
        success: true,
        answer: answer.text,
        message: demoMessages[language].answered,
        sources: answer.sources,
        ...(conversation ? { conversationId: conversation.id } : {}),
      };
      res.json(body);
    } catch (err) {
      req.log?.warn({ err }, 'demo answer failed');
      throw new AppError('unavailable', CHAT_ERROR_TEXT);
    }
  });

  return router;
}
