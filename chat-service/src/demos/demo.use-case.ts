import { randomBytes } from 'node:crypto';
import {
  botDefaults,
  DEMO_LIFETIME_DAYS,
  type DemoCreated,
  type DemoView,
  demoDisplayDefaults,
  demoMessages,
  type Language,
  type Training,
  type TrainingProgress,
  type WidgetConfig,
} from '@vela/contracts';
import type { BotProfile } from '../answers/answer.types.ts';
import { deleteConversationsOf } from '../conversations/conversation.repository.ts';
import type { Db } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { deleteKnowledge } from '../knowledge/knowledge.search.ts';
import { findTraining } from '../trainings/training.repository.ts';
import type { Trainings } from '../trainings/trainings.ts';
import {
  deleteDemo,
  demosCreatedBefore,
  findDemo,
  insertDemo,
  insertDemoContact,
  setDemoTraining,
} from './demo.repository.ts';
import type { DemoRow } from './demo.table.ts';

const LIFETIME_MS = DEMO_LIFETIME_DAYS * 24 * 60 * 60 * 1000;

/** A public id that cannot be guessed: 16 URL-safe characters. */
export const newPublicId = () => randomBytes(12).toString('base64url');

const isLive = (demo: DemoRow, at = Date.now()) => Date.parse(demo.created_at) + LIFETIME_MS > at;

/** The demo when it exists and is younger than 7 days. */
export async function findLiveDemo(db: Db, id: string): Promise<DemoRow | undefined> {
  const demo = await findDemo(db, id);
  return demo && isLive(demo) ? demo : undefined;
}

export async function requireLiveDemo(db: Db, id: string, language: Language): Promise<DemoRow> {
  const demo = await findLiveDemo(db, id);
  if (!demo) throw new AppError('not_found', demoMessages[language].notFound);
  return demo;
}

/**
 * Records the demo (and its contact when both name and email are given) and starts the crawl: at most
 * `crawlPages` pages, the demo's language first.
 */
export async function createDemo(
  db: Db,
  trainings: Trainings,
  input: { domain: string; fullName: string; email: string; language: Language },
  crawlPages: number,
): Promise<DemoCreated> {
  const id = newPublicId();
  const contactInfoSubmitted = Boolean(input.fullName && input.email);
  await insertDemo(db, {
    id,
    domain: input.domain,
    fullName: contactInfoSubmitted ? input.fullName : null,
    email: contactInfoSubmitted ? input.email : null,
    language: input.language,
  });
  try {
    const training = await trainings.submit(
      { demoId: id },
      { kind: 'crawl', domain: input.domain, maxPages: crawlPages, language: input.language },
    );
    await setDemoTraining(db, id, training.id);
  } catch (err) {
    await deleteDemo(db, id);
    throw err;
  }
  if (contactInfoSubmitted) {
    await insertDemoContact(db, {
      demoId: id,
      fullName: input.fullName,
      email: input.email,
      website: input.domain,
    });
  }
  return { success: true, demoId: id, contactInfoSubmitted, message: demoMessages[input.language].created };
}

const demoTraining = (db: Db, demo: DemoRow) =>
  demo.training_id === null ? Promise.resolve(undefined) : findTraining(db, demo.training_id);

function progressOf(training: Training | undefined): TrainingProgress {
  if (!training) return { status: 'queued', done: 0, total: 0 };
  return {
    status: training.status,
    done: training.done,
    total: training.total,
    trainingId: training.id,
    ...(training.error ? { error: training.error } : {}),
  };
}

/** The demo page's contact form: a lead for the demo named, or for none. */
export async function saveDemoContact(
  db: Db,
  contact: { demoId: string | null; fullName: string; email: string; website: string },
): Promise<void> {
  await insertDemoContact(db, contact);
}

export async function demoProgress(db: Db, demo: DemoRow): Promise<TrainingProgress> {
  return progressOf(await demoTraining(db, demo));
}

export function demoWidgetConfig(demo: DemoRow): WidgetConfig {
  return {
    id: demo.id,
    kind: 'demo',
    name: botDefaults.botName,
    title: demoDisplayDefaults.title,
    welcomeMessage: demoDisplayDefaults.welcomeMessage,
    primaryColor: demoDisplayDefaults.primaryColor,
    userBubbleColor: demoDisplayDefaults.userBubbleColor,
    botBubbleColor: demoDisplayDefaults.botBubbleColor,
    position: 'right',
    language: demo.language === 'it' ? 'it' : 'en',
    showLogo: true,
  };
}

export const demoProfile = (demo: DemoRow): BotProfile => ({
  name: botDefaults.botName,
  company: `The website ${demo.domain}`,
  language: demo.language === 'it' ? 'it' : 'en',
});

export async function demoView(db: Db, id: string, language: Language): Promise<DemoView> {
  const demo = await requireLiveDemo(db, id, language);
  const expiresAt = new Date(Date.parse(demo.created_at) + LIFETIME_MS).toISOString();
  const training = await demoTraining(db, demo);
  return {
    success: true,
    demo: {
      id: demo.id,
      domain: demo.domain,
      createdAt: demo.created_at,
      expiresAt,
      welcomeMessage: demoDisplayDefaults.welcomeMessage,
    },
    training: progressOf(training),
    report: training?.status === 'ready' ? (training.report ?? null) : null,
    config: demoWidgetConfig(demo),
  };
}

/** Removes demos older than 7 days with their knowledge and conversations; answers how many. */
export async function removeExpiredDemos(db: Db, at = new Date()): Promise<number> {
  const ids = await demosCreatedBefore(db, new Date(at.getTime() - LIFETIME_MS).toISOString());
  for (const id of ids) {
    await deleteConversationsOf(db, { demoId: id });
    await deleteKnowledge(db, { demoId: id });
    await deleteDemo(db, id);
  }
  return ids.length;
}
