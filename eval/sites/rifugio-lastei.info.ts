import {
  callout,
  h,
  type LasteiPage,
  ol,
  p,
  RL_COMPANY,
  RL_EMAIL,
  RL_POSTAL,
  RL_VAT,
  ul,
} from './rifugio-lastei.layout.ts';

/**
 * The Italian-only pages: the hut rules in force (quiet hours 22:00–6:00, rooms free by 9:30, at most 3 nights in
 * a row in August, no food from home in the dining room, no drones, dogs kept out of the dormitories), the 2021
 * rules kept as an archive with an 'ARCHIVIATO – Regolamento 2021' callout and linked from every footer (24 beds,
 * own sleeping bag, masks and Green Pass, arrival by 18:30, quiet from 22:30, cash only, a 50% deposit and free
 * cancellation up to 15 days, no dogs inside the hut, a € 3 shower token, at most 2 nights), and the privacy and
 * cookie notice.
 */

const regolamento: LasteiPage = {
  path: '/regolamento',
  lang: 'it',
  title: 'Regolamento del rifugio',
  icon: '📜',
  description: 'Le regole del Rifugio Lastei: silenzio, camerate, cani, cibo, rifiuti.',
  body: [
    p(
      'Il rifugio è un luogo di ospitalità per chi va in montagna. Queste regole seguono il regolamento dei rifugi della SAT; le trovate appese anche all’ingresso.',
    ),
    ol(
      'Per pernottare serve la prenotazione. Arrivate entro le 18:00, oppure avvisateci.',
      'Gli scarponi restano nel locale scarponi all’ingresso: le ciabatte ve le diamo noi.',
      'In camerata è obbligatorio il sacco lenzuolo.',
      '**Silenzio dalle 22:00 alle 6:00.** Alle 22:00 si spengono le luci delle camerate.',
      'Le camere e le camerate vanno liberate entro le 9:30 del mattino.',
      'Nel mese di agosto si può restare al massimo 3 notti di fila.',
      'In sala da pranzo non si mangia cibo portato da casa: il pranzo al sacco si consuma sulla terrazza o sul prato.',
      'È vietato fumare all’interno del rifugio.',
      'I cani non sono ammessi nelle camerate; nelle zone comuni stanno al guinzaglio.',
      'È vietato far volare droni intorno al rifugio, anche solo per le foto.',
      'I rifiuti si riportano a valle: al rifugio non ci sono cestini.',
      'Il prezzo soci vale solo mostrando la tessera CAI, SAT o di un club con reciprocità.',
      'Con il maltempo o in caso di emergenza nessuno viene mandato via, anche se il rifugio è pieno.',
    ),
    p('Grazie! La famiglia Zanol'),
  ].join(''),
};

const regolamento2021: LasteiPage = {
  path: '/regolamento-2021',
  lang: 'it',
  title: 'ARCHIVIATO – Regolamento 2021',
  icon: '🗄️',
  description: 'Regolamento del Rifugio Lastei per la stagione 2021 (archivio).',
  body: [
    callout(
      '🗄️',
      'gray-light',
      '**ARCHIVIATO – Regolamento 2021, non più in vigore.** Lo lasciamo qui come archivio. Il regolamento di oggi è [qui](/regolamento).',
    ),
    h(2, 'Regolamento del Rifugio Lastei – stagione 2021'),
    ol(
      'Per le norme anti-Covid la capienza è ridotta a 24 posti letto.',
      'È obbligatorio il sacco a pelo personale: il sacco lenzuolo non basta. Non si prestano coperte.',
      'Mascherina obbligatoria negli spazi comuni al chiuso; dal 6 agosto 2021 per mangiare al chiuso serve il Green Pass.',
      'Arrivo entro le 18:30.',
      'Silenzio dalle 22:30 alle 6:30.',
      'Si accettano solo contanti.',
      'Per prenotare si versa una caparra del 50% con bonifico; la cancellazione è gratuita fino a 15 giorni prima dell’arrivo.',
      'I cani non sono ammessi all’interno del rifugio.',
      'Gettone doccia € 3.',
      'Si può soggiornare al massimo 2 notti.',
    ),
  ].join(''),
};

const privacy: LasteiPage = {
  path: '/privacy',
  lang: 'it',
  title: 'Privacy e cookie',
  icon: '🔒',
  description: 'Informativa privacy e cookie del sito del Rifugio Lastei.',
  body: [
    h(2, 'Titolare del trattamento'),
    p(`${RL_COMPANY}, ${RL_POSTAL}, P.IVA ${RL_VAT}. Email: ${RL_EMAIL}.`),
    h(2, 'Quali dati trattiamo'),
    ul(
      'I dati che ci mandate per prenotare (nome, telefono, email, date, numero di persone, tessera CAI), per gestire la prenotazione e per gli obblighi di legge (registrazione degli ospiti).',
      'I dati di navigazione raccolti da Super, la piattaforma che pubblica il sito, e, solo con il vostro consenso, le statistiche anonime di Super Analytics.',
    ),
    h(2, 'Cookie'),
    p(
      'Usiamo cookie tecnici necessari al funzionamento del sito e, solo se li accettate dal banner, cookie di statistica anonimi. Potete cambiare idea cancellando i cookie dal browser.',
    ),
    h(2, 'I vostri diritti'),
    p(
      `Potete chiedere in ogni momento di vedere, correggere o cancellare i vostri dati scrivendo a ${RL_EMAIL}. Conserviamo i dati delle prenotazioni per il tempo richiesto dalla legge.`,
    ),
  ].join(''),
};

export const lasteiInfoPages: LasteiPage[] = [regolamento, regolamento2021, privacy];
