import {
  accordion,
  cols,
  heading,
  hero,
  htmlModule,
  rich,
  type SartoriaPage,
  SF_OWNER,
  SF_STREET,
  SF_TOWN,
  SF_VAT,
  section,
  table,
} from './sartoria-filo-doro-verona.layout.ts';

/**
 * The pages only in Italian besides the blog: the alterations price list (tables pasted into Text Editor modules;
 * a Trustindex badge pasted into an HTML module brings a stray `</article>` that closes the article, and with it
 * the page's main content, after the trousers and jackets tables, so that the shirts, skirts and dresses, the small
 * jobs and the surcharges print after the page, before the footer); the FAQ (an Accordion saved collapsed: no
 * appointment, 5 working days, payments and no cheques, clean garments, the pick-up service not before March 2027,
 * the leather offer ended on 15 March 2026, no furs, the ZTL, 90 days, gift vouchers); the course terms (an € 80
 * deposit, at least 3 enrolled, a full refund up to 14 days before, one missed lesson made up in the next edition
 * within 6 months, 16 and over); the general terms in force (a 40% deposit, 5 working days, the 48-hour service at
 * + 30%, 90 days to collect, no cheques, complaints within 8 days); the 2021 terms kept as 'ARCHIVIO – Condizioni
 * generali 2021' and linked from every footer (a 50% deposit, a 24-hour service at + 50%, 30 days, cash or cheque,
 * free home delivery in the old town, courses of 4 from 18 with a 50% refund up to 7 days before, Monday
 * afternoons); and the privacy and cookie policies, whose boilerplate has its own email, a PEC address, the web
 * agency's phone and retention periods.
 */

const p = (html: string, style?: string) => `<p${style ? ` style="${style}"` : ''}>${html}</p>`;
const ol = (items: string[]) => `<ol>${items.map((i) => `<li>${i}</li>`).join('')}</ol>`;

/* ── Listino ─────────────────────────────────────────────────────────────────────────────────────────────── */

/** The Google reviews badge as Trustindex's 'copy the code' gave it, with the closing tags of the old theme. */
const TRUSTINDEX_PASTE = `<div class="ti-widget ti-goog ti-badge" data-layout-id="13" data-set-id="light-minimum"><div class="ti-widget-container"><a href="https://g.page/r/CfilodoroVR7/review" target="_blank" rel="noopener" class="ti-header source-Google"><span class="ti-large-logo"><img src="https://cdn.trustindex.io/assets/platform/Google/logo.svg" alt="Google" width="150" height="25" loading="lazy" /></span><span class="ti-rating-text">Eccellente</span><span class="ti-stars"><span class="ti-star f"></span><span class="ti-star f"></span><span class="ti-star f"></span><span class="ti-star f"></span><span class="ti-star f"></span></span><span class="ti-rating-text">4,9 su 5 · 212 recensioni</span></a></div></div></div></article>`;

