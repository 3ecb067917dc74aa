import {
  buttons,
  column,
  columns,
  contactForm,
  cover,
  details,
  type GirandolaPage,
  GP_EMAIL,
  GP_PARTY_EMAIL,
  GP_PHONE,
  GP_PHONE_HREF,
  GP_STREET,
  GP_TOWN,
  GP_WHATSAPP,
  GP_WHATSAPP_HREF,
  group,
  h,
  html,
  image,
  list,
  p,
  separator,
  spacer,
  table,
} from './girandola-park.layout.ts';
import { newsQuery } from './girandola-park.news.ts';

/**
 * The Italian pages: the home page (the 'Promo autunno: ingresso ridotto il mercoledì – fino al 31 ottobre!' band
 * written in September and never taken down, no year; a cover; the hours; the three areas; Girandola Climb coming
 * in spring 2027; the services; the rules in short; the three newest posts), the play areas (the toddler area for
 * 0–3, the Mattine Baby, the soft-play castle for 4–12, the trampolines from 5, over-12s not playing), prices and
 * hours (the entry table by age and day, discounts, socks, the 10-visit cards, the hours table, payments with no
 * cheques), birthday parties (three packages in columns, slots, the cake rule, the adults' buffet, extras, booking
 * and cancellation), baby-parking, holiday camps, the café and its price list, the FAQ in details blocks saved
 * closed, contacts with directions, the map and the Jetpack form, and 'Chi siamo' (only in Italian: the founders,
 * 1.200 m², staff trained in paediatric first aid, the defibrillator, EN 1176).
 */

const waButton = (label = 'Scrivici su WhatsApp') => ({
  label,
  href: GP_WHATSAPP_HREF,
  cls: 'has-base-color has-accent-2-background-color has-text-color has-background',
});

/* ── Home ────────────────────────────────────────────────────────────────────────────────────────────────── */

