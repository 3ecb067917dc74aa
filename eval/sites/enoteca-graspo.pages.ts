import { graspoTeasers } from './enoteca-graspo.blog.ts';
import {
  a,
  accordion,
  b,
  block,
  blogList,
  button,
  form,
  GR_EMAIL,
  GR_PHONE,
  GR_PHONE_HREF,
  GR_STREET,
  GR_TOWN,
  GR_WHATSAPP,
  GR_WHATSAPP_HREF,
  type GraspoPage,
  image,
  map,
  one,
  p,
  ps,
  row,
  small,
  span,
  table,
  text,
  title,
  ul,
} from './enoteca-graspo.layout.ts';

/* ── Home ─────────────────────────────────────────────────────────────────────────────────────────────── */

/** The home page: hero, the Vendemmia strip never switched off (no year), what we do, hours, blog, newsletter. */
export const graspoHome: GraspoPage = {
  path: '/',
  lang: 'it',
  alternate: '/en',
  title: 'Home',
  description:
    'Enoteca Il Graspo, enoteca con cucina a Verona a due passi da Piazza delle Erbe: più di 40 vini al calice, cucina veronese, degustazioni di Valpolicella e Amarone, bottega online.',
  blocks: [
    block(
      [
        one(
          title(span('Enoteca Il Graspo', 'color: #ffffff;'), 1, 'center'),
          text(
            p(
              span(
                'Enoteca con cucina nel cuore di Verona, a cinquanta metri da Piazza delle Erbe. Vino al calice, piatti veronesi e degustazioni guidate.',
                'color: #ffffff; font-size: 22px;',
              ),
              'center',
            ),
          ),
        ),
        row([
          [button('Prenota una degustazione', '/degustazioni')],
          [button('Bottega online', '/bottega', 'secondary')],
        ]),
      ],
      { background: 'bancone-enoteca-graspo-calici.jpg', type: 'hero', fluid: true },
    ),
    // The harvest offer, switched on in September and never switched off.
    block(
      [
        row(
          [
            [
              text(
                p(
                  `🍇 ${b('Fino al 30 settembre:')} spedizione gratuita su tutti gli ordini della bottega online con il codice ${b('VENDEMMIA')}!`,
                ),
              ),
            ],
            [button('Vai alla bottega', '/bottega', 'secondary')],
          ],
          [9, 3],
        ),
      ],
      { color: 'wine' },
    ),
    block([
      row([
        [
          image('calici-vino-rosso-bancone.jpg', 'Calici di vino rosso sul bancone'),
          title('Al calice', 3),
          text(
            ps(
              'Ogni giorno più di 40 vini al calice, da 5 € a 14 €: Soave, Lugana, Valpolicella, Ripasso, Amarone e qualche sorpresa da fuori regione.',
              a('Menu e vini al calice »', '/menu'),
            ),
          ),
        ],
        [
          image('risotto-amarone-piatto.jpg', 'Risotto all’Amarone'),
          title('La cucina', 3),
          text(
            ps(
              'Taglieri di salumi e formaggi veronesi, risotto all’Amarone, bigoli, pastissada de caval. Pochi piatti, fatti bene.',
              a('Il menu »', '/menu'),
            ),
          ),
        ],
        [
          image('degustazione-cantinetta-volta.jpg', 'Una degustazione nella Cantinetta'),
          title('Degustazioni', 3),
          text(
            ps(
              'Nella Cantinetta, sotto il locale, Matteo vi racconta la Valpolicella calice dopo calice. Dai 28 € a persona.',
              a('Le degustazioni »', '/degustazioni'),
            ),
          ),
        ],
      ]),
    ]),
    block(
      [
        row(
          [
            [
              title('Quando siamo aperti', 2),
              text(
                `${ps(
                  'Lunedì, mercoledì e giovedì dalle 11:30 alle 23:00, venerdì e sabato fino a mezzanotte, la domenica dalle 16:00 alle 22:00.',
                  b('Il martedì siamo chiusi.'),
                )}${p(a('Orari della cucina e contatti »', '/orari-e-contatti'))}`,
              ),
            ],
            [image('dehors-via-pellicciai.jpg', 'I tavoli all’aperto in Via Pellicciai')],
          ],
          [7, 5],
        ),
      ],
      { color: 'cream' },
    ),
    block([one(title('Dal blog', 2), blogList(graspoTeasers.slice(0, 3)))]),
    block(
      [
        row(
          [
            [
              title('La newsletter del Graspo', 3),
              text(
                p('Una mail al mese: nuovi arrivi, serate e degustazioni speciali. Niente spam, promesso.'),
              ),
            ],
            [form([['Email', 'email']], 'Iscriviti')],
          ],
          [6, 6],
        ),
      ],
      { color: 'cream' },
    ),
  ],
};

