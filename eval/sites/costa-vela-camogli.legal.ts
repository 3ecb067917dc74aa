import {
  button,
  buttons,
  h1,
  h2,
  p,
  section,
  small,
  ul,
  type VelaPage,
} from './costa-vela-camogli.layout.ts';

/** A legal page as the template prints it: one narrow column of headings and paragraphs. */
const legal = (...children: string[]) =>
  `<div class="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-12 sm:px-6 md:py-16">${children.join('')}</div>`;

/**
 * Privacy and cookie notices (Italian only) and the terms of sale in Italian and English, generated from
 * an e-commerce template: their generic 14-day withdrawal and refund clauses (written for goods) sit far
 * above the small exclusion that sends leisure services with a fixed date to the weather and cancellation
 * policy.
 */
export const velaLegalPages: VelaPage[] = [
  {
    path: '/condizioni-di-vendita',
    lang: 'it',
    title: 'Condizioni generali di vendita',
    description: 'Condizioni generali di vendita dei servizi e dei prodotti di Costa Vela S.S.D. a r.l.',
    alternate: '/en/terms-of-sale',
    body: legal(
      h1('Condizioni generali di vendita'),
      h2('Art. 1 – Oggetto'),
      p(
        'Le presenti condizioni regolano la vendita a distanza, tramite il sito e i sistemi di prenotazione collegati, dei servizi (corsi, gite, noleggi) e dei prodotti (buoni regalo, abbigliamento) offerti da Costa Vela S.S.D. a r.l., Calata Porto 6, 16032 Camogli (GE) (“il Venditore”).',
      ),
      h2('Art. 2 – Conclusione del contratto'),
      p(
        'Il contratto si conclude con il pagamento online e l’invio da parte del Venditore della conferma d’ordine all’indirizzo email indicato dal Cliente.',
      ),
      h2('Art. 3 – Prezzi e pagamento'),
      p(
        'I prezzi sono espressi in euro e comprendono l’IVA. Il pagamento avviene con carta di credito o di debito tramite il sistema di prenotazione; i dati della carta non sono conservati dal Venditore.',
      ),
      h2('Art. 4 – Consegna dei prodotti'),
      p(
        'I prodotti fisici sono consegnati tramite corriere entro 5 giorni lavorativi dalla conferma d’ordine. I buoni regalo sono inviati via email in formato PDF.',
      ),
      h2('Art. 5 – Diritto di recesso'),
      p(
        'Il Cliente consumatore ha diritto di recedere dal contratto, senza dover fornire alcuna motivazione, entro 14 giorni dalla conclusione del contratto o dal ricevimento dei prodotti. Per esercitarlo, il Cliente invia al Venditore una dichiarazione esplicita via email.',
      ),
      h2('Art. 6 – Rimborsi'),
      p(
        'In caso di recesso il Venditore rimborsa tutti i pagamenti ricevuti senza indebito ritardo e comunque entro 14 giorni dal giorno in cui è stato informato della decisione di recedere, con lo stesso mezzo di pagamento usato dal Cliente.',
      ),
      h2('Art. 7 – Garanzia legale'),
      p(
        'Per i prodotti si applica la garanzia legale di conformità di 24 mesi prevista dal Codice del Consumo (D.Lgs. 206/2005).',
      ),
      h2('Art. 8 – Responsabilità'),
      p(
        'Il Cliente è tenuto a seguire le istruzioni dello skipper e degli istruttori. Il Venditore non risponde della perdita di oggetti personali portati a bordo.',
      ),
      h2('Art. 9 – Legge applicabile e foro'),
      p(
        'Il contratto è regolato dalla legge italiana. Per le controversie con i consumatori è competente il foro del luogo di residenza del consumatore. Piattaforma ODR: https://ec.europa.eu/consumers/odr.',
      ),
      h2('Art. 10 – Servizi con data prestabilita'),
      small(
        'Ai sensi dell’art. 59, comma 1, lettera n) del Codice del Consumo, il diritto di recesso di cui all’art. 5 non si applica ai servizi riguardanti le attività del tempo libero con una data o un periodo di esecuzione specifici (corsi, gite, noleggi). Per questi servizi valgono le regole della pagina <a href="/meteo-e-cancellazioni">Meteo e cancellazioni</a>.',
      ),
      small('Ultimo aggiornamento: 2 marzo 2026'),
    ),
  },
  {
    path: '/en/terms-of-sale',
    lang: 'en',
    title: 'Terms of sale',
    description: 'General terms of sale of the services and products of Costa Vela S.S.D. a r.l.',
    alternate: '/condizioni-di-vendita',
    body: legal(
      h1('General terms of sale'),
      p('<em>This is a translation. In case of discrepancies the Italian text prevails.</em>'),
      h2('1. Scope'),
      p(
        'These terms govern the distance sale, through this website and the booking systems linked to it, of the services (courses, trips, hire) and products (gift vouchers, clothing) offered by Costa Vela S.S.D. a r.l., Calata Porto 6, 16032 Camogli (GE), Italy (“the Seller”).',
      ),
      h2('2. Conclusion of the contract'),
      p('The contract is concluded when you pay online and the Seller emails you the order confirmation.'),
      h2('3. Prices and payment'),
      p(
        'Prices are in euros and include VAT. Payment is by credit or debit card through the booking system; the Seller does not store card details.',
      ),
      h2('4. Delivery of products'),
      p(
        'Physical products are delivered by courier within 5 working days of the order confirmation. Gift vouchers are sent by email as a PDF.',
      ),
      h2('5. Right of withdrawal'),
      p(
        'Consumers have the right to withdraw from the contract, without giving any reason, within 14 days of the conclusion of the contract or of receiving the products. To do so, send the Seller a clear statement by email.',
      ),
      h2('6. Refunds'),
      p(
        'If you withdraw, the Seller refunds all payments received without undue delay and in any case within 14 days of being informed of your decision, using the same means of payment you used.',
      ),
      h2('7. Legal guarantee'),
      p('Products are covered by the 24-month legal guarantee of conformity of the Italian Consumer Code.'),
      h2('8. Liability'),
      p(
        'Customers must follow the instructions of the skipper and the instructors. The Seller is not liable for the loss of personal belongings brought on board.',
      ),
      h2('9. Law and jurisdiction'),
      p(
        'The contract is governed by Italian law. For disputes with consumers the court of the consumer’s place of residence has jurisdiction. ODR platform: https://ec.europa.eu/consumers/odr.',
      ),
      h2('10. Services on a fixed date'),
      small(
        'Under Article 59(1)(n) of the Italian Consumer Code, the right of withdrawal in clause 5 does not apply to leisure services to be provided on a specific date or in a specific period (courses, trips, hire). For these services the rules on <a href="/en/weather-and-cancellations">Weather &amp; cancellations</a> apply.',
      ),
      small('Last updated: 2 March 2026'),
    ),
  },
  {
    path: '/privacy',
    lang: 'it',
    title: 'Informativa privacy',
    description: 'Come Costa Vela tratta i dati personali di clienti, allievi e visitatori del sito.',
    body: legal(
      h1('Informativa sul trattamento dei dati personali'),
      p(
        'Ai sensi degli artt. 13 e 14 del Regolamento (UE) 2016/679 (GDPR), Costa Vela S.S.D. a r.l., Calata Porto 6, 16032 Camogli (GE), titolare del trattamento, informa che i dati personali sono trattati come segue.',
      ),
      h2('Dati trattati e finalità'),
      ul(
        'Nome, cognome, email e telefono: per gestire prenotazioni, corsi e noleggi e per avvisarti in caso di annullamento per il meteo.',
        'Data di nascita, residenza e codice fiscale degli allievi: per il tesseramento alla Federazione Italiana Vela.',
        'Certificato medico o autodichiarazione di buona salute: per l’idoneità all’attività sportiva (dati relativi alla salute, trattati solo con il tuo consenso).',
        'Dati di pagamento: gestiti dal sistema di prenotazione FareHarbor e dal circuito della carta; non conserviamo i numeri delle carte.',
        'Messaggi inviati con il modulo di contatto, via email o WhatsApp: per risponderti.',
      ),
      h2('Base giuridica e conservazione'),
      p(
        'Trattiamo i dati per eseguire il contratto, per obblighi di legge (fiscali e sportivi) e, per la newsletter, con il tuo consenso. I dati contabili sono conservati per 10 anni; quelli del tesseramento per 5 anni; i contatti della newsletter fino alla revoca del consenso.',
      ),
      h2('Destinatari'),
      p(
        'I dati possono essere comunicati alla Federazione Italiana Vela, alla compagnia assicurativa della FIV, a FareHarbor (responsabile del trattamento) e al nostro commercialista. Non vendiamo i tuoi dati.',
      ),
      h2('I tuoi diritti'),
      p(
        'Puoi chiedere in ogni momento l’accesso, la rettifica, la cancellazione, la limitazione o la portabilità dei dati, e opporti al trattamento, scrivendo a privacy@costa-vela-camogli.test. Puoi proporre reclamo al Garante per la protezione dei dati personali.',
      ),
      small('Ultimo aggiornamento: 2 marzo 2026'),
    ),
  },
  {
    path: '/cookie-policy',
    lang: 'it',
    title: 'Cookie policy',
    description: 'Quali cookie usa il sito di Costa Vela e come gestire il consenso.',
    body: legal(
      h1('Cookie policy'),
      p(
        'Questo sito usa cookie tecnici, necessari al funzionamento, e, solo con il tuo consenso, cookie di misurazione e di marketing. Puoi modificare le tue scelte in qualsiasi momento dal link “Preferenze cookie” in fondo a ogni pagina.',
      ),
      h2('Cookie tecnici'),
      ul(
        '<code>_iub_cs-47120983</code> (iubenda): memorizza le tue preferenze sui cookie, 12 mesi.',
        '<code>fh_session</code> (FareHarbor): mantiene la sessione di prenotazione, fino alla chiusura del browser.',
      ),
      h2('Cookie di misurazione'),
      ul(
        '<code>_ga</code>, <code>_ga_*</code> (Google Analytics 4): statistiche anonime sulle visite, 2 anni.',
      ),
      h2('Cookie di marketing'),
      ul(
        '<code>_fbp</code> (Meta Pixel): misura l’efficacia delle inserzioni su Facebook e Instagram, 3 mesi.',
        'YouTube (video incorporati in modalità privacy avanzata): solo se avvii un video.',
      ),
      p(
        'Puoi anche bloccare o cancellare i cookie dalle impostazioni del tuo browser. Il blocco dei cookie tecnici può impedire la prenotazione online.',
      ),
      small('Cookie policy generata con iubenda · ultimo aggiornamento: 2 marzo 2026'),
    ),
  },
];

/** The static export's `404.html`. */
export const velaNotFoundPage: VelaPage = {
  path: '/404',
  lang: 'it',
  title: 'Pagina non trovata',
  description: 'La pagina che cerchi non esiste.',
  body: section([
    h1('Ops, qui c’è solo mare'),
    p('La pagina che cerchi non esiste o è stata spostata.'),
    buttons(button('Torna alla home', '/'), button('Gite in barca', '/escursioni', 'ghost')),
  ]),
};