export const girandolaHome: GirandolaPage = {
  path: '/',
  lang: 'it',
  id: 5,
  kind: 'home',
  alt: '/en',
  title: 'Home',
  description:
    'Girandola Park, il parco giochi al coperto di Verona per bambini da 0 a 12 anni: castello morbido, trampolini, area baby, caffè, feste di compleanno, baby-parking e campus.',
  body: [
    group(
      p(
        '🎉 <strong>Promo autunno: ingresso ridotto il mercoledì – fino al 31 ottobre!</strong> Grandi € 7 invece di € 10, Piccoli € 5 invece di € 7. <a href="/prezzi">Scopri i prezzi</a>',
        { cls: 'has-text-align-center has-small-font-size' },
      ),
      'constrained',
      {
        cls: 'alignfull has-accent-3-background-color has-background',
        globalPadding: true,
        style: 'padding-top:10px;padding-bottom:10px',
      },
    ),
    cover(
      '2023/02/girandola-park-castello.jpg',
      [
        p('Verona · zona ZAI', {
          cls: 'has-text-align-center has-accent-3-color has-text-color has-medium-font-size',
        }),
        h(1, 'Il parco giochi al coperto dove si gioca davvero', {
          cls: 'has-text-align-center has-base-color has-text-color has-x-large-font-size',
        }),
        p(
          'Un castello morbido su tre piani, i trampolini della Jump Zone, il Prato dei Piccoli per i bimbi da 0 a 3 anni e un caffè dove i genitori possono sedersi davvero. Con la pioggia e con il sole.',
          { cls: 'has-text-align-center has-base-color has-text-color' },
        ),
        buttons(
          [
            { label: 'Prezzi e orari', href: '/prezzi' },
            {
              label: 'Organizza una festa',
              href: '/feste-di-compleanno',
              outline: true,
              cls: 'has-base-color has-text-color',
            },
          ],
          { cls: 'is-content-justification-center' },
        ),
      ].join(''),
      { dim: 50, color: '#1f2a44', minHeight: '560px' },
    ),
    spacer(48),
    group(
      [
        h(2, 'Quando siamo aperti', { cls: 'has-text-align-center' }),
        columns([
          column(
            `${h(3, 'Martedì – venerdì', { cls: 'has-text-align-center has-medium-font-size' })}${p(
              '15:30 – 19:30',
              {
                cls: 'has-text-align-center has-large-font-size',
              },
            )}`,
          ),
          column(
            `${h(3, 'Sabato, domenica e festivi', { cls: 'has-text-align-center has-medium-font-size' })}${p(
              '9:30 – 19:30',
              {
                cls: 'has-text-align-center has-large-font-size',
              },
            )}`,
          ),
          column(
            `${h(3, 'Lunedì', { cls: 'has-text-align-center has-medium-font-size' })}${p(
              'chiuso (aperti se festivo)',
              {
                cls: 'has-text-align-center has-large-font-size',
              },
            )}`,
          ),
        ]),
        p(
          'Ultimo ingresso un’ora prima della chiusura. Per le vacanze di Natale gli orari cambiano: li trovate nelle <a href="/novita">Novità</a>.',
          { cls: 'has-text-align-center has-small-font-size' },
        ),
      ].join(''),
      'constrained',
      {
        cls: 'alignwide has-accent-5-background-color has-background',
        style: 'border-radius:24px;padding:var(--wp--preset--spacing--30)',
      },
    ),
    spacer(48),
    h(2, 'Tre aree, tutte al coperto', { cls: 'has-text-align-center' }),
    columns(
      [
        column(
          `${image('2023/02/prato-dei-piccoli.jpg', 'Il Prato dei Piccoli')}${h(3, 'Prato dei Piccoli')}${p(
            '<strong>0–3 anni.</strong> Un’area recintata tutta morbida, con la piscina di palline, tunnel e pannelli sensoriali. Solo per i più piccoli e i loro genitori.',
          )}`,
        ),
        column(
          `${image('2023/02/castello-girandola.jpg', 'Il Castello Girandola')}${h(3, 'Castello Girandola')}${p(
            '<strong>4–12 anni.</strong> Tre piani di percorsi, lo scivolo a onde, il tubo a spirale, il ponte tibetano e i cannoni ad aria con le palline morbide.',
          )}`,
        ),
        column(
          `${image('2023/02/jump-zone.jpg', 'La Jump Zone')}${h(3, 'Jump Zone')}${p(
            '<strong>5–12 anni.</strong> Sei trampolini elastici incassati nel pavimento e il tappeto per le capriole. Con le calze antiscivolo.',
          )}`,
        ),
      ],
      { cls: 'alignwide' },
    ),
    buttons([{ label: 'Scopri le aree gioco', href: '/aree-gioco', outline: true }], {
      cls: 'is-content-justification-center',
    }),
    spacer(48),
    columns(
      [
        column(image('2026/10/girandola-climb-progetto.jpg', 'Il progetto di Girandola Climb'), '45%'),
        column(
          [
            p('IN ARRIVO', {
              cls: 'has-accent-color has-text-color has-small-font-size',
              style: 'letter-spacing:2px',
            }),
            h(2, 'Girandola Climb, la parete di arrampicata'),
            p(
              'Nella <strong>primavera 2027</strong> apre la nostra parete di arrampicata con le corde autobloccanti. Non è ancora prenotabile: prezzi e turni li pubblicheremo nei prossimi mesi.',
            ),
            buttons([
              {
                label: 'Leggi la novità',
                href: '/2026/10/14/parete-arrampicata-girandola-climb-2027',
                outline: true,
              },
            ]),
          ].join(''),
        ),
      ],
      { cls: 'alignwide are-vertically-aligned-center' },
    ),
    spacer(48),
    group(
      [
        h(2, 'Non solo gioco libero', { cls: 'has-text-align-center' }),
        columns([
          column(
            `${h(3, '🎂 Feste di compleanno')}${p('Tre pacchetti, dalla merenda al Caffè alla festa con animatore e truccabimbi. Da € 16 a bambino.')}${p('<a href="/feste-di-compleanno">Scopri le feste →</a>')}`,
          ),
          column(
            `${h(3, '🧸 Baby-parking')}${p('Dovete fare una commissione? Lasciate i bambini dai 3 ai 10 anni alle nostre educatrici, fino a 2 ore.')}${p('<a href="/baby-parking">Come funziona →</a>')}`,
          ),
          column(
            `${h(3, '🎒 Campus')}${p('Nelle vacanze di scuola: giochi, laboratori e pranzo, per bambini dai 4 ai 10 anni. Campus invernale il 28, 29, 30 dicembre e il 4 e 5 gennaio.')}${p('<a href="/campus">Date e prezzi →</a>')}`,
          ),
        ]),
      ].join(''),
      'constrained',
      {
        cls: 'alignfull has-contrast-background-color has-base-color has-text-color has-background has-link-color',
        globalPadding: true,
        style: 'padding-top:var(--wp--preset--spacing--40);padding-bottom:var(--wp--preset--spacing--40)',
      },
    ),
    spacer(48),
    h(2, 'Prima di venire'),
    list([
      'Servono le calze, per bambini e adulti: non si può entrare senza calze nelle aree gioco.',
      'Non serve prenotare l’ingresso: si paga in cassa e si gioca senza limiti di tempo.',
      'I bambini giocano sempre con un adulto presente nel parco (tranne nel baby-parking).',
      'Il cibo da fuori non è ammesso: per la merenda c’è il Caffè Girandola.',
      'Il parcheggio è gratuito, proprio davanti all’ingresso.',
    ]),
    p(
      'Tutte le regole sono nel <a href="/regolamento">Regolamento</a>; le risposte alle domande più comuni nelle <a href="/faq">FAQ</a>.',
    ),
    spacer(48),
    h(2, 'Dal blog', { cls: 'alignwide' }),
    newsQuery(3),
    spacer(32),
    group(
      [
        h(2, 'Hai una domanda?', { cls: 'has-text-align-center' }),
        p(
          `Chiamaci al <a href="${GP_PHONE_HREF}">${GP_PHONE}</a> negli orari di apertura o scrivici su WhatsApp: rispondiamo anche quando siamo chiusi.`,
          {
            cls: 'has-text-align-center',
          },
        ),
        buttons([waButton()], { cls: 'is-content-justification-center' }),
      ].join(''),
      'constrained',
      {
        cls: 'alignwide has-accent-5-background-color has-background',
        style: 'border-radius:24px;padding:var(--wp--preset--spacing--30)',
      },
    ),
    spacer(48),
  ].join(''),
};

/* ── Aree gioco ──────────────────────────────────────────────────────────────────────────────────────────── */

