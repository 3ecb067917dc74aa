/**
 * 'Are you open today?', 'siete aperti domani sera?': a page gives hours by weekday, never for 'today', so
 * a question about opening that says today, tonight or tomorrow is read with the weekday it means, in the
 * businesses' time zone ('Are you open Tuesday?'). A question not about opening keeps its words: 'if it
 * rains tomorrow, do we get a refund?' asks about rain, not about a Wednesday.
 */

/** Vela's businesses are Italian: their days turn at midnight in Rome. */
export const BUSINESS_TIME_ZONE = 'Europe/Rome';

const OPENING =
  /\b(open|opens|opening|close|closed|closes|closing|shut|shuts|hours|aperti|aperto|aperta|aperte|aprite|apre|aprono|chiusi|chiuso|chiusa|chiuse|chiudete|chiude|chiudono|orari|orario)\b/i;

const WEEKDAYS = {
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  it: ['lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato', 'domenica'],
};

/** Each relative word, its language and the days after today it names ('tonight' is today's evening). */
const RELATIVE: [RegExp, keyof typeof WEEKDAYS, number][] = [
  [/\b(the )?day after tomorrow\b/gi, 'en', 2],
  [/\btomorrow\b/gi, 'en', 1],
  [/\b(today|tonight|this evening)\b/gi, 'en', 0],
  [/\bdopodomani\b/gi, 'it', 2],
  [/\bdomani\b/gi, 'it', 1],
  [/\b(oggi|stasera|stanotte)\b/gi, 'it', 0],
];

/** Monday 0 … Sunday 6, of `now` in the businesses' time zone. */
function weekdayOf(now: Date): number {
  const name = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: BUSINESS_TIME_ZONE }).format(
    now,
  );
  return WEEKDAYS.en.indexOf(name);
}

/**
 * The question with today, tonight and tomorrow (and 'oggi', 'stasera', 'domani') named as weekdays when it
 * or the visitor's previous question asks about opening; otherwise the question as written.
 */
export function withDaysNamed(question: string, previous: string | undefined, now: Date): string {
  if (!OPENING.test(question) && !(previous && OPENING.test(previous))) return question;
  const today = weekdayOf(now);
  let named = question;
  for (const [pattern, language, after] of RELATIVE) {
    named = named.replace(pattern, () => WEEKDAYS[language][(today + after) % 7] ?? '');
  }
  return named;
}

/** A season or a year named by its place after this one ('next season', 'l'anno prossimo', 'la prossima estate'). */
const NEXT_SEASONS = '(year|season|summer|spring|autumn)';
const PROSSIMI = '(anno|stagione|estate|primavera|autunno)';
const NEXT_YEAR: RegExp[] = [
  new RegExp(`\\bnext ${NEXT_SEASONS}\\b`, 'gi'),
  new RegExp(`\\bprossim[oa] ${PROSSIMI}\\b`, 'gi'),
  new RegExp(`\\b(?:l['’]|la )${PROSSIMI} prossim[oa]\\b`, 'gi'),
];

/**
 * The question with 'next year' or 'next season' ('l'anno prossimo', 'la prossima stagione') named by the
 * year it means: pages date a season by its year ('2027 season: from 1 May'), never as 'next'. The year
 * itself is its number.
 */
export function withYearsNamed(question: string, now: Date): string {
  const next = now.getFullYear() + 1;
  return NEXT_YEAR.reduce(
    (named, pattern) =>
      named.replace(pattern, (_, season: string) =>
        /^(year|anno)$/i.test(season) ? String(next) : `${season} ${next}`,
      ),
    question,
  );
}
