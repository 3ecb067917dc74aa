import {
  p,
  SLT_COMPANY,
  SLT_EMAIL,
  SLT_STREET,
  SLT_TOWN,
  SLT_VAT,
  type SltPage,
  s123Module,
  text,
  ul,
} from './spazio-lanificio-torino.layout.ts';

const h3 = (html: string) => `<h3>${html}</h3>`;

/**
 * The terms (pasted in 2021 from a coworking template and never brought up to date: 60 days' notice, a deposit
 * of two months' fees on every plan), the privacy policy and the cookie policy.
 */
export const sltLegalPages: SltPage[] = [
  {
    path: '/termini-e-condizioni',
    lang: 'it',
    title: 'Termini e condizioni',
    description: 'Regolamento e condizioni generali di utilizzo degli spazi di Spazio Lanificio.',
    modules: [
      s123Module(
        { type: 'about', num: 16, title: 'Regolamento e condizioni generali', h1: true },
        text(
          p('<em>Ultimo aggiornamento: 1 marzo 2021</em>') +
            h3('1. Oggetto') +
            p(
              `Le presenti condizioni regolano l’utilizzo degli spazi di coworking gestiti da ${SLT_COMPANY} (di seguito «il Gestore») in ${SLT_STREET}, ${SLT_TOWN}, da parte dei membri e degli utenti giornalieri (di seguito «l’Utente»).`,
            ) +
            h3('2. Accesso agli spazi') +
            p(
              'L’accesso è consentito secondo quanto previsto dal piano sottoscritto. L’Utente è tenuto a registrarsi in reception al primo ingresso e a custodire con cura il badge personale, che non può essere ceduto a terzi.',
            ) +
            h3('3. Durata e recesso') +
            p(
              'Gli abbonamenti mensili si rinnovano tacitamente di mese in mese. L’Utente può recedere in qualsiasi momento con un preavviso scritto di 60 giorni, da inviare via email o raccomandata A/R. In mancanza di preavviso il Gestore addebiterà il canone dei due mesi successivi.',
            ) +
            h3('4. Deposito cauzionale') +
            p(
              'Alla sottoscrizione di qualsiasi abbonamento mensile l’Utente versa un deposito cauzionale pari a due mensilità del canone, restituito entro 30 giorni dalla cessazione del contratto, dedotti eventuali danni o importi non pagati.',
            ) +
            h3('5. Pagamenti') +
            p(
              'I canoni si pagano in anticipo entro il giorno 5 di ogni mese. In caso di ritardo il Gestore può sospendere l’accesso agli spazi fino al saldo.',
            ) +
            h3('6. Ospiti') +
            p(
              'L’Utente può ricevere ospiti nelle aree comuni e nelle sale riunioni, registrandoli in reception. L’Utente risponde del comportamento dei propri ospiti.',
            ) +
            h3('7. Regole di convivenza') +
            ul(
              'In open space si mantiene un tono di voce basso; le telefonate si fanno nelle phone booth.',
              'È vietato fumare all’interno dei locali.',
              'Non è consentito l’accesso agli animali, ad eccezione dei cani guida.',
              'Le postazioni flessibili vanno lasciate libere e in ordine a fine giornata.',
              'La cucina comune va lasciata pulita dopo l’uso.',
            ) +
            h3('8. Responsabilità') +
            p(
              'Il Gestore non risponde di oggetti lasciati incustoditi negli spazi comuni. Gli armadietti sono custoditi dall’Utente con il proprio lucchetto o codice.',
            ) +
            h3('9. Foro competente') +
            p('Per ogni controversia è competente in via esclusiva il Foro di Torino.'),
        ),
      ),
    ],
  },
  {
    path: '/privacy',
    lang: 'it',
    title: 'Privacy',
    description: 'Informativa sul trattamento dei dati personali di Spazio Lanificio.',
    modules: [
      s123Module(
        { type: 'about', num: 16, title: 'Informativa privacy', h1: true },
        text(
          p(
            `Ai sensi del Regolamento (UE) 2016/679 (GDPR), ${SLT_COMPANY}, con sede in ${SLT_STREET}, ${SLT_TOWN}, P.IVA ${SLT_VAT}, titolare del trattamento, informa che i dati personali forniti tramite il modulo di contatto, la newsletter o la sottoscrizione dei contratti sono trattati per rispondere alle richieste, gestire i contratti, adempiere agli obblighi fiscali e, con il consenso, inviare la newsletter.`,
            'I dati sono trattati con strumenti elettronici, conservati per il tempo necessario alle finalità indicate e per gli obblighi di legge, e non sono diffusi. Possono essere comunicati ai fornitori che ci aiutano a gestire il sito, la posta elettronica, la contabilità e l’accesso con badge, nominati responsabili del trattamento.',
            'Il sito è realizzato con SITE123, che tratta i dati di navigazione come indicato nella propria informativa.',
            `In ogni momento puoi chiedere l’accesso, la rettifica, la cancellazione o la limitazione dei tuoi dati, opporti al trattamento o chiederne la portabilità scrivendo a ${SLT_EMAIL}. Hai inoltre il diritto di proporre reclamo al Garante per la protezione dei dati personali.`,
          ),
        ),
      ),
    ],
  },
  {
    path: '/cookie-policy',
    lang: 'it',
    title: 'Cookie policy',
    description: 'Quali cookie usa il sito di Spazio Lanificio e come gestirli.',
    modules: [
      s123Module(
        { type: 'about', num: 16, title: 'Cookie policy', h1: true },
        text(
          p(
            'Questo sito usa cookie tecnici, necessari al funzionamento delle pagine e a ricordare la scelta sul banner dei cookie, e cookie statistici anonimi per sapere quante persone visitano le pagine.',
            'La mappa nelle pagine Contatti e Come arrivare e i pulsanti dei social network possono installare cookie di terze parti, soggetti alle informative dei rispettivi fornitori.',
            'Puoi cancellare o bloccare i cookie dalle impostazioni del tuo browser; bloccando i cookie tecnici alcune parti del sito potrebbero non funzionare correttamente.',
          ),
        ),
      ),
    ],
  },
];
