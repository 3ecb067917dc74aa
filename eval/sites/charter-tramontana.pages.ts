import {
  accordion,
  block,
  bold,
  brand,
  button,
  buttons,
  cards,
  d,
  da,
  em,
  feature,
  form,
  heading,
  link,
  map,
  newsList,
  one,
  picture,
  row,
  size,
  specs,
  subtitle,
  TR_EMAIL,
  TR_MARINA,
  TR_PHONE,
  TR_PHONE_HREF,
  TR_STREET,
  TR_TOWN,
  TR_WHATSAPP,
  TR_WHATSAPP_HREF,
  type TramontanaPage,
  text,
} from './charter-tramontana.layout.ts';
import { tramontanaTeasers } from './charter-tramontana.news.ts';

/**
 * The home page (with the early-booking strip switched on for the 2026 season and never switched off: '-15%
 * … entro il 31 marzo', no year), about us, the FAQ (an accordion saved closed: no pets, the licence, the
 * early booking over since 31 March 2026, Corsica only with a skipper, the Levante not bookable yet, credit
 * card only for the deposit, short charters) and contacts (office hours by season as label/value pairs).
 */

export const tramontanaHome: TramontanaPage = {
  path: '/',
  lang: 'it',
  alternate: '/en',
  title: 'Home',
  description:
    'Tramontana Charter: noleggio di barche a vela e catamarani con o senza skipper a Porto Rotondo, gite in giornata all’Arcipelago di La Maddalena, corsi di vela, cambusa e transfer.',
  blocks: [
    block(
      [
        one(
          heading('Barche a vela e catamarani a Porto Rotondo', 1),
          subtitle(
            da(
              'center',
              'Charter con o senza skipper nell’Arcipelago di La Maddalena, gite in giornata e corsi di vela.',
            ),
          ),
          buttons(button('Richiedi disponibilità', '/contatti'), button('La flotta', '/flotta', 'secondary')),
        ),
      ],
      { name: 'series-1-cover', theme: 'brand', background: 'Barca a vela tra le isole di La Maddalena' },
    ),
    // Switched on for the 2026 season and never switched off.
    block(
      [
        row(
          [
            [
              text(
                d(
                  `${size(22, bold('Early booking: -15%'))} su tutte le settimane di charter prenotate entro il 31 marzo!`,
                  'Sconto valido sul noleggio della barca, non su extra e servizi.',
                ),
              ),
            ],
            [button('Richiedi un preventivo', '/contatti')],
          ],
          [9, 3],
        ),
      ],
      { name: 'series-7-cta', theme: 'sand' },
    ),
    block(
      [
        one(
          heading('Cosa facciamo', 2),
          cards([
            [
              ...feature(
                'helm',
                'Noleggio senza skipper',
                d('Settimane da sabato a sabato, da 2.100 € in bassa stagione. Serve la patente nautica.'),
              ),
              button('Scopri', '/noleggio-senza-skipper', 'link'),
            ],
            [
              ...feature(
                'captain',
                'Noleggio con skipper',
                d('Nessuna patente, nessun pensiero: lo skipper costa 220 € al giorno.'),
              ),
              button('Scopri', '/noleggio-con-skipper', 'link'),
            ],
            [
              ...feature(
                'sun',
                'Gite in giornata',
                d('In catamarano a Spargi, Budelli e Santa Maria, dal 1° giugno al 30 settembre.'),
              ),
              button('Scopri', '/gite-in-giornata', 'link'),
            ],
            [
              ...feature(
                'knot',
                'Corsi di vela',
                d('Il corso base di cinque giorni per principianti, a maggio, giugno, settembre e ottobre.'),
              ),
              button('Scopri', '/corsi-di-vela', 'link'),
            ],
            [
              ...feature(
                'basket',
                'Cambusa e transfer',
                d('La spesa a bordo prima del vostro arrivo e il passaggio dall’aeroporto di Olbia.'),
              ),
              button('Scopri', '/cambusa-e-transfer', 'link'),
            ],
          ]),
        ),
      ],
      { name: 'series-4-cards' },
    ),
    block(
      [
        row(
          [
            [picture('Il Bali 4.6 Ponente all’ancora a Cala Coticcio')],
            [
              heading('La flotta', 2),
              text(
                d(
                  'Tre monoscafi (Grecale, Libeccio, Maestrale) e due catamarani (Scirocco e Ponente), dai 10,8 ai 13,9 metri.',
                  `${brand(bold('Novità 2027:'))} ad aprile arriva il Levante, un Lagoon 46 nuovo. Non è ancora prenotabile.`,
                ),
              ),
              buttons(button('Vedi la flotta', '/flotta'), button('Prezzi 2027', '/prezzi', 'secondary')),
            ],
          ],
          [6, 6],
        ),
      ],
      { name: 'series-5-about', theme: 'sand' },
    ),
    block(
      [
        one(
          heading('Perché Tramontana', 2),
          cards(
            [
              [text(da('center', size(40, bold('2009')), 'navighiamo da qui dal 2009'))],
              [text(da('center', size(40, bold('20')), 'minuti dall’aeroporto di Olbia'))],
              [text(da('center', size(40, bold('15')), 'miglia da La Maddalena'))],
            ],
            3,
          ),
        ),
      ],
      { name: 'series-10-numbers' },
    ),
    block(
      [
        one(
          heading('Dicono di noi', 2),
          cards(
            [
              [
                text(
                  d(
                    em(
                      '“Barca pulitissima, consegna puntuale e un briefing fatto con calma. Gavino ci ha consigliato le rade giuste per il maestrale.”',
                    ),
                    bold('Marco, Torino – Libeccio, luglio 2026'),
                  ),
                ),
              ],
              [
                text(
                  d(
                    em(
                      '“Il corso base è stato la settimana più bella dell’estate. Sara è un’istruttrice paziente e bravissima.”',
                    ),
                    bold('Giulia, Milano – corso base, settembre 2026'),
                  ),
                ),
              ],
            ],
            2,
          ),
        ),
      ],
      { name: 'series-11-testimonials', theme: 'sand' },
    ),
    block([one(heading('News', 2), newsList(tramontanaTeasers.slice(0, 3), 'it'))], { name: 'blog-feed' }),
    block(
      [
        row(
          [
            [
              heading('Richiedi disponibilità', 2),
              text(
                d(
                  'Diteci quando, quanti siete e che barca vi piace: rispondiamo entro un giorno lavorativo.',
                ),
              ),
            ],
            [
              form(
                [
                  ['Nome e cognome', 'text'],
                  ['Email', 'email'],
                  ['Telefono', 'tel'],
                  [
                    'Servizio',
                    ['Noleggio senza skipper', 'Noleggio con skipper', 'Gita in giornata', 'Corso di vela'],
                  ],
                  ['Settimana / date', 'text'],
                  ['Messaggio', 'textarea'],
                ],
                'Invia richiesta',
              ),
            ],
          ],
          [5, 7],
        ),
      ],
      { name: 'series-9-form', theme: 'brand' },
    ),
  ],
};

