import {
  a,
  accordion,
  b,
  button,
  color,
  columns,
  form,
  h1,
  h2,
  h3,
  image,
  map,
  newsList,
  p,
  ps,
  size,
  spacer,
  strip,
  type TanaPage,
  TD_EMAIL,
  TD_PHONE,
  TD_PHONE_HREF,
  TD_STREET,
  TD_TOWN,
  TD_WHATSAPP,
  TD_WHATSAPP_HREF,
  table,
  text,
  ul,
} from './tana-dei-dadi.layout.ts';
import { tanaTeasers } from './tana-dei-dadi.news.ts';

/* ── Home ─────────────────────────────────────────────────────────────────────────────────────────────── */

/** The home page: hero, the Ottobre Universitario strip never taken down (no year), what we do, events, news. */
export const tanaHome: TanaPage = {
  path: '/',
  lang: 'it',
  alternate: '/en',
  title: 'Home',
  description:
    'La Tana dei Dadi, ludoteca e caffè a Bologna in via San Vitale: più di 900 giochi da tavolo, game host che spiegano le regole, bar e cucina, tornei, D&D, feste di compleanno e negozio.',
  strips: [
    strip(
      [
        text(
          `${h1(color('La Tana dei Dadi', '#ffffff'))}${p(size(color('Ludoteca e caffè nel cuore di Bologna: più di 900 giochi da tavolo, qualcuno che ve li spiega e qualcosa di buono da bere.', '#ffffff'), 130))}`,
        ),
        columns([
          [button('Prenota un tavolo', '/prenota')],
          [button('Prezzi e coperto', '/tariffe', 'outline')],
        ]),
      ],
      { background: 'tavoli-ludoteca-tana-dei-dadi.jpg' },
    ),
    // The student offer from October, switched on in September and never switched off.
    strip(
      [
        columns(
          [
            [
              text(
                `${h2('🎓 Ottobre Universitario')}${p(`Con il badge UniBo il coperto gioco costa solo ${b('2 €')} dal martedì al giovedì. Fino al 31 ottobre!`)}`,
              ),
            ],
            [button('Scopri di più', '/news/2790584_ottobre-universitario', 'outline')],
          ],
          [70, 30],
        ),
      ],
      { color: 'accent' },
    ),
    strip([
      columns([
        [
          image('scaffali-ludoteca-giochi-colorati.jpg', 'Gli scaffali della ludoteca pieni di scatole'),
          text(
            `${h3('Gioca')}${p('Più di 900 giochi, dai classici per famiglie ai giochi per esperti. Non sapete cosa scegliere? Chiedete ai nostri game host.')}${p(a('La ludoteca »', '/ludoteca'))}`,
          ),
        ],
        [
          image('piadina-birra-tavolo-gioco.jpg', 'Una piadina e una birra accanto a una partita'),
          text(
            `${h3('Mangia e bevi')}${p('Caffetteria, birre artigianali alla spina, cocktail a tema e piadine, taglieri e crescentine.')}${p(a('Il menu »', '/menu'))}`,
          ),
        ],
        [
          image('festa-compleanno-bambini-tana.jpg', 'Una festa di compleanno al tavolo grande'),
          text(
            `${h3('Festeggia')}${p('Feste di compleanno per bambini, serate aziendali e la Sala Drago tutta per voi.')}${p(a('Feste e sala privata »', '/feste-di-compleanno'))}`,
          ),
        ],
      ]),
    ]),
    strip(
      [
        text(
          `${h2('Come funziona')}${ul(
            `${b('Scegliete un tavolo')} (nel weekend meglio prenotare).`,
            `${b('Prendete un gioco')} dagli scaffali, oppure fatevi consigliare.`,
            `${b('Giocate quanto volete')}: il coperto gioco si paga una volta sola, all’uscita.`,
          )}${p(`Il coperto costa 4 € dal martedì al giovedì e 6 € il venerdì, il sabato, la domenica e nei festivi. ${a('Tutte le tariffe »', '/tariffe')}`)}`,
        ),
      ],
      { color: 'light' },
    ),
    strip([
      text(
        `${h2('Ogni settimana in Tana')}${ul(
          `${b('Martedì')}: Martedì Novità, le demo dei giochi appena usciti`,
          `${b('Mercoledì')}: La Gilda del Mercoledì, la nostra serata di Dungeons &amp; Dragons`,
          `${b('Giovedì')}: il Torneo del Giovedì`,
          `${b('Venerdì')}: Party Night`,
          `${b('Domenica mattina')}: Domenica in Famiglia`,
        )}${p(a('Tutti gli eventi »', '/eventi'))}`,
      ),
    ]),
    strip([text(h2('Dalle news')), newsList(tanaTeasers.slice(0, 3))]),
    strip(
      [
        columns([
          [text(`${h2('Vieni a trovarci')}${ps(`${TD_STREET}, ${TD_TOWN}`, 'Il lunedì siamo chiusi.')}`)],
          [
            button('Contatti e orari', '/contatti'),
            button('Scrivici su WhatsApp', TD_WHATSAPP_HREF, 'outline'),
          ],
        ]),
      ],
      { color: 'light' },
    ),
  ],
};

