import { ferroPosts } from './palestra-ferro-padova.blog.ts';
import {
  accordion,
  buttons,
  FERRO_COMPANY,
  FERRO_EMAIL,
  FERRO_PHONE,
  FERRO_PHONE_HREF,
  FERRO_STREET,
  FERRO_TOWN,
  FERRO_WHATSAPP,
  FERRO_WHATSAPP_HREF,
  type FerroPage,
  form,
  gmap,
  heading,
  iconList,
  image,
  infoBox,
  mark,
  p,
  postsBlock,
  row,
  spacer,
  strong,
  table,
  testimonials,
} from './palestra-ferro-padova.layout.ts';

/* ── Home ───────────────────────────────────────────────────────────────────────────────────────── */

export const ferroHome: FerroPage = {
  path: '/',
  lang: 'it',
  kind: 'home',
  title: 'Home',
  description:
    'Palestra Ferro, functional training club a Padova: sala pesi, cross training, pilates, spinning, boxe e personal training a 10 minuti dalla stazione.',
  body: [
    row(
      [
        [
          heading('Functional Training Club · Padova', 'span', 'kb-eyebrow'),
          heading(`Allenati ${mark('sul serio')}, nel cuore di Padova`, 'h1'),
          p(
            'Sala pesi, area functional e corsi dal cross training alla boxe, in un’ex officina a 10 minuti a piedi dalla stazione.',
          ),
          buttons(
            ['Scopri gli abbonamenti', '/abbonamenti'],
            ['Prova gratuita', FERRO_WHATSAPP_HREF, 'outline'],
          ),
        ],
        [image('2024/09/sala-pesi-palestra-ferro.jpg', 'La sala pesi di Palestra Ferro', 1400, 933)],
      ],
      { full: true, bg: 'theme-palette3', layout: 'left-golden' },
    ),
    row([
      [
        infoBox(
          'Open Gym',
          'Sala pesi con 6 rack, pedane e manubri fino a 50 kg: accesso libero da € 59 al mese.',
          { href: '/abbonamenti', more: 'Vedi i prezzi', icon: 'activity' },
        ),
      ],
      [
        infoBox(
          'Corsi',
          'Cross Training, Pilates, Spinning, Boxe, Hyrox e Functional dal lunedì al sabato.',
          { href: '/orario-corsi', more: 'Orario settimanale', icon: 'users' },
        ),
      ],
      [
        infoBox(
          'Personal training',
          'Un coach solo per te: la prima consulenza con valutazione funzionale è gratuita.',
          { href: '/personal-training', more: 'Scopri di più', icon: 'user' },
        ),
      ],
    ]),
    row(
      [
        [heading('Perché Ferro', 'h2')],
        [
          iconList([
            '600 m² in un’ex officina meccanica',
            'Aperti dal lunedì al venerdì dalle 6:30 alle 22:00',
            'Corsi su prenotazione dall’app Ferro Club',
            'Coach laureati in Scienze Motorie e certificati',
            'La prima lezione di prova è gratuita',
          ]),
        ],
      ],
      { bg: 'theme-palette7', layout: 'left-golden' },
    ),
    row([
      [
        infoBox(
          'In arrivo nel 2027: l’Area Relax',
          'Sauna finlandese e bagno turco nel seminterrato: apertura prevista nell’autunno 2027.',
          { href: '/blog/area-relax-sauna-2027', more: 'Leggi tutto', icon: 'info', titleTag: 'p' },
        ),
      ],
      [
        testimonials([
          [
            'Coach preparatissimi e un ambiente senza fronzoli. Il cross training delle 7:00 è il mio caffè.',
            'Marco',
            'socio dal 2019',
          ],
          [
            'Ho iniziato con il Pilates dopo un infortunio alla spalla: Giulia mi ha seguita passo passo.',
            'Francesca',
            'socia dal 2022',
          ],
        ]),
      ],
    ]),
    heading('Dal blog', 'h2'),
    postsBlock(ferroPosts.slice(0, 3)),
    spacer(40),
    row(
      [
        [
          heading('Vieni a provare', 'p', 'kb-h2-style'),
          p(`Scrivici su WhatsApp al ${FERRO_WHATSAPP}: la prima lezione è gratis.`),
          buttons(['Scrivici su WhatsApp', FERRO_WHATSAPP_HREF]),
        ],
      ],
      { full: true, bg: 'theme-palette1' },
    ),
  ].join('\n'),
};