/* ── Chi siamo ────────────────────────────────────────────────────────────────────────────────────────── */

const chiSiamo: TramontanaPage = {
  path: '/chi-siamo',
  lang: 'it',
  alternate: '/en/about-us',
  title: 'Chi siamo',
  description:
    'Tramontana Charter, dal 2009 a Porto Rotondo: Gavino Piras e Francesca Ledda, gli skipper e gli istruttori di vela.',
  blocks: [
    block(
      [
        row(
          [
            [
              heading('Chi siamo', 1),
              text(
                d(
                  'Tramontana Charter nasce nel 2009 da una barca sola, un vecchio Grand Soleil 35, e da Gavino Piras, skipper e istruttore FIV cresciuto tra Olbia e La Maddalena.',
                  'Oggi siamo una piccola società, Tramontana Yachting, con cinque barche al pontile C della Marina di Porto Rotondo e l’ufficio a pochi passi, in Via del Molo.',
                  'La tramontana è il vento freddo e limpido che arriva da nord: quello che qui pulisce il cielo e fa vedere la Corsica.',
                ),
              ),
            ],
            [picture('Gavino e Francesca sul pontile C')],
          ],
          [7, 5],
        ),
      ],
      { name: 'series-5-about' },
    ),
    block(
      [
        one(
          heading('Le persone', 2),
          cards(
            [
              [
                picture('Gavino Piras', 600),
                heading('Gavino Piras', 3),
                text(d('Fondatore, skipper e istruttore FIV. Conosce ogni cala dell’arcipelago.')),
              ],
              [
                picture('Francesca Ledda', 600),
                heading('Francesca Ledda', 3),
                text(d('Prenotazioni, ufficio e cambusa. È lei che risponde al telefono.')),
              ],
              [
                picture('Luca Deiana', 600),
                heading('Luca Deiana', 3),
                text(d('Skipper delle gite in giornata e dei charter con skipper.')),
              ],
              [
                picture('Sara Mura', 600),
                heading('Sara Mura', 3),
                text(d('Skipper e istruttrice dei corsi di vela.')),
              ],
            ],
            4,
          ),
        ),
      ],
      { name: 'series-12-team', theme: 'sand' },
    ),
    block(
      [
        one(
          text(
            d(
              'Ogni inverno le barche escono dall’acqua al cantiere di Olbia: antivegetativa, vele, motori, impianti. A maggio tornano in acqua come nuove.',
            ),
          ),
          buttons(button('La flotta', '/flotta'), button('Contatti', '/contatti', 'secondary')),
        ),
      ],
      { name: 'series-3-text' },
    ),
  ],
};

