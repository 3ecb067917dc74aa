import { randomBytes } from 'node:crypto';
import {
  asBotTraining,
  type BotSettings,
  type BotSettingsInput,
  type BotTraining,
  botDefaults,
  botMessages,
  demoDisplayDefaults,
  type EmbedCode,
  type Language,
  routes,
  type WidgetConfig,
} from '@vela/contracts';
import type { BotProfile } from '../answers/answer.types.ts';
import type { Db } from '../db/schema.ts';
import { newPublicId } from '../demos/demo.use-case.ts';
import { findTraining, findTrainingIn, listTrainings } from '../trainings/training.repository.ts';
import type { Trainings } from '../trainings/trainings.ts';
import {
  type BotPatch,
  findBotById,
  findBotOfUser,
  insertBotIfMissing,
  updateBot,
} from './bot.repository.ts';
import type { BotRow } from './bot.table.ts';
import { claimTrainings } from './training-quota.ts';

/** The client's bot, created with the defaults on first use. */
export async function ensureBot(db: Db, userId: number): Promise<BotRow> {
  const existing = await findBotOfUser(db, userId);
  // Bots made before webhooks existed get their signing key the first time they are read.
  if (existing && !existing.webhook_secret)
    return updateBot(db, existing.id, { webhook_secret: newSecret() });
  if (existing) return existing;
  await insertBotIfMissing(db, {
    id: newPublicId(),
    user_id: userId,
    bot_name: botDefaults.botName,
    welcome_message: botDefaults.welcomeMessage,
    company_info: botDefaults.companyInfo,
    language: botDefaults.language,
    primary_color: botDefaults.primaryColor,
    position: botDefaults.position,
    allowed_origins: '[]',
    company_source_id: null,
    webhook_secret: newSecret(),
  });
  const created = await findBotOfUser(db, userId);
  if (!created) throw new Error('bot was not created');
  return created;
}

/** The key a bot's webhook deliveries are signed with. */
const newSecret = () => randomBytes(24).toString('hex');

/** The bot with public id `id`, whoever owns it (the widget's handshake and its config). */
export function findBot(db: Db, id: string): Promise<BotRow | undefined> {
  return findBotById(db, id);
}

/** The bot's trainings, as its builder lists them. */
export async function botTrainings(db: Db, bot: BotRow): Promise<BotTraining[]> {
  return (await listTrainings(db, { botId: bot.id })).map(asBotTraining);
}

/** One of the bot's own trainings; undefined when it has none by that id. */
export function findBotTraining(db: Db, bot: BotRow, trainingId: number) {
  return findTrainingIn(db, { botId: bot.id }, trainingId);
}

export function allowedOrigins(bot: BotRow): string[] {
  try {
    const parsed = JSON.parse(bot.allowed_origins) as unknown;
    return Array.isArray(parsed) ? parsed.filter((o): o is string => typeof o === 'string') : [];
  } catch {
    return [];
  }
}

const language = (bot: BotRow) => (bot.language === 'it' ? 'it' : 'en');
const position = (bot: BotRow) => (bot.position === 'left' ? 'left' : 'right');

export function botSettings(bot: BotRow): BotSettings {
  return {
    botId: bot.id,
    botName: bot.bot_name,
    welcomeMessage: bot.welcome_message,
    companyInfo: bot.company_info,
    language: language(bot),
    primaryColor: bot.primary_color,
    position: position(bot),
    allowedOrigins: allowedOrigins(bot),
    showLogo: true,
    retentionDays: bot.retention_days,
    webhookUrl: bot.webhook_url,
    webhookSecret: bot.webhook_secret,
  };
}

/**
 * Saves the settings given; a changed company information is re-indexed as the bot's 'text' source
 * (replacing the previous one), and removed from the knowledge when emptied. The settings are saved
 * before the training is queued, so a save that fails leaves no training behind; a training that cannot
 * be queued puts the previous settings back. Refusals are worded in `messages`.
 */
