import {
  a,
  button,
  columns,
  em,
  form,
  gap,
  h1,
  h2,
  h3,
  type MacinePage,
  MC_EMAIL,
  MC_MOBILE,
  MC_MOBILE_HREF,
  MC_PHONE,
  MC_PHONE_HREF,
  map,
  olive,
  p,
  photo,
  separator,
  size,
  strong,
  ul,
  vcard,
} from './agriturismo-le-macine.layout.ts';

/**
 * The home page (with the spring free-shipping strip the owners switched on in March 2026 and never switched
 * off: 'solo fino al 31 maggio', no year, code PRIMAVERA), about us, contacts (the address widget, the map,
 * directions by car and the form) and the FAQ, typed as bold questions and plain answers (no pets, the spring
 * offer over since 31 May 2026, no restaurant on weekdays, no gluten-free guarantee, no Wi-Fi in the rooms, no
 * air conditioning, the pool, the cooking school not open until April 2027, no shipping outside the EU, no
 * cash on delivery, no children under 8 at the harvest, no American Express, the ground-floor room, late
 * arrivals). The FAQ is only in Italian.
 */

export const macineHome: MacinePage = {
  path: '/',
  title: 'Home',
  description:
    'Agriturismo Le Macine a Bovara di Trevi, tra Spello e Trevi: camere e appartamenti tra gli ulivi, ristorante nel fine settimana, olio extravergine DOP del nostro frantoio con shop online, raccolta delle olive e degustazioni.',
  content: `${h1('Benvenuti alle Macine')}${
    // Switched on in March 2026 for the spring and never taken down.
    p(
      `${olive(strong(size(20, 'PROMO DI PRIMAVERA')))}<br>${strong('Spedizione gratuita in tutta Italia su qualsiasi ordine di olio, solo fino al 31 maggio!')} Inserite il codice ${strong('PRIMAVERA')} nel carrello.`,
      'text-align: center; background-color: #eef0dc; padding: 12px;',
    )
  }${photo('casale-aia-macine.jpg', 'Il casale e le vecchie macine nell’aia', { float: 'right', width: '45%' })}${p(
    'Sulle colline tra Spello e Trevi, nella Fascia Olivata Assisi–Spoleto, la famiglia Bartolini coltiva olivi e frange olive dal 1958. Nel vecchio casale di pietra abbiamo ricavato quattro camere e due appartamenti; nell’ex stalla c’è il ristorante, dove Giovanna cucina nel fine settimana; nel frantoio nasce il nostro olio extravergine DOP.',
  )}${p(
    'Le due macine di granito che trovate nell’aia hanno girato fino al 1987: oggi frangiamo con un impianto moderno, a freddo, ma il nome è rimasto il loro.',
  )}${gap}${separator()}${columns(
    [
      `${h3('Camere e appartamenti')}${p('Quattro camere con colazione, da € 90 a notte per due persone, e due appartamenti con cucina per famiglie e gruppi. Piscina da giugno a settembre.')}${p(a('Scopri le camere »', '/Camere-e-appartamenti'))}`,
      `${h3('Ristorante')}${p('Il sabato sera e la domenica a pranzo, su prenotazione: il menu della settimana con le verdure dell’orto e il nostro olio.')}${p(a('Il ristorante »', '/Ristorante'))}`,
      `${h3('Il nostro olio')}${p('Extravergine DOP Umbria Colli Assisi–Spoleto, Moraiolo in purezza e, da metà novembre, l’olio nuovo. Nello spaccio e nello shop online.')}${p(a('Vai allo shop »', '/Il-nostro-olio/Shop-online'))}`,
    ],
    [33, 33, 34],
  )}${columns(
    [
      `${h3('Raccolta delle olive')}${p('Una mattina tra gli ulivi con noi, il frantoio e il pranzo tra le macine. Fino al 30 novembre.')}${p(a('Le esperienze »', '/Esperienze'))}`,
      `${h3('Degustazioni')}${p('Tre oli, le bruschette e un bicchiere di vino, tutto l’anno su prenotazione.')}${p(a('Prenota »', '/Esperienze'))}`,
      `${h3(olive('Novità 2027'))}${p('Ad aprile parte la scuola di cucina di Giovanna: pasta fatta a mano, torta al testo e dolci della tradizione.')}${p(a('Leggi la news »', '/News/Scuola-di-cucina-2027'))}`,
    ],
    [33, 33, 34],
  )}${separator()}${h2('Ultime news')}${p(
    `${strong(a('Natale e Capodanno alle Macine: orari dello spaccio e del ristorante', '/News/Natale-e-Capodanno-2026'))}<br>${em('16 novembre 2026')} – Gli orari delle feste, il pranzo di Natale, il cenone e i cofanetti regalo.`,
  )}${p(
    `${strong(a('È arrivato l’olio nuovo 2026', '/News/Olio-nuovo-2026'))}<br>${em('5 novembre 2026')} – La raccolta, le rese e le prime bottiglie di olio nuovo.`,
  )}${p(
    `${strong(a('In arrivo nel 2027: la scuola di cucina di Giovanna', '/News/Scuola-di-cucina-2027'))}<br>${em('20 ottobre 2026')} – Corsi di cucina umbra nel nostro casale, da aprile 2027.`,
  )}${gap}${button('Richiedi disponibilità', '/Contatti')}`,
};

