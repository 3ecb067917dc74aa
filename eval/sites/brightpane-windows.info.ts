import {
  BP_ACCOUNTS_EMAIL,
  BP_COMPANY,
  BP_COMPANY_NO,
  BP_EMAIL,
  BP_PHONE,
  BP_PHONE_HREF,
  BP_POSTCODE,
  BP_STREET,
  BP_TOWN,
  BP_VAT,
  BP_WHATSAPP,
  BP_WHATSAPP_HREF,
  type BrightpanePage,
  button,
  code,
  divider,
  image,
  section,
  signupForm,
  text,
} from './brightpane-windows.layout.ts';

/*
 * Your clean day, paying, the FAQ, about us, reviews, contact, the quote page, the terms, the archived 2021 terms
 * and the privacy notice. Mailchimp Websites has no accordion, so the FAQ is text blocks down the page, each
 * question a bold line over its answer. The FAQ is the page that says the first-clean offer ended on 31 October
 * 2026. The quote page is the owner's sign-up form turned into a quote request (a postcode field added).
 *
 * The 2021 terms are still published, labelled 'ARCHIVED – Terms of service (2021)' and linked from the footer of
 * every page: the sole trader at the old address (14 Knox Grove, Harrogate HG1 3JS), cash on the day, cheques or
 * bank transfer within 28 days, a 3-month minimum and 4 weeks' notice to leave the round, one-off work cancelled
 * within 7 days charged in full, cleaning 'in all weathers except snow', missed cleans done on the following
 * round, cleaning up to four storeys with ladders, and inside cleans every third visit.
 */

const SKY = '#eaf4fa';

/* ── Your clean day ────────────────────────────────────────────────────────────────────────────────── */

const howItWorks: BrightpanePage = {
  path: '/how-it-works',
  title: 'Your clean day – how it works | Brightpane Window Cleaning',
  description: 'What happens before, on and after your window cleaning day.',
  nav: 'Window cleaning',
  sections: [
    section(
      'text',
      [
        [
          text(
            '<h1>Your clean day</h1><p>Getting your windows cleaned by us is easy – most of our customers are out at work when we call.</p>',
          ),
        ],
      ],
      { background: SKY, padding: 56 },
    ),
    section('columns', [
      [
        text(
          '<p><strong><span style="font-size:20px">1. The night before</span></strong></p><p>We text you the evening before your clean, so you know we’re coming. If you’d like to skip that clean, just text back by 6pm the day before – there’s no charge.</p>',
        ),
      ],
      [
        text(
          '<p><strong><span style="font-size:20px">2. On the day</span></strong></p><p>You don’t need to be in. We don’t need access inside your home – just leave the side gate unlocked so we can reach the back. Please keep dogs indoors on your clean day, for their sake and ours.</p>',
        ),
      ],
      [
        text(
          '<p><strong><span style="font-size:20px">3. Afterwards</span></strong></p><p>We email or text you an invoice the same day, with a link to pay. If you’re on Direct Debit there’s nothing to do. <a href="/payments">How to pay</a></p>',
        ),
      ],
    ]),
    section(
      'text',
      [
        [
          text(
            '<p><strong>What we clean</strong><br>The glass, frames and sills of every window we can reach from the ground with our poles, up to the third storey, and the glass in your doors. Conservatory sides and roof windows are extras – see our <a href="/prices">prices</a>.</p><p><strong>If the gate is locked</strong><br>We’ll clean the front and any windows we can reach, and charge half the price for that clean.</p><p><strong>If the weather stops us</strong><br>There’s no cleaning in heavy rain, high winds or below freezing. If the weather stops us, we’ll come back within 7 days (often on the Friday catch-up day) – and you’re never charged for a clean we haven’t done.</p><p><strong>Leaving the round</strong><br>There’s no contract and no notice period – just text or email us and we’ll take you off the round.</p>',
          ),
        ],
      ],
      { background: SKY },
    ),
    section('text', [[button('Get a quote', '/quote', 'primary')]]),
  ],
};

