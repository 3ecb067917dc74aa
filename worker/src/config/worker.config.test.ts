import { describe, expect, it } from 'vitest';
import { loadWorkerConfig } from './worker.config.ts';

describe('the worker configuration', () => {
  it('reads Redis, the crawl flags, the concurrency and the Chromium to render with', () => {
    const config = loadWorkerConfig({
      REDIS_URL: 'redis://127.0.0.1:6379',
      CRAWL_ALLOW_PRIVATE_HOSTS: '1',
      CRAWL_RESOLVE: 'Shop.test=http://127.0.0.1:4567/, other.test=http://127.0.0.1:4568',
      WORKER_CONCURRENCY: '3',
      BULLMQ_PREFIX: 'vela-test',
      CHROMIUM_PATH: '/opt/chromium/chrome',
    });
    expect(config).toEqual({
      redisUrl: 'redis://127.0.0.1:6379',
      allowPrivateHosts: true,
      resolve: { 'shop.test': 'http://127.0.0.1:4567', 'other.test': 'http://127.0.0.1:4568' },
      concurrency: 3,
      prefix: 'vela-test',
      chromiumPath: '/opt/chromium/chrome',
    });
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('defaults to no private hosts, no mapping and two jobs at once', () => {
    expect(loadWorkerConfig({ REDIS_URL: 'redis://localhost:6379' })).toMatchObject({
      allowPrivateHosts: false,
      resolve: {},
      concurrency: 2,
      prefix: 'bull',
    });
  });

  it('fails with a message naming each wrong variable', () => {
    expect(() => loadWorkerConfig({ CRAWL_RESOLVE: 'shop.test', WORKER_CONCURRENCY: '0' })).toThrow(
      /REDIS_URL: is required.*\n.*CRAWL_RESOLVE: 'shop.test' is not host=http:\/\/address:port\n.*WORKER_CONCURRENCY/,
    );
    expect(() => loadWorkerConfig({ REDIS_URL: 'http://redis:6379' })).toThrow(
      'REDIS_URL: must start with redis:// or rediss://',
    );
  });
});
