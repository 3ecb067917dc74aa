// Knowledge index at scale: build 100,000 chunks of generated Italian/English business text, then time
// top-10 searches with realistic questions in both languages, on SQLite and (when reachable) PostgreSQL.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { IngestedDocument } from '@vela/contracts';
import { sql } from 'kysely';
import { type DialectName, openStorage, type Storage } from '../chat-service/src/db/database.ts';
import {
  conceptTerms,
  questionConcepts,
  sharedLexicon,
} from '../chat-service/src/knowledge/analysis/question.ts';
import { stopwords } from '../chat-service/src/knowledge/analysis/stems.ts';
import { tsQuery } from '../chat-service/src/knowledge/knowledge.query.ts';
import { rankRows } from '../chat-service/src/knowledge/knowledge.rank.ts';
import type { KnowledgeScope } from '../chat-service/src/knowledge/knowledge.scope.ts';
import { rankedByConcept } from '../chat-service/src/knowledge/knowledge.search.postgres.ts';
import { searchKnowledge, termStats } from '../chat-service/src/knowledge/knowledge.search.ts';
import { indexDocuments } from '../chat-service/src/knowledge/knowledge.use-case.ts';
import { insertTraining } from '../chat-service/src/trainings/training.repository.ts';

const TOTAL_CHUNKS = Number(process.env.KNOWLEDGE_BENCH_CHUNKS ?? 100_000);
const CHUNKS_PER_SOURCE = 1_000;
const SMALL_SCOPES = 10;
const QUERIES = 300;
const PG_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

let seed = 20261122;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;

const realWords = {
  it: `forno pane pizza focaccia orari apertura domenica lunedì sabato chiuso prezzo costo consegna domicilio
    ordine prenotazione tavolo ristorante menu piatti pasta fresca vino cantina dolci torta compleanno glutine
    celiaci vegano biologico farina lievito madre impasto cottura legna negozio indirizzo telefono email
    parcheggio spedizione pagamento carta contanti fattura garanzia reso rimborso prodotto servizio cliente
    assistenza preventivo gratuito consulenza appuntamento studio avvocato dentista palestra abbonamento corso
    lezione iscrizione sconto offerta promozione stagione estate inverno natale pasqua evento catering matrimonio
    camera albergo colazione piscina spiaggia escursione guida museo biglietto noleggio bicicletta auto officina
    revisione tagliando gomme ricambi idraulico elettricista riparazione installazione caldaia condizionatore`,
  en: `bakery bread pizza opening hours sunday monday saturday closed price cost delivery home order booking
    table restaurant menu dishes fresh pasta wine cellar desserts cake birthday gluten vegan organic flour
    sourdough dough baking wood shop address phone email parking shipping payment card cash invoice warranty
    return refund product service customer support quote free consultation appointment office lawyer dentist
    gym membership course lesson enrollment discount offer promotion season summer winter christmas easter
    event catering wedding room hotel breakfast pool beach tour guide museum ticket rental bike car garage
    inspection service tyres parts plumber electrician repair installation boiler conditioner`,
};
/**
 * Per language, 50,000 words ranked as in natural text (Zipf: a word's frequency falls as 1/rank). The real
 * words a question asks about sit at ranks 100–3,000, so each appears in roughly 0.5–5% of the chunks.
 */
const VOCABULARY_SIZE = 50_000;
const vocabulary = Object.fromEntries(
  (['it', 'en'] as const).map((lang) => {
    const syllables =
      lang === 'it'
        ? ['ca', 'ro', 'ti', 'ne', 'la', 'mo', 'sti', 'ver', 'pa', 'do', 'gu', 'fe']
        : ['ex', 'ton', 'ly', 'ar', 'ing', 'mer', 'st', 'ple', 'ed', 'ro', 'ck', 'ow'];
    const ranked = Array.from(
      { length: VOCABULARY_SIZE },
      (_, i) => `${pick(syllables)}${pick(syllables)}${i.toString(36)}`,
    );
    for (const real of realWords[lang].split(/\s+/).filter(Boolean))
      ranked[100 + Math.floor(random() * 2900)] = real;
    return [lang, ranked];
  }),
) as Record<'it' | 'en', string[]>;
const common = [...stopwords].filter((w) => w.length > 1);

