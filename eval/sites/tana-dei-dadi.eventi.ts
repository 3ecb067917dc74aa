import {
  a,
  b,
  button,
  columns,
  form,
  h1,
  h2,
  h3,
  html,
  image,
  p,
  ps,
  strip,
  type TanaPage,
  TD_PHONE,
  TD_PHONE_HREF,
  TD_WHATSAPP,
  TD_WHATSAPP_HREF,
  table,
  text,
  ul,
} from './tana-dei-dadi.layout.ts';

/**
 * The weekly events, the children's birthday parties, the private room (Sala Drago) and the booking page,
 * whose pasted resmio widget leaves a `<div>` unclosed around the booking rules.
 */

const eventi: TanaPage = {
  path: '/eventi',
  lang: 'it',
  title: 'Eventi settimanali',
  description:
    'Ogni settimana alla Tana dei Dadi: Martedì Novità, La Gilda del Mercoledì (Dungeons & Dragons), il Torneo del Giovedì, la Party Night del venerdì e la Domenica in Famiglia.',
  strips: [
    strip([
      text(
        `${h1('Eventi settimanali')}${p('Ogni sera ha il suo gioco. Per gli eventi speciali (tornei di Natale, Capodanno, presentazioni) seguite le news e Instagram.')}`,
      ),
    ]),
    strip(
      [
        columns(
          [
            [image('demo-giochi-novita-martedi.jpg', 'Un dimostratore spiega un gioco appena uscito')],
            [
              text(
                `${h2('Martedì Novità')}${ps(
                  'Dalle 20:30 i dimostratori delle case editrici (e i nostri game host) vi fanno provare i giochi appena usciti, prima che arrivino sugli scaffali.',
                  'Si paga il coperto normale, niente di più. Non serve prenotare.',
                )}`,
              ),
            ],
          ],
          [40, 60],
        ),
      ],
      { color: 'light' },
    ),
    strip([
      columns(
        [
          [
            text(
              `${h2('La Gilda del Mercoledì')}${ps(
                'La nostra serata di Dungeons &amp; Dragons (5ª edizione), dalle 20:30 alle 23:30: tre tavoli da cinque giocatori, con i master Luca e Irene.',
                `${b('8 € a sessione, coperto compreso.')} Le campagne durano 10 sessioni e ci si iscrive all’inizio del ciclo: il prossimo parte mercoledì 13 gennaio 2027, iscrizioni entro il 20 dicembre.`,
                'Il primo mercoledì del mese c’è anche “Prima Avventura”, una one-shot per chi non ha mai giocato: 6 €, personaggi già pronti. I dadi ve li prestiamo noi.',
                'Si gioca dai 14 anni in su.',
              )}`,
            ),
          ],
          [image('dungeons-dragons-mappa-miniature.jpg', 'Miniature e mappa sul tavolo della Gilda')],
        ],
        [60, 40],
      ),
    ]),
    strip(
      [
        text(
          `${h2('Il Torneo del Giovedì')}${ps(
            `Inizio alle 20:45, massimo 24 giocatori. Iscrizione ${b('5 €')} più il coperto; per i soci l’iscrizione è gratis.`,
            `Ci si iscrive su WhatsApp (${a(TD_WHATSAPP, TD_WHATSAPP_HREF)}) entro il mercoledì sera. Al primo classificato va un buono del negozio da 30 €.`,
          )}${table(
            ['Giovedì del mese', 'Gioco'],
            [
              ['1° giovedì', 'Carcassonne'],
              ['2° giovedì', 'Azul'],
              ['3° giovedì', 'Ticket to Ride'],
              ['4° giovedì', '7 Wonders Duel'],
            ],
          )}`,
        ),
      ],
      { color: 'light' },
    ),
    strip([
      columns([
        [
          text(
            `${h2('Party Night')}${p('Il venerdì dalle 21:30 il game host prende il microfono: Dixit, Codenames, Just One e tutti i party game per gruppi grandi. Coperto del weekend, senza prenotazione.')}`,
          ),
        ],
        [
          text(
            `${h2('Domenica in Famiglia')}${p(`La domenica dalle 11:00 alle 13:00 Giulia gioca con i bambini dai 4 ai 10 anni. Coperto bambini 2,50 €, adulti 4 €. ${a('Famiglie e bambini »', '/famiglie')}`)}`,
          ),
        ],
      ]),
    ]),
  ],
};

const feste: TanaPage = {
  path: '/feste-di-compleanno',
  lang: 'it',
  title: 'Feste di compleanno',
  description:
    'Feste di compleanno per bambini dai 6 ai 12 anni alla Tana dei Dadi: game host dedicato, merenda, prezzi a bambino, caparra e come prenotare.',
  strips: [
    strip([
      columns([
        [
          text(
            `${h1('Feste di compleanno')}${p('Un pomeriggio di giochi con un game host tutto per voi: niente animatori con la parrucca, solo tanti giochi e tante risate. Per bambini e ragazzi dai 6 ai 12 anni.')}`,
          ),
        ],
        [image('festa-compleanno-bambini-tana.jpg', 'Bambini che giocano durante una festa')],
      ]),
    ]),
    strip(
      [
        text(
          `${h2('La Festa in Tana')}${ul(
            'Il sabato o la domenica, dalle 15:00 alle 17:30.',
            `${b('16 € a bambino')}, con un minimo di 10 bambini e un massimo di 20.`,
            'Compresi: un game host dedicato, i tavoli riservati, la merenda (pizzette, popcorn e succhi) e gli inviti da stampare.',
            'La torta di compleanno potete portarla voi: è l’unico cibo da fuori che accettiamo, e il servizio torta è gratuito.',
            'Due adulti accompagnatori non pagano; gli altri adulti pagano il coperto a 4 €.',
          )}`,
        ),
      ],
      { color: 'light' },
    ),
    strip([
      text(
        `${h2('Come prenotare')}${ps(
          'Prenotate almeno 3 settimane prima, per telefono o su WhatsApp.',
          'Alla prenotazione si versa una caparra di 50 €, che vi restituiamo se disdite almeno 7 giorni prima della festa.',
          'Le feste si fanno solo di pomeriggio: la sera non organizziamo feste per bambini.',
          `Per i compleanni dei grandi c’è la ${a('Sala Drago', '/sala-privata')}.`,
        )}`,
      ),
      button('Chiamaci', TD_PHONE_HREF),
    ]),
  ],
};

