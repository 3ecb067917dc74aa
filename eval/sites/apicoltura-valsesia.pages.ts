import { zanettaTeasers } from './apicoltura-valsesia.blog.ts';
import {
  a,
  b,
  block,
  blogList,
  button,
  form,
  h1,
  h2,
  image,
  map,
  p,
  ph,
  productList,
  ps,
  shape,
  text,
  type ZanettaPage,
  ZN_APIARY,
  ZN_EMAIL,
  ZN_PHONE,
  ZN_PHONE_HREF,
  ZN_STREET,
  ZN_TOWN,
  ZN_WHATSAPP,
  ZN_WHATSAPP_HREF,
} from './apicoltura-valsesia.layout.ts';

const CREAM = 'rgb(255, 250, 240)';
const YELLOW = 'rgb(255, 236, 179)';

/* ── Home ─────────────────────────────────────────────────────────────────────────────────────────────── */

/** The home page: hero, the World Bee Day strip never taken down (no year), best sellers, experiences, blog. */
export const zanettaHome: ZanettaPage = {
  path: '/',
  lang: 'it',
  alternate: '/en',
  title: 'Home',
  description:
    'Apicoltura Zanetta a Varallo, in Valsesia: miele biologico di montagna, spaccio aziendale a Crevola, negozio online, visite in apiario, degustazioni e adozioni di alveari.',
  blocks: [
    block(
      [
        image(
          'arnie-apiario-camasco-valsesia.jpg',
          'Arnie colorate tra i castagni in Valsesia',
          [1, 7, 6, 6],
        ),
        text(
          `${h1('Miele della Valsesia, dal 1988')}${p('Siamo una famiglia di apicoltori a Varallo: 280 alveari tra i 450 e i 1.600 metri, miele biologico, visite in apiario e il nostro spaccio a Crevola.', 'body-large')}`,
          [1, 1, 4, 6],
        ),
        button('Negozio online', '/negozio', [5, 1, 1, 3]),
        button('Prenota una visita', '/visite-e-degustazioni', [5, 4, 1, 3], 'secondary'),
      ],
      { name: 'hero', background: CREAM },
    ),
    // The World Bee Day strip from May 2025, never switched off.
    block(
      [
        shape([1, 1, 2, 12], YELLOW),
        text(
          `${ph('Giornata mondiale delle api 🐝')}${p(`15% di sconto su tutto il negozio online con il codice ${b('GIORNATAAPI')}, fino al 31 maggio.`)}`,
          [1, 2, 2, 7],
        ),
        button('Scopri di più', '/giornata-mondiale-api-sconto', [1, 10, 1, 2], 'secondary'),
      ],
      { background: YELLOW, name: 'promo' },
    ),
    block(
      [
        text(
          `${h2('Il nostro miele')}${ps(
            'Spostiamo le arnie seguendo le fioriture, dalla bassa valle agli alpeggi: acacia a maggio, castagno e tiglio a giugno, millefiori di montagna e rododendro in piena estate, melata di bosco ad agosto.',
            'Il miele non è pastorizzato: lo lasciamo decantare e lo invasettiamo a freddo nel nostro laboratorio di Crevola.',
          )}${p(a('Scopri i nostri mieli →', '/i-nostri-mieli'))}`,
          [1, 1, 4, 6],
        ),
        image(
          'vasetti-miele-acacia-castagno-millefiori.jpg',
          'Vasetti di miele di acacia, castagno e millefiori',
          [1, 7, 4, 6],
        ),
      ],
      { name: 'miele' },
    ),
    productList('I più venduti', [
      { title: 'Miele di Acacia 500 g', price: '11,50 €', file: 'miele-acacia-500g.jpg' },
      { title: 'Miele di Castagno 500 g', price: '10,50 €', file: 'miele-castagno-500g.jpg' },
      { title: 'Millefiori di montagna 500 g', price: '10,00 €', file: 'miele-millefiori-500g.jpg' },
      {
        title: 'Tris di mieli (3 × 250 g)',
        price: '19,00 €',
        oldPrice: '21,50 €',
        file: 'tris-mieli-confezione-regalo.jpg',
        ribbon: 'Offerta',
      },
    ]),
    block(
      [
        text(h2('Vieni a conoscere le api'), [1, 1, 1, 12]),
        image(
          'visita-apiario-tute-bambini.jpg',
          'Bambini in tuta da apicoltore davanti a un’arnia',
          [2, 1, 3, 4],
        ),
        text(
          `${ph('Visite in apiario')}${p('Da aprile a ottobre, nel nostro apiario didattico di Camasco. Solo su prenotazione.')}${p(a('Visite e degustazioni →', '/visite-e-degustazioni'))}`,
          [5, 1, 3, 4],
        ),
        image('certificato-adozione-alveare.jpg', 'Il certificato di adozione di un alveare', [2, 5, 3, 4]),
        text(
          `${ph('Adotta un alveare')}${p('Un anno di miele e di notizie dal “tuo” alveare. Anche da regalare.')}${p(a('Come funziona →', '/adotta-un-alveare'))}`,
          [5, 5, 3, 4],
        ),
        image('scolaresca-laboratorio-cera.jpg', 'Una classe al laboratorio della cera', [2, 9, 3, 4]),
        text(
          `${ph('Scuole')}${p('Siamo fattoria didattica: gite in apiario e l’apicoltore in classe.')}${p(a('Per gli insegnanti →', '/scuole'))}`,
          [5, 9, 3, 4],
        ),
      ],
      { name: 'esperienze', background: CREAM },
    ),
    blogList(zanettaTeasers.slice(0, 3), 'Dal blog'),
    block(
      [
        text(
          `${h2('Vieni a trovarci in spaccio')}${ps(
            `${ZN_STREET}, ${ZN_TOWN}.`,
            'L’orario dello spaccio cambia con le stagioni: lo trovate nella pagina Contatti e orari.',
          )}`,
          [1, 1, 3, 7],
        ),
        button('Contatti e orari', '/contatti', [1, 9, 1, 3]),
        button('Scrivici su WhatsApp', ZN_WHATSAPP_HREF, [2, 9, 1, 3], 'secondary'),
      ],
      { name: 'contatti' },
    ),
  ],
};

