import { performance } from 'node:perf_hooks';
import type { Language, TrainingProgress } from '@vela/contracts';
import {
  ask,
  type ClientSocket,
  connectChat,
  newVisitorId,
} from '../chat-service/src/realtime/chat-test.setup.ts';
import {
  type FakeLlmServer,
  type LlmRequest,
  startFakeLlmServer,
} from '../chat-service/src/test/fake-llm-server.ts';
import { groundedLlm, isRewriteRequest, promptPassages } from '../chat-service/src/test/grounded-llm.ts';
import { startTestApp } from '../chat-service/src/test/test-app.ts';
import type { Question } from './questions.ts';
import { type Answer, holdsFact, scoreAnswer, type Verdict } from './score.ts';
import { startEvalSites } from './sites/eval-sites.ts';

export type Mode = 'extractive' | 'generative';

/** The day the eval's questions are asked on: a Tuesday, in the season the fixture sites describe. */
export const EVAL_NOW = new Date('2026-11-24T10:00:00Z');
export type Dialect = 'sqlite' | 'postgres';

export interface QuestionResult {
  question: Question;
  answer: Answer;
  verdict: Verdict;
  /** From sending the question to `answer:end` (or the error). */
  latencyMs: number;
  /** Generative only, on-site only: whether the passages the model received held an expected fact. */
  retrieved?: boolean;
  /** Generative only: from the rewrite call's arrival to the answer call's, the time the rewrite adds. */
  rewriteMs?: number;
}

export interface SiteTraining {
  domain: string;
  demoId: string;
  /** Pages indexed, as the finished training reports them. */
  documents: number;
  seconds: number;
}

export interface EvalRun {
  mode: Mode;
  dialect: Dialect;
  trainings: SiteTraining[];
  results: QuestionResult[];
}

export interface EvalOptions {
  mode: Mode;
  dialect?: Dialect;
  questions: Question[];
  /** Called after each question, for a progress line. */
  onResult?: (result: QuestionResult, index: number, total: number) => void;
  trainingTimeoutMs?: number;
}

const generous = { windowMs: 60_000, limit: 100_000 };

