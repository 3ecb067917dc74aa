import {
  h1,
  h2,
  p,
  ps,
  size,
  strip,
  type TanaPage,
  TD_COMPANY,
  TD_EMAIL,
  TD_STREET,
  TD_TOWN,
  TD_VAT,
  text,
  ul,
} from './tana-dei-dadi.layout.ts';

/**
 * The rules and terms of sale pasted from a template when the webshop opened in 2021 and never revised,
 * labelled as the 2021 version: one 3,50 € table fee, tables held 30 minutes, groups over 12 by phone, outside
 * food with a 2 € charge, small dogs on a lead, under-16s accompanied, meal vouchers, a 10 € card valid to 31
 * December, shipping in Italy at 7,90 € (free over 79 €), 30 days to withdraw, lost pieces charged. And the
 * privacy and cookie policy.
 */
const regolamento: TanaPage = {
  path: '/regolamento',
  lang: 'it',
  title: 'Regolamento e condizioni di vendita',
  description: 'Regolamento della ludoteca e condizioni generali di vendita del negozio online.',
  strips: [
    strip([
      text(
        `${h1('Regolamento della ludoteca e condizioni di vendita')}${p(size('Versione 2021 (modello standard) – ultimo aggiornamento 15 marzo 2021', 85))}${ps(
          `Il presente regolamento disciplina l’accesso alla ludoteca gestita da ${TD_COMPANY} (di seguito “il Gestore”), ${TD_STREET}, ${TD_TOWN}, P.IVA ${TD_VAT}, e la vendita a distanza dei prodotti tramite il sito.`,
        )}${h2('Parte I – Ludoteca')}${ul(
          'Art. 1 – L’accesso alla ludoteca prevede un coperto unico di € 3,50 a persona, tutti i giorni. I bambini sotto i 10 anni non pagano il coperto.',
          'Art. 2 – I tavoli prenotati sono mantenuti per 30 minuti dall’orario indicato. Le prenotazioni di gruppi oltre 12 persone si effettuano esclusivamente per telefono.',
          'Art. 3 – È consentito consumare cibo portato dall’esterno, con un supplemento di € 2 a persona.',
          'Art. 4 – Sono ammessi cani di piccola taglia, tenuti al guinzaglio.',
          'Art. 5 – I minori di 16 anni devono essere accompagnati da un adulto.',
          'Art. 6 – I pezzi persi o danneggiati vengono addebitati al prezzo di listino del gioco.',
          'Art. 7 – Il pagamento avviene in contanti o con carta; si accettano anche i buoni pasto.',
          'Art. 8 – La tessera associativa costa € 10 ed è valida fino al 31 dicembre dell’anno di emissione.',
        )}${h2('Parte II – Vendita online')}${ul(
          'Art. 9 – I prodotti sono spediti in tutta Italia tramite corriere espresso. Il contributo alle spese di spedizione è di € 7,90; la spedizione è gratuita per ordini superiori a € 79.',
          'Art. 10 – Il Cliente può recedere dal contratto entro 30 giorni dalla consegna, restituendo i prodotti integri a proprie spese.',
          'Art. 11 – I prezzi sono espressi in euro e comprensivi di IVA.',
          'Art. 12 – Per ogni controversia è competente il foro di Bologna.',
        )}`,
      ),
    ]),
  ],
};

const privacy: TanaPage = {
  path: '/privacy',
  lang: 'it',
  title: 'Privacy e cookie',
  description: 'Informativa sul trattamento dei dati personali e sui cookie della Tana dei Dadi.',
  strips: [
    strip([
      text(
        `${h1('Privacy e cookie')}${p(`Titolare del trattamento è ${TD_COMPANY}, ${TD_STREET}, ${TD_TOWN}, P.IVA ${TD_VAT}, email ${TD_EMAIL}.`)}${h2('Quali dati trattiamo')}${ul(
          'I dati che ci inviate con i moduli del sito, per email o su WhatsApp: nome, telefono, email e il contenuto del messaggio.',
          'I dati delle prenotazioni dei tavoli, delle feste e della Sala Drago.',
          'I dati degli ordini del negozio online. I dati di pagamento li trattano direttamente i gestori dei pagamenti.',
          'I dati dei soci con la Tessera Tana: nome, cognome, data di nascita e i timbri.',
        )}${h2('Perché e per quanto tempo')}${ps(
          'Per rispondere alle richieste, gestire prenotazioni, ordini e tessere e adempiere agli obblighi fiscali. Le richieste le conserviamo 12 mesi, i dati fiscali 10 anni.',
        )}${h2('Cookie')}${ps(
          'Il sito è realizzato con Webador, che usa cookie tecnici per il funzionamento e il carrello. I cookie di statistica si attivano solo se li accettate dall’avviso dei cookie.',
        )}${h2('I vostri diritti')}${ps(
          `Potete chiedere l’accesso, la rettifica o la cancellazione dei vostri dati, opporvi al trattamento o chiederne la limitazione scrivendo a ${TD_EMAIL}. Potete anche proporre reclamo al Garante per la protezione dei dati personali.`,
        )}${p(size('Ultimo aggiornamento: 12 febbraio 2025', 85))}`,
      ),
    ]),
  ],
};

export const tanaLegalPages: TanaPage[] = [regolamento, privacy];
