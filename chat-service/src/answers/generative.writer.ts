import type OpenAI from 'openai';
import { citedSources, conversationMessages, systemPrompt } from './answer.prompt.ts';
import type { AnswerWriter } from './answer.types.ts';
import type { LlmOptions } from './llm.client.ts';

/** Streams an answer from any OpenAI-compatible server, grounded in the numbered passages. */
export function generativeWriter(
  client: OpenAI,
  options: Pick<LlmOptions, 'model' | 'idleTimeoutMs'>,
): AnswerWriter {
  return {
    async write({ profile, language, passages, contact, history, question }, onToken, signal) {
      const idle = new AbortController();
      const abort = () => idle.abort(signal.reason);
      signal.addEventListener('abort', abort, { once: true });
      let timer = setTimeout(() => idle.abort(new Error('LLM timeout')), options.idleTimeoutMs);
      const keepAlive = () => {
        clearTimeout(timer);
        timer = setTimeout(() => idle.abort(new Error('LLM timeout')), options.idleTimeoutMs);
      };
      try {
        const stream = await client.chat.completions.create(
          {
            model: options.model,
            stream: true,
            temperature: 0.2,
            messages: [
              { role: 'system', content: systemPrompt(profile, language, passages, contact) },
              ...conversationMessages(history, question),
            ],
          },
          { signal: idle.signal },
        );
        let text = '';
        for await (const chunk of stream) {
          keepAlive();
          const delta = chunk.choices[0]?.delta?.content;
          if (!delta) continue;
          text += delta;
          onToken(delta);
        }
        // The client ends the stream quietly when aborted: a timed-out answer must still fail.
        if (idle.signal.aborted) throw new Error('LLM timeout');
        if (!text.trim()) throw new Error('The model answered nothing');
        const sources = citedSources(text, passages, contact);
        // Only a passage cited by its number counts: the contact page named in a refusal does not.
        const citesPassage = /\[\d+(?:\s*,\s*\d+)*\]/.test(text) && sources.length > 0;
        return { text, sources, declined: !citesPassage };
      } finally {
        clearTimeout(timer);
        signal.removeEventListener('abort', abort);
      }
    },
  };
}
