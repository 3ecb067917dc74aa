import { recentPostsBlock } from './tasti-bianchi-trieste.blog.ts';
import {
  accordion,
  alert,
  button,
  checklist,
  col,
  contactForm,
  container,
  contentBoxes,
  googleMap,
  image,
  pricingTable,
  section,
  separator,
  type TastiPage,
  TB_EMAIL,
  TB_PHONE,
  TB_PHONE_HREF,
  TB_STREET,
  TB_TOWN,
  TB_TUNING_EMAIL,
  TB_WHATSAPP,
  TB_WHATSAPP_HREF,
  table,
  tabs,
  text,
  title,
} from './tasti-bianchi-trieste.layout.ts';

/**
 * The Italian pages, each with its English translation (WPML): the home page (the promo band 'quota di iscrizione
 * gratuita per chi si iscrive entro il 31 ottobre!' written in September and never taken down, no year; the hero;
 * content boxes; the online lessons coming in 2027; the summer week; the next recital; the three newest posts),
 * the lessons (a `fusion-tabs` block: children, teenagers and adults, theory, exams; no lessons at home, only piano
 * and theory), prices (two `fusion-pricing-table`s and a table of the other items, payments, the 19% tax
 * deduction), exams (ABRSM and the Conservatorio Tartini), the summer intensive week 2027, the practice rooms, the
 * recitals, gift vouchers, piano tuning, about us, the FAQ (a `fusion-accordian` saved collapsed) and contacts
 * (directions, no parking, a Contact Form 7 form and the map).
 */

const LESSONS_HOURS_IT = 'dal lunedì al venerdì dalle 14:30 alle 20:30 e il sabato dalle 9:00 alle 13:00';

/* ── Home ────────────────────────────────────────────────────────────────────────────────────────────────── */

export const tastiHome: TastiPage = {
  path: '/',
  lang: 'it',
  id: 7,
  kind: 'home',
  alt: '/en',
  title: 'Home',
  description:
    'Tasti Bianchi, scuola di pianoforte e teoria musicale a Trieste: lezioni per bambini dai 5 anni e adulti, esami ABRSM, ammissione al Conservatorio, aule studio, accordatura.',
  body: [
    container(
      [
        col(
          '1_1',
          alert(
            '<strong>Iscrizioni aperte: quota di iscrizione gratuita per chi si iscrive entro il 31 ottobre!</strong> <a href="/prezzi">Scopri i prezzi</a>',
          ),
        ),
      ],
      { padTop: 0, padBottom: 0, full: true },
    ),
    container(
      [
        col(
          '2_3',
          [
            title('Scuola di pianoforte a Trieste', 'p', { color: '#f0d78c', size: 16 }),
            title('Impara il pianoforte, a qualsiasi età', 1, { color: '#ffffff', size: 46 }),
            text(
              '<p style="color:#ffffff;">Lezioni individuali per bambini dai 5 anni, ragazzi e adulti, teoria musicale in piccoli gruppi e preparazione agli esami ABRSM e all’ammissione al Conservatorio Tartini. Tre insegnanti, un pianoforte a coda, un’aula per la teoria, nel centro di Trieste.</p>',
            ),
            button('Prenota la lezione di prova gratuita', '/contatti'),
            ' ',
            button('Vedi i prezzi', '/prezzi', { alt: true }),
          ].join(''),
        ),
      ],
      { bgImage: '2023/09/tasti-bianchi-hero-kawai.jpg', padTop: 140, padBottom: 120, align: 'center' },
    ),
    section(
      contentBoxes([
        {
          title: 'Lezioni',
          icon: 'fa-music',
          html: '<p>Lezioni individuali di pianoforte da 30, 45 o 60 minuti, e teoria e solfeggio in piccoli gruppi.</p>',
          href: '/lezioni',
          more: 'Scopri di più',
        },
        {
          title: 'Esami',
          icon: 'fa-award',
          html: '<p>Preparazione agli esami ABRSM dal Grade 1 al Grade 8 e all’ammissione al Conservatorio.</p>',
          href: '/esami',
          more: 'Scopri di più',
        },
        {
          title: 'Aule studio',
          icon: 'fa-key',
          html: '<p>Due aule con pianoforte da affittare a ore, anche per chi non è nostro allievo.</p>',
          href: '/aule-studio',
          more: 'Scopri di più',
        },
        {
          title: 'Accordatura',
          icon: 'fa-wrench',
          html: '<p>Il nostro accordatore viene a casa vostra, a Trieste e provincia, ad accordare il vostro pianoforte.</p>',
          href: '/accordatura',
          more: 'Scopri di più',
        },
      ]),
      { padTop: 60 },
    ),
    container(
      [
        col(
          '1_2',
          image('2024/10/lezione-bambini-matteo.jpg', 'Matteo durante una lezione con una bambina di 6 anni'),
        ),
        col(
          '1_2',
          [
            title('Perché Tasti Bianchi', 'div', { size: 28 }),
            checklist([
              '<p>Tre insegnanti, un metodo: Elena, Matteo e Irene lavorano insieme su ogni allievo.</p>',
              '<p>La prima lezione di 30 minuti è gratuita e senza impegno.</p>',
              '<p>Due saggi all’anno in una vera sala da concerto, a dicembre e a giugno.</p>',
              '<p>Un pianoforte a coda Kawai per chi prepara esami e concerti.</p>',
            ]),
          ].join(''),
        ),
      ],
      { bg: '#f7f1e4', align: 'center' },
    ),
    container(
      [
        col(
          '1_2',
          [
            title('In arrivo nel 2027', 'p', { color: '#a07a2c', size: 14 }),
            title('Lezioni online', 2),
            text(
              '<p>Dal 2027 partiranno anche le lezioni online. Non sono ancora prenotabili: chi è interessato può lasciare il suo nome nella lista d’attesa dal <a href="/contatti">modulo contatti</a>.</p>',
            ),
            button('Leggi la novità', '/2026/10/20/lezioni-online-2027', { alt: true }),
          ].join(''),
        ),
        col(
          '1_2',
          [
            title('Estate 2027', 'p', { color: '#a07a2c', size: 14 }),
            title('Settimana intensiva estiva', 2),
            text(
              '<p>Dal 5 al 9 luglio 2027 cinque mattine di pianoforte, teoria e musica d’insieme per ragazzi dagli 8 ai 14 anni. Iscrizioni dal 1° marzo 2027.</p>',
            ),
            button('Il programma', '/settimana-intensiva', { alt: true }),
          ].join(''),
        ),
      ],
      { padTop: 70 },
    ),
    section(
      [
        title('Il prossimo saggio', 2, { align: 'center', sep: true }),
        text(
          '<p style="text-align:center;">Saggio d’inverno: <strong>domenica 13 dicembre 2026, ore 16:30</strong>, Sala Bazlen. Ingresso libero.</p>',
        ),
        button('Tutti i saggi', '/saggi', { align: 'center', alt: true }),
      ].join(''),
      { bg: '#1b1b1b' },
    ),
    section([title('Dal blog', 2, { sep: true }), recentPostsBlock(3, 'it')].join(''), { padTop: 60 }),
    section(
      `<div class="fusion-testimonials classic fusion-testimonials-1" style="--awb-textcolor:#4a4a4a;--awb-backgroundcolor:#f7f1e4;--awb-testimonial-text-color:#4a4a4a;" data-random="0" data-speed="6000"><div class="reviews"><div class="review active-testimonial"><blockquote><q>Mia figlia ha iniziato a 6 anni con Matteo: oggi ne ha 11, suona con gioia e ha appena superato il Grade 3.</q></blockquote><div class="author"><span class="company-name"><strong>Chiara</strong>, <span>mamma di Sofia</span></span></div></div><div class="review"><blockquote><q>Ho ricominciato a 58 anni dopo trent’anni di pausa. Elena ha una pazienza infinita.</q></blockquote><div class="author"><span class="company-name"><strong>Paolo</strong>, <span>allievo adulto</span></span></div></div></div><div class="testimonial-pagination"><a class="activeSlide" aria-label="Testimonianza 1" href="#"></a><a aria-label="Testimonianza 2" href="#"></a></div></div>`,
    ),
  ].join(''),
};

