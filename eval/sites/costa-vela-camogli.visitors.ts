import {
  button,
  buttons,
  callout,
  cols,
  eyebrow,
  facts,
  faq,
  figure,
  h1,
  h2,
  h3,
  lead,
  p,
  section,
  small,
  subtitle,
  title,
  ul,
  VELA_EMAIL,
  VELA_PHONE,
  VELA_PHONE_HREF,
  VELA_WHATSAPP,
  VELA_WHATSAPP_HREF,
  type VelaPage,
} from './costa-vela-camogli.layout.ts';

const faqItems: [string, string[]][] = [
  [
    'Do I need to be able to swim?',
    [
      'For the boat trips you don’t need to know how to swim: we have life jackets for everyone, including small children.',
      'For the courses you must be able to swim at least 25 metres and float in a life jacket.',
    ],
  ],
  [
    'Can small children come on the boat trips?',
    [
      'Yes, from 1 year old: we have life jackets from 10 kg. Children under 3 travel free. Reduced prices are on <a href="/en/boat-trips">Boat trips</a>.',
    ],
  ],
  [
    'Can I bring my dog?',
    [
      'Dogs are not allowed on shared trips. On a private boat small dogs (up to 10 kg) are welcome: bring a bowl and a towel.',
    ],
  ],
  ['Is there a toilet on board?', ['Yes, Maestrale has two toilets. The dinghies and the First 25 don’t.']],
  [
    'I get seasick. Any advice?',
    [
      'The sea in the Golfo Paradiso is usually calmer in the morning. If you take medicine, take it an hour before departure. On board, stay in the middle of the boat and look at the horizon.',
    ],
  ],
  [
    'Do you sell gift vouchers?',
    [
      'Yes, for every trip and course. Gift vouchers are valid for 12 months from the date of purchase and can be used for any available date; they are not refundable.',
      'Buy them at the office or by writing to us, and we send them as a PDF.',
    ],
  ],
  [
    'What should I bring on a boat trip?',
    [
      'Swimsuit and towel, sun cream, a hat, sunglasses and a sweatshirt or windproof jacket for the way back. On board you go barefoot or wear shoes with light soles: no heels.',
    ],
  ],
  [
    'How do I pay?',
    ['Online by card when you book. At the office we take cards (Visa, Mastercard, Maestro) and cash.'],
  ],
  [
    'Is there food on board?',
    [
      'On the San Fruttuoso trip we offer water; on the sunset aperitivo focaccia di Recco and prosecco (or a soft drink). On A day in Portofino you have lunch ashore at your own expense. Tell us about allergies when you book.',
    ],
  ],
  ['Can I smoke on board?', ['No, smoking is not allowed on board, e-cigarettes included.']],
];

