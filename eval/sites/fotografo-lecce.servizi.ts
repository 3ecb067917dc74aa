import {
  a,
  button,
  fe,
  h1,
  h2,
  h3,
  h4,
  image,
  large,
  line,
  p,
  type QuartaPage,
  quote,
  section,
  small,
  text,
  ul,
} from './fotografo-lecce.layout.ts';

/**
 * The service pages: weddings (the three packages as three blocks side by side, printed in the order the owner
 * added them, the middle one first; the extras, the video add-on and the drone 'in arrivo nel 2027'; travel,
 * destination weddings and the weekend rule), family and maternity sessions (each tile's name and details in
 * separate blocks, the mini session added last but shown first, the section heading last in the HTML),
 * albums and prints (the print sizes and their prices in two blocks side by side) and how booking works
 * (deposit, balance, delivery times and payment methods).
 */

/* ── Matrimoni ──────────────────────────────────────────────────────────────────────────────────────── */

const matrimoni: QuartaPage = {
  path: '/matrimoni',
  lang: 'it',
  title: 'Matrimoni: pacchetti e prezzi',
  description:
    'Fotografo di matrimonio a Lecce e in Puglia: i pacchetti Essenziale, Racconto e Intera giornata, le ore di copertura, l’album, il secondo fotografo, il video e le trasferte.',
  body: [
    section([
      fe(
        text(
          small('MATRIMONI IN SALENTO E IN PUGLIA'),
          h1('Il vostro matrimonio, raccontato com’è andato davvero'),
          large(
            'Niente pose infinite e niente sorrisi a comando: seguo la giornata da vicino, senza farmi notare, e vi restituisco le persone, le emozioni e i dettagli che vi sareste persi.',
          ),
        ),
        2,
        1,
        6,
        11,
      ),
      fe(
        image(
          'matrimonio-masseria-otranto-sposi-uliveto.jpg',
          'Gli sposi camminano tra gli ulivi di una masseria vicino a Otranto al tramonto',
          undefined,
          1600,
          2000,
        ),
        1,
        13,
        10,
        12,
      ),
      fe(button('Verifica la tua data', '/contatti'), 8, 1, 2, 6),
      fe(button('Come lavoro', '/come-lavoro', 'secondary'), 8, 7, 2, 5),
    ]),
    section(
      [
        fe(text(h2('Pacchetti e prezzi')), 1, 1, 2, 24),
        // Added second, shown in the middle.
        fe(
          text(
            h3('Racconto'),
            small('Il più scelto'),
            h4('da € 2.400'),
            ul(
              '9 ore di copertura, dai preparativi al taglio della torta',
              'Andrea e un secondo fotografo',
              'Galleria online privata con almeno 600 foto',
              'Album fine art 30×30 cm da 30 pagine',
              'Anteprima di 30 foto entro 7 giorni',
            ),
          ),
          3,
          9,
          10,
          8,
        ),
        fe(
          text(
            h3('Essenziale'),
            small('Per matrimoni piccoli o solo la cerimonia e il ricevimento'),
            h4('da € 1.800'),
            ul(
              '6 ore di copertura, di solito dalla cerimonia all’inizio della cena',
              'Solo Andrea, senza secondo fotografo',
              'Galleria online privata con almeno 350 foto',
              'Album non incluso (si può aggiungere)',
              'Anteprima di 30 foto entro 7 giorni',
            ),
          ),
          3,
          1,
          10,
          8,
        ),
        fe(
          text(
            h3('Intera giornata'),
            small('Dal primo caffè all’ultimo ballo'),
            h4('da € 3.300'),
            ul(
              '12 ore di copertura, dai preparativi all’ultimo ballo',
              'Andrea e un secondo fotografo',
              'Galleria online privata con almeno 800 foto',
              'Album fine art 30×30 cm da 40 pagine e 2 album genitori 20×20 cm',
              'Servizio di coppia prima del matrimonio incluso',
              'Anteprima di 30 foto entro 7 giorni',
            ),
          ),
          3,
          17,
          10,
          8,
        ),
        fe(
          text(
            small(
              'Prezzi validi per i matrimoni del 2026 e del 2027. Il prezzo finale dipende dalla data, dalla location e dalle aggiunte: lo trovate nel preventivo.',
            ),
          ),
          13,
          1,
          2,
          24,
        ),
      ],
      'light',
    ),
    section([
      fe(
        text(
          h2('Sempre incluso'),
          ul(
            'Un incontro conoscitivo in studio a Lecce o in videochiamata',
            'Il sopralluogo della location, se è in provincia di Lecce',
            'La trasferta in tutta la Puglia',
            'La galleria online privata, con tutte le foto in alta risoluzione e senza logo, da scaricare e condividere',
          ),
        ),
        1,
        1,
        7,
        11,
      ),
      fe(
        text(
          h2('Da sapere'),
          p(
            'Ricevete tutte le foto selezionate ed editate una per una. Non consegno i file RAW né le foto scartate.',
            'Fotografo un solo matrimonio al giorno e mai più di due nello stesso weekend: così ogni coppia ha tutta la mia attenzione, e ogni galleria arriva nei tempi promessi.',
            'Per la squadra (fotografi e videomaker) vi chiedo un pasto per ciascuno durante il ricevimento.',
          ),
        ),
        1,
        13,
        7,
        12,
      ),
    ]),
    section(
      [
        fe(text(h2('Aggiunte')), 1, 1, 2, 11),
        // The video block was added before the list beside it.
        fe(
          text(
            h3('Video con Luca Serra'),
            p(
              'Il video lo gira Luca Serra di Serra Film, il videomaker con cui lavoro dal 2020. Si aggiunge a un pacchetto fotografico: non lo vendiamo da solo.',
            ),
            ul(
              'Trailer di 3–4 minuti: + € 1.100',
              'Trailer e film della giornata (circa 30 minuti): + € 1.700',
            ),
            p(
              'Non facciamo same day edit: niente video montato né proiezione di foto durante la festa. Il trailer arriva insieme alla galleria, il film entro 4 mesi.',
            ),
          ),
          3,
          13,
          8,
          12,
        ),
        fe(
          text(
            ul(
              '**Ora aggiuntiva:** € 150 l’ora',
              '**Secondo fotografo** per il pacchetto Essenziale: + € 350 (con Marta Longo)',
              '**Servizio di coppia** prima del matrimonio, per Essenziale e Racconto: € 320',
              '**Album in più o album genitori:** vedi Album e stampe',
            ),
            p(a('Album e stampe →', '/album-stampe')),
          ),
          3,
          1,
          7,
          11,
        ),
        fe(
          text(
            small('IN ARRIVO NEL 2027'),
            h4('Riprese con il drone'),
            p(
              'Luca sta completando l’abilitazione per il volo: le riprese aeree con il drone arriveranno con la stagione 2027. Per ora non sono ancora prenotabili e il prezzo non è ancora definito.',
            ),
          ),
          11,
          13,
          4,
          12,
        ),
      ],
      'light',
    ),
    section([
      fe(
        text(
          h2('Trasferte e destination wedding'),
          p(
            'In tutta la Puglia la trasferta è inclusa nel prezzo, da Vieste a Santa Maria di Leuca.',
            'Per i matrimoni fuori dalla Puglia aggiungo un rimborso di € 0,50 al km, andata e ritorno da Lecce; se la location è a più di 250 km, anche il pernottamento della squadra la notte prima.',
            'Matrimoni all’estero: preventivo su misura, solo con i pacchetti Racconto o Intera giornata; voli e alloggio sono a carico degli sposi.',
            'Vi sposate in Salento ma vivete all’estero? Parlo inglese e trovate le informazioni principali anche nella sezione English del sito.',
          ),
        ),
        1,
        1,
        8,
        14,
      ),
      fe(
        image(
          'destination-wedding-leuca-cerimonia-simbolica.jpg',
          'Cerimonia simbolica sul mare a Santa Maria di Leuca',
          'Emma e James, da Londra a Santa Maria di Leuca',
          1600,
          1100,
        ),
        1,
        16,
        8,
        9,
      ),
    ]),
    section(
      [
        fe(
          quote(
            'Andrea e Marta erano ovunque e non ce ne siamo mai accorti. Quando abbiamo aperto la galleria abbiamo pianto di nuovo.',
            'Francesca e Davide, Otranto',
          ),
          1,
          3,
          4,
          20,
        ),
        fe(button('Verifica la tua data', '/contatti'), 6, 10, 2, 6),
      ],
      'dark',
    ),
  ],
};

