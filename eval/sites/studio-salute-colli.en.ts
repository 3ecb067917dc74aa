import {
  box,
  button,
  gap,
  h1,
  h2,
  h3,
  image,
  p,
  priceRows,
  repeater,
  rich,
  SALUTE_BOOKING,
  SALUTE_EMAIL,
  SALUTE_PHONE_INTL,
  SALUTE_WHATSAPP,
  type SalutePage,
  section,
  ul,
} from './studio-salute-colli.layout.ts';

const hoursRows = (rows: [day: string, hours: string][]) =>
  repeater(rows.map(([day, hours]) => [rich(p(`**${day}**`)), rich(p(hours))]));

/**
 * The English pages: home, services, prices, hours and contact, translated from the Italian, and a page for
 * international patients that exists only in English. The staff, first-visit, agreements and FAQ pages and
 * the service detail pages were never translated; the English menu links to them in Italian.
 */
export const saluteEnglishPages: SalutePage[] = [
  {
    path: '/en',
    lang: 'en',
    title: 'Physiotherapy, specialist visits and dentist near Bologna',
    description:
      'Private outpatient clinic in Castel dei Colli, 20 minutes from Bologna: physiotherapy, physiatry, orthopaedics, ultrasound scans, nutrition, podiatry and dentistry.',
    alternate: '/',
    body: `${section(
      [
        h1('Poliambulatorio Salute dei Colli'),
        rich(
          p(
            'Physiotherapy, specialist visits, |ultrasound scans and dentistry |in Castel dei Colli, 20 minutes from Bologna.',
            'font_5',
          ),
          gap(),
          p(
            'Since 2009 we have been looking after |people living in the hills south of Bologna |– and, more and more, |visitors from abroad. |English-speaking patients are welcome: |see our page for <a href="/en/international-patients">international patients</a>.',
          ),
        ),
        button('Book online', SALUTE_BOOKING, true),
      ],
      [image('ingresso-poliambulatorio.jpg', 'Entrance of Poliambulatorio Salute dei Colli')],
    )}
${section(
  [
    box(
      h3('Physiotherapy'),
      rich(p('Manual therapy, |exercise therapy, |rehabilitation after surgery |and physical therapies.')),
      button('Services', '/en/servizi'),
    ),
  ],
  [
    box(
      h3('Ultrasound scans'),
      rich(
        p(
          'Musculoskeletal, abdominal |and thyroid ultrasound, |with the report handed to you straight away.',
        ),
      ),
      button('Services', '/en/servizi'),
    ),
  ],
  [
    box(
      h3('Dentistry'),
      rich(p('Professional cleaning, |fillings, implants |and orthodontics for adults and children.')),
      button('Services', '/en/servizi'),
    ),
  ],
)}`,
  },
  {
    path: '/en/servizi',
    lang: 'en',
    title: 'Services',
    description:
      'Physiotherapy, physiatry, orthopaedics, ultrasound scans, nutrition, podiatry and dentistry at Poliambulatorio Salute dei Colli.',
    alternate: '/servizi',
    body: `${section([
      h1('Our services'),
      rich(
        p(
          'We are a private healthcare facility |licensed by the Municipality of Castel dei Colli. |You don’t need a referral from your family doctor (GP) |to book a private visit.',
        ),
      ),
    ])}
${section(
  [
    h2('Physiotherapy and rehabilitation'),
    rich(
      p(
        'Manual therapy, |exercise therapy, |rehabilitation after surgery, |Tecar therapy, shockwave therapy, |laser therapy and massage. |Every session lasts 45 minutes |and is one-to-one.',
      ),
      p(
        '**Home physiotherapy:** |if you can’t leave home, |for example after an operation, |our physiotherapist comes to you. |Details (in Italian) on the <a href="/servizi/fisioterapia">physiotherapy page</a>.',
      ),
    ),
  ],
  [
    h2('Specialist visits'),
    rich(
      ul(
        '**Physiatry** (physical and rehabilitation medicine) – |Dr Paolo Benassi',
        '**Orthopaedics** (knee and hip) – |Dr Alberto Righi',
        '**Nutrition** – |Dr Giulia Pancaldi: |visit and personalised diet plan',
        '**Podiatry** – |Dr Luca Ferri: |baropodometric exam (computerised foot pressure analysis) |and custom-made insoles',
      ),
    ),
  ],
)}
${section(
  [
    h2('Ultrasound scans'),
    rich(
      p(
        'Musculoskeletal, full abdominal, |thyroid and soft tissue ultrasound |with Dr Francesca Cavazza, radiologist.',
      ),
    ),
  ],
  [
    h2('Dentistry'),
    rich(
      p(
        'First visit and written estimate, |professional cleaning, |fillings, root canal treatment, |implants, clear aligners |and children’s dentistry.',
      ),
    ),
  ],
)}
${section([
  rich(
    p(
      '**Tests we do not offer.** |We do not do MRI scans, CT scans |or standard X-rays: |our front desk can tell you where to have them done nearby.',
    ),
  ),
])}`,
  },
  {
    path: '/en/prezzi',
    lang: 'en',
    title: 'Prices',
    description:
      '2026 price list of Poliambulatorio Salute dei Colli: visits, physiotherapy, ultrasound scans, dentistry.',
    alternate: '/prezzi',
    body: `${section([
      h1('Prices'),
      rich(
        p('**2026 price list**, |valid from 1 January 2026.'),
        p('Medical services are exempt from VAT. |Invoices over €77.47 |carry a €2 stamp duty.'),
        p(
          'We are not affiliated with the Italian National Health Service (SSN): |all our services are private.',
        ),
      ),
    ])}
${section([
  h2('Specialist visits'),
  priceRows([
    ['First physiatry visit', 'about 40 minutes', '€90'],
    ['Physiatry follow-up visit', 'within 6 months of the first visit', '€60'],
    ['Orthopaedic visit', '', '€120'],
    ['Joint injection', 'medicine not included', '€45'],
    ['First nutrition visit', 'with personalised diet plan', '€100'],
    ['Nutrition follow-up visit', '', '€55'],
    ['Baropodometric exam', 'computerised foot pressure analysis', '€40'],
    ['Custom-made insoles', 'per pair', 'from €140'],
  ]),
])}
${section([
  h2('Physiotherapy'),
  priceRows([
    ['One-to-one physiotherapy session', '45 minutes', '€50'],
    ['Package of 10 physiotherapy sessions', 'to be used within 3 months', '€450'],
    ['Tecar therapy', '30 minutes', '€35'],
    ['Focused shockwave therapy', 'per session', '€70'],
    ['High-power laser therapy', 'per session', '€30'],
    ['Deep tissue massage', '30 minutes', '€38'],
    ['Home physiotherapy', '60 minutes', '€65'],
  ]),
])}
${section([
  h2('Ultrasound scans'),
  priceRows([
    ['Musculoskeletal ultrasound', 'one area', '€85'],
    ['Full abdominal ultrasound', '', '€110'],
    ['Thyroid ultrasound', '', '€95'],
    ['Soft tissue ultrasound', '', '€75'],
  ]),
])}
${section([
  h2('Dentistry'),
  priceRows([
    ['First dental visit', 'with written estimate', 'free'],
    ['Professional teeth cleaning', 'scaling and polishing', '€75'],
    ['Professional whitening', '', '€250'],
    ['Filling', '', 'from €95'],
    ['Root canal treatment', '', 'from €280'],
    ['Dental implant', 'titanium implant and ceramic crown', 'from €1,450'],
    ['Clear aligners', '', 'estimate after the visit'],
  ]),
])}
${section([
  h2('Payment'),
  rich(
    p(
      'You pay at the front desk |after your appointment. |We accept cash, debit cards (bancomat), |credit cards (Visa and Mastercard) and Satispay. |**We do not accept cheques.**',
    ),
    p(
      'Our medical invoices can be claimed |as a 19% deduction on an Italian tax return, |if you pay by card, bank transfer or Satispay.',
    ),
  ),
])}`,
  },
  {
    path: '/en/orari-e-contatti',
    lang: 'en',
    title: 'Opening hours and contact',
    description:
      'Opening hours, 2026 closures, phone, email and directions to Poliambulatorio Salute dei Colli.',
    alternate: '/orari-e-contatti',
    body: `${section(
      [
        h1('Opening hours and contact'),
        h2('Opening hours'),
        hoursRows([
          ['Monday', '8:00 – 19:30'],
          ['Tuesday', '8:00 – 19:30'],
          ['Wednesday', '14:00 – 19:30 |(closed in the morning)'],
          ['Thursday', '8:00 – 19:30'],
          ['Friday', '8:00 – 19:00'],
          ['Saturday', '8:30 – 12:30 |(mornings only)'],
          ['Sunday', 'closed'],
        ]),
        rich(
          p(
            'Our front desk answers the phone |Monday to Friday 9:00–13:00 and 15:00–19:00 |(Wednesday from 15:00 only), |Saturday 9:00–12:00.',
          ),
        ),
      ],
      [
        h2('Contact'),
        rich(
          p('**Poliambulatorio Salute dei Colli**'),
          p('Via della Fornace 12, |40065 Castel dei Colli (BO), Italy'),
          p(`Phone: ${SALUTE_PHONE_INTL}`),
          p(`WhatsApp: +39 ${SALUTE_WHATSAPP} |(messages only)`),
          p(`Email: <a href="mailto:${SALUTE_EMAIL}">${SALUTE_EMAIL}</a>`),
        ),
        button('Book online', SALUTE_BOOKING, true),
      ],
    )}
${section([
  h2('Closures in 2026'),
  rich(
    ul(
      '**Summer closure:** |10 to 23 August 2026. |We reopen on Monday 24 August. |Online booking stays open during the closure.',
      'Closed on all national public holidays.',
      'Closed on 29 September, |the feast of the patron saint of Castel dei Colli.',
      'On 24 and 31 December |we are open in the morning only, |until 12:30.',
    ),
  ),
])}
${section([
  h2('Getting here'),
  rich(
    p(
      '**By car:** |from Bologna (18 km) |take the SP65 to Castel dei Colli; |we are 300 metres from the village square.',
    ),
    p(
      '**By bus:** |line 94 from Bologna bus station (Autostazione), |stop “Castel dei Colli – Fornace”, |100 metres from our entrance.',
    ),
    p(
      '**Parking:** |there is a free car park for patients |in the inner courtyard (10 spaces), |2 of them for disabled drivers next to the entrance. |If it is full, |use the free public car park in Piazza Aldo Moro, |200 metres away.',
    ),
    p(
      '**Accessibility:** |step-free entrance with a ramp; |treatment rooms and gym on the ground floor; |the dental practice is on the first floor, |reached by lift; |accessible toilet.',
    ),
  ),
])}`,
  },
  {
    path: '/en/international-patients',
    lang: 'en',
    title: 'For international patients',
    description:
      'Information for international patients and tourists: EHIC, travel insurance, invoices, English-speaking staff.',
    body: `${section([
      h1('For international patients'),
      rich(
        p(
          'Whether you live near Bologna |or are here on holiday, |you can see our doctors and physiotherapists |as a private patient. |Here is what you need to know.',
        ),
      ),
    ])}
${section(
  [
    h2('EHIC and the Italian health service'),
    rich(
      p(
        'We are a private clinic, |not part of the Italian National Health Service (SSN). |This means **we cannot accept the EHIC card** |(TEAM in Italian) |or the UK GHIC: |you pay our normal prices, |listed on our <a href="/en/prezzi">prices page</a>.',
      ),
    ),
    h2('Travel insurance'),
    rich(
      p(
        'We issue your invoice in Italian and English, |so you can claim the cost back |from your travel insurance. |You pay at the end of the visit.',
      ),
      p(
        'No Italian tax code (codice fiscale)? |No problem: |for the invoice we only need your passport number |and your home address.',
      ),
    ),
  ],
  [
    h2('English-speaking staff'),
    rich(
      ul(
        'Dr Paolo Benassi, |physiatrist and medical director',
        'Dr Chiara Zanardi, |physiotherapist',
        'Dr Giulia Pancaldi, |nutritionist',
      ),
      p(
        `Our online booking portal is in Italian only: |to book in English, |email us at ${SALUTE_EMAIL} |or send a WhatsApp message to +39 ${SALUTE_WHATSAPP}.`,
      ),
    ),
    h2('Emergencies'),
    rich(p('We are not an emergency service. |In an emergency, call 112.')),
  ],
)}
${section([
  rich(
    p(
      'Some pages of our website are in Italian only: |<a href="/staff">our team</a>, |<a href="/prima-visita">your first visit</a> |and <a href="/domande-frequenti">FAQ</a>.',
    ),
  ),
])}`,
  },
];
