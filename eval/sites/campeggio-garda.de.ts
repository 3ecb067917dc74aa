import {
  alert,
  bareTable,
  button,
  col,
  h4,
  heading,
  headTable,
  OLIVETO_EMAIL,
  OLIVETO_PHONE_INTL,
  OLIVETO_STREET,
  OLIVETO_TOWN,
  OLIVETO_WHATSAPP,
  type OlivetoPage,
  p,
  row,
  section,
  text,
  ul,
} from './campeggio-garda.layout.ts';

/* The German translations: home, pitches (with the gas bottles, only here), prices, directions (with the
 * motorhome service station for passing vans, only here) and contact. */

const home: OlivetoPage = {
  path: '/de',
  lang: 'de',
  alternates: { it: '/', en: '/en' },
  title: 'Campingplatz am Gardasee in Lazise',
  description:
    'Camping Oliveto, Familiencamping am Gardasee in Lazise (Verona): Stellplätze, Mobilheime, Schwimmbad, Restaurant.',
  body: [
    row(heading('Camping Oliveto – Urlaub direkt am Gardasee', 'h2', 'center')),
    row(
      alert(
        `<p><strong>Der Campingplatz ist über den Winter geschlossen.</strong> Wir öffnen wieder am Freitag, 26. März 2027. Im Winter ist die Rezeption nicht besetzt; E-Mails an <a href="mailto:${OLIVETO_EMAIL}">${OLIVETO_EMAIL}</a> beantworten wir von Montag bis Freitag.</p>`,
        'warning',
      ),
    ),
    row(
      text(
        p(
          'Seit 1972 empfängt Familie Bertoldi Camper aus ganz Europa. 180 Stellplätze unter Olivenbäumen, 34 Mobilheime und Bungalows, Restaurant und Pizzeria, Markt, Schwimmbad und ein eigener Strand. An der Rezeption sprechen wir Deutsch.',
        ),
        'Ein Familiencampingplatz',
      ),
      button('Stellplätze', '/de/stellplaetze'),
    ),
  ].join('\n'),
};

const stellplaetze: OlivetoPage = {
  path: '/de/stellplaetze',
  lang: 'de',
  alternates: { it: '/piazzole', en: '/en/pitches' },
  title: 'Stellplätze',
  crumbs: [['Urlaub', '/de/stellplaetze']],
  description: 'Stellplätze für Zelte, Wohnwagen und Wohnmobile am Camping Oliveto in Lazise.',
  body: [
    section([
      col(
        4,
        text(p('70–80 m², schattig unter Olivenbäumen, 3–5 Minuten zum Strand.'), 'Standard-Stellplatz'),
      ),
      col(
        4,
        text(
          p('90 m², mit eigenem Wasseranschluss und Abwasser. Nahe dem Schwimmbad.'),
          'Komfort-Stellplatz',
        ),
      ),
      col(
        4,
        text(
          p('100 m², in erster Reihe am See, mit Seeblick, Wasser und Abwasser.'),
          'Premium-Stellplatz Seeblick',
        ),
      ),
    ]),
    row(
      text(
        [
          p(
            'Alle Stellplätze haben Stromanschluss (6A, CEE-Stecker). In der Hauptsaison (3. Juli bis 22. August 2027) beträgt der Mindestaufenthalt auf den Stellplätzen 3 Nächte.',
          ),
          h4('Gasflaschen'),
          p(
            'Deutsche Gasflaschen können wir leider weder tauschen noch füllen. Italienische Gasflaschen (10 kg) bekommen Sie in unserem Markt: 32 € für eine volle Flasche im Tausch, der passende Adapter kostet 12 €.',
          ),
        ].join(''),
        'Gut zu wissen',
      ),
      button('Preise 2027', '/de/preise'),
    ),
  ].join('\n'),
};

