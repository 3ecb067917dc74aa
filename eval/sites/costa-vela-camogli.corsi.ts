import {
  button,
  buttons,
  callout,
  cols,
  eyebrow,
  figure,
  h1,
  h2,
  h3,
  lead,
  p,
  section,
  small,
  subtitle,
  title,
  ul,
  type VelaPage,
} from './costa-vela-camogli.layout.ts';

type Slot = [dates: string, status: 'open' | 'few' | 'full'];

const statusLabel = {
  it: { open: 'posti disponibili', few: 'ultimi posti', full: 'completo' },
  en: { open: 'places available', few: 'last places', full: 'full' },
};

/** The calendar as the designer built it: one card per course, a list of date rows with a status pill. */
export const calendarCard = (lang: 'it' | 'en', name: string, note: string, slots: Slot[]) =>
  `<div class="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"><div class="text-lg font-semibold text-sky-950">${name}</div><div class="text-sm text-slate-500">${note}</div><ul role="list" class="divide-y divide-slate-100">${slots
    .map(
      ([dates, status]) =>
        `<li class="flex items-center justify-between gap-4 py-2"><span class="text-sm font-medium text-slate-800">${dates}</span><span class="rounded-full px-2.5 py-0.5 text-xs font-medium ${status === 'full' ? 'bg-slate-100 text-slate-500 line-through' : status === 'few' ? 'bg-amber-100 text-amber-800' : 'bg-emerald-100 text-emerald-800'}">${statusLabel[lang][status]}</span></li>`,
    )
    .join('')}</ul></div>`;