/* ── Chi siamo ────────────────────────────────────────────────────────────────────────────────────────── */

const chiSiamo: GraspoPage = {
  path: '/chi-siamo',
  lang: 'it',
  title: 'Chi siamo',
  description:
    'La storia dell’Enoteca Il Graspo: la vecchia drogheria di Via Pellicciai, Chiara e Matteo, più di 600 etichette e la Cantinetta del Cinquecento.',
  blocks: [
    block([
      row(
        [
          [
            title('Chi siamo', 1),
            text(
              ps(
                'Il Graspo ha aperto nel 2012 nei locali di una vecchia drogheria di Via Pellicciai, a due passi da Piazza delle Erbe. L’ha voluto Chiara Bonomi, dopo quindici anni passati tra le cantine della Valpolicella.',
                'Il “graspo”, in veronese, è il raspo del grappolo: quello che resta quando l’uva è diventata vino. Ci sembrava un buon nome per un posto dove si parla di vino senza darsi troppe arie.',
              ),
            ),
          ],
          [image('chiara-matteo-enoteca.jpg', 'Chiara e Matteo dietro il bancone')],
        ],
        [7, 5],
      ),
    ]),
    block(
      [
        row([
          [
            title('Le persone', 2),
            text(
              ul(
                `${b('Chiara Bonomi')}, titolare: sceglie i vini e i produttori, e in cucina ha l’ultima parola.`,
                `${b('Matteo Zanoni')}, sommelier AIS: guida le degustazioni e cura la bottega online.`,
                `${b('Nadia')} ai fornelli, con le ricette di sua nonna di San Zeno.`,
              ),
            ),
          ],
          [
            title('La cantina', 2),
            text(
              ps(
                'In bottega ci sono più di 600 etichette, soprattutto dal Veneto: Valpolicella, Soave, Lugana, Bardolino, Custoza e Lessini Durello, con qualche incursione in Trentino e in Friuli.',
                'Sotto il locale c’è la Cantinetta, una sala a volta in mattoni del Cinquecento, dove facciamo le degustazioni e gli eventi privati.',
              ),
            ),
          ],
        ]),
      ],
      { color: 'cream' },
    ),
    block([
      one(
        text(
          p(
            'Da aprile a ottobre ci trovate anche fuori, ai sei tavolini del dehors in Via Pellicciai. D’inverno si sta dentro, vicino alle botti.',
          ),
        ),
        button('Vieni a trovarci', '/orari-e-contatti'),
      ),
    ]),
  ],
};

/* ── Orari e contatti ─────────────────────────────────────────────────────────────────────────────────── */