/* ── Lezioni ─────────────────────────────────────────────────────────────────────────────────────────────── */

const lezioni: TastiPage = {
  path: '/lezioni',
  lang: 'it',
  id: 12,
  alt: '/en/lessons',
  title: 'Lezioni',
  description:
    'Le lezioni di Tasti Bianchi: pianoforte per bambini dai 5 anni, per ragazzi e adulti, teoria e solfeggio in gruppo e preparazione esami.',
  body: [
    section(
      [
        title('Le nostre lezioni', 2),
        text(
          `<p>Tutte le lezioni si tengono nella nostra sede di Via della Ginnastica 22, ${LESSONS_HOURS_IT}. L’orario della lezione si concorda a settembre con l’insegnante e resta lo stesso per tutto l’anno scolastico.</p>`,
        ),
      ].join(''),
    ),
    section(
      tabs(
        [
          [
            'Bambini (5–10 anni)',
            `${title('Pianoforte per bambini', 'div', { size: 22 })}<p>Per i bambini dai 5 ai 10 anni la lezione è individuale, una volta alla settimana, e dura <strong>30 minuti</strong>. Si comincia giocando: il ritmo, il nome delle note, le prime melodie a due mani, piccoli brani da suonare a casa. Dagli 8 anni, quando la concentrazione lo permette, si può passare alla lezione da 45 minuti.</p><p>La lezione da 30 minuti costa € 22; con il pacchetto mensile di 4 lezioni, € 84 al mese.</p><p>I più piccoli li segue soprattutto Matteo. Sotto i 5 anni non prendiamo allievi: per la lezione individuale è ancora presto.</p>`,
          ],
          [
            'Ragazzi e adulti',
            `${title('Pianoforte per ragazzi e adulti', 'div', { size: 22 })}<p>Lezioni individuali di <strong>45 o 60 minuti</strong>, una volta alla settimana, dal principiante assoluto a chi riprende dopo tanti anni. Repertorio classico, ma anche colonne sonore e canzoni, se è questo che vi fa venire voglia di sedervi al pianoforte.</p><p>Per gli adulti che non riescono a venire tutte le settimane c’è il <strong>carnet di 10 lezioni da 60 minuti</strong>, da usare quando volete entro 6 mesi. Per imparare non c’è nessun limite di età: la nostra allieva più grande ha cominciato a 71 anni.</p><p>La lezione da 45 minuti costa € 30, quella da 60 minuti € 38; il carnet adulti costa € 360.</p>`,
          ],
          [
            'Teoria e solfeggio',
            `${title('Teoria e solfeggio in gruppo', 'div', { size: 22 })}<p>Corsi di gruppo di 60 minuti alla settimana, con un <strong>massimo di 6 allievi</strong>: lettura, ritmo, intervalli, armonia di base, dettato ed educazione dell’orecchio. Li tiene Irene.</p><ul><li>mercoledì 17:00 – 18:00: ragazzi dai 9 ai 14 anni</li><li>giovedì 19:00 – 20:00: adulti</li></ul><p>Il corso costa € 48 al mese. Si può frequentare anche senza prendere lezioni di pianoforte da noi.</p>`,
          ],
          [
            'Preparazione esami',
            `${title('Esami ABRSM e Conservatorio', 'div', { size: 22 })}<p>Prepariamo agli esami ABRSM di pianoforte e di teoria e all’esame di ammissione al Conservatorio Tartini. Trovate programma e prezzi nella pagina <a href="/esami">Preparazione esami</a>.</p>`,
          ],
        ],
        'lezioni-it',
      ),
    ),
    container(
      [
        col(
          '1_2',
          [
            title('Cosa serve per cominciare', 'div', { size: 24 }),
            text(
              '<p>Per la lezione di prova non serve nulla: basta venire. Per studiare a casa all’inizio va bene anche un pianoforte digitale con 88 tasti pesati; ne parliamo nell’articolo <a href="/2026/03/02/primo-pianoforte-acustico-o-digitale">Acustico o digitale?</a>. Chi non ha lo strumento può studiare nelle nostre <a href="/aule-studio">aule studio</a>.</p>',
            ),
          ].join(''),
        ),
        col(
          '1_2',
          [
            title('Da sapere', 'div', { size: 24 }),
            text(
              '<p>Non organizziamo lezioni a domicilio: tutte le lezioni si tengono in sede, dove ci sono i nostri pianoforti.</p><p>Insegniamo solo pianoforte e teoria musicale: non abbiamo corsi di chitarra, canto o altri strumenti.</p><p>Per ora non facciamo lezioni online: partiranno nel 2027.</p>',
            ),
          ].join(''),
        ),
      ],
      { bg: '#f7f1e4' },
    ),
    section(
      `${text('<p style="text-align:center;">La prima lezione di 30 minuti è gratuita e senza impegno.</p>')}${button(
        'Prenota la lezione di prova',
        '/contatti',
        { align: 'center' },
      )}`,
    ),
  ].join(''),
};