/* ── Paying ────────────────────────────────────────────────────────────────────────────────────────── */

const payments: BrightpanePage = {
  path: '/payments',
  title: 'Paying your bill | Brightpane Window Cleaning',
  description: 'How to pay for your window clean: Direct Debit, card or bank transfer.',
  nav: 'Prices',
  sections: [
    section(
      'text',
      [[text('<h1>Paying your bill</h1><p>After each clean we email or text you an invoice.</p>')]],
      { background: SKY, padding: 56 },
    ),
    section('text', [
      [
        text(
          `<p><strong>Direct Debit (easiest)</strong><br>Set up a Direct Debit through GoCardless once, and we collect each clean automatically 3 working days after we’ve been. You’ll get an email before every collection.</p><p><strong>Card</strong><br>Pay online with Visa, Mastercard, Apple Pay or Google Pay using the link on your invoice.</p><p><strong>Bank transfer</strong><br>Account name: ${BP_COMPANY}<br>Sort code: 30-94-57<br>Account number: 41268803<br>Reference: your customer number (it’s on your invoice)</p>`,
        ),
        divider(),
        text(
          `<p>Please pay within 7 days of your clean. We don’t take cash or cheques – our cleaners don’t carry money on the round.</p><p>If two cleans in a row go unpaid we’ll pause your round until the account is up to date.</p><p>Commercial customers are invoiced monthly and pay within 14 days. Questions about a bill? Email <a href="mailto:${BP_ACCOUNTS_EMAIL}">${BP_ACCOUNTS_EMAIL}</a>.</p>`,
        ),
      ],
    ]),
  ],
};

/* ── FAQ ───────────────────────────────────────────────────────────────────────────────────────────── */

const qa = (q: string, a: string) => text(`<p><strong>${q}</strong></p>${a}`);

