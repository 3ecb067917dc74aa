import {
  type AnswerOutcome,
  type BotAnalytics,
  type ChatLead,
  type ChatLeadInput,
  type ConversationPage,
  type ConversationQuery,
  type ConversationTranscript,
  type GapAnswerResult,
  type GapList,
  type GapStatus,
  type InsightsSummary,
  insightsMessages,
  type KnowledgeGap,
  type Language,
  type Lead,
  type LeadWebhookPayload,
  type Rating,
  type Source,
  type TranscriptMessage,
} from '@vela/contracts';
import type { AnswerEngine } from '../answers/answer.engine.ts';
import type { BotProfile } from '../answers/answer.types.ts';
import { deleteConversation, markLead, parseSources } from '../conversations/conversation.repository.ts';
import type { ConversationRow } from '../conversations/conversation.table.ts';
import type { Db } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { findTraining } from '../trainings/training.repository.ts';
import type { Trainings } from '../trainings/trainings.ts';
import {
  countConversationsSince,
  countDaily,
  countLeadsSince,
  countOpenGaps,
  dailyFigures,
  detachConversation,
  exportConversations,
  findBotConversation,
  findGap,
  findLead,
  insertLead,
  listAllLeads,
  listBotLeads,
  listBotsWithCounts,
  listConversations,
  listGaps,
  purgeBefore,
  recordAnswered,
  recordMiss,
  retentionPeriods,
  setGapStatus,
  setWebhookStatus,
  summaryOf,
  topItems,
  transcriptRows,
} from './insights.repository.ts';
import type { ChatLeadRow, KnowledgeGapRow } from './insights.table.ts';
import type { QuestionGroup } from './question-grouping.ts';
import { questionKey } from './question-key.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const TOP_ITEMS = 10;
const MAX_EXPORT_ROWS = 50_000;

/** The bot a cockpit request is about: the client's own, or the one an admin named. */
export interface BotRef {
  id: string;
  name: string;
}

const notFound = (language: Language, message: keyof (typeof insightsMessages)['en']) =>
  new AppError('not_found', insightsMessages[language][message]);

// ---------------------------------------------------------------------------------------------------
// Recording, as the chat goes

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

/** A 👎 makes the answer's question a gap; taking the 👎 back counts it off again. */
export async function recordRating(
  trx: Db,
  change: {
    botId: string;
    conversation: ConversationRow;
    question: string;
    /** The key the question was grouped under when it was asked. */
    questionKey: string | null;
    previous: Rating | null;
    rating: Rating;
  },
): Promise<void> {
  const ratedDown = change.rating === 'down' ? 1 : change.previous === 'down' ? -1 : 0;
  if (!ratedDown || !change.question) return;
  const language = change.conversation.language === 'it' ? 'it' : 'en';
  await recordMiss(trx, {
    botId: change.botId,
    key: change.questionKey ?? questionKey(change.question, language),
    question: change.question,
    at: new Date().toISOString(),
    conversationId: change.conversation.id,
    asked: 0,
    declined: 0,
    weak: 0,
    ratedDown,
  });
}

// ---------------------------------------------------------------------------------------------------
// Leads from the chat

/**
 * Stores a visitor's contact details with the bot, the page and the conversation (one lead per
 * conversation), and tells the caller whether the bot's webhook should receive it.
 */
export async function leaveLead(
  db: Db,
  lead: {
    bot: { id: string; webhookUrl: string };
    conversation: ConversationRow | undefined;
    input: ChatLeadInput;
    page: string | null;
    language: Language;
  },
): Promise<{ id: number; webhook: boolean } | undefined> {
  const { contact } = lead.input;
  const isEmail = contact.includes('@');
  const webhook = lead.bot.webhookUrl !== '';
  return db.transaction().execute(async (trx) => {
    const row = await insertLead(trx, {
      botId: lead.bot.id,
      conversationId: lead.conversation?.id ?? null,
      name: lead.input.name.trim(),
      email: isEmail ? contact.trim() : null,
      phone: isEmail ? null : contact.trim(),
      page: lead.page ?? lead.conversation?.page_url ?? null,
      language: lead.language,
      createdAt: new Date().toISOString(),
      webhook: webhook ? 'pending' : 'none',
    });
    if (!row) return undefined;
    if (lead.conversation) await markLead(trx, lead.conversation.id);
    return { id: row.id, webhook };
  });
}

export const asChatLead = (row: ChatLeadRow): ChatLead => ({
  id: row.id,
  botId: row.bot_id,
  conversationId: row.conversation_id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  page: row.page_url,
  language: row.language === 'it' ? 'it' : 'en',
  createdAt: row.created_at,
  webhook: row.webhook_status,
});

