import {
  block,
  bold,
  brand,
  button,
  buttons,
  cards,
  d,
  feature,
  form,
  heading,
  link,
  list,
  one,
  picture,
  priceCard,
  pricing,
  row,
  specs,
  subtitle,
  type TramontanaPage,
  text,
} from './charter-tramontana.layout.ts';

/**
 * The day trips, the sailing courses and the provisioning and transfer services, in Italian. The day trip
 * prices are price cards (euro sign and figure in two spans), the private boats and the sunset trip
 * label/value pairs; the courses are price cards with their dates as label/value pairs; the transfers a
 * label/value list whose car and minivan prices share one value box.
 */

const gite: TramontanaPage = {
  path: '/gite-in-giornata',
  lang: 'it',
  alternate: '/en/day-trips',
  title: 'Gite in giornata',
  description:
    'Gita in catamarano da Porto Rotondo all’Arcipelago di La Maddalena: Spargi, Budelli, Santa Maria. Prezzi, orari, pranzo a bordo, barca privata e aperitivo al tramonto.',
  blocks: [
    block(
      [
        one(
          heading('Gita in catamarano all’Arcipelago di La Maddalena', 1),
          subtitle(
            d(
              'Una giornata intera tra Spargi, Budelli e Santa Maria, con pranzo a bordo.',
              'Dal 1° giugno al 30 settembre, tutti i giorni tranne il sabato.',
            ),
          ),
          buttons(button('Prenota la gita', '#prenota')),
        ),
      ],
      { name: 'series-2-cover', theme: 'brand', background: 'Il catamarano Tramontana a Cala Corsara' },
    ),
    block(
      [
        row(
          [
            [
              heading('Il programma', 2),
              text(
                d(
                  `Partenza alle ${bold('9:30')} dal pontile C della Marina di Porto Rotondo, rientro verso le 18:00.`,
                  'Prima sosta a Spargi, nelle acque turchesi di Cala Corsara; poi Budelli, dove passiamo davanti alla Spiaggia Rosa (si vede solo dal mare: lo sbarco è vietato); pranzo all’ancora e pomeriggio a Santa Maria.',
                  'L’itinerario può cambiare con il vento: decide lo skipper la mattina.',
                ),
              ),
            ],
            [picture('La Spiaggia Rosa di Budelli vista dal mare')],
          ],
          [7, 5],
        ),
      ],
      { name: 'series-5-about' },
    ),
    block(
      [
        one(
          heading('Quanto costa', 2),
          pricing([
            priceCard('Adulti', '130', 'a persona', [
              'pranzo a bordo: primo di mare, insalata e frutta',
              'acqua, vino e bibite',
              'maschere da snorkeling',
              'contributo del Parco Nazionale',
            ]),
            priceCard('Bambini da 3 a 11 anni', '80', 'a persona', [
              'stesso programma degli adulti',
              'giubbotti di salvataggio per bambini',
            ]),
          ]),
          text(
            d('Bambini dai 3 agli 11 anni 80 €, adulti 130 €. I bambini sotto i 3 anni non pagano.'),
            'pricing__note_3Wf',
          ),
        ),
      ],
      { name: 'series-8-pricing', theme: 'sand' },
    ),
    block(
      [
        row([
          [
            heading('Come funziona', 3),
            text(
              list(
                'Massimo 12 ospiti, sul nostro catamarano Tramontana, un Lagoon 42 riservato alle gite.',
                'Si prenota entro le 18:00 del giorno prima, online o su WhatsApp.',
                'Ritrovo al pontile C 15 minuti prima della partenza.',
                'Il sabato non ci sono gite: è il giorno dei cambi equipaggio.',
              ),
            ),
          ],
          [
            heading('Se il tempo è brutto', 3),
            text(
              d(
                'Se il mare non lo permette, la gita la annulliamo noi: vi proponiamo un altro giorno oppure vi rimborsiamo per intero.',
              ),
            ),
          ],
          [
            heading('Da sapere', 3),
            text(
              d(
                'Non facciamo servizio navetta dagli hotel: ci si trova direttamente al porto.',
                'Gli animali non sono ammessi a bordo, nemmeno in gita.',
              ),
            ),
          ],
        ]),
      ],
      { name: 'series-4-cards' },
    ),
    block(
      [
        row([
          [
            heading('Barca privata con skipper', 2),
            text(
              d(
                'Tutta la barca per voi, con l’itinerario che preferite. Carburante compreso, pranzo escluso.',
              ),
            ),
            specs([
              ['Barca a vela, fino a 8 persone', '950 € al giorno'],
              ['Catamarano, fino a 12 persone', '1.600 € al giorno'],
            ]),
          ],
          [
            heading('Aperitivo al tramonto', 2),
            text(d('Due ore e mezza in barca a vela davanti a Porto Rotondo, con aperitivo sardo a bordo.')),
            specs([
              ['Quando', 'luglio e agosto, martedì e venerdì'],
              ['Orario', '18:30 – 21:00'],
              ['Prezzo', '65 € a persona'],
            ]),
          ],
        ]),
      ],
      { name: 'series-5-two-columns', theme: 'sand' },
    ),
    block(
      [
        row(
          [
            [
              heading('Prenota la gita', 2),
              text(d('Scriveteci la data e quanti siete: vi confermiamo la disponibilità entro poche ore.')),
            ],
            [
              form(
                [
                  ['Data', 'date'],
                  ['Gita', ['Gita a La Maddalena', 'Barca privata', 'Aperitivo al tramonto']],
                  ['Adulti', 'number'],
                  ['Bambini (età)', 'text'],
                  ['Nome e cognome', 'text'],
                  ['Email', 'email'],
                  ['Telefono', 'tel'],
                ],
                'Invia la richiesta',
              ),
            ],
          ],
          [5, 7],
        ),
      ],
      { name: 'series-9-form', anchor: 'prenota' },
    ),
  ],
};

