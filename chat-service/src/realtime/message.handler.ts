import { randomUUID } from 'node:crypto';
import { CHAT_ERROR_TEXT, chatMessageInputSchema, chatTexts, type MessageAck } from '@vela/contracts';
import { askQuestion } from '../answers/ask.use-case.ts';
import { openConversation } from '../conversations/conversation.use-case.ts';
import { asksForContact } from '../insights/question-key.ts';
import { botLimitKey } from './chat.limits.ts';
import type { ChatDeps, ChatSocket } from './chat.types.ts';
import { tokenBatch } from './token-batch.ts';

/**
 * One visitor question: validate, refuse while a reply is pending or over the limits, ack with the
 * conversation and message ids, then stream the answer. The exchange is stored only once it is complete.
 */
export async function handleMessage(
  socket: ChatSocket,
  raw: unknown,
  ack: unknown,
  deps: ChatDeps,
): Promise<void> {
  const reply = typeof ack === 'function' ? (ack as (r: MessageAck) => void) : () => {};
  const { auth, target } = socket.data;
  const t = chatTexts[auth.language ?? 'en'];
  const parsed = chatMessageInputSchema.safeParse(raw);
  if (!parsed.success)
    return reply({ ok: false, error: parsed.error.issues[0]?.message ?? 'Invalid message' });

  // Claimed atomically (in Redis across nodes), so two messages sent at once cannot both pass. With Redis
  // out of reach the visitor is told so at once, never left waiting for an ack.
  const pendingKey = `${target.room}|${auth.visitorId}`;
  let claimed: boolean;
  try {
    claimed = await deps.limiter.claim(pendingKey, PENDING_TTL_MS);
  } catch (err) {
    deps.logger.warn({ err }, 'chat message could not be claimed');
    return reply({ ok: false, error: CHAT_ERROR_TEXT });
  }
  if (!claimed) return reply({ ok: false, error: t.pending });
  let messageId: string | undefined;
  let tokens: ReturnType<typeof tokenBatch> | undefined;
  try {
    // Per visitor, per address (a visitor id is the client's to choose) and per demo or bot.
    const withinLimits =
      (await deps.limiter.take(`v:${pendingKey}`, deps.limits.chatVisitor)) &&
      (await deps.limiter.take(`i:${socket.data.ip}`, deps.limits.chatAddress)) &&
      (await deps.limiter.take(botLimitKey(target.room), deps.limits.chatBot));
    if (!withinLimits) return reply({ ok: false, error: t.rateLimited });

    const conversation = await openConversation(
      deps.db,
      target.scope,
      auth.visitorId,
      parsed.data.conversationId ?? auth.conversationId,
      auth.page,
    );
    const conversationId = conversation.id;
    auth.conversationId = conversationId;
    messageId = randomUUID();
    reply({ ok: true, conversationId, messageId });
    const id = messageId;
    socket.emit('answer:start', { messageId: id });
    tokens = tokenBatch((delta) => socket.emit('answer:token', { messageId: id, delta }));
    const answer = await askQuestion(
      deps.db,
      deps.engine,
      {
        scope: target.scope,
        profile: target.profile,
        text: parsed.data.text,
        conversation,
        messageId: id,
        grouping: deps.grouping,
      },
      tokens.push,
    );
    tokens.flush();
    // The product, not the model, offers a bot's contact form: when the bot declined, or when asked to
    // (and not again once the visitor left their details).
    const offerContact =
      'botId' in target.scope &&
      !conversation.hasLead &&
      (answer.outcome === 'declined' || asksForContact(parsed.data.text));
    socket.emit('answer:end', {
      messageId: id,
      text: answer.text,
      sources: answer.sources,
      ...(offerContact ? { offerContact } : {}),
    });
  } catch (err) {
    deps.logger.warn({ err }, 'chat answer failed');
    tokens?.flush();
    if (messageId) socket.emit('answer:error', { messageId, message: CHAT_ERROR_TEXT });
    else reply({ ok: false, error: CHAT_ERROR_TEXT });
  } finally {
    await deps.limiter.release(pendingKey).catch(() => {});
  }
}

/** Longer than any answer may take (the model's idle timeout is 30 s between tokens). */
const PENDING_TTL_MS = 5 * 60 * 1000;