/* ── La ludoteca ──────────────────────────────────────────────────────────────────────────────────────── */

const ludoteca: TanaPage = {
  path: '/ludoteca',
  lang: 'it',
  title: 'La ludoteca',
  description:
    'Più di 900 giochi da tavolo divisi per colore, i game host che spiegano le regole, i giochi da portare da casa e le regole della ludoteca.',
  strips: [
    strip([
      text(
        `${h1('La ludoteca')}${p('Sugli scaffali della Tana ci sono più di 900 giochi da tavolo, e ogni mese ne arrivano di nuovi. Li trovate divisi per colore:')}${ul(
          `${color(b('Verde'), '#2e7d32')}: giochi per tutti e per famiglie`,
          `${color(b('Blu'), '#1565c0')}: party game, per gruppi e per ridere`,
          `${color(b('Rosso'), '#b4451f')}: giochi per esperti, quelli da due ore e più`,
          `${color(b('Giallo'), '#c49000')}: giochi per bambini`,
        )}`,
      ),
      image(
        'scaffali-ludoteca-giochi-colorati.jpg',
        'Gli scaffali colorati della ludoteca',
        'Lo scaffale rosso, il preferito di Marco',
      ),
    ]),
    strip(
      [
        columns([
          [
            text(
              `${h2('I nostri game host')}${ps(
                'Pietro e Giulia (e spesso anche Marco) girano tra i tavoli: vi consigliano un gioco adatto al vostro gruppo e ve lo spiegano, così iniziate a giocare in cinque minuti invece di leggere il regolamento per un’ora.',
                `${b('La spiegazione delle regole è compresa nel coperto.')} Per i giochi più lunghi (quelli dello scaffale rosso) chiedetela appena vi sedete: nelle serate piene c’è un po’ di attesa.`,
              )}`,
            ),
          ],
          [image('game-host-spiega-regole.jpg', 'Giulia spiega le regole a un tavolo di amici')],
        ]),
      ],
      { color: 'light' },
    ),
    strip([
      text(
        `${h2('Le regole della ludoteca')}${ul(
          'Potete portare i vostri giochi da casa: benvenuti! Il coperto si paga lo stesso.',
          'A fine partita contate i pezzi e rimettete il gioco nella sua scatola, poi riportatelo al banco.',
          'Se un pezzo si rompe o si perde, ditecelo: non vi facciamo pagare niente, ci serve solo saperlo per sostituirlo.',
          `I giochi della ludoteca non si prestano e non si portano a casa. Se un gioco vi è piaciuto, lo trovate (o ve lo ordiniamo) nel nostro ${a('negozio', '/negozio')}.`,
          'Bevande sì, al tavolo; per mangiare vi portiamo tovaglioli e forchettine, così le carte restano pulite.',
        )}`,
      ),
    ]),
  ],
};

