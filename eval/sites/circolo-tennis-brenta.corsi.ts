import {
  a,
  b,
  button,
  CTB_SCHOOL_EMAIL,
  CTB_WHATSAPP,
  type CtbPage,
  columns,
  fakeHeading,
  form,
  image,
  p,
  priceRows,
  section,
  text,
  ul,
} from './circolo-tennis-brenta.layout.ts';

/** The tennis school, the padel courses, the two summer camp pages and the tournaments. */
export const ctbCoursePages: CtbPage[] = [
  {
    path: '/scuola-tennis',
    lang: 'it',
    title: 'Scuola tennis',
    description:
      'La scuola tennis del circolo: minitennis e bambini dai 5 ai 12 anni, ragazzi, adulti di ogni livello, lezioni private. Giorni, orari e prezzi a trimestre.',
    sections: [
      section([
        text(
          `<h1>Scuola tennis 2026/2027</h1>\n<p>La nostra scuola tennis è riconosciuta dalla FITP. Insegnano il Maestro Nazionale Luca Bettin, Chiara Pavan e Daniel Hughes.</p>`,
        ),
      ]),
      section(
        [
          text(
            `<p class="wnd-align-center">${b('Open day di ottobre:')} prima lezione gratis per chi si iscrive entro il 31 ottobre 2026!</p>`,
          ),
        ],
        { variant: 'contrast' },
      ),
      section([
        columns(
          [
            [
              text(
                `${fakeHeading('Bambini dai 5 ai 12 anni')}\n${p(
                  'Gruppi per età e livello, da un minimo di 4 a un massimo di 6 bambini per maestro. Da novembre a marzo le lezioni si fanno sotto il pallone, sui campi 5 e 6.',
                  `${b('Minitennis (5-7 anni)')}<br>mercoledì 16:30 – 17:30 oppure sabato 9:30 – 10:30, una lezione a settimana`,
                  `${b('Livello arancio (8-10 anni)')}<br>lunedì e giovedì 16:30 – 18:00`,
                  `${b('Livello verde (10-12 anni)')}<br>martedì e venerdì 16:30 – 18:00`,
                )}`,
              ),
            ],
            [image('minitennis', 'Bambini del minitennis con la maestra Chiara')],
          ],
          [60, 40],
        ),
      ]),
      section(
        [
          columns([
            [
              text(
                `${fakeHeading('Ragazzi dai 13 ai 17 anni')}\n<p>Gruppo pre-agonistico: martedì e venerdì 18:00 – 19:30, al massimo 4 ragazzi per maestro.</p>`,
              ),
            ],
            [
              text(
                `${fakeHeading('Adulti')}\n${p(
                  'Tre livelli: principiante, intermedio e avanzato. Gruppi da 3 a 4 giocatori per campo, una lezione a settimana.',
                  `${b('Principiante')}<br>martedì 20:00 – 21:00 oppure sabato 11:00 – 12:00`,
                  `${b('Intermedio')}<br>lunedì 20:00 – 21:00 oppure giovedì 20:00 – 21:00`,
                  `${b('Avanzato')}<br>mercoledì 20:00 – 21:30`,
                )}`,
              ),
            ],
          ]),
        ],
        { variant: 'grey' },
      ),
      section([
        text(fakeHeading('Prezzi a trimestre')),
        priceRows([
          ['Minitennis, una lezione a settimana', '€ 150'],
          ['Bambini 8-12 anni, una volta a settimana', '€ 190'],
          ['Bambini 8-12 anni, due volte a settimana', '€ 340'],
          ['Pre-agonistica 13-17 anni, due volte a settimana', '€ 360'],
          ['Adulti principiante e intermedio, 1 ora a settimana', '€ 170'],
          ['Adulti avanzato, 1 ora e mezza a settimana', '€ 210'],
          ['Supplemento per gli adulti non soci', '€ 30 a trimestre'],
        ]),
        text(
          p(
            'Sconto del 10% sul secondo figlio iscritto. Le lezioni perse non si recuperano, tranne quelle annullate dal circolo per maltempo.',
            'Serve il certificato medico per l’attività sportiva non agonistica dai 6 anni in su; per i bambini sotto i 6 anni non serve.',
          ),
        ),
      ]),
      section([
        columns([
          [
            text(
              `${fakeHeading('Lezioni private')}\n<p>Con il maestro, campo compreso: € 45 all’ora per i soci, € 50 per i non soci. Lezione a due: € 30 a persona.</p>`,
            ),
          ],
          [
            text(
              `${fakeHeading('Calendario')}\n${ul(
                '1° trimestre: dal 21 settembre al 19 dicembre 2026',
                '2° trimestre: dall’11 gennaio al 27 marzo 2027',
                '3° trimestre: dal 12 aprile al 12 giugno 2027',
              )}\n<p>Le iscrizioni al 2° trimestre si chiudono sabato 19 dicembre.</p>`,
            ),
          ],
        ]),
        text(
          `<p>Informazioni e iscrizioni: ${a(CTB_SCHOOL_EMAIL, `mailto:${CTB_SCHOOL_EMAIL}`)} o in segreteria.</p>`,
        ),
        button('Scrivici', '/contatti/'),
      ]),
    ],
  },
  {
    path: '/corsi-padel',
    lang: 'it',
    title: 'Corsi padel',
    description:
      'Corsi di padel per adulti e ragazzi, lezioni private e l’americano del venerdì al Circolo Tennis & Padel Brenta.',
    sections: [
      section([
        text(
          `<h1>Corsi di padel</h1>\n${p(
            'Corsi collettivi per adulti con l’istruttore FITP Marco Gallo, sui campi coperti Padel 1 e Padel 2.',
            'Gruppi di 4 giocatori (minimo 3, massimo 4), 8 lezioni da un’ora, una a settimana.',
          )}`,
        ),
      ]),
      section(
        [
          columns([
            [text(`${fakeHeading('Base')}\n<p>lunedì 19:00 – 20:00 oppure mercoledì 21:00 – 22:00</p>`)],
            [text(`${fakeHeading('Intermedio')}\n<p>martedì 19:00 – 20:00 oppure giovedì 21:00 – 22:00</p>`)],
          ]),
          priceRows([
            ['Corso di 8 lezioni, soci', '€ 120'],
            ['Corso di 8 lezioni, non soci', '€ 150'],
            ['Padel ragazzi 11-16 anni, sabato 14:30 – 15:30', '€ 90 a trimestre'],
          ]),
          text(
            '<p>I prossimi corsi partono da lunedì 11 gennaio 2027: iscrizioni in segreteria entro sabato 19 dicembre.</p>',
          ),
        ],
        { variant: 'grey' },
      ),
      section([
        text(
          `${fakeHeading('Lezioni private')}\n<p>Lezione privata con l’istruttore: € 35 all’ora, campo escluso (la tariffa del campo si paga a parte).</p>\n${fakeHeading('L’americano del venerdì')}\n<p>Ogni venerdì alle 20:30 sui campi coperti: partite a rotazione con compagni sempre diversi, livello intermedio. € 16 a persona, massimo 16 giocatori. Iscrizioni su WhatsApp (${CTB_WHATSAPP}) entro il giovedì.</p>\n<p>Sui campi da padel servono scarpe da padel o da tennis: sono vietate le scarpe da calcetto con i tacchetti.</p>`,
        ),
      ]),
    ],
  },
  {
    path: '/summer-camp-2026',
    lang: 'it',
    title: 'Summer Camp 2026',
    description:
      'Summer Camp 2026 al Circolo Tennis & Padel Brenta: tennis, padel e giochi per ragazzi dai 6 ai 14 anni, dal 15 giugno al 4 settembre.',
    sections: [
      section(
        [
          text(
            `<h1 class="wnd-align-center">Summer Camp 2026</h1>\n<p class="wnd-align-center">Tennis, padel, giochi e compiti: dal 15 giugno al 4 settembre 2026, per bambini e ragazzi dai 6 ai 14 anni.</p>`,
          ),
        ],
        { variant: 'hero', background: 'summer-camp-2025' },
      ),
      section([
        columns(
          [
            [
              text(
                `${fakeHeading('Orari')}\n${ul(
                  'Giornata intera: 8:00 – 17:00, con il pranzo al bar La Volée',
                  'Mezza giornata: 8:00 – 13:00',
                  'Accoglienza dalle 7:45',
                )}`,
              ),
            ],
            [
              text(fakeHeading('Quote settimanali')),
              priceRows([
                ['Giornata intera, pranzo incluso', '€ 165'],
                ['Mezza giornata', '€ 110'],
                ['Sconto fratelli e dalla seconda settimana', '€ 15 a settimana'],
              ]),
            ],
          ],
          [45, 55],
        ),
      ]),
      section(
        [
          text(
            p(
              'Minimo 10 iscritti per settimana, massimo 40. Iscrizioni entro il venerdì della settimana prima.',
              'Il giovedì pomeriggio andiamo alla piscina comunale di Dolo con il pulmino (€ 6 in più).',
              'Cosa portare: la racchetta (se non ce l’hai te la prestiamo), il cappellino, la borraccia, un cambio e, il giovedì, costume e asciugamano.',
            ),
          ),
          button(
            'Scarica il modulo di iscrizione (PDF)',
            '/_files/200000031-8e2c18e2c3/modulo-summer-camp-2026.pdf',
          ),
        ],
        { variant: 'grey' },
      ),
    ],
  },
  {
    path: '/summer-camp-2027',
    lang: 'it',
    title: 'Summer Camp 2027',
    description: 'Summer Camp 2027: iscrizioni da febbraio. Date e quote in arrivo.',
    sections: [
      section([
        text(
          `<h1>Summer Camp 2027</h1>\n${fakeHeading('Iscrizioni da febbraio!', 150)}\n${p(
            'Stiamo preparando il Summer Camp 2027. Date, orari e quote saranno pubblicati a febbraio: le iscrizioni apriranno lunedì 1 febbraio 2027, in segreteria e per email.',
            'Come sempre il camp sarà per ragazzi dai 6 ai 14 anni, da metà giugno a inizio settembre. I figli dei soci hanno la precedenza fino al 14 febbraio.',
          )}`,
        ),
      ]),
      section(
        [
          text('<p>Vuoi sapere quando si aprono le iscrizioni? Lasciaci la tua email e ti avvisiamo.</p>'),
          form(
            [
              { kind: 'ShortText', label: 'Nome', required: true },
              { kind: 'Email', label: 'Email', required: true },
              { kind: 'Checkbox', label: 'Ho letto l’informativa privacy', required: true },
            ],
            'Avvisami',
          ),
        ],
        { variant: 'grey' },
      ),
      section([text(`<p>Per farti un’idea: ${a('com’era il Summer Camp 2026', '/summer-camp-2026/')}.</p>`)]),
    ],
  },
  {
    path: '/tornei',
    lang: 'it',
    title: 'Tornei',
    description:
      'Tornei di tennis e padel al Circolo Tennis & Padel Brenta: torneo di Natale di padel, Trofeo Riviera del Brenta, campionati a squadre.',
    sections: [
      section([text('<h1>Tornei</h1>')]),
      section([
        columns(
          [
            [image('torneo-padel-natale', 'Premiazione del torneo di Natale di padel')],
            [
              text(
                `${fakeHeading('Torneo di Natale di padel')}\n${p(
                  'Sabato 19 e domenica 20 dicembre 2026, torneo giallo a coppie miste: le coppie le sorteggiamo noi.',
                  'Iscrizione € 20 a persona entro mercoledì 16 dicembre, massimo 24 coppie. Premiazione con panettone e brindisi domenica alle 18:00.',
                )}`,
              ),
            ],
          ],
          [40, 60],
        ),
      ]),
      section(
        [
          text(
            `${fakeHeading('Trofeo Riviera del Brenta 2027')}\n<p>Torneo Open FITP maschile e femminile dal 3 al 16 maggio 2027. Iscrizioni sul portale MyFIT entro giovedì 29 aprile 2027. Quota di iscrizione € 25 (under 16: € 20).</p>`,
          ),
        ],
        { variant: 'grey' },
      ),
      section([
        text(
          `${fakeHeading('Campionati a squadre')}\n${p(
            'Le nostre squadre giocano la Serie C maschile e la Serie D2 femminile. Da aprile a giugno, la domenica mattina i campi 1 e 2 sono riservati agli incontri di campionato.',
          )}\n${fakeHeading('Torneo sociale')}\n<p>A settembre, singolare e doppio, solo per i soci, iscrizione gratuita.</p>\n${fakeHeading('Albo d’oro 2026', 110)}\n${ul(
            'Torneo sociale, singolare maschile: Filippo Carraro',
            'Torneo sociale, singolare femminile: Giulia Menin',
            'Trofeo Riviera del Brenta 2026: Tommaso Rizzo e Alessia Fontana',
          )}`,
        ),
      ]),
    ],
  },
];