/* ── Chi siamo: the story and the staff as cards of blocks ──────────────────────────────────────── */

const staffCard = (name: string, role: string, bio: string) => [
  image(`2023/02/staff-${name.toLowerCase().replace(/\s+/g, '-')}.jpg`, name, 600, 600),
  heading(name, 'span', 'kb-staff-name'),
  heading(role, 'p', 'kb-staff-role'),
  p(bio),
];

const chiSiamo: FerroPage = {
  path: '/chi-siamo',
  lang: 'it',
  title: 'Chi siamo',
  description: 'La storia di Palestra Ferro, palestra indipendente a Padova, e lo staff.',
  body: [
    row([
      [
        heading('La nostra storia', 'h2'),
        p(
          'Palestra Ferro nasce nel 2016 dall’idea di Matteo Bertin e Giulia Zanon: trasformare un’ex officina meccanica di Via Tommaseo in una palestra indipendente, senza specchi a ogni parete e senza musica a tutto volume, dove ci si allena sul serio e ci si conosce per nome.',
          'Oggi sono 600 m² tra sala pesi, area functional con rig e pedane, una sala corsi e una sala bike, con docce e spogliatoi separati per uomini e donne. Non abbiamo la piscina e, per ora, nemmeno sauna e bagno turco: arriveranno con l’Area Relax nel 2027.',
        ),
      ],
      [image('2022/03/ex-officina-via-tommaseo.jpg', 'L’ex officina di Via Tommaseo prima dei lavori')],
    ]),
    heading('Lo staff', 'h2'),
    row([
      staffCard(
        'Matteo Bertin',
        'Fondatore e head coach',
        'Laureato in Scienze Motorie all’Università di Padova, ex rugbista. Segue la sala pesi e il Cross Training.',
      ),
      staffCard(
        'Giulia Zanon',
        'Co-fondatrice, Pilates',
        'Insegnante di Pilates certificata, si occupa di postura e del rientro dopo gli infortuni.',
      ),
      staffCard(
        'Davide Esposito',
        'Boxe',
        'Tecnico della Federazione Pugilistica Italiana, insegna Boxe e Boxe Ragazzi.',
      ),
    ]),
    row([
      staffCard(
        'Chiara Lunardi',
        'Spinning, Functional e Hyrox',
        'Ex mezzofondista, ha portato l’Hyrox a Padova. Parla inglese.',
      ),
      staffCard(
        'Luca Pavan',
        'Sala pesi e Ginnastica Dolce',
        'Laureato in Scienze Motorie, segue la sala nel pomeriggio e il corso Over 65.',
      ),
      staffCard('Elena Rizzo', 'Reception', 'La trovi in reception per iscrizioni, badge e certificati.'),
    ]),
    p(
      `Palestra Ferro è gestita da ${FERRO_COMPANY}, società sportiva dilettantistica affiliata ASI (Associazioni Sportive Sociali Italiane).`,
    ),
  ].join('\n'),
};

/* ── FAQ: an accordion saved closed ─────────────────────────────────────────────────────────────── */

export const MINORS =
  'In sala pesi e ai corsi per adulti si entra dai 16 anni: per i ragazzi di 16 e 17 anni serve il modulo di consenso firmato da un genitore. A 14 e 15 anni si può frequentare solo il corso Boxe Ragazzi. Sotto i 14 anni non accettiamo iscrizioni: non abbiamo corsi per bambini.';