/* ── Famiglie e bambini ───────────────────────────────────────────────────────────────────────────────── */

const famiglie: TanaPage = {
  path: '/famiglie',
  lang: 'it',
  title: 'Famiglie e bambini',
  description:
    'La Tana con i bambini: età, accompagnatori, orari, l’Angolo Cuccioli, il coperto per i più piccoli e la Domenica in Famiglia.',
  strips: [
    strip([
      text(
        `${h1('Famiglie e bambini')}${p('Ai bambini i giochi da tavolo piacciono quanto a noi. Per stare bene tutti, però, ci sono alcune regole.')}`,
      ),
    ]),
    strip(
      [
        text(
          `${h2('Età e accompagnatori')}${ul(
            'I ragazzi sotto i 14 anni devono essere accompagnati da un adulto per tutto il tempo in cui restano in Tana.',
            'Dai 14 ai 17 anni si può venire da soli, con gli amici, fino alle 21:00.',
            `${b('Dopo le 22:00 i minori di 14 anni non sono ammessi, neanche accompagnati:')} la sera la Tana è dei grandi.`,
          )}`,
        ),
      ],
      { color: 'light' },
    ),
    strip([
      columns([
        [
          text(
            `${h2('L’Angolo Cuccioli')}${ps(
              'Il sabato e la domenica, dalle 11:00 alle 19:00, un angolo con tappeto, cuscini e giochi morbidi per i bimbi dai 3 agli 8 anni.',
              'Lo staff non fa da babysitter: i bambini nell’Angolo restano sotto la responsabilità dei genitori.',
            )}`,
          ),
        ],
        [
          text(
            `${h2('Cose pratiche')}${ul(
              'Passeggini: c’è spazio accanto all’ingresso.',
              'Fasciatoio nel bagno al piano terra.',
              'Due seggioloni: chiedeteli al banco.',
            )}`,
          ),
        ],
      ]),
    ]),
    strip(
      [
        text(
          `${h2('Quanto costa')}${p(`Bambini dai 6 agli 11 anni: coperto 2,50 €, tutti i giorni. Bambini sotto i 6 anni: gratis. ${a('Tutte le tariffe »', '/tariffe')}`)}${p(`La domenica mattina c’è ${a('Domenica in Famiglia', '/eventi')}, con giochi e un game host tutto per i bambini. Per i compleanni guardate le ${a('feste in Tana', '/feste-di-compleanno')}.`)}`,
        ),
      ],
      { color: 'light' },
    ),
  ],
};

/* ── FAQ ──────────────────────────────────────────────────────────────────────────────────────────────── */

