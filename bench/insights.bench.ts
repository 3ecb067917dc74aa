// The client's cockpit at scale: one bot with 100,000 conversations and 1,000,000 messages over 90 days
// (and nine smaller bots beside it), then the analytics, gaps and conversation-list queries timed on
// SQLite and (when reachable) PostgreSQL, as the portal calls them.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { type Insertable, sql } from 'kysely';
import type {
  ChatMessagesTable,
  ConversationsTable,
} from '../chat-service/src/conversations/conversation.table.ts';
import { type DialectName, openStorage, type Storage } from '../chat-service/src/db/database.ts';
import { gapList } from '../chat-service/src/insights/gaps.use-case.ts';
import { dailyFigures, topItems } from '../chat-service/src/insights/insights.repository.ts';
import {
  botAnalytics,
  conversationPage,
  insightsSummary,
} from '../chat-service/src/insights/insights.use-case.ts';
import { questionKey } from '../chat-service/src/insights/question-key.ts';

const CONVERSATIONS = Number(process.env.INSIGHTS_BENCH_CONVERSATIONS ?? 100_000);
const QUESTIONS_PER_CONVERSATION = 5; // ten messages each: 1,000,000 in all
const OTHER_BOTS = 9;
const DAYS = 90;
const RUNS = 40;
const PG_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const DAY_MS = 24 * 60 * 60 * 1000;

let seed = 20261124;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
/** Zipf-like: rank r is picked about as often as 1/r. */
const zipf = (n: number) => Math.floor(n ** random()) - 1;

const subjects =
  `orari consegna prezzo parcheggio prenotazione glutine vegano torta pizza pane catering matrimonio
  spedizione reso rimborso garanzia pagamento carta fattura sconto abbonamento corso lezione camera colazione
  piscina noleggio revisione tagliando caldaia preventivo`.split(/\s+/);
const forms = [
  'Quali sono gli {s} del {d}?',
  'Avete {s} per il {d}?',
  'Quanto costa {s} il {d}?',
  'Come funziona {s}?',
];
const days = ['lunedì', 'martedì', 'sabato', 'domenica', 'mese', 'weekend'];
/** 3,000 distinct questions a bot's visitors ask, most often the first ones. */
const QUESTIONS = Array.from({ length: 3000 }, (_, i) => {
  const s = subjects[i % subjects.length] ?? '';
  const d = days[Math.floor(i / subjects.length) % days.length] ?? '';
  const form = forms[Math.floor(i / (subjects.length * days.length)) % forms.length] ?? '';
  return `${form.replace('{s}', s).replace('{d}', d)} (${Math.floor(i / 720)})`;
});
const PAGES = Array.from({ length: 200 }, (_, i) => ({
  url: `https://shop.test/page-${i}`,
  title: `Page ${i}`,
}));

const tempDirs: string[] = [];
const pgSchema = `bench_${randomBytes(4).toString('hex')}`;

async function open(dialect: DialectName): Promise<Storage> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vela-insights-bench-'));
  tempDirs.push(dataDir);
  return openStorage({
    dataDir,
    databaseUrl: dialect === 'postgres' ? PG_URL : undefined,
    pgSchema: dialect === 'postgres' ? pgSchema : undefined,
  });
}