/** Adult courses, the 2027 calendar, the kids' summer weeks, the after-school afternoons and the membership. */
export const velaCoursePages: VelaPage[] = [
  {
    path: '/corsi',
    lang: 'it',
    title: 'Corsi di vela per adulti',
    description:
      'Corso base, corso weekend, perfezionamento su cabinato, crociera-scuola e lezioni private a Camogli. Requisiti, orari e cosa portare.',
    alternate: '/en/courses',
    body: [
      section([
        eyebrow('Scuola vela FIV'),
        h1('Corsi di vela per adulti'),
        lead(
          'Gruppi di quattro-sei allievi per istruttore, lezioni in acqua fin dal primo giorno e un po’ di teoria al riparo della base.',
        ),
        p(
          'I corsi per adulti sono aperti dai 16 anni in su. Tra i 14 e i 16 anni si può partecipare solo insieme a un genitore iscritto allo stesso corso. Bisogna saper nuotare almeno 25 metri.',
        ),
        p(
          'Per frequentare un corso bisogna essere soci di Costa Vela e avere la tessera FIV, che comprende l’assicurazione: tutte le regole nella pagina <a href="/tesseramento">Tesseramento</a>. Le lezioni si tengono in italiano e in inglese.',
        ),
      ]),
      section(
        [
          cols(
            [
              figure('corso-base-rs-quest.jpg', 'Allievi del corso base su una deriva RS Quest'),
              h2('Corso base'),
              p(
                'Il corso per chi non è mai salito su una barca a vela: cinque mezze giornate, dalle 9:30 alle 13:00, su derive RS Quest. Impari a armare la barca, a virare e strambare, a leggere il vento e a rientrare in porto. **390 €**.',
              ),
            ],
            [
              figure('corso-weekend.jpg', 'Corso weekend in uscita da Camogli'),
              h2('Corso weekend'),
              p(
                'Un assaggio in due giorni, sabato e domenica dalle 10:00 alle 17:00 con pausa pranzo: per capire se la vela fa per te. **210 €**.',
              ),
            ],
          ),
        ],
        'sea',
      ),
      section([
        cols(
          [
            h2('Perfezionamento su cabinato'),
            p(
              'Per chi ha fatto il corso base: cinque giornate dalle 9:30 alle 16:30 sui nostri First 25, con manovre in porto, ancoraggio, regolazione delle vele e navigazione costiera fino a Portofino. **540 €**.',
            ),
          ],
          [
            h2('Crociera-scuola'),
            p(
              'Cinque giorni e quattro notti a bordo del Maestrale verso le Cinque Terre, con turni di guardia, cambusa e navigazione notturna. **890 € a persona**, in cabine doppie condivise.',
            ),
            p(
              '**Cambusa esclusa:** si fa una cassa comune di circa 22 € al giorno a persona. Portate una borsa morbida (niente valigie rigide) e un sacco lenzuolo.',
            ),
          ],
          [
            h2('Lezione privata'),
            p(
              'Due ore con un istruttore solo per te, o per te e un’altra persona, su deriva o First 25: **150 €**. Le date le concordiamo insieme.',
            ),
          ],
        ),
        buttons(button('Calendario 2027', '/corsi/calendario'), button('Tutti i prezzi', '/prezzi', 'ghost')),
      ]),
      section(
        [
          title('Cosa portare'),
          ul(
            'scarpe chiuse con la suola chiara (le suole nere segnano la coperta)',
            'k-way o giacca antivento',
            'cappellino, crema solare, occhiali da sole con cordino',
            'un cambio completo e una borraccia',
          ),
          p('Mute, giubbotti salvagente e cerate li diamo noi.'),
          small(
            'Il primo giorno presentatevi alla base nautica, in Calata Porto 6, 15 minuti prima dell’inizio. Per il meteo vedi <a href="/meteo-e-cancellazioni">Meteo e cancellazioni</a>.',
          ),
        ],
        'sand',
      ),
    ].join(''),
  },
  {
    path: '/corsi/calendario',
    lang: 'it',
    title: 'Calendario corsi 2027',
    description:
      'Le date dei corsi di vela 2027 a Camogli: corso base, weekend, perfezionamento e crociera-scuola.',
    alternate: '/en/courses/calendar',
    body: [
      section([
        h1('Calendario corsi 2027'),
        lead(
          'Le date della stagione 2027. Il calendario delle settimane per ragazzi è nella pagina Vela estate ragazzi.',
        ),
        callout(
          p(
            'Da settembre a giugno i corsi di cinque giorni vanno dal mercoledì alla domenica, perché il martedì siamo chiusi; in luglio e agosto vanno dal lunedì al venerdì.',
          ),
        ),
      ]),
      section(
        [
          `<div class="flex flex-col gap-6 md:grid md:grid-cols-2">${[
            calendarCard('it', 'Corso base', '5 mezze giornate, 9:30–13:00', [
              ['14–18 aprile', 'open'],
              ['dal 12 al 16 maggio', 'few'],
              ['26–30 maggio', 'open'],
              ['dal 9 al 13 giugno', 'open'],
              ['23–27 giugno', 'open'],
              ['5–9 luglio', 'few'],
              ['dal 19 al 23 luglio', 'open'],
              ['2–6 agosto', 'full'],
              ['dal 23 al 27 agosto', 'open'],
              ['8–12 settembre', 'open'],
              ['dal 22 al 26 settembre', 'open'],
            ]),
            calendarCard('it', 'Corso weekend', 'sabato e domenica, 10:00–17:00', [
              ['20–21 marzo', 'open'],
              ['10 e 11 aprile', 'open'],
              ['8–9 maggio', 'open'],
              ['5 e 6 giugno', 'few'],
              ['2–3 ottobre', 'open'],
            ]),
            calendarCard('it', 'Perfezionamento su cabinato', '5 giornate, 9:30–16:30', [
              ['dal 19 al 23 maggio', 'open'],
              ['16–20 giugno', 'open'],
              ['dal 12 al 16 luglio', 'few'],
              ['15–19 settembre', 'open'],
            ]),
            calendarCard('it', 'Crociera-scuola', '5 giorni e 4 notti a bordo', [
              ['dal 28 giugno al 2 luglio', 'open'],
              ['9–13 agosto', 'full'],
              ['dal 6 al 10 settembre', 'open'],
            ]),
          ].join('')}</div>`,
          small('Ultimo aggiornamento: 28 novembre 2026'),
        ],
        'sea',
      ),
    ].join(''),
  },
  {
    path: '/corsi/estate-ragazzi',
    lang: 'it',
    title: 'Vela estate ragazzi (8–14 anni)',
    description:
      'Settimane di vela estive per ragazzi dagli 8 ai 14 anni a Camogli, da luglio ad agosto: orari, prezzi, cosa portare.',
    alternate: '/en/courses/kids-summer-camp',
    body: [
      section([
        eyebrow('Estate 2027'),
        h1('Vela estate ragazzi'),
        lead(
          'Una settimana di vela, bagni e amicizie per ragazzi dagli 8 ai 14 anni: Optimist per i più piccoli, RS Quest per i più grandi.',
        ),
      ]),
      section(
        [
          cols(
            [
              subtitle('Quando'),
              p(
                'Dal lunedì al venerdì, dalle 9:00 alle 16:00. Otto settimane dal 5 luglio al 27 agosto 2027: si comincia il 5, 12, 19 e 26 luglio e il 2, 9, 16 e 23 agosto.',
              ),
              subtitle('Quanto costa'),
              p(
                '**310 €** a settimana; 280 € dal secondo fratello. Quota associativa e tessera FIV sono comprese nel prezzo.',
              ),
            ],
            [
              subtitle('Come funziona'),
              p(
                'Gruppi di massimo 6 ragazzi per istruttore. Al mattino si esce in barca, dopo pranzo giochi, nodi e un po’ di teoria, poi di nuovo in acqua.',
              ),
              p(
                'Il pranzo è al sacco: i ragazzi portano il pranzo da casa, la merenda del pomeriggio la offriamo noi.',
              ),
              p('I ragazzi devono saper nuotare: basta una dichiarazione firmata da un genitore.'),
            ],
          ),
        ],
        'sea',
      ),
      section([
        title('Cosa mettere nello zaino'),
        ul(
          'costume, asciugamano e un cambio completo',
          'crema solare, cappellino, borraccia',
          'scarpette da scoglio o scarpe da ginnastica vecchie',
          'il pranzo al sacco',
        ),
        p(
          'Alle 16:00 i ragazzi si riprendono alla base nautica. Dai 12 anni possono tornare a casa da soli, con l’autorizzazione firmata da un genitore.',
        ),
        small(
          'Cerchi un corso durante l’anno scolastico? Guarda i <a href="/corsi/pomeriggi-ragazzi">Pomeriggi in barca</a> per i ragazzi del Golfo.',
        ),
      ]),
    ].join(''),
  },
  {
    path: '/corsi/pomeriggi-ragazzi',
    lang: 'it',
    title: 'Pomeriggi in barca: vela per i ragazzi del Golfo Paradiso',
    description:
      'Corsi di vela pomeridiani per i ragazzi dai 9 ai 13 anni di Camogli e del Golfo Paradiso, il mercoledì e il venerdì durante l’anno scolastico.',
    body: [
      section([
        eyebrow('Anno scolastico 2026/27'),
        h1('Pomeriggi in barca'),
        lead(
          'La vela dopo la scuola per i ragazzi dai 9 ai 13 anni che vivono o vanno a scuola nel Golfo Paradiso. In collaborazione con l’Istituto Comprensivo di Camogli.',
        ),
      ]),
      section(
        [
          cols(
            [
              h2('Giorni e orari'),
              p('Il **mercoledì e il venerdì dalle 14:30 alle 17:30**, su Optimist e RS Quest.'),
              ul(
                '**Primavera:** dal 14 aprile al 4 giugno 2027, 16 pomeriggi – 240 €',
                '**Autunno:** dal 15 settembre al 15 ottobre 2027, 10 pomeriggi – 160 €',
              ),
              p('Sconto del 10% per i fratelli.'),
            ],
            [
              h2('Chi può iscriversi'),
              p(
                'I corsi sono riservati ai ragazzi residenti o che vanno a scuola a Camogli, Recco, Sori, Pieve Ligure, Avegno e Uscio. Al massimo 18 posti per periodo; iscrizioni entro il 31 marzo 2027 per la primavera.',
              ),
              p(
                'Il prezzo non comprende la tessera FIV under 18 e la quota associativa: vedi <a href="/tesseramento">Tesseramento</a>.',
              ),
            ],
          ),
        ],
        'sea',
      ),
      section([
        h3('Accompagnamento dalla scuola'),
        p(
          'Un nostro istruttore prende i ragazzi all’uscita della scuola media di Camogli alle 14:10 e li accompagna a piedi alla base. Il servizio è gratuito.',
        ),
        h3('Se c’è brutto tempo'),
        p(
          'Il pomeriggio annullato per il meteo si recupera il sabato mattina successivo, dalle 9:30 alle 12:30.',
        ),
      ]),
    ].join(''),
  },
  {
    path: '/tesseramento',
    lang: 'it',
    title: 'Tesseramento e quota associativa 2027',
    description:
      'Quota associativa, tessera FIV, assicurazione e certificato medico per frequentare i corsi di Costa Vela.',
    body: [
      section([
        h1('Tesseramento 2027'),
        lead(
          'Costa Vela è una società sportiva dilettantistica affiliata alla Federazione Italiana Vela: per partecipare ai corsi bisogna essere soci e avere la tessera FIV dell’anno in corso.',
        ),
        p('Per le gite in barca e per il noleggio con skipper non serve nessuna tessera.'),
      ]),
      section(
        [
          h2('Quote 2027'),
          ul(
            'Quota associativa annuale Costa Vela: 25 €',
            'Tessera FIV adulti: 32 €',
            'Tessera FIV under 18: 12 €',
          ),
          p(
            'Le quote valgono per l’anno solare, dal 1° gennaio al 31 dicembre, qualunque sia la data di iscrizione. Per le settimane di Vela estate ragazzi quota associativa e tessera FIV sono comprese nel prezzo.',
          ),
          p('La quota associativa non è rimborsabile.'),
        ],
        'sea',
      ),
      section([
        h2('Assicurazione'),
        p(
          'La tessera FIV include l’assicurazione infortuni e responsabilità civile per l’attività in barca. Chi vuole massimali più alti può aggiungere la polizza integrativa FIV Plus, a 18 €.',
        ),
        h2('Certificato medico'),
        p(
          'Per i residenti in Italia serve il certificato medico per attività sportiva non agonistica, valido per tutta la durata del corso. Chi non risiede in Italia e frequenta un corso di 5 giorni al massimo firma un’autodichiarazione di buona salute il primo giorno.',
        ),
        h2('Diritti dei soci'),
        p(
          'I soci votano all’assemblea annuale di febbraio, hanno lo sconto del 15% sul noleggio derive e ricevono la newsletter con le regate sociali. Per i minori il modulo di iscrizione lo firma un genitore.',
        ),
      ]),
    ].join(''),
  },
];
