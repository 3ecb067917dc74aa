import {
  block,
  h3,
  heading,
  iconBox,
  messageBox,
  NINFEA_EMAIL,
  NINFEA_PHONE,
  NINFEA_STREET,
  NINFEA_TOWN,
  NINFEA_WHATSAPP,
  type NinfeaPage,
  p,
  priceLine,
  priceList,
  rawHtml,
  separator,
  singleImage,
  table,
  tabs,
  textBlock,
  toggles,
  ul,
  vcButton,
  vcCol,
  vcRow,
} from './estetica-ninfea.layout.ts';

/* The English pages under /en/: home, treatments and prices, spa path, booking and cancellation, hours and
 * contact and FAQ translated from Italian (the FAQ shorter), and the guide for visitors to Padova, only in
 * English. */

const home: NinfeaPage = {
  path: '/en',
  lang: 'en',
  alternate: '/',
  title: 'Beauty centre and day spa in Padova',
  description:
    'Centro Estetico Ninfea, central Padova: facials, waxing, manicure and semi-permanent nails, massages, lash lift and a spa path with steam room and sauna.',
  body: [
    vcRow(
      [
        vcCol(
          '1/1',
          heading('Your time to unwind, in the heart of Padova', 'h2', 'center'),
          textBlock(
            '<p style="text-align: center;">A beauty centre and day spa a short walk from Piazza dei Signori: facials and body treatments, waxing, hands and feet, lash lift, massages and a small spa path with steam room and sauna.</p>',
          ),
          vcButton('Book a treatment', '/en/booking-and-cancellation'),
        ),
      ],
      true,
      'ninfea-hero',
    ),
    vcRow([
      vcCol(
        '1/1',
        messageBox(
          '<p><strong>Christmas 2026:</strong> we are open on Sunday 20 December, 10am–6pm, and close at 2pm on Christmas Eve. All holiday hours on <a href="/en/hours-and-contact">Hours &amp; contact</a>.</p>',
        ),
      ),
    ]),
    vcRow([
      vcCol(
        '1/3',
        iconBox(
          'spa',
          'Treatments',
          p(
            'Facials, waxing, manicure and semi-permanent polish, pedicure, 30, 50 and 80-minute massages, lash lift and brow lamination.',
          ),
        ),
        vcButton('Price list', '/en/treatments-and-prices'),
      ),
      vcCol(
        '1/3',
        iconBox(
          'hot-tub',
          'Spa path',
          p(
            'Steam room, Finnish sauna, experience showers and a relax room with herbal teas: 90 minutes, from €39.',
          ),
        ),
        vcButton('Discover the spa', '/en/spa'),
      ),
      vcCol(
        '1/3',
        iconBox(
          'suitcase-rolling',
          'Visiting Padova?',
          p(
            'A spa afternoon between the Scrovegni Chapel and the Basilica: how to reach us from the station.',
          ),
        ),
        vcButton('Spa day for visitors', '/en/spa-day-padova-visitors'),
      ),
    ]),
    separator(),
    vcRow([
      vcCol('1/2', singleImage('ninfea-cabina-viso.jpg', 'A treatment room at Centro Estetico Ninfea')),
      vcCol(
        '1/2',
        heading('On Via Santa Lucia since 2006'),
        textBlock(
          p(
            'Ninfea was opened in 2006 by Elena Bertin: a small, calm beauty centre where no treatment is rushed. Today we are a team of six beauty therapists, nail technicians and massage therapists.',
            'We are open Tuesday to Saturday, with a late opening on Thursdays until 9pm and no lunch break on Saturdays. Men are very welcome too: massages, facials, back and chest waxing, hands and feet.',
          ),
        ),
      ),
    ]),
  ].join('\n'),
};