/* ── Famiglie e maternità ───────────────────────────────────────────────────────────────────────────── */

const famiglie: QuartaPage = {
  path: '/famiglie-maternita',
  lang: 'it',
  title: 'Famiglie e maternità',
  description:
    'Sessioni fotografiche per famiglie e maternità a Lecce e nel Salento: prezzi, durata, foto incluse, mini session e come prenotare.',
  body: [
    section([
      fe(
        text(
          h1('Famiglie e maternità'),
          large(
            'Foto vere della vostra famiglia, com’è adesso: al mare, tra i vicoli del centro storico di Lecce o a casa vostra, con i bambini liberi di giocare.',
          ),
        ),
        1,
        1,
        5,
        13,
      ),
      fe(
        image(
          'sessione-famiglia-spiaggia-san-cataldo.jpg',
          'Una famiglia corre sulla spiaggia di San Cataldo al tramonto',
          undefined,
          1800,
          1200,
        ),
        1,
        15,
        7,
        10,
      ),
    ]),
    section(
      [
        fe(text(h3('Sessione famiglia')), 3, 7, 2, 6),
        fe(
          text(
            h4('€ 280'),
            ul(
              '90 minuti',
              '40 foto editate in galleria online',
              'All’aperto entro 25 km da Lecce, oppure a casa vostra',
              'Fino a 6 persone, nonni compresi; ogni persona in più € 20',
            ),
          ),
          5,
          7,
          6,
          6,
        ),
        fe(text(h3('Maternità')), 3, 13, 2, 6),
        fe(
          text(
            h4('€ 250'),
            ul(
              '60 minuti',
              '25 foto editate in galleria online',
              'Il momento migliore è tra la 30ª e la 34ª settimana',
              'Partner, figli e anche il cane sono i benvenuti',
            ),
          ),
          5,
          13,
          6,
          6,
        ),
        fe(text(h3('Attesa + famiglia')), 3, 19, 2, 6),
        fe(
          text(
            h4('€ 490'),
            ul(
              'Una sessione maternità e una sessione famiglia',
              'La seconda entro il primo anno del bambino, da quando ha 3 mesi',
              '65 foto editate in totale',
            ),
          ),
          5,
          19,
          6,
          6,
        ),
        // The mini session tile, added last, is the first one on the screen.
        fe(text(h3('Mini session')), 3, 1, 2, 6),
        fe(
          text(
            h4('€ 120'),
            ul(
              '20 minuti',
              '12 foto editate',
              'Solo nelle date fisse che annuncio sul blog e su Instagram, in un unico set',
            ),
          ),
          5,
          1,
          6,
          6,
        ),
        // The section heading, added last of all, sits on top.
        fe(text(h2('Sessioni e prezzi')), 1, 1, 2, 24),
      ],
      'light',
    ),
    section([
      fe(
        text(
          h2('Come funziona'),
          p(
            'Per fissare la data vi chiedo un acconto di € 80; il resto si paga il giorno della sessione, con bonifico o carta (niente contanti).',
            'Scegliamo insieme il posto e l’ora: preferisco la luce del tardo pomeriggio, in inverno anche la mattina. Oltre i 25 km da Lecce aggiungo € 0,50 al km.',
            'Se piove spostiamo la sessione senza costi.',
            'La galleria online arriva entro 3 settimane. Le foto in più, oltre a quelle incluse, costano € 10 l’una.',
          ),
          p(
            `Volete un piccolo album della sessione? C’è l’album famiglia 20×20 cm: lo trovate in ${a('Album e stampe', '/album-stampe')}.`,
          ),
        ),
        1,
        1,
        9,
        12,
      ),
      fe(
        text(
          h2('Cosa non faccio'),
          p(
            'Non faccio servizi newborn in posa, cioè i neonati nei primi 15 giorni con cestini e copertine: richiedono una preparazione specifica e vi consiglio volentieri una collega specializzata.',
            'Non ho uno studio di posa con fondali: le sessioni si fanno all’aperto o a casa vostra.',
            'Ad agosto non faccio sessioni famiglia e maternità: fa troppo caldo e la luce è troppo dura. Si riprende a settembre.',
          ),
        ),
        1,
        14,
        9,
        11,
      ),
      fe(button('Prenota una sessione', '/contatti'), 11, 1, 2, 6),
    ]),
  ],
};