const faq: BrightpanePage = {
  path: '/faq',
  title: 'FAQ | Brightpane Window Cleaning Harrogate',
  description: 'Rounds, clean days, weather, paying, offers and what we do and don’t do.',
  sections: [
    section(
      'text',
      [
        [
          text(
            `<h1>Frequently asked questions</h1><p>Can’t find your answer? Ring the office on ${BP_PHONE} or send us a WhatsApp.</p>`,
          ),
        ],
      ],
      { background: SKY, padding: 56 },
    ),
    section('text', [
      [
        text('<h2>Rounds and clean days</h2>'),
        qa(
          'How do I get on a round?',
          '<p>Ask for a quote on our <a href="/quote">quote page</a> or send your postcode and house type on WhatsApp. We’ll text you a price, and your first clean is usually within two weeks.</p>',
        ),
        qa(
          'Do I need to be in?',
          '<p>No. We don’t need access inside your home – just leave the side gate unlocked on your clean day. Most of our customers are at work when we call.</p>',
        ),
        qa(
          'Do you clean the inside of windows?',
          '<p>We don’t clean inside windows on homes – our domestic rounds are outside only. We do clean inside glass on shop fronts and offices.</p>',
        ),
        qa(
          'Which day will you come?',
          '<p>Each area has its own round day – see <a href="/areas">areas and round days</a>. We text you the evening before.</p>',
        ),
        qa(
          'Can I skip a clean?',
          '<p>Yes – text us by 6pm the day before and we’ll skip it, with no charge.</p>',
        ),
        qa(
          'How do I stop my cleans?',
          '<p>There’s no contract and no notice period. Text or email us and we’ll take you off the round.</p>',
        ),
        qa(
          'Do you work weekends?',
          '<p>Saturday mornings are for shop fronts only. We don’t work on Sundays.</p>',
        ),
      ],
    ]),
    section(
      'text',
      [
        [
          text('<h2>Weather</h2>'),
          qa(
            'Do you clean when it’s raining?',
            '<p>In light rain, yes – pure water leaves no spots, and the rain is cleaner than you’d think. But there’s no cleaning in heavy rain, high winds or below freezing, when the water would freeze on the glass. If the weather stops us we come back within 7 days, and you’re never charged for a clean we haven’t done.</p>',
          ),
          qa(
            'Do you clean in winter?',
            '<p>Yes, all year. From December to February we start at 9am so the frost has lifted.</p>',
          ),
        ],
      ],
      { background: SKY },
    ),
    section('text', [
      [
        text('<h2>Paying and offers</h2>'),
        qa(
          'How do I pay?',
          '<p>By Direct Debit (GoCardless), card or bank transfer, within 7 days of your clean. We don’t take cash or cheques. See <a href="/payments">paying your bill</a>.</p>',
        ),
        qa(
          'Is the 10% off your first clean offer still on?',
          '<p>No – sorry. The 10% off your first clean offer ended on 31 October 2026. Sign up to our mailing list on the <a href="/">home page</a> to hear about the next one.</p>',
        ),
        qa(
          'Why is my first clean more expensive?',
          '<p>The first clean on a new round is charged at the one-off price, because frames that haven’t been cleaned for a while take much longer. From the second clean you pay the round price.</p>',
        ),
      ],
    ]),
    section(
      'text',
      [
        [
          text('<h2>What we do (and don’t)</h2>'),
          qa(
            'How high can you reach?',
            '<p>Up to the third storey, about 10 metres. We don’t clean above the third storey.</p>',
          ),
          qa(
            'Do you jet wash driveways?',
            '<p>Not yet. Driveway and patio pressure washing starts in spring 2027, and we’re not taking bookings yet. <a href="/pressure-washing">Join the waiting list</a>.</p>',
          ),
          qa(
            'Can you fix my gutters?',
            '<p>We don’t repair, reseal or replace gutters, but we’ll photograph any problems we find so you can show a roofer.</p>',
          ),
          qa(
            'Are you insured?',
            '<p>Yes – we carry £5 million public liability insurance, and we’re members of the Federation of Window Cleaners.</p>',
          ),
          qa(
            'Do you cover York or Leeds?',
            '<p>We don’t cover York, Leeds or Wetherby. Our rounds run across Harrogate, Knaresborough, Ripon and the villages – see <a href="/areas">areas</a>.</p>',
          ),
        ],
      ],
      { background: SKY },
    ),
  ],
};

/* ── About ─────────────────────────────────────────────────────────────────────────────────────────── */

const about: BrightpanePage = {
  path: '/about',
  title: 'About us | Brightpane Window Cleaning, Harrogate',
  description: 'A family window cleaning firm in Harrogate, started by Mark Pennock in 2012.',
  sections: [
    section('imageText', [
      [
        image('mark-claire-josh-van.jpg', 'Mark, Claire and Josh Pennock with one of the vans', {
          radius: 6,
        }),
      ],
      [
        text(
          '<h1>A Harrogate family firm</h1><p>Mark Pennock started Brightpane in 2012 with a ladder, a bucket and a round of forty houses in Bilton. In 2015 he swapped the ladder for a water-fed pole and never looked back.</p><p>Today Claire runs the office, their son Josh runs the gutter and solar van, and we have a team of seven and three vans, working from our unit on Claro Road.</p>',
        ),
      ],
    ]),
    section(
      'columns',
      [
        [text('<p><strong>Insured</strong><br>£5 million public liability insurance on every job.</p>')],
        [text('<p><strong>Members</strong><br>We’re members of the Federation of Window Cleaners.</p>')],
        [
          text(
            '<p><strong>Pure water</strong><br>Filtered at our own unit and carried in 650-litre tanks on each van.</p>',
          ),
        ],
      ],
      { background: SKY },
    ),
    section('text', [
      [
        text(
          '<p><strong>Meet the team</strong><br>Mark – founder, still out on the Monday round<br>Claire – office, quotes and bookings<br>Josh – gutters, fascias, conservatory roofs and solar panels<br>Dean, Kasia, Liam and Ellie – our window cleaners</p>',
        ),
      ],
    ]),
  ],
};