const treatments: NinfeaPage = {
  path: '/en/treatments-and-prices',
  lang: 'en',
  alternate: '/trattamenti-e-prezzi',
  title: 'Treatments and prices',
  description:
    'Centro Estetico Ninfea price list: face, waxing, hands, feet, massages, lashes and brows, spa path.',
  body: [
    block(
      p(
        'All our treatments, by category. Prices include VAT; the time under each treatment is the time you spend in the treatment room.',
      ),
    ),
    vcRow([
      vcCol(
        '1/1',
        tabs('1700392298', [
          [
            'Face',
            priceList([
              priceLine('Deep cleansing facial', '€58', '60 min'),
              priceLine('Hyaluronic hydrating facial', '€68', '60 min'),
              priceLine('“Ninfea Gold” anti-ageing facial', '€85', '75 min'),
              priceLine('Enzyme peel', '€40', '30 min'),
              priceLine('Teen facial (ages 12–17)', '€42', '45 min'),
            ]),
          ],
          [
            'Waxing',
            priceList(
              [
                priceLine('Eyebrows', '€10', '15 min'),
                priceLine('Upper lip', '€6', '10 min'),
                priceLine('Underarms', '€12', '15 min'),
                priceLine('Arms', '€18', '20 min'),
                priceLine('Half leg', '€22', '30 min'),
                priceLine('Full leg', '€34', '45 min'),
                priceLine('Bikini line', '€14', '15 min'),
                priceLine('Full bikini (Brazilian)', '€25', '25 min'),
                priceLine('Full leg + bikini + underarms', '€56', '70 min'),
                priceLine('Men’s back', '€27', '30 min'),
                priceLine('Men’s chest', '€24', '25 min'),
              ],
              p('We use honey wax for the body and strip-free Brazilian wax for the bikini area and face.'),
            ),
          ],
          [
            'Hands',
            priceList([
              priceLine('Classic manicure', '€20', '30 min'),
              priceLine('Manicure with semi-permanent polish', '€32', '50 min'),
              priceLine('Semi-permanent removal', '€10', '15 min'),
              priceLine('Removal of semi-permanent done elsewhere', '€15', '20 min'),
              priceLine('Gel nail extensions', '€59', '90 min'),
              priceLine('Gel refill', '€46', '75 min'),
            ]),
          ],
          [
            'Feet',
            priceList(
              [
                priceLine('Pedicure', '€33', '45 min'),
                priceLine('Pedicure with semi-permanent polish', '€43', '60 min'),
                priceLine('Paraffin foot wrap (add-on)', '€15', '15 min'),
              ],
              p(
                'We don’t do medical pedicures: for deep corns, verrucas and ingrown toenails please see a podiatrist.',
              ),
            ),
          ],
          [
            'Massages',
            priceList(
              [
                priceLine('Relaxing massage', '€38', '30 min'),
                priceLine('Relaxing massage', '€62', '50 min'),
                priceLine('Relaxing massage', '€89', '80 min'),
                priceLine('Deep tissue massage', '€67', '50 min'),
                priceLine('Deep tissue massage', '€94', '80 min'),
                priceLine('Manual lymphatic drainage', '€70', '50 min'),
                priceLine('Hot stone massage', '€98', '80 min'),
                priceLine('Pregnancy massage (from the 4th month)', '€65', '50 min'),
                priceLine('Couples massage (price for 2 people)', '€128', '50 min'),
              ],
              p(
                'The deep tissue massage works on tight neck, shoulders and back; the relaxing massage is slow, with warm oil. Couples massages take place in our double room.',
              ),
            ),
          ],
          [
            'Lashes & brows',
            priceList(
              [
                priceLine('Lash lift', '€57', '60 min'),
                priceLine('Lash lift + tint', '€63', '70 min'),
                priceLine('Brow lamination', '€45', '45 min'),
                priceLine('Lash tint', '€16', '20 min'),
              ],
              p(
                'A lash lift lasts 6 to 8 weeks. We don’t do lash extensions: we only lift your natural lashes.',
              ),
            ),
          ],
          [
            'Spa path',
            priceList(
              [
                priceLine('Spa path, 1 person', '€39', '90 min'),
                priceLine('Spa path, 2 people', '€72', '90 min'),
                priceLine('Spa path + 50-min relaxing massage (1 person)', '€95', '140 min'),
                priceLine('Couples’ treat: spa path for 2 + 50-min couples massage', '€185', '140 min'),
                priceLine('Private spa (up to 4 people)', '€150', '120 min'),
              ],
              p(
                'All spa paths need a 20% deposit when you book. Details on the <a href="/en/spa">spa page</a>.',
              ),
            ),
          ],
        ]),
      ),
    ]),
    separator(),
    vcRow([
      vcCol(
        '1/2',
        heading('For him', 'h3'),
        textBlock(
          p(
            'Men are very welcome: facials, deep tissue massages, back and chest waxing, manicure and pedicure. No haircuts or beard trims, though: we are not a barber.',
          ),
        ),
      ),
      vcCol(
        '1/2',
        heading('Paying', 'h3'),
        textBlock(
          p(
            'At the end of your treatment, in cash, by debit or credit card or with Satispay. We don’t accept cheques or company welfare vouchers.',
          ),
        ),
      ),
    ]),
  ].join('\n'),
};