/* ── FAQ ──────────────────────────────────────────────────────────────────────────────────────────────── */

const faq: TramontanaPage = {
  path: '/faq',
  lang: 'it',
  alternate: '/en/faq',
  title: 'Domande frequenti',
  description:
    'Domande frequenti su charter, patente nautica, animali, cauzione, Corsica, offerte, noleggi brevi, bagagli, fumo, bambini e meteo.',
  blocks: [
    block(
      [
        one(
          heading('Domande frequenti', 1),
          accordion([
            [
              'Serve la patente nautica?',
              d(
                'Per il noleggio senza skipper sì: chi comanda la barca deve avere la patente nautica per la vela o un titolo straniero equivalente.',
                'Per il noleggio con skipper, le gite in giornata e i corsi non serve nessuna patente.',
              ),
            ],
            [
              'Posso portare il mio cane?',
              d(
                'Mi dispiace, no: non sono ammessi animali a bordo, di nessuna taglia, né in charter né in gita.',
              ),
            ],
            [
              'Vale ancora lo sconto early booking del 15%?',
              d(
                'No. L’early booking del 15% era riservato alle prenotazioni della stagione 2026 ed è terminato il 31 marzo 2026.',
                'Per il 2027 non è previsto: i prezzi del listino 2027 sono già quelli finali.',
              ),
            ],
            [
              'Possiamo andare in Corsica?',
              d(
                'Solo con il nostro skipper. Con il noleggio senza skipper non si può uscire dalle acque italiane.',
              ),
            ],
            [
              'Posso già prenotare il nuovo catamarano Levante?',
              d('Non ancora: le prenotazioni del Levante apriranno a febbraio 2027, con il listino.'),
            ],
            [
              'Come si paga la cauzione?',
              d(
                'Con una preautorizzazione sulla carta di credito, all’imbarco. Per la cauzione non accettiamo contanti, carte di debito né carte prepagate.',
              ),
            ],
            [
              'Si può noleggiare per meno di una settimana?',
              d(
                'In bassa e media stagione sì, con un minimo di 3 notti. A luglio e agosto si noleggia solo a settimane, da sabato a sabato.',
              ),
            ],
            [
              'Che bagagli portare?',
              d('Borse morbide, non valigie rigide: a bordo non c’è posto per riporle.'),
            ],
            [
              'Si può fumare a bordo?',
              d('Sottocoperta no, mai. In pozzetto sì, con discrezione e senza buttare mozziconi in mare.'),
            ],
            [
              'Le barche sono adatte ai bambini?',
              d(
                'Sì. Su richiesta montiamo la rete sulle draglie e vi diamo giubbotti di salvataggio per bambini, gratis.',
              ),
            ],
            [
              'E se c’è maltempo?',
              d(
                'Per le gite in giornata: se annulliamo per il meteo vi proponiamo un altro giorno o vi rimborsiamo.',
                `Per i charter valgono le ${link('condizioni di noleggio', '/condizioni-di-noleggio')}.`,
              ),
            ],
          ]),
        ),
      ],
      { name: 'series-13-faq' },
    ),
    block(
      [
        row(
          [
            [text(d('Non avete trovato la risposta? Scriveteci o chiamateci negli orari d’ufficio.'))],
            [button('Contatti', '/contatti')],
          ],
          [8, 4],
        ),
      ],
      { name: 'series-7-cta', theme: 'sand' },
    ),
  ],
};