/** About 45% of the words of running text are stopwords; the rest follow the Zipf ranking. */
const word = (lang: 'it' | 'en') => {
  if (random() < 0.45) return pick(common);
  return vocabulary[lang][Math.floor(VOCABULARY_SIZE ** random()) - 1] as string;
};
const sentence = (lang: 'it' | 'en') => {
  const words = Array.from({ length: 8 + Math.floor(random() * 14) }, () => word(lang));
  return `${words.join(' ').replace(/^./, (c) => c.toUpperCase())}.`;
};
/** One page section of about 700–1,000 characters under two headings: the chunker keeps it as one chunk. */
function page(i: number): IngestedDocument {
  const lang = random() < 0.7 ? 'it' : 'en';
  let text = '';
  while (text.length < 700 + random() * 300) text += `${sentence(lang)} `;
  return {
    source: `https://site-${i % 500}.test/page-${i}`,
    title: `${word(lang)} ${word(lang)} — Site ${i % 500}`,
    text: `# ${word(lang)}\n\n## ${word(lang)} ${word(lang)}\n\n${text.trim()}`,
  };
}

const questions = [
  'A che ora apre il forno la domenica?',
  'Quanto costa la consegna a domicilio?',
  'Fate pizza senza glutine per celiaci?',
  'Posso prenotare un tavolo per sabato sera?',
  'Qual è il vostro indirizzo e il numero di telefono?',
  'Accettate pagamento con carta o contanti?',
  'Avete un parcheggio vicino al negozio?',
  'Come posso chiedere un preventivo gratuito?',
  'Quali sono gli orari di apertura in estate?',
  'Fate catering per un matrimonio?',
  "C'è uno sconto per l'abbonamento in palestra?",
  'Come funziona il reso e il rimborso di un prodotto?',
  'Quanto costa la revisione dell’auto in officina?',
  'La colazione è inclusa nella camera?',
  'Avete torte per un compleanno vegano?',
  'What time does the bakery open on Sunday?',
  'How much does home delivery cost?',
  'Do you have gluten free pizza?',
  'Can I book a table for Saturday night?',
  'What is your address and phone number?',
  'Do you accept card payment or cash?',
  'Is there parking near the shop?',
  'How can I get a free quote?',
  'What are your opening hours in summer?',
  'Do you offer catering for a wedding?',
  'Is there a discount on the gym membership?',
  'How do returns and refunds work?',
  'How much is a car inspection at the garage?',
  'Is breakfast included with the room?',
  'Do you make vegan birthday cakes?',
];

const pgSchema = process.env.KNOWLEDGE_BENCH_PG_SCHEMA ?? `bench_${randomBytes(4).toString('hex')}`;

const tempDirs: string[] = [];

async function open(dialect: DialectName): Promise<Storage> {
  const dataDir = process.env.KNOWLEDGE_BENCH_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'vela-bench-'));
  if (!process.env.KNOWLEDGE_BENCH_DIR) tempDirs.push(dataDir);
  return openStorage({
    dataDir,
    databaseUrl: dialect === 'postgres' ? PG_URL : undefined,
    pgSchema: dialect === 'postgres' ? pgSchema : undefined,
  });
}

/** Indexes pages as a finished crawl would (chunking, one transaction); returns the chunks stored. */
async function addSource(storage: Storage, scope: KnowledgeScope, from: number, count: number) {
  const pages = Array.from({ length: count }, (_, i) => page(from + i));
  const { id } = await insertTraining(storage.db, scope, { kind: 'crawl', label: 'bench', input: '{}' });
  return (await indexDocuments(storage.db, id, pages))?.chunkCount ?? 0;
}

async function timeSearches(storage: Storage, scope: KnowledgeScope) {
  const times: number[] = [];
  let hits = 0;
  for (let i = 0; i < QUERIES + 10; i++) {
    const started = performance.now();
    const found = await searchKnowledge(storage.db, scope, questions[i % questions.length] as string, 10);
    if (i >= 10) times.push(performance.now() - started);
    hits += found.length;
  }
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    (times[Math.min(times.length - 1, Math.floor(q * times.length))] as number).toFixed(1);
  return `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms (${QUERIES} questions it/en, ${(hits / (QUERIES + 10)).toFixed(1)} hits each)`;
}

