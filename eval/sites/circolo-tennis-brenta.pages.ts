import {
  a,
  b,
  button,
  CTB_ASD,
  CTB_IBAN,
  CTB_WHATSAPP,
  type CtbPage,
  columns,
  excelTable,
  fakeHeading,
  form,
  hr,
  icon,
  image,
  p,
  priceRows,
  productList,
  section,
  size,
  spanSize,
  text,
  ul,
} from './circolo-tennis-brenta.layout.ts';

/**
 * The home page: the hero, the October 2026 open day and its "prima lezione gratis fino al 31 ottobre" never
 * taken down, the club in a paragraph, three icon columns, the winter hours and a link to the English pages.
 */
export const ctbHome: CtbPage = {
  path: '/',
  lang: 'it',
  kind: 'home',
  title: 'Home',
  description:
    'Circolo Tennis & Padel Brenta a Stra, sulla Riviera del Brenta: campi da tennis in terra rossa e sintetico, padel, scuola tennis, summer camp e bar.',
  sections: [
    section(
      [
        text(
          `<h1 class="wnd-align-center">${size(150, 'Circolo Tennis &amp; Padel Brenta')}</h1>\n<p class="wnd-align-center">${size(120, 'Tennis e padel sulla Riviera del Brenta, a 15 minuti da Padova')}</p>`,
        ),
        columns(
          [
            [button('Prenota un campo', '/prenota/', 'center')],
            [button('Scuola tennis', '/scuola-tennis/', 'center')],
          ],
          [50, 50],
        ),
      ],
      { variant: 'hero', background: 'campi-terra-rossa-tramonto' },
    ),
    section(
      [
        text(
          `${fakeHeading('OPEN DAY OTTOBRE 2026', 150, true)}\n<p class="wnd-align-center">Domenica 11 ottobre porte aperte dalle 9:30 alle 18:00: prova gratis tennis e padel con i nostri maestri, racchette e palline le mettiamo noi!</p>\n<p class="wnd-align-center">${b('Prima lezione gratis')} per chi si iscrive alla scuola tennis fino al 31 ottobre.</p>`,
        ),
        button('Scopri la scuola tennis', '/scuola-tennis/', 'center'),
      ],
      { variant: 'contrast' },
    ),
    section([
      columns(
        [
          [image('club-house-terrazza', 'La terrazza della club house sui campi')],
          [
            text(
              `<h2>Benvenuti al circolo</h2>\n${p(
                'Dal 1978 giochiamo a tennis lungo il Brenta, a Stra, tra Padova e Venezia. Oggi il circolo ha 4 campi da tennis in terra rossa, 2 campi in sintetico coperti d’inverno dal pallone, 3 campi da padel (2 coperti), una scuola tennis per bambini e adulti, il bar con la terrazza sui campi e un parcheggio interno.',
                'Non serve essere soci per giocare: prenota un campo online, su WhatsApp o in segreteria e vieni a trovarci.',
              )}`,
            ),
            button('Il circolo', '/il-circolo/'),
          ],
        ],
        [50, 50],
      ),
    ]),
    section(
      [
        columns([
          [
            icon('1x/1x7/1x7ptr'),
            text(
              `<h3 class="wnd-align-center">Tennis</h3>\n<p class="wnd-align-center">Terra rossa e sintetico, anche al coperto in inverno.</p>`,
            ),
            button('I campi', '/campi/', 'center'),
          ],
          [
            icon('2c/2c1/2c1mzq'),
            text(
              `<h3 class="wnd-align-center">Padel</h3>\n<p class="wnd-align-center">Tre campi, l’americano del venerdì e i corsi per tutti i livelli.</p>`,
            ),
            button('Corsi padel', '/corsi-padel/', 'center'),
          ],
          [
            icon('0q/0qd/0qdl4s'),
            text(
              `<h3 class="wnd-align-center">Scuola tennis</h3>\n<p class="wnd-align-center">Minitennis, bambini, ragazzi e adulti, con maestri FITP.</p>`,
            ),
            button('Scuola tennis', '/scuola-tennis/', 'center'),
          ],
        ]),
      ],
      { variant: 'grey' },
    ),
    section([
      text(
        `${fakeHeading('Orari')}\n<p>Orario invernale (dal 1° ottobre al 31 marzo): dal lunedì al venerdì 8:00 – 23:00, sabato e domenica 8:00 – 20:00.</p>\n<p>${a('Tutti gli orari', '/orari/')} · ${a('Orari di Natale e Capodanno', '/l/orari-natale-2026/')}</p>`,
      ),
      hr(),
      text(
        `<p>${size(90, `Visiting the Riviera del Brenta? ${a('Read our pages in English', '/en/')}.`)}</p>`,
      ),
    ]),
  ],
};