const orari: GraspoPage = {
  path: '/orari-e-contatti',
  lang: 'it',
  alternate: '/en/visit-us',
  title: 'Orari e contatti',
  description:
    'Orari di apertura dell’Enoteca Il Graspo e della cucina, indirizzo in Via Pellicciai a Verona, telefono, WhatsApp, email e modulo di contatto.',
  blocks: [
    block([
      row(
        [
          [
            title('Orari e contatti', 1),
            text(
              ps(
                `${b(GR_STREET)}<br>${GR_TOWN}`,
                `Telefono ${a(GR_PHONE, GR_PHONE_HREF)}<br>WhatsApp ${a(GR_WHATSAPP, GR_WHATSAPP_HREF)}<br>Email ${a(GR_EMAIL, `mailto:${GR_EMAIL}`)}`,
                'Per prenotare un tavolo per pranzo o cena telefonateci o scriveteci su WhatsApp.',
              ),
            ),
          ],
          [map(`Enoteca Il Graspo, ${GR_STREET}, Verona`)],
        ],
        [5, 7],
      ),
    ]),
    block(
      [
        row([
          [
            title('Enoteca e bottega', 2),
            text(
              table(
                ['Giorno', 'Orario'],
                [
                  ['Lunedì', '11:30 – 23:00'],
                  ['Martedì', 'chiuso'],
                  ['Mercoledì', '11:30 – 23:00'],
                  ['Giovedì', '11:30 – 23:00'],
                  ['Venerdì', '11:30 – 24:00'],
                  ['Sabato', '11:30 – 24:00'],
                  ['Domenica', '16:00 – 22:00'],
                ],
              ),
            ),
          ],
          [
            title('Cucina', 2),
            text(
              ps(
                'Pranzo: dalle 12:00 alle 14:30',
                'Cena: dalle 19:00 alle 22:00',
                'La domenica la cucina è aperta solo a cena, dalle 18:30 alle 21:30.',
                'Fuori da questi orari serviamo taglieri e cicchetti.',
              ),
            ),
          ],
        ]),
        one(
          text(
            p(
              small(
                `Nei giorni di festa gli orari cambiano: li trovate sempre sul ${a('blog', '/blog')}. I pagamenti: contanti, bancomat, carte di credito e Satispay.`,
              ),
            ),
          ),
        ),
      ],
      { color: 'cream' },
    ),
    block([
      row(
        [
          [
            title('Scrivici', 2),
            text(
              p(
                'Per le degustazioni usate la pagina Degustazioni, per gli eventi privati il modulo della Cantinetta. Per tutto il resto, scriveteci qui.',
              ),
            ),
          ],
          [
            form(
              [
                ['Nome', 'text'],
                ['Email', 'email'],
                ['Messaggio', 'textarea'],
              ],
              'Invia',
            ),
          ],
        ],
        [5, 7],
      ),
    ]),
  ],
};

/* ── Come arrivare ────────────────────────────────────────────────────────────────────────────────────── */

const comeArrivare: GraspoPage = {
  path: '/come-arrivare',
  lang: 'it',
  title: 'Come arrivare',
  description: 'Come arrivare all’Enoteca Il Graspo in Via Pellicciai: a piedi, ZTL, parcheggi vicini.',
  blocks: [
    block([
      row(
        [
          [
            title('Come arrivare', 1),
            text(
              ps(
                `Siamo in ${b('Via Pellicciai 21/A')}, la via che da Piazza delle Erbe porta verso Corso Porta Borsari: cinquanta metri dalla piazza, otto minuti a piedi dall’Arena lungo Via Mazzini.`,
              ),
            ),
          ],
          [image('via-pellicciai-insegna-graspo.jpg', 'L’insegna del Graspo in Via Pellicciai')],
        ],
        [7, 5],
      ),
    ]),
    block(
      [
        row([
          [
            title('In auto', 2),
            text(
              `${ps(
                `${b('Via Pellicciai è nella ZTL del centro storico:')} non entrate in auto, le telecamere ai varchi fanno la multa anche la sera.`,
                'Il parcheggio più comodo è il Parcheggio Cittadella, in Piazza Cittadella: da lì sono quindici minuti a piedi, passando per Piazza Bra e Via Mazzini.',
              )}`,
            ),
          ],
          [
            title('In bicicletta', 2),
            text(
              ps(
                'Ci sono rastrelliere in Piazza delle Erbe, lato Via Pellicciai. In Via Mazzini la bici va portata a mano.',
              ),
            ),
          ],
        ]),
      ],
      { color: 'cream' },
    ),
  ],
};