/* ── Album e stampe ─────────────────────────────────────────────────────────────────────────────────── */

const album: QuartaPage = {
  path: '/album-stampe',
  lang: 'it',
  title: 'Album e stampe',
  description:
    'Album fine art rilegati a mano, album per i genitori, scatole di stampe e stampe su carta cotone: prezzi e tempi di consegna.',
  body: [
    section([
      fe(
        text(
          h1('Album e stampe'),
          large(
            'Le foto sono fatte per essere sfogliate. I miei album sono rilegati a mano in Italia, con carta fotografica opaca e copertina in lino o in velluto.',
          ),
        ),
        1,
        1,
        5,
        14,
      ),
      fe(
        image(
          'album-fine-art-lino-naturale.jpg',
          'Un album fine art con copertina in lino naturale aperto su un tavolo',
          'Album 30×30 cm, copertina in lino naturale',
          1800,
          1200,
        ),
        1,
        16,
        7,
        9,
      ),
    ]),
    section(
      [
        fe(
          text(
            h2('Album'),
            h3('Album matrimonio fine art'),
            p(
              '30×30 cm, 30 pagine: **€ 520**. È già incluso nei pacchetti Racconto e Intera giornata (in quest’ultimo con 40 pagine).',
              'Pagine aggiuntive: € 30 ogni 2 pagine. Copertina in pelle: + € 60.',
            ),
            h3('Album genitori'),
            p(
              'Una copia più piccola dell’album principale, 20×20 cm, con le stesse pagine: **€ 190** l’uno. Due sono inclusi nel pacchetto Intera giornata.',
            ),
            h3('Album famiglia'),
            p('20×20 cm, 20 pagine, per le sessioni famiglia e maternità: **€ 240**.'),
          ),
          1,
          1,
          12,
          12,
        ),
        fe(
          text(
            h3('Scatola di stampe'),
            p(
              'Una scatola in legno con 30 stampe fine art 15×20 cm, scelte da voi: **€ 160**. Un regalo perfetto per nonni e testimoni.',
            ),
          ),
          1,
          14,
          5,
          11,
        ),
      ],
      'light',
    ),
    section([
      fe(text(h2('Stampe su carta cotone')), 1, 1, 2, 12),
      // Sizes and prices in two blocks side by side, the prices added first.
      fe(text(p('€ 25', '€ 45', '€ 95')), 3, 7, 4, 3),
      fe(text(p('20×30 cm', '30×45 cm', '50×70 cm')), 3, 1, 4, 5),
      fe(
        text(
          small(
            'Spedizione in Italia € 9, ritiro in studio gratuito. Le stampe sono su carta cotone opaca, con un bordo bianco di 1 cm.',
          ),
        ),
        8,
        1,
        2,
        12,
      ),
    ]),
    section([
      fe(
        text(
          h2('Tempi'),
          p(
            'Dopo la consegna della galleria scegliete le foto per l’album; entro 4 settimane dalla vostra scelta vi mando la bozza dell’impaginato.',
            'Sono comprese 2 revisioni dell’impaginato: potete cambiare foto, ordine e copertina.',
            'L’album arriva entro 60 giorni dall’approvazione della bozza. Le stampe e le scatole entro 3 settimane dall’ordine.',
          ),
        ),
        1,
        1,
        7,
        16,
      ),
      fe(button('Ordina o chiedi informazioni', '/contatti'), 8, 1, 2, 8),
    ]),
  ],
};