const areeGioco: GirandolaPage = {
  path: '/aree-gioco',
  lang: 'it',
  id: 12,
  alt: '/en/play-areas',
  title: 'Le aree gioco',
  description:
    'Il Prato dei Piccoli (0–3 anni), il Castello Girandola (4–12 anni) e la Jump Zone con i trampolini (5–12 anni): le aree gioco di Girandola Park e le loro regole.',
  body: [
    p(
      'Girandola Park è diviso in tre aree, pensate per età diverse, più il Caffè che si affaccia su tutte. Ogni area ha le sue regole: le trovate qui sotto e, tutte insieme, nel <a href="/regolamento">Regolamento</a>.',
    ),
    separator(true),
    columns(
      [
        column(
          image('2023/02/prato-dei-piccoli.jpg', 'Il Prato dei Piccoli con la piscina di palline'),
          '40%',
        ),
        column(
          [
            h(2, 'Prato dei Piccoli · 0–3 anni'),
            p(
              'Un’area recintata e tutta morbida per i bambini da 0 a 3 anni: la piscina di palline, un percorso con tunnel e ponticelli, uno scivolo basso e i pannelli sensoriali con specchi, suoni e luci.',
            ),
            list([
              'Nel Prato dei Piccoli entrano solo i bambini fino a 3 anni con i loro accompagnatori: i bambini più grandi non possono entrare, per la sicurezza dei più piccoli.',
              'Un adulto resta sempre dentro l’area con il bambino.',
              'Passeggini e ovetti restano nel parcheggio passeggini all’ingresso.',
            ]),
          ].join(''),
        ),
      ],
      { cls: 'alignwide' },
    ),
    h(3, 'Le Mattine Baby'),
    p(
      'Il <strong>mercoledì e il venerdì dalle 9:30 alle 12:00</strong> il parco apre solo per i bambini da 0 a 3 anni con un adulto: musica bassa, luci soffuse e niente bambini grandi che corrono. L’ingresso costa <strong>€ 6</strong>, con un caffè o un tè per il genitore.',
    ),
    separator(true),
    columns(
      [
        column(image('2023/02/castello-girandola.jpg', 'Il Castello Girandola su tre piani'), '40%'),
        column(
          [
            h(2, 'Castello Girandola · 4–12 anni'),
            p(
              'La nostra struttura più grande: tre piani di percorsi morbidi con lo scivolo a onde, il tubo a spirale, il ponte tibetano, la ragnatela, il percorso a ostacoli e, all’ultimo piano, i cannoni ad aria che sparano palline morbide.',
            ),
            list([
              'Per i bambini dai 4 ai 12 anni.',
              'Gli adulti possono salire nel Castello solo per aiutare un bambino in difficoltà.',
              'Niente scarpe, occhiali, collane o fermagli nella struttura.',
            ]),
          ].join(''),
        ),
      ],
      { cls: 'alignwide' },
    ),
    separator(true),
    columns(
      [
        column(image('2023/02/jump-zone.jpg', 'La Jump Zone con i trampolini'), '40%'),
        column(
          [
            h(2, 'Jump Zone · 5–12 anni'),
            p(
              'Sei trampolini elastici incassati nel pavimento e un tappeto lungo per capriole e ruote, con le protezioni su tutti i bordi. Un nostro animatore è sempre presente.',
            ),
            list([
              'I bambini sotto i 5 anni non possono usare i trampolini.',
              'Un solo bambino per trampolino, peso massimo 70 kg.',
              'Sui trampolini servono le <strong>calze antiscivolo</strong>: se non le avete, le trovate in cassa a € 2,50 al paio.',
              'Il sabato, la domenica e nei festivi si salta a turni di 15 minuti.',
              'Gli adulti non possono saltare sui trampolini.',
            ]),
          ].join(''),
        ),
      ],
      { cls: 'alignwide' },
    ),
    separator(true),
    h(2, 'E i ragazzi più grandi?'),
    p(
      'Le nostre strutture sono pensate e certificate per bambini fino a 12 anni: i ragazzi sopra i 12 anni non possono giocare nelle strutture. Possono entrare gratis con la famiglia, come accompagnatori dei fratelli, e aspettare al Caffè.',
    ),
    h(2, 'In arrivo nel 2027: Girandola Climb'),
    p(
      'Nella primavera 2027 aggiungeremo una parete di arrampicata con le corde autobloccanti, per i bambini dai 6 anni. Girandola Climb non è ancora prenotabile: <a href="/2026/10/14/parete-arrampicata-girandola-climb-2027">leggi la novità</a>.',
    ),
    h(2, 'Sicurezza'),
    p(
      'Tutte le strutture sono certificate secondo la norma europea EN 1176 e vengono controllate ogni mattina prima dell’apertura. Ogni area ha un nostro animatore o un’educatrice.',
    ),
    buttons([
      { label: 'Prezzi e orari', href: '/prezzi' },
      { label: 'Leggi il regolamento', href: '/regolamento', outline: true },
    ]),
    spacer(40),
  ].join(''),
};

/* ── Prezzi e orari ──────────────────────────────────────────────────────────────────────────────────────── */