/* ── Reviews ───────────────────────────────────────────────────────────────────────────────────────── */

const reviews: BrightpanePage = {
  path: '/reviews',
  title: 'Reviews | Brightpane Window Cleaning',
  description: 'What our customers in Harrogate, Knaresborough and Ripon say about us.',
  sections: [
    section('text', [[text('<h1>What our customers say</h1>', 'center')]], { background: SKY, padding: 56 }),
    section('columns', [
      [
        text(
          '<p><em>“Been with Brightpane four years now. Always turn up on the day they text, frames are spotless, and the lads are lovely with our two spaniels.”</em><br><strong>Helen R., Jennyfields</strong></p><p><em>“Our conservatory roof was green. Now we can see the sky again. Josh didn’t set a foot on it.”</em><br><strong>Martin G., Pannal</strong></p>',
        ),
      ],
      [
        text(
          '<p><em>“Josh cleared our gutters and showed us the photos from the camera – we’d never have believed how much was up there.”</em><br><strong>Andrew &amp; Sue P., Knaresborough</strong></p><p><em>“Direct Debit, a text the night before, never have to think about it. Exactly what I want.”</em><br><strong>Rachel T., Harlow Hill</strong></p>',
        ),
      ],
      [
        text(
          '<p><em>“They do our café windows every Saturday before we open. Reliable, tidy and the invoice just turns up by email.”</em><br><strong>Priya, café owner, Ripon</strong></p><p><em>“Solar panels cleaned in half an hour and the app showed the difference the next sunny day.”</em><br><strong>Graham W., Hampsthwaite</strong></p>',
        ),
      ],
    ]),
    section('text', [
      [
        code(
          '<div class="elfsight-app-3c9a61f2-7b0d-4e55-9a1c-2f8d40b6e713" data-elfsight-app-lazy></div><script src="https://static.elfsight.com/platform/platform.js" async></script><noscript>4.9 out of 5 from our customers on Google</noscript>',
        ),
      ],
    ]),
  ],
};

/* ── Contact ───────────────────────────────────────────────────────────────────────────────────────── */

const contact: BrightpanePage = {
  path: '/contact',
  title: 'Contact us | Brightpane Window Cleaning Harrogate',
  description: 'Phone, WhatsApp, email and office hours for Brightpane Window Cleaning in Harrogate.',
  sections: [
    section(
      'contact',
      [
        [
          text(
            `<h1>Contact us</h1><p><strong>Office</strong><br><a href="${BP_PHONE_HREF}">${BP_PHONE}</a><br>Monday to Friday, 8.30am – 4pm</p><p><strong>Text or WhatsApp</strong><br><a href="${BP_WHATSAPP_HREF}">${BP_WHATSAPP}</a><br>Send us your postcode and a photo of the front of your house for a quick price.</p><p><strong>Email</strong><br><a href="mailto:${BP_EMAIL}">${BP_EMAIL}</a><br>Accounts: <a href="mailto:${BP_ACCOUNTS_EMAIL}">${BP_ACCOUNTS_EMAIL}</a></p>`,
          ),
        ],
        [
          text(
            `<p><strong>Our unit</strong><br>${BP_STREET}<br>${BP_TOWN} ${BP_POSTCODE}</p><p>This is where we filter our water and park the vans – it isn’t open to callers, so please ring before you pop round.</p>`,
          ),
          code(
            '<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2349.7!2d-1.5262!3d54.0043!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x0!2zQ2xhcm8gUm9hZCwgSGFycm9nYXRl!5e0!3m2!1sen!2suk!4v1700000000000" width="100%" height="320" style="border:0" allowfullscreen loading="lazy" referrerpolicy="no-referrer-when-downgrade" title="Map"></iframe>',
          ),
        ],
      ],
      { layout: '50-50' },
    ),
    section('text', [[button('Get a quote', '/quote', 'primary', 'center')]], {
      background: SKY,
      padding: 40,
    }),
  ],
};

