import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createMessageLimiter } from './message-limits.ts';

const rule = { windowMs: 60_000, limit: 3 };

describe('message limits', () => {
  const redis = new Redis('redis://127.0.0.1:6379');
  afterAll(() => redis.quit());

  it('in memory: allows the limit, then refuses, per key', async () => {
    const limiter = createMessageLimiter(undefined);
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.take('visitor-a', rule));
    expect(results).toEqual([true, true, true, false]);
    expect(await limiter.take('visitor-b', rule)).toBe(true);
  });

  it('in memory: a new window starts counting again', async () => {
    const limiter = createMessageLimiter(undefined);
    const short = { windowMs: 50, limit: 1 };
    expect(await limiter.take('k', short)).toBe(true);
    expect(await limiter.take('k', short)).toBe(false);
    await new Promise((r) => setTimeout(r, 80));
    expect(await limiter.take('k', short)).toBe(true);
  });

  it('with Redis: two nodes share one count, and the key expires with its window', async () => {
    const prefix = `vela:test-rl:${randomBytes(4).toString('hex')}:`;
    const nodeA = createMessageLimiter(redis, prefix);
    const nodeB = createMessageLimiter(redis, prefix);
    const results = [
      await nodeA.take('bot:x', rule),
      await nodeB.take('bot:x', rule),
      await nodeA.take('bot:x', rule),
      await nodeB.take('bot:x', rule),
    ];
    expect(results).toEqual([true, true, true, false]);
    const ttl = await redis.pttl(`${prefix}bot:x`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(rule.windowMs);
    await redis.del(`${prefix}bot:x`);
  });

  it.each([
    ['in memory', () => [createMessageLimiter(undefined)]],
    [
      'with Redis, across two nodes',
      () => {
        const prefix = `vela:test-rl:${randomBytes(4).toString('hex')}:`;
        return [createMessageLimiter(redis, prefix), createMessageLimiter(redis, prefix)];
      },
    ],
  ])('%s: a pending reply is claimed once until released, or until its time runs out', async (_, make) => {
    const nodes = make() as ReturnType<typeof createMessageLimiter>[];
    const nodeA = nodes[0] as ReturnType<typeof createMessageLimiter>;
    const nodeB = nodes[1] ?? nodeA;
    expect(await nodeA.claim('demo:x|visitor', 60_000)).toBe(true);
    expect(await nodeB.claim('demo:x|visitor', 60_000)).toBe(false);
    expect(await nodeB.claim('demo:x|other', 60_000)).toBe(true);
    await nodeA.release('demo:x|visitor');
    expect(await nodeB.claim('demo:x|visitor', 50)).toBe(true);
    await new Promise((r) => setTimeout(r, 80));
    expect(await nodeA.claim('demo:x|visitor', 60_000)).toBe(true);
    await nodeA.release('demo:x|visitor');
    await nodeA.release('demo:x|other');
  });
});
