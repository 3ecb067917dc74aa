import {
  a,
  b,
  block,
  button,
  form,
  h1,
  h2,
  image,
  p,
  ph,
  ps,
  shape,
  text,
  ul,
  type ZanettaPage,
  ZN_WHATSAPP,
  ZN_WHATSAPP_HREF,
} from './apicoltura-valsesia.layout.ts';

const CREAM = 'rgb(255, 250, 240)';
const YELLOW = 'rgb(255, 236, 179)';

/** A price as the owner set it on the experience cards: the sum big in its own text box, what it is under it. */
const price = (sum: string, note: string) =>
  `<p class="body-large"><span style="font-weight: 700; font-size: 32px; color: rgb(176, 110, 12)">${sum}</span></p>${p(note, 'body-small')}`;

/**
 * Visits and tastings: each experience as an image, a name, a text, a price box and a details box, placed on the
 * grid side by side (the price box added last, printed after the details); the booking rules and what to bring
 * as two lists; the booking form.
 */
const visite: ZanettaPage = {
  path: '/visite-e-degustazioni',
  lang: 'it',
  alternate: '/en/visits',
  title: 'Visite e degustazioni',
  description:
    'Visite guidate nell’apiario didattico di Camasco da aprile a ottobre, degustazioni di miele in spaccio tutto l’anno, una mattina da apicoltore e visite per gruppi. Solo su prenotazione.',
  blocks: [
    block(
      [
        text(
          `${h1('Visite e degustazioni')}${p('Da aprile a ottobre vi portiamo tra le arnie del nostro apiario didattico di Camasco, a 6 km dallo spaccio. Tutto l’anno potete assaggiare i nostri mieli in spaccio, con una degustazione guidata.', 'body-large')}`,
          [1, 1, 3, 7],
        ),
        image(
          'visita-apiario-apertura-arnia.jpg',
          'Un gruppo in tuta guarda un telaino pieno di api',
          [1, 8, 3, 5],
        ),
      ],
      { background: CREAM },
    ),
    // The apiary visit.
    block(
      [
        image('visita-apiario-famiglia-tute.jpg', 'Una famiglia con le tute da apicoltore', [1, 1, 4, 4]),
        text(ph('Visita in apiario'), [1, 5, 1, 8]),
        text(
          p(
            'Con tuta, maschera e guanti aprite un’arnia insieme a Giulia o a Davide, cercate la regina e assaggiate il miele direttamente dal favo. Alla fine, degustazione di 3 mieli.',
          ),
          [2, 5, 1, 8],
        ),
        text(
          ps(
            `${b('Durata:')} 1 ora e 30 minuti`,
            `${b('Quando:')} da aprile a ottobre, sabato e domenica alle 10:00 e alle 15:00; a luglio e agosto anche il mercoledì alle 17:00`,
            `${b('Gruppo:')} massimo 12 persone; la visita si conferma con almeno 4 partecipanti`,
            `${b('Età minima:')} 6 anni`,
          ),
          [3, 5, 2, 5],
        ),
        text(price('€ 15', 'adulti · ragazzi dai 6 ai 14 anni € 10'), [3, 10, 2, 3]),
      ],
      { name: 'visita-apiario' },
    ),
    // The tasting.
    block(
      [
        image(
          'degustazione-mieli-spaccio.jpg',
          'Sei mieli in assaggio sul bancone dello spaccio',
          [1, 1, 4, 4],
        ),
        text(ph('Degustazione guidata in spaccio'), [1, 5, 1, 8]),
        text(
          p(
            'Sei mieli, dal più chiaro al più scuro, con pane di segale e toma della Valsesia: impariamo a riconoscerli dal colore, dal profumo e dalla consistenza.',
          ),
          [2, 5, 1, 8],
        ),
        text(
          ps(
            `${b('Durata:')} 45 minuti`,
            `${b('Quando:')} tutto l’anno, il sabato alle 16:30`,
            `${b('Gruppo:')} da 2 a 10 persone`,
            'Va bene anche per chi non può entrare in apiario.',
          ),
          [3, 5, 2, 5],
        ),
        text(price('€ 12', 'a persona'), [3, 10, 2, 3]),
      ],
      { name: 'degustazione', background: CREAM },
    ),
    // A morning as a beekeeper.
    block(
      [
        image(
          'mattina-apicoltore-smielatura.jpg',
          'Si estrae il miele dai telaini con lo smielatore',
          [1, 1, 4, 4],
        ),
        text(ph('Una mattina da apicoltore'), [1, 5, 1, 8]),
        text(
          p(
            'Tre ore di lavoro vero con Davide: controllo delle arnie, raccolta dei melari e smielatura in laboratorio. Portate a casa un vasetto da 500 g del miele che avete estratto.',
          ),
          [2, 5, 1, 8],
        ),
        text(
          ps(
            `${b('Durata:')} 3 ore, dalle 8:30 alle 11:30`,
            `${b('Quando:')} a giugno e luglio, in date fisse. Le date del 2027 le pubblichiamo a febbraio 2027.`,
            `${b('Gruppo:')} massimo 6 persone, dai 14 anni`,
          ),
          [3, 5, 2, 5],
        ),
        text(price('€ 45', 'a persona, vasetto compreso'), [3, 10, 2, 3]),
      ],
      { name: 'mattina-apicoltore' },
    ),
    block(
      [
        shape([1, 1, 2, 12], YELLOW),
        text(
          `${ph('Gruppi privati')}${p('Famiglie numerose, associazioni, aziende: per gruppi da 10 a 25 persone organizziamo una visita in apiario su misura, dal martedì al venerdì. € 12 a persona, minimo € 150.')}`,
          [1, 2, 2, 10],
        ),
      ],
      { background: YELLOW, name: 'gruppi' },
    ),
    block(
      [
        text(
          `${h2('Come prenotare')}${ul(
            `Tutte le visite si fanno solo su prenotazione: non è possibile visitare gli alveari senza prenotazione, neanche passando dallo spaccio.`,
            `Prenotate almeno 48 ore prima, con il modulo qui sotto o su WhatsApp al ${a(ZN_WHATSAPP, ZN_WHATSAPP_HREF)}.`,
            'La visita in apiario e la degustazione si pagano il giorno stesso, in contanti o con carta. La mattina da apicoltore si paga in anticipo, con bonifico, entro 3 giorni dalla prenotazione.',
            'Disdetta gratuita fino a 24 ore prima; per la mattina da apicoltore fino a 7 giorni prima.',
            'Se piove le arnie restano chiuse: vi proponiamo un’altra data oppure, se preferite, la degustazione in spaccio.',
          )}`,
          [1, 1, 5, 6],
        ),
        text(
          `${h2('Prima di venire')}${ul(
            'Ritrovo 10 minuti prima nel piazzale della chiesa di Camasco; poi 300 metri a piedi su un sentiero sterrato.',
            'Pantaloni lunghi e scarpe chiuse; niente profumo. Tute, maschere e guanti li diamo noi, anche per i bambini.',
            'Chi è allergico al veleno d’api non può partecipare alla visita in apiario, neanche con la tuta: può scegliere la degustazione in spaccio.',
            'I cani non sono ammessi in apiario; in spaccio sì, al guinzaglio.',
            'L’apiario non è accessibile in sedia a rotelle; lo spaccio sì, non ci sono gradini.',
            'Da novembre a marzo le api riposano: niente visite in apiario, solo degustazioni in spaccio.',
          )}`,
          [1, 7, 5, 6],
        ),
      ],
      { background: CREAM, name: 'regole' },
    ),
    block([
      text(
        `${h2('Prenota')}${p('Vi confermiamo la data per email o su WhatsApp entro un giorno.')}`,
        [1, 1, 2, 5],
      ),
      form(
        [
          { name: 'nome', label: 'Nome e cognome', required: true },
          { name: 'email', label: 'Email', type: 'email', required: true },
          { name: 'telefono', label: 'Telefono', type: 'tel', required: true },
          {
            name: 'esperienza',
            label: 'Esperienza',
            type: 'select',
            options: [
              'Visita in apiario',
              'Degustazione in spaccio',
              'Una mattina da apicoltore',
              'Gruppo privato',
            ],
            required: true,
          },
          { name: 'data', label: 'Data preferita', type: 'date', required: true },
          { name: 'persone', label: 'Numero di persone (e età dei bambini)', required: true },
          { name: 'note', label: 'Note', type: 'textarea' },
          {
            name: 'privacy',
            label: 'Ho letto l’informativa privacy e acconsento al trattamento dei miei dati.',
            type: 'checkbox',
            required: true,
          },
        ],
        'Invia la richiesta',
        'Grazie! Ti confermiamo la data entro un giorno.',
        [1, 7, 8, 6],
      ),
    ]),
  ],
};