const prezzi: GirandolaPage = {
  path: '/prezzi',
  lang: 'it',
  id: 14,
  alt: '/en/prices',
  title: 'Prezzi e orari',
  description:
    'Quanto costa l’ingresso a Girandola Park: prezzi per età e giorno, sconti, calze antiscivolo, tessera 10 ingressi, orari di apertura e pagamenti.',
  body: [
    p(
      'A Girandola Park si paga una volta sola e si gioca <strong>senza limiti di tempo</strong>, fino alla chiusura. Non serve prenotare: si paga in cassa all’ingresso.',
    ),
    h(2, 'Ingresso'),
    table(
      [
        ['Chi', 'Martedì – venerdì', 'Sabato, domenica e festivi'],
        ['Neonati fino a 11 mesi', 'gratis', 'gratis'],
        ['Piccoli 1–3 anni', '€ 7', '€ 9'],
        ['Grandi 4–12 anni', '€ 10', '€ 13'],
        ['Adulti accompagnatori (fino a 2 per famiglia)', 'gratis', 'gratis'],
        ['Adulto in più, dal terzo', '€ 3', '€ 3'],
      ],
      { caption: 'Prezzi in vigore dal 1° settembre 2026.' },
    ),
    p(
      'Gli adulti entrano gratis, fino a due per famiglia: non giocano, ma accompagnano. Gli adulti senza bambini non possono entrare nel parco.',
    ),
    h(3, 'Mattine Baby'),
    p(
      'Mercoledì e venerdì dalle 9:30 alle 12:00, solo per i bambini da 0 a 3 anni: € 6, con un caffè o un tè per il genitore.',
    ),
    h(3, 'Sconti'),
    list([
      '<strong>Fratelli:</strong> dal secondo figlio € 2 di sconto sull’ingresso, tutti i giorni.',
      '<strong>Compleanno:</strong> nel giorno del suo compleanno il bambino entra gratis, mostrando un documento.',
      'Gli sconti non si sommano tra loro e non valgono con la tessera.',
    ]),
    h(3, 'Calze'),
    p(
      'Nelle aree gioco si entra solo con le calze, bambini e adulti. Sui trampolini servono le calze antiscivolo: in cassa vendiamo le calze antiscivolo Girandola a <strong>€ 2,50 al paio</strong>, in tutte le taglie.',
    ),
    separator(true),
    h(2, 'Tessera 10 ingressi'),
    p('Per chi viene spesso: dieci ingressi pagati in anticipo, a un prezzo più basso.'),
    table([
      ['Tessera', 'Prezzo', 'Invece di'],
      ['Tessera 10 ingressi Grandi (4–12 anni)', '€ 85', '€ 100'],
      ['Tessera 10 ingressi Piccoli (1–3 anni)', '€ 60', '€ 70'],
    ]),
    list([
      'La tessera vale <strong>12 mesi</strong> dall’acquisto.',
      'Si usa tutti i giorni, anche il sabato, la domenica e nei festivi, senza supplemento.',
      'È nominativa: vale per un solo bambino e non è cedibile.',
      'Non è rimborsabile e non si usa per feste di compleanno, baby-parking e campus.',
    ]),
    separator(true),
    h(2, 'Orari di apertura'),
    table([
      ['Giorno', 'Orario'],
      ['Lunedì', 'chiuso (aperti se festivo)'],
      ['Martedì – venerdì', '15:30 – 19:30'],
      ['Mercoledì e venerdì mattina', '9:30 – 12:00 (solo Mattine Baby, 0–3 anni)'],
      ['Sabato', '9:30 – 19:30'],
      ['Domenica e festivi', '9:30 – 19:30'],
    ]),
    p(
      'L’ultimo ingresso è un’ora prima della chiusura, alle 18:30. Nei weekend di pioggia possiamo raggiungere la capienza massima di 150 persone: in quel caso l’ingresso si ferma finché qualcuno non esce. Gli orari delle vacanze di Natale sono nelle <a href="/novita">Novità</a>.',
    ),
    h(2, 'Come si paga'),
    p(
      'Accettiamo contanti, bancomat, carte di credito (Visa, Mastercard e American Express), Satispay, Apple Pay e Google Pay. Non accettiamo assegni.',
    ),
    buttons([
      { label: 'Feste di compleanno', href: '/feste-di-compleanno' },
      { label: 'Domande frequenti', href: '/faq', outline: true },
    ]),
    spacer(40),
  ].join(''),
};

/* ── Feste di compleanno ─────────────────────────────────────────────────────────────────────────────────── */

const pkg = (name: string, price: string, note: string, items: string[], highlight = false) =>
  column(
    group(
      [
        h(3, name, { cls: 'has-text-align-center' }),
        p(price, { cls: 'has-text-align-center has-x-large-font-size', style: 'font-weight:800' }),
        p(note, { cls: 'has-text-align-center has-small-font-size' }),
        separator(),
        list(items, false, { cls: 'has-small-font-size' }),
      ].join(''),
      'flow',
      {
        cls: highlight
          ? 'has-accent-5-background-color has-background'
          : 'has-base-2-background-color has-background',
        style: `border-radius:20px;padding:var(--wp--preset--spacing--20);${highlight ? 'border:3px solid var(--wp--preset--color--accent)' : 'border:1px solid #e8e2d6'}`,
      },
    ),
  );

