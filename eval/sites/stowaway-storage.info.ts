import {
  accordion,
  card,
  esc,
  facts,
  grid,
  h1,
  h2,
  kicker,
  lead,
  mod,
  p,
  type StowPage,
  SW_BUSINESS_EMAIL,
  SW_EMAIL,
  SW_PHONE,
  section,
  small,
  split,
  UI,
} from './stowaway-storage.layout.ts';

/** `src/pages/faq.js`: four react-accessible-accordion groups, every answer in a `hidden` panel. */
const faq: StowPage = {
  path: '/faq',
  title: 'Frequently asked questions',
  description:
    'Answers to common questions about storing with Stowaway in Bristol: booking, ID, access, PINs, security, paying, notice and more.',
  component: 'src/pages/faq.js',
  body: [
    section([kicker('Help'), h1('Frequently asked questions')]),
    section([
      h2('Renting a unit'),
      accordion(
        [
          [
            'How do I book a unit?',
            [
              `Book online from our [prices page](/unit-sizes-and-prices/), call us on ${SW_PHONE} or come to reception at St Philips. If the size you want is free, you can move in the same day.`,
            ],
          ],
          [
            'What do I need to bring on move-in day?',
            [
              'Photo ID (a passport or driving licence) and a proof of address dated in the last 3 months, such as a utility bill or bank statement.',
              'And a padlock: bring your own disc padlock or buy one from us.',
            ],
          ],
          ['Is there a minimum stay?', ['Yes, 2 weeks. After that you can stay as long as you like.']],
          [
            'Can I move to a bigger or smaller unit?',
            ['Yes, at any time and free of charge, as long as we have the size you need free.'],
          ],
          [
            'Can I look at a unit before I book?',
            ['Of course. Pop into reception during office hours and we’ll show you round.'],
          ],
        ],
        'rent',
      ),
      h2('Access & security'),
      accordion(
        [
          [
            'Do I need to tell you before I visit my unit?',
            [
              'No. Come whenever the gate is open: 6am – 10pm at St Philips and 7am – 8pm at the Brislington yard. There’s no need to book.',
            ],
          ],
          [
            'Can someone else get into my unit?',
            [
              'Only people you name as authorised users on your agreement. Each of them gets their own PIN; you’ll still need to give them a key to your padlock.',
            ],
          ],
          [
            'I’ve forgotten my PIN. What do I do?',
            [
              'Call the office during office hours and we’ll reset it once we’ve checked your ID. We can’t reset PINs when the office is closed.',
            ],
          ],
          [
            'How secure are your stores?',
            [
              'Both sites have 24-hour CCTV and PIN-controlled gates. At St Philips every unit door has its own alarm.',
            ],
          ],
        ],
        'access',
      ),
      h2('What you store'),
      accordion(
        [
          [
            'Are the units heated?',
            [
              'No. St Philips is dry and ventilated but not heated or climate-controlled, and containers get cold in winter. Keep things off the floor on pallets and use moisture absorbers for anything that could suffer from damp.',
            ],
          ],
          [
            'Is there electricity in the units?',
            [
              'No, there are no power sockets in the units or the containers. The corridors at St Philips have motion-sensor lights; bring a torch for a container on a winter evening.',
            ],
          ],
          [
            'Can I store a car or motorbike?',
            [
              'Not at St Philips. At the Brislington yard you can keep a car or motorbike in a 20ft container, with the battery disconnected.',
            ],
          ],
          [
            'Can I store stock for my business?',
            ['Yes: see [business storage](/business-storage/). We can sign for your deliveries too.'],
          ],
        ],
        'store',
      ),
      h2('Paying & leaving'),
      accordion(
        [
          ['How do I pay?', ['Every 4 weeks, by card or Direct Debit. We don’t take cash.']],
          ['Do you charge a deposit?', ['No. There’s no deposit and no admin fee.']],
          [
            'How much notice do I need to give when I leave?',
            [
              '14 days. Tell us by email or at reception; you pay up to the end of your notice, then we refund anything you’ve paid beyond it.',
            ],
          ],
          [
            'What happens if I pay late?',
            [
              'We’ll remind you first. If a payment is 7 days late we add a £15 late payment fee, and your PIN stops working until you’ve paid.',
            ],
          ],
          [
            'Do you have a van, or can you collect my things?',
            [
              'No, we don’t have vans. Our partner [Redland Removals](/removals/) can bring your things to us, with 10% off for Stowaway customers.',
            ],
          ],
        ],
        'pay',
      ),
    ]),
  ].join(''),
};

const field = (label: string, control: string) =>
  `<div class="${mod('contact', 'field')}"><label>${esc(label)}${control}</label></div>`;

