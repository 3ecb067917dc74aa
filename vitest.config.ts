import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{contracts,chat-service,worker,site,widget}/src/**/*.test.{ts,tsx}', 'eval/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