/* ── Chi siamo ─────────────────────────────────────────────────────────────────────────────────────────── */

const chiSiamo: MacinePage = {
  path: '/Chi-siamo',
  title: 'Chi siamo',
  description:
    'La famiglia Bartolini e Le Macine: il frantoio dal 1958, l’agriturismo dal 2009, 2.300 olivi su 14 ettari tra Trevi e Spello.',
  content: `${h1('Chi siamo')}${photo(
    'famiglia-bartolini.jpg',
    'Giovanna, Matteo ed Elisa sotto il portico',
    {
      float: 'left',
      width: '40%',
      caption: 'Giovanna, Matteo ed Elisa',
    },
  )}${p(
    'Le Macine sono nate come frantoio. Nel 1958 nonno Amedeo Bartolini comprò due macine di granito e una pressa idraulica e cominciò a frangere le olive sue e dei vicini di Bovara. Il frantoio ha lavorato così, a macine e fiscoli, fino al 1987.',
  )}${p(
    'Nel 2009 Giovanna, la figlia di Amedeo, ha restaurato il casale e ha aperto l’agriturismo. Oggi lavoriamo in tre: Giovanna in cucina, il figlio Matteo tra gli olivi e al frantoio, sua moglie Elisa con gli ospiti, lo spaccio e le spedizioni.',
  )}${h2('L’azienda')}${ul(
    '14 ettari di terrazzamenti tra i 300 e i 450 metri, sulle colline tra Trevi e Spello',
    '2.300 olivi: Moraiolo, Frantoio e Leccino, alcuni con più di cent’anni',
    'un orto, le galline, due cani pastori maremmani e qualche filare di Trebbiano Spoletino',
    'il frantoio aziendale a ciclo continuo, che frange a freddo entro 12 ore dalla raccolta',
  )}${p(
    'Siamo nella Fascia Olivata Assisi–Spoleto, la striscia di colline coperte di olivi che va da Assisi a Spoleto passando per Spello e Trevi. Da qui Trevi è a 6 km, Spello a 12 km, Foligno a 9 km e Assisi a 25 km.',
  )}${gap}${button('Contatti', '/Contatti')}`,
};

/* ── Contatti ──────────────────────────────────────────────────────────────────────────────────────────── */

const contatti: MacinePage = {
  path: '/Contatti',
  title: 'Contatti',
  description:
    'Contatti di Agriturismo Le Macine: indirizzo a Bovara di Trevi, telefono, WhatsApp, email, come arrivare in auto e modulo per le richieste.',
  content: `${h1('Contatti')}${columns(
    [
      `${vcard()}${p(`Per prenotare camere, tavoli ed esperienze chiamateci al ${a(MC_PHONE, MC_PHONE_HREF)} o scriveteci su WhatsApp al ${a(MC_MOBILE, MC_MOBILE_HREF)}: rispondiamo tutti i giorni dalle 9:00 alle 19:00.`)}`,
      map('Agriturismo Le Macine, Via della Cerqua 14, Bovara, Trevi PG'),
    ],
    [45, 55],
  )}${h2('Come arrivare')}${p(
    `${strong('In auto')}: dalla SS3 Flaminia prendete l’uscita Trevi e seguite le indicazioni per Bovara. Dopo la chiesa di San Pietro a Bovara girate a destra in Via della Cerqua e seguite il cartello marrone “Agriturismo Le Macine”: gli ultimi 900 metri sono di strada bianca, percorribile con qualsiasi auto.`,
  )}${p(`${strong('Coordinate GPS')}: 42.8921, 12.7418`)}${p(
    'Parcheggio gratuito nell’aia per gli ospiti delle camere, del ristorante e dello spaccio.',
  )}${separator()}${h2('Scriveteci')}${form(
    [
      ['Nome e cognome', 'text'],
      ['E-mail', 'email'],
      ['Telefono', 'tel'],
      [
        'Vi scrivo per',
        ['Camere e appartamenti', 'Ristorante', 'Olio e spedizioni', 'Raccolta e degustazioni', 'Altro'],
      ],
      ['Date (arrivo e partenza)', 'text'],
      ['Messaggio', 'textarea'],
    ],
    'Invia',
    'Grazie! Vi rispondiamo entro un giorno.',
  )}${p(
    em(
      `Preferite l’e-mail? Scriveteci a ${a(MC_EMAIL, `mailto:${MC_EMAIL}`)}. Le domande più comuni sono nelle ${a('Domande frequenti', '/Contatti/Domande-frequenti')}.`,
    ),
  )}`,
};