/** What a lead's webhook delivery sends, and where; undefined when the bot has no webhook any more. */
export async function chatLeadOf(db: Db, leadId: number) {
  const row = await findLead(db, leadId);
  if (!row) return undefined;
  const bot = await db
    .selectFrom('bots')
    .select(['id', 'bot_name', 'webhook_url', 'webhook_secret'])
    .where('id', '=', row.bot_id)
    .executeTakeFirst();
  if (!bot?.webhook_url) {
    await setWebhookStatus(db, leadId, 'none');
    return undefined;
  }
  const messages = row.conversation_id ? await transcriptRows(db, row.conversation_id) : [];
  const { webhook: _status, botId: _bot, ...lead } = asChatLead(row);
  const payload: LeadWebhookPayload = {
    event: 'lead.created',
    bot: { id: bot.id, name: bot.bot_name },
    lead,
    transcript: messages.map((m) => ({ role: m.role, content: m.content, at: m.created_at })),
  };
  return { url: bot.webhook_url, secret: bot.webhook_secret, payload };
}

export const webhookDelivery = (db: Db, leadId: number, status: 'delivered' | 'failed') =>
  setWebhookStatus(db, leadId, status);

// ---------------------------------------------------------------------------------------------------
// The cockpit's reads and actions

export async function conversationPage(db: Db, bot: BotRef, query: ConversationQuery & { page: number }) {
  const { page, ...filters } = query;
  const { rows, total } = await listConversations(db, bot.id, filters, page);
  const result: ConversationPage = {
    conversations: rows.map(summaryOf),
    total,
    page,
    pageSize: 25,
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
    db.selectFrom('chat_leads').selectAll().where('conversation_id', '=', row.id).executeTakeFirst(),
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

const asGap = (row: KnowledgeGapRow): KnowledgeGap => ({
  id: row.id,
  question: row.question,
  askedCount: Number(row.asked_count),
  declinedCount: Number(row.declined_count),
  weakCount: Number(row.weak_count),
  ratedDownCount: Number(row.rated_down_count),
  firstAskedAt: row.first_asked_at,
  lastAskedAt: row.last_asked_at,
  status: row.status,
  conversationId: row.conversation_id,
});

export async function gapList(db: Db, bot: BotRef, status: GapStatus): Promise<GapList> {
  const [gaps, openCount] = await Promise.all([listGaps(db, bot.id, status), countOpenGaps(db, bot.id)]);
  return { gaps: gaps.map(asGap), openCount };
}

export async function dismissGap(db: Db, bot: BotRef, id: number, language: Language) {
  const row = await setGapStatus(db, bot.id, id, 'dismissed');
  if (!row) throw notFound(language, 'gapNotFound');
  return { gap: asGap(row) };
}

const INDEXING_TIMEOUT_MS = 30_000;

/**
 * The client's answer to a gap becomes a Q&A source of the bot (the question as its title, so the
 * question finds it), indexed at once; the gap's question is then asked again, and the gap closes.
 */
export async function answerGap(
  deps: { db: Db; trainings: Trainings; engine: AnswerEngine },
  bot: BotRef & { profile: BotProfile },
  id: number,
  answer: string,
  language: Language,
  claim: () => Promise<void>,
): Promise<GapAnswerResult> {
  const { db } = deps;
  const gap = await findGap(db, bot.id, id);
  if (!gap) throw notFound(language, 'gapNotFound');
  await claim();
  const scope = { botId: bot.id };
  const training = await deps.trainings.submit(scope, {
    kind: 'text',
    title: gap.question.slice(0, 200),
    text: `${gap.question}\n\n${answer}`,
  });
  await untilIndexed(db, training.id);
  const reply = await deps.engine.answer(
    { scope, profile: bot.profile, question: gap.question, history: [] },
    () => {},
  );
  const closed = await setGapStatus(db, bot.id, id, 'answered');
  return {
    gap: asGap(closed ?? gap),
    reply: { text: reply.text, sources: reply.sources, outcome: reply.outcome },
  };
}

async function untilIndexed(db: Db, trainingId: number): Promise<void> {
  const deadline = Date.now() + INDEXING_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const training = await findTraining(db, trainingId);
    if (!training || training.status === 'ready' || training.status === 'failed') return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Every bot's leads as the admin's lead list shows them, with the bot they came from. */
export async function allChatLeads(db: Db): Promise<Lead[]> {
  return (await listAllLeads(db)).map((row) => ({
    id: `chat-${row.id}`,
    source: 'chat',
    name: row.name,
    email: row.email ?? '',
    phone: row.phone,
    company: null,
    website: row.page_url,
    message: null,
    language: row.language,
    createdAt: row.created_at,
    bot: { id: row.bot_id, name: row.bot_name, conversationId: row.conversation_id },
  }));
}

export async function botLeads(db: Db, bot: BotRef): Promise<ChatLead[]> {
  return (await listBotLeads(db, bot.id)).map(asChatLead);
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

// ---------------------------------------------------------------------------------------------------
// Retention

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