const spa: NinfeaPage = {
  path: '/en/spa',
  lang: 'en',
  alternate: '/percorso-benessere',
  title: 'Spa path: steam room and sauna',
  description:
    'The spa path at Centro Estetico Ninfea in Padova: steam room, Finnish sauna, experience showers and relax room, for 1 or 2 people.',
  body: [
    vcRow([
      vcCol(
        '2/3',
        heading('90 minutes just for you'),
        textBlock(
          p(
            'Downstairs is our small spa: a eucalyptus steam room (hammam) at 45 °C, a Finnish sauna at 85 °C, experience showers with colour therapy and a relax room with heated loungers, herbal teas and dried fruit.',
            'The spa path lasts 90 minutes. The spa is shared, with up to 6 guests per session; if you want it all to yourselves, book the <strong>Private spa</strong>, for up to 4 people for 120 minutes.',
          ),
        ),
      ),
      vcCol('1/3', singleImage('ninfea-bagno-turco.jpg', 'The steam room at Ninfea spa')),
    ]),
    vcRow([
      vcCol(
        '1/1',
        heading('Prices', 'h3'),
        priceList([
          priceLine('Spa path, 1 person', '€39', '90 min'),
          priceLine('Spa path, 2 people', '€72', '90 min'),
          priceLine('Spa path + 50-min relaxing massage (1 person)', '€95', '140 min'),
          priceLine('Couples’ treat: spa path for 2 + 50-min couples massage', '€185', '140 min'),
          priceLine('Private spa (up to 4 people)', '€150', '120 min'),
        ]),
      ),
    ]),
    separator(),
    vcRow([
      vcCol(
        '1/2',
        heading('When', 'h3'),
        textBlock(
          p(
            'The spa is open Tuesday to Friday from 2pm, last entry 5.30pm (Thursdays 7.30pm), and on Saturdays from 9.30am, last entry 4.30pm. It is closed on weekday mornings.',
            'By appointment only: we can’t take walk-ins for the spa. Please arrive 10 minutes early.',
          ),
        ),
      ),
      vcCol(
        '1/2',
        heading('What to bring', 'h3'),
        textBlock(
          p(
            'Just your swimwear: we provide a bathrobe, towels and slippers. The changing rooms have lockers with keys, showers, hairdryers and shower gel.',
            'Swimwear is required in the sauna too. Please keep your phone switched off in the relax room.',
          ),
        ),
      ),
    ]),
    block(
      h3('Who can use the spa'),
      ul(
        'Minimum age 16; 16 and 17-year-olds only with an adult.',
        'If you are pregnant, the sauna and steam room are not allowed: you can book our pregnancy massage instead, after the third month.',
        'If you have high blood pressure, heart or circulation problems, please check with your doctor first.',
      ),
      h3('Booking and deposit'),
      p(
        'We ask for a 20% deposit when you book a spa path. Free cancellation up to 24 hours before; after that the deposit is not refunded. All the rules on <a href="/en/booking-and-cancellation">Booking &amp; cancellation</a>.',
      ),
      p('Please note: the spa is in the basement, down a flight of 16 steps; there is no lift.'),
    ),
  ].join('\n'),
};

const ualaWidgetEn = `<div class="uala-widget" id="uala-widget-38214" data-venue-id="38214" data-lang="en" data-theme="light"><div class="uala-widget__frame"><iframe src="https://widget.uala.test/venues/38214/booking?lang=en&amp;embed=1" title="Book online with Uala" width="100%" height="640" loading="lazy" style="border:0;min-height:640px"></iframe></div><noscript>To book online please enable JavaScript or call us.</noscript><script src="https://widget.uala.test/embed/v3/loader.js" async></script></div>`;

