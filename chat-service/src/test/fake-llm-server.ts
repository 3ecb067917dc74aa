import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One `/v1/chat/completions` request as the server received it. */
export interface LlmRequest {
  model: string;
  stream: boolean;
  messages: { role: string; content: string }[];
  /** When the server received it (performance.now()), to time the calls between requests. */
  receivedAt?: number;
}

export type LlmBehaviour =
  /** Answers with these tokens (streamed as SSE when asked to stream), `delayMs` apart. */
  | { kind: 'answer'; tokens: string[]; delayMs?: number }
  /** Answers 500. */
  | { kind: 'fail' }
  /** Sends `afterTokens` tokens, then never another byte. */
  | { kind: 'hang'; afterTokens?: string[] };

export interface FakeLlmServer {
  /** `http://127.0.0.1:<port>/v1`, for OPENAI_BASE_URL. */
  baseUrl: string;
  requests: LlmRequest[];
  /** Every text `/v1/embeddings` was asked to embed, in arrival order. */
  embedded: string[];
  /** How `/v1/embeddings` turns a text into a vector (default: `hashedEmbedding`). */
  embedWith(embed: (text: string) => number[]): void;
  /** What the next requests get (default: a short answer). */
  behave(behaviour: LlmBehaviour | ((req: LlmRequest) => LlmBehaviour)): void;
  close(): Promise<void>;
}

const chunk = (id: string, model: string, delta: Record<string, string>, finish: string | null = null) =>
  `data: ${JSON.stringify({
    id,
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
  })}\n\n`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readJson(req: IncomingMessage): Promise<LlmRequest> {
  let body = '';
  for await (const part of req) body += part;
  return JSON.parse(body) as LlmRequest;
}

/** A stand-in for an OpenAI-compatible server on 127.0.0.1: streaming (SSE) and plain completions. */
export async function startFakeLlmServer(): Promise<FakeLlmServer> {
  const requests: LlmRequest[] = [];
  let decide: (req: LlmRequest) => LlmBehaviour = () => ({
    kind: 'answer',
    tokens: ['Hello', ' there', '.'],
  });
  const open = new Set<ServerResponse>();
  const embedded: string[] = [];
  let embed = hashedEmbedding;

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (req.method === 'POST' && req.url?.endsWith('/embeddings')) {
      const body = (await readJson(req)) as unknown as { model: string; input: string | string[] };
      const inputs = Array.isArray(body.input) ? body.input : [body.input];
      embedded.push(...inputs);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          object: 'list',
          model: body.model,
          data: inputs.map((text, index) => ({ object: 'embedding', index, embedding: embed(text) })),
          usage: { prompt_tokens: 0, total_tokens: 0 },
        }),
      );
      return;
    }
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404).end();
      return;
    }
    const body = await readJson(req);
    requests.push({ ...body, receivedAt: performance.now() });
    const behaviour = decide(body);
    if (behaviour.kind === 'fail') {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'model exploded', type: 'server_error' } }));
      return;
    }
    const tokens = behaviour.kind === 'answer' ? behaviour.tokens : (behaviour.afterTokens ?? []);
    const id = `chatcmpl-${requests.length}`;
    if (!body.stream) {
      if (behaviour.kind === 'hang') return void open.add(res);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: body.model,
          choices: [
            { index: 0, message: { role: 'assistant', content: tokens.join('') }, finish_reason: 'stop' },
          ],
        }),
      );
      return;
    }
    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    res.write(chunk(id, body.model, { role: 'assistant', content: '' }));
    for (const token of tokens) {
      if (behaviour.kind === 'answer' && behaviour.delayMs) await sleep(behaviour.delayMs);
      res.write(chunk(id, body.model, { content: token }));
    }
    if (behaviour.kind === 'hang') return void open.add(res);
    res.write(chunk(id, body.model, {}, 'stop'));
    res.end('data: [DONE]\n\n');
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.writeHead(400).end());
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    embedded,
    embedWith(fn) {
      embed = fn;
    },
    behave(behaviour) {
      decide = typeof behaviour === 'function' ? behaviour : () => behaviour;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of open) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const DIMENSIONS = 64;

/**
 * A deterministic stand-in for an embeddings model: each word's first five letters hashed into one of
 * 64 dimensions, the counts normalised to unit length, so texts sharing words point the same way.
 */
export function hashedEmbedding(text: string): number[] {
  const vector = new Array<number>(DIMENSIONS).fill(0);
  for (const word of text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .split(/[^\p{L}\p{N}]+/u)) {
    if (word.length < 2) continue;
    let hash = 2166136261;
    for (const c of word.slice(0, 5)) hash = Math.imul(hash ^ c.charCodeAt(0), 16777619);
    vector[(hash >>> 0) % DIMENSIONS]! += 1;
  }
  const norm = Math.hypot(...vector) || 1;
  return norm === 1 && vector.every((v) => v === 0) ? [1, ...vector.slice(1)] : vector.map((v) => v / norm);
}