/** The English weather policy, FAQ, directions and contact, and the two English-only visitor pages. */
export const velaVisitorPages: VelaPage[] = [
  {
    path: '/en/weather-and-cancellations',
    lang: 'en',
    title: 'Weather & cancellations',
    description:
      'What happens when the weather is bad, when we cancel a trip, refunds and date changes, and the rules if you cancel.',
    alternate: '/meteo-e-cancellazioni',
    body: [
      section([
        h1('Weather &amp; cancellations'),
        lead(
          'The sea has the last word. Here is how we decide whether to go out, how we tell you and what happens to your money.',
        ),
      ]),
      section([
        title('When we go out and when we don’t'),
        p(
          'We cancel trips when the forecast wind is over 25 knots or the sea is over force 5, and always when Liguria’s Civil Protection issues an orange or red weather warning. For dinghy courses the limit is 18 knots.',
        ),
        p(
          'Rain alone is not a reason to cancel: we sail in light rain. The skipper always has the final say.',
        ),
        p(
          'We let you know by WhatsApp or text message **by 8:00** for morning outings and **by 12:00** for afternoon and sunset outings.',
        ),
      ]),
      section(
        [
          h2('If we cancel'),
          ul(
            '**Trips and private boat:** you choose between a full refund, within 7 working days, and a free change of date. The voucher for the new date is valid for 12 months.',
            '**Courses:** days lost to the weather are made up on another date in the same season. If that is not possible, we refund €78 for each lost day of the beginners’ course (€108 for the advanced course).',
          ),
        ],
        'sea',
      ),
      section([
        h2('If you cancel'),
        subtitle('Shared trips'),
        ul(
          'more than 7 days before: full refund;',
          'from 7 to 3 days before: 50% refund;',
          'less than 3 days (72 hours) before, or if you don’t show up: no refund. You can give your place to someone else if you tell us by the evening before.',
        ),
        subtitle('Private boat'),
        p(
          'You pay a 30% deposit when you book. If you cancel more than 14 days before, we return the deposit; within 14 days we keep the deposit, but you can move the date once.',
        ),
        subtitle('Courses'),
        ul(
          'more than 30 days before: refund minus €50 admin fee;',
          'from 30 to 15 days before: 50% refund;',
          'less than 15 days before: no refund, but you can send someone else in your place.',
        ),
        callout(
          p(
            'If you decide not to come because of the forecast but we do go out, the cancellation rules above apply.',
          ),
        ),
      ]),
    ].join(''),
  },
  {
    path: '/en/faq',
    lang: 'en',
    title: 'FAQ',
    description:
      'Frequently asked questions about boat trips, sailing courses, children, dogs, payment and gift vouchers.',
    alternate: '/faq',
    body: [
      section([
        h1('Frequently asked questions'),
        p(
          `Can’t find your answer? Message us on <a href="${VELA_WHATSAPP_HREF}">WhatsApp</a> or write to <a href="mailto:${VELA_EMAIL}">${VELA_EMAIL}</a>.`,
        ),
        faq(faqItems),
        small('Visiting from abroad? See also <a href="/en/practical-info">Practical info</a>.'),
      ]),
    ].join(''),
  },
  {
    path: '/en/getting-here',
    lang: 'en',
    title: 'Getting here',
    description:
      'How to reach the Costa Vela sailing base in the harbour of Camogli: meeting point, train, car, discounted parking and accessibility.',
    alternate: '/dove-siamo',
    body: [
      section([
        h1('Getting here'),
        cols(
          [
            p(
              'Our sailing base is at **Calata Porto 6**, in the harbour of Camogli, below the colourful houses of the seafront. The office is the blue cabin next to the Harbour Master’s office.',
            ),
            subtitle('Meeting point'),
            ul(
              '**Boat trips:** at pontoon C (the floating pontoon), at the end of Calata Porto, 20 minutes before departure.',
              '**Courses and hire:** at the sailing base, 15 minutes before the start.',
            ),
          ],
          [
            `<div class="aspect-video overflow-hidden rounded-2xl"><iframe title="Map" src="https://maps.example/embed?q=Calata+Porto+6+Camogli&amp;z=16" class="h-full w-full" loading="lazy" allowfullscreen></iframe></div>`,
          ],
        ),
      ]),
      section(
        [
          cols(
            [
              h2('By train'),
              p(
                'Camogli-San Fruttuoso station is on the Genoa–La Spezia line: about 35 minutes from Genova Brignole. From the station to the harbour it is 8 minutes on foot, downhill, down the steps of Via XX Settembre.',
              ),
            ],
            [
              h2('By car'),
              p(
                'A12 motorway, exit Recco, then 6 km towards Camogli. The town centre and the harbour are a limited traffic zone (ZTL): you cannot drive down to the base.',
              ),
            ],
          ),
        ],
        'sea',
      ),
      section([
        h2('Parking'),
        p(
          'The most convenient car park is **Parcheggio Il Boschetto**, a 10-minute walk from the harbour: it costs €18 a day, but with the voucher we send with your booking you pay €12 a day. In July and August it is full by 9:30.',
        ),
        h2('Accessibility'),
        p(
          'The sailing base is at street level and accessible. Maestrale, however, is not accessible to wheelchairs: to get on board you step over the guardrail, a step of about 60 cm. Please write to us before booking.',
        ),
      ]),
    ].join(''),
  },
  {
    path: '/en/contact',
    lang: 'en',
    title: 'Contact',
    description: 'Phone, WhatsApp, email and contact form of Costa Vela Camogli.',
    alternate: '/contatti',
    body: [
      section([
        h1('Contact us'),
        cols(
          [
            p(`Phone: <a href="${VELA_PHONE_HREF}">${VELA_PHONE}</a>`),
            p(`WhatsApp: <a href="${VELA_WHATSAPP_HREF}">${VELA_WHATSAPP}</a>`),
            p(`Email: <a href="mailto:${VELA_EMAIL}">${VELA_EMAIL}</a>`),
            callout(
              p(
                'From November to mid-March the office phone is off: write to us by email or WhatsApp, we reply within 2 working days.',
              ),
            ),
          ],
          [
            `<form class="flex flex-col gap-4 rounded-2xl border border-slate-200 p-6" action="https://formspree.example/f/xkgwqzpl" method="POST"><label class="flex flex-col gap-1 text-sm font-medium">Name<input name="name" required class="rounded-lg border border-slate-300 px-3 py-2"/></label><label class="flex flex-col gap-1 text-sm font-medium">Email<input type="email" name="email" required class="rounded-lg border border-slate-300 px-3 py-2"/></label><label class="flex flex-col gap-1 text-sm font-medium">I’m interested in<select name="interest" class="rounded-lg border border-slate-300 px-3 py-2"><option>Boat trip</option><option>Private boat</option><option>Sailing course</option><option>Kids’ summer camp</option><option>Boat hire</option><option>Shore Sail (cruise)</option></select></label><label class="flex flex-col gap-1 text-sm font-medium">Message<textarea name="message" rows="5" class="rounded-lg border border-slate-300 px-3 py-2"></textarea></label><button type="submit" class="rounded-full bg-orange-500 px-5 py-2.5 text-sm font-semibold text-white">Send</button></form>`,
          ],
        ),
      ]),
    ].join(''),
  },
  {
    path: '/en/cruise-passengers',
    lang: 'en',
    title: 'Cruise passengers: a day of sailing from Genoa',
    description:
      'In port in Genoa for the day? How to reach Camogli from the cruise terminal, the Shore Sail private trip and our guarantee if your ship changes plans.',
    body: [
      section([
        eyebrow('Cruise guests'),
        h1('In Genoa for the day? Come sailing'),
        lead(
          'Camogli is one of the easiest escapes from the cruise terminal in Genoa: a short train ride, a fishing village straight out of a postcard and the sea of the Portofino headland.',
        ),
      ]),
      section(
        [
          cols(
            [
              h2('From the ship to Camogli'),
              p(
                'The cruise terminal (Stazione Marittima) is a 10-minute walk from Genova Piazza Principe station. Regional trains to Camogli-San Fruttuoso take 30 to 40 minutes and run about every 30 minutes. From Camogli station to our pontoon it is an 8-minute walk downhill.',
              ),
              p(
                'If your ship anchors off Santa Margherita or Portofino, take the ferry to Camogli instead: ask us for the timetable of the day.',
              ),
            ],
            [figure('shore-sail.jpg', 'Cruise guests sailing off Camogli')],
          ),
        ],
        'sea',
      ),
      section([
        h2('Shore Sail'),
        p(
          'A 3-hour private sail on Maestrale made for cruise guests, from 10:00 to 13:00, for up to 6 guests: **€420** for the boat. We wait up to 30 minutes if your train is late.',
        ),
        p(
          'If your ship skips Genoa or changes its schedule, send us the cruise line’s notice and you get a full refund.',
        ),
        p(
          'Our shared trips don’t wait: the San Fruttuoso trip leaves at 9:30 sharp, and if you miss it the normal cancellation rules apply.',
        ),
        callout(
          p('Please book at least 48 hours ahead and pay online by card. We can’t accept US dollars.'),
          p('Always allow at least 2 hours between the end of your trip and your all-aboard time.'),
        ),
        buttons(
          button('Ask for the Shore Sail', '/en/contact'),
          button('Shared boat trips', '/en/boat-trips', 'ghost'),
        ),
      ]),
    ].join(''),
  },
  {
    path: '/en/practical-info',
    lang: 'en',
    title: 'Practical info for visitors from abroad',
    description:
      'Languages, payment, tipping, health self-declaration, club membership, emergency numbers and other practical information for foreign visitors.',
    body: [
      section([
        h1('Practical info for visitors from abroad'),
        lead('A few things our guests from abroad ask us every summer.'),
        facts([
          ['Languages', 'Italian, English, French, German'],
          ['Emergency', '112 · Coast Guard 1530'],
          ['Season', '13 March – 31 October 2027'],
          ['Closed', 'Tuesdays, except July and August'],
        ]),
      ]),
      section(
        [
          h3('Languages'),
          p(
            'All our skippers and instructors speak English. Chiara also speaks French, and Marco speaks German.',
          ),
          h3('Paying'),
          p(
            'We accept Visa, Mastercard, Maestro, Apple Pay and Google Pay, and cash in euros. We don’t accept American Express.',
          ),
          h3('Tipping'),
          p('Tips are never expected in Italy. If you enjoyed the day, there is a tip jar for the crew.'),
        ],
        'sea',
      ),
      section([
        h3('Courses: membership and health'),
        p(
          'Courses require membership of our club (tesseramento) and an FIV card, which includes insurance. The fees and rules are on our Italian page <a href="/tesseramento">Tesseramento</a>.',
        ),
        p(
          'Foreign visitors on a course of up to 5 days don’t need an Italian medical certificate: you sign a health self-declaration on the first day.',
        ),
        h3('Seasickness'),
        p('We can’t give you medicines on board: bring your own seasickness tablets.'),
        h3('Water and sun'),
        p(
          'Tap water in Camogli is safe to drink: refill your bottle at the fountain at the base. In July and August the sun on the water is strong, so bring factor 50.',
        ),
        h3('Shops and lunch'),
        p(
          'Many shops in Camogli close from 12:30 to 15:30. Restaurants serve lunch from about 12:30 to 14:30.',
        ),
        h3('Airports'),
        p(
          'Genoa airport is about 30 km away: take the Volabus shuttle to Genova Brignole, then the train. Pisa airport is about 2 hours away by car.',
        ),
      ]),
    ].join(''),
  },
];