const booking: NinfeaPage = {
  path: '/en/booking-and-cancellation',
  lang: 'en',
  alternate: '/prenotazioni-e-disdette',
  title: 'Booking and cancellation',
  description:
    'How to book at Centro Estetico Ninfea: phone, WhatsApp or online. Spa deposit, cancellations, late arrivals and payment.',
  body: [
    vcRow([
      vcCol(
        '1/3',
        iconBox('phone', 'By phone', p(`Call us on <strong>${NINFEA_PHONE}</strong> during opening hours.`)),
      ),
      vcCol(
        '1/3',
        iconBox(
          'whatsapp',
          'On WhatsApp',
          p(
            `Message us on <strong>${NINFEA_WHATSAPP}</strong>: we reply within the working day (messages sent on Sunday or Monday get an answer on Tuesday morning).`,
          ),
        ),
      ),
      vcCol(
        '1/3',
        iconBox(
          'calendar-check',
          'Online',
          p('With the calendar below, 24/7: see free slots straight away and get a text to confirm.'),
        ),
      ),
    ]),
    block(
      p(
        'Emails are not treated as bookings: to make an appointment please call, WhatsApp us or use the online calendar.',
      ),
    ),
    vcRow([
      vcCol(
        '1/1',
        heading('Book online', 'h3'),
        rawHtml(ualaWidgetEn),
        textBlock(
          h3('Spa deposit'),
          p(
            'For spa paths (including couples and private spa) we ask for a 20% deposit when you book. We send you a payment link by WhatsApp or text, to be paid by the end of the day: without the deposit the booking is not confirmed.',
            'For example, for a spa path for 2 people (€72) the deposit is €14.40. We don’t ask for a deposit for other treatments.',
          ),
          h3('Cancelling or moving an appointment'),
          p(
            'You can cancel or move an appointment free of charge up to 24 hours before. If you cancel with less than 24 hours’ notice or don’t turn up, the full price of the treatment is charged: with a package the session is deducted, and for spa paths the deposit is not refunded.',
          ),
          h3('Running late?'),
          p(
            'If you arrive more than 15 minutes late, your treatment will be shortened so as not to keep the next client waiting, and the full price still applies.',
          ),
          h3('Payment'),
          p(
            'You pay at the centre after your treatment: cash, debit cards, credit cards (Visa, Mastercard, Maestro) and Satispay. We don’t accept cheques or company welfare vouchers (Edenred, Pluxee and the like).',
          ),
        ),
      ),
    ]),
  ].join('\n'),
};

const gmaps = `<div class="wpb_gmaps_widget wpb_content_element"><div class="wpb_wrapper"><div class="wpb_map_wraper"><iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2801.3!2d11.8771!3d45.4079!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x477eda5!2sCentro%20Estetico%20Ninfea!5e0!3m2!1sen!2sit" width="600" height="380" style="border:0;" allowfullscreen="" loading="lazy" referrerpolicy="no-referrer-when-downgrade"></iframe></div></div></div>`;

