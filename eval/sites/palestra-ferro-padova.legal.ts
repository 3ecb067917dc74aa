import {
  em,
  FERRO_COMPANY,
  FERRO_EMAIL,
  FERRO_PIVA,
  FERRO_STREET,
  FERRO_TOWN,
  type FerroPage,
  heading,
  p,
  strong,
  table,
  ul,
} from './palestra-ferro-padova.layout.ts';

/**
 * The legal pages: the privacy policy, the cookie policy Complianz generated, and the terms the owners pasted
 * from a consultant's template when the first website went up in 2021 and never revised: a € 20 fee, 2021
 * prices, the certificate within 15 days, every membership suspended for up to 60 days, refunds, transfers,
 * minors from 12, cash and cheques, and 2021 opening hours, all contradicting the current pages.
 */
const privacy: FerroPage = {
  path: '/privacy',
  lang: 'it',
  title: 'Privacy policy',
  description: 'Informativa sul trattamento dei dati personali di Ferro Training S.S.D. a r.l.',
  body: [
    p(
      `Titolare del trattamento è ${FERRO_COMPANY}, ${FERRO_STREET}, ${FERRO_TOWN}, P.IVA ${FERRO_PIVA}, email ${FERRO_EMAIL}.`,
    ),
    heading('Quali dati trattiamo', 'h2'),
    ul(
      'Dati anagrafici e di contatto dei soci e, per i minorenni, di un genitore.',
      'Il certificato medico per l’attività sportiva e l’autodichiarazione di buona salute.',
      'Gli ingressi registrati dal badge e le prenotazioni fatte con l’app.',
      'I dati che ci inviate con il modulo di contatto o su WhatsApp.',
    ),
    heading('Perché li trattiamo', 'h2'),
    p(
      'Per gestire il tesseramento, l’assicurazione, gli abbonamenti e le prenotazioni, per gli obblighi di legge e fiscali e per rispondere alle vostre richieste. Con il vostro consenso, per inviarvi la newsletter.',
    ),
    heading('Per quanto tempo', 'h2'),
    p(
      'Per la durata del rapporto e poi per 10 anni per gli obblighi fiscali; i certificati medici fino a 12 mesi dopo la scadenza; gli ingressi del badge per 12 mesi.',
    ),
    heading('I vostri diritti', 'h2'),
    p(
      `Potete chiedere l’accesso, la rettifica o la cancellazione dei vostri dati, la limitazione del trattamento o la portabilità, e opporvi al trattamento, scrivendo a ${FERRO_EMAIL}. Potete proporre reclamo al Garante per la protezione dei dati personali.`,
    ),
    p(em('Ultimo aggiornamento: 3 marzo 2025')),
  ].join('\n'),
};

const cookies: FerroPage = {
  path: '/cookie-policy-ue',
  lang: 'it',
  title: 'Cookie policy (UE)',
  description: 'Cookie policy del sito di Palestra Ferro Padova.',
  unlisted: true,
  body: [
    p(
      'Questa cookie policy è stata aggiornata l’ultima volta il 3 marzo 2025 e si applica ai cittadini e ai residenti permanenti dello Spazio economico europeo e della Svizzera.',
    ),
    heading('1. Introduzione', 'h2'),
    p(
      'Il nostro sito web, https://www.palestra-ferro-padova.test (di seguito: “il sito web”) utilizza cookie e altre tecnologie correlate. I cookie sono anche elaborati da terze parti che abbiamo ingaggiato.',
    ),
    heading('2. Cookie utilizzati', 'h2'),
    table(
      ['Servizio', 'Finalità', 'Durata'],
      [
        ['Complianz', 'Funzionale: memorizza le preferenze sui cookie', '365 giorni'],
        ['WordPress', 'Funzionale: sessione', 'Sessione'],
        ['Google Analytics', 'Statistiche (solo con consenso)', '2 anni'],
        ['Google Maps', 'Marketing: mostra la mappa (solo con consenso)', 'Variabile'],
      ],
    ),
    heading('3. Consenso', 'h2'),
    p(
      'Alla prima visita vi mostriamo un banner con la spiegazione dei cookie. Potete cambiare le vostre scelte in qualsiasi momento dal pulsante “Gestisci consenso”.',
    ),
  ].join('\n'),
};

const terms: FerroPage = {
  path: '/termini-e-condizioni',
  lang: 'it',
  title: 'Termini e condizioni',
  description: 'Condizioni generali di abbonamento di Ferro Training S.S.D. a r.l.',
  body: [
    p(em('Condizioni generali di abbonamento – revisione 2021')),
    p(
      `${strong('Art. 1 – Oggetto.')} Le presenti condizioni regolano l’iscrizione e l’accesso alla palestra gestita da ${FERRO_COMPANY} (di seguito “la Società”), P.IVA ${FERRO_PIVA}.`,
      `${strong('Art. 2 – Iscrizione.')} L’iscrizione si perfeziona con la firma del modulo e il pagamento della quota di iscrizione 2021 di € 20, valida 12 mesi.`,
      `${strong('Art. 3 – Tariffe 2021.')} Abbonamento mensile € 42, trimestrale € 115, annuale € 390. Le tariffe sono esposte in reception.`,
      `${strong('Art. 4 – Certificato medico.')} Il socio deve consegnare il certificato medico per attività sportiva non agonistica entro 15 giorni dall’iscrizione.`,
      `${strong('Art. 5 – Sospensione.')} Tutti gli abbonamenti, anche mensili, possono essere sospesi per un massimo di 60 giorni.`,
      `${strong('Art. 6 – Recesso e rimborsi.')} Il socio può recedere con preavviso scritto di un mese; le mensilità non godute vengono rimborsate.`,
      `${strong('Art. 7 – Cessione.')} L’abbonamento può essere ceduto a terzi previa comunicazione scritta alla Società.`,
      `${strong('Art. 8 – Minori.')} I minori sono ammessi dai 12 anni con autorizzazione scritta di un genitore.`,
      `${strong('Art. 9 – Pagamenti.')} Il pagamento può avvenire in contanti, con assegno, bancomat o carta di credito.`,
      `${strong('Art. 10 – Orari 2021.')} La palestra è aperta dal lunedì al venerdì dalle 7:00 alle 21:00 e il sabato dalle 9:00 alle 13:00.`,
      `${strong('Art. 11 – Responsabilità.')} La Società non risponde degli oggetti lasciati negli spogliatoi.`,
      `${strong('Art. 12 – Foro competente.')} Per ogni controversia è competente il Foro di Padova.`,
    ),
  ].join('\n'),
};

export const ferroLegalPages: FerroPage[] = [privacy, cookies, terms];