const sala: TanaPage = {
  path: '/sala-privata',
  lang: 'it',
  title: 'Sala Drago – sala privata',
  description:
    'La Sala Drago, la sala privata al primo piano della Tana dei Dadi: fino a 20 persone, prezzi per 3 ore, aperitivo ludico, game host dedicato e team building per aziende.',
  strips: [
    strip([
      columns([
        [
          text(
            `${h1('Sala Drago')}${ps(
              'Al primo piano della Tana c’è la Sala Drago: tre tavoli grandi, uno schermo da 55 pollici e gli scaffali con i nostri giochi preferiti. È tutta vostra, per compleanni, addii al celibato tranquilli, serate tra colleghi.',
              'Ci stanno fino a 20 persone sedute.',
            )}`,
          ),
        ],
        [image('sala-drago-tavoli-grandi.jpg', 'La Sala Drago con i tre tavoli grandi')],
      ]),
    ]),
    strip(
      [
        text(
          `${h2('Prezzi')}${table(
            ['', 'Per 3 ore'],
            [
              ['Da martedì a giovedì', '€ 90'],
              ['Venerdì, sabato e domenica', '€ 150'],
              ['Ogni ora in più', '€ 35'],
            ],
          )}${ul(
            'Il coperto gioco di tutti gli ospiti è compreso; le consumazioni sono a parte.',
            'Aperitivo ludico (buffet con bevanda): € 13 a persona.',
            'Game host dedicato: € 25 l’ora.',
            'Il sabato sera, dalle 20:00, la Sala Drago non si affitta.',
          )}`,
        ),
      ],
      { color: 'light' },
    ),
    strip([
      columns([
        [
          text(
            `${h2('Per le aziende')}${ps(
              'Team building ludico, dal martedì al giovedì: da € 22 a persona (minimo 10 persone), con game host, giochi cooperativi scelti per il vostro gruppo e aperitivo. Facciamo fattura.',
            )}`,
          ),
        ],
        [
          text(
            `${h2('Prenotazione')}${ps(
              'Per confermare la sala serve una caparra del 30%. Potete disdire gratis fino a 10 giorni prima.',
              'La Sala Drago è al primo piano, 14 gradini, senza ascensore: non è accessibile in sedia a rotelle.',
            )}`,
          ),
        ],
      ]),
      button('Chiedi disponibilità', '/contatti'),
    ]),
  ],
};

/**
 * The booking page. The owner pasted the resmio table widget into an HTML element; its wrapper `<div>` is never
 * closed, so the rules after it end up inside the HTML element.
 */
const prenota: TanaPage = {
  path: '/prenota',
  lang: 'it',
  title: 'Prenota un tavolo',
  description:
    'Come prenotare un tavolo alla Tana dei Dadi: online, su WhatsApp o per telefono. Tavoli tenuti 15 minuti, gruppi oltre 8 persone solo per telefono, sabato sera senza prenotazione.',
  strips: [
    strip([
      text(
        `${h1('Prenota un tavolo')}${p(`Prenotare è gratis. Potete farlo qui sotto, su WhatsApp (${a(TD_WHATSAPP, TD_WHATSAPP_HREF)}) o per telefono (${a(TD_PHONE, TD_PHONE_HREF)}). Per la sera stessa scriveteci su WhatsApp entro le 18:00.`)}`,
      ),
      html(
        `<!-- resmio button -->
<div class="resmio-widget-container" style="max-width: 640px; margin: 0 auto;">
<div id="resmio-tanadeidadi" data-resmio-button="tanadeidadi" data-resmio-lang="it" data-resmio-color="#b4451f">
<script src="https://static.resmio.com/static/it/widget.js" data-resmio-button="tanadeidadi" async></script>
<noscript><a href="https://app.resmio.com/tanadeidadi/widget?backgroundColor=%23b4451f&amp;color=%23ffffff" target="_blank">Prenota online</a></noscript>
</div>`,
      ),
      text(
        `${h2('Le regole delle prenotazioni')}${ul(
          `${b('Vi teniamo il tavolo per 15 minuti')} dall’orario della prenotazione; dopo lo diamo a chi aspetta.`,
          `${b('Gruppi di più di 8 persone: solo per telefono.')} Il modulo e WhatsApp vanno bene fino a 8.`,
          `${b('Il sabato dalle 20:00 non prendiamo prenotazioni')}: i tavoli sono di chi arriva prima.`,
          'Se non riuscite a venire, avvisateci anche all’ultimo: qualcuno sarà felice di prendere il vostro posto.',
        )}`,
      ),
    ]),
    strip(
      [
        text(h3('Non riuscite a usare il widget? Lasciateci una richiesta')),
        form(
          [
            ['Nome', 'text'],
            ['Telefono', 'tel'],
            ['Giorno e ora', 'text'],
            ['Quante persone?', 'number'],
          ],
          'Invia la richiesta',
        ),
      ],
      { color: 'light' },
    ),
  ],
};

export const tanaEventPages: TanaPage[] = [eventi, feste, sala, prenota];