export const CERTIFICATE =
  'Per abbonarsi serve il certificato medico per attività sportiva non agonistica in corso di validità, da consegnare prima del primo allenamento: senza certificato il badge non si attiva. Per la lezione di prova e per l’ingresso giornaliero basta firmare in reception un’autodichiarazione di buona salute.';

export const BOOKING =
  'I corsi si prenotano dall’app Ferro Club, da 7 giorni prima della lezione. Puoi disdire gratis fino a 2 ore prima; dopo 3 assenze senza disdetta nello stesso mese la prenotazione si blocca per 7 giorni.';

const faq: FerroPage = {
  path: '/faq',
  lang: 'it',
  title: 'Domande frequenti',
  description:
    'Le domande più frequenti su Palestra Ferro Padova: certificato, prova, pagamenti, età, parcheggio.',
  body: [
    p('Le risposte alle domande che ci fate più spesso in reception.'),
    accordion([
      ['Serve il certificato medico?', p(`Sì. ${CERTIFICATE}`)],
      [
        'Posso fare una lezione di prova?',
        p(
          `Sì, la prima lezione di prova è gratuita (una per persona). Prenotala su WhatsApp al ${FERRO_WHATSAPP} dicendoci quale corso vuoi provare, oppure vieni a provare la sala.`,
        ),
      ],
      ['Come si prenotano i corsi?', p(BOOKING)],
      [
        'Come posso pagare?',
        p(
          'Con carta di credito, bancomat o Satispay in reception, oppure con bonifico. Non accettiamo contanti.',
        ),
      ],
      [
        'Posso sospendere l’abbonamento?',
        p(
          'Solo l’annuale, una volta e per un massimo di 30 giorni. Mensile e trimestrale non si possono sospendere.',
        ),
      ],
      [
        'Posso cedere l’abbonamento a un’altra persona?',
        p('No, gli abbonamenti sono personali e non sono cedibili.'),
      ],
      ['Da che età ci si può iscrivere?', p(MINORS)],
      [
        'Avete la piscina?',
        p(
          'No, non abbiamo la piscina. Abbiamo docce e spogliatoi separati; sauna e bagno turco arriveranno con l’Area Relax, prevista per l’autunno 2027.',
        ),
      ],
      [
        'C’è un parcheggio?',
        p(
          'Non abbiamo un parcheggio riservato. Ci sono le strisce blu in Via Tommaseo e il parcheggio multipiano della Fiera a 300 metri; le bici si lasciano nella rastrelliera del cortile.',
        ),
      ],
      [
        'Cosa devo portare?',
        p(
          'Scarpe pulite da usare solo in palestra, un asciugamano, un lucchetto per l’armadietto e una borraccia.',
        ),
      ],
    ]),
    p(`Non hai trovato la risposta? Scrivici su WhatsApp al ${FERRO_WHATSAPP} o chiamaci al ${FERRO_PHONE}.`),
  ].join('\n'),
};

/* ── Regolamento: the current rules ─────────────────────────────────────────────────────────────── */

const rule = (n: number, title: string, text: string) =>
  [heading(`${n}. ${title}`, 'h3'), p(text)].join('\n');