/* ── Contatti ─────────────────────────────────────────────────────────────────────────────────────────── */

const contatti: TramontanaPage = {
  path: '/contatti',
  lang: 'it',
  alternate: '/en/contact',
  title: 'Contatti',
  description:
    'Contatti di Tramontana Charter: ufficio in Via del Molo 14 a Porto Rotondo, barche al pontile C, telefono, WhatsApp, email, orari dell’ufficio e come arrivare.',
  blocks: [
    block(
      [
        row(
          [
            [
              heading('Contatti', 1),
              text(
                d(
                  bold('Ufficio'),
                  `${TR_STREET}, ${TR_TOWN}`,
                  '',
                  bold('Barche'),
                  TR_MARINA,
                  '',
                  `Telefono ${link(TR_PHONE, TR_PHONE_HREF)}`,
                  `WhatsApp ${link(TR_WHATSAPP, TR_WHATSAPP_HREF)}`,
                  `Email ${link(TR_EMAIL, `mailto:${TR_EMAIL}`)}`,
                ),
              ),
            ],
            [map(`Tramontana Charter, ${TR_STREET}, Porto Rotondo`)],
          ],
          [5, 7],
        ),
      ],
      { name: 'series-14-contacts' },
    ),
    block(
      [
        row([
          [
            heading('Orari dell’ufficio', 2),
            specs([
              ['Da novembre ad aprile', 'dal lunedì al venerdì 9:30–13:00 e 15:00–17:30'],
              ['Sabato e domenica', 'chiuso'],
              ['Da maggio a ottobre', 'tutti i giorni 8:30–19:30'],
            ]),
            text(d(`Durante le feste gli orari cambiano: li trovate nelle ${link('news', '/news')}.`)),
          ],
          [
            heading('Come arrivare', 2),
            text(
              d(
                'Dall’aeroporto di Olbia Costa Smeralda sono 17 km, circa 20 minuti in auto: seguite la SP73 verso Porto Rotondo.',
                `Parcheggio custodito in marina: 70 € a settimana. Se preferite, vi veniamo a prendere noi: ${link('transfer', '/cambusa-e-transfer')}.`,
              ),
            ),
          ],
        ]),
      ],
      { name: 'series-5-two-columns', theme: 'sand' },
    ),
    block(
      [
        row(
          [
            [heading('Scriveteci', 2), text(d('Per preventivi, disponibilità o domande.'))],
            [
              form(
                [
                  ['Nome e cognome', 'text'],
                  ['Email', 'email'],
                  ['Telefono', 'tel'],
                  ['Messaggio', 'textarea'],
                ],
                'Invia',
              ),
            ],
          ],
          [5, 7],
        ),
      ],
      { name: 'series-9-form' },
    ),
  ],
};

export const tramontanaPages: TramontanaPage[] = [chiSiamo, faq, contatti];
