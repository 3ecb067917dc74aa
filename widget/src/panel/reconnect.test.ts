import { describe, expect, it } from 'vitest';
import { backoffDelay, createReconnector, defaultBackoff } from './reconnect.ts';

function fakeClock() {
  let now = 0;
  let seq = 0;
  const timers = new Map<number, { at: number; fn: () => void }>();
  return {
    setTimer: (fn: () => void, ms: number) => {
      seq += 1;
      timers.set(seq, { at: now + ms, fn });
      return seq;
    },
    clearTimer: (h: unknown) => void timers.delete(h as number),
    pending: () => [...timers.values()].map((t) => t.at - now),
    advance(ms: number) {
      now += ms;
      for (const [id, t] of [...timers]) {
        if (t.at <= now) {
          timers.delete(id);
          t.fn();
        }
      }
    },
  };
}

describe('backoffDelay', () => {
  it('doubles from the base delay and stops growing at the cap', () => {
    const noJitter = { ...defaultBackoff, jitter: 0 };
    expect([0, 1, 2, 3].map((n) => backoffDelay(n, noJitter))).toEqual([500, 1000, 2000, 4000]);
    expect(backoffDelay(20, noJitter)).toBe(30_000);
    expect(backoffDelay(5000, noJitter)).toBe(30_000);
  });

  it('takes at most the jitter share off the delay, never adding to it', () => {
    expect(backoffDelay(2, defaultBackoff, () => 0)).toBe(2000);
    expect(backoffDelay(2, defaultBackoff, () => 0.999_999)).toBe(1000);
  });
});

describe('createReconnector', () => {
  it('when the connection drops, it reconnects after the backoff delay, not before', () => {
    const clock = fakeClock();
    let calls = 0;
    const r = createReconnector(() => calls++, { ...clock, random: () => 0 });
    r.lost();
    clock.advance(499);
    expect(calls).toBe(0);
    clock.advance(1);
    expect(calls).toBe(1);
  });

  it('waits longer after each failed attempt and starts over once connected', () => {
    const clock = fakeClock();
    const r = createReconnector(() => {}, { ...clock, random: () => 0 });
    r.lost();
    expect(clock.pending()).toEqual([500]);
    clock.advance(500);
    r.lost();
    expect(clock.pending()).toEqual([1000]);
    clock.advance(1000);
    r.lost();
    expect(clock.pending()).toEqual([2000]);
    clock.advance(2000);
    r.connected();
    expect(r.attempts).toBe(0);
    r.lost();
    expect(clock.pending()).toEqual([500]);
  });

  it('keeps one attempt scheduled however many losses are reported', () => {
    const clock = fakeClock();
    let calls = 0;
    const r = createReconnector(() => calls++, { ...clock, random: () => 0 });
    r.lost();
    r.lost();
    r.lost();
    expect(clock.pending()).toHaveLength(1);
    clock.advance(10_000);
    expect(calls).toBe(1);
  });

  it('retries at once when asked while disconnected, and cancels the scheduled attempt', () => {
    const clock = fakeClock();
    let calls = 0;
    const r = createReconnector(() => calls++, { ...clock, random: () => 0 });
    r.lost();
    r.now();
    expect(calls).toBe(1);
    expect(clock.pending()).toHaveLength(0);
  });

  it('does nothing on "retry now" while connected', () => {
    const clock = fakeClock();
    let calls = 0;
    const r = createReconnector(() => calls++, clock);
    r.now();
    expect(calls).toBe(0);
  });

  it('after stop, no attempt is made', () => {
    const clock = fakeClock();
    let calls = 0;
    const r = createReconnector(() => calls++, clock);
    r.lost();
    r.stop();
    r.lost();
    r.now();
    clock.advance(60_000);
    expect(calls).toBe(0);
  });
});