const adotta: ZanettaPage = {
  path: '/adotta-un-alveare',
  lang: 'it',
  title: 'Adotta un alveare',
  description:
    'Adotta un alveare di Apicoltura Zanetta per un anno: il miele della tua famiglia di api, il certificato con il nome che scegli, le foto dall’apiario e una visita. Anche da regalare.',
  blocks: [
    block(
      [
        text(
          `${h1('Adotta un alveare')}${p('Un anno insieme a una famiglia di api del nostro apiario didattico di Camasco: le date un nome, seguite la stagione con le nostre foto e ricevete il suo miele. È anche un regalo.', 'body-large')}`,
          [1, 1, 3, 7],
        ),
        image(
          'arnia-adottata-targhetta-nome.jpg',
          'Un’arnia con la targhetta del nome scelto da chi l’ha adottata',
          [1, 8, 3, 5],
        ),
      ],
      { background: CREAM },
    ),
    block([
      // Names, prices and contents in separate text boxes, the three columns side by side.
      text(ph('Adozione intera'), [1, 1, 1, 4]),
      text(ph('Mezza adozione'), [1, 5, 1, 4]),
      text(ph('Per aziende'), [1, 9, 1, 4]),
      text(price('€ 89', 'all’anno'), [2, 1, 1, 4]),
      text(price('€ 49', 'all’anno'), [2, 5, 1, 4]),
      text(price('da € 390', 'all’anno, più IVA'), [2, 9, 1, 4]),
      text(
        ul(
          '3 vasetti da 500 g dei mieli del vostro apiario (acacia, millefiori e castagno)',
          'il certificato di adozione con il nome che scegliete per l’alveare',
          '4 aggiornamenti con foto: maggio, luglio, settembre e dicembre',
          'una visita in apiario gratuita per 2 persone, da aprile a ottobre',
        ),
        [3, 1, 3, 4],
      ),
      text(
        ul(
          '1 vasetto da 500 g e 1 da 250 g',
          'il certificato di adozione con il nome che scegliete',
          '4 aggiornamenti con foto',
        ),
        [3, 5, 3, 4],
      ),
      text(
        ul(
          '40 vasetti da 250 g con un’etichetta con il vostro logo',
          'il certificato da appendere in ufficio',
          'una visita in apiario per 10 persone',
        ),
        [3, 9, 3, 4],
      ),
      button('Adotta nel negozio online', '/negozio', [6, 1, 1, 4]),
    ]),
    block(
      [
        text(
          `${h2('Come funziona')}${ul(
            'L’adozione dura 12 mesi dalla data di attivazione e non si rinnova da sola: vi scriviamo noi un mese prima della scadenza.',
            'Il certificato arriva per email entro 3 giorni lavorativi: va bene anche come regalo dell’ultimo minuto.',
            'Il miele arriva a settembre, dopo l’ultima smielatura. La spedizione in Italia è compresa; nell’Unione Europea costa € 10 in più. Potete anche ritirarlo in spaccio.',
            'L’alveare lo scegliamo noi tra quelli dell’apiario didattico. Se la famiglia non supera l’inverno, vi assegniamo un’altra famiglia.',
            'Per l’adozione aziendale scriveteci: prepariamo etichette e fattura.',
          )}`,
          [1, 1, 5, 8],
        ),
      ],
      { background: CREAM },
    ),
  ],
};