const feste: GirandolaPage = {
  path: '/feste-di-compleanno',
  lang: 'it',
  id: 16,
  alt: '/en/birthday-parties',
  title: 'Feste di compleanno',
  description:
    'Le feste di compleanno a Girandola Park: Festa Piccola, Festa Girandola e Festa Super, i turni, la torta, il buffet per gli adulti, la caparra e come prenotare.',
  body: [
    p(
      'Pensiamo a tutto noi: voi portate gli invitati (e, se volete, la torta). Ogni festa comprende il gioco libero in tutte le aree, il tavolo o la sala apparecchiati, la merenda e il riordino alla fine.',
    ),
    columns(
      [
        pkg('Festa Piccola', '€ 16', 'a bambino · solo dal martedì al venerdì', [
          'minimo 8 bambini',
          '2 ore di gioco libero',
          'tavolo riservato al Caffè',
          'merenda: pizzette, focaccia, patatine, succhi e acqua',
          'inviti digitali da mandare su WhatsApp',
        ]),
        pkg(
          'Festa Girandola',
          '€ 20',
          'a bambino dal martedì al venerdì · € 23 il sabato e la domenica',
          [
            'minimo 10 bambini',
            '2 ore e mezza di gioco libero',
            '1 ora nella Sala Arcobaleno, tutta per voi',
            'menu: pizza margherita, focaccia, patatine, salatini e bibite',
            'palloncini e tovaglia a tema',
            'il festeggiato non paga',
          ],
          true,
        ),
        pkg('Festa Super', '€ 28', 'a bambino · tutti i giorni', [
          'minimo 12 bambini',
          'tutto quello della Festa Girandola',
          'un animatore per 90 minuti, con giochi e baby dance',
          'truccabimbi',
          'un gadget per ogni invitato',
          'la Sala Arcobaleno per un’ora e mezza',
        ]),
      ],
      { cls: 'alignwide' },
    ),
    p('Ogni festa può avere al massimo <strong>30 bambini</strong>.', { cls: 'has-text-align-center' }),
    h(2, 'I turni'),
    table([
      ['Giorno', 'Turni'],
      ['Martedì – venerdì', '16:00 – 18:30'],
      ['Sabato', '15:00 – 17:30 · 17:00 – 19:30'],
      ['Domenica e festivi', '10:00 – 12:30 · 15:00 – 17:30 · 17:00 – 19:30'],
    ]),
    h(2, 'La torta'),
    p(
      'La torta di compleanno potete portarla voi: è l’unico cibo che si può portare da fuori. Deve arrivare da una pasticceria o da un laboratorio, con l’etichetta degli ingredienti: non possiamo servire torte fatte in casa.',
    ),
    p(
      'Se preferite, la ordiniamo noi alla Pasticceria Lorenzi di Borgo Roma: <strong>€ 24 al kg</strong>, da chiedere almeno 5 giorni prima. Candeline, piattini, tovaglioli e il coltello li mettiamo noi.',
    ),
    h(2, 'E gli adulti?'),
    p(
      'I genitori degli invitati entrano gratis e aspettano al Caffè o nella sala. Per loro potete aggiungere il <strong>buffet adulti</strong>: € 9 a persona, con focaccia, salumi, formaggi, bibite e caffè.',
    ),
    h(2, 'Extra'),
    table([
      ['Extra', 'Prezzo'],
      ['Un’ora in più di animatore', '€ 60'],
      ['Pentolaccia piena di caramelle', '€ 15'],
      ['Palloncino a elio', '€ 2 l’uno'],
      ['Torta della Pasticceria Lorenzi', '€ 24 al kg'],
      ['Buffet adulti', '€ 9 a persona'],
    ]),
    h(2, 'Come si prenota'),
    list([
      `Prenotate almeno 10 giorni prima, per email a <a href="mailto:${GP_PARTY_EMAIL}">${GP_PARTY_EMAIL}</a> o su WhatsApp al ${GP_WHATSAPP}.`,
      'Per confermare la data chiediamo una <strong>caparra di € 50</strong>, con bonifico o in cassa.',
      'Il numero dei bambini si conferma 3 giorni prima: si pagano i bambini confermati (e comunque il minimo del pacchetto), anche se poi ne arrivano meno.',
      'Se annullate fino a 7 giorni prima della festa vi restituiamo la caparra; dopo, la caparra viene trattenuta.',
      'La data si può spostare una volta, senza costi.',
    ]),
    buttons([
      { label: 'Scrivi a feste@', href: `mailto:${GP_PARTY_EMAIL}` },
      waButton('Chiedi una data su WhatsApp'),
    ]),
    spacer(40),
  ].join(''),
};

/* ── Baby-parking ────────────────────────────────────────────────────────────────────────────────────────── */

const babyParking: GirandolaPage = {
  path: '/baby-parking',
  lang: 'it',
  id: 18,
  alt: '/en/baby-parking',
  title: 'Baby-parking',
  description:
    'Il baby-parking di Girandola Park: bambini dai 3 ai 10 anni con le nostre educatrici, fino a 2 ore, € 9 la prima ora. Orari e cosa serve.',
  body: [
    columns(
      [
        column(
          [
            p(
              'Una visita medica, la spesa, un regalo da comprare in pace? Il baby-parking è il solo caso in cui un bambino può restare al parco senza un adulto: lo lasciate alle nostre educatrici, che giocano con lui in tutte le aree, e potete uscire.',
            ),
            h(2, 'Per chi'),
            list([
              'Bambini dai <strong>3 ai 10 anni</strong>.',
              'Solo bambini che non usano più il pannolino.',
              'Al massimo 12 bambini alla volta, con 2 educatrici.',
            ]),
          ].join(''),
        ),
        column(
          image(
            '2023/03/baby-parking-educatrici.jpg',
            'Le educatrici del baby-parking giocano con i bambini',
          ),
          '40%',
        ),
      ],
      { cls: 'alignwide' },
    ),
    h(2, 'Quanto costa'),
    table([
      ['', 'Prezzo'],
      ['Prima ora', '€ 9'],
      ['Seconda ora', '€ 7'],
      ['Merenda (facoltativa)', '€ 3'],
    ]),
    p(
      'Il bambino può restare <strong>al massimo 2 ore</strong>. La tessera 10 ingressi non vale per il baby-parking.',
    ),
    h(2, 'Quando'),
    table([
      ['Giorno', 'Orario'],
      ['Martedì – venerdì', '15:30 – 19:00 (ritiro entro le 19:30)'],
      ['Sabato', '9:30 – 12:30'],
    ]),
    p('Il baby-parking non è disponibile la domenica e nei festivi.'),
    h(2, 'Cosa serve'),
    list([
      'un documento del genitore e il modulo di iscrizione firmato (la prima volta);',
      'un numero di telefono a cui rispondete sempre, finché il bambino è con noi;',
      'le calze per il bambino;',
      'eventuali allergie, scritte nel modulo.',
    ]),
    p(
      'Il bambino viene riconsegnato solo al genitore che l’ha lasciato o a una persona con una delega scritta e un documento. Non possiamo accogliere bambini con la febbre o che non stanno bene.',
    ),
    h(2, 'Serve prenotare?'),
    p(
      `Non è obbligatorio ma è consigliato, soprattutto il sabato mattina: scrivete su WhatsApp al ${GP_WHATSAPP} il nome del bambino, l’età e l’orario.`,
    ),
    buttons([waButton('Prenota su WhatsApp')]),
    spacer(40),
  ].join(''),
};