/* ── Prezzi ──────────────────────────────────────────────────────────────────────────────────────────────── */

const prezzi: TastiPage = {
  path: '/prezzi',
  lang: 'it',
  id: 14,
  alt: '/en/prices',
  title: 'Prezzi',
  description:
    'I prezzi di Tasti Bianchi per l’anno scolastico 2026/2027: lezioni individuali, pacchetti mensili, teoria in gruppo, preparazione esami, quota di iscrizione e pagamenti.',
  body: [
    section(
      [
        title('Anno scolastico 2026/2027', 2),
        text(
          '<p>L’anno scolastico va dal 14 settembre 2026 al 12 giugno 2027. I prezzi qui sotto sono in vigore dal 1° settembre 2026. Le lezioni individuali si pagano con il pacchetto mensile di 4 lezioni; la lezione singola si paga a parte solo per le lezioni in più.</p>',
        ),
      ].join(''),
    ),
    section(
      pricingTable([
        {
          title: 'Bambini – 30 minuti',
          price: '22',
          time: '/ lezione',
          rows: ['Dai 5 ai 10 anni', 'Pacchetto mensile di 4 lezioni: € 84', 'Lezione di prova gratuita'],
          button: ['Prenota la prova', '/contatti'],
        },
        {
          title: '45 minuti',
          price: '30',
          time: '/ lezione',
          rows: ['Ragazzi e adulti', 'Pacchetto mensile di 4 lezioni: € 114', 'Dagli 8 anni'],
          button: ['Prenota la prova', '/contatti'],
          featured: true,
        },
        {
          title: '60 minuti',
          price: '38',
          time: '/ lezione',
          rows: [
            'Ragazzi e adulti',
            'Pacchetto mensile di 4 lezioni: € 144',
            'Carnet adulti 10 lezioni: € 360, valido 6 mesi',
          ],
          button: ['Prenota la prova', '/contatti'],
        },
      ]),
    ),
    section(
      [
        title('Teoria ed esami', 3),
        pricingTable([
          {
            title: 'Teoria e solfeggio',
            price: '48',
            time: '/ mese',
            rows: ['4 incontri di gruppo da 60 minuti', 'Massimo 6 allievi'],
          },
          {
            title: 'Preparazione esami ABRSM',
            price: '42',
            time: '/ lezione',
            rows: ['Lezione individuale di 60 minuti', 'Quota d’esame ABRSM esclusa'],
          },
          {
            title: 'Ammissione al Conservatorio',
            price: '460',
            time: '/ percorso',
            rows: [
              '10 lezioni individuali da 60 minuti',
              '4 incontri di teoria e dettato',
              'Da ottobre a maggio',
            ],
          },
        ]),
      ].join(''),
    ),
    container(
      [
        col(
          '1_2',
          [
            title('Le altre voci', 'p', { size: 22 }),
            table([
              ['Voce', 'Prezzo'],
              ['Quota di iscrizione annuale', '€ 35'],
              ['Lezione di prova (30 minuti)', 'gratuita'],
              ['Sconto fratelli', '10% sulla retta del secondo figlio e dei successivi'],
              ['Settimana intensiva estiva', '€ 220 (allievi della scuola € 190)'],
              ['Aule studio con pianoforte', 'da € 8 l’ora'],
              ['Accordatura a domicilio', 'da € 90'],
            ]),
          ].join(''),
        ),
        col(
          '1_2',
          [
            title('Come si paga', 'p', { size: 22 }),
            text(
              '<p>La retta si paga ogni mese in anticipo, <strong>entro il 10 del mese</strong>, con bonifico, con carta o bancomat in segreteria, con Satispay o in contanti in segreteria. La quota di iscrizione si paga una volta all’anno, al momento dell’iscrizione.</p><p>Rilasciamo la ricevuta valida per la <strong>detrazione fiscale del 19%</strong> delle spese per l’attività musicale dei ragazzi dai 5 ai 18 anni.</p><p>Le regole su assenze, recuperi e ritiro sono nel <a href="/regolamento">regolamento</a>.</p>',
            ),
          ].join(''),
        ),
      ],
      { bg: '#f7f1e4' },
    ),
  ].join(''),
};

