import type {
  AnswerOutcome,
  BotAnalytics,
  ConversationPage,
  ConversationQuery,
  ConversationTranscript,
  InsightsSummary,
  Language,
  Source,
  TranscriptMessage,
} from '@vela/contracts';
import { CONVERSATIONS_PAGE_SIZE } from '@vela/contracts';
import { deleteConversation, parseSources } from '../conversations/conversation.repository.ts';
import type { ConversationRow } from '../conversations/conversation.table.ts';
import type { Db } from '../db/schema.ts';
import { type BotRef, notFound } from './bot-ref.ts';
import { countLeadsSince, findLeadOfConversation } from './chat-leads.repository.ts';
import { asChatLead } from './chat-leads.use-case.ts';
import { countOpenGaps, recordAnswered, recordMiss } from './gaps.repository.ts';
import {
  countConversationsSince,
  countDaily,
  dailyFigures,
  detachConversation,
  exportConversations,
  findBotConversation,
  listBotsWithCounts,
  listConversations,
  purgeBefore,
  retentionPeriods,
  summaryOf,
  topItems,
  transcriptRows,
} from './insights.repository.ts';
import type { QuestionGroup } from './question-grouping.ts';
import { questionKey } from './question-key.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const TOP_ITEMS = 10;

const MAX_EXPORT_ROWS = 50_000;

/** What one exchange adds to a bot's figures and gaps; run in the exchange's own transaction. */
export async function recordExchange(
  trx: Db,
  exchange: {
    botId: string;
    conversationId: string;
    question: string;
    language: Language;
    outcome: AnswerOutcome;
    sources: Source[];
    at: string;
    /** The question's group, when grouped beyond its terms (see question-grouping.ts). */
    group?: QuestionGroup;
  },
): Promise<void> {
  const key = exchange.group?.key ?? questionKey(exchange.question, exchange.language);
  const day = exchange.at.slice(0, 10);
  const { botId } = exchange;
  await countDaily(trx, { botId, kind: 'question', day, key, label: exchange.question.slice(0, 300) });
  if (exchange.outcome !== 'declined') {
    const cited = new Map(exchange.sources.map((s) => [s.url, s.title]));
    for (const [url, title] of cited)
      await countDaily(trx, { botId, kind: 'page', day, key: url, label: title });
  }
  if (exchange.outcome === 'answered') return recordAnswered(trx, botId, key, exchange.at);
  await recordMiss(trx, {
    botId,
    key,
    question: exchange.question,
    at: exchange.at,
    conversationId: exchange.conversationId,
    asked: 1,
    declined: exchange.outcome === 'declined' ? 1 : 0,
    weak: exchange.outcome === 'weak' ? 1 : 0,
    ratedDown: 0,
    vector: exchange.group?.vector,
  });
}

export async function conversationPage(db: Db, bot: BotRef, query: ConversationQuery & { page: number }) {
  const { page, ...filters } = query;
  const { rows, total } = await listConversations(db, bot.id, filters, page);
  const result: ConversationPage = {
    conversations: rows.map(summaryOf),
    total,
    page,
    pageSize: CONVERSATIONS_PAGE_SIZE,
  };
  return result;
}

export async function conversationTranscript(
  db: Db,
  bot: BotRef,
  id: string,
  language: Language,
): Promise<ConversationTranscript> {
  const row = await findBotConversation(db, bot.id, id);
  if (!row) throw notFound(language, 'conversationNotFound');
  const [messages, lead] = await Promise.all([
    transcriptRows(db, row.id),
    findLeadOfConversation(db, row.id),
  ]);
  return {
    conversation: summaryOf(row),
    messages: messages.map(
      (m): TranscriptMessage => ({
        id: m.message_id,
        role: m.role,
        content: m.content,
        sources: parseSources(m.sources),
        at: m.created_at,
        ...(m.outcome ? { outcome: m.outcome as AnswerOutcome } : {}),
        ...(m.evidence !== null && m.evidence !== undefined ? { evidence: Number(m.evidence) } : {}),
        ...(m.rating ? { rating: m.rating } : {}),
        ...(m.comment ? { comment: m.comment } : {}),
      }),
    ),
    lead: lead ? asChatLead(lead) : null,
  };
}

/** Removes a conversation of the bot; its lead stays, without the transcript. */
export async function removeConversation(db: Db, bot: BotRef, id: string, language: Language): Promise<void> {
  const row = await findBotConversation(db, bot.id, id);
  if (!row) throw notFound(language, 'conversationNotFound');
  await detachConversation(db, row.id);
  await deleteConversation(db, row.id);
}