async function createDemo(baseUrl: string, domain: string, language: Language): Promise<string> {
  const res = await fetch(`${baseUrl}/api/chatbot-demo/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ domain, language }),
  });
  const body = (await res.json()) as { demoId?: string; message?: string };
  if (res.status !== 201 || !body.demoId)
    throw new Error(`Creating the demo of ${domain} answered ${res.status}: ${JSON.stringify(body)}`);
  return body.demoId;
}

/** Waits for the demo's crawl to be indexed, from its socket's progress events (and a poll, in case). */
async function waitUntilTrained(baseUrl: string, domain: string, demoId: string, timeoutMs: number) {
  const started = performance.now();
  const socket = await connectChat(baseUrl, { demoId, visitorId: newVisitorId() });
  let poll: NodeJS.Timeout | undefined;
  let timer: NodeJS.Timeout | undefined;
  try {
    const done = await new Promise<TrainingProgress>((resolve, reject) => {
      const check = (p: TrainingProgress | undefined) => {
        if (p?.status === 'ready') resolve(p);
        if (p?.status === 'failed') reject(new Error(`Training ${domain} failed: ${p.error ?? 'no reason'}`));
      };
      socket.on('training:progress', check);
      poll = setInterval(() => {
        fetch(`${baseUrl}/api/chatbot-demo/${demoId}`)
          .then((res) => res.json() as Promise<{ training?: TrainingProgress }>)
          .then((view) => check(view.training))
          .catch(() => {});
      }, 1000);
      timer = setTimeout(
        () => reject(new Error(`Training ${domain} was not ready after ${timeoutMs / 1000} s`)),
        timeoutMs,
      );
    });
    return { domain, demoId, documents: done.done, seconds: (performance.now() - started) / 1000 };
  } finally {
    clearInterval(poll);
    clearTimeout(timer);
    socket.close();
  }
}

/** Did any answer prompt the model received carry an expected fact in its passages? */
function retrievedFact(question: Question, requests: LlmRequest[]): boolean {
  return requests
    .filter((req) => !isRewriteRequest(req))
    .some((req) => {
      const passages = promptPassages(req).map((p) => `${p.title}\n${p.heading ?? ''}\n${p.text}`);
      return question.expect.some((fact) => passages.some((text) => holdsFact(text, fact)));
    });
}

/** The time between the rewrite call reaching the model server and the answer call reaching it. */
function rewriteTime(requests: LlmRequest[] | undefined): number | undefined {
  const rewrite = requests?.find(isRewriteRequest)?.receivedAt;
  const answer = requests?.find((r) => !isRewriteRequest(r))?.receivedAt;
  return rewrite !== undefined && answer !== undefined ? answer - rewrite : undefined;
}

/** Asks one question in a fresh conversation: its history first, then the question, timed. */
async function askQuestion(baseUrl: string, demoId: string, question: Question, llm?: FakeLlmServer) {
  const socket: ClientSocket = await connectChat(baseUrl, { demoId, visitorId: newVisitorId() });
  try {
    let conversationId: string | undefined;
    for (const turn of question.history) {
      const earlier = await ask(socket, turn, conversationId);
      if (earlier.ack?.ok) conversationId = earlier.ack.conversationId;
    }
    const seen = llm?.requests.length ?? 0;
    const started = performance.now();
    const reply = await ask(socket, question.ask, conversationId);
    const latencyMs = performance.now() - started;
    const refused = reply.ack && !reply.ack.ok ? reply.ack.error : undefined;
    const answer: Answer = reply.end
      ? { text: reply.end.text, sources: reply.end.sources }
      : { text: '', sources: [], error: reply.error ?? refused ?? 'no answer' };
    const verdict = scoreAnswer(question, answer);
    const onSite = question.category !== 'not-on-site';
    const retrieved = llm && onSite ? retrievedFact(question, llm.requests.slice(seen)) : undefined;
    return {
      question,
      answer,
      verdict,
      latencyMs,
      retrieved,
      rewriteMs: rewriteTime(llm?.requests.slice(seen)),
    };
  } finally {
    socket.close();
  }
}

/**
 * One eval run: serves the fixture sites, starts a real app (with the grounded stand-in model in
 * generative mode), creates and trains one demo per site, and asks every question over the socket.
 */
export async function runEval(options: EvalOptions): Promise<EvalRun> {
  const dialect = options.dialect ?? 'sqlite';
  const sites = await startEvalSites();
  let llm: FakeLlmServer | undefined;
  let app: Awaited<ReturnType<typeof startTestApp>> | undefined;
  try {
    const env: Record<string, string> = {
      CRAWL_ALLOW_PRIVATE_HOSTS: '1',
      CRAWL_RESOLVE: sites.crawlResolve,
    };
    if (options.mode === 'generative') {
      llm = await startFakeLlmServer();
      llm.behave(groundedLlm);
      Object.assign(env, { OPENAI_BASE_URL: llm.baseUrl, OPENAI_API_KEY: 'eval', OPENAI_MODEL: 'grounded' });
    }
    const limits = { chatVisitor: generous, chatAddress: generous, chatBot: generous, demoCreate: generous };
    const domains = [...new Set(options.questions.map((q) => q.site))];
    // A fixed day, so that 'are you open today?' is answered alike on every run. Every training is watched
    // at once, a socket each, from this one address: more than a visitor's network may hold open.
    app = await startTestApp(
      dialect,
      { limits, answersNow: () => EVAL_NOW, socketsPerAddress: domains.length + 1 },
      env,
    );
    const baseUrl = app.baseUrl;
    const trainings = await Promise.all(
      domains.map(async (domain) =>
        waitUntilTrained(
          baseUrl,
          domain,
          await createDemo(baseUrl, domain, sites.languageOf(domain)),
          options.trainingTimeoutMs ?? 90_000,
        ),
      ),
    );
    const demoOf = new Map(trainings.map((t) => [t.domain, t.demoId]));
    const results: QuestionResult[] = [];
    for (const [i, question] of options.questions.entries()) {
      const result = await askQuestion(baseUrl, demoOf.get(question.site)!, question, llm);
      results.push(result);
      options.onResult?.(result, i, options.questions.length);
    }
    return { mode: options.mode, dialect, trainings, results };
  } finally {
    await app?.stop();
    await llm?.close();
    await sites.close();
  }
}
