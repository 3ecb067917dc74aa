import type { EvalRun, QuestionResult } from './harness.ts';
import { type Category, categories } from './questions.ts';
import { citationPrecision, pathOf, percentile } from './score.ts';

export interface CategoryFigures {
  questions: number;
  hits: number;
  declined: number;
  /** Generative, on-site: questions whose prompt passages held an expected fact. */
  retrieved?: number;
}

export interface RunSummary {
  byCategory: Record<Category, CategoryFigures>;
  overall: CategoryFigures;
  citations: { cited: number; relevant: number; share: number };
  latency: { p50: number; p95: number };
  /** Generative: the time the rewrite call and its extra searches add before the answer call. */
  rewrite?: { p50: number; p95: number };
}

function figures(results: QuestionResult[], generative: boolean): CategoryFigures {
  const onSite = results.filter((r) => r.question.category !== 'not-on-site');
  return {
    questions: results.length,
    hits: results.filter((r) => r.verdict.pass).length,
    declined: results.filter((r) => r.verdict.declined).length,
    ...(generative && onSite.length > 0 ? { retrieved: onSite.filter((r) => r.retrieved).length } : {}),
  };
}

export function summarise(run: EvalRun): RunSummary {
  const generative = run.mode === 'generative';
  const byCategory = Object.fromEntries(
    categories.map((c) => [
      c,
      figures(
        run.results.filter((r) => r.question.category === c),
        generative,
      ),
    ]),
  ) as Record<Category, CategoryFigures>;
  const latencies = run.results.map((r) => r.latencyMs);
  const rewrites = run.results.flatMap((r) => (r.rewriteMs === undefined ? [] : [r.rewriteMs]));
  return {
    byCategory,
    overall: figures(run.results, generative),
    citations: citationPrecision(run.results.map((r) => r.verdict)),
    latency: { p50: percentile(latencies, 50), p95: percentile(latencies, 95) },
    rewrite: rewrites.length ? { p50: percentile(rewrites, 50), p95: percentile(rewrites, 95) } : undefined,
  };
}

const pct = (n: number, of: number) => (of ? `${((100 * n) / of).toFixed(1)}%` : '–');
const cell = (n: number, of: number) => `${String(n).padStart(3)}  ${pct(n, of).padStart(6)}`;

/** The printed table: one row per category, then overall, citation precision and latency. */
export function formatRun(run: EvalRun): string {
  const s = summarise(run);
  const generative = run.mode === 'generative';
  const onSiteCount = s.overall.questions - s.byCategory['not-on-site'].questions;
  const head = ['category'.padEnd(16), 'questions', '  strict hits', '   declined'];
  if (generative) head.push('  retrieval recall');
  const row = (name: string, f: CategoryFigures, recallOf: number) => {
    const cols = [name.padEnd(16), String(f.questions).padStart(9), cell(f.hits, f.questions).padStart(13)];
    cols.push(cell(f.declined, f.questions).padStart(11));
    if (generative)
      cols.push(f.retrieved === undefined ? '                 –' : cell(f.retrieved, recallOf).padStart(18));
    return cols.join('  ');
  };
  const lines = [
    `== ${run.mode} answers (${run.dialect}) ==`,
    ...run.trainings.map((t) => `   ${t.domain}: ${t.documents} pages indexed in ${t.seconds.toFixed(1)} s`),
    '',
    head.join('  '),
    ...categories
      .filter((c) => s.byCategory[c].questions > 0)
      .map((c) => row(c, s.byCategory[c], s.byCategory[c].questions)),
    '-'.repeat(generative ? 80 : 60),
    row('overall', s.overall, onSiteCount),
    '',
    `not-on-site decline rate: ${pct(s.byCategory['not-on-site'].declined, s.byCategory['not-on-site'].questions)}` +
      `   on-site wrongly declined: ${s.overall.declined - s.byCategory['not-on-site'].declined} of ${onSiteCount}`,
    `citation precision: ${pct(s.citations.relevant, s.citations.cited)} (${s.citations.relevant} of ${s.citations.cited} pages cited by passing on-site answers hold the fact)`,
    `latency (send to answer:end): p50 ${Math.round(s.latency.p50)} ms, p95 ${Math.round(s.latency.p95)} ms`,
  ];
  if (generative)
    lines.push(
      `retrieval recall: ${pct(s.overall.retrieved ?? 0, onSiteCount)} of on-site questions had an expected fact in the passages sent to the model`,
    );
  if (s.rewrite)
    lines.push(
      `rewrite call and its searches, added before the answer call: p50 ${s.rewrite.p50.toFixed(1)} ms, p95 ${s.rewrite.p95.toFixed(1)} ms`,
    );
  return lines.join('\n');
}

/** Each failed question with what was asked, what came back and from where. */
export function formatFailures(run: EvalRun): string {
  return run.results
    .filter((r) => !r.verdict.pass)
    .map((r) => {
      const q = r.question;
      const why = r.answer.error
        ? `error: ${r.answer.error}`
        : q.category === 'not-on-site'
          ? 'did not decline'
          : r.verdict.declined
            ? 'declined'
            : r.verdict.rejected.length
              ? `quoted rejected ${JSON.stringify(r.verdict.rejected)}`
              : `no expected fact ${JSON.stringify(q.expect)}`;
      const recall =
        r.retrieved === undefined ? '' : ` (fact ${r.retrieved ? 'was' : 'was not'} in the passages)`;
      return [
        `✗ ${q.id} [${q.category}] ${why}${recall}`,
        ...q.history.map((h) => `    earlier: ${h}`),
        `    asked:   ${q.ask}`,
        `    answer:  ${r.answer.text.replace(/\s+/g, ' ').slice(0, 400)}`,
        `    sources: ${r.answer.sources.map((x) => pathOf(x.url)).join(', ') || '(none)'}${q.pages.length ? `   expected: ${q.pages.join(', ')}` : ''}`,
      ].join('\n');
    })
    .join('\n');
}
