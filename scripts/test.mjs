// `npm test`: lint and type-check, then every vitest suite (unit and integration on SQLite, PostgreSQL and Redis).
import { spawnSync } from 'node:child_process';

const steps = [
  ['npx', ['biome', 'check', '.']],
  ['npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['npx', ['vitest', 'run']],
];
for (const [cmd, args] of steps) {
  console.log(`\n> ${cmd} ${args.join(' ')}`);
  const { status } = spawnSync(cmd, args, { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