/** `src/pages/contact.js`: the details and a Netlify form (the hidden `form-name` input, the honeypot). */
const contact: StowPage = {
  path: '/contact',
  title: 'Contact us',
  description: `Call Stowaway Self Storage on ${SW_PHONE}, email ${SW_EMAIL} or send us a message. We reply within one working day.`,
  component: 'src/pages/contact.js',
  body: [
    section([
      kicker('Contact'),
      h1('Get in touch'),
      lead('Questions, quotes or bookings: we’re happy to help.'),
    ]),
    section(
      [
        split(
          [
            facts([
              ['Phone', `[${SW_PHONE}](tel:+441174960582)`],
              ['Email', `[${SW_EMAIL}](mailto:${SW_EMAIL})`],
              ['Business team', `[${SW_BUSINESS_EMAIL}](mailto:${SW_BUSINESS_EMAIL})`],
              [
                'Office',
                'Monday to Friday 9am – 5.30pm (Thursday until 7.30pm), Saturday 9am – 4pm, at [St Philips](/locations/#st-philips)',
              ],
            ]),
            p('We answer emails and messages from this form within one working day.'),
          ],
          [
            `<form name="contact" method="post" action="/thank-you/" data-netlify="true" netlify-honeypot="bot-field" class="${mod('contact', 'form')}"><input type="hidden" name="form-name" value="contact"/><p hidden=""><label>Don’t fill this out: <input name="bot-field"/></label></p>${field(
              'Your name',
              '<input type="text" name="name" required=""/>',
            )}${field('Email', '<input type="email" name="email" required=""/>')}${field(
              'Phone (optional)',
              '<input type="tel" name="phone"/>',
            )}${field(
              'Which store?',
              '<select name="store"><option value="st-philips">St Philips</option><option value="brislington">Brislington Container Yard</option><option value="filton">Filton waiting list</option></select>',
            )}${field(
              'What size are you after?',
              '<select name="size"><option value="">Not sure yet</option><option>10 sq ft locker</option><option>25 sq ft</option><option>35 sq ft</option><option>50 sq ft</option><option>75 sq ft</option><option>100 sq ft</option><option>150 sq ft</option><option>200 sq ft</option><option>Container</option></select>',
            )}${field('Message', '<textarea name="message" rows="5"></textarea>')}<div class="${mod('contact', 'consent')}"><label><input type="checkbox" name="consent" required=""/> I agree to Stowaway storing my details to reply to me, as set out in the <a href="/privacy-policy/">privacy policy</a>.</label></div><button type="submit" class="${UI('Button')}">Send message</button></form>`,
          ],
        ),
      ],
      { tone: 'sand' },
    ),
  ].join(''),
};

const stars = (n: number) =>
  `<div class="${UI('Stars')}" aria-label="${n} out of 5 stars">${'★'.repeat(n)}${'☆'.repeat(5 - n)}</div>`;

const review = (name: string, date: string, n: number, text: string, reply?: string) =>
  card({
    title: name,
    body: [
      stars(n),
      small(date),
      p(text),
      ...(reply ? [`<div class="${UI('Reply')}"><strong>Reply from Stowaway</strong>${p(reply)}</div>`] : []),
    ],
  });

/** `src/pages/reviews.js`: the rating and reviews picked from Google. */
const reviews: StowPage = {
  path: '/reviews',
  title: 'Reviews',
  description: 'What our customers say about Stowaway Self Storage in Bristol. Rated 4.8 out of 5 on Google.',
  component: 'src/pages/reviews.js',
  body: [
    section([
      kicker('Reviews'),
      h1('What our customers say'),
      lead('Rated **4.8 out of 5** from 612 Google reviews.'),
    ]),
    section(
      [
        grid(
          review(
            'Hannah R.',
            'October 2026',
            5,
            'Moved in on a Thursday evening after work thanks to the late opening. Spotless units, and the trolleys were right by the loading bay.',
          ),
          review(
            'Tom B.',
            'September 2026',
            5,
            'Great for our building firm: a 20ft container at Brislington that we can get into from 7am.',
          ),
          review(
            'Priya S.',
            'July 2026',
            5,
            'Used the student deal with two of my flatmates. Dead easy, and the free boxes were a nice touch.',
          ),
          review(
            'Gareth L.',
            'May 2026',
            4,
            'Good, clean storage. One of the lifts was out of action on a Saturday so we had to queue for the other one.',
            'Sorry about that, Gareth. Both lifts were serviced in June.',
          ),
          review(
            'Dan K.',
            'January 2026',
            5,
            'Redland Removals brought everything straight to our unit and the 10% off saved us a few quid.',
          ),
          review(
            'Sophie M.',
            'March 2023',
            5,
            '£11.95 a week for my 25 sq ft unit and half price for the first month. Friendly staff too.',
          ),
        ),
        small('Reviews are copied from our Google Business Profile with the reviewers’ first names.'),
      ],
      { tone: 'sand' },
    ),
  ].join(''),
};

export const stowInfoPages: StowPage[] = [faq, contact, reviews];