/* ── Esami ───────────────────────────────────────────────────────────────────────────────────────────────── */

const esami: TastiPage = {
  path: '/esami',
  lang: 'it',
  id: 16,
  alt: '/en/exams',
  title: 'Preparazione esami',
  parents: [['Lezioni', '/lezioni']],
  description:
    'Preparazione agli esami ABRSM di pianoforte e teoria e all’esame di ammissione al Conservatorio Tartini di Trieste.',
  body: [
    container(
      [
        col(
          '3_5',
          [
            title('Esami ABRSM', 2),
            text(
              '<p>L’ABRSM (Associated Board of the Royal Schools of Music) è l’ente britannico di certificazione musicale riconosciuto in tutto il mondo. Prepariamo agli esami di pianoforte <strong>dal Grade 1 al Grade 8</strong> e agli esami di teoria (Music Theory) dal Grade 1 al Grade 5.</p>',
            ),
            checklist([
              '<p>Una lezione individuale di 60 minuti alla settimana, € 42 a lezione.</p>',
              '<p>Scale, brani d’esame, lettura a prima vista e test uditivi (aural tests).</p>',
              '<p>Una simulazione d’esame un mese prima, davanti a un’insegnante che non è la vostra.</p>',
              '<p>Vi iscriviamo noi all’esame: per la sessione di primavera 2027 raccogliamo le iscrizioni entro il 31 gennaio 2027.</p>',
            ]),
            text(
              '<p>La quota d’esame non è compresa nei nostri prezzi: si paga direttamente ad ABRSM.</p><p>Non siamo una sede d’esame ABRSM: gli esami si svolgono nella sede indicata da ABRSM per ogni sessione, e il giorno dell’esame l’insegnante accompagna i suoi allievi.</p>',
            ),
          ].join(''),
        ),
        col(
          '2_5',
          image('2025/06/certificati-abrsm-2025.jpg', 'I certificati ABRSM degli allievi, giugno 2025'),
        ),
      ],
      { padTop: 60 },
    ),
    separator(),
    section(
      [
        title('Ammissione al Conservatorio Tartini', 2),
        text(
          '<p>Prepariamo all’esame di ammissione del Conservatorio «Giuseppe Tartini» di Trieste, sia per i corsi propedeutici sia per il Triennio di pianoforte.</p><p>Il percorso va <strong>da ottobre a maggio</strong>: 10 lezioni individuali da 60 minuti con Elena e 4 incontri di teoria e dettato con Irene, <strong>€ 460</strong> in tutto. Ad aprile facciamo una prova d’esame completa.</p><p>La domanda di ammissione si presenta al Conservatorio, non a noi: vi aiutiamo a compilarla e a scegliere il programma. Dal 2015 sono stati ammessi 23 nostri allievi.</p>',
        ),
        button('Chiedi un colloquio', '/contatti'),
      ].join(''),
    ),
  ].join(''),
};

/* ── Settimana intensiva ─────────────────────────────────────────────────────────────────────────────────── */

