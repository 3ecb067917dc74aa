import {
  AMB_COMPANY,
  AMB_EMAIL,
  AMB_PHONE,
  AMB_STREET,
  AMB_TOWN,
  AMB_VAT,
  type AmbPage,
  heading,
  ps,
  rich,
  section,
  table,
  ul,
} from './accademia-musica-bergamo.layout.ts';

/**
 * The privacy and cookie policies and the general terms, from the templates a policy generator gives in 2021:
 * the terms speak of a 14-day withdrawal with a full refund (enrolment fee included), 48 hours' notice to
 * cancel a lesson, 15 days' notice to leave with a refund of the following months and payment in three
 * instalments, which the fees page and the FAQ contradict.
 */
export const ambLegalPages: AmbPage[] = [
  {
    path: '/privacy-policy',
    lang: 'it',
    title: 'Privacy policy',
    id: 3,
    modified: '2023-03-01',
    description: 'Informativa sul trattamento dei dati personali dell’Accademia di Musica Bergamo.',
    sections: [
      section([
        heading('Informativa sulla privacy', 1),
        rich(
          ps(
            `Ai sensi degli artt. 13 e 14 del Regolamento (UE) 2016/679 (GDPR), ${AMB_COMPANY}, con sede in ${AMB_STREET}, ${AMB_TOWN}, P.IVA ${AMB_VAT} (il “Titolare”), informa gli utenti del sito, gli allievi e i loro genitori sul trattamento dei dati personali.`,
            `Il Titolare si può contattare all’indirizzo ${AMB_EMAIL} o al numero ${AMB_PHONE}.`,
          ),
        ),
        heading('1. Dati trattati', 2),
        rich(
          ul(
            'dati anagrafici e di contatto dell’allievo e, per i minori, di chi esercita la responsabilità genitoriale;',
            'dati per la fatturazione e i pagamenti;',
            'immagini e registrazioni dei saggi e dei concerti, solo con il consenso;',
            'dati inviati con i moduli del sito;',
            'dati di navigazione: indirizzo IP, browser, pagine visitate.',
          ),
        ),
        heading('2. Finalità e basi giuridiche', 2),
        rich(
          ul(
            'gestire l’iscrizione, le lezioni e i pagamenti (esecuzione del contratto);',
            'adempiere agli obblighi fiscali e assicurativi (obbligo legale);',
            'rispondere alle richieste inviate dal sito (misure precontrattuali);',
            'pubblicare foto e video dei saggi sul sito e sui social, e inviare la newsletter (consenso, revocabile in qualsiasi momento).',
          ),
        ),
        heading('3. Conservazione e diritti', 2),
        rich(
          ps(
            'I dati degli allievi sono conservati per la durata del rapporto e per 10 anni dopo la sua fine per gli obblighi fiscali; i dati inviati con i moduli per 12 mesi. I dati non sono venduti e sono comunicati solo ai fornitori che ci aiutano a gestire il servizio (hosting, gestionale, consulente fiscale, compagnia assicurativa), nominati responsabili del trattamento.',
            `Puoi esercitare i diritti degli artt. 15–22 del GDPR scrivendo a ${AMB_EMAIL} e proporre reclamo al Garante per la protezione dei dati personali.`,
          ),
        ),
      ]),
    ],
  },
  {
    path: '/cookie-policy',
    lang: 'it',
    title: 'Cookie policy',
    id: 5,
    modified: '2023-03-01',
    description: 'I cookie usati dal sito dell’Accademia di Musica Bergamo.',
    sections: [
      section([
        heading('Cookie policy', 1),
        rich(
          ps(
            'I cookie sono piccoli file di testo che i siti visitati salvano nel browser. Questo sito usa cookie tecnici, necessari al suo funzionamento, e, solo con il tuo consenso, cookie statistici di terze parti.',
          ),
        ),
        rich(
          table(
            ['Cookie', 'Fornitore', 'Scopo', 'Durata'],
            [
              [
                'moove_gdpr_popup',
                'accademia-musica-bergamo.test',
                'Ricorda le tue scelte sui cookie',
                '1 anno',
              ],
              ['pll_language', 'accademia-musica-bergamo.test', 'Ricorda la lingua scelta', '1 anno'],
              ['_ga', 'Google Analytics', 'Statistiche anonime di visita', '2 anni'],
              ['_ga_BG4M2K7Q1S', 'Google Analytics', 'Statistiche anonime di visita', '2 anni'],
            ],
          ),
        ),
        rich(
          ps(
            'Puoi cambiare le tue scelte in qualsiasi momento dal link “impostazioni” del banner, o cancellare i cookie dalle impostazioni del browser.',
          ),
        ),
      ]),
    ],
  },
  {
    path: '/termini-e-condizioni',
    lang: 'it',
    title: 'Termini e condizioni',
    id: 7,
    modified: '2021-03-03',
    description: 'Condizioni generali di contratto dell’Accademia di Musica Bergamo.',
    sections: [
      section([
        heading('Condizioni generali di contratto', 1),
        rich(
          ps(
            `Le presenti condizioni generali regolano i contratti di iscrizione ai corsi conclusi tra ${AMB_COMPANY} (di seguito “la Scuola”) e l’allievo o, se minore, chi ne esercita la responsabilità genitoriale (di seguito “il Cliente”).`,
          ),
        ),
        heading('Art. 1 – Iscrizione', 3),
        rich(
          ps(
            'L’iscrizione si perfeziona con la firma del modulo di iscrizione e il pagamento della quota di iscrizione annuale.',
          ),
        ),
        heading('Art. 2 – Pagamenti', 3),
        rich(
          ps(
            'Il corrispettivo del corso si versa in tre rate anticipate, a ottobre, a gennaio e ad aprile, tramite bonifico bancario o in contanti presso la segreteria.',
          ),
        ),
        heading('Art. 3 – Diritto di recesso', 3),
        rich(
          ps(
            'Il Cliente consumatore può recedere dal contratto entro 14 giorni dalla sua conclusione, senza indicarne le ragioni, dandone comunicazione scritta alla Scuola. In tal caso la Scuola provvede al rimborso integrale di quanto versato, compresa la quota di iscrizione, entro 14 giorni dalla comunicazione.',
          ),
        ),
        heading('Art. 4 – Lezioni perse', 3),
        rich(
          ps(
            'Le lezioni disdette dal Cliente con almeno 48 ore di preavviso possono essere recuperate, compatibilmente con la disponibilità dell’insegnante. Le lezioni non disdette nei termini non sono recuperate né rimborsate.',
          ),
        ),
        heading('Art. 5 – Ritiro', 3),
        rich(
          ps(
            'Il Cliente può ritirarsi dal corso in qualsiasi momento con un preavviso scritto di 15 giorni; le somme versate per il periodo successivo al ritiro saranno rimborsate.',
          ),
        ),
        heading('Art. 6 – Foro competente', 3),
        rich(
          ps('Per ogni controversia è competente il Foro del luogo di residenza del Cliente consumatore.'),
        ),
        rich(ps('<em>Ultimo aggiornamento: 3 marzo 2021</em>')),
      ]),
    ],
  },
];
