// `npm run bench`: runs every bench/*.bench.ts in turn (or those named on the command line) and prints
// their figures. Never part of `npm test`: timings on a shared machine are reported, not asserted.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const benches = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.includes(w)))
  .sort();
let failed = 0;
for (const file of benches) {
  console.log(`\n## ${file}`);
  const { status } = spawnSync(process.execPath, ['--import', 'tsx', path.join(dir, file)], {
    stdio: 'inherit',
  });
  if (status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