/* ── Quote ─────────────────────────────────────────────────────────────────────────────────────────── */

const quote: BrightpanePage = {
  path: '/quote',
  title: 'Get a free quote | Brightpane Window Cleaning',
  description: 'Ask for a free window cleaning, gutter or solar panel quote.',
  nav: 'Contact',
  sections: [
    section(
      'text',
      [
        [
          text(
            '<h1>Get a free quote</h1><p>Pop your details in below and Claire will email you a price, usually the same working day. Tell us your house type in the first name box if you like (we know, we know – it’s the only form we’ve got!).</p>',
          ),
        ],
      ],
      { background: SKY, padding: 56 },
    ),
    section(
      'signup',
      [
        [
          signupForm({
            heading: 'Request a quote',
            intro: 'Your email, your name and your postcode is all we need to start.',
            buttonLabel: 'Request my quote',
            postcode: true,
          }),
        ],
        [
          text(
            `<p><strong>Quicker on WhatsApp</strong><br>Send your postcode and a photo of the front of your house to <a href="${BP_WHATSAPP_HREF}">${BP_WHATSAPP}</a>.</p><p><strong>Or call the office</strong><br><a href="${BP_PHONE_HREF}">${BP_PHONE}</a></p>`,
          ),
        ],
      ],
      { layout: '60-40' },
    ),
  ],
};

/* ── Terms ─────────────────────────────────────────────────────────────────────────────────────────── */

const terms: BrightpanePage = {
  path: '/terms',
  title: 'Terms & conditions | Brightpane Window Cleaning',
  description: 'Our terms for window cleaning rounds, one-off work and commercial customers.',
  nav: '',
  sections: [
    section('text', [
      [
        text(
          `<h1>Terms &amp; conditions</h1><p>These terms apply from 1 April 2025. Brightpane Window Cleaning is a trading name of ${BP_COMPANY}, registered in England &amp; Wales, company no. ${BP_COMPANY_NO}, VAT no. ${BP_VAT}, of ${BP_STREET}, ${BP_TOWN} ${BP_POSTCODE}.</p>`,
        ),
        text(
          '<p><strong>1. Window cleaning rounds</strong><br>1.1 We clean on the round day for your area, every 4 or 8 weeks, and text you the evening before.<br>1.2 There is no minimum term. You can leave the round at any time with no notice by text or email.<br>1.3 You can skip a clean free of charge by texting us by 6pm the day before.<br>1.4 We don’t need access inside your home. If we can’t get to the back of the property, we clean what we can reach and charge half the price.<br>1.5 We clean windows up to the third storey. We don’t clean above the third storey.</p>',
        ),
        text(
          '<p><strong>2. Weather</strong><br>2.1 We don’t clean in heavy rain, high winds or below freezing.<br>2.2 A clean stopped by the weather is done within 7 days. You are never charged for a clean we haven’t done.</p>',
        ),
        text(
          '<p><strong>3. One-off work</strong><br>3.1 Gutter clearing, fascias and soffits, conservatory roofs, solar panels and one-off window cleans are booked for a date.<br>3.2 You can move or cancel free of charge up to 48 hours before. After that we charge a £20 late cancellation fee.</p>',
        ),
        text(
          '<p><strong>4. Paying</strong><br>4.1 We send an invoice after each clean. Payment is due within 7 days by Direct Debit, card or bank transfer.<br>4.2 We don’t take cash or cheques.<br>4.3 Commercial customers are invoiced monthly and pay within 14 days.<br>4.4 If two cleans in a row are unpaid we may pause your round.</p>',
        ),
        text(
          '<p><strong>5. Damage and complaints</strong><br>5.1 We carry £5 million public liability insurance.<br>5.2 Please tell us about any damage within 3 days of the visit, with photos if you can.<br>5.3 If you’re not happy with a clean, tell us within 48 hours and we’ll come back and put it right free of charge.</p>',
        ),
        text(
          '<p><strong>6. Older terms</strong><br>These terms replace all earlier versions, including our 2021 terms of service, which are kept online for reference only.</p>',
        ),
      ],
    ]),
  ],
};

