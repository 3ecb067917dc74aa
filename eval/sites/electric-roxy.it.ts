import {
  a,
  b,
  big,
  cols,
  divider,
  grey,
  image,
  para,
  ROXY_EMAIL,
  ROXY_PHONE,
  type RoxyPage,
  red,
  section,
  title,
} from './electric-roxy.layout.ts';

/**
 * The only Italian page, written by Giulia, a volunteer from Bologna, for Italian visitors to the Dales and
 * published in the site's theme: Weebly's site-wide `lang="en"`, the English menu and footer. The Italian film
 * night, Giulia's shifts at the box office and the December gap are printed nowhere else.
 */
export const roxyItalianPage: RoxyPage = {
  path: '/visitatori-italiani.html',
  title: 'Per i visitatori italiani',
  description: 'La Roxy Picturehouse di Swaleford: informazioni in italiano per i visitatori italiani.',
  banner: { headline: 'Benvenuti alla Roxy!', image: 'roxy-frontage-dusk.jpg' },
  body: [
    section(
      para(
        big(
          'Siete in vacanza nelle Yorkshire Dales? La Roxy Picturehouse è un cinema indipendente con due sale e un caff&egrave;-bar, nel centro di Swaleford, a due passi dalla Market Place. È nata nel 1913 e oggi è gestita da un&rsquo;associazione senza scopo di lucro, con tanti volontari.',
          3,
        ),
      ),
      title('In breve'),
      para(
        '&bull; I film sono in lingua originale inglese: non abbiamo sottotitoli in italiano.',
        '&bull; Proiezioni con sottotitoli in inglese: il mercoledì alle 14:00 e la domenica alle 18:00.',
        '&bull; Biglietto intero: &pound;7,50 il pomeriggio (spettacoli prima delle 17:00), &pound;9,50 la sera.',
        '&bull; Il martedì tutti i biglietti costano &pound;6, tutto il giorno.',
        '&bull; Cassa: dal martedì al venerdì 12:00&ndash;20:30, sabato e domenica 10:30&ndash;20:30. Il lunedì siamo chiusi.',
        '&bull; Il caff&egrave;-bar apre alle 10:00, dal martedì alla domenica.',
        '&bull; Potete portare in sala le bevande del bar (non il cibo portato da fuori).',
        '&bull; Chiusi il 25 e il 26 dicembre.',
      ),
      divider(),
      cols(
        [60, 40],
        `${title(red('Serata del cinema italiano'))}${para(
          'L&rsquo;ultimo venerdì del mese, alle 19:30, in Sala 2 (la &ldquo;Snug&rdquo;), proiettiamo un film italiano con sottotitoli in inglese. Un modo per sentirsi un po&rsquo; a casa &ndash; e per far conoscere il nostro cinema agli amici inglesi.',
          '',
          `${b('Prossima serata:')} venerdì 27 novembre 2026, <em>Nuovo Cinema Paradiso</em>.`,
          'A dicembre la serata non c&rsquo;è (il 25 siamo chiusi): si riprende venerdì 29 gennaio 2027.',
        )}`,
        image('nuovo-cinema-paradiso-poster.jpg', 'La nostra serata del cinema italiano in Sala 2'),
      ),
      divider(),
      title('Chi parla italiano'),
      para(
        'Giulia, una nostra volontaria di Bologna, parla italiano: di solito è alla cassa il venerdì e il sabato sera. Chiedete di lei!',
        '',
        `Per prenotare potete chiamare la cassa al ${ROXY_PHONE} (in inglese) oppure scrivere, anche in italiano, a ${a(`mailto:${ROXY_EMAIL}`, ROXY_EMAIL)}: Giulia vi risponderà.`,
      ),
      para(
        grey(
          `Tutte le altre informazioni sono sul sito in inglese: ${a('/whats-on.html', 'programmazione')}, ${a('/tickets--prices.html', 'prezzi')}, ${a('/visit-us.html', 'come arrivare')}.`,
        ),
      ),
    ),
  ].join(''),
};