const scuole: ZanettaPage = {
  path: '/scuole',
  lang: 'it',
  title: 'Scuole e centri estivi',
  description:
    'Gite scolastiche all’apiario didattico di Camasco e l’apicoltore in classe: fattoria didattica accreditata in Valsesia. Periodi, orari, prezzi per alunno, numero di alunni e prenotazioni.',
  blocks: [
    block(
      [
        text(
          `${h1('Scuole e centri estivi')}${ps(
            'Siamo fattoria didattica accreditata dalla Regione Piemonte. Con le classi parliamo di api, fiori e impollinazione, apriamo un’arnia (con le tute per tutti) e facciamo il laboratorio della cera.',
          )}`,
          [1, 1, 3, 7],
        ),
        image(
          'classe-apiario-didattico.jpg',
          'Una classe della primaria con le tute davanti alle arnie',
          [1, 8, 3, 5],
        ),
      ],
      { background: CREAM },
    ),
    block([
      text(ph('La gita in apiario'), [1, 1, 1, 6]),
      text(
        ps(
          `${b('Periodo:')} da aprile all’inizio di giugno, e a settembre e ottobre`,
          `${b('Giorni e orari:')} dal martedì al venerdì, dalle 9:30 alle 12:30`,
          `${b('Costo:')} € 7 per alunno; insegnanti e accompagnatori gratis`,
          `${b('Alunni:')} da 15 a 50. Oltre i 25 dividiamo la classe in due gruppi, che si alternano tra l’arnia e il laboratorio.`,
          'Per la scuola dell’infanzia (dai 4 anni) non apriamo le arnie: le api si guardano nell’arnia didattica a vetri.',
          'Ogni bambino porta a casa un vasetto assaggio di miele da 50 g e la candela che ha arrotolato.',
        ),
        [2, 1, 5, 6],
      ),
      text(ph('L’apicoltore in classe'), [1, 7, 1, 6]),
      text(
        ps(
          'Giulia viene a scuola con l’arnia didattica a vetri, i telaini, la cera e gli assaggi. Si fa tutto l’anno, anche d’inverno.',
          `${b('Durata:')} 2 ore`,
          `${b('Costo:')} € 120 a classe, entro 30 km da Varallo; più lontano, € 0,40 al km in più`,
        ),
        [2, 7, 3, 6],
      ),
      text(
        `${ph('Centri estivi')}${p('A luglio, il martedì e il giovedì mattina, alle stesse condizioni delle scuole: € 7 a bambino.')}`,
        [5, 7, 2, 6],
      ),
    ]),
    block(
      [
        text(
          `${h2('Da sapere')}${ul(
            'Prenotate almeno 3 settimane prima, con una email o su WhatsApp, indicando classe, numero di alunni e data.',
            'Segnalateci alla prenotazione gli alunni allergici al veleno d’api: restano nel laboratorio con un insegnante e non entrano in apiario.',
            'Il pullman arriva fino al piazzale della chiesa di Camasco; da lì sono 300 metri a piedi.',
            'Se piove facciamo tutto nel fienile: laboratorio della cera e arnia a vetri.',
            'Si paga con bonifico dopo la visita; facciamo fattura elettronica alla scuola.',
            'Il pranzo al sacco si può mangiare sui prati dell’apiario.',
          )}`,
          [1, 1, 5, 8],
        ),
        button('Scrivici su WhatsApp', ZN_WHATSAPP_HREF, [1, 10, 1, 3]),
      ],
      { background: CREAM },
    ),
  ],
};

export const zanettaExperiencePages: ZanettaPage[] = [visite, adotta, scuole];
