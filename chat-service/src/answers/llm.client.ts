import OpenAI from 'openai';

export interface LlmOptions {
  apiKey?: string;
  baseURL?: string;
  model: string;
  /** Longest wait for the first token and between tokens before the answer fails. */
  idleTimeoutMs: number;
}

/** One client for every call to the OpenAI-compatible server (the answer, the rewrite, embeddings). */
export function createLlmClient(options: Omit<LlmOptions, 'model'>): OpenAI {
  return new OpenAI({
    apiKey: options.apiKey ?? 'not-needed',
    baseURL: options.baseURL,
    maxRetries: 0,
    timeout: options.idleTimeoutMs * 4,
  });
}
