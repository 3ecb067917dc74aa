import {
  type ChatAck,
  chatLeadInputSchema,
  chatTexts,
  feedbackInputSchema,
  insightsMessages,
  type Language,
  messageText,
} from '@vela/contracts';
import { findBot } from '../bots/bot.use-case.ts';
import { ownConversation, rateAnswer } from '../conversations/conversation.use-case.ts';
import { leaveLead } from '../insights/chat-leads.use-case.ts';
import { recordRating } from '../insights/gaps.use-case.ts';
import { forgetVisitorConversation } from '../insights/insights.use-case.ts';
import type { ChatDeps, ChatSocket } from './chat.types.ts';

type Reply = (r: ChatAck) => void;

/**
 * The visitor's own actions besides asking: rating an answer, leaving contact details, deleting their
 * conversation. Each is acked; a refusal is worded in the handshake's language.
 */
export function visitorHandlers(socket: ChatSocket, deps: ChatDeps) {
  const { auth, target } = socket.data;
  const language: Language = auth.language ?? 'en';
  const t = insightsMessages[language];
  const botId = 'botId' in target.scope ? target.scope.botId : undefined;
  const current = () => ownConversation(deps.db, target.scope, auth.visitorId, auth.conversationId);

  /** Runs an action within its budget, acking its refusal or an unexpected failure. */
  const guarded =
    (budget: keyof ChatDeps['limits'], action: (raw: unknown, reply: Reply) => Promise<void>) =>
    async (raw: unknown, ack: unknown) => {
      const reply: Reply = typeof ack === 'function' ? (ack as Reply) : () => {};
      try {
        if (!(await deps.limiter.take(`${budget}:${socket.data.ip}`, deps.limits[budget])))
          return reply({ ok: false, error: chatTexts[language].rateLimited });
        await action(raw, reply);
      } catch (err) {
        deps.logger.warn({ err }, 'visitor action failed');
        reply({ ok: false, error: chatTexts[language].error });
      }
    };

  const refusal = (issues: { message: string }[]) => messageText(issues[0]?.message ?? '', language);

  return {
    feedback: guarded('chatFeedback', async (raw, reply) => {
      const parsed = feedbackInputSchema.safeParse(raw);
      if (!parsed.success) return reply({ ok: false, error: refusal(parsed.error.issues) });
      const conversation = await current();
      if (!conversation) return reply({ ok: false, error: t.answerNotFound });
      const { messageId, rating, comment } = parsed.data;
      const rated = await rateAnswer(
        deps.db,
        conversation,
        messageId,
        rating,
        comment,
        async (trx, change) => {
          if (botId) await recordRating(trx, { botId, conversation, ...change, rating });
        },
      );
      reply(rated ? { ok: true } : { ok: false, error: t.answerNotFound });
    }),

    lead: guarded('chatLeads', async (raw, reply) => {
      const bot = botId ? await findBot(deps.db, botId) : undefined;
      if (!bot) return reply({ ok: false, error: t.leadsUnavailable });
      const parsed = chatLeadInputSchema.safeParse(raw);
      if (!parsed.success) return reply({ ok: false, error: refusal(parsed.error.issues) });
      const conversation = await current();
      const lead = await leaveLead(deps.db, {
        bot: { id: bot.id, webhookUrl: bot.webhook_url },
        conversation,
        input: parsed.data,
        page: auth.page ?? null,
        language,
      });
      if (!lead) return reply({ ok: false, error: t.leadAlreadySent });
      if (lead.webhook) await deps.webhooks.deliver(lead.id);
      reply({ ok: true });
    }),

    forget: guarded('chatFeedback', async (_raw, reply) => {
      const conversation = await current();
      if (conversation) await forgetVisitorConversation(deps.db, conversation);
      auth.conversationId = undefined;
      reply({ ok: true });
    }),
  };
}