/* ── Domande frequenti ─────────────────────────────────────────────────────────────────────────────────── */

const qa = (q: string, ...answer: string[]) => `${p(strong(q))}${answer.map((x) => p(x)).join('')}`;

const faq: MacinePage = {
  path: '/Contatti/Domande-frequenti',
  title: 'Domande frequenti',
  description:
    'Domande frequenti su animali, offerte, ristorante, celiachia, Wi-Fi, aria condizionata, piscina, corsi di cucina, spedizioni all’estero, pagamenti, bambini alla raccolta e orari di arrivo.',
  content: `${h1('Domande frequenti')}${qa(
    'Possiamo portare il nostro cane?',
    'Ci dispiace, no: non accettiamo animali, né nelle camere né negli appartamenti. In azienda vivono i nostri due maremmani e le galline, che girano liberi nell’aia.',
  )}${qa(
    'La promozione di primavera con la spedizione gratuita è ancora valida?',
    'No. La promo di primavera (spedizione gratuita su qualsiasi ordine, codice PRIMAVERA) è terminata il 31 maggio 2026 e per ora non ne sono previste altre. Oggi la spedizione in Italia costa € 9,90 ed è gratuita per ordini da € 89 in su.',
  )}${qa(
    'Il ristorante è aperto tutti i giorni?',
    'No: il ristorante non è aperto dal lunedì al venerdì. Giovanna cucina solo il sabato sera e la domenica a pranzo, su prenotazione.',
    'Anche chi dorme da noi, in settimana, cena fuori: a Trevi e a Borgo Trevi ci sono ottime trattorie e vi diamo volentieri i nostri indirizzi.',
  )}${qa(
    'Sono celiaco: potete cucinare senza glutine?',
    'Possiamo preparare piatti vegetariani e, con un giorno di preavviso, senza lattosio. Non possiamo invece garantire piatti senza glutine per chi è celiaco: in cucina facciamo la pasta a mano tutti i giorni e la farina è dappertutto.',
  )}${qa(
    'C’è il Wi-Fi in camera?',
    'Il Wi-Fi gratuito c’è nella sala colazioni, sotto il portico e in piscina. Nelle camere e negli appartamenti il segnale non arriva: i muri del casale sono spessi quasi un metro.',
  )}${qa(
    'Le camere hanno l’aria condizionata?',
    'No, le camere non hanno l’aria condizionata: le mura di pietra le tengono fresche anche ad agosto e in ogni camera c’è un ventilatore a soffitto.',
  )}${qa(
    'La piscina è riscaldata? Si può venire solo per la piscina?',
    'La piscina, di acqua salata, 12 x 5 metri, è aperta dal 1° giugno al 20 settembre, dalle 9:00 alle 19:00. Non è riscaldata ed è riservata agli ospiti che dormono da noi: non vendiamo ingressi giornalieri.',
  )}${qa(
    'Fate corsi di cucina?',
    `Non ancora: la scuola di cucina di Giovanna parte ad aprile 2027. Il prezzo non è ancora deciso e le prenotazioni apriranno il 1° febbraio 2027. Trovate tutto nella ${a('news', '/News/Scuola-di-cucina-2027')}.`,
  )}${qa(
    'Spedite l’olio all’estero?',
    'Spediamo in Italia e nei paesi dell’Unione Europea. Non spediamo fuori dall’Unione Europea: niente Regno Unito, Svizzera, Norvegia o Stati Uniti, per via delle dogane sugli alimenti.',
  )}${qa(
    'Si può pagare in contrassegno?',
    'No, il contrassegno non è disponibile. Nello shop online si paga con carta di credito, PayPal o bonifico anticipato; nello spaccio anche in contanti.',
  )}${qa(
    'I bambini possono venire alla raccolta delle olive?',
    'Sì, dagli 8 anni in su, con un adulto. I bambini sotto gli 8 anni non possono partecipare: tra reti, scale e abbacchiatori non è un posto sicuro per i più piccoli. Per loro c’è la degustazione, gratuita sotto i 12 anni.',
  )}${qa(
    'Accettate American Express?',
    'Accettiamo contanti, bancomat e carte Visa e Mastercard. Non accettiamo American Express.',
  )}${qa(
    'Avete una camera senza scale?',
    'Sì, la camera Ulivo è al piano terra, con ingresso dal giardino e doccia a filo pavimento. Le altre camere e gli appartamenti sono al primo piano.',
  )}${qa(
    'Arriviamo tardi, dopo le 19:30: come facciamo?',
    `Il check-in è dalle 15:00 alle 19:30. Se arrivate più tardi scriveteci su WhatsApp al ${a(MC_MOBILE, MC_MOBILE_HREF)}: vi lasciamo le chiavi e le indicazioni.`,
  )}${gap}${p(`Non avete trovato la risposta? ${a('Scriveteci', '/Contatti')}.`)}`,
};

export const macinePages: MacinePage[] = [chiSiamo, contatti, faq];