/* ── Campus ──────────────────────────────────────────────────────────────────────────────────────────────── */

const campus: GirandolaPage = {
  path: '/campus',
  lang: 'it',
  id: 20,
  alt: '/en/holiday-camps',
  title: 'Campus nelle vacanze scolastiche',
  description:
    'Girandola Camp: il campus di Girandola Park nelle vacanze di Natale, Pasqua e d’estate per bambini dai 4 ai 10 anni. Date, orari e prezzi.',
  body: [
    p(
      'Quando la scuola chiude e voi lavorate, c’è il <strong>Girandola Camp</strong>: giochi nelle aree del parco, laboratori creativi, un po’ di movimento sui trampolini, pranzo e merenda, con le nostre educatrici. Per bambini dai <strong>4 ai 10 anni</strong>.',
    ),
    h(2, 'La giornata'),
    table([
      ['Orario', ''],
      ['8:00 – 8:45', 'accoglienza e giochi liberi'],
      ['9:00 – 10:30', 'laboratorio del giorno (pittura, cucina senza fuoco, scienza, costruzioni)'],
      ['10:30 – 11:00', 'merenda'],
      ['11:00 – 12:30', 'giochi di gruppo nel Castello e nella Jump Zone'],
      ['12:30 – 13:00', 'uscita per chi fa la mezza giornata'],
      ['12:45 – 14:00', 'pranzo e tempo tranquillo'],
      ['14:00 – 16:30', 'giochi, film o lettura, merenda e uscita'],
    ]),
    h(2, 'Prezzi'),
    table([
      ['Formula', 'Prezzo'],
      ['Mezza giornata (8:00 – 13:00, con merenda)', '€ 25'],
      ['Giornata intera (8:00 – 16:30, con pranzo e merenda)', '€ 38'],
      ['Pacchetto 5 giornate intere', '€ 165'],
    ]),
    p(
      'Per i fratelli il 10% di sconto. Il pranzo è un pasto caldo preparato dal catering Cucina Scaligera: primo, secondo, contorno e frutta.',
    ),
    h(2, 'Le prossime date'),
    h(3, 'Campus invernale 2026/27'),
    p(
      '<strong>Lunedì 28, martedì 29 e mercoledì 30 dicembre 2026, lunedì 4 e martedì 5 gennaio 2027.</strong> Si può scegliere anche un giorno solo. Posti: 30 al giorno. Iscrizioni entro il 15 dicembre 2026.',
    ),
    h(3, 'Campus di Pasqua 2027'),
    p('Le date le pubblichiamo a febbraio.'),
    h(3, 'Summer Camp 2027'),
    p(
      'Dal <strong>14 giugno al 30 luglio 2027</strong>, dal lunedì al venerdì, a settimane. Iscrizioni dal 1° marzo 2027.',
    ),
    h(2, 'Cosa mettere nello zainetto'),
    list([
      'un cambio completo',
      'la borraccia con il nome',
      'le calze antiscivolo',
      'un libro o un gioco tranquillo per il dopo pranzo',
    ]),
    p('Non accettiamo al campus bambini sotto i 4 anni.'),
    h(2, 'Come iscriversi'),
    p(
      `Scriveteci a <a href="mailto:${GP_EMAIL}">${GP_EMAIL}</a> o su WhatsApp al ${GP_WHATSAPP} con il nome del bambino, l’età e i giorni: vi mandiamo il modulo. L’iscrizione è confermata con il pagamento, in cassa o con bonifico.`,
    ),
    buttons([waButton('Iscrivi su WhatsApp')]),
    spacer(40),
  ].join(''),
};

/* ── Caffè ───────────────────────────────────────────────────────────────────────────────────────────────── */