const regolamento: FerroPage = {
  path: '/regolamento',
  lang: 'it',
  title: 'Regolamento',
  description: 'Il regolamento interno di Palestra Ferro Padova.',
  body: [
    p(
      `${strong('Regolamento interno')} – aggiornato a settembre 2026. Vale per tutti i soci e per chi entra con l’ingresso giornaliero.`,
    ),
    rule(1, 'Certificato medico', CERTIFICATE),
    rule(
      2,
      'Badge e accesso',
      'Si entra solo con il badge personale (cauzione € 5, restituita alla riconsegna). Il badge non si presta: è personale come l’abbonamento.',
    ),
    rule(
      3,
      'Scarpe',
      'In sala si entra solo con scarpe pulite, usate esclusivamente in palestra: cambiatele negli spogliatoi. Niente scarpe da esterno in sala, e niente allenamento a piedi nudi (tranne a Pilates).',
    ),
    rule(
      4,
      'Asciugamano',
      'L’asciugamano è obbligatorio: va steso su panche, tappetini e macchine. Non forniamo asciugamani: portate il vostro.',
    ),
    rule(5, 'Magnesio', 'Il magnesio in polvere non è consentito: si usa solo magnesio liquido.'),
    rule(
      6,
      'Attrezzi',
      'Dopo l’uso rimettete a posto dischi, manubri e kettlebell. I bilancieri si lasciano cadere solo sulle pedane.',
    ),
    rule(7, 'Prenotazione dei corsi', BOOKING),
    rule(8, 'Minorenni', MINORS),
    rule(
      9,
      'Armadietti',
      'Gli armadietti si chiudono con il proprio lucchetto e vanno svuotati a fine allenamento: quelli ancora chiusi all’ora di chiusura vengono aperti e il contenuto portato in reception.',
    ),
    rule(
      10,
      'Comportamento',
      'In sala non si mangia. Foto e video sono consentiti solo senza riprendere gli altri clienti.',
    ),
  ].join('\n'),
};

/* ── Contatti e orari ───────────────────────────────────────────────────────────────────────────── */

const contatti: FerroPage = {
  path: '/contatti',
  lang: 'it',
  title: 'Contatti e orari',
  description: 'Indirizzo, telefono, WhatsApp, orari di apertura e come arrivare a Palestra Ferro Padova.',
  body: [
    row([
      [
        heading('Dove siamo', 'h2'),
        p(`${strong(FERRO_STREET)}<br>${FERRO_TOWN}`),
        iconList(
          [
            `Tel. <a href="${FERRO_PHONE_HREF}">${FERRO_PHONE}</a>`,
            `WhatsApp (solo messaggi) <a href="${FERRO_WHATSAPP_HREF}">${FERRO_WHATSAPP}</a>`,
            `<a href="mailto:${FERRO_EMAIL}">${FERRO_EMAIL}</a>`,
          ],
          'phone',
        ),
        heading('Orari di apertura', 'h2'),
        table(
          ['Giorno', 'Orario'],
          [
            ['Lunedì – Venerdì', '6:30 – 22:00'],
            ['Sabato', '9:00 – 19:00'],
            ['Domenica', '9:00 – 13:00'],
          ],
        ),
        heading('Reception', 'h3'),
        p(
          'La reception è aperta dal lunedì al venerdì dalle 9:00 alle 13:00 e dalle 16:00 alle 21:00, il sabato dalle 9:00 alle 13:00. Negli altri orari di apertura si entra solo con il badge, senza personale alla reception.',
        ),
      ],
      [
        heading('Scrivici', 'span', 'kb-h2-style'),
        form(
          [
            ['Nome', 'text', 'Il tuo nome'],
            ['Email', 'email', 'La tua email'],
            ['Telefono', 'tel', 'Il tuo numero'],
            ['Messaggio', 'textarea', 'Come possiamo aiutarti?'],
          ],
          'Invia',
          'Ho letto la <a href="/privacy/">privacy policy</a> e acconsento al trattamento dei miei dati.',
        ),
      ],
    ]),
    heading('Come arrivare', 'h2'),
    p(
      'Siamo a 10 minuti a piedi dalla stazione ferroviaria di Padova. In autobus: linee 3 e 13, fermata Tommaseo.',
      'Non abbiamo un parcheggio riservato ai clienti: ci sono le strisce blu in Via Tommaseo (gratuite dopo le 20:00) e il parcheggio multipiano della Fiera a 300 metri. Per le bici c’è la rastrelliera nel cortile.',
    ),
    gmap(`${FERRO_STREET}, ${FERRO_TOWN}`),
  ].join('\n'),
};

export const ferroPages: FerroPage[] = [chiSiamo, faq, regolamento, contatti];
