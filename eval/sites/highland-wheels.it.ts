import {
  a,
  button,
  columns,
  type HighlandPage,
  HW_EMAIL,
  HW_POSTCODE,
  HW_STREET,
  HW_WHATSAPP_IT,
  HW_WHATSAPP_IT_HREF,
  h1,
  h2,
  image,
  p,
  text,
  ul,
} from './highland-wheels.layout.ts';

/*
 * The two pages Chiara wrote for Italian visitors under /it/ (Yola keeps `<body lang="en">` and the English menu and
 * footer on them too): a welcome page and contacts. Chiara's Italian WhatsApp, the free North Coast 500 guide in
 * Italian, the CIAO5 code and the distance from the airport in kilometres are only here; everything else is only in
 * English.
 */

const benvenuti: HighlandPage = {
  path: '/it/',
  title: 'Noleggio auto e camper a Inverness, Scozia | Highland Wheels in italiano',
  description:
    'Noleggio auto e camper a Inverness, nelle Highlands scozzesi: informazioni in italiano per chi arriva dall&rsquo;Italia.',
  body: `${image('home-banner-glen-affric.jpg', 'Un camper nella Glen Affric')}
${text(
  h1('Benvenuti a Highland Wheels!'),
  p(
    'Ciao! Sono Chiara, di Torino, e dal 2021 lavoro qui a Highland Wheels, un&rsquo;azienda di famiglia che noleggia auto e camper a Inverness, la porta delle Highlands. Ho scritto questa pagina per chi arriva dall&rsquo;Italia: il resto del sito è in inglese, ma potete scrivermi in italiano per qualsiasi domanda.',
  ),
  p('Noleggiamo auto tutto l&rsquo;anno e camper da marzo a ottobre.'),
)}
${columns(
  text(
    h2('La patente italiana'),
    p(
      'Basta la patente italiana (o di un altro paese dell&rsquo;Unione europea): non serve il permesso internazionale di guida. Ricordate di portare anche il passaporto.',
    ),
    h2('Si guida a sinistra!'),
    p(
      'Se non ci siete abituati, vi consiglio un&rsquo;auto con il cambio automatico: la Skoda Octavia station wagon (classe C) o la Kodiaq.',
    ),
  ),
  text(
    h2('La North Coast 500 in italiano'),
    p(
      'A chi noleggia un camper regaliamo la nostra **guida in italiano della North Coast 500**: tappe, campeggi, distributori e i nostri posti preferiti lungo la costa.',
    ),
    h2('Codice sconto CIAO5'),
    p(
      'Con il codice **CIAO5** avete il 5% di sconto sul noleggio di un&rsquo;auto per almeno 7 giorni, prenotando via email in italiano.',
    ),
  ),
)}
${text(
  p(
    `Prezzi e condizioni sono sulle pagine in inglese: ${a('Fleet &amp; Rates', '../fleet-and-rates.php')} e ${a('Hire Information', '../hire-information.php')}.`,
  ),
)}
${button('Contatti', 'contatti.php')}`,
};

const contatti: HighlandPage = {
  path: '/it/contatti.php',
  title: 'Contatti in italiano | Highland Wheels Inverness',
  description: 'Come contattare Highland Wheels a Inverness, anche in italiano.',
  body: `${text(
    h1('Contatti'),
    p(`**Indirizzo:** ${HW_STREET}, Inverness ${HW_POSTCODE}, Scozia, Regno Unito`),
    p('**Telefono dall&rsquo;Italia:** +44 1632 960284'),
    p(`**Email:** ${a(HW_EMAIL, `mailto:${HW_EMAIL}`)}`),
    p(
      `**WhatsApp in italiano:** Chiara risponde al ${a(HW_WHATSAPP_IT, HW_WHATSAPP_IT_HREF)}, dal lunedì al venerdì, dalle 9:00 alle 17:00 (ora britannica).`,
    ),
    h2('Orari del deposito'),
    ul(
      'Dal lunedì al venerdì: 8:00&ndash;18:00',
      'Sabato: 8:30&ndash;16:00',
      'Domenica: solo su appuntamento',
    ),
    h2('Come arrivare'),
    p(
      'Siamo nel Carsegate Business Park, a 5 minuti di auto dal centro di Inverness e a circa 15 km (15 minuti) dall&rsquo;aeroporto di Inverness.',
    ),
  )}
${button('Torna alla pagina in italiano', './')}`,
};

export const highlandItalianPages: HighlandPage[] = [benvenuti, contatti];
