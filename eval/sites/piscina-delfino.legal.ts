import {
  boldLine,
  DELFINO_CF,
  DELFINO_CLUB,
  DELFINO_EMAIL,
  DELFINO_STREET,
  DELFINO_TOWN,
  type DelfinoPage,
  heading,
  lines,
  p,
  text,
} from './piscina-delfino.layout.ts';

/**
 * The general terms, a template the club's consultant wrote in 2021 and nobody updated (refunds for missed
 * lessons, the certificate within 30 days, quarterly fees, a € 20 card, 30 days' notice, 12-month swim
 * cards, parents at the poolside, cheques), the privacy and cookie pages and Jimdo's "Informazioni legali".
 */
export const delfinoLegalPages: DelfinoPage[] = [
  {
    path: '/iscrizioni/condizioni-generali',
    lang: 'it',
    title: 'Condizioni generali',
    description: 'Condizioni generali di iscrizione e frequenza dell’ASD Nuoto Delfino.',
    body: [
      heading('Condizioni generali', 1),
      text(
        p('<em>Condizioni generali di iscrizione e frequenza - revisione settembre 2021</em>'),
        p(
          '<strong>Art. 1 - Oggetto.</strong> Le presenti condizioni regolano l’iscrizione ai corsi e l’accesso agli impianti gestiti dall’Associazione Sportiva Dilettantistica (di seguito “Associazione”).',
          '<strong>Art. 2 - Iscrizione.</strong> L’iscrizione si perfeziona con la compilazione del modulo e il pagamento della quota. Il certificato medico può essere consegnato entro 30 giorni dall’inizio del corso.',
          '<strong>Art. 3 - Quote.</strong> Le quote dei corsi si pagano in anticipo per trimestre (ottobre - dicembre, gennaio - marzo, aprile - giugno). La tessera associativa ha un costo di € 20 ed è comprensiva di assicurazione.',
          '<strong>Art. 4 - Assenze.</strong> In caso di malattia documentata da certificato medico, le lezioni perse saranno rimborsate a fine trimestre. Le lezioni perse per altri motivi possono essere recuperate entro il trimestre.',
          '<strong>Art. 5 - Recesso.</strong> Il socio può recedere in qualsiasi momento con preavviso scritto di 30 giorni.',
          '<strong>Art. 6 - Ingressi.</strong> I carnet di ingressi hanno validità 12 mesi dalla data di acquisto.',
          '<strong>Art. 7 - Accesso a bordo vasca.</strong> I genitori dei bambini dei corsi 3 - 5 anni possono assistere alle lezioni a bordo vasca, indossando le ciabatte.',
          '<strong>Art. 8 - Pagamenti.</strong> I pagamenti si effettuano in contanti, con assegno o con bonifico bancario.',
          '<strong>Art. 9 - Responsabilità.</strong> L’Associazione non risponde degli oggetti lasciati negli spogliatoi.',
          '<strong>Art. 10 - Foro competente.</strong> Per ogni controversia è competente il Foro di Verona.',
        ),
      ),
    ].join('\n'),
  },
  {
    path: '/privacy',
    lang: 'it',
    title: 'Privacy',
    description: 'Informativa sul trattamento dei dati personali dell’ASD Nuoto Delfino.',
    unlisted: true,
    body: [
      heading('Informativa privacy', 1),
      text(
        p(
          `Titolare del trattamento è l’${DELFINO_CLUB}, ${DELFINO_STREET}, ${DELFINO_TOWN}, Codice Fiscale/P.IVA ${DELFINO_CF}, email ${DELFINO_EMAIL}.`,
        ),
        boldLine('Quali dati trattiamo'),
        p(
          'I dati anagrafici e di contatto dei soci e, per i minori, dei genitori; il certificato medico; le immagini delle telecamere dell’ingresso; i dati inviati con il modulo di contatto del sito.',
        ),
        boldLine('Perché'),
        p(
          'Per gestire il tesseramento, l’iscrizione ai corsi e l’assicurazione, per gli obblighi di legge e fiscali e per rispondere alle vostre richieste. Le immagini servono alla sicurezza dell’impianto e sono conservate per 72 ore.',
        ),
        boldLine('A chi li comunichiamo'),
        p(
          'Alla Federazione Italiana Nuoto e alla compagnia assicurativa per il tesseramento, al nostro consulente fiscale e a Jimdo GmbH, che ospita il sito. I dati non vengono trasferiti fuori dall’Unione europea.',
        ),
        boldLine('Per quanto tempo'),
        p(
          'Per la durata del tesseramento e poi per 10 anni per gli obblighi fiscali; i certificati medici per 12 mesi dalla scadenza.',
        ),
        boldLine('I vostri diritti'),
        p(
          `Potete chiedere l’accesso, la rettifica o la cancellazione dei vostri dati, o opporvi al trattamento, scrivendo a ${DELFINO_EMAIL}. Potete anche rivolgervi al Garante per la protezione dei dati personali.`,
        ),
      ),
    ].join('\n'),
  },
  {
    path: '/cookie-policy',
    lang: 'it',
    title: 'Cookie policy',
    description: 'Cookie policy del sito della Piscina Delfino.',
    unlisted: true,
    body: [
      heading('Cookie policy', 1),
      text(
        p(
          'Questo sito è realizzato con Jimdo e usa cookie tecnici, necessari al funzionamento del sito, e, solo con il vostro consenso, cookie statistici anonimi per capire quali pagine sono più visitate.',
          'Il sito mostra la mappa di Google Maps e il riquadro della nostra pagina Facebook: questi servizi possono installare i loro cookie, secondo le loro informative.',
          'Potete cambiare le vostre scelte in qualsiasi momento dal link “Politica dei cookie” in fondo a ogni pagina, o cancellare i cookie dalle impostazioni del browser.',
        ),
      ),
    ].join('\n'),
  },
  {
    path: '/about',
    lang: 'it',
    title: 'Informazioni legali',
    description: 'Informazioni legali del sito della Piscina Delfino.',
    unlisted: true,
    body: [
      heading('Informazioni legali', 1),
      text(
        lines(
          DELFINO_CLUB,
          'Associazione Sportiva Dilettantistica',
          DELFINO_STREET,
          DELFINO_TOWN,
          `Codice Fiscale/P.IVA ${DELFINO_CF}`,
          'Iscritta al Registro nazionale delle attività sportive dilettantistiche',
          'Affiliata alla Federazione Italiana Nuoto',
          'Legale rappresentante: Laura Zanella',
        ),
      ),
    ].join('\n'),
  },
];