/** A visitor's own conversation, removed at their request from the chat. */
export async function forgetVisitorConversation(db: Db, conversation: ConversationRow): Promise<void> {
  await detachConversation(db, conversation.id);
  await deleteConversation(db, conversation.id);
}

export async function conversationsForExport(db: Db, bot: BotRef, query: Omit<ConversationQuery, 'page'>) {
  return (await exportConversations(db, bot.id, query, MAX_EXPORT_ROWS)).map(summaryOf);
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A bot's figures over the last `days` days (today included), computed in SQL. */
export async function botAnalytics(
  db: Db,
  bot: BotRef,
  days: number,
  now = Date.now(),
): Promise<BotAnalytics> {
  const from = isoDay(now - (days - 1) * DAY_MS);
  const since = `${from}T00:00:00.000Z`;
  const [daily, leads, questions, pages] = await Promise.all([
    dailyFigures(db, bot.id, since),
    countLeadsSince(db, bot.id, since),
    topItems(db, bot.id, 'question', from, TOP_ITEMS),
    topItems(db, bot.id, 'page', from, TOP_ITEMS),
  ]);
  const byDay = new Map<string, { conversations: number; questions: number }>();
  const byLanguage = new Map<string, number>();
  for (const row of daily) {
    const day = byDay.get(row.day) ?? { conversations: 0, questions: 0 };
    day.conversations += Number(row.conversations);
    day.questions += Number(row.questions ?? 0);
    byDay.set(row.day, day);
    const language = row.language ?? 'unknown';
    byLanguage.set(language, (byLanguage.get(language) ?? 0) + Number(row.conversations));
  }
  const series = Array.from({ length: days }, (_, i) => {
    const day = isoDay(Date.parse(since) + i * DAY_MS);
    const row = byDay.get(day);
    return { day, conversations: row?.conversations ?? 0, messages: 2 * (row?.questions ?? 0) };
  });
  const sum = (pick: (d: (typeof daily)[number]) => unknown) =>
    daily.reduce((n, d) => n + Number(pick(d) ?? 0), 0);
  const asked = sum((d) => d.questions);
  const declined = sum((d) => d.declined);
  const up = sum((d) => d.rated_up);
  const down = sum((d) => d.rated_down);
  const share = (part: number, whole: number) => (whole > 0 ? part / whole : null);
  return {
    days,
    from,
    series,
    totals: {
      conversations: sum((d) => d.conversations),
      messages: 2 * asked,
      questions: asked,
      answered: asked - declined,
      declined,
      answerRate: share(asked - declined, asked),
      declineRate: share(declined, asked),
      ratedUp: up,
      ratedDown: down,
      upShare: share(up, up + down),
      leads,
    },
    topQuestions: questions.map((q) => ({ question: String(q.label), count: Number(q.hits) })),
    topPages: pages.map((p) => ({ url: p.item_key, title: String(p.label), count: Number(p.hits) })),
    languages: [...byLanguage]
      .map(([language, conversations]) => ({ language, conversations }))
      .sort((a, b) => b.conversations - a.conversations),
  };
}

export async function insightsSummary(db: Db, bot: BotRef, now = Date.now()): Promise<InsightsSummary> {
  const weekAgo = new Date(now - 7 * DAY_MS).toISOString();
  const [openGaps, conversationsThisWeek, leadsThisWeek] = await Promise.all([
    countOpenGaps(db, bot.id),
    countConversationsSince(db, bot.id, weekAgo),
    countLeadsSince(db, bot.id, weekAgo),
  ]);
  return { openGaps, conversationsThisWeek, leadsThisWeek };
}

/** Deletes, for every bot, what its chat gathered before its retention period; returns the conversations removed. */
export async function purgeExpired(db: Db, now = Date.now()): Promise<number> {
  let removed = 0;
  for (const bot of await retentionPeriods(db)) {
    const before = new Date(now - Number(bot.retention_days) * DAY_MS).toISOString();
    removed += await purgeBefore(db, bot.id, before);
  }
  return removed;
}

export async function adminBotList(db: Db) {
  return (await listBotsWithCounts(db)).map((b) => ({
    id: b.id,
    name: b.bot_name,
    owner: b.username,
    conversations: Number(b.conversations ?? 0),
    openGaps: Number(b.open_gaps ?? 0),
    leads: Number(b.leads ?? 0),
  }));
}