const caffe: GirandolaPage = {
  path: '/caffe',
  lang: 'it',
  id: 22,
  alt: '/en/cafe',
  title: 'Caffè Girandola',
  description:
    'Il bar di Girandola Park: caffè, merende per i bambini, toast, pizza e il menu bimbo del weekend, con i prezzi.',
  body: [
    columns(
      [
        column(
          [
            p(
              'Il Caffè Girandola si affaccia sulle aree gioco: dai tavoli vedete i bambini nel Castello e nella Jump Zone mentre bevete un caffè in pace (o quasi). È aperto negli stessi orari del parco.',
            ),
            p(
              'Ci sono i seggioloni e un microonde a disposizione dei genitori per scaldare pappe e biberon. Al Caffè non serviamo alcolici.',
            ),
          ].join(''),
        ),
        column(
          image('2023/02/caffe-girandola.jpg', 'I tavoli del Caffè Girandola davanti al Castello'),
          '45%',
        ),
      ],
      { cls: 'alignwide' },
    ),
    h(2, 'Il listino'),
    table([
      ['', 'Prezzo'],
      ['Caffè espresso', '€ 1,20'],
      ['Cappuccino', '€ 1,60'],
      ['Tè e tisane', '€ 2,00'],
      ['Spremuta d’arancia', '€ 3,50'],
      ['Succo di frutta', '€ 2,00'],
      ['Acqua naturale o frizzante 0,5 l', '€ 1,00'],
      ['Toast prosciutto e formaggio', '€ 4,00'],
      ['Piadina', '€ 5,00'],
      ['Trancio di pizza margherita', '€ 2,50'],
      ['Merenda bimbo (succo + crostatina o yogurt)', '€ 3,50'],
      ['Crêpe alla Nutella', '€ 3,50'],
    ]),
    h(3, 'Menu bimbo del weekend'),
    p(
      'Il sabato, la domenica e nei festivi, dalle 12:00 alle 14:00: pasta al pomodoro, acqua e frutta a <strong>€ 6,00</strong>.',
    ),
    h(2, 'Cibo da fuori'),
    p(
      'Non è consentito portare cibo e bevande dall’esterno, tranne le torte di compleanno delle feste prenotate e le pappe per i bambini sotto i 3 anni. Si mangia solo ai tavoli del Caffè, mai nelle aree gioco.',
    ),
    spacer(40),
  ].join(''),
};

/* ── FAQ ─────────────────────────────────────────────────────────────────────────────────────────────────── */

const faq: GirandolaPage = {
  path: '/faq',
  lang: 'it',
  id: 24,
  alt: '/en/faq',
  title: 'Domande frequenti',
  description:
    'Le risposte alle domande più comuni su Girandola Park: prenotazione, calze, cibo, età, adulti, pagamenti, promozioni e novità.',
  body: [
    p('Non trovate la risposta? Scriveteci su WhatsApp, rispondiamo in giornata.'),
    h(2, 'Ingresso e regole'),
    details(
      'Bisogna prenotare l’ingresso?',
      p(
        'No, non serve prenotare l’ingresso: si paga in cassa. Solo le feste di compleanno, il campus e, se volete, il baby-parking si prenotano.',
      ),
    ),
    details(
      'C’è un limite di tempo?',
      p(
        'No: l’ingresso è senza limiti di tempo, potete restare fino alla chiusura. L’ultimo ingresso è un’ora prima della chiusura.',
      ),
    ),
    details(
      'Le calze sono obbligatorie?',
      p(
        'Sì, per bambini e adulti: non si può entrare senza calze nelle aree gioco, né scalzi né con le scarpe. Sui trampolini servono le calze antiscivolo, che trovate in cassa a € 2,50.',
      ),
    ),
    details(
      'Possiamo portare la merenda da casa?',
      p(
        'No, non è consentito portare cibo dall’esterno, tranne le torte di compleanno delle feste prenotate e le pappe per i bambini sotto i 3 anni. Al Caffè trovate merende, toast e pizza.',
      ),
    ),
    details(
      'Posso lasciare mio figlio e tornare più tardi?',
      p(
        'Solo con il baby-parking. I bambini non possono restare nel parco senza un adulto, salvo il servizio di baby-parking (dai 3 ai 10 anni, fino a 2 ore).',
      ),
    ),
    details(
      'Fino a che età si può giocare?',
      p(
        'Fino a 12 anni. I ragazzi sopra i 12 anni non possono giocare nelle strutture, ma possono entrare gratis con la famiglia.',
      ),
    ),
    details(
      'Da che età si può andare sui trampolini?',
      p(
        'Dai 5 anni: i bambini sotto i 5 anni non possono usare i trampolini e giocano nel Castello o nel Prato dei Piccoli.',
      ),
    ),
    details(
      'Gli adulti pagano?',
      p(
        'Gli adulti accompagnatori entrano gratis, fino a due per famiglia; dal terzo adulto l’ingresso costa € 3. Gli adulti senza bambini non possono entrare.',
      ),
    ),
    h(2, 'Pagamenti e promozioni'),
    details(
      'Come si può pagare?',
      p('Contanti, bancomat, carte di credito, Satispay, Apple Pay e Google Pay. Non accettiamo assegni.'),
    ),
    details(
      'C’è ancora la promo del mercoledì?',
      p(
        'No. La promo autunno del mercoledì (Grandi € 7, Piccoli € 5) è finita il 31 ottobre 2026: oggi il mercoledì si paga il prezzo normale dei giorni feriali.',
      ),
    ),
    details(
      'La tessera 10 ingressi vale anche nel weekend?',
      p('Sì, vale tutti i giorni, anche il sabato, la domenica e nei festivi, per 12 mesi dall’acquisto.'),
    ),
    h(2, 'Orari e novità'),
    details(
      'Siete aperti il lunedì?',
      p('Il lunedì siamo chiusi, tranne quando è festivo e nei giorni di campus.'),
    ),
    details(
      'Siete aperti durante le vacanze di Natale?',
      p(
        'Sì, con orari speciali: li trovate nell’articolo <a href="/2026/11/10/orari-natale-capodanno-2026">Natale e Capodanno a Girandola Park</a>.',
      ),
    ),
    details(
      'Quando apre la parete di arrampicata?',
      p(
        'Girandola Climb arriverà nella primavera 2027. Non è ancora prenotabile, neanche per le feste: pubblicheremo prezzi e turni nei prossimi mesi.',
      ),
    ),
    details('C’è il parcheggio?', p('Sì, un parcheggio gratuito con 60 posti davanti all’ingresso.')),
    spacer(40),
  ].join(''),
};