const listino: SartoriaPage = {
  path: '/listino-riparazioni',
  lang: 'it',
  id: 25,
  title: 'Listino riparazioni e modifiche',
  parents: [['Riparazioni e modifiche', '/riparazioni-e-modifiche']],
  description:
    'I prezzi di Sartoria Filo d’Oro per riparazioni e modifiche: orli, cerniere, maniche, fodere, camicie, gonne e piccoli lavori.',
  modified: '2026-09-01T09:30:12+02:00',
  body: [
    hero(
      'Listino riparazioni e modifiche',
      'Prezzi in vigore dal 1° settembre 2026, IVA inclusa',
      '2023/04/orlo-pantaloni.jpg',
    ),
    section(
      rich(
        p(
          'I prezzi sono indicativi, per capi in condizioni normali: il prezzo definitivo ve lo diciamo in negozio, dopo aver visto e provato il capo. Per i capi in pelle c’è il <a href="/riparazioni-pelle">listino della pelle</a>, per gli abiti da sposa la <a href="/abiti-da-sposa">pagina dedicata</a>.',
        ),
      ),
    ),
    cols([
      [
        50,
        `${heading('Pantaloni e jeans', 'h3')}${rich(
          table([
            ['Lavoro', 'Prezzo'],
            ['Orlo semplice', '€ 12'],
            ['Orlo con risvolto', '€ 15'],
            ['Orlo jeans con orlo originale', '€ 17'],
            ['Stringere o allargare in vita', '€ 18'],
            ['Stringere la gamba', '€ 22'],
            ['Sostituzione cerniera', '€ 16'],
            ['Toppa o rinforzo al cavallo', '€ 12'],
          ]),
        )}`,
      ],
      [
        50,
        `${heading('Giacche e cappotti', 'h3')}${rich(
          table([
            ['Lavoro', 'Prezzo'],
            ['Accorciare le maniche dal fondo', '€ 28'],
            ['Accorciare le maniche con asole aperte', '€ 48'],
            ['Stringere sui fianchi', '€ 35'],
            ['Sostituzione fodera giacca', '€ 70'],
            ['Sostituzione fodera cappotto', '€ 95'],
            ['Sostituzione cerniera giubbotto', '€ 30'],
          ]),
        )}`,
      ],
    ]),
    section(htmlModule(TRUSTINDEX_PASTE)),
    cols([
      [
        50,
        `${heading('Camicie, gonne e abiti', 'h3')}${rich(
          table([
            ['Lavoro', 'Prezzo'],
            ['Accorciare le maniche della camicia', '€ 18'],
            ['Stringere la camicia', '€ 20'],
            ['Orlo gonna', '€ 14'],
            ['Orlo abito lungo', '€ 25'],
            ['Orlo gonna plissé', 'da € 35'],
          ]),
        )}`,
      ],
      [
        50,
        `${heading('Piccoli lavori', 'h3')}${rich(
          table([
            ['Lavoro', 'Prezzo'],
            ['Attaccare un bottone', '€ 2'],
            ['Asola nuova', '€ 4'],
            ['Rammendo invisibile', 'da € 25'],
          ]),
        )}`,
      ],
    ]),
    section(
      `${heading('Supplementi', 'h3')}${rich(
        `${table([
          ['Supplemento', 'Quanto'],
          ['Servizio urgente (pronto entro 48 ore)', '+ 30%'],
          ['Tessuti delicati (seta, velluto, paillettes)', '+ 20%'],
        ])}${p(
          'Il servizio urgente non è disponibile per la pelle e per gli abiti da sposa. Le riparazioni si pagano al ritiro.',
        )}`,
      )}`,
      { bg: '#f6f1ea' },
    ),
  ].join(''),
};

/* ── FAQ ─────────────────────────────────────────────────────────────────────────────────────────────────── */

