// `npm run eval [-- --mode extractive|generative|both] [--db sqlite|postgres] [--verbose] [--json FILE]
// [--only ID-OR-CATEGORY,...]`: measures answer quality per question category and prints the figures.
// Always exits 0 once the figures are printed: it is a measurement, not a gate (the floors test is).
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { type Dialect, type EvalRun, type Mode, runEval } from './harness.ts';
import { loadQuestions } from './questions.ts';
import { formatFailures, formatRun, summarise } from './report.ts';

const { values } = parseArgs({
  options: {
    mode: { type: 'string', default: 'extractive' },
    db: { type: 'string', default: 'sqlite' },
    verbose: { type: 'boolean', default: false },
    json: { type: 'string' },
    only: { type: 'string' },
  },
});

const modes: Mode[] =
  values.mode === 'both'
    ? ['extractive', 'generative']
    : values.mode === 'generative'
      ? ['generative']
      : ['extractive'];
if (!['extractive', 'generative', 'both'].includes(values.mode))
  throw new Error(`Unknown --mode ${values.mode}`);
if (values.db !== 'sqlite' && values.db !== 'postgres') throw new Error(`Unknown --db ${values.db}`);
const dialect = values.db as Dialect;

const wanted = values.only?.split(',').filter(Boolean) ?? [];
const questions = loadQuestions().filter(
  (q) => wanted.length === 0 || wanted.some((w) => q.id.startsWith(w) || q.category === w || q.site === w),
);

const runs: EvalRun[] = [];
for (const mode of modes) {
  process.stderr.write(`${mode}: training the demos…\n`);
  const run = await runEval({
    mode,
    dialect,
    questions,
    onResult: (r, i, total) => {
      if (process.stderr.isTTY)
        process.stderr.write(
          `\r${mode}: ${i + 1}/${total} ${r.verdict.pass ? '✓' : '✗'} ${r.question.id}`.padEnd(70),
        );
    },
  });
  if (process.stderr.isTTY) process.stderr.write('\n');
  runs.push(run);
  console.log(`\n${formatRun(run)}`);
  if (values.verbose) console.log(`\nFailed questions (${mode}):\n${formatFailures(run) || '(none)'}`);
}

if (values.json) {
  const report = runs.map((run) => ({ ...run, summary: summarise(run) }));
  writeFileSync(values.json, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nResults written to ${values.json}`);
}
process.exit(0);