const hours: NinfeaPage = {
  path: '/en/hours-and-contact',
  lang: 'en',
  alternate: '/orari-e-contatti',
  title: 'Hours and contact',
  description:
    'Opening hours of Centro Estetico Ninfea in Padova, Christmas 2026 hours, summer closure 2027, how to get here, ZTL and parking.',
  body: [
    vcRow([
      vcCol(
        '1/2',
        heading('Opening hours', 'h3'),
        textBlock(
          table(
            ['Day', 'Hours'],
            [
              ['Monday', 'closed'],
              ['Tuesday', '9.30am–7pm'],
              ['Wednesday', '9.30am–7pm'],
              ['Thursday', '9.30am–9pm'],
              ['Friday', '9.30am–7pm'],
              ['Saturday', '9am–6pm (open through lunch)'],
              ['Sunday', 'closed'],
            ],
          ),
          p(
            'The spa path opens Tuesday to Friday from 2pm and on Saturdays from 9.30am (last entry 5.30pm, Thursdays 7.30pm, Saturdays 4.30pm).',
          ),
        ),
      ),
      vcCol(
        '1/2',
        heading('Contact', 'h3'),
        textBlock(
          p(
            `<strong>Centro Estetico Ninfea</strong><br>${NINFEA_STREET}<br>${NINFEA_TOWN}`,
            `Phone: ${NINFEA_PHONE}<br>WhatsApp: ${NINFEA_WHATSAPP}<br>Email: <a href="mailto:${NINFEA_EMAIL}">${NINFEA_EMAIL}</a>`,
            'We answer the phone during opening hours and WhatsApp messages within the working day.',
          ),
        ),
      ),
    ]),
    vcRow([
      vcCol(
        '1/1',
        messageBox(
          `<h4>Christmas 2026 opening hours</h4>${table(
            ['Day', 'Hours'],
            [
              ['Sunday 20 December', '10am–6pm (special opening)'],
              ['Thursday 24 December', '9am–2pm'],
              ['Friday 25 and Saturday 26 December', 'closed'],
              ['Thursday 31 December', '9am–4pm'],
              ['Friday 1 and Saturday 2 January 2027', 'closed'],
              ['Wednesday 6 January', 'closed'],
            ],
          )}<p>The spa path is closed on 24 and 31 December. Normal hours on all other days.</p>`,
        ),
        textBlock(
          h3('Summer closure 2027'),
          p(
            'We are closed for the summer holidays from Tuesday 10 to Saturday 21 August 2027 inclusive, and reopen on Tuesday 24 August.',
          ),
        ),
      ),
    ]),
    separator(),
    vcRow([
      vcCol(
        '1/1',
        heading('Getting here', 'h3'),
        gmaps,
        textBlock(
          p(
            'We are at Via Santa Lucia 32, a 3-minute walk from Piazza dei Signori. The nearest tram stop is Ponti Romani (SIR1 line).',
            '<strong>ZTL:</strong> Via Santa Lucia is inside the historic centre’s limited traffic zone (ZTL), with camera-controlled gates active every day from 8am to 8pm. Please don’t drive up to our door: we cannot register your number plate with the City for ZTL access.',
            '<strong>Parking:</strong> the handiest car park is Garage Tadi, Via dei Tadi 9, a 5-minute walk from us: €1.80 an hour, max €14 a day. It is also open on Thursday evenings until 11pm.',
            '<strong>By bike:</strong> there is a bike rack right outside the entrance.',
          ),
        ),
      ),
    ]),
  ].join('\n'),
};

const faq: NinfeaPage = {
  path: '/en/faq',
  lang: 'en',
  alternate: '/domande-frequenti',
  title: 'FAQ',
  description: 'Answers to the questions we are asked most at Centro Estetico Ninfea, Padova.',
  body: [
    block(p('Can’t find your answer? Message us on WhatsApp or call us during opening hours.')),
    vcRow([
      vcCol(
        '1/1',
        toggles([
          [
            'Do you treat men?',
            p(
              'Of course, men are very welcome! Massages, facials, back and chest waxing, manicure and pedicure. We don’t do haircuts or beards.',
            ),
          ],
          ['What is the minimum age for the spa?', p('16. Guests aged 16 and 17 must come with an adult.')],
          [
            'I’m pregnant: can I have a massage or use the spa?',
            p(
              'During pregnancy the only massage we do is our specific pregnancy massage, after the third month (so from the 4th month). The sauna and steam room are not allowed.',
            ),
          ],
          [
            'What should I bring for the spa?',
            p('Just your swimwear. We provide a bathrobe, towels and slippers.'),
          ],
          [
            'How much notice do I need to give to cancel?',
            p(
              'At least 24 hours before your appointment; otherwise the full price of the treatment is charged.',
            ),
          ],
          [
            'What happens if I’m late?',
            p('If you are more than 15 minutes late your treatment is shortened and the full price applies.'),
          ],
          [
            'Can I just walk in?',
            p(
              'For nails, waxing and brows, if a therapist is free, yes. Massages, facials and the spa path always need a booking.',
            ),
          ],
          [
            'How can I pay?',
            p('Cash, debit and credit cards and Satispay. No cheques and no company welfare vouchers.'),
          ],
          [
            'Do you do lash extensions?',
            p('No, we only do lash lifts on your natural lashes, with or without tint.'),
          ],
          [
            'Where can I park?',
            p(
              'We are inside the ZTL: leave your car at Garage Tadi, Via dei Tadi 9, a 5-minute walk away (€1.80 an hour).',
            ),
          ],
          [
            'Do you sell gift vouchers?',
            p(
              'Yes: in the centre or as a PDF by WhatsApp. Our gift voucher page is in Italian: <a href="/buoni-regalo">Buoni regalo</a>.',
            ),
          ],
        ]),
      ),
    ]),
  ].join('\n'),
};