/* ── Chi siamo ───────────────────────────────────────────────────────────────────────────────────────── */

const chiSiamo: ZanettaPage = {
  path: '/chi-siamo',
  lang: 'it',
  title: 'Chi siamo',
  description:
    'La famiglia Zanetta alleva api in Valsesia dal 1988: Franco, Giulia e Davide, 280 alveari in 9 apiari, apicoltura biologica certificata dal 2019.',
  blocks: [
    block(
      [
        text(
          `${h1('Chi siamo')}${ps(
            'Tutto è cominciato nel 1988, quando Franco Zanetta, che faceva il falegname a Varallo, ha sistemato 12 arnie nel prato dietro casa, a Crevola. Le api sono diventate prima una passione, poi un lavoro.',
            'Oggi l’azienda la portano avanti i suoi figli, Giulia e Davide, con Franco che non ha nessuna intenzione di andare in pensione.',
          )}`,
          [1, 1, 5, 6],
        ),
        image(
          'famiglia-zanetta-apiario.jpg',
          'Franco, Giulia e Davide Zanetta davanti alle arnie',
          [1, 7, 5, 6],
        ),
      ],
      { background: CREAM },
    ),
    block(
      [
        text(h2('La squadra'), [1, 1, 1, 12]),
        // Each person's name is a styled paragraph, the role a second text box.
        text(ph('Franco'), [2, 1, 1, 4]),
        text(
          p(
            'Il fondatore. Costruisce ancora le arnie a mano, nel laboratorio di falegnameria dietro lo spaccio.',
          ),
          [3, 1, 2, 4],
        ),
        text(ph('Giulia'), [2, 5, 1, 4]),
        text(
          p(
            'Agronoma, laureata a Torino, in azienda dal 2012. Segue le visite, le scuole e le adozioni: è operatrice di fattoria didattica.',
          ),
          [3, 5, 2, 4],
        ),
        text(ph('Davide'), [2, 9, 1, 4]),
        text(
          p(
            'In azienda dal 2015. Segue gli apiari, il nomadismo, il laboratorio di smielatura e il negozio online.',
          ),
          [3, 9, 2, 4],
        ),
      ],
      { name: 'squadra' },
    ),
    block(
      [
        text(
          `${h2('Le nostre api')}${ps(
            'Abbiamo 280 alveari in 9 apiari, tra i 450 e i 1.600 metri di altitudine, tutti in Valsesia. Le nostre api sono api italiane (Apis mellifera ligustica).',
            'Da maggio a settembre facciamo nomadismo: spostiamo una parte delle arnie di notte, con il furgone, per seguire le fioriture dall’acacia della bassa valle al rododendro degli alpeggi sopra Rima.',
            'Siamo in apicoltura biologica certificata dal 2019: contro la varroa usiamo solo acidi organici e il blocco della covata, mai acaricidi di sintesi.',
          )}`,
          [1, 1, 4, 7],
        ),
        image(
          'nomadismo-furgone-arnie-notte.jpg',
          'Il furgone carico di arnie durante il nomadismo',
          [1, 8, 4, 5],
        ),
      ],
      { background: CREAM },
    ),
    block([
      text(
        `${h2('Cosa arriva')}${ps(
          `Dal 2027 vogliamo insegnare il mestiere: stiamo preparando un corso base di apicoltura. Trovate le prime informazioni ${a('sul blog', '/corso-apicoltura-2027')}.`,
        )}`,
        [1, 1, 2, 8],
      ),
    ]),
  ],
};