/* ── Come lavoro ────────────────────────────────────────────────────────────────────────────────────── */

const step = (n: string, title: string, body: string, row: number) => [
  // The number was added after the text, and sits to its left.
  fe(text(h3(title), p(body)), row, 4, 3, 16),
  fe(text(h2(n)), row, 1, 2, 2),
];

const comeLavoro: QuartaPage = {
  path: '/come-lavoro',
  lang: 'it',
  title: 'Come lavoro',
  description:
    'Come si prenota un matrimonio con Andrea Quarta: primo contatto, incontro, contratto e acconto, saldo, tempi di consegna della galleria e dell’album.',
  body: [
    section([
      fe(
        text(
          h1('Come lavoro'),
          large(
            'Dalla prima email all’album sul tavolo del salotto: ecco come funziona, passo per passo, senza sorprese.',
          ),
        ),
        1,
        1,
        4,
        16,
      ),
    ]),
    section(
      [
        ...step(
          '01',
          'Scrivimi',
          'Raccontatemi data, location e numero di invitati con il modulo dei contatti, per email o su WhatsApp. Rispondo entro 48 ore nei giorni feriali.',
          1,
        ),
        ...step(
          '02',
          'Conosciamoci',
          'Ci vediamo in studio a Lecce o in videochiamata: un’ora circa, senza impegno, per capire che matrimonio sarà.',
          4,
        ),
        ...step(
          '03',
          'Preventivo, contratto e acconto',
          'Vi mando il preventivo, valido 10 giorni. Per prenotare firmate il contratto e versate un acconto del 30%: la data è vostra solo quando l’acconto è arrivato, fino ad allora resta libera per altre coppie.',
          7,
        ),
        ...step(
          '04',
          'Saldo',
          'Il restante 70% si salda entro 10 giorni prima del matrimonio. Le aggiunte ordinate dopo il matrimonio (album, stampe, foto in più) si pagano al momento dell’ordine.',
          10,
        ),
        ...step(
          '05',
          'Il grande giorno',
          'Arriviamo almeno 30 minuti prima dell’inizio del servizio. Qualche giorno prima ci sentiamo per la scaletta e la lista delle foto di gruppo.',
          13,
        ),
        ...step(
          '06',
          'Consegna',
          'Entro 7 giorni ricevete un’anteprima di 30 foto. La galleria online completa arriva entro 8 settimane dal matrimonio e resta online per 12 mesi: scaricate tutto in alta risoluzione. L’album arriva entro 60 giorni dall’approvazione della bozza.',
          16,
        ),
      ],
      'light',
    ),
    section([
      fe(
        text(
          h3('Pagamenti'),
          p(
            'Accetto bonifico bancario e carta di credito o di debito, con un link di pagamento. Non accetto contanti.',
          ),
        ),
        1,
        1,
        5,
        11,
      ),
      fe(
        text(
          h3('Se il matrimonio cambia data'),
          p(
            'L’acconto non è rimborsabile. Se spostate il matrimonio, però, lo trasferisco sulla nuova data, se è libera, purché sia entro 18 mesi dalla data originale.',
          ),
        ),
        1,
        13,
        5,
        12,
      ),
      fe(line(), 7, 1, 1, 24),
      fe(
        text(
          small(
            `Le condizioni complete sono nel contratto che firmiamo insieme. Trovate anche i ${a('termini e condizioni generali', '/termini')}.`,
          ),
        ),
        8,
        1,
        2,
        24,
      ),
    ]),
  ],
};

export const quartaServicePages: QuartaPage[] = [matrimoni, famiglie, album, comeLavoro];
