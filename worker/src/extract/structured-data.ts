import { load } from 'cheerio';
import { z } from 'zod';

/**
 * What a page says of itself to search engines in JSON-LD (`<script type="application/ld+json">`) and does
 * not print: the business's phone, address and opening hours drawn by a map widget, an FAQ whose answers
 * a script loads. Read as text lines in the page's language; what the page prints already is left out.
 */

/** A JSON-LD value: a string, or a list of them, or an object naming one (`{"@id": …, "name": …}`). */
const text = z
  .union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))])
  .transform((value) => (Array.isArray(value) ? value.join(', ') : String(value)).trim());

const address = z.union([
  z.string(),
  z
    .object({
      streetAddress: text.optional(),
      postalCode: text.optional(),
      addressLocality: text.optional(),
      addressRegion: text.optional(),
    })
    .transform((a) =>
      [a.streetAddress, [a.postalCode, a.addressLocality].filter(Boolean).join(' '), a.addressRegion]
        .filter(Boolean)
        .join(', '),
    ),
]);

const openingSpecification = z.object({
  dayOfWeek: text.optional(),
  opens: z.string().optional(),
  closes: z.string().optional(),
  validFrom: z.string().optional(),
  validThrough: z.string().optional(),
});

const question = z.object({
  name: text,
  acceptedAnswer: z.union([z.object({ text }), z.array(z.object({ text }))]),
});

const node = z.object({
  '@type': text.optional(),
  name: text.optional(),
  telephone: text.optional(),
  email: text.optional(),
  address: address.optional(),
  openingHours: text.optional(),
  openingHoursSpecification: z.union([openingSpecification, z.array(openingSpecification)]).optional(),
  mainEntity: z.union([question, z.array(question)]).optional(),
});
type Node = z.infer<typeof node>;

type Language = 'it' | 'en';

const labels: Record<
  Language,
  { phone: string; email: string; address: string; hours: string; faq: string }
> = {
  it: {
    phone: 'Telefono',
    email: 'Email',
    address: 'Indirizzo',
    hours: 'Orari',
    faq: 'Domande frequenti',
  },
  en: {
    phone: 'Phone',
    email: 'Email',
    address: 'Address',
    hours: 'Opening hours',
    faq: 'Frequently asked questions',
  },
};

const DAYS: Record<string, [string, string]> = {
  mo: ['lunedì', 'Monday'],
  tu: ['martedì', 'Tuesday'],
  we: ['mercoledì', 'Wednesday'],
  th: ['giovedì', 'Thursday'],
  fr: ['venerdì', 'Friday'],
  sa: ['sabato', 'Saturday'],
  su: ['domenica', 'Sunday'],
};

/** A schema.org day ('Monday', 'https://schema.org/Monday', 'Mo') in the page's language. */
function dayName(day: string, language: Language): string {
  const key = day.replace(/^.*\//, '').slice(0, 2).toLowerCase();
  const names = DAYS[key];
  return names ? names[language === 'it' ? 0 : 1] : day;
}

/** 'Mo-Fr 09:00-18:00' with its days named: 'Monday–Friday 09:00–18:00'. */
const openingLine = (hours: string, language: Language) =>
  hours
    .replace(/\b(Mo|Tu|We|Th|Fr|Sa|Su)\b/g, (day) => dayName(day, language))
    .replace(/(\S)-(\S)/g, '$1–$2');

const hoursOf = (n: Node, language: Language): string[] => {
  const specifications = [n.openingHoursSpecification ?? []].flat();
  return [
    ...(n.openingHours ? [openingLine(n.openingHours, language)] : []),
    ...specifications.flatMap((s) => {
      if (!s.opens || !s.closes) return [];
      const days = (s.dayOfWeek ?? '')
        .split(/,\s*/)
        .filter(Boolean)
        .map((d) => dayName(d, language))
        .join(', ');
      const period = s.validFrom && s.validThrough ? ` (${s.validFrom} – ${s.validThrough})` : '';
      return [`${days} ${s.opens.slice(0, 5)}–${s.closes.slice(0, 5)}${period}`.trim()];
    }),
  ];
};

/** Every object of a JSON-LD document: a list, an `@graph`, and the objects inside them. */
function nodesOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.flatMap(nodesOf);
  if (!value || typeof value !== 'object') return [];
  const graph = (value as { '@graph'?: unknown })['@graph'];
  return graph ? [value, ...nodesOf(graph)] : [value];
}

/** An answer's text without its markup. */
const plain = (html: string) => load(`<div>${html}</div>`).text().replace(/\s+/g, ' ').trim();

/** A text reduced to its letters and digits, to tell whether the page prints a value already. */
const bare = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .toLowerCase();

/**
 * What the page's JSON-LD adds to its printed text (`printed`): the business's phone, email, address and
 * hours when `business` (the home page, as its footer is read there), as lines; the questions and answers of
 * an FAQ, as a section of `##` questions over their answers. Empty strings when it adds nothing.
 */
export function structuredFacts(
  scripts: string[],
  printed: string,
  language: string | undefined,
  business: boolean,
): { details: string; faq: string } {
  const lang: Language = language === 'it' ? 'it' : 'en';
  const t = labels[lang];
  const known = bare(printed);
  const unknown = (value: string) => bare(value).length > 0 && !known.includes(bare(value));
  const details = new Set<string>();
  const faq = new Set<string>();
  for (const script of scripts) {
    let document: unknown;
    try {
      document = JSON.parse(script);
    } catch {
      continue;
    }
    for (const raw of nodesOf(document)) {
      const parsed = node.safeParse(raw);
      if (!parsed.success) continue;
      const n = parsed.data;
      for (const q of [n.mainEntity ?? []].flat()) {
        const answer = plain([q.acceptedAnswer].flat()[0]?.text ?? '');
        if (answer && unknown(answer)) faq.add(`## ${plain(q.name)}\n\n${answer}`);
      }
      if (!business) continue;
      // '+39 0577 849210' is printed '0577 849210'.
      if (n.telephone && unknown(n.telephone.replace(/^\s*\+\d{2}/, '')))
        details.add(`${t.phone}: ${n.telephone}`);
      if (n.email && unknown(n.email)) details.add(`${t.email}: ${n.email}`);
      if (n.address && unknown(n.address.split(',')[0] ?? '')) details.add(`${t.address}: ${n.address}`);
      // Hours are printed in too many ways to tell whether the page says them: only a page printing no
      // time of day is given them.
      if (!TIME.test(printed)) for (const hours of hoursOf(n, lang)) details.add(`${t.hours}: ${hours}`);
    }
  }
  return {
    details: [...details].join('\n\n'),
    faq: faq.size > 0 ? [`# ${t.faq}`, ...faq].join('\n\n') : '',
  };
}

const TIME = /\b\d{1,2}[:.]\d{2}\b|\b\d{1,2} ?(am|pm)\b/i;