/* ── Contatti e orari ────────────────────────────────────────────────────────────────────────────────── */

const contatti: ZanettaPage = {
  path: '/contatti',
  lang: 'it',
  alternate: '/en/contact',
  title: 'Contatti e orari',
  description:
    'Orari dello spaccio di Crevola (orario estivo e invernale), telefono, WhatsApp, email, come arrivare allo spaccio e all’apiario didattico di Camasco.',
  blocks: [
    block([
      text(
        `${h1('Contatti e orari')}${p('Lo spaccio e il laboratorio sono a Crevola, una frazione di Varallo, a 3 km dal centro. L’apiario didattico, dove si fanno le visite, è a Camasco, 6 km più su.', 'body-large')}`,
        [1, 1, 3, 9],
      ),
    ]),
    block(
      [
        text(h2('Orari dello spaccio'), [1, 1, 1, 12]),
        // The two seasons as text boxes side by side; the owner added the winter one first.
        text(
          `${ph('Orario invernale')}${p('dal 1° novembre al 31 marzo', 'body-small')}${ps(
            `${b('Venerdì:')} 15:00 – 18:30`,
            `${b('Sabato:')} 9:00 – 12:30 e 14:30 – 18:30`,
            'Gli altri giorni apriamo solo su appuntamento: chiamate o scriveteci su WhatsApp almeno il giorno prima.',
          )}`,
          [2, 7, 4, 6],
        ),
        text(
          `${ph('Orario estivo')}${p('dal 1° aprile al 31 ottobre', 'body-small')}${ps(
            `${b('Da martedì a sabato:')} 9:00 – 12:30 e 15:00 – 19:00`,
            `${b('Domenica:')} 9:00 – 12:30`,
            `${b('Lunedì:')} chiuso`,
          )}`,
          [2, 1, 4, 6],
        ),
        text(
          p(
            `Per Natale e Capodanno gli orari cambiano: ogni anno li pubblichiamo sul ${a('blog', '/blog')}.`,
            'body-small',
          ),
          [6, 1, 1, 12],
        ),
      ],
      { background: CREAM, name: 'orari' },
    ),
    block(
      [
        text(
          `${ph('Spaccio e laboratorio')}${ps(
            ZN_STREET,
            ZN_TOWN,
            'Lo spaccio è al piano terra, senza gradini. Parcheggio gratuito davanti allo spaccio, 6 posti.',
          )}`,
          [1, 1, 3, 4],
        ),
        text(
          `${ph(ZN_APIARY)}${ps(
            'Località Camasco, Varallo (VC), a 6 km dallo spaccio (15 minuti d’auto).',
            'Si parcheggia nel piazzale della chiesa di Camasco e si prosegue a piedi per 300 metri su un sentiero sterrato.',
            'L’apiario non è aperto al pubblico: ci si va solo con una visita prenotata.',
          )}`,
          [1, 5, 4, 4],
        ),
        text(
          `${ph('Telefono e WhatsApp')}${ps(
            `Telefono ${a(ZN_PHONE, ZN_PHONE_HREF)}: rispondiamo dal martedì al sabato, dalle 9:00 alle 12:00.`,
            `WhatsApp ${a(ZN_WHATSAPP, ZN_WHATSAPP_HREF)}: rispondiamo in giornata.`,
            `Email ${a(ZN_EMAIL, `mailto:${ZN_EMAIL}`)}`,
          )}`,
          [1, 9, 4, 4],
        ),
      ],
      { name: 'dove' },
    ),
    block(
      [
        text(
          `${ph('Come arrivare')}${ps(
            'Da Varallo centro seguite la strada per Crevola per 3 km: dopo il ponte sul Mastallone trovate i cartelli gialli “Miele”.',
            'Da Milano: autostrada A26, uscita Romagnano Sesia–Ghemme, poi la SP 299 fino a Varallo. Circa un’ora e mezza.',
          )}`,
          [1, 1, 3, 5],
        ),
        map('Crevola, Varallo VC', [1, 7, 4, 6]),
      ],
      { background: CREAM },
    ),
    block([
      text(`${h2('Scriveteci')}${p('Rispondiamo entro due giorni lavorativi.')}`, [1, 1, 2, 5]),
      form(
        [
          { name: 'nome', label: 'Nome', required: true },
          { name: 'email', label: 'Email', type: 'email', required: true },
          { name: 'telefono', label: 'Telefono', type: 'tel' },
          { name: 'messaggio', label: 'Messaggio', type: 'textarea', required: true },
          {
            name: 'privacy',
            label: 'Ho letto l’informativa privacy e acconsento al trattamento dei miei dati.',
            type: 'checkbox',
            required: true,
          },
        ],
        'Invia',
        'Grazie! Ti risponderemo al più presto.',
        [1, 7, 6, 6],
      ),
    ]),
  ],
};

