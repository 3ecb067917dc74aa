import {
  a,
  em,
  h1,
  h2,
  lines,
  type MacinePage,
  MC_CIN,
  MC_COMPANY,
  MC_EMAIL,
  MC_LOC,
  MC_PHONE,
  MC_REA,
  MC_STREET,
  MC_TOWN,
  MC_VAT,
  olive,
  p,
  strong,
} from './agriturismo-le-macine.layout.ts';

/**
 * The legal pages: the terms Giovanna copied from a template in 2021, still linked from the footer as
 * "Condizioni generali" with an 'ARCHIVIATE' line on top (a 50% deposit, free cancellation up to 30 days,
 * check-in 14:00–20:00, check-out by 10:00, pets on request at € 10 a day, breakfast 7:30–9:30, cheques,
 * shipping free from € 60, cash on delivery at € 5, the old office in Via Roma 3); the legal information
 * (company, P.IVA, REA, CIN, regional code) and the privacy and cookie policy.
 */

const condizioni2021: MacinePage = {
  path: '/Condizioni-generali',
  title: 'Condizioni generali',
  description:
    'Condizioni generali di soggiorno e di vendita dell’Agriturismo Le Macine (versione 2021, archiviata).',
  content: `${p(
    `${olive(strong('ARCHIVIATE – Versione 2021 (modello standard), non più in vigore.'))}<br>${em(
      `Le condizioni attuali sono nelle pagine ${a('Prezzi e prenotazioni', '/Camere-e-appartamenti/Prezzi-e-prenotazioni')} e ${a('Spedizioni e condizioni di vendita', '/Il-nostro-olio/Spedizioni-e-condizioni-di-vendita')}.`,
    )}`,
    'border: 1px solid #c9b98f; padding: 10px;',
  )}${h1('Condizioni generali di soggiorno e di vendita')}${p(em('Versione 1.0 – marzo 2021'))}${h2(
    '1. Titolare',
  )}${p('Società Agricola Le Macine s.s., Via Roma 3, 06039 Trevi (PG).')}${h2('2. Prenotazione')}${p(
    'La prenotazione si intende confermata al ricevimento di una caparra pari al 50% dell’importo totale del soggiorno. Il saldo è dovuto all’arrivo.',
  )}${h2('3. Cancellazione')}${p(
    'In caso di cancellazione fino a 30 giorni prima della data di arrivo la caparra viene restituita per intero. Per cancellazioni successive la caparra viene trattenuta.',
  )}${h2('4. Arrivo e partenza')}${p(
    'Le camere sono disponibili dalle 14:00 alle 20:00 del giorno di arrivo e devono essere liberate entro le 10:00 del giorno di partenza. La colazione è servita dalle 7:30 alle 9:30.',
  )}${h2('5. Animali')}${p(
    'Gli animali domestici sono ammessi su richiesta, con un supplemento di € 10 al giorno.',
  )}${h2('6. Pagamenti')}${p('Si accettano contanti, assegni bancari, bancomat e tutte le principali carte di credito.')}${h2(
    '7. Vendita di prodotti',
  )}${p(
    'La spedizione è gratuita per ordini superiori a € 60. È disponibile il pagamento in contrassegno, con un supplemento di € 5.',
  )}${h2('8. Responsabilità')}${p(
    'La direzione non risponde di oggetti di valore lasciati nelle camere o nelle auto parcheggiate. Gli ospiti rispondono dei danni arrecati alla struttura.',
  )}${h2('9. Foro competente')}${p('Per ogni controversia è competente il Foro di Spoleto.')}`,
};

const legali: MacinePage = {
  path: '/Informazioni-legali',
  title: 'Informazioni legali',
  description:
    'Informazioni legali dell’Agriturismo Le Macine: titolare, partita IVA, REA, CIN e codice regionale.',
  content: `${h1('Informazioni legali')}${lines(strong(MC_COMPANY), MC_STREET, MC_LOC, MC_TOWN)}${lines(
    `Partita IVA e codice fiscale: ${MC_VAT}`,
    `REA: ${MC_REA}`,
    'Legale rappresentante: Giovanna Bartolini',
    `Telefono: ${MC_PHONE}`,
    `E-mail: ${a(MC_EMAIL, `mailto:${MC_EMAIL}`)}`,
  )}${h2('Struttura ricettiva')}${lines(
    'Agriturismo iscritto all’elenco regionale degli operatori agrituristici dell’Umbria',
    'Codice identificativo regionale (CIR): 054054AGR00021',
    `Codice identificativo nazionale (CIN): ${MC_CIN}`,
  )}${h2('Risoluzione delle controversie online')}${p(
    `La Commissione Europea mette a disposizione una piattaforma per la risoluzione delle controversie online: ${a('https://ec.europa.eu/consumers/odr', 'https://ec.europa.eu/consumers/odr')}.`,
  )}`,
};

const privacy: MacinePage = {
  path: '/Informativa-sulla-privacy',
  title: 'Informativa sulla privacy',
  description:
    'Informativa sul trattamento dei dati personali e politica dei cookie dell’Agriturismo Le Macine.',
  content: `${h1('Informativa sulla privacy')}${p(em('Ultimo aggiornamento: 3 febbraio 2025'))}${h2(
    'Titolare del trattamento',
  )}${p(`${MC_COMPANY}, ${MC_STREET}, ${MC_LOC}, ${MC_TOWN}. E-mail: ${a(MC_EMAIL, `mailto:${MC_EMAIL}`)}.`)}${h2(
    'Quali dati trattiamo e perché',
  )}${p(
    'I dati che ci date quando prenotate, ordinate nello shop o ci scrivete (nome, recapiti, indirizzo di consegna, date del soggiorno): li usiamo per rispondervi, gestire la prenotazione o l’ordine e per gli obblighi di legge, come la comunicazione degli alloggiati alla Questura e la fatturazione.',
  )}${h2('Per quanto tempo')}${p(
    'I dati delle prenotazioni e degli ordini per 10 anni, come richiesto dalle norme fiscali; le richieste che non diventano prenotazioni per 12 mesi.',
  )}${h2('I vostri diritti')}${p(
    'Potete chiedere l’accesso, la rettifica o la cancellazione dei vostri dati scrivendoci, e proporre reclamo al Garante per la protezione dei dati personali.',
  )}<h2 id="cookie">Politica dei cookie</h2>${p(
    'Questo sito usa cookie tecnici, necessari al funzionamento, e, solo con il vostro consenso, i cookie di Google Maps nella pagina dei contatti. Potete cambiare le vostre scelte in qualsiasi momento dal link “Configurazione” del banner.',
  )}`,
};

export const macineLegalPages: MacinePage[] = [condizioni2021, legali, privacy];