const settimana: TastiPage = {
  path: '/settimana-intensiva',
  lang: 'it',
  id: 18,
  alt: '/en/summer-week',
  title: 'Settimana intensiva estiva 2027',
  parents: [['Lezioni', '/lezioni']],
  description:
    'La settimana intensiva estiva di pianoforte di Tasti Bianchi: dal 5 al 9 luglio 2027, per ragazzi dagli 8 ai 14 anni.',
  body: [
    container(
      [
        col(
          '1_2',
          [
            title('Cinque mattine di musica', 2),
            text(
              '<p>Cinque mattine, <strong>dal 5 al 9 luglio 2027</strong> (da lunedì a venerdì), ogni giorno dalle 9:00 alle 13:00. Per ragazzi <strong>dagli 8 ai 14 anni</strong> che suonano il pianoforte da almeno un anno, anche se non sono nostri allievi.</p><p>Ogni giorno una lezione individuale, teoria, ascolto e musica d’insieme a quattro mani. Venerdì 9 luglio alle 12:00 c’è il concerto finale per le famiglie.</p>',
            ),
          ].join(''),
        ),
        col(
          '1_2',
          image('2025/07/settimana-intensiva-quattro-mani.jpg', 'Due ragazzi suonano a quattro mani'),
        ),
      ],
      { padTop: 60 },
    ),
    section(
      [
        title('La giornata', 'div', { size: 24 }),
        table([
          ['Orario', 'Attività'],
          ['9:00 – 9:30', 'Riscaldamento e tecnica, tutti insieme'],
          ['9:30 – 10:45', 'Lezione individuale di 30 minuti, a turno, e studio in aula'],
          ['10:45 – 11:15', 'Merenda'],
          ['11:15 – 12:15', 'Teoria e ascolto'],
          ['12:15 – 13:00', 'Musica d’insieme a quattro mani'],
        ]),
      ].join(''),
    ),
    container(
      [
        col(
          '1_2',
          [
            title('Quota e iscrizioni', 'div', { size: 24 }),
            text(
              '<p>La quota è di <strong>€ 220</strong> (€ 190 per chi è già nostro allievo). Al massimo 10 partecipanti.</p><p>Le iscrizioni aprono il 1° marzo 2027: per confermare il posto si versa una caparra di € 60.</p>',
            ),
          ].join(''),
        ),
        col(
          '1_2',
          [
            title('Da sapere', 'div', { size: 24 }),
            text(
              '<p>La settimana finisce alle 13:00: il pranzo non è previsto. La merenda di metà mattina la portano i ragazzi da casa.</p>',
            ),
          ].join(''),
        ),
      ],
      { bg: '#f7f1e4' },
    ),
  ].join(''),
};

/* ── Aule studio ─────────────────────────────────────────────────────────────────────────────────────────── */

const aule: TastiPage = {
  path: '/aule-studio',
  lang: 'it',
  id: 20,
  alt: '/en/practice-rooms',
  title: 'Aule studio con pianoforte',
  parents: [['Servizi', '/aule-studio']],
  description:
    'Affitto a ore delle aule studio con pianoforte di Tasti Bianchi a Trieste: Aula Verde con pianoforte verticale e Aula Bianca con pianoforte a coda.',
  body: [
    section(
      text(
        '<p>Non avete un pianoforte a casa, o non potete suonare quando vorreste? Affittiamo a ore le nostre due aule con pianoforte, anche a chi non è nostro allievo.</p>',
      ),
    ),
    container([
      col(
        '1_2',
        [
          image('2023/09/aula-verde-yamaha-u3.jpg', 'L’Aula Verde con il pianoforte verticale Yamaha U3'),
          title('Aula Verde', 3),
          text(
            '<p>Pianoforte verticale Yamaha U3.</p><p><strong>€ 8 l’ora</strong> (allievi della scuola € 6). Carnet 10 ore: € 70.</p>',
          ),
        ].join(''),
      ),
      col(
        '1_2',
        [
          image('2023/09/aula-bianca-kawai.jpg', 'L’Aula Bianca con il pianoforte a coda Kawai'),
          title('Aula Bianca', 3),
          text(
            '<p>Pianoforte a coda Kawai GX-2, per chi prepara esami e concerti.</p><p><strong>€ 14 l’ora</strong> (allievi della scuola € 11). Fino a 3 persone, per il duo e la musica da camera.</p>',
          ),
        ].join(''),
      ),
    ]),
    container(
      [
        col(
          '1_2',
          [
            title('Quando', 'p', { size: 22 }),
            table([
              ['Giorno', 'Orario'],
              ['Lunedì – venerdì', '9:00 – 14:00'],
              ['Sabato', '14:00 – 18:00'],
              ['Domenica', 'chiuso'],
            ]),
          ].join(''),
        ),
        col(
          '1_2',
          [
            title('Come prenotare', 'p', { size: 22 }),
            text(
              `<p>Si prenota su WhatsApp al <a href="${TB_WHATSAPP_HREF}">${TB_WHATSAPP}</a> almeno 24 ore prima, per almeno un’ora. Si può disdire senza pagare fino a 12 ore prima.</p><p>Le aule sono per studiare: non è possibile dare lezioni ai propri allievi nelle nostre aule.</p><p>Non noleggiamo pianoforti da portare a casa.</p>`,
            ),
          ].join(''),
        ),
      ],
      { bg: '#f7f1e4' },
    ),
  ].join(''),
};