async function insertBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** Fills one bot's conversations, messages, daily counts and gaps as its chat would have over 90 days. */
async function fill(storage: Storage, botId: string, conversations: number, now: number) {
  const { db } = storage;
  const daily = new Map<
    string,
    { kind: 'question' | 'page'; day: string; key: string; label: string; hits: number }
  >();
  const gaps = new Map<
    string,
    { question: string; asked: number; declined: number; down: number; last: string }
  >();
  const count = (kind: 'question' | 'page', day: string, key: string, label: string) => {
    const id = `${kind}|${day}|${key}`;
    const row = daily.get(id) ?? { kind, day, key, label, hits: 0 };
    row.hits++;
    daily.set(id, row);
  };
  const CHUNK = 5000;
  for (let start = 0; start < conversations; start += CHUNK) {
    const convRows: Insertable<ConversationsTable>[] = [];
    const messageRows: Insertable<ChatMessagesTable>[] = [];
    for (let c = start; c < Math.min(conversations, start + CHUNK); c++) {
      const at = now - Math.floor(random() * DAYS * DAY_MS);
      const iso = new Date(at).toISOString();
      const id = `${botId}-c${c}`;
      let declined = 0;
      let weak = 0;
      let up = 0;
      let down = 0;
      let first = '';
      for (let q = 0; q < QUESTIONS_PER_CONVERSATION; q++) {
        const question = QUESTIONS[zipf(QUESTIONS.length)] ?? '';
        first ||= question;
        const roll = random();
        const outcome = roll < 0.15 ? 'declined' : roll < 0.25 ? 'weak' : 'answered';
        const rating = random() < 0.1 ? (random() < 0.7 ? 'up' : 'down') : null;
        if (outcome === 'declined') declined++;
        if (outcome === 'weak') weak++;
        if (rating === 'up') up++;
        if (rating === 'down') down++;
        const page = PAGES[zipf(PAGES.length)] ?? { url: '', title: '' };
        const t = new Date(at + q * 30_000).toISOString();
        messageRows.push(
          {
            message_id: `${id}-q${q}`,
            conversation_id: id,
            role: 'user' as const,
            content: question,
            sources: '[]',
            created_at: t,
            outcome: null,
            evidence: null,
            rating: null,
          },
          {
            message_id: `${id}-a${q}`,
            conversation_id: id,
            role: 'assistant' as const,
            content: `Secondo la pagina «${page.title}»: risposta ${q}.`,
            sources: outcome === 'declined' ? '[]' : JSON.stringify([page]),
            created_at: t,
            outcome,
            evidence: outcome === 'answered' ? 0.8 : 0.3,
            rating,
          },
        );
        const key = questionKey(question, 'it');
        count('question', t.slice(0, 10), key, question);
        if (outcome !== 'declined') count('page', t.slice(0, 10), page.url, page.title);
        if (outcome !== 'answered' || rating === 'down') {
          const gap = gaps.get(key) ?? { question, asked: 0, declined: 0, down: 0, last: t };
          gap.asked++;
          if (outcome === 'declined') gap.declined++;
          if (rating === 'down') gap.down++;
          if (t > gap.last) gap.last = t;
          gaps.set(key, gap);
        }
      }
      convRows.push({
        id,
        visitor_id: `v-${c}`,
        bot_id: botId,
        demo_id: null,
        created_at: iso,
        updated_at: iso,
        language: random() < 0.7 ? 'it' : 'en',
        page_url: 'https://shop.test/',
        first_question: first,
        questions: QUESTIONS_PER_CONVERSATION,
        declined,
        weak,
        rated_up: up,
        rated_down: down,
        has_lead: random() < 0.03 ? 1 : 0,
      });
    }
    await db.transaction().execute(async (trx) => {
      await insertBatches(convRows, 500, (b) => trx.insertInto('conversations').values(b).execute());
      await insertBatches(messageRows, 500, (b) => trx.insertInto('chat_messages').values(b).execute());
    });
  }
  await db.transaction().execute(async (trx) => {
    await insertBatches([...daily.values()], 1000, (b) =>
      trx
        .insertInto('chat_daily')
        .values(
          b.map((r) => ({
            bot_id: botId,
            kind: r.kind,
            day: r.day,
            item_key: r.key,
            label: r.label,
            hits: r.hits,
          })),
        )
        .execute(),
    );
    await insertBatches([...gaps.entries()], 1000, (b) =>
      trx
        .insertInto('knowledge_gaps')
        .values(
          b.map(([key, g]) => ({
            bot_id: botId,
            question_key: key,
            question: g.question,
            asked_count: g.asked,
            declined_count: g.declined,
            weak_count: 0,
            rated_down_count: g.down,
            first_asked_at: g.last,
            last_asked_at: g.last,
            conversation_id: null,
          })),
        )
        .execute(),
    );
  });
  return { daily: daily.size, gaps: gaps.size };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

async function time(label: string, run: () => Promise<unknown>) {
  await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return `${label.padEnd(34)} p50 ${percentile(times, 0.5).toFixed(1).padStart(7)} ms   p95 ${percentile(times, 0.95).toFixed(1).padStart(7)} ms`;
}

async function benchDialect(dialect: DialectName) {
  let storage: Storage;
  try {
    storage = await open(dialect);
  } catch (err) {
    console.log(`${dialect}: skipped (${err instanceof Error ? err.message : String(err)})`);
    return;
  }
  try {
    const now = Date.now();
    const built = performance.now();
    const bot = { id: 'bench-bot', name: 'Bench' };
    const filled = await fill(storage, bot.id, CONVERSATIONS, now);
    for (let b = 0; b < OTHER_BOTS; b++) await fill(storage, `other-${b}`, CONVERSATIONS / 20, now);
    // As autovacuum leaves a table at rest: statistics, and PostgreSQL's visibility map for index-only scans.
    if (dialect === 'postgres') await sql`vacuum analyze`.execute(storage.db);
    else await sql`analyze`.execute(storage.db);
    const messages = await storage.db
      .selectFrom('chat_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    console.log(
      `${dialect}: ${CONVERSATIONS} conversations of one bot (+${OTHER_BOTS} smaller bots), ${Number(messages?.n)} messages in all, ${filled.daily} daily counts, ${filled.gaps} gaps; built in ${((performance.now() - built) / 1000).toFixed(0)} s`,
    );
    const since90 = `${new Date(now - 89 * DAY_MS).toISOString().slice(0, 10)}T00:00:00.000Z`;
    const lines = [
      await time('analytics, 7 days', () => botAnalytics(storage.db, bot, 7, now)),
      await time('analytics, 30 days', () => botAnalytics(storage.db, bot, 30, now)),
      await time('analytics, 90 days', () => botAnalytics(storage.db, bot, 90, now)),
      // Where the 90 days' time goes: the conversations' pass, then the two daily-count rankings.
      await time('  of which conversations by day', () => dailyFigures(storage.db, bot.id, since90)),
      await time('  of which top questions', () =>
        topItems(storage.db, bot.id, 'question', since90.slice(0, 10), 10),
      ),
      await time('  of which top pages', () =>
        topItems(storage.db, bot.id, 'page', since90.slice(0, 10), 10),
      ),
      await time('open gaps (list + count)', () => gapList(storage.db, bot, 'open')),
      await time('dashboard summary', () => insightsSummary(storage.db, bot, now)),
      await time('conversations, page 1', () => conversationPage(storage.db, bot, { page: 1 })),
      await time('conversations, declined, page 40', () =>
        conversationPage(storage.db, bot, { page: 40, filter: 'declined' }),
      ),
    ];
    for (const line of lines) console.log(`${dialect}: ${line}`);
  } finally {
    if (dialect === 'postgres')
      await sql`drop schema if exists ${sql.id(pgSchema)} cascade`.execute(storage.db);
    await storage.close();
  }
}

const dialects = (process.env.INSIGHTS_BENCH_DIALECTS ?? 'sqlite,postgres').split(',') as DialectName[];
for (const dialect of dialects) await benchDialect(dialect);
for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