const visitors: NinfeaPage = {
  path: '/en/spa-day-padova-visitors',
  lang: 'en',
  title: 'Spa day for visitors to Padova',
  description:
    'Visiting Padova? How to reach Centro Estetico Ninfea from the railway station, the Padova Spa Break package, luggage and swimwear.',
  body: [
    vcRow([
      vcCol(
        '2/3',
        heading('A spa afternoon between the sights'),
        textBlock(
          p(
            'Walked all morning between the Scrovegni Chapel, the Basilica of Saint Anthony and the Palazzo della Ragione? Our spa is 3 minutes from Piazza dei Signori and 12 minutes on foot from the Scrovegni Chapel, and it’s the perfect place to rest your feet before dinner or before your train.',
            'Elena and Giulia speak English, and Giulia speaks German too.',
          ),
        ),
      ),
      vcCol('1/3', singleImage('ninfea-relax-room.jpg', 'The relax room', '2025/05')),
    ]),
    vcRow([
      vcCol(
        '1/1',
        heading('The Padova Spa Break', 'h3'),
        priceList(
          [
            priceLine(
              'Padova Spa Break: 90-minute spa path + 30-minute relaxing massage + herbal tea',
              '€75 per person',
              '2 hours',
            ),
          ],
          p(
            'Tuesday to Saturday, during spa hours (from 2pm on weekdays, from 9.30am on Saturdays). Book by WhatsApp, even on the same day if there is room: weekday afternoons are usually quieter. As for every spa booking, we ask for a 20% deposit by card link.',
            'Show your PadovaCard at reception and get 10% off the Spa Break.',
          ),
        ),
      ),
    ]),
    separator(),
    vcRow([
      vcCol(
        '1/2',
        heading('Getting here from the railway station', 'h3'),
        textBlock(
          ul(
            '<strong>Tram:</strong> take the SIR1 tram (direction Guizza) from the Stazione FS stop to Ponti Romani: 3 stops, about 6 minutes. From there it’s a 4-minute walk. Buy your ticket before boarding, at the station newsagent or in the Busitalia app.',
            '<strong>On foot:</strong> about 20 minutes (1.6 km), straight down Corso del Popolo and Corso Garibaldi.',
            '<strong>Taxi:</strong> about 5 minutes and around €12 from the taxi rank outside the station.',
          ),
          p(
            'Coming by car? The historic centre is a limited traffic zone (ZTL): park at Garage Tadi, Via dei Tadi 9 (€1.80 an hour), 5 minutes’ walk from us.',
          ),
        ),
      ),
      vcCol(
        '1/2',
        heading('Good to know', 'h3'),
        textBlock(
          ul(
            '<strong>Luggage:</strong> we can keep your suitcase or backpack at reception while you are with us, free of charge.',
            '<strong>Forgot your swimsuit?</strong> We sell disposable swimwear at reception for €8.',
            '<strong>Robe, towels and slippers</strong> are included.',
            '<strong>Closed on Sundays and Mondays:</strong> plan your spa day from Tuesday to Saturday.',
            '<strong>Payment:</strong> cards and cash; no cheques.',
          ),
        ),
      ),
    ]),
    block(vcButton('Message us on WhatsApp', 'https://wa.me/393406128854')),
  ].join('\n'),
};

export const ninfeaEnglishPages: NinfeaPage[] = [home, treatments, spa, booking, hours, faq, visitors];
