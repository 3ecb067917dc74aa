import {
  block,
  h3,
  NINFEA_EMAIL,
  NINFEA_VAT,
  type NinfeaPage,
  p,
  table,
  ul,
} from './estetica-ninfea.layout.ts';

/* The legal pages, only in Italian: the general terms (a 2019 template whose 48 hours' cancellation and
 * 6-month gift vouchers contradict the pages), the privacy policy and the cookie policy. */

const condizioni: NinfeaPage = {
  path: '/condizioni-generali',
  lang: 'it',
  title: 'Condizioni generali di servizio',
  description: 'Condizioni generali di servizio del Centro Estetico Ninfea.',
  body: block(
    p('<em>Ultimo aggiornamento: 2 settembre 2019</em>'),
    h3('1. Oggetto'),
    p(
      `Le presenti condizioni regolano la prestazione dei servizi estetici e di benessere da parte di Centro Estetico Ninfea di Elena Bertin &amp; C. S.a.s., P.IVA ${NINFEA_VAT} (di seguito “il Centro”), a favore dei propri clienti (di seguito “il Cliente”).`,
    ),
    h3('2. Prenotazioni'),
    p(
      'I trattamenti si effettuano su appuntamento. La prenotazione può essere effettuata telefonicamente o di persona presso il Centro e si intende confermata al momento della comunicazione dell’orario da parte del Centro.',
    ),
    h3('3. Disdetta'),
    p(
      'Eventuali disdette o modifiche dell’appuntamento devono essere comunicate almeno 48 ore prima dell’orario fissato. In caso di disdetta tardiva o di mancata presentazione, il Centro si riserva di addebitare al Cliente l’intero importo del trattamento prenotato.',
    ),
    h3('4. Ritardi'),
    p(
      'In caso di ritardo del Cliente, il trattamento potrà essere ridotto in proporzione, al fine di non pregiudicare gli appuntamenti successivi, senza alcuna riduzione del prezzo.',
    ),
    h3('5. Buoni regalo'),
    p(
      'I buoni regalo hanno una validità di 6 mesi dalla data di acquisto, non sono nominativi, non sono rimborsabili né convertibili in denaro. Trascorso il termine di validità il buono non potrà più essere utilizzato.',
    ),
    h3('6. Pacchetti e abbonamenti'),
    p(
      'I pacchetti e gli abbonamenti devono essere utilizzati entro la data di scadenza indicata al momento dell’acquisto. Le sedute non utilizzate entro tale data non danno diritto a rimborso.',
    ),
    h3('7. Stato di salute del Cliente'),
    p(
      'Il Cliente è tenuto a comunicare al Centro, prima del trattamento, eventuali patologie, allergie, terapie in corso e lo stato di gravidanza. Il Centro declina ogni responsabilità per danni derivanti da informazioni omesse o non veritiere.',
    ),
    h3('8. Oggetti personali'),
    p(
      'Il Centro non risponde di denaro, gioielli e oggetti di valore lasciati negli spogliatoi o nelle cabine. Sono a disposizione armadietti con chiave.',
    ),
    h3('9. Foro competente'),
    p(
      'Per ogni controversia è competente il Foro di Padova, salvo quanto previsto dal Codice del Consumo a favore del consumatore.',
    ),
  ),
};

const privacy: NinfeaPage = {
  path: '/privacy-policy',
  lang: 'it',
  title: 'Privacy policy',
  description: 'Informativa sul trattamento dei dati personali del Centro Estetico Ninfea.',
  body: block(
    p(
      'Informativa ai sensi degli articoli 13 e 14 del Regolamento (UE) 2016/679 (GDPR) per i clienti e per gli utenti del sito.',
    ),
    h3('Titolare del trattamento'),
    p(
      `Centro Estetico Ninfea di Elena Bertin &amp; C. S.a.s., Via Santa Lucia 32, 35139 Padova, P.IVA ${NINFEA_VAT}. Per ogni richiesta sui vostri dati potete scrivere a <a href="mailto:privacy@estetica-ninfea.test">privacy@estetica-ninfea.test</a> oppure a ${NINFEA_EMAIL}.`,
    ),
    h3('Quali dati trattiamo'),
    ul(
      'Dati di contatto (nome, telefono, email) per gestire le prenotazioni, anche tramite WhatsApp e la piattaforma Uala.',
      'Dati della scheda cliente, compresi dati relativi alla salute (allergie, gravidanza, patologie), che ci servono per eseguire i trattamenti in sicurezza.',
      'Dati di pagamento, trattati dai circuiti e dagli istituti bancari; noi non conserviamo i numeri delle carte.',
      'Dati di navigazione e cookie, come descritto nella <a href="/cookie-policy">cookie policy</a>.',
    ),
    h3('Per quanto tempo'),
    p(
      'La scheda cliente è conservata per 5 anni dall’ultimo trattamento; i dati fiscali per 10 anni, come previsto dalla legge. I dati usati per la newsletter fino alla revoca del consenso.',
    ),
    h3('I vostri diritti'),
    p(
      'Potete chiedere l’accesso, la rettifica, la cancellazione, la limitazione del trattamento e la portabilità dei dati, opporvi al trattamento e proporre reclamo al Garante per la protezione dei dati personali.',
    ),
  ),
};

const cookie: NinfeaPage = {
  path: '/cookie-policy',
  lang: 'it',
  title: 'Cookie policy',
  description: 'Cookie policy del sito del Centro Estetico Ninfea.',
  unlisted: true,
  body: block(
    p(
      'Questo sito usa cookie tecnici, necessari al funzionamento, e, solo con il vostro consenso raccolto tramite il banner di iubenda, cookie di misurazione e di terze parti.',
    ),
    table(
      ['Cookie', 'Fornitore', 'Finalità', 'Durata'],
      [
        ['pll_language', 'Centro Estetico Ninfea (Polylang)', 'Ricorda la lingua scelta', '1 anno'],
        ['_iub_cs-*', 'iubenda', 'Registra le preferenze sul consenso', '1 anno'],
        ['_ga, _ga_*', 'Google Analytics', 'Statistiche anonime di visita', '2 anni'],
        ['NID', 'Google Maps', 'Mappa nella pagina Orari e contatti', '6 mesi'],
        ['uala_session', 'Uala', 'Funzionamento del calendario di prenotazione', 'sessione'],
      ],
    ),
    p(
      'Potete modificare le vostre scelte in qualsiasi momento con il link “Preferenze privacy” in fondo a ogni pagina, oppure dalle impostazioni del browser.',
    ),
  ),
};

export const ninfeaLegalPages: NinfeaPage[] = [condizioni, privacy, cookie];

export const ninfeaNotFoundPage: NinfeaPage = {
  path: '/404',
  lang: 'it',
  title: 'Pagina non trovata',
  description: 'Pagina non trovata',
  body: block(
    h3('Oops! Questa pagina non esiste.'),
    p('Sembra che qui non ci sia niente. Provate dal menu, oppure tornate alla <a href="/">home page</a>.'),
  ),
};