const terms2021: BrightpanePage = {
  path: '/terms-2021',
  title: 'ARCHIVED – Terms of service (2021) | Brightpane Window Cleaning',
  description: 'Archived: our terms of service from 2021.',
  nav: '',
  sections: [
    section(
      'promo',
      [
        [
          text(
            '<p><strong>ARCHIVED – Terms of service (2021).</strong> These terms are no longer in use. See our current <a href="/terms">terms &amp; conditions</a>.</p>',
            'center',
          ),
        ],
      ],
      { background: '#fdecc8', padding: 16 },
    ),
    section('text', [
      [
        text(
          '<h1>Terms of service</h1><p>Brightpane Window Cleaning – Mark Pennock, 14 Knox Grove, Harrogate HG1 3JS. Effective 1 March 2021.</p>',
        ),
        text(
          '<p><strong>Window cleaning rounds</strong><br>Rounds are every 4 weeks. New round customers agree to a minimum of 3 months. To leave the round please give 4 weeks’ notice.<br>We clean up to four storeys using ladders and poles.<br>Inside cleans are available every third visit at an extra charge.<br>We clean in all weathers except snow. Missed cleans are done on the following round.</p>',
        ),
        text(
          '<p><strong>One-off work</strong><br>Cancellations less than 7 days before the booked date are charged in full.</p>',
        ),
        text(
          '<p><strong>Payment</strong><br>Payment is by cash on the day, cheque payable to M. Pennock, or bank transfer within 28 days of the invoice.</p>',
        ),
        text('<p><strong>Insurance</strong><br>We hold £2 million public liability insurance.</p>'),
      ],
    ]),
  ],
};

/* ── Privacy ───────────────────────────────────────────────────────────────────────────────────────── */

const privacy: BrightpanePage = {
  path: '/privacy',
  title: 'Privacy notice | Brightpane Window Cleaning',
  description: 'How we use your personal information.',
  nav: '',
  sections: [
    section('text', [
      [
        text(
          `<h1>Privacy notice</h1><p>${BP_COMPANY} (“we”) is the controller of the personal information you give us. You can contact us about your data at <a href="mailto:${BP_EMAIL}">${BP_EMAIL}</a> or by post at ${BP_STREET}, ${BP_TOWN} ${BP_POSTCODE}.</p>`,
        ),
        text(
          '<p><strong>What we collect</strong><br>Your name, address, phone number and email address, your round day and cleaning history, notes about access (for example, side gate codes), and your payment records.</p><p><strong>Why</strong><br>To give you a quote, clean your property, text you before your clean, send invoices and take payment (contract); to send you our newsletter if you sign up (consent); and to keep accounts as the law requires (legal obligation).</p>',
        ),
        text(
          '<p><strong>Who we share it with</strong><br>Mailchimp (Intuit Inc.), which hosts this website and sends our newsletter; GoCardless, for Direct Debits; our card payment provider; our round-management software; and our accountant. Mailchimp may process data in the United States under the UK Extension to the EU–US Data Privacy Framework.</p><p><strong>How long</strong><br>Customer records for 6 years after your last clean; newsletter sign-ups until you unsubscribe.</p><p><strong>Your rights</strong><br>You can ask for a copy of your data, or ask us to correct or delete it. You can complain to the Information Commissioner’s Office (ico.org.uk).</p><p><strong>Cookies</strong><br>This website uses cookies set by Mailchimp to run the site and measure visits. You can accept or decline them in the cookie banner, and change your mind through “Cookie settings” in the footer.</p>',
        ),
      ],
    ]),
  ],
};

export const brightpaneInfoPages: BrightpanePage[] = [
  howItWorks,
  payments,
  faq,
  about,
  reviews,
  contact,
  quote,
  terms,
  terms2021,
  privacy,
];
