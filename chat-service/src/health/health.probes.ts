import type { Redis } from 'ioredis';

/** True when Redis answers; the health route reports the queue down otherwise. */
export async function pingRedis(redis: Redis): Promise<boolean> {
  try {
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  }
}