/* ── Saggi ───────────────────────────────────────────────────────────────────────────────────────────────── */

const saggi: TastiPage = {
  path: '/saggi',
  lang: 'it',
  id: 22,
  alt: '/en/recitals',
  title: 'Saggi',
  parents: [['Lezioni', '/lezioni']],
  description:
    'I saggi degli allievi di Tasti Bianchi: il Saggio d’inverno a dicembre e il Saggio di fine anno a giugno, in Sala Bazlen a Trieste.',
  body: [
    section(
      [
        title('Due saggi all’anno', 2),
        text(
          '<p>Due volte all’anno i nostri allievi suonano in pubblico: a dicembre il Saggio d’inverno e a giugno il Saggio di fine anno.</p>',
        ),
        table([
          ['Saggio', 'Quando', 'Dove'],
          ['Saggio d’inverno', 'domenica 13 dicembre 2026, ore 16:30', 'Sala Bazlen, Via Cavana 9'],
          ['Saggio di fine anno', 'sabato 5 giugno 2027, ore 18:00', 'Sala Bazlen, Via Cavana 9'],
        ]),
      ].join(''),
    ),
    container(
      [
        col(
          '1_2',
          [
            title('Per il pubblico', 'div', { size: 24 }),
            text(
              '<p>L’ingresso è libero, senza prenotazione, fino a esaurimento dei 120 posti della sala. Portate nonni, amici e compagni di classe!</p>',
            ),
          ].join(''),
        ),
        col(
          '1_2',
          [
            title('Per gli allievi', 'div', { size: 24 }),
            text(
              '<p>Suonano tutti gli allievi che lo desiderano, dai più piccoli agli adulti: partecipare è gratuito e non è obbligatorio. La prova generale si fa il giorno prima in sede. Registriamo il saggio e mandiamo il video alle famiglie.</p>',
            ),
          ].join(''),
        ),
      ],
      { bg: '#f7f1e4' },
    ),
  ].join(''),
};

/* ── Buoni regalo ────────────────────────────────────────────────────────────────────────────────────────── */

const buoni: TastiPage = {
  path: '/buoni-regalo',
  lang: 'it',
  id: 24,
  alt: '/en/gift-vouchers',
  title: 'Buoni regalo',
  parents: [['Servizi', '/aule-studio']],
  description:
    'Regala lezioni di pianoforte: il buono Primo Tasto con 4 lezioni e il buono a importo libero di Tasti Bianchi.',
  body: [
    section(
      [
        title('Regala la musica', 2),
        text(
          '<p>Per un compleanno, per Natale o per chi ha sempre detto «un giorno imparerò a suonare»: i nostri buoni regalo.</p>',
        ),
      ].join(''),
    ),
    container([
      col(
        '1_2',
        pricingTable([
          {
            title: 'Buono Primo Tasto',
            price: '120',
            time: '/ buono',
            rows: ['4 lezioni individuali da 45 minuti', 'Senza quota di iscrizione', 'Per ragazzi e adulti'],
            button: ['Ordina il buono', '/contatti'],
          },
        ]),
      ),
      col(
        '1_2',
        [
          title('Buono a importo libero', 3),
          text(
            '<p>Da € 30 in su, da usare per lezioni, aule studio, la settimana intensiva estiva o l’accordatura.</p>',
          ),
        ].join(''),
      ),
    ]),
    section(
      [
        title('Come funziona', 'p', { size: 22 }),
        checklist([
          '<p>Il buono Primo Tasto costa € 120 e comprende 4 lezioni da 45 minuti; il buono a importo libero parte da € 30.</p>',
          '<p>I buoni valgono 12 mesi dalla data di acquisto.</p>',
          '<p>Ve lo mandiamo via email in PDF, oppure ritirate il cartoncino stampato in segreteria.</p>',
          '<p>Si paga con bonifico, carta o Satispay.</p>',
          '<p>Il buono non è rimborsabile e non si può convertire in denaro.</p>',
        ]),
      ].join(''),
      { bg: '#f7f1e4' },
    ),
  ].join(''),
};

/* ── Accordatura ─────────────────────────────────────────────────────────────────────────────────────────── */