/* ── Corsi di vela ────────────────────────────────────────────────────────────────────────────────────── */

const corsi: TramontanaPage = {
  path: '/corsi-di-vela',
  lang: 'it',
  alternate: '/en/sailing-courses',
  title: 'Corsi di vela',
  description:
    'Corsi di vela a Porto Rotondo: corso base di cinque giorni per principianti e corso avanzato in crociera. Date 2027, prezzi, età minima e cosa portare.',
  blocks: [
    block(
      [
        one(
          heading('Corsi di vela', 1),
          subtitle(d('Imparare ad andare a vela nel mare più bello del Mediterraneo, con istruttori FIV.')),
        ),
      ],
      { name: 'series-2-cover', theme: 'brand', background: 'Allievi del corso base a bordo del Grecale' },
    ),
    block(
      [
        one(
          cards(
            [
              feature(
                'sail',
                'Corso base',
                d(
                  'Per chi non è mai salito su una barca a vela, o ci è salito solo da passeggero.',
                  'Cinque giorni, dal lunedì al venerdì, dalle 9:30 alle 17:00, a bordo del Grecale (Dufour 360): nodi, andature, virate e strambate, ormeggio, sicurezza.',
                  'Massimo 4 allievi per istruttore. Età minima 16 anni.',
                ),
              ),
              feature(
                'compass',
                'Corso avanzato – crociera scuola',
                d(
                  'Sei giorni a bordo, dalla domenica alle 18:00 al sabato alle 10:00, tra Porto Rotondo e La Maddalena: navigazione, carteggio, ancoraggi, manovre in porto, notte in rada.',
                  'Per chi ha fatto il corso base o ha un’esperienza equivalente. Massimo 5 allievi.',
                ),
              ),
            ],
            2,
          ),
        ),
      ],
      { name: 'series-4-cards' },
    ),
    block(
      [
        one(
          heading('Prezzi', 2),
          pricing([
            priceCard('Corso base', '590', 'a persona', [
              'istruttore FIV',
              'pranzo a bordo',
              'assicurazione',
              'attestato di partecipazione',
            ]),
            priceCard('Corso avanzato', '890', 'a persona', [
              'sei giorni e cinque notti a bordo',
              'istruttore FIV',
              'cambusa esclusa: cassa comune, circa 120 € a testa',
            ]),
          ]),
        ),
      ],
      { name: 'series-8-pricing', theme: 'sand' },
    ),
    block(
      [
        row([
          [
            heading('Date 2027', 2),
            specs([
              ['Corso base', '10–14 maggio · 7–11 giugno · 6–10 settembre · 4–8 ottobre'],
              ['Corso avanzato', '23–29 maggio · 19–25 settembre'],
            ]),
            text(d(bold('A luglio e agosto non organizziamo corsi.'))),
          ],
          [
            heading('Da sapere', 2),
            text(
              list(
                `I nostri corsi ${bold('non rilasciano la patente nautica')}: alla fine ricevete un attestato di partecipazione. Per la patente ${link('leggete qui', '/news/patente-nautica-scuola-nautica-gallura')}.`,
                'Portate scarpe con la suola chiara, cappello, crema solare e una giacca a vento.',
                'Chi vuole dormire a bordo durante il corso base può farlo sul Grecale: 40 € a notte a persona.',
              ),
            ),
          ],
        ]),
      ],
      { name: 'series-5-two-columns' },
    ),
    block(
      [
        row(
          [
            [
              heading('Iscriviti', 2),
              text(d('Scegliete il corso e la data: vi mandiamo la conferma e i dati per il bonifico.')),
            ],
            [
              form(
                [
                  ['Corso', ['Corso base', 'Corso avanzato']],
                  [
                    'Date',
                    [
                      '10–14 maggio',
                      '7–11 giugno',
                      '6–10 settembre',
                      '4–8 ottobre',
                      '23–29 maggio',
                      '19–25 settembre',
                    ],
                  ],
                  ['Nome e cognome', 'text'],
                  ['Email', 'email'],
                  ['Telefono', 'tel'],
                ],
                'Iscrivimi',
              ),
            ],
          ],
          [5, 7],
        ),
      ],
      { name: 'series-9-form', theme: 'sand' },
    ),
  ],
};