/* ── Contatti ────────────────────────────────────────────────────────────────────────────────────────────── */

const contatti: GirandolaPage = {
  path: '/contatti',
  lang: 'it',
  id: 26,
  alt: '/en/contact',
  title: 'Contatti e come arrivare',
  description:
    'Indirizzo, telefono, WhatsApp, email e orari di Girandola Park a Verona, come arrivare in auto e il parcheggio.',
  body: [
    columns(
      [
        column(
          [
            h(2, 'Dove siamo'),
            p(`<strong>Girandola Park</strong><br>${GP_STREET}<br>${GP_TOWN}`),
            h(2, 'Scriveteci o chiamateci'),
            p(
              `Telefono: <a href="${GP_PHONE_HREF}">${GP_PHONE}</a> (negli orari di apertura)<br>WhatsApp: <a href="${GP_WHATSAPP_HREF}">${GP_WHATSAPP}</a><br>Email: <a href="mailto:${GP_EMAIL}">${GP_EMAIL}</a><br>Feste di compleanno: <a href="mailto:${GP_PARTY_EMAIL}">${GP_PARTY_EMAIL}</a>`,
            ),
            h(2, 'Orari'),
            p(
              'Martedì – venerdì 15:30 – 19:30<br>Sabato, domenica e festivi 9:30 – 19:30<br>Lunedì chiuso (aperti se festivo)',
            ),
          ].join(''),
        ),
        column(
          html(
            '<figure class="wp-block-embed"><div class="wp-block-embed__wrapper"><iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2801.7!2d10.9652!3d45.4113!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x477f5f0000000001%3A0x1!2sGirandola%20Park!5e0!3m2!1sit!2sit" width="100%" height="380" style="border:0;" allowfullscreen="" loading="lazy" referrerpolicy="no-referrer-when-downgrade" title="Mappa Girandola Park"></iframe></div></figure>',
          ),
          '50%',
        ),
      ],
      { cls: 'alignwide' },
    ),
    h(2, 'Come arrivare'),
    p(
      'In auto: dal casello di Verona Sud dell’A4 sono 6 minuti. Seguite le indicazioni per la ZAI, poi per Via della Meccanica: siamo nel capannone arancione con la girandola sul tetto.',
    ),
    p(
      'Il parcheggio è gratuito, con 60 posti proprio davanti all’ingresso; i 4 posti vicino alla porta sono riservati alle famiglie con il passeggino.',
    ),
    separator(true),
    h(2, 'Scriveteci'),
    contactForm('it', 26),
    spacer(40),
  ].join(''),
};

/* ── Chi siamo (only in Italian) ─────────────────────────────────────────────────────────────────────────── */

const chiSiamo: GirandolaPage = {
  path: '/chi-siamo',
  lang: 'it',
  id: 28,
  title: 'Chi siamo',
  description:
    'La storia di Girandola Park, il parco giochi al coperto aperto a Verona nel 2016 da Marta e Luca Benedetti, e il nostro staff.',
  body: [
    columns(
      [
        column(
          [
            p(
              'Girandola Park è nato nel 2016 da un’idea di <strong>Marta e Luca Benedetti</strong>, due genitori veronesi stanchi di pomeriggi di pioggia chiusi in casa. Abbiamo trasformato un vecchio capannone della ZAI in <strong>1.200 m²</strong> di giochi al coperto, con il Castello, i trampolini, il Prato dei Piccoli e il Caffè.',
            ),
            p(
              'Oggi siamo in 14: educatrici, animatori, le ragazze del Caffè e della cassa. Sara organizza le feste di compleanno, Giulia coordina il baby-parking e il campus, Davide è il capo della Jump Zone.',
            ),
          ].join(''),
        ),
        column(
          image('2023/03/marta-luca-benedetti.jpg', 'Marta e Luca Benedetti davanti al Castello'),
          '40%',
        ),
      ],
      { cls: 'alignwide' },
    ),
    h(2, 'La sicurezza prima di tutto'),
    list([
      'Tutto lo staff ha il corso di primo soccorso pediatrico, rinnovato ogni due anni.',
      'Alla cassa c’è un defibrillatore (DAE) e in ogni turno ci sono almeno due persone formate a usarlo.',
      'Le strutture sono certificate secondo la norma EN 1176 e controllate ogni anno da un ente esterno.',
      'Ogni sera, dopo la chiusura, puliamo e igienizziamo tutte le aree.',
    ]),
    h(2, 'Lavora con noi'),
    p(
      `Cerchiamo animatori ed educatrici per i weekend e per il Summer Camp. Mandate il curriculum a <a href="mailto:${GP_EMAIL}">${GP_EMAIL}</a>.`,
    ),
    spacer(40),
  ].join(''),
};

export const girandolaPages: GirandolaPage[] = [
  areeGioco,
  prezzi,
  feste,
  babyParking,
  campus,
  caffe,
  faq,
  contatti,
  chiSiamo,
];
