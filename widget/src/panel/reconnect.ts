/** Backoff settings for re-establishing the chat connection. */
export interface BackoffOptions {
  /** First retry delay (ms). */
  baseMs: number;
  /** Longest delay between attempts (ms). */
  maxMs: number;
  /** Growth per failed attempt. */
  factor: number;
  /** 0..1: share of the delay that is randomised, so many visitors do not reconnect in lockstep. */
  jitter: number;
}

export const defaultBackoff: BackoffOptions = { baseMs: 500, maxMs: 30_000, factor: 2, jitter: 0.5 };

/** Delay before retry number `attempt` (0-based): exponential, capped, with jitter taken off the top. */
export function backoffDelay(
  attempt: number,
  o: BackoffOptions = defaultBackoff,
  random = Math.random,
): number {
  const ceiling = Math.min(o.maxMs, o.baseMs * o.factor ** Math.min(attempt, 30));
  return Math.round(ceiling * (1 - o.jitter * random()));
}

export interface Reconnector {
  /** The connection dropped or an attempt failed: schedule the next attempt. */
  lost(): void;
  /** Connected: forget past failures. */
  connected(): void;
  /** Retry right away (the network came back, the tab became visible, the visitor sent a message). */
  now(): void;
  stop(): void;
  readonly attempts: number;
}

export interface ReconnectorDeps {
  backoff?: BackoffOptions;
  random?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

/** Calls `connect` again after each loss, with growing delays, one attempt at a time, until stopped. */
export function createReconnector(connect: () => void, deps: ReconnectorDeps = {}): Reconnector {
  const setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = deps.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
  let attempts = 0;
  let timer: unknown;
  let stopped = false;
  let online = true;

  const cancel = () => {
    if (timer !== undefined) clearTimer(timer);
    timer = undefined;
  };
  const attempt = () => {
    timer = undefined;
    if (stopped) return;
    attempts += 1;
    connect();
  };

  return {
    lost() {
      online = false;
      if (stopped || timer !== undefined) return;
      timer = setTimer(attempt, backoffDelay(attempts, deps.backoff, deps.random));
    },
    connected() {
      online = true;
      attempts = 0;
      cancel();
    },
    now() {
      if (stopped || online) return;
      cancel();
      attempt();
    },
    stop() {
      stopped = true;
      cancel();
    },
    get attempts() {
      return attempts;
    },
  };
}