const faq: SartoriaPage = {
  path: '/faq',
  lang: 'it',
  id: 35,
  title: 'Domande frequenti',
  description:
    'Le risposte alle domande che ci fate più spesso: appuntamenti, tempi, pagamenti, ritiro dei capi, parcheggio.',
  body: [
    hero('Domande frequenti', '', '2023/04/banco-taglio-sartoria.jpg'),
    section(
      accordion([
        [
          'Serve un appuntamento?',
          p(
            'Per riparazioni e modifiche no: passate in negozio negli orari di apertura. Per il su misura e per gli abiti da sposa sì, si viene su appuntamento.',
          ),
        ],
        [
          'Quanto tempo ci vuole per una riparazione?',
          p(
            'Di norma 5 giorni lavorativi, 10 per cappotti e capi in pelle. Con il servizio urgente il capo è pronto entro 48 ore, con un supplemento del 30%.',
          ),
        ],
        [
          'Come posso pagare?',
          p(
            'In contanti, con bancomat e carte di credito o con Satispay. Non accettiamo assegni. Per il su misura si lascia un acconto del 40% all’ordine.',
          ),
        ],
        [
          'Devo portare i capi puliti?',
          p('Sì: i capi da modificare vanno portati puliti. Non siamo una lavanderia e non laviamo i capi.'),
        ],
        [
          'Venite a ritirare i capi a casa?',
          p(
            'Non ancora. Il servizio di ritiro e consegna a domicilio partirà a marzo 2027 e per ora non si può prenotare. Trovate i dettagli nel <a href="/2026/10/19/ritiro-e-consegna-a-domicilio-2027">nostro articolo</a>.',
          ),
        ],
        [
          'Vale ancora lo sconto del 20% sulla pelle?',
          p('No: la promo primavera sulla pelle era valida fino al 15 marzo 2026 ed è terminata.'),
        ],
        ['Riparate le pellicce?', p('No, non effettuiamo riparazioni di pellicce.')],
        [
          'Dove posso parcheggiare?',
          p(
            'Via Sottoriva è in ZTL: non si può arrivare in auto davanti al negozio. Il parcheggio più vicino è il Parcheggio Isolo, a 5 minuti a piedi oltre Ponte Navi.',
          ),
        ],
        [
          'Per quanto tempo tenete i capi che non vengono ritirati?',
          p(
            'Per 90 giorni dalla data di consegna prevista; dopo li doniamo in beneficenza, come scritto nelle <a href="/condizioni-generali">condizioni generali</a>.',
          ),
        ],
        [
          'Fate buoni regalo?',
          p('Sì, per i corsi di cucito e per il su misura, a partire da € 50. Sono validi 12 mesi.'),
        ],
      ]),
    ),
  ].join(''),
};

/* ── Condizioni dei corsi ────────────────────────────────────────────────────────────────────────────────── */

const condizioniCorsi: SartoriaPage = {
  path: '/condizioni-corsi',
  lang: 'it',
  id: 39,
  title: 'Condizioni dei corsi',
  parents: [['Corsi di cucito', '/corsi-di-cucito']],
  description:
    'Le condizioni di iscrizione, recesso e recupero delle lezioni dei corsi di cucito di Sartoria Filo d’Oro.',
  modified: '2026-09-01T09:41:55+02:00',
  body: section(
    `${heading('Condizioni dei corsi di cucito', 'h1')}${rich(
      `${p('<em>In vigore dal 1° settembre 2026.</em>')}${ol([
        '<strong>Iscrizione.</strong> Ci si iscrive in negozio o per email, versando un acconto di € 80 per il corso base e per il corso avanzato. Il laboratorio del sabato si paga per intero all’iscrizione. Il saldo dei corsi si paga entro la prima lezione.',
        '<strong>Numero minimo.</strong> Ogni corso parte con almeno 3 iscritti. Se non si raggiunge il numero minimo, restituiamo tutto quello che avete versato.',
        '<strong>Rinuncia.</strong> Chi rinuncia fino a 14 giorni prima dell’inizio del corso riceve il rimborso totale dell’acconto. Dopo, l’acconto non si restituisce, ma si può spostare una volta all’edizione successiva dello stesso corso.',
        '<strong>Lezioni perse.</strong> Una lezione persa si può recuperare nell’edizione successiva dello stesso corso, entro 6 mesi. Le altre lezioni perse non si recuperano e non si rimborsano.',
        '<strong>Età.</strong> I corsi sono per adulti: l’età minima è di 16 anni. I minorenni partecipano con l’autorizzazione firmata da un genitore.',
        '<strong>Materiali.</strong> Macchine da cucire, ferri da stiro, filo e, nel corso base, la stoffa dei progetti sono compresi nel prezzo. Nel corso avanzato la stoffa del capo finale è a carico del partecipante. Vi consigliamo di portare le vostre forbici da stoffa.',
        '<strong>Pagamenti.</strong> In contanti, con bancomat o carta, con Satispay o con bonifico.',
      ])}`,
    )}`,
  ),
};