/* ── FAQ ──────────────────────────────────────────────────────────────────────────────────────────────── */

// Each question a styled paragraph, its answer in the same text box: the owner's own FAQ, not a widget.
const faqItem = (q: string, ...answer: string[]) => `${ph(q)}${ps(...answer)}`;

const faq: ZanettaPage = {
  path: '/faq',
  lang: 'it',
  title: 'Domande frequenti',
  description:
    'Cristallizzazione, conservazione, miele e bambini, biologico, pappa reale, sciami, corsi, visite senza prenotazione, spedizioni, pagamenti, codici sconto, buoni regalo.',
  blocks: [
    block([
      text(
        `${h1('Domande frequenti')}${p('Le domande che ci fate più spesso, in spaccio e su WhatsApp.')}`,
        [1, 1, 2, 10],
      ),
    ]),
    block(
      [
        text(h2('Il miele'), [1, 1, 1, 12]),
        text(
          faqItem(
            'Il miele si è indurito: è normale?',
            'Sì, la cristallizzazione è naturale e non cambia la qualità. L’acacia e la melata restano liquide a lungo, il millefiori e il tiglio cristallizzano in poche settimane.',
            'Se lo preferite liquido, scaldate il vasetto a bagnomaria senza superare i 40 °C.',
          ),
          [2, 1, 3, 6],
        ),
        text(
          faqItem(
            'Quanto si conserva?',
            'Sul vasetto trovate il termine minimo di conservazione: 24 mesi dall’invasettamento. Tenetelo ben chiuso, al buio e lontano da fonti di calore; non serve il frigorifero.',
          ),
          [2, 7, 3, 6],
        ),
        text(
          faqItem(
            'Posso dare il miele al mio bambino?',
            'Non prima dei 12 mesi: è la raccomandazione dei pediatri per tutti i mieli, non solo per il nostro.',
          ),
          [5, 1, 2, 6],
        ),
        text(
          faqItem(
            'Il vostro miele è biologico?',
            'Sì, siamo certificati in apicoltura biologica dal 2019. Il miele non è pastorizzato: è solo decantato e invasettato a freddo.',
          ),
          [5, 7, 2, 6],
        ),
        text(
          faqItem(
            'Vendete la pappa reale?',
            'No, non produciamo pappa reale. In negozio trovate invece polline, propoli e candele di cera d’api.',
          ),
          [7, 1, 2, 6],
        ),
        text(
          faqItem(
            'Il miele di rododendro è disponibile?',
            'Il rododendro del 2026 è esaurito. Il prossimo raccolto è a luglio 2027.',
          ),
          [7, 7, 2, 6],
        ),
        text(
          faqItem(
            'Vendete sciami o api regine?',
            'No, non vendiamo sciami né api regine, neanche agli apicoltori.',
          ),
          [9, 1, 2, 6],
        ),
        text(
          faqItem(
            'Fate corsi di apicoltura?',
            'Non ancora: il primo corso base di apicoltura partirà nella primavera del 2027. Prezzo e iscrizioni li pubblichiamo a gennaio 2027; per ora non si può prenotare.',
          ),
          [9, 7, 2, 6],
        ),
      ],
      { background: CREAM },
    ),
    block([
      text(h2('Visite'), [1, 1, 1, 12]),
      text(
        faqItem(
          'Posso passare a vedere le arnie senza prenotare?',
          'No, non è possibile visitare gli alveari senza prenotazione. L’apiario è in un bosco privato e le arnie si aprono solo con il gruppo di una visita, con le tute.',
        ),
        [2, 1, 3, 6],
      ),
      text(
        faqItem(
          'Si possono fare visite in inverno?',
          'Da novembre a marzo le api restano nell’arnia a scaldarsi e non le disturbiamo: niente visite in apiario. La degustazione in spaccio invece si fa tutto l’anno.',
        ),
        [2, 7, 3, 6],
      ),
    ]),
    block(
      [
        text(h2('Ordini e pagamenti'), [1, 1, 1, 12]),
        text(
          faqItem(
            'Spedite in Svizzera o nel Regno Unito?',
            'No, non spediamo fuori dall’Unione Europea. Tutti i dettagli nella pagina Spedizioni e resi.',
          ),
          [2, 1, 2, 6],
        ),
        text(
          faqItem(
            'Come si paga?',
            'In spaccio: contanti, bancomat e carte. Online: carta di credito o di debito e PayPal. Non facciamo spedizioni in contrassegno.',
          ),
          [2, 7, 2, 6],
        ),
        text(
          faqItem(
            'Il codice GIORNATAAPI vale ancora?',
            'No: la promozione della Giornata mondiale delle api è terminata il 31 maggio 2025. Al momento non ci sono codici sconto attivi.',
          ),
          [4, 1, 2, 6],
        ),
        text(
          faqItem(
            'Avete buoni regalo?',
            'Sì, da € 25 e da € 50, validi 12 mesi: si usano nel negozio online, in spaccio e per le visite. Li trovate nel negozio online.',
          ),
          [4, 7, 2, 6],
        ),
      ],
      { background: CREAM },
    ),
    block([
      text(
        p(`Non trovate la risposta? Scriveteci su WhatsApp al ${a(ZN_WHATSAPP, ZN_WHATSAPP_HREF)}.`),
        [1, 1, 1, 12],
      ),
    ]),
  ],
};

export const zanettaPages: ZanettaPage[] = [chiSiamo, contatti, faq];

/** The blog's list page. */
export const zanettaBlog: ZanettaPage = {
  path: '/blog',
  lang: 'it',
  title: 'Blog',
  description: 'Notizie dall’apiario: orari, novità, offerte e listini di Apicoltura Zanetta.',
  blocks: [
    block([text(`${h1('Blog')}${p('Notizie dall’apiario e dallo spaccio.', 'body-large')}`, [1, 1, 2, 8])]),
    blogList(zanettaTeasers),
  ],
};