const accordatura: TastiPage = {
  path: '/accordatura',
  lang: 'it',
  id: 26,
  alt: '/en/piano-tuning',
  title: 'Accordatura pianoforti',
  parents: [['Servizi', '/aule-studio']],
  description:
    'Accordatura a domicilio di pianoforti verticali e a coda a Trieste e provincia, con l’accordatore di Tasti Bianchi.',
  body: [
    container(
      [
        col(
          '3_5',
          [
            title('Accordatura a domicilio', 2),
            text(
              '<p>Il nostro accordatore, Davide Rismondo, accorda e regola i pianoforti dei nostri allievi e di chiunque ne abbia bisogno, a casa vostra.</p>',
            ),
            table([
              ['Servizio', 'Prezzo'],
              ['Accordatura pianoforte verticale', '€ 90'],
              ['Accordatura pianoforte a coda', '€ 125'],
              ['Pianoforte non accordato da più di 3 anni (doppia accordatura)', '+ € 40'],
              [
                'Trasferta fuori dal Comune di Trieste (Muggia, San Dorligo della Valle, Duino Aurisina, Sgonico, Monrupino)',
                '+ € 20',
              ],
            ]),
          ].join(''),
        ),
        col('2_5', image('2022/03/accordatura-davide.jpg', 'Davide mentre accorda un pianoforte verticale')),
      ],
      { padTop: 60 },
    ),
    container(
      [
        col(
          '1_2',
          [
            title('Come funziona', 'div', { size: 24 }),
            text(
              '<p>L’accordatura dura circa un’ora e mezza. Consigliamo di accordare il pianoforte almeno una volta all’anno. Davide lavora il martedì e il giovedì mattina, dalle 9:00 alle 13:00.</p>',
            ),
          ].join(''),
        ),
        col(
          '1_2',
          [
            title('Prenotare', 'div', { size: 24 }),
            text(
              `<p>Chiamate il <a href="${TB_PHONE_HREF}">${TB_PHONE}</a> o scrivete a <a href="mailto:${TB_TUNING_EMAIL}">${TB_TUNING_EMAIL}</a>.</p><p>Non andiamo oltre la provincia di Trieste. Non facciamo restauri né traslochi di pianoforti, e non ripariamo pianoforti digitali.</p>`,
            ),
          ].join(''),
        ),
      ],
      { bg: '#f7f1e4' },
    ),
  ].join(''),
};

/* ── Chi siamo ───────────────────────────────────────────────────────────────────────────────────────────── */

const person = (file: string, name: string, role: string, bio: string) =>
  col(
    '1_3',
    [
      image(file, name, { w: 600, h: 600 }),
      title(name, 3),
      title(role, 'p', { size: 15, color: '#a07a2c' }),
      text(`<p>${bio}</p>`),
    ].join(''),
  );

const chiSiamo: TastiPage = {
  path: '/chi-siamo',
  lang: 'it',
  id: 28,
  alt: '/en/about',
  title: 'Chi siamo',
  description:
    'Elena Vidali, Matteo Zorzut e Irene Kocjančič: chi insegna a Tasti Bianchi, la scuola di pianoforte di Trieste.',
  body: [
    section(
      [
        title('Una scuola piccola, per scelta', 2),
        text(
          '<p>Tasti Bianchi è nata nel 2011 da un’idea di Elena Vidali: una scuola dove ogni allievo, bambino o adulto, ha il suo insegnante e il suo tempo. Oggi abbiamo circa 140 allievi e tre aule: l’Aula Verde, l’Aula Bianca e l’Aula Teoria.</p>',
        ),
      ].join(''),
    ),
    container([
      person(
        '2023/09/elena-vidali.jpg',
        'Elena Vidali',
        'Fondatrice e insegnante',
        'Diplomata in pianoforte al Conservatorio Tartini di Trieste nel 2004, con il diploma LRSM dell’ABRSM. Insegna ai ragazzi e agli adulti e prepara agli esami e all’ammissione al Conservatorio.',
      ),
      person(
        '2023/09/matteo-zorzut.jpg',
        'Matteo Zorzut',
        'Assistente',
        'Diplomato nel 2019, segue soprattutto i bambini dai 5 ai 10 anni. È lui che inventa i giochi ritmici delle prime lezioni.',
      ),
      person(
        '2023/09/irene-kocjancic.jpg',
        'Irene Kocjančič',
        'Assistente',
        'Insegna teoria e solfeggio nei corsi di gruppo e prepara agli esami di teoria ABRSM.',
      ),
    ]),
    section(
      text(
        '<p>Con noi lavora anche <strong>Davide Rismondo</strong>, l’accordatore che si prende cura dei nostri pianoforti e di quelli dei nostri allievi.</p>',
      ),
      { bg: '#f7f1e4' },
    ),
  ].join(''),
};

/* ── FAQ ─────────────────────────────────────────────────────────────────────────────────────────────────── */

