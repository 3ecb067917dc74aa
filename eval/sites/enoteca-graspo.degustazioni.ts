import {
  a,
  b,
  block,
  button,
  embed,
  form,
  type GraspoPage,
  iconList,
  image,
  one,
  p,
  ps,
  row,
  small,
  span,
  text,
  title,
  ul,
} from './enoteca-graspo.layout.ts';

/**
 * The tastings, the private room and the wine club. The tastings as three price cards whose figure and
 * euro sign the owner enlarged in separate spans ('35' + ' €'), the rules as an icon list, and a booking
 * widget pasted from Bookeo into an Embed widget whose wrapper `<div>` is never closed, so the cancellation,
 * lateness, dog and stairs rules after it sit inside it. The Cantinetta: capacity, minimum, menus, room
 * fee, cake, deposit, music, 12 steps and no lift. The Club del Graspo: 40 € a year, 10% on bottles, 5 € off
 * tastings, the members' evening.
 */

/** A price card: photo, name, what is poured, the price in two styled spans, the unit and the duration. */
const priceCard = (photo: string, name: string, about: string, amount: string, note: string) => [
  image(photo, name),
  title(name, 3),
  text(p(about)),
  text(
    p(
      `${span(b(amount), 'font-size: 46px; color: #5a1f2b;')}${span(' €', 'font-size: 22px; color: #5a1f2b;')}`,
      'center',
    ),
  ),
  text(p(small(note), 'center')),
];

/*
 * The booking widget Matteo pasted from Bookeo's "Add to your website" page: its wrapper
 * `<div class="bookeo-wrap">` is never closed, so everything after it in the column sits inside it.
 */
const bookeo = `<!-- Bookeo booking widget - start -->
<div class="bookeo-wrap" style="max-width: 760px; margin: 0 auto;">
<div id="bookeo_position"></div>
<script type="text/javascript" src="https://bookeo.com/widget.js?a=3117XHRC4A19BB3E1F74&amp;type=311RRNT7K18FE7A1C2&amp;lang=it_IT"></script>
<noscript><a href="https://bookeo.com/enotecailgraspo" target="_blank" rel="noopener">Prenota la degustazione online</a></noscript>
<!-- Bookeo booking widget - end -->`;

const degustazioni: GraspoPage = {
  path: '/degustazioni',
  lang: 'it',
  alternate: '/en/tastings',
  title: 'Degustazioni',
  description:
    'Le degustazioni guidate dell’Enoteca Il Graspo nella Cantinetta: Valpolicella in 4 calici, Amarone in tre annate, i bianchi del lago e delle colline. Prezzi, orari, prenotazione e cancellazione.',
  blocks: [
    block(
      [
        one(
          title(span('Degustazioni', 'color: #ffffff;'), 1, 'center'),
          text(
            p(
              span(
                'Sotto il locale, nella Cantinetta a volta, Matteo vi guida calice dopo calice tra le colline di Verona.',
                'color: #ffffff;',
              ),
              'center',
            ),
          ),
        ),
      ],
      { background: 'degustazione-cantinetta-volta.jpg', type: 'hero', fluid: true },
    ),
    block([
      row([
        priceCard(
          'valpolicella-quattro-calici.jpg',
          'Valpolicella in 4 calici',
          'Valpolicella Classico, Ripasso, Amarone e Recioto, con un tagliere di salumi e formaggi veronesi.',
          '35',
          'a persona · 75 minuti',
        ),
        priceCard(
          'amarone-tre-annate-verticale.jpg',
          'Amarone, tre annate',
          'Lo stesso Amarone in tre annate diverse, con Monte Veronese stravecchio e pane di casa.',
          '55',
          'a persona · 90 minuti',
        ),
        priceCard(
          'bianchi-soave-lugana.jpg',
          'Bianchi del lago e delle colline',
          'Soave, Lugana, Custoza e Lessini Durello, con tre cicchetti della casa.',
          '28',
          'a persona · 60 minuti',
        ),
      ]),
    ]),
    block(
      [
        row(
          [
            [
              title('Come funziona', 2),
              iconList([
                ['calendar', 'Dal mercoledì al sabato alle 17:00; il sabato anche alle 11:00.'],
                [
                  'users',
                  'Minimo 2 persone, massimo 10. Per gruppi più numerosi guardate gli eventi privati.',
                ],
                ['clock', 'Solo su prenotazione, entro le 18:00 del giorno prima.'],
                ['id-card', 'Le degustazioni sono riservate ai maggiorenni.'],
                [
                  'wallet',
                  'Si paga in enoteca, alla fine. Per i gruppi da 6 persone in su chiediamo una caparra di 10 € a persona.',
                ],
                ['star', 'Soci del Club del Graspo: 5 € di sconto a persona.'],
              ]),
              text(p(small('La domenica, il lunedì e il martedì non facciamo degustazioni.'))),
            ],
            [image('matteo-sommelier-versa-amarone.jpg', 'Matteo versa l’Amarone')],
          ],
          [7, 5],
        ),
      ],
      { color: 'cream' },
    ),
    block([
      one(
        title('Prenota la tua degustazione', 2),
        embed(bookeo),
        title('Cancellazioni e ritardi', 3),
        text(
          ps(
            'Potete cancellare o spostare la degustazione gratis fino a 48 ore prima. Dopo, o se non vi presentate, addebitiamo l’intero importo sulla carta lasciata a garanzia al momento della prenotazione.',
            'Se arrivate con più di 15 minuti di ritardo non possiamo allungare la degustazione.',
          ),
        ),
        title('Da sapere', 3),
        text(
          ul(
            'La Cantinetta è al piano di sotto, con una scala di 12 gradini. Se qualcuno del gruppo non può fare le scale, ditecelo quando prenotate: prepariamo la degustazione in sala, al piano terra.',
            'In Cantinetta, durante le degustazioni, i cani non possono entrare.',
            'Preferite regalarla? C’è la carta regalo.',
          ),
        ),
        button('Carte regalo', '/carte-regalo', 'secondary'),
      ),
    ]),
  ],
};