/* ── Cambusa e transfer ───────────────────────────────────────────────────────────────────────────────── */

const servizi: TramontanaPage = {
  path: '/cambusa-e-transfer',
  lang: 'it',
  alternate: '/en/provisioning-and-transfers',
  title: 'Cambusa e transfer',
  description:
    'Servizio cambusa con la spesa a bordo prima dell’imbarco, kit di benvenuto e transfer dall’aeroporto e dai porti di Olbia e Golfo Aranci a Porto Rotondo.',
  blocks: [
    block(
      [
        one(
          heading('Cambusa e transfer', 1),
          subtitle(
            d(
              'Arrivate, salite a bordo e partite: la spesa e il passaggio dall’aeroporto li organizziamo noi.',
            ),
          ),
        ),
      ],
      { name: 'series-2-cover', theme: 'brand', background: 'Casse di spesa sul pontile' },
    ),
    block(
      [
        row(
          [
            [
              heading('La cambusa', 2),
              text(
                d(
                  `Mandateci la lista della spesa ${bold('entro il lunedì')} prima dell’imbarco del sabato (almeno cinque giorni prima): facciamo la spesa in un supermercato di Porto Rotondo e la sistemiamo a bordo prima del vostro arrivo, il fresco in frigo.`,
                  'Pagate lo scontrino all’imbarco, con carta o in contanti, più una commissione del 10% (minimo 25 €).',
                ),
              ),
              text(
                d(
                  bold('Kit di benvenuto – 45 € a barca'),
                  'Acqua (12 bottiglie), caffè, zucchero, olio, sale, detersivo per i piatti, carta igienica e sacchi per l’immondizia.',
                ),
              ),
              button('Ordina la cambusa', '#modulo', 'secondary'),
            ],
            [picture('Cambusa sistemata in cucina')],
          ],
          [7, 5],
        ),
      ],
      { name: 'series-5-about' },
    ),
    block(
      [
        one(
          heading('Transfer', 2),
          text(
            d(
              'Vi veniamo a prendere all’aeroporto o al porto e vi portiamo al pontile, con i bagagli. Prezzi a tratta, per tutto il veicolo.',
            ),
          ),
          specs([
            [
              'Aeroporto Olbia Costa Smeralda – Porto Rotondo (circa 20 minuti)',
              'auto fino a 4 persone 55 € · minivan fino a 8 persone 85 €',
            ],
            ['Porto di Olbia (Isola Bianca) – Porto Rotondo', 'stessi prezzi dell’aeroporto'],
            ['Porto di Golfo Aranci – Porto Rotondo', 'auto 75 € · minivan 100 €'],
            ['Supplemento notturno (dalle 22:00 alle 7:00)', '20 €'],
          ]),
          text(
            d(
              'Il transfer si prenota almeno 48 ore prima ed è riservato ai clienti di charter e corsi.',
              `Per le gite in giornata non passiamo a prendere in hotel. ${brand('Parcheggio custodito in marina: 70 € a settimana.')}`,
            ),
          ),
        ),
      ],
      { name: 'series-6-table', theme: 'sand' },
    ),
    block(
      [
        row(
          [
            [heading('Ordina cambusa o transfer', 2), text(d('Indicate la barca e la data d’imbarco.'))],
            [
              form(
                [
                  ['Barca', ['Grecale', 'Libeccio', 'Maestrale', 'Scirocco', 'Ponente']],
                  ['Data d’imbarco', 'date'],
                  ['Servizio', ['Cambusa', 'Kit di benvenuto', 'Transfer', 'Cambusa e transfer']],
                  ['Volo o traghetto e orario di arrivo', 'text'],
                  ['Lista della spesa / note', 'textarea'],
                  ['Email', 'email'],
                ],
                'Invia',
              ),
            ],
          ],
          [5, 7],
        ),
      ],
      { name: 'series-9-form', anchor: 'modulo' },
    ),
  ],
};

export const tramontanaExperiencePages: TramontanaPage[] = [gite, corsi, servizi];