export async function saveBotSettings(
  db: Db,
  trainings: Trainings,
  userId: number,
  input: Omit<BotSettingsInput, 'showLogo'>,
  messages: Language,
): Promise<BotSettings> {
  const bot = await ensureBot(db, userId);
  const scope = { botId: bot.id };
  let companySourceId = bot.company_source_id;
  if (companySourceId !== null && !(await findTraining(db, companySourceId))) companySourceId = null;
  const changed = input.companyInfo !== undefined && input.companyInfo !== bot.company_info;
  const unindexed = companySourceId === null && Boolean(input.companyInfo);
  const reindex = (changed || unindexed) && Boolean(input.companyInfo);
  const unindex = changed && !input.companyInfo && companySourceId !== null;
  if (reindex) {
    await claimTrainings(db, bot.id, { newSources: companySourceId === null ? 1 : 0, runs: 1 }, messages);
  }
  const saved = await updateBot(db, bot.id, {
    bot_name: input.botName,
    welcome_message: input.welcomeMessage,
    company_info: input.companyInfo,
    language: input.language,
    primary_color: input.primaryColor,
    position: input.position,
    allowed_origins: input.allowedOrigins && JSON.stringify(input.allowedOrigins),
    company_source_id: unindex ? null : companySourceId,
    retention_days: input.retentionDays,
    webhook_url: input.webhookUrl,
  });
  if (unindex && companySourceId !== null) {
    await trainings.remove(scope, companySourceId).catch(() => undefined);
  }
  if (!reindex || !input.companyInfo) return botSettings(saved);
  try {
    const title = botMessages[input.language ?? language(bot)].companyInfoTitle;
    const training = await trainings.submit(
      scope,
      { kind: 'text', title, text: input.companyInfo },
      companySourceId === null ? undefined : { replacing: companySourceId },
    );
    return botSettings(await updateBot(db, bot.id, { company_source_id: training.id }));
  } catch (err) {
    await updateBot(db, bot.id, editableFields(bot)).catch(() => undefined);
    throw err;
  }
}

/** The settings a client edits, as saved in `bot`. */
const editableFields = (bot: BotRow): BotPatch => ({
  bot_name: bot.bot_name,
  welcome_message: bot.welcome_message,
  company_info: bot.company_info,
  language: bot.language,
  primary_color: bot.primary_color,
  position: bot.position,
  allowed_origins: bot.allowed_origins,
  company_source_id: bot.company_source_id,
  retention_days: bot.retention_days,
  webhook_url: bot.webhook_url,
});

/**
 * Removes one of the bot's trainings. Removing the company information's own training empties the
 * company information too, so the builder never shows a text the bot no longer knows.
 */
export async function removeBotTraining(db: Db, trainings: Trainings, bot: BotRow, trainingId: number) {
  await trainings.remove({ botId: bot.id }, trainingId);
  if (trainingId === bot.company_source_id) {
    await updateBot(db, bot.id, { company_info: '', company_source_id: null });
  }
}

export function embedCode(bot: BotRow, publicUrl: string): EmbedCode {
  return {
    snippet: `<script src="${publicUrl}/widget.js" data-bot-id="${bot.id}" async></script>`,
    botId: bot.id,
    notice: { en: botMessages.en.embedNotice, it: botMessages.it.embedNotice },
  };
}

/** What the widget shows for a bot; its contact form's consent links to the product's privacy policy. */
export function botWidgetConfig(bot: BotRow, publicUrl: string): WidgetConfig {
  return {
    id: bot.id,
    kind: 'bot',
    name: bot.bot_name,
    title: bot.bot_name,
    welcomeMessage: bot.welcome_message,
    primaryColor: bot.primary_color,
    userBubbleColor: bot.primary_color,
    botBubbleColor: demoDisplayDefaults.botBubbleColor,
    position: position(bot),
    language: language(bot),
    showLogo: true,
    privacyUrl: `${publicUrl}/${language(bot)}${routes.privacyPolicy}`,
  };
}

export const botProfile = (bot: BotRow): BotProfile => ({
  name: bot.bot_name,
  company: bot.company_info,
  language: language(bot),
});