/** The club, the court pages, the court fees, the membership fees and the booking page. */
export const ctbPages: CtbPage[] = [
  {
    path: '/il-circolo',
    lang: 'it',
    title: 'Il circolo',
    description:
      'La storia del Circolo Tennis & Padel Brenta, i maestri, la club house, gli spogliatoi e i servizi del circolo.',
    sections: [
      section([
        text(
          `<h1>Il circolo</h1>\n${p(
            'Il circolo nasce nel 1978 come Tennis Club Stra, con due campi in terra rossa accanto all’argine del Brenta. Nel 2019, con la costruzione dei primi campi da padel, è diventato Circolo Tennis &amp; Padel Brenta.',
            `Siamo un’associazione sportiva dilettantistica (${CTB_ASD}) affiliata alla FITP, la Federazione Italiana Tennis e Padel, con circa 380 soci.`,
          )}`,
        ),
      ]),
      section(
        [
          text('<h2>Lo staff</h2>'),
          columns([
            [
              text(
                `<p>${b('Giorgio Zanon')}<br>Presidente</p>\n<p>${b('Luca Bettin')}<br>Direttore sportivo, Maestro Nazionale FITP</p>`,
              ),
            ],
            [
              text(
                `<p>${b('Chiara Pavan')}<br>Istruttrice FITP di 2° grado, minitennis e scuola bambini</p>\n<p>${b('Daniel Hughes')}<br>Istruttore FITP di 1° grado</p>`,
              ),
            ],
            [
              text(
                `<p>${b('Marco Gallo')}<br>Istruttore padel FITP</p>\n<p>${b('Sara Lazzarin')}<br>Segreteria</p>`,
              ),
            ],
          ]),
        ],
        { variant: 'grey' },
      ),
      section([
        columns(
          [
            [
              text(
                `<h2>La club house</h2>\n${p(
                  'Nella club house trovi la segreteria, il bar La Volée con la terrazza sui campi, la sala soci con la TV e gli spogliatoi maschile e femminile con le docce.',
                  'Non disponiamo di spogliatoi separati per i bambini: i bambini della scuola tennis arrivano già cambiati oppure usano gli spogliatoi con un genitore.',
                  'La club house è tutta al piano terra, senza gradini, con un bagno accessibile alle persone con disabilità.',
                )}`,
              ),
            ],
            [image('spogliatoi-club-house', 'Gli spogliatoi della club house')],
          ],
          [60, 40],
        ),
      ]),
      section([
        text(
          `<h2>Cosa c’è (e cosa no)</h2>\n${ul(
            'Parcheggio interno gratuito con 40 posti e una rastrelliera per le biciclette',
            'Un muro per il palleggio, libero per i soci',
            'Noleggio di racchette e vendita di palline in segreteria',
            'Wi-Fi nella club house',
          )}\n<p>Il circolo non ha piscina né palestra.</p>`,
        ),
      ]),
    ],
  },
  {
    path: '/campi',
    lang: 'it',
    title: 'I campi',
    description:
      'Quattro campi da tennis in terra rossa, due campi in sintetico coperti d’inverno dal pallone pressostatico e tre campi da padel.',
    sections: [
      section([text('<h1>I nostri campi</h1>')]),
      section([
        columns(
          [
            [image('campi-terra-rossa', 'I campi in terra rossa')],
            [
              text(
                `${fakeHeading('Terra rossa · campi 1, 2, 3 e 4')}\n${p(
                  'Quattro campi in terra rossa all’aperto, con l’illuminazione a LED per giocare anche la sera.',
                  'In inverno, dal 1° dicembre al 28 febbraio, restano aperti solo i campi 1 e 2, quando il fondo non è gelato; i campi 3 e 4 sono chiusi per la manutenzione e riaprono a marzo.',
                )}`,
              ),
            ],
          ],
          [45, 55],
        ),
      ]),
      section(
        [
          columns(
            [
              [
                text(
                  `${fakeHeading('Sintetico · campi 5 e 6')}\n${p(
                    'Due campi in erba sintetica intasata di sabbia. Da fine ottobre a fine marzo sono coperti da un pallone pressostatico riscaldato: si gioca al caldo e all’asciutto anche a gennaio. Quest’anno il pallone è stato montato il 26 ottobre 2026.',
                    'Sotto il pallone la luce e il riscaldamento sono compresi nella tariffa.',
                  )}`,
                ),
              ],
              [image('pallone-pressostatico', 'Il pallone pressostatico sui campi 5 e 6')],
            ],
            [55, 45],
          ),
        ],
        { variant: 'grey' },
      ),
      section([
        columns(
          [
            [image('campi-padel', 'I campi da padel')],
            [
              text(
                `${fakeHeading('Padel · tre campi')}\n${p(
                  'Abbiamo tre campi da padel in vetro ed erba sintetica: Padel 1 e Padel 2 sono coperti da una tensostruttura aperta ai lati, e si usano tutto l’anno; Padel 3 è un campo panoramico scoperto.',
                )}`,
              ),
            ],
          ],
          [45, 55],
        ),
      ]),
      section([
        text(
          `<p>Su ogni superficie servono le scarpe giuste: ${a('leggi il regolamento', '/regolamento/')}. Prezzi e ore di punta: ${a('tariffe campi', '/tariffe-campi/')}.</p>`,
        ),
      ]),
    ],
  },
  {
    path: '/tariffe-campi',
    lang: 'it',
    title: 'Tariffe campi',
    description:
      'Le tariffe dei campi da tennis e padel per soci e non soci, in ore normali e di punta, il supplemento luce e i noleggi.',
    sections: [
      section([
        text(
          `<h1>Tariffe campi 2026/2027</h1>\n<p>Tutte le tariffe sono ${b('IVA inclusa')} e si intendono per campo, non a persona.</p>\n${fakeHeading('Ore di punta e ore normali', 120)}\n<p>Ore di punta: dal lunedì al venerdì dalle 17:00 alle 22:00; sabato, domenica e festivi dalle 9:00 alle 13:00. Tutte le altre sono ore normali.</p>`,
        ),
      ]),
      section([
        text(
          `${fakeHeading('Tennis – tariffe orarie', 120)}\n${excelTable(
            [
              'Campo',
              'Soci ore normali',
              'Soci ore di punta',
              'Non soci ore normali',
              'Non soci ore di punta',
            ],
            [
              ['Terra rossa (campi 1-4)', 'gratuito', 'gratuito', '€ 18,00', '€ 24,00'],
              [
                'Sintetico scoperto (campi 5-6, aprile-ottobre)',
                'gratuito',
                'gratuito',
                '€ 16,00',
                '€ 20,00',
              ],
              [
                'Sintetico coperto, pallone (campi 5-6, novembre-marzo)',
                '€ 14,00',
                '€ 18,00',
                '€ 24,00',
                '€ 30,00',
              ],
              ['Ospite in campo con un socio, a persona (terra rossa)', '', '', '€ 8,00', '€ 8,00'],
            ],
          )}\n<p>Supplemento luce sui campi scoperti (terra rossa, sintetico scoperto e Padel 3): € 4 all’ora, per soci e non soci. Sotto il pallone la luce e il riscaldamento sono compresi.</p>\n<p>Lo stesso ospite può giocare con un socio al massimo 5 volte nell’anno sociale.</p>`,
        ),
      ]),
      section(
        [
          text(
            `${fakeHeading('Padel – partite da 90 minuti', 120)}\n<p>I campi da padel si prenotano per 90 minuti. Il prezzo è a campo; tra parentesi quanto spende ciascuno se giocate in quattro.</p>`,
          ),
          priceRows([
            ['Soci, ore normali', '€ 40 a campo (€ 10 a persona)'],
            ['Soci, ore di punta', '€ 48 a campo (€ 12 a persona)'],
            ['Non soci, ore normali', '€ 52 a campo (€ 13 a persona)'],
            ['Non soci, ore di punta', '€ 60 a campo (€ 15 a persona)'],
          ]),
          text(`<p>Con la ${a('tessera padel', '/quote-associative/')} paghi le tariffe dei soci.</p>`),
        ],
        { variant: 'grey' },
      ),
      section([
        text(fakeHeading('Noleggi e servizi', 120)),
        priceRows([
          ['Noleggio racchetta da tennis', '€ 3'],
          ['Noleggio racchetta da padel', '<span>€</span> <span>2,50</span>'],
          ['Tubo di palline da tennis (4 palline)', '€ 7'],
          ['Tubo di palline da padel (3 palline)', '€ 6'],
          ['Incordatura con la tua corda', '€ 12'],
          ['Incordatura con corda multifilamento', '€ 22'],
          ['Armadietto negli spogliatoi (solo soci, per l’anno sociale)', '€ 40'],
        ]),
        text(
          `<p>Disdette, pagamento e scarpe: ${a('leggi il regolamento', '/regolamento/')}. Lezioni private: ${a('scuola tennis', '/scuola-tennis/')}.</p>`,
        ),
      ]),
    ],
  },
  {
    path: '/quote-associative',
    lang: 'it',
    title: 'Quote associative',
    description:
      'Le quote associative 2026/2027 del Circolo Tennis & Padel Brenta: socio ordinario, under 18, over 65, famiglia e tessera padel.',
    sections: [
      section([
        text(
          `<h1>Quote associative 2026/2027</h1>\n<p>L’anno sociale va dal 1° ottobre 2026 al 30 settembre 2027. Le quote associative non sono soggette a IVA.</p>`,
        ),
      ]),
      section(
        [
          columns([
            [
              text(
                `${fakeHeading('Socio ordinario', 120, true)}\n<p class="wnd-align-center"><strong>€</strong> ${spanSize(200, b('4'))}${spanSize(200, b('20'))}</p>\n<p class="wnd-align-center">dai 18 ai 64 anni</p>`,
              ),
            ],
            [
              text(
                `${fakeHeading('Under 18', 120, true)}\n<p class="wnd-align-center"><strong>€</strong> ${spanSize(200, b('160'))}</p>\n<p class="wnd-align-center">nati nel 2009 e dopo</p>`,
              ),
            ],
            [
              text(
                `${fakeHeading('Over 65', 120, true)}\n<p class="wnd-align-center"><strong>€</strong> ${spanSize(200, b('290'))}</p>\n<p class="wnd-align-center">nati nel 1961 e prima</p>`,
              ),
            ],
          ]),
          columns([
            [
              text(
                `${fakeHeading('Famiglia', 120, true)}\n<p class="wnd-align-center"><strong>€</strong> ${spanSize(200, b('880'))}</p>\n<p class="wnd-align-center">due genitori e i figli under 18 conviventi</p>`,
              ),
            ],
            [
              text(
                `${fakeHeading('Tessera padel', 120, true)}\n<p class="wnd-align-center"><strong>€</strong> ${spanSize(200, b('80'))}</p>\n<p class="wnd-align-center">tariffe soci sui campi da padel; non dà diritto al gioco gratuito sulla terra rossa</p>`,
              ),
            ],
          ]),
        ],
        { variant: 'grey' },
      ),
      section([
        text(
          `<h2>Cosa comprende la quota</h2>\n${ul(
            'gioco gratuito sulla terra rossa e sul sintetico scoperto (si paga solo il supplemento luce)',
            'le tariffe soci sul sintetico coperto e sul padel',
            'la tessera FITP non agonistica con l’assicurazione',
            'la prenotazione dei campi fino a 7 giorni prima',
            'lo sconto del 10% al bar La Volée',
          )}\n<h2>Quota d’ingresso</h2>\n<p>I nuovi soci pagano una quota d’ingresso di € 100, una sola volta. Non la pagano gli under 18 e chi si iscrive con la quota famiglia.</p>`,
        ),
      ]),
      section([
        text(
          `<h2>Come si paga</h2>\n${p(
            'In un’unica soluzione entro il 31 ottobre, oppure in due rate: metà entro il 31 ottobre e metà entro il 28 febbraio.',
            `Con bonifico bancario sull’IBAN ${b(CTB_IBAN)} intestato ad ${CTB_ASD} (causale: quota associativa 2026/2027, nome e cognome del socio), oppure in segreteria con bancomat o carta di credito. Non si accettano assegni.`,
            'Per diventare soci serve il certificato medico per l’attività sportiva non agonistica, da consegnare in segreteria prima di scendere in campo. La quota non è rimborsabile e non è cedibile.',
          )}`,
        ),
      ]),
    ],
  },
  {
    path: '/prenota',
    lang: 'it',
    title: 'Prenota',
    description: 'Prenota un campo da tennis o da padel al Circolo Tennis & Padel Brenta.',
    sections: [
      section([
        text(
          `<h1>Prenota un campo</h1>\n${p(
            `Puoi prenotare in tre modi: online da questa pagina, con un messaggio WhatsApp al ${CTB_WHATSAPP} o in segreteria. I soci possono prenotare fino a 7 giorni prima, i non soci fino a 3 giorni prima.`,
            'Il pagamento online non è attivo: la segreteria ti conferma la prenotazione su WhatsApp o per email e il campo si paga al circolo prima di giocare.',
          )}`,
        ),
      ]),
      section(
        [
          productList(
            [
              {
                name: 'Tennis terra rossa – 1 ora (non soci, ore normali)',
                slug: 'tennis-terra-rossa-1-ora',
                price: '14,75 €',
                priceNote: 'IVA esclusa',
                perex: 'Campi 1–4. Scegli il giorno e l’ora nel modulo qui sotto.',
                image: 'campi-terra-rossa',
              },
              {
                name: 'Tennis sintetico coperto – 1 ora (non soci, ore di punta)',
                slug: 'tennis-sintetico-coperto-1-ora',
                price: '24,59 €',
                priceNote: 'IVA esclusa',
                perex: 'Campi 5 e 6 sotto il pallone, luce e riscaldamento compresi.',
                image: 'pallone-pressostatico',
              },
              {
                name: 'Padel – 90 minuti (non soci, ore di punta)',
                slug: 'padel-90-minuti',
                price: '49,18 €',
                priceNote: 'IVA esclusa',
                perex: 'Prezzo per campo, fino a 4 giocatori.',
                image: 'campi-padel',
              },
              {
                name: 'Prodotto di esempio',
                slug: 'prodotto-di-esempio',
                price: '0,00 €',
                perex:
                  'Questa è la descrizione breve del prodotto. Scrivi qui le caratteristiche principali del tuo prodotto e perché i clienti dovrebbero sceglierlo.',
              },
            ],
            'Prenota',
          ),
        ],
        { variant: 'grey' },
      ),
      section([
        text('<h2>Richiesta di prenotazione</h2>'),
        form(
          [
            { kind: 'ShortText', label: 'Nome e cognome', required: true },
            { kind: 'Phone', label: 'Telefono', required: true },
            { kind: 'Email', label: 'Email' },
            {
              kind: 'Selectbox',
              label: 'Campo',
              options: ['Tennis terra rossa', 'Tennis sintetico coperto', 'Padel'],
            },
            { kind: 'Date', label: 'Data', placeholder: 'gg/mm/aaaa', required: true },
            { kind: 'ShortText', label: 'Ora', placeholder: 'es. 18:00', required: true },
            { kind: 'Selectbox', label: 'Sei socio?', options: ['No', 'Sì'] },
            { kind: 'LongText', label: 'Note', placeholder: 'Scrivi qui il tuo messaggio' },
          ],
          'Invia richiesta',
        ),
      ]),
    ],
  },
];