/**
 * PostgreSQL ranks every chunk matching a question only when they are few; otherwise it takes candidates
 * by rarity. Compared here with ranking every match, by the coverage score the answers use.
 */
async function againstRankingEveryMatch(storage: Storage, scope: KnowledgeScope) {
  let identical = 0;
  let atLeast = 0;
  let sumEvery = 0;
  let sumNow = 0;
  for (const question of questions) {
    const concepts = questionConcepts(question, sharedLexicon());
    const terms = conceptTerms(concepts).slice(0, 48);
    const groups = concepts
      .map((c) => [...new Set(c.variants.map((v) => v.term).filter((t) => terms.includes(t)))])
      .filter((g) => g.length > 0);
    const stats = await termStats(storage.db, scope, terms);
    const rows = await rankedByConcept(storage.db, scope, groups, tsQuery(terms), 40);
    const every = rankRows(rows, concepts, stats, { legalAsked: false }).slice(0, 10);
    const now = await searchKnowledge(storage.db, scope, question, 10);
    const scoreEvery = every.reduce((sum, r) => sum + r.score, 0);
    const scoreNow = now.reduce((sum, h) => sum + h.score, 0);
    sumEvery += scoreEvery;
    sumNow += scoreNow;
    if (every.map((r) => Number(r.row.id)).join() === now.map((h) => h.chunkId).join()) identical++;
    if (scoreNow >= scoreEvery - 1e-9) atLeast++;
  }
  return `top 10 against ranking every match: identical for ${identical} of ${questions.length} questions, coverage as high or higher for ${atLeast}, total coverage ${(sumNow / sumEvery).toFixed(3)}×`;
}

async function bench(dialect: DialectName) {
  let storage: Storage;
  try {
    storage = await open(dialect);
  } catch (err) {
    console.log(`knowledge ${dialect}: skipped (${err instanceof Error ? err.message : err})`);
    return;
  }
  const big: KnowledgeScope = { botId: 'big' };
  const started = performance.now();
  let indexed = 0;
  for (let from = 0; from < TOTAL_CHUNKS; from += CHUNKS_PER_SOURCE) {
    indexed += await addSource(storage, big, from, Math.min(CHUNKS_PER_SOURCE, TOTAL_CHUNKS - from));
  }
  const seconds = (performance.now() - started) / 1000;
  // A live database has statistics from autovacuum; give the freshly filled one the same.
  if (dialect === 'postgres') await sql`analyze knowledge_chunks`.execute(storage.db);
  let others = 0;
  for (let s = 0; s < SMALL_SCOPES; s++) {
    others += await addSource(storage, { demoId: `demo-${s}` }, TOTAL_CHUNKS + s * 1000, 1000);
  }
  const n = (count: number) => count.toLocaleString('en');
  console.log(
    `knowledge ${dialect}: indexed ${n(indexed)} chunks (${n(TOTAL_CHUNKS)} pages chunked and stored one crawl of ${n(CHUNKS_PER_SOURCE)} at a time) in ${seconds.toFixed(1)} s (${Math.round(indexed / seconds)} chunks/s)`,
  );
  console.log(
    `knowledge ${dialect}: top-10 search over one bot's ${n(indexed)} chunks: ${await timeSearches(storage, big)}`,
  );
  console.log(
    `knowledge ${dialect}: top-10 search over a demo's ${n(others / SMALL_SCOPES)} chunks (of ${n(indexed + others)}): ${await timeSearches(storage, { demoId: 'demo-3' })}`,
  );
  if (dialect === 'postgres')
    console.log(`knowledge postgres: ${await againstRankingEveryMatch(storage, big)}`);
  if (dialect === 'postgres' && !process.env.KNOWLEDGE_BENCH_PG_SCHEMA) {
    await sql`drop schema ${sql.id(pgSchema)} cascade`.execute(storage.db);
  }
  await storage.close();
}

console.log(
  `knowledge: ${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(1)} at start (timings grow with other work on the machine)`,
);
for (const dialect of (process.env.KNOWLEDGE_BENCH_DIALECTS ?? 'sqlite,postgres').split(',')) {
  await bench(dialect as DialectName);
}
for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
