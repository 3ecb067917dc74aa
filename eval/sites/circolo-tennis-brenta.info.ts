import {
  a,
  b,
  CTB_EMAIL,
  CTB_PHONE,
  CTB_PHONE_HREF,
  CTB_SCHOOL_EMAIL,
  CTB_STREET,
  CTB_TOWN,
  CTB_WHATSAPP,
  CTB_WHATSAPP_HREF,
  type CtbPage,
  classicText,
  columns,
  fakeHeading,
  faq,
  form,
  image,
  map,
  p,
  priceRows,
  section,
  text,
} from './circolo-tennis-brenta.layout.ts';

/** The bar, the opening hours, the club rules, the FAQ and the contact page. */
export const ctbInfoPages: CtbPage[] = [
  {
    path: '/bar-ristoro',
    lang: 'it',
    title: 'Bar e ristoro',
    description:
      'Il bar La Volée del Circolo Tennis & Padel Brenta: orari, pranzo, listino e cene di gruppo su prenotazione.',
    sections: [
      section([
        columns(
          [
            [
              text(
                `<h1>Bar e ristoro La Volée</h1>\n<p>Il bar del circolo, con la terrazza sui campi, è aperto a tutti, anche a chi non è socio. I soci hanno lo sconto del 10%.</p>\n${fakeHeading('Orari del bar', 120)}\n${p(
                  'Da ottobre a marzo: da martedì a domenica 8:30 – 21:30. Il lunedì il bar è chiuso (nella club house c’è il distributore automatico di bevande).',
                  'Da aprile a settembre: tutti i giorni 7:30 – 23:30.',
                )}`,
              ),
            ],
            [image('bar-la-volee-terrazza', 'La terrazza del bar La Volée')],
          ],
          [60, 40],
        ),
      ]),
      section(
        [
          text(
            `${fakeHeading('Pranzo', 120)}\n<p>Da martedì a venerdì, 12:00 – 14:30: piatto del giorno € 9, menu sportivo (primo, acqua e caffè) € 12. La sera la cucina è chiusa, tranne per le cene di gruppo su prenotazione.</p>`,
          ),
        ],
        { variant: 'grey' },
      ),
      section([
        text(fakeHeading('Listino bar', 120)),
        priceRows([
          ['Caffè', '€ 1,20'],
          ['Cappuccino', '€ 1,60'],
          ['Spremuta d’arancia', '€ 3,50'],
          ['Acqua naturale o frizzante 0,5 l', '€ 1,00'],
          ['Integratore salino', '€ 2,50'],
          ['Tramezzino', '€ 2,50'],
          ['Toast', '€ 3,50'],
          ['Piadina farcita', '€ 5,50'],
          ['Birra piccola alla spina', '€ 3,50'],
          ['Spritz', '€ 4,00'],
        ]),
      ]),
      section([
        text(
          `${fakeHeading('Cene e feste di gruppo', 120)}\n<p>Cene di squadra, compleanni e feste aziendali su prenotazione, per gruppi da un minimo di 15 a un massimo di 60 persone (la sala interna ha 60 posti). Prenotate almeno una settimana prima, al bar o al ${CTB_PHONE}.</p>`,
        ),
      ]),
    ],
  },
  {
    path: '/orari',
    lang: 'it',
    title: 'Orari',
    description: 'Gli orari del circolo in inverno e in estate e gli orari della segreteria.',
    sections: [
      section([text('<h1>Orari</h1>')]),
      section([
        columns([
          [
            text(`${fakeHeading('Orario invernale', 120)}\n<p>dal 1° ottobre al 31 marzo</p>`),
            priceRows([
              ['Lunedì – venerdì', '8:00 – 23:00'],
              ['Sabato e domenica', '8:00 – 20:00'],
            ]),
          ],
          [
            text(`${fakeHeading('Orario estivo', 120)}\n<p>dal 1° aprile al 30 settembre</p>`),
            priceRows([
              ['Lunedì – venerdì', '7:30 – 23:30'],
              ['Sabato e domenica', '7:30 – 22:00'],
            ]),
          ],
        ]),
      ]),
      section(
        [
          text(fakeHeading('Segreteria', 120)),
          priceRows([
            ['Lunedì, martedì, mercoledì e venerdì', '9:00 – 12:00 e 15:30 – 20:00'],
            ['Giovedì', 'solo pomeriggio, 15:30 – 20:00'],
            ['Sabato', '9:00 – 12:00'],
            ['Domenica', 'chiusa'],
          ]),
        ],
        { variant: 'grey' },
      ),
      section([
        text(
          p(
            `Bar La Volée: da ottobre a marzo chiuso il lunedì. ${a('Orari del bar', '/bar-ristoro/')}.`,
            'Nei giorni festivi il circolo segue l’orario della domenica.',
            `Per Natale e Capodanno leggi ${a('gli orari delle feste', '/l/orari-natale-2026/')}.`,
          ),
        ),
      ]),
    ],
  },
  {
    path: '/regolamento',
    lang: 'it',
    title: 'Regolamento',
    description:
      'Il regolamento del circolo: prenotazioni, disdette, pagamento, abbigliamento e scarpe, cura dei campi, animali.',
    sections: [
      section([
        text('<h1>Regolamento dei campi</h1>'),
        classicText(
          `<p><strong>1. Prenotazioni</strong></p>
<p>I soci possono prenotare fino a 7 giorni prima, i non soci fino a 3 giorni prima, online, su WhatsApp al ${CTB_WHATSAPP} o in segreteria. Nelle ore di punta ogni socio può avere una sola prenotazione al giorno: 1 ora per il singolo, 1 ora e mezza per il doppio.</p>
<p><strong>2. Disdette</strong></p>
<p>La prenotazione si può disdire gratis entro 24 ore dall’inizio. Se disdici più tardi o non ti presenti, il campo si paga per intero. Sui campi scoperti, se piove e il campo non è praticabile, la prenotazione si annulla senza costi.</p>
<p><strong>3. Pagamento</strong></p>
<p>Il campo si paga prima di entrare in campo, in segreteria o al bar: in contanti, con bancomat, carta di credito o Satispay. Non si accettano assegni.</p>
<p><strong>4. Abbigliamento e scarpe</strong></p>
<p>In campo si gioca con abbigliamento sportivo; non si gioca a torso nudo.</p>
<p>Sui campi in terra rossa sono obbligatorie le scarpe da terra rossa, con la suola a spina di pesce: chi si presenta con scarpe da running o con la suola liscia non può entrare in campo. Sul sintetico vanno bene le scarpe da tennis “all court” o “omni”. Sui campi da padel servono scarpe da padel o da tennis: sono vietati i tacchetti.</p>
<p><strong>5. Cura dei campi</strong></p>
<p>Alla fine dell’ora passate la stuoia sulla terra rossa e lasciate il campo 5 minuti prima del turno dopo.</p>
<p><strong>6. Bambini</strong></p>
<p>I bambini sotto i 12 anni possono giocare solo con un adulto, tranne durante le lezioni della scuola tennis.</p>
<p><strong>7. Animali</strong></p>
<p>Gli animali non sono ammessi sui campi né negli spogliatoi. Al bar e in giardino i cani sono ammessi al guinzaglio.</p>
<p><strong>8. Fumo</strong></p>
<p>È vietato fumare sui campi, negli spogliatoi e nella club house.</p>
<p><em>Approvato dal Consiglio direttivo il 14 settembre 2026.</em></p>`,
        ),
      ]),
    ],
  },
  {
    path: '/faq',
    lang: 'it',
    title: 'FAQ',
    description: 'Le domande più frequenti sul Circolo Tennis & Padel Brenta.',
    sections: [
      section([
        text('<h1>Domande frequenti</h1>'),
        faq([
          [
            'Devo essere socio per giocare?',
            `<p>No. Anche chi non è socio può prenotare e giocare, con le tariffe per i non soci: ${a('tariffe campi', '/tariffe-campi/')}.</p>`,
          ],
          [
            'Posso noleggiare la racchetta?',
            '<p>Sì, in segreteria: racchetta da tennis € 3, racchetta da padel € 2,50.</p>',
          ],
          [
            'C’è il parcheggio?',
            '<p>Sì, il parcheggio interno è gratuito e ha 40 posti, due dei quali riservati alle persone con disabilità vicino all’ingresso.</p>',
          ],
          [
            'Ci sono docce e spogliatoi?',
            '<p>Sì, spogliatoi maschile e femminile con le docce calde, gratuite. Non disponiamo di spogliatoi separati per i bambini.</p>',
          ],
          [
            'Avete la piscina?',
            '<p>No, il circolo non ha piscina. D’estate, durante il summer camp, il giovedì portiamo i ragazzi alla piscina comunale di Dolo.</p>',
          ],
          [
            'Posso portare il cane?',
            '<p>Gli animali non sono ammessi sui campi né negli spogliatoi. Al bar e in giardino i cani sono i benvenuti, al guinzaglio.</p>',
          ],
          [
            'Si può pagare con assegno?',
            '<p>No, non si accettano assegni. Puoi pagare in contanti, con bancomat, carta di credito o Satispay; le quote associative anche con bonifico.</p>',
          ],
          [
            'Fate una lezione di prova?',
            '<p>Sì, per la scuola tennis (bambini e adulti) la lezione di prova costa € 15, scalati dalla quota se poi ti iscrivi.</p>',
          ],
          [
            'Cosa succede se piove?',
            '<p>Sui campi scoperti, se il campo non è praticabile, la prenotazione si annulla senza costi. Sotto il pallone e sui campi da padel coperti si gioca sempre.</p>',
          ],
          [
            'Serve il certificato medico?',
            '<p>Sì, ai soci e agli allievi della scuola tennis serve il certificato per l’attività sportiva non agonistica (dai 6 anni in su). Per prenotare un campo da non socio non serve.</p>',
          ],
          ['Avete gli armadietti?', '<p>Sì, negli spogliatoi, solo per i soci: € 40 per l’anno sociale.</p>'],
          [
            'Si può fare una festa di compleanno al circolo?',
            '<p>Sì! Un’ora di tennis o di padel con un istruttore e la merenda al bar: € 14 a bambino, da un minimo di 8 a un massimo di 20 bambini, il sabato o la domenica pomeriggio. Prenota in segreteria.</p>',
          ],
        ]),
      ]),
    ],
  },
  {
    path: '/contatti',
    lang: 'it',
    title: 'Contatti',
    description:
      'Indirizzo, telefono, WhatsApp, email e modulo di contatto del Circolo Tennis & Padel Brenta.',
    sections: [
      section([
        columns(
          [
            [
              text(
                `<h1>Contatti</h1>\n${p(
                  `${b('Circolo Tennis &amp; Padel Brenta')}<br>${CTB_STREET}<br>${CTB_TOWN}`,
                  `Segreteria: <a href="${CTB_PHONE_HREF}">${CTB_PHONE}</a><br>WhatsApp: <a href="${CTB_WHATSAPP_HREF}" target="_blank" rel="noopener">${CTB_WHATSAPP}</a> (prenotazioni e informazioni, anche fuori orario)`,
                  `Email: <a href="mailto:${CTB_EMAIL}">${CTB_EMAIL}</a><br>Scuola tennis: <a href="mailto:${CTB_SCHOOL_EMAIL}">${CTB_SCHOOL_EMAIL}</a>`,
                  `Orari della segreteria: ${a('vedi gli orari', '/orari/')}.`,
                )}\n${fakeHeading('Come arrivare', 110)}\n<p>Siamo a Stra, sulla Riviera del Brenta, lungo l’argine sinistro, a 800 metri da Villa Pisani. In auto: da Padova 15 minuti lungo la SR11; dall’autostrada A4, uscita Dolo-Mirano, poi 10 minuti.</p>`,
              ),
            ],
            [map(`${CTB_STREET}, ${CTB_TOWN}`)],
          ],
          [50, 50],
        ),
      ]),
      section(
        [
          text('<h2>Scrivici</h2>'),
          form(
            [
              { kind: 'ShortText', label: 'Nome', required: true },
              { kind: 'Email', label: 'Email', required: true },
              { kind: 'Phone', label: 'Telefono' },
              {
                kind: 'Selectbox',
                label: 'Argomento',
                options: ['Informazioni', 'Scuola tennis', 'Quote associative', 'Tornei', 'Altro'],
              },
              { kind: 'LongText', label: 'Messaggio', required: true },
              { kind: 'Checkbox', label: 'Acconsento al trattamento dei dati personali', required: true },
            ],
            'Invia',
          ),
        ],
        { variant: 'grey' },
      ),
    ],
  },
];