/* ── Condizioni generali ─────────────────────────────────────────────────────────────────────────────────── */

const condizioniGenerali: SartoriaPage = {
  path: '/condizioni-generali',
  lang: 'it',
  id: 41,
  title: 'Condizioni generali',
  description:
    'Le condizioni generali di servizio di Sartoria Filo d’Oro: su misura, riparazioni, tempi, ritiro, pagamenti.',
  modified: '2026-09-01T09:38:20+02:00',
  body: section(
    `${heading('Condizioni generali di servizio', 'h1')}${rich(
      `${p(
        `<em>Aggiornate il 1° settembre 2026.</em> Le presenti condizioni valgono per i lavori affidati a ${SF_OWNER}, ${SF_STREET}, ${SF_TOWN}, P.IVA ${SF_VAT}.`,
      )}${ol([
        '<strong>Preventivi.</strong> I prezzi del listino sono indicativi. Il prezzo definitivo si concorda in negozio, dopo aver visto il capo.',
        '<strong>Su misura.</strong> All’ordine di un capo su misura si versa un acconto del 40%; il saldo si paga alla consegna. Una volta tagliato il tessuto, l’acconto non si restituisce.',
        '<strong>Riparazioni e modifiche.</strong> Alla consegna del capo rilasciamo un cedolino numerato, da presentare al ritiro. Le riparazioni si pagano al ritiro.',
        '<strong>Tempi.</strong> I lavori sono pronti di norma in 5 giorni lavorativi. Il servizio urgente (entro 48 ore) costa il 30% in più e non è disponibile per la pelle e per gli abiti da sposa.',
        '<strong>Capi non ritirati.</strong> I capi non ritirati entro 90 giorni dalla data di consegna prevista vengono donati in beneficenza.',
        '<strong>Pagamenti.</strong> Accettiamo contanti, bancomat, carte di credito e Satispay. Non accettiamo assegni.',
        '<strong>Reclami.</strong> Eventuali reclami vanno presentati entro 8 giorni dal ritiro del capo.',
        '<strong>Responsabilità.</strong> Non rispondiamo di difetti dovuti allo stato del tessuto o a etichette di manutenzione errate.',
      ])}`,
    )}`,
  ),
};

/* ── Archivio 2021 ───────────────────────────────────────────────────────────────────────────────────────── */

const archivio2021: SartoriaPage = {
  path: '/archivio-condizioni-2021',
  lang: 'it',
  id: 43,
  title: 'ARCHIVIO – Condizioni generali 2021',
  description: 'Le condizioni generali di Sartoria Filo d’Oro del 2021, non più in vigore.',
  modified: '2021-03-02T16:20:44+01:00',
  body: section(
    `${rich(
      p(
        '<strong>Queste condizioni non sono più in vigore</strong> e sono state sostituite dalle <a href="/condizioni-generali">condizioni generali</a> attuali. Restano online solo per consultazione.',
        'background: #fff4d6; border: 1px solid #e0c27a; padding: 10px;',
      ),
    )}${heading('Condizioni generali di servizio e dei corsi (2021)', 'h2')}${rich(
      ol([
        'Per i capi su misura si versa un acconto del 50% all’ordine.',
        'Servizio urgente: consegna entro 24 ore con supplemento del 50%.',
        'I capi non ritirati entro 30 giorni non vengono più custoditi.',
        'Pagamento in contanti o con assegno.',
        'Consegna a domicilio gratuita nel centro storico per i capi su misura.',
        'Il negozio è aperto anche il lunedì pomeriggio.',
        'Corsi di cucito: massimo 4 partecipanti, mascherina obbligatoria, età minima 18 anni.',
        'Corsi di cucito: in caso di disdetta almeno 7 giorni prima dell’inizio, rimborso del 50% della quota.',
      ]),
    )}`,
  ),
};

