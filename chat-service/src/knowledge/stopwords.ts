// Words too common to tell chunks apart. Keeping them in a question turns a top-10 OR query over
// 100,000 chunks into a scan of most of the index (about 10× slower), and they add nothing to ranking.

const italian = `a ad al all alla alle allo ai agli anche ancora avere aveva avete avevo abbiamo anno c che chi ci
  cio ciò coi col come con contro cosa cui d da dal dall dalla dalle dallo dai dagli de del dell della delle dello
  dei degli di dove dopo e è ed era erano essere fa fare fino fra gli ha hai hanno ho i il in io l la le lei li lo
  loro lui ma me mi mia mie miei mio molto ne nel nell nella nelle nello nei negli no noi non nostra nostre nostri
  nostro o ogni per perché perche più piu poi po qual quale quali qualche quando quanta quante quanti quanto
  quella quelle quelli quello questa queste questi questo qui quindi s sarà se sei senza si sia siamo siete
  solo sono sta stai stanno stato su sua sue sui sul sull sulla sulle sullo suo suoi ti tra tu tua tue tuo tuoi
  tutta tutte tutti tutto un una uno vi voi vostra vostro fate fa posso potete può puo vorrei volete
  salve ciao grazie buongiorno buonasera dite dimmi sapere`;

const english = `a about above after again all am an and any are aren as at be because been before being below
  between both but by can could did do does doing don down during each few for from further had has have
  having he her here hers him his how i if in into is isn it its itself just let me more most my no nor not of
  off on once only or other our ours out over own same she should so some such than that the their theirs
  them then there these they this those through to too under until up very was we were what when where which
  while who whom why will with would you your yours yourself hello hi please thanks thank tell know get got
  s t d ll m re ve`;

export const stopwords: ReadonlySet<string> = new Set(
  `${italian} ${english}`
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => fold(w)),
);

/** Lower case without accents, as both indexes compare words. */
export function fold(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