const preise: OlivetoPage = {
  path: '/de/preise',
  lang: 'de',
  alternates: { it: '/prezzi', en: '/en/prices' },
  title: 'Preise 2027',
  crumbs: [['Urlaub', '/de/stellplaetze']],
  description: 'Preise 2027 am Camping Oliveto in Lazise: Stellplätze, Mobilheime, Zuschläge pro Nacht.',
  body: [
    row(
      text(
        p(
          'Preise pro Nacht inkl. MwSt., Saison 2027 (26. März bis 3. Oktober 2027). Kurtaxe nicht inbegriffen.',
        ),
      ),
    ),
    row(
      text(
        headTable(
          [
            'Unterkunft (pro Nacht)',
            'Nebensaison<br><small>26.03.–21.05. und 06.09.–03.10.</small>',
            'Zwischensaison<br><small>22.05.–02.07. und 23.08.–05.09.</small>',
            'Hauptsaison<br><small>03.07.–22.08.</small>',
          ],
          [
            ['Standard-Stellplatz', '16,00 €', '22,00 €', '29,00 €'],
            ['Komfort-Stellplatz', '21,00 €', '28,00 €', '36,00 €'],
            ['Premium-Stellplatz Seeblick', '28,00 €', '37,00 €', '48,00 €'],
            ['Bungalow Limone', '62,00 €', '89,00 €', '125,00 €'],
            ['Mobilheim Ulivo / Ulivo Easy', '78,00 €', '112,00 €', '158,00 €'],
            ['Mobilheim Ulivo Pet', '83,00 €', '117,00 €', '163,00 €'],
            ['Mobilheim Lago Comfort', '99,00 €', '142,00 €', '196,00 €'],
          ],
        ),
        'Stellplätze und Unterkünfte',
      ),
    ),
    row(
      text(
        bareTable([
          ['Erwachsener (ab 12 Jahren)', '8,50 €', '10,50 €', '12,50 €'],
          ['Kind 3–11 Jahre', '5,00 €', '6,50 €', '8,00 €'],
          ['Kind unter 3 Jahren', 'frei', 'frei', 'frei'],
          ['Hund', '4,00 €', '5,00 €', '6,00 €'],
          ['Zusätzliches Auto oder Motorrad', '3,50 €', '4,50 €', '6,50 €'],
          ['Strom 6A', '3,50 €', '3,50 €', '4,00 €'],
        ]),
        'Zuschläge pro Nacht',
      ),
    ),
    row(
      text(
        ul(
          'Mindestaufenthalt in der Hauptsaison: 3 Nächte auf Stellplätzen, 7 Nächte (Samstag bis Samstag) in Mobilheimen und Bungalows.',
          'Nebensaison-Angebot: 14 Nächte zum Preis von 12.',
        ),
        'Bedingungen',
      ),
    ),
  ].join('\n'),
};

const anreise: OlivetoPage = {
  path: '/de/anreise',
  lang: 'de',
  alternates: { it: '/come-arrivare', en: '/en/how-to-get-here' },
  title: 'Anreise',
  description: 'Anreise zum Camping Oliveto in Lazise mit Auto, Wohnmobil, Bahn und Flugzeug.',
  body: row(
    text(
      [
        h4('Mit dem Auto oder Wohnmobil'),
        p(
          'Über den Brenner auf der A22 bis zur Ausfahrt Affi – Lago di Garda Sud, dann der Beschilderung nach Lazise folgen (14 km).',
          'Ver- und Entsorgungsstation für Wohnmobile direkt an der Einfahrt: für unsere Gäste kostenlos, für Wohnmobile auf der Durchreise 8 € pro Ver- und Entsorgung, täglich von 8:00 bis 20:00 Uhr.',
        ),
        h4('Mit der Bahn'),
        p(
          'Bis Peschiera del Garda, dann mit dem ATV-Bus Linie 483 bis zur Haltestelle Lazise Fossalta (ca. 20 Minuten).',
        ),
        h4('Mit dem Flugzeug'),
        p('Flughafen Verona Villafranca, 25 km (ca. 30 Minuten mit dem Auto).'),
      ].join(''),
      'So finden Sie uns',
    ),
  ),
};

const kontakt: OlivetoPage = {
  path: '/de/kontakt',
  lang: 'de',
  alternates: { it: '/contatti', en: '/en/contact' },
  title: 'Kontakt',
  description: 'Kontakt und Öffnungszeiten der Rezeption am Camping Oliveto.',
  body: section([
    col(
      6,
      text(
        p(
          `Camping Oliveto<br>${OLIVETO_STREET}<br>${OLIVETO_TOWN}<br>Italien`,
          `Telefon: ${OLIVETO_PHONE_INTL}<br>WhatsApp: ${OLIVETO_WHATSAPP}<br>E-Mail: ${OLIVETO_EMAIL}`,
        ),
        'Adresse',
      ),
    ),
    col(
      6,
      text(
        p(
          'Nebensaison: 8:30–12:30 und 15:00–19:00 Uhr.',
          'Zwischen- und Hauptsaison (22.05.–05.09.): 8:00–21:00 Uhr durchgehend.',
          'Im Winter ist die Rezeption geschlossen; wir beantworten E-Mails von Montag bis Freitag.',
        ),
        'Rezeption',
      ),
    ),
  ]),
};

export const olivetoGermanPages: OlivetoPage[] = [home, stellplaetze, preise, anreise, kontakt];