/* ── Privacy e cookie ────────────────────────────────────────────────────────────────────────────────────── */

const privacy: SartoriaPage = {
  path: '/privacy-policy',
  lang: 'it',
  id: 3,
  title: 'Privacy policy',
  description: 'Informativa sul trattamento dei dati personali del sito di Sartoria Filo d’Oro.',
  modified: '2023-05-22T11:05:09+02:00',
  body: section(
    `${heading('Informativa sul trattamento dei dati personali', 'h1')}${rich(
      `${p('ai sensi dell’art. 13 del Regolamento (UE) 2016/679 (GDPR)')}${heading('Titolare del trattamento', 'h3')}${p(
        `${SF_OWNER}, ${SF_STREET}, ${SF_TOWN}, P.IVA ${SF_VAT}. Email per le richieste sulla privacy: <a href="mailto:privacy@sartoria-filo-doro-verona.test">privacy@sartoria-filo-doro-verona.test</a>; PEC: filodoro.sartoria@pec.it.`,
      )}${heading('Responsabile del trattamento', 'h3')}${p(
        'Pixelnove S.r.l., Via delle Albere 21, 37138 Verona, tel. 045 897 1120, che cura lo sviluppo, l’hosting e la manutenzione del sito.',
      )}${heading('Dati trattati e finalità', 'h3')}${p(
        'Trattiamo i dati che ci inviate con il modulo di contatto (nome, email, telefono, oggetto e messaggio) solo per rispondere alle vostre richieste, e i dati di navigazione raccolti dai sistemi informatici del sito per il suo funzionamento e la sua sicurezza.',
      )}${heading('Conservazione', 'h3')}${p(
        'I dati del modulo di contatto sono conservati per 24 mesi dall’ultimo contatto; i dati di fatturazione per 10 anni, come previsto dalla legge; i dati di navigazione per 7 giorni.',
      )}${heading('Diritti', 'h3')}${p(
        'Potete chiedere in ogni momento l’accesso ai vostri dati, la rettifica, la cancellazione o la limitazione del trattamento scrivendo all’indirizzo email indicato sopra, e proporre reclamo al Garante per la protezione dei dati personali.',
      )}`,
    )}`,
  ),
};

const cookie: SartoriaPage = {
  path: '/cookie-policy',
  lang: 'it',
  id: 5,
  title: 'Cookie policy',
  description: 'Informativa sui cookie del sito di Sartoria Filo d’Oro.',
  modified: '2023-05-22T11:07:41+02:00',
  body: section(
    `${heading('Cookie policy', 'h1')}${rich(
      `${p(
        'Questo sito usa cookie tecnici, necessari al suo funzionamento, e, solo con il vostro consenso, cookie statistici e di terze parti. Il consenso è raccolto e gestito con Iubenda.',
      )}${table([
        ['Cookie', 'Fornitore', 'Finalità', 'Durata'],
        ['_iub_cs-*', 'Iubenda', 'Memorizza le preferenze sul consenso', '12 mesi'],
        ['wp-wpml_current_language', 'WordPress (WPML)', 'Ricorda la lingua scelta', '1 giorno'],
        ['_ga, _ga_*', 'Google Analytics 4', 'Statistiche anonime di visita', '2 anni'],
        ['NID', 'Google Maps', 'Mappa nella pagina Contatti', '6 mesi'],
      ])}${p(
        'Potete cambiare le vostre scelte in ogni momento dal link «Preferenze cookie» in fondo a ogni pagina. Per qualsiasi domanda su questa informativa scrivete a privacy@sartoria-filo-doro-verona.test.',
      )}`,
    )}`,
  ),
};

export const sartoriaInfoPages: SartoriaPage[] = [
  listino,
  faq,
  condizioniCorsi,
  condizioniGenerali,
  archivio2021,
  privacy,
  cookie,
];
