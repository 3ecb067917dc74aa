import { contactView, convertForm } from './scuolasci-colalto.info.ts';
import {
  article,
  COLALTO_BOOKING,
  COLALTO_EMAIL,
  COLALTO_PHONE,
  COLALTO_WHATSAPP,
  type ColAltoPage,
  wordTable,
} from './scuolasci-colalto.layout.ts';

/** A Menu Heading item: the breadcrumbs print it without a link. */
const KURSE: [string] = ['Kurse'];

/** The German translation (Falang): home, private lessons, group courses, rental and contact. */
export const colAltoGermanPages: ColAltoPage[] = [
  {
    path: '/de/',
    lang: 'de',
    title: 'Startseite',
    description:
      'Skischule Col Alto in Oberbrunn/Sorafonte, Südtirol: Privatunterricht, Ski- und Snowboardkurse, Skiverleih direkt an der Kabinenbahn.',
    itemid: 201,
    view: 'featured',
    body: `<div class="blog-featured" itemscope itemtype="https://schema.org/Blog">
<div class="blog-items ">
<div class="blog-item" itemprop="blogPost" itemscope itemtype="https://schema.org/BlogPosting">
<div class="item-content">
<div class="page-header">
<h2 itemprop="name">Willkommen bei der Skischule Col Alto</h2>
</div>
<p><img src="/images/headers/scuola-sci-col-alto-maestri.jpg" alt="Unsere Skilehrer auf der Piste Sorafonte" width="1200" height="500" loading="lazy"></p>
<p>Seit 1979 bringen wir Groß und Klein auf den Pisten des Col Alto oberhalb von Oberbrunn/Sorafonte das Skifahren bei. 34 Ski- und Snowboardlehrer, Privatstunden und Gruppenkurse für Erwachsene und Kinder und der Skiverleih direkt an der Talstation.</p>
<p style="text-align: center;"><strong>Saisonstart 2026/27: Samstag, 5. Dezember 2026!</strong></p>
<p>&nbsp;</p>
<p>Unser Kinderclub, die Neuigkeiten und die AGB sind derzeit nur auf Italienisch verfügbar. Rufen Sie uns einfach an – wir sprechen Deutsch.</p>
<p><a class="btn btn-primary" href="${COLALTO_BOOKING}?lang=de" target="_blank" rel="noopener">Online buchen</a></p>
</div>
</div>
</div>
</div>`,
  },
  {
    path: '/de/kurse/privatunterricht',
    lang: 'de',
    title: 'Privatunterricht',
    description:
      'Privatstunden Ski und Snowboard: Preise pro Stunde für 1, 2 oder 3–4 Personen in Neben- und Hauptsaison.',
    itemid: 203,
    view: 'article',
    trail: [KURSE],
    body: article(
      'Privatunterricht',
      { author: 'Markus Feichtnar', published: '2026-10-12T09:30:00+02:00', hits: 1562 },
      'de',
      `<p>Im Privatunterricht gehört der Skilehrer ganz Ihnen – oder Ihrer kleinen Gruppe aus Familie und Freunden. Ski und Snowboard, für Erwachsene und Kinder ab 3 Jahren.</p>
${wordTable(
  [46, 27, 27],
  ['Privatstunde – Preis pro Stunde', 'Nebensaison', 'Hauptsaison'],
  [
    ['1 Person', '€ 62', '€ 72'],
    ['2 Personen', '€ 78', '€ 88'],
    ['3–4 Personen', '€ 92', '€ 106'],
    ['Halber Tag (3 Stunden), 1–2 Personen', '€ 175', '€ 205'],
    ['Ganzer Tag (5 Stunden), 1–2 Personen', '€ 285', '€ 330'],
  ],
)}
<p><em>Hauptsaison: 19.12.2026 – 06.01.2027 und 06.02. – 07.03.2027. Nebensaison: alle anderen Tage.</em></p>
<p><strong>Mindestbuchung:</strong> in der Hauptsaison 2 Stunden am Stück<br><strong>Treffpunkt:</strong> Skischulhütte am Plan de Mezo, Bergstation der Kabinenbahn Col Alto<br><strong>Sprachen:</strong> Deutsch, Italienisch, Englisch; auf Anfrage Niederländisch, Tschechisch, Polnisch und Spanisch</p>
<p>Der Skipass ist im Preis nicht enthalten.</p>`,
    ),
  },
  {
    path: '/de/kurse/gruppenkurse',
    lang: 'de',
    title: 'Gruppenkurse',
    description: 'Ski-Gruppenkurse für Erwachsene und Kinder: Tage, Zeiten, Gruppengröße und Preise.',
    itemid: 204,
    view: 'article',
    trail: [KURSE],
    body: article(
      'Gruppenkurse',
      { author: 'Markus Feichtnar', published: '2026-10-12T10:05:00+02:00', hits: 1318 },
      'de',
      `<p>Gemeinsam lernen macht mehr Spaß: Gruppen nach Alter und Können, jede Woche vom 6. Dezember 2026 bis 9. April 2027.</p>
<h3>Erwachsene und Jugendliche ab 14 Jahren</h3>
<p>10:00–12:00 Uhr, höchstens 8 Personen pro Gruppe<br>3 Tage € 159 · 5 Tage € 229 · 6 Tage € 259</p>
<h3>Kinder von 4 bis 13 Jahren</h3>
<p>10:00–12:00 und 13:30–15:30 Uhr, höchstens 6 Kinder pro Gruppe<br>Mittagessen mit den Skilehrern (optional): € 19 pro Tag<br>3 Tage € 189 · 5 Tage € 279 · 6 Tage € 309</p>
<h3>Kursbeginn</h3>
<p>6-Tage-Kurse von Sonntag bis Freitag, 5-Tage-Kurse von Montag bis Freitag. Am Samstag finden keine Gruppenkurse statt.</p>
<p>Am ersten Tag treffen wir uns um 9:15 Uhr vor dem Skischulbüro im Tal.</p>`,
    ),
  },
  {
    path: '/de/skiverleih',
    lang: 'de',
    title: 'Skiverleih',
    description: 'Ski-, Snowboard- und Helmverleih an der Talstation der Kabinenbahn Col Alto: Preise.',
    itemid: 208,
    view: 'article',
    body: article(
      'Skiverleih',
      { author: 'Ufficio Scuola Sci', published: '2026-10-28T17:20:00+01:00', hits: 702 },
      'de',
      `<p>Unser Verleih befindet sich im Erdgeschoss des Skischulbüros, 50 Meter von der Kabinenbahn entfernt. Geöffnet täglich von 8:00 bis 18:00 Uhr, samstags bis 19:00 Uhr.</p>
${wordTable(
  [32, 17, 17, 17, 17],
  ['Artikel', 'Erwachsene 1 Tag', 'Erwachsene 6 Tage', 'Kinder* 1 Tag', 'Kinder* 6 Tage'],
  [
    ['Ski + Skischuhe Base', '€ 29', '€ 145', '€ 17', '€ 85'],
    ['Ski + Skischuhe Premium', '€ 44', '€ 220', { html: '–', colspan: 2 }],
    ['Snowboard + Schuhe', '€ 33', '€ 165', '€ 20', '€ 100'],
    ['Helm', '€ 6', '€ 30', '€ 4', '€ 20'],
    [{ html: '* Kinder bis einschließlich 13 Jahre', colspan: 5 }],
  ],
)}
<p>Für alle unter 18 Jahren ist der Helm gesetzlich Pflicht. Bei der Abholung benötigen wir einen gültigen Ausweis.</p>`,
    ),
  },
  {
    path: '/de/kontakt',
    lang: 'de',
    title: 'Kontakt',
    description: 'Kontakt zur Skischule Col Alto: Adresse, Telefon, WhatsApp, E-Mail und Anfrageformular.',
    itemid: 216,
    view: 'contact',
    body: contactView(
      'de',
      'Kontakt',
      'Skischule Col Alto – Büro und Verleih',
      ['Adresse', 'E-Mail', 'Telefon', 'Handy'],
      'Italien',
      `<p>Unser Büro liegt direkt neben der Talstation der Kabinenbahn Col Alto.</p>
<p>Telefon: ${COLALTO_PHONE}<br>WhatsApp: ${COLALTO_WHATSAPP} (nur Nachrichten)<br>E-Mail: ${COLALTO_EMAIL}</p>`,
      'Schreiben Sie uns',
      convertForm(
        [
          ['nome', 'Vor- und Nachname', 'text', 'z. B. Anna Huber'],
          ['email', 'E-Mail', 'email', 'Ihre E-Mail-Adresse'],
          ['telefono', 'Telefon / WhatsApp', 'tel', '+49 …'],
          ['richiesta', 'Ihre Anfrage betrifft', 'select', 'Bitte wählen…'],
          ['date', 'Reisedaten', 'text', 'z. B. 27.12. – 03.01.'],
          ['persone', 'Personen, Alter und Können', 'text', 'z. B. 2 Erwachsene Anfänger, 1 Kind (6 Jahre)'],
          ['messaggio', 'Nachricht', 'textarea', 'Ihre Frage'],
        ],
        ['Privatunterricht', 'Gruppenkurs', 'Kinderclub', 'Freeride / Skitouren', 'Verleih', 'Sonstiges'],
        'Ich habe die <a href="/privacy-policy" target="_blank">Datenschutzerklärung</a> gelesen und stimme der Verarbeitung meiner Daten zu.',
        'Anfrage senden',
        'Vielen Dank! Wir haben Ihre Anfrage erhalten und melden uns so bald wie möglich.',
      ),
    ),
  },
];
