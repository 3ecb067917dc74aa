// `npm test`: `npm run lint` (Biome, the dependency rules, types), every vitest suite (unit and integration on
// SQLite, PostgreSQL and Redis), then a production build, the widget's gzip budgets (size-limit) and the
// Playwright journeys in Chromium against it.
import { spawnSync } from 'node:child_process';

const steps = [
  ['npm', ['run', 'lint']],
  ['npx', ['vitest', 'run']],
  ['npm', ['run', 'build']],
  ['npx', ['size-limit']],
  ['npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']],
];
for (const [cmd, args] of steps) {
  console.log(`\n> ${cmd} ${args.join(' ')}`);
  const { status } = spawnSync(cmd, args, { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