const faq: TanaPage = {
  path: '/faq',
  lang: 'it',
  title: 'Domande frequenti',
  description:
    'Le domande che ci fate più spesso: prenotazioni, coperto, cibo da fuori, animali, pagamenti, conti separati, offerte e accessibilità.',
  strips: [
    strip([
      text(h1('Domande frequenti')),
      accordion([
        [
          'Devo prenotare?',
          ps(
            `Dal martedì al giovedì di solito un tavolo si trova. Il venerdì e la domenica conviene prenotare. ${a('Come prenotare »', '/prenota')}`,
            'Il sabato dalle 20:00 non prendiamo prenotazioni: i tavoli sono di chi arriva prima.',
          ),
        ],
        [
          'Quanto costa il coperto nel weekend?',
          p(
            'Il venerdì, il sabato, la domenica e i festivi il coperto gioco è di € 6,– a persona (bambini 6–11 anni € 2,50).',
          ),
        ],
        [
          'Per quanto tempo possiamo giocare?',
          p(
            'Quanto volete. Solo il sabato sera, se ci sono persone in attesa, vi chiediamo di lasciare il tavolo dopo 3 ore.',
          ),
        ],
        [
          'Posso portare da mangiare o da bere?',
          p(
            'No: non è consentito portare cibo e bevande da fuori. L’unica eccezione è la torta delle feste di compleanno prenotate.',
          ),
        ],
        [
          'Posso venire con il cane?',
          p(
            'Ci dispiace, non possiamo accogliere animali, cani compresi: ci sono troppi pezzi piccoli per terra. Fanno eccezione i cani guida e di assistenza.',
          ),
        ],
        [
          'Come si paga?',
          p(
            'In contanti, con bancomat o carta di credito, alla cassa all’uscita. Non accettiamo buoni pasto.',
          ),
        ],
        [
          'Possiamo pagare separati?',
          p(
            'Sì, ma il venerdì e il sabato dopo le 20:00 facciamo un conto unico per tavolo: alla cassa c’è troppa fila.',
          ),
        ],
        [
          'C’è ancora l’offerta per gli universitari?',
          p(
            'No, l’offerta Ottobre Universitario (coperto a 2 € per gli studenti) è terminata il 31 ottobre 2026. Per ora non ci sono altre promozioni per studenti.',
          ),
        ],
        [
          'Quando apre l’escape room?',
          p(
            `Il Cunicolo aprirà nella primavera 2027. Non è ancora possibile prenotare. ${a('Tutte le novità »', '/news/2834417_in-arrivo-nel-2027-escape-room-il-cunicolo')}`,
          ),
        ],
        [
          'La Tana è accessibile in sedia a rotelle?',
          p(
            'La sala giochi al piano terra sì, e c’è un bagno accessibile. La Sala Drago, al primo piano, no: ci si arriva solo con le scale.',
          ),
        ],
      ]),
    ]),
  ],
};

/* ── Contatti ─────────────────────────────────────────────────────────────────────────────────────────── */

const contatti: TanaPage = {
  path: '/contatti',
  lang: 'it',
  alternate: '/en/contact',
  title: 'Contatti e orari',
  description:
    'Orari di apertura della Tana dei Dadi, indirizzo in via San Vitale a Bologna, telefono, WhatsApp, email e modulo di contatto.',
  strips: [
    strip([
      columns([
        [
          text(
            `${h1('Contatti e orari')}${ps(
              `${b(TD_STREET)}<br>${TD_TOWN}`,
              'Siamo in via San Vitale, a cinque minuti a piedi dalle Due Torri.',
              `Telefono ${a(TD_PHONE, TD_PHONE_HREF)} (rispondiamo negli orari di apertura)<br>WhatsApp ${a(TD_WHATSAPP, TD_WHATSAPP_HREF)}<br>Email ${a(TD_EMAIL, `mailto:${TD_EMAIL}`)}`,
            )}`,
          ),
        ],
        [map(`La Tana dei Dadi, ${TD_STREET}, Bologna`)],
      ]),
    ]),
    strip(
      [
        text(
          `${h2('Orari di apertura')}${table(
            ['Giorno', 'Orario'],
            [
              ['Lunedì', 'chiuso'],
              ['Martedì', '15:00 – 24:00'],
              ['Mercoledì', '15:00 – 24:00'],
              ['Giovedì', '15:00 – 24:00'],
              ['Venerdì', '15:00 – 01:30'],
              ['Sabato', '11:00 – 01:30'],
              ['Domenica', '11:00 – 23:00'],
            ],
          )}${ps(
            'La cucina chiude alle 22:30 (la domenica alle 21:30).',
            `Nei giorni di festa gli orari cambiano: li pubblichiamo sempre nelle ${a('news', '/news')}.`,
          )}`,
        ),
      ],
      { color: 'light' },
    ),
    strip([
      text(
        `${h2('Scrivici')}${p('Per prenotare un tavolo usate la pagina Prenota; per tutto il resto, scriveteci qui.')}`,
      ),
      form(
        [
          ['Nome', 'text'],
          ['Email', 'email'],
          ['Messaggio', 'textarea'],
        ],
        'Invia',
      ),
      spacer(),
    ]),
  ],
};

export const tanaPages: TanaPage[] = [ludoteca, famiglie, faq, contatti];