const faq: TastiPage = {
  path: '/faq',
  lang: 'it',
  id: 30,
  alt: '/en/faq',
  title: 'Domande frequenti',
  description:
    'Le domande più frequenti a Tasti Bianchi: età, lezione di prova, lezioni online, parcheggio, pagamenti.',
  body: section(
    [
      title('Domande frequenti', 2),
      accordion(
        [
          [
            'Da che età si può iniziare?',
            '<p>Dai 5 anni. Sotto i 5 anni non prendiamo allievi: per una lezione individuale è ancora presto. Per gli adulti invece non c’è nessun limite di età.</p>',
          ],
          [
            'Si può fare una lezione di prova?',
            '<p>Sì: la prima lezione di 30 minuti è una lezione di prova gratuita e senza impegno. Si prenota in segreteria, al telefono o su WhatsApp.</p>',
          ],
          [
            'Serve avere un pianoforte a casa?',
            '<p>Per la lezione di prova no. Per studiare, all’inizio basta un pianoforte digitale con 88 tasti pesati. Chi non ha lo strumento può studiare nelle nostre <a href="/aule-studio">aule studio</a>.</p>',
          ],
          [
            'Fate lezioni a domicilio?',
            '<p>No, non organizziamo lezioni a domicilio: tutte le lezioni si tengono nella nostra sede di Via della Ginnastica 22. A domicilio viene solo il nostro accordatore.</p>',
          ],
          [
            'Fate lezioni online?',
            '<p>Non ancora: le lezioni online partiranno nel 2027 e per ora non si possono prenotare. Potete mettervi in lista d’attesa dal <a href="/contatti">modulo contatti</a>.</p>',
          ],
          [
            'Vale ancora l’iscrizione gratuita?',
            '<p>No: l’offerta dell’iscrizione gratuita è terminata il 31 ottobre 2026. Oggi la quota di iscrizione è di € 35 all’anno.</p>',
          ],
          [
            'Insegnate anche altri strumenti?',
            '<p>No, insegniamo solo pianoforte e teoria musicale: non abbiamo corsi di chitarra, canto o altri strumenti.</p>',
          ],
          [
            'Cosa succede se salto una lezione?',
            '<p>Se la disdite almeno 24 ore prima, la recuperiamo entro il mese; se la disdite dopo, la lezione è persa. Le lezioni annullate da noi si recuperano sempre. Tutti i dettagli sono nel <a href="/regolamento">regolamento</a>.</p>',
          ],
          [
            'Quando si fa lezione?',
            `<p>Le lezioni si tengono ${LESSONS_HOURS_IT}. La segreteria è aperta dal lunedì al venerdì dalle 15:00 alle 19:00 e il sabato dalle 9:30 alle 12:30. La domenica la scuola è chiusa.</p>`,
          ],
          [
            'C’è un parcheggio?',
            '<p>No, la scuola non ha un parcheggio. In Via della Ginnastica e nelle vie vicine ci sono le strisce blu; il garage pubblico più vicino è in Via Pascoli, a 5 minuti a piedi.</p>',
          ],
          [
            'Come si paga?',
            '<p>Entro il 10 di ogni mese, con bonifico, carta o bancomat, Satispay o contanti in segreteria.</p>',
          ],
          [
            'Le lezioni si possono detrarre dalle tasse?',
            '<p>Sì: rilasciamo la ricevuta valida per la detrazione fiscale del 19% per i ragazzi dai 5 ai 18 anni.</p>',
          ],
        ],
        'faq-it',
      ),
    ].join(''),
  ),
};

/* ── Contatti ────────────────────────────────────────────────────────────────────────────────────────────── */

const contatti: TastiPage = {
  path: '/contatti',
  lang: 'it',
  id: 32,
  alt: '/en/contact',
  title: 'Contatti',
  description:
    'Come contattare Tasti Bianchi e come arrivare: Via della Ginnastica 22, Trieste. Telefono, WhatsApp, email e orari della segreteria.',
  body: [
    container(
      [
        col(
          '1_2',
          [
            title('Dove siamo', 2),
            text(
              `<p>${TB_STREET}, ${TB_TOWN}<br />secondo piano, citofono «Tasti Bianchi». Il palazzo ha l’ascensore.</p><p>Tel. <a href="${TB_PHONE_HREF}">${TB_PHONE}</a><br />WhatsApp <a href="${TB_WHATSAPP_HREF}">${TB_WHATSAPP}</a><br />Email <a href="mailto:${TB_EMAIL}">${TB_EMAIL}</a><br />Accordature <a href="mailto:${TB_TUNING_EMAIL}">${TB_TUNING_EMAIL}</a></p>`,
            ),
            title('Orari della segreteria', 'p', { size: 20 }),
            text('<p>Lunedì – venerdì 15:00 – 19:00<br />Sabato 9:30 – 12:30</p>'),
            title('Come arrivare', 'p', { size: 20 }),
            text(
              '<p>A piedi: 10 minuti dalla Stazione Centrale. In autobus: linee 10 e 17, fermata Via Carducci.</p><p>In auto: la scuola non ha un parcheggio riservato. In zona ci sono le strisce blu; il garage pubblico più vicino è in Via Pascoli.</p>',
            ),
          ].join(''),
        ),
        col(
          '1_2',
          [
            title('Scrivici', 2),
            text('<p>Rispondiamo entro un giorno lavorativo. I campi con * sono obbligatori.</p>'),
            contactForm('it', 32),
          ].join(''),
        ),
      ],
      { padTop: 60 },
    ),
    container([col('1_1', googleMap())], { padTop: 0, padBottom: 0, full: true }),
  ].join(''),
};

export const tastiPages: TastiPage[] = [
  lezioni,
  prezzi,
  esami,
  settimana,
  aule,
  saggi,
  buoni,
  accordatura,
  chiSiamo,
  faq,
  contatti,
];