/* ── Eventi privati ───────────────────────────────────────────────────────────────────────────────────── */

const menuCard = (name: string, about: string, amount: string) => [
  title(name, 3),
  text(p(about)),
  text(p(`${span(b(amount), 'font-size: 34px;')}${span(' € a persona', 'font-size: 16px;')}`)),
];

const eventi: GraspoPage = {
  path: '/eventi-privati',
  lang: 'it',
  title: 'Eventi privati nella Cantinetta',
  description:
    'Compleanni, feste di laurea, cene aziendali e degustazioni private nella Cantinetta del Graspo, la sala a volta sotto il locale: capienza, menu, prezzi e condizioni.',
  blocks: [
    block([
      row(
        [
          [
            title('Eventi privati nella Cantinetta', 1),
            text(
              ps(
                'La Cantinetta è la nostra sala a volta in mattoni del Cinquecento, sotto il locale. Per una sera può essere tutta vostra: compleanni, feste di laurea, cene aziendali, degustazioni private.',
                `Ci stanno fino a ${b('24 persone sedute')}, o 35 per un aperitivo in piedi. Il minimo per riservarla è di 10 persone.`,
              ),
            ),
          ],
          [image('cantinetta-tavola-apparecchiata.jpg', 'La Cantinetta apparecchiata per una cena')],
        ],
        [7, 5],
      ),
    ]),
    block(
      [
        row([
          menuCard(
            'Aperitivo in Cantinetta',
            'Cicchetti, taglieri e polenta fritta, con due calici a testa.',
            '34',
          ),
          menuCard(
            'Cena del Graspo',
            'Antipasto, risotto all’Amarone, secondo, dolce, acqua e caffè. Vini a parte.',
            '48',
          ),
          menuCard(
            'Degustazione privata con cena',
            'Cinque vini guidati da Matteo, abbinati a una cena di quattro portate.',
            '60',
          ),
        ]),
      ],
      { color: 'cream' },
    ),
    block([
      row([
        [
          title('Condizioni', 2),
          text(
            ul(
              'Affitto della sala: gratuito il lunedì, il mercoledì e il giovedì; 150 € il venerdì e il sabato. La domenica la Cantinetta non si affitta.',
              'Potete portare la vostra torta: 2 € a persona per il servizio.',
              'Alla conferma chiediamo una caparra del 30%. Si può disdire gratis fino a 7 giorni prima; dopo, la caparra non viene restituita.',
              'Musica solo di sottofondo: niente DJ né musica dal vivo amplificata.',
              'La serata finisce entro mezzanotte e mezza.',
            ),
          ),
        ],
        [
          title('Accessibilità', 2),
          text(
            ps(
              'La Cantinetta si raggiunge con una scala di 12 gradini e non c’è ascensore. Se tra gli ospiti c’è chi non può fare le scale, possiamo riservarvi una parte della sala al piano terra.',
            ),
          ),
        ],
      ]),
    ]),
    block(
      [
        row(
          [
            [title('Chiedi un preventivo', 2), text(p('Rispondiamo entro due giorni lavorativi.'))],
            [
              form(
                [
                  ['Nome e cognome', 'text'],
                  ['Email', 'email'],
                  ['Telefono', 'tel'],
                  ['Data e numero di ospiti', 'text'],
                  ['Cosa festeggiate?', 'textarea'],
                ],
                'Invia la richiesta',
              ),
            ],
          ],
          [5, 7],
        ),
      ],
      { color: 'cream' },
    ),
  ],
};

/* ── Club del Graspo ──────────────────────────────────────────────────────────────────────────────────── */

const club: GraspoPage = {
  path: '/club-del-graspo',
  lang: 'it',
  title: 'Club del Graspo',
  description:
    'Il Club del Graspo: la tessera annuale dell’enoteca con lo sconto sulle bottiglie della bottega, lo sconto sulle degustazioni e la serata dei soci.',
  blocks: [
    block([
      row(
        [
          [
            title('Club del Graspo', 1),
            text(
              ps(
                'Per chi passa spesso, e per chi il vino lo compra a cartoni. La tessera costa 40 € all’anno e vale 12 mesi dall’iscrizione.',
              ),
            ),
            button('Iscriviti in enoteca o online', '/bottega'),
          ],
          [image('tessera-club-del-graspo.jpg', 'La tessera del Club del Graspo')],
        ],
        [7, 5],
      ),
    ]),
    block(
      [
        one(
          title('Cosa comprende', 2),
          text(
            ul(
              `${b('10% di sconto')} su tutte le bottiglie della bottega, in enoteca e online con il vostro codice personale.`,
              `${b('5 € di sconto a persona')} sulle degustazioni.`,
              `${b('La serata dei soci')}: il primo giovedì del mese alle 19:00, assaggio gratuito dei nuovi arrivi con Matteo.`,
              'Gli inviti in anteprima alle serate con i produttori.',
            ),
          ),
        ),
      ],
      { color: 'cream' },
    ),
    block([
      one(
        title('Da sapere', 3),
        text(
          ul(
            'Lo sconto non vale sul menu della cucina né sui vini al calice, e non si somma ad altre offerte.',
            'La tessera è personale.',
            `La tessera non si rinnova da sola: alla scadenza vi mandiamo una mail. ${a('Scrivici', '/orari-e-contatti')} se avete dubbi.`,
          ),
        ),
      ),
    ]),
  ],
};

export const graspoTastingPages: GraspoPage[] = [degustazioni, eventi, club];
