import { blockedMap, contactView, convertForm } from './scuolasci-colalto.info.ts';
import {
  accordion,
  article,
  COLALTO_BOOKING,
  COLALTO_EMAIL,
  COLALTO_PHONE,
  COLALTO_WHATSAPP,
  type ColAltoPage,
} from './scuolasci-colalto.layout.ts';

/** A Menu Heading item: the breadcrumbs print it without a link. */
const LESSONS: [string] = ['Lessons'];
const INFO: [string] = ['Info'];

/** A table re-typed by the translator in the editor: Bootstrap classes, a `<th>` header this time. */
const simpleTable = (head: string[], rows: string[][]) => `<table class="table table-striped table-bordered">
<thead>
<tr>${head.map((h) => `<th scope="col">${h}</th>`).join('')}</tr>
</thead>
<tbody>
${rows.map(([first, ...rest]) => `<tr><td>${first}</td>${rest.map((c) => `<td style="text-align: center;">${c}</td>`).join('')}</tr>`).join('\n')}
</tbody>
</table>`;

/** The English translation (Falang): home, private lessons, group courses, freeride, rental, directions, FAQ, contact. */
export const colAltoEnglishPages: ColAltoPage[] = [
  {
    path: '/en/',
    lang: 'en',
    title: 'Home',
    description:
      'Scuola Sci Col Alto in Sorafonte/Oberbrunn, South Tyrol: private ski and snowboard lessons, group courses, ski rental and freeride with mountain guides.',
    itemid: 301,
    view: 'featured',
    mainBottom: `<div class="moduletable ">
<h3>Latest news (in Italian)</h3>
<ul class="mod-articleslatest latestnews mod-list">
<li itemscope itemtype="https://schema.org/Article"><a href="/novita/48-nuovo-tappeto-magico-e-lezioni-serali" itemprop="url"><span itemprop="name">Stagione 2026/27: nuovo tappeto magico e lezioni serali</span></a></li>
<li itemscope itemtype="https://schema.org/Article"><a href="/novita/47-serata-sicurezza-in-montagna" itemprop="url"><span itemprop="name">Serata sulla sicurezza in montagna con le guide alpine</span></a></li>
</ul>
</div>`,
    body: `<div class="blog-featured" itemscope itemtype="https://schema.org/Blog">
<div class="blog-items ">
<div class="blog-item" itemprop="blogPost" itemscope itemtype="https://schema.org/BlogPosting">
<div class="item-content">
<div class="page-header">
<h2 itemprop="name">Welcome to Scuola Sci Col Alto</h2>
</div>
<p><img src="/images/headers/scuola-sci-col-alto-maestri.jpg" alt="Our instructors on the Sorafonte run" width="1200" height="500" loading="lazy"></p>
<p>We have been teaching people to ski on the slopes of Col Alto, above Sorafonte/Oberbrunn in the Dolomites of South Tyrol, since 1979. Our 34 ski and snowboard instructors offer private lessons and group courses for adults and children; our ski rental is right next to the gondola, and our partner mountain guides take you off-piste.</p>
<p style="text-align: center;"><strong>The 2026/27 season starts on Saturday 5 December 2026!</strong><br>Online booking is open.</p>
<p>&nbsp;</p>
<p>Some of our pages are only in Italian for now: the <a href="/corsi/kinderclub">Kinderclub</a>, <a href="/corsi/snowboard">snowboard</a>, the <a href="/novita">news</a> and our <a href="/info/condizioni-generali">terms and conditions</a>. If anything is unclear, just call us or send us a WhatsApp message: we speak English.</p>
<p><a class="btn btn-primary" href="${COLALTO_BOOKING}?lang=en" target="_blank" rel="noopener">Book online</a></p>
</div>
</div>
</div>
</div>`,
  },
  {
    path: '/en/lessons/private-lessons',
    lang: 'en',
    title: 'Private lessons',
    description:
      'Private ski and snowboard lessons: prices per hour for 1, 2 or 3–4 people, low and high season.',
    itemid: 303,
    view: 'article',
    trail: [LESSONS],
    body: article(
      'Private lessons',
      { author: 'Markus Feichtnar', published: '2026-10-12T09:30:00+02:00', hits: 1204 },
      'en',
      `<p>A private lesson is the fastest way to learn or improve: your instructor is there just for you, or for your small group of friends or family. Ski and snowboard, for adults and for children from age 3.</p>
${simpleTable(
  ['Private lesson – price per hour', 'Low season', 'High season'],
  [
    ['1 person', '€ 62', '€ 72'],
    ['2 people', '€ 78', '€ 88'],
    ['3–4 people', '€ 92', '€ 106'],
    ['Half day (3 hours), 1–2 people', '€ 175', '€ 205'],
    ['Full day (5 hours), 1–2 people', '€ 285', '€ 330'],
  ],
)}
<p><em>Prices are per group, not per person. High season: 19 December 2026 – 6 January 2027 and 6 February – 7 March 2027. Low season: all other days.</em></p>
<ul>
<li><strong>Minimum booking:</strong> 1 hour in low season, 2 consecutive hours in high season</li>
<li><strong>Lesson times:</strong> 8:30 to 16:00</li>
<li><strong>Meeting point:</strong> the ski school hut at Plan de Mezo, top station of the Col Alto gondola (1,980 m)</li>
<li><strong>Beginners and small children:</strong> Kinderland Sorafonte, next to the office</li>
<li><strong>Languages:</strong> Italian, German and English; Dutch, Czech, Polish and Spanish on request</li>
</ul>
<p>Lessons do not include the lift pass.</p>
<p><a class="btn btn-primary" href="${COLALTO_BOOKING}/private?lang=en" target="_blank" rel="noopener">Book a private lesson</a></p>`,
    ),
  },
  {
    path: '/en/lessons/group-courses',
    lang: 'en',
    title: 'Group courses',
    description:
      'Group ski courses for adults and children: days, times, group size and prices for 3, 5 and 6 days.',
    itemid: 304,
    view: 'article',
    trail: [LESSONS],
    body: article(
      'Group courses',
      { author: 'Markus Feichtnar', published: '2026-10-12T10:05:00+02:00', hits: 987 },
      'en',
      `<p>Learn together with others, in groups by age and level. Courses run every week from 6 December 2026 to 9 April 2027.</p>
<h3>Adults and teens (14+)</h3>
<p>Time: 10:00 to 12:00<br>Daily meeting point: the ski school hut at Plan de Mezo<br>Maximum 8 people per group</p>
<p><strong>3 days: € 159<br>5 days: € 229<br>6 days: € 259</strong></p>
<h3>Children (4 to 13 years)</h3>
<p>Time: 10:00 to 12:00 and 13:30 to 15:30<br>Lunch with the instructors (optional): 12:00 to 13:30, €19 per day<br>Max. 6 children per group</p>
<p><strong>3 days: € 189<br>5 days: € 279<br>6 days: € 309</strong></p>
<h3>When courses start</h3>
<p>6-day courses run from Sunday to Friday, 5-day courses from Monday to Friday, 3-day courses from Monday to Wednesday or from Wednesday to Friday. <strong>There are no group courses on Saturdays.</strong></p>
<p>On the first day we meet at 9:15 in front of the ski school office in the valley to form the groups. Please book by 17:00 the day before.</p>
<p>Levels go from complete beginners (never skied) to level 4 (black runs and first off-piste). Not sure about your level? The instructor will watch you ski on the first day and move you to another group if needed.</p>
<p><a class="btn btn-primary" href="${COLALTO_BOOKING}/courses?lang=en" target="_blank" rel="noopener">Book a course</a></p>`,
    ),
  },
  {
    path: '/en/lessons/freeride-ski-touring',
    lang: 'en',
    title: 'Freeride &amp; ski touring',
    description:
      'Freeride and ski touring on Col Alto with certified mountain guides: prices, minimum age, equipment.',
    itemid: 307,
    view: 'article',
    trail: [LESSONS],
    body: article(
      'Freeride &amp; ski touring',
      { author: 'Markus Feichtnar', published: '2026-10-15T08:50:00+02:00', hits: 577 },
      'en',
      `<p>Leave the pistes behind: powder days and ski touring courses with the <strong>Guide Alpine Sorafonte</strong>, IFMGA mountain guides who know every gully on Col Alto.</p>
<ul>
<li>Freeride half day (8:45–12:30): €320 per group of up to 4 people</li>
<li>Freeride full day (8:45–15:30): €480 per group of up to 4 people</li>
<li>Ski touring basics (2 days, Saturday and Sunday): €260 per person, 3 to 6 participants – 16–17 January and 13–14 February 2027</li>
</ul>
<p>We meet at 8:45 in front of the ski school office. The lift pass is not included.</p>
<p><strong>Minimum age:</strong> 14 (under-18s only with a parent). You need to ski black runs confidently, in any snow.</p>
<p><strong>Equipment:</strong> avalanche transceiver, shovel and probe are included on guided outings. Airbag backpacks can be rented at our <a href="/en/ski-rental">ski rental</a>.</p>
<p><strong>Weather and avalanche danger:</strong> the guide decides on the morning. At avalanche danger level 4 (high) or 5 (very high) we do not go off-piste. If we cancel because of the weather or the avalanche danger, you get a full refund or another date.</p>
<p>We don't organise heli-skiing.</p>`,
    ),
  },
  {
    path: '/en/ski-rental',
    lang: 'en',
    title: 'Ski rental',
    description:
      'Ski, snowboard, boot and helmet rental next to the Col Alto gondola: prices for adults and children.',
    itemid: 308,
    view: 'article',
    body: article(
      'Ski rental',
      { author: 'Ufficio Scuola Sci', published: '2026-10-28T17:20:00+01:00', hits: 845 },
      'en',
      `<p>Our rental shop is on the ground floor of the ski school office, 50 metres from the Col Alto gondola. All skis, snowboards and boots are new for the 2026/27 season.</p>
<p><strong>Opening hours:</strong> daily 8:00–18:00, Saturdays until 19:00.</p>
${simpleTable(
  ['Item', 'Adults 1 day', 'Adults 6 days', 'Children* 1 day', 'Children* 6 days'],
  [
    ['Ski + boots set, Base', '€ 29', '€ 145', '€ 17', '€ 85'],
    ['Ski + boots set, Premium', '€ 44', '€ 220', '–', '–'],
    ['Skis only, Base', '€ 21', '€ 105', '€ 11', '€ 55'],
    ['Boots only', '€ 13', '€ 65', '€ 8', '€ 40'],
    ['Snowboard + boots', '€ 33', '€ 165', '€ 20', '€ 100'],
    ['Helmet', '€ 6', '€ 30', '€ 4', '€ 20'],
    ['Ski touring set (skis with skins, boots)', '€ 48', '€ 240', '–', '–'],
    ['Avalanche kit (transceiver, shovel, probe)', '€ 15', '€ 75', '–', '–'],
    ['Airbag backpack', '€ 25', '€ 125', '–', '–'],
  ],
)}
<p>* Children up to and including 13 years.</p>
<p>Helmets are compulsory by law for all skiers and snowboarders under 18.<br>When you pick up your equipment we ask for a valid ID, which you get back when you return it. No cash deposit.<br>10% off rental if you take a course or private lessons with us.<br>Heated ski and boot storage: € 5 per day.</p>`,
    ),
  },
  {
    path: '/en/info/getting-here',
    lang: 'en',
    title: 'Getting here',
    description: 'How to get to Sorafonte and Scuola Sci Col Alto by car, train and ski bus; parking.',
    itemid: 311,
    view: 'article',
    trail: [INFO],
    body: article(
      'Getting here',
      { author: 'Ufficio Scuola Sci', published: '2026-10-02T09:00:00+02:00', hits: 644 },
      'en',
      `<p>The ski school office and rental are in Sorafonte/Oberbrunn (1,210 m), next to the Col Alto gondola.<br>Sat nav: <strong>Via Plan 14, 39030 Sorafonte (BZ), Italy</strong></p>
<h3>By car</h3>
<p>A22 Brenner motorway, exit Bressanone/Brixen – Val Pusteria; follow the Val Pusteria road to Valdora, then the provincial road to Sorafonte (11 km). About 45 minutes from the motorway exit. Winter tyres or snow chains on board are compulsory from 15 November to 15 April.</p>
<h3>Parking</h3>
<p>P1 Gondola (covered, in front of the office): € 12 per day<br>P2 Plan (open air): € 7 per day<br>P3 Pradel: free, a 10-minute walk or one ski bus stop away</p>
<h3>By train</h3>
<p>The nearest station is Valdora-Sorafonte on the Val Pusteria line, 11 km away. From there, take the ski bus.</p>
<h3>Ski bus</h3>
<p>Line 442 Valdora – Sorafonte – Col Alto, every 30 minutes from 7:40 to 18:40. Get off at "Sorafonte Cabinovia", 50 metres from our office. The ski bus is free with a valid lift pass or guest card.</p>
<h3>By plane</h3>
<p>The nearest airports are Bolzano (95 km) and Innsbruck (115 km).</p>
${blockedMap('en')}`,
    ),
  },
  {
    path: '/en/info/faq',
    lang: 'en',
    title: 'FAQ',
    description:
      'Frequently asked questions: weather, lift passes, refunds, insurance, meeting point, payment.',
    itemid: 312,
    view: 'article',
    trail: [INFO],
    body: article(
      'Frequently asked questions',
      { author: 'Ufficio Scuola Sci', published: '2026-10-05T16:45:00+02:00', hits: 1310 },
      'en',
      accordion([
        [
          'What happens if it rains or there is no snow?',
          '<p>Lessons take place in any weather. Only if Funivie Col Alto closes the lifts do we move your lessons to another day or, if that is not possible, refund them in full.</p>',
        ],
        [
          'Is the lift pass included?',
          '<p>No. Lessons and courses do not include the lift pass: you buy it separately at the Funivie Col Alto ticket office at the gondola. Beginners who stay on the Kinderland nursery slope don\u2019t need one.</p>',
        ],
        [
          'Do I get a refund if I am ill or injured?',
          '<p>Yes, lessons missed because of illness or injury are refunded if you bring a medical certificate.</p>',
        ],
        [
          'Do I need insurance?',
          '<p>By Italian law everyone skiing on the pistes must have third-party liability insurance; you can buy it with your lift pass. Accident insurance for students is not included in our prices.</p>',
        ],
        [
          'Where do we meet?',
          '<p>Private lessons and adult courses: the ski school hut at Plan de Mezo, at the top of the gondola. Beginners: Kinderland Sorafonte, next to the office.</p>',
        ],
        [
          'How can I pay?',
          '<p>Cash, debit cards, Visa and Mastercard at the office; the deposit can also be paid by bank transfer or by card when you book online. We do not accept American Express.</p>',
        ],
        [
          'Can parents watch?',
          '<p>Of course, from the Kinderland terrace or from the side of the piste. Please don\u2019t follow the group down the slopes: the children get distracted.</p>',
        ],
        ['How old do you have to be?', '<p>Private lessons from age 3, group courses from age 4.</p>'],
        [
          'How do I book?',
          '<p>Online, by phone, on WhatsApp or at the office. Book private lessons for the high season well in advance.</p>',
        ],
      ]),
    ),
  },
  {
    path: '/en/contact',
    lang: 'en',
    title: 'Contact',
    description: 'Contact Scuola Sci Col Alto: address, phone, WhatsApp, email and enquiry form.',
    itemid: 316,
    view: 'contact',
    body: contactView(
      'en',
      'Contact',
      'Scuola Sci Col Alto – Office and rental',
      ['Address', 'Email', 'Phone', 'Mobile'],
      'Italy',
      `<p>Our office is next to the Col Alto gondola, upstairs from the rental shop.</p>
<p>Phone: ${COLALTO_PHONE}<br>WhatsApp: ${COLALTO_WHATSAPP} (messages only, we can\u2019t take calls on WhatsApp)<br>Email: ${COLALTO_EMAIL}</p>`,
      'Send us a message',
      convertForm(
        [
          ['nome', 'Full name', 'text', 'e.g. Anna Smith'],
          ['email', 'Email', 'email', 'Your email'],
          ['telefono', 'Phone / WhatsApp', 'tel', '+44 …'],
          ['richiesta', 'Your enquiry is about', 'select', 'Choose…'],
          ['date', 'Dates of your stay', 'text', 'e.g. 27/12 – 3/1'],
          ['persone', 'People, ages and level', 'text', 'e.g. 2 adult beginners, 1 child aged 6'],
          ['messaggio', 'Message', 'textarea', 'Type your question here'],
        ],
        [
          'Private lesson',
          'Group course',
          'Kinderclub / Baby club',
          'Freeride / ski touring',
          'Rental',
          'Other',
        ],
        'I have read the <a href="/privacy-policy" target="_blank">privacy policy</a> (in Italian) and agree to the processing of my data.',
        'Send',
        'Thank you! We have received your message and will get back to you soon.',
      ),
    ),
  },
];