/* ── FAQ ──────────────────────────────────────────────────────────────────────────────────────────────── */

const faq: GraspoPage = {
  path: '/faq',
  lang: 'it',
  title: 'Domande frequenti',
  description:
    'Le domande che ci fate più spesso: prenotazioni, bancone, cani, senza glutine, pagamenti, accessibilità, bambini, bottiglie da fuori, offerte e corsi.',
  blocks: [
    block([
      one(
        title('Domande frequenti', 1),
        accordion([
          [
            'Bisogna prenotare?',
            ps(
              'Per pranzo e cena conviene prenotare un tavolo, per telefono o su WhatsApp, soprattutto il venerdì e il sabato.',
              'Il bancone non si prenota: è di chi arriva. Per un calice al volo, venite e basta.',
            ),
          ],
          [
            'Posso venire con il cane?',
            ps(
              'Sì: i cani educati e al guinzaglio sono i benvenuti al bancone, in sala e nel dehors. La ciotola d’acqua la portiamo noi.',
              'Fa eccezione la Cantinetta durante le degustazioni: lì i cani non possono entrare.',
            ),
          ],
          [
            'Avete piatti senza glutine?',
            ps(
              'Non abbiamo pasta senza glutine. I taglieri possono essere serviti con gallette di riso al posto del pane, ma in cucina usiamo farina: non possiamo garantire l’assenza di tracce.',
            ),
          ],
          [
            'Come si può pagare?',
            ps(
              'In contanti, con bancomat, con carta di credito (Visa, Mastercard, American Express) e con Satispay.',
              'Non accettiamo buoni pasto né assegni.',
            ),
          ],
          [
            'Il locale è accessibile in sedia a rotelle?',
            ps(
              'La sala al piano terra sì: l’ingresso da Via Pellicciai è senza gradini e c’è un bagno accessibile.',
              'La Cantinetta, al piano di sotto, no: ci si arriva con una scala di 12 gradini e non c’è ascensore.',
            ),
          ],
          [
            'Posso portare una bottiglia da casa?',
            ps(
              `No, non è possibile portare vino da fuori. Potete però scegliere una bottiglia in bottega e berla al tavolo: vedi il ${a('menu', '/menu')}.`,
            ),
          ],
          [
            'Si può venire con i bambini?',
            ps(
              'In sala sì, con i genitori: abbiamo due seggioloni. Le degustazioni invece sono riservate ai maggiorenni.',
            ),
          ],
          [
            'C’è ancora la spedizione gratuita con il codice VENDEMMIA?',
            ps(
              `No: l’offerta Vendemmia è terminata il 30 settembre 2026. Oggi la spedizione è gratuita per ordini da 120 €, come sempre. ${a('Spedizioni »', '/spedizioni')}`,
            ),
          ],
          ['Spedite all’estero?', ps('Non spediamo all’estero: per ora consegniamo solo in Italia.')],
          [
            'Fate corsi sul vino?',
            ps(
              `Non ancora. Il corso di degustazione arriverà nel 2027: le iscrizioni non sono ancora aperte. ${a('Leggi la novità »', '/blog/corso-di-degustazione-in-arrivo-nel-2027')}`,
            ),
          ],
        ]),
      ),
    ]),
    block(
      [
        row(
          [
            [text(p('Non hai trovato la risposta? Scrivici o chiamaci, negli orari di apertura.'))],
            [button('Orari e contatti', '/orari-e-contatti')],
          ],
          [8, 4],
        ),
      ],
      { color: 'cream' },
    ),
  ],
};

export const graspoPages: GraspoPage[] = [chiSiamo, orari, comeArrivare, faq];
