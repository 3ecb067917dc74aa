import {
  accordion,
  buttonModule,
  callout,
  cols,
  custom,
  dndPage,
  type FixwellPage,
  FW_BUSINESS_EMAIL,
  FW_COMPANY,
  FW_COMPANY_NO,
  FW_EMAIL,
  FW_HUBFS,
  FW_PHONE,
  FW_POSTCODE,
  FW_STREET,
  FW_TOWN,
  FW_VAT,
  FW_WHATSAPP,
  hero,
  hubspotForm,
  iconList,
  pricingCards,
  richText,
  rteTable,
  section,
  shaded,
} from './fixwell-repairs.layout.ts';

/*
 * The site pages, each a drag-and-drop page of the theme: the home page (hero, the early Black Friday callout
 * saved with no year and never taken down, popular repairs as pricing cards, icon list, reviews), booking,
 * warranty, your data, genuine vs compatible parts, refurbished phones (pricing cards), trade-ins, accessories,
 * the student discount, business accounts (a HubSpot form), the FAQ (the accordion module saved closed),
 * about us and contact (the hours in a rich-text table, a form).
 */

const pageHeader = (title: string, intro: string) =>
  custom(`<div class="page-header">
  <h1 class="page-header__title">${title}</h1>
  <div class="page-header__intro">${intro}</div>
</div>`);

/* ── Home ───────────────────────────────────────────────────────────────────────────────────────────── */

const home = dndPage({
  path: '/',
  title: 'Phone, Tablet &amp; Laptop Repairs in Sheffield | Fixwell',
  description:
    'Independent phone, tablet, laptop and console repair shop on London Road, Sheffield. Walk-ins welcome, most iPhone screens fixed in 45 minutes, 12-month warranty.',
  contentId: 148207916101,
  kind: 'home',
  sections: [
    {
      ...section(
        hero(
          'Phone, tablet &amp; laptop repairs in Sheffield',
          '<p>Cracked screen? Tired battery? Walk in on London Road and most iPhone repairs are done while you wait &ndash; with a 12-month warranty on every repair.</p>',
          [
            ['Book a repair', '/book-a-repair'],
            ['See iPhone prices', '/iphone-repairs'],
          ],
          'fixwell-hero-bench.jpg',
        ),
      ),
      padding: 0,
    },
    {
      ...section(
        callout(
          '<p><strong>Black Friday: 20% off batteries &ndash; ends 31 October!</strong> Every phone and tablet battery replacement, no appointment needed.</p>',
          ['Find your battery price', '/iphone-repairs'],
        ),
      ),
      padding: 24,
    },
    section(
      pricingCards(
        [
          {
            name: 'iPhone screen repair',
            price: 'from £49',
            note: '45 minutes, while you wait',
            button: ['iPhone prices', '/iphone-repairs'],
          },
          {
            name: 'iPhone battery',
            price: 'from £49',
            note: '30 minutes, no appointment needed',
            button: ['iPhone prices', '/iphone-repairs'],
          },
          {
            name: 'Samsung screen repair',
            price: 'from £65',
            note: '1&ndash;2 hours',
            button: ['Samsung prices', '/samsung-repairs'],
          },
          {
            name: 'Google Pixel screen',
            price: 'from £89',
            note: '1&ndash;2 hours',
            button: ['Pixel prices', '/google-pixel-repairs'],
          },
          {
            name: 'Laptop screen',
            price: 'from £119',
            note: '2&ndash;5 working days',
            button: ['Laptop prices', '/laptop-repairs'],
          },
          {
            name: 'Console HDMI port',
            price: '£89',
            note: '2&ndash;3 working days',
            button: ['Console prices', '/console-repairs'],
          },
        ],
        'Popular repairs',
      ),
    ),
    shaded(
      iconList([
        ['shield', '12-month warranty', 'On every part we fit and on our work.'],
        ['clock', 'While you wait', 'Most iPhone screens in 45 minutes, batteries in 30.'],
        ['droplet', 'No fix, no fee', 'On water-damage treatment.'],
        ['magnifier', 'Free checks', 'We never charge to look at a cracked screen or a tired battery.'],
      ]),
    ),
    section(
      cols(
        [
          6,
          richText(`<h2>An independent repair shop, not a franchise</h2>
<p>Fixwell was started by Callum Reid and Priya Shah in 2018. Our technicians fix everything in the shop &ndash; nothing is sent away &ndash; and you can watch your phone being repaired from the counter.</p>
<p><a href="/about-us">More about us</a></p>`),
        ],
        [
          6,
          custom(`<div class="testimonial">
  <blockquote class="testimonial__quote"><p>&ldquo;Dropped my phone on the way to work, had a new screen by lunchtime. Friendly, honest and half the price the network quoted me.&rdquo;</p></blockquote>
  <div class="testimonial__author">Hannah, Sharrow Vale</div>
  <div class="testimonial__rating" aria-label="5 out of 5 stars">&#9733;&#9733;&#9733;&#9733;&#9733;</div>
</div>`),
        ],
      ),
    ),
    shaded(
      richText(`<h2>Find us</h2>
<p>${FW_STREET}, ${FW_TOWN} ${FW_POSTCODE} &ndash; five minutes&rsquo; walk from the Moor. <a href="/contact">Opening hours and directions</a></p>`),
      buttonModule('Book a repair', '/book-a-repair'),
    ),
  ],
});

/* ── Book a repair: walk in or book, what to bring, the booking form ───────────────────────────────── */

const book = dndPage({
  path: '/book-a-repair',
  title: 'Book a Repair | Fixwell Sheffield',
  description: 'Book a phone, tablet, laptop or console repair at Fixwell, or just walk in.',
  contentId: 148207916102,
  hasForm: true,
  sections: [
    section(
      pageHeader(
        'Book a repair',
        '<p>Booking is free and takes a minute. Or just walk in &ndash; for a lot of repairs you don&rsquo;t need to book at all.</p>',
      ),
    ),
    section(
      cols(
        [
          6,
          richText(`<h2>Walk in or book?</h2>
<p><strong>Just walk in:</strong> battery replacements (no appointment needed for batteries) and iPhone screens. We keep the parts in stock.</p>
<p><strong>Please book:</strong> Samsung S-series and Pixel screens, back glass, tablets, laptops, consoles and Galaxy Z Flip screens, so we can have the part ready or keep a bench free.</p>
<p>Booking is free. For a part we have to order in specially, we take a £20 deposit, which comes off the price of the repair.</p>
<p>For a same-day repair, drop your device off before 3pm (before 1pm on Saturdays). We don&rsquo;t do same-day repairs on Sundays.</p>
<h2>What to bring</h2>
<ul>
<li>Your device (and, for laptops, the charger)</li>
<li>Your passcode, or be ready to unlock the phone at the counter to test it</li>
<li>Photo ID if you&rsquo;re trading a phone in</li>
<li>A recent backup &ndash; see <a href="/blog/back-up-before-a-repair">how to back up your phone</a></li>
</ul>
<p>Please take off your case and screen protector if you can, and turn off Find My iPhone if you&rsquo;re trading the phone in.</p>`),
        ],
        [
          6,
          hubspotForm(
            'booking',
            'Request a booking',
            [
              { name: 'firstname', label: 'First name', type: 'text', required: true },
              { name: 'lastname', label: 'Last name', type: 'text', required: true },
              { name: 'email', label: 'Email', type: 'email', required: true },
              { name: 'phone', label: 'Mobile number', type: 'tel', required: true },
              {
                name: 'device_make',
                label: 'Device',
                type: 'select',
                required: true,
                options: [
                  'iPhone',
                  'Samsung',
                  'Google Pixel',
                  'iPad / tablet',
                  'Laptop / MacBook',
                  'Console',
                ],
              },
              { name: 'device_model', label: 'Model', type: 'text', required: true },
              { name: 'fault', label: "What's wrong?", type: 'textarea', required: true },
              {
                name: 'repair_type',
                label: 'In the shop or mail-in?',
                type: 'select',
                options: ['In the shop', 'Mail-in'],
              },
              { name: 'preferred_date', label: 'Preferred date', type: 'date' },
            ],
            '<p>Tell us about your device and we&rsquo;ll confirm your booking by text within 2 working hours (during opening hours).</p>',
            'Request booking',
          ),
        ],
      ),
    ),
  ],
});

/* ── Warranty ───────────────────────────────────────────────────────────────────────────────────────── */

const warranty = dndPage({
  path: '/warranty',
  title: 'Our Repair Warranty | Fixwell',
  description: '12 months on every part we fit and on our work; 90 days on water-damage repairs.',
  contentId: 148207916103,
  sections: [
    section(
      pageHeader(
        'Our warranty',
        '<p>If something we fixed goes wrong, bring it back and we&rsquo;ll put it right free of charge.</p>',
      ),
    ),
    section(
      richText(`<h2>How long you&rsquo;re covered</h2>
<ul>
<li><strong>12 months</strong> on every part we fit and on our labour &ndash; whether you chose a genuine or a high-quality compatible part.</li>
<li><strong>90 days</strong> on water-damage repairs, because liquid can keep causing problems on the board long after it&rsquo;s been cleaned.</li>
<li><strong>12 months</strong> on our <a href="/refurbished-phones">refurbished phones</a>.</li>
</ul>
<h2>What the warranty doesn&rsquo;t cover</h2>
<ul>
<li>New accidental damage, like a screen cracked by another drop</li>
<li>Liquid getting in after the repair</li>
<li>A device opened or repaired by someone else after us</li>
<li>Software problems that have nothing to do with the part we fitted</li>
</ul>
<h2>How to claim</h2>
<p>Just bring the device back to the shop &ndash; no need to book. You don&rsquo;t need your receipt: we can find your repair from your phone number. For mail-in repairs, email us and we&rsquo;ll send you a free return label.</p>`),
    ),
  ],
});

/* ── Your data during a repair ──────────────────────────────────────────────────────────────────────── */

const yourData = dndPage({
  path: '/your-data',
  title: 'Your Data During a Repair | Fixwell',
  description: 'How we look after your phone, your photos and your passcode while your device is with us.',
  contentId: 148207916104,
  sections: [
    section(
      pageHeader(
        'Your data during a repair',
        '<p>Your phone holds your whole life. Here&rsquo;s how we look after it while it&rsquo;s with us.</p>',
      ),
    ),
    section(
      richText(`<h2>Our promise</h2>
<ul>
<li>We never look at your photos, messages or files, and we never copy anything off your device.</li>
<li>For screen, battery and charging port repairs we don&rsquo;t need your passcode: you can test the phone with us at the counter when you collect it.</li>
<li>If we do need your passcode (for example to test Face ID or the cameras after a board repair), we write it on your paper repair ticket only &ndash; never on our computer system &ndash; and shred the ticket when you collect. You can change your passcode to a temporary one before you hand the phone over.</li>
<li>We don&rsquo;t reset or wipe your device unless you ask us to.</li>
<li>Overnight, every customer device is locked in our safe.</li>
</ul>
<h2>Back up first</h2>
<p>Screen and battery repairs don&rsquo;t touch your data, but any repair can go wrong, and a board or water-damage repair can leave a phone that won&rsquo;t start again. Please back up before you bring your device in: <a href="/blog/back-up-before-a-repair">here&rsquo;s how</a>. We can&rsquo;t be responsible for data lost during a repair.</p>
<h2>Data recovery</h2>
<p>We don&rsquo;t offer data recovery from dead phones or failed hard drives. If that&rsquo;s what you need, we&rsquo;ll point you to a specialist.</p>
<h2>Trade-ins</h2>
<p>Phones you trade in are wiped with certified data-erasure software, and we email you the erasure certificate.</p>
<p>How we handle your personal details (name, phone number, email) is in our <a href="/privacy-policy">privacy policy</a>.</p>`),
    ),
  ],
});

/* ── Genuine vs compatible parts ────────────────────────────────────────────────────────────────────── */

const parts = dndPage({
  path: '/genuine-vs-compatible-parts',
  title: 'Genuine vs Compatible Parts: Which Should I Choose? | Fixwell',
  description:
    'The difference between genuine and high-quality compatible screens and batteries, and what it costs.',
  contentId: 148207916105,
  sections: [
    section(
      pageHeader(
        'Genuine vs compatible parts',
        '<p>For most iPhones and some Samsung and Pixel phones, you can choose.</p>',
      ),
    ),
    section(
      cols(
        [
          6,
          richText(`<h2>Genuine parts</h2>
<p>Genuine Apple screens come through Apple&rsquo;s Self Service Repair programme; genuine Samsung screens are Samsung&rsquo;s own service packs. They&rsquo;re exactly what the phone left the factory with: the same brightness, colours and touch.</p>
<p>We only fit genuine screens on the iPhone 16 Pro and 16 Pro Max, Samsung Galaxy S23 and newer, and the Pixel 9, 9 Pro and 8 Pro, because we haven&rsquo;t found a compatible screen good enough for them.</p>`),
        ],
        [
          6,
          richText(`<h2>High-quality compatible parts</h2>
<p>Our compatible iPhone screens are soft OLED panels with the same resolution as the original, slightly less bright in full sunlight. We test every one before fitting it and move True Tone over from your old screen.</p>
<p>With a compatible screen, your iPhone will show an &ldquo;Unknown Part&rdquo; message in Settings. It doesn&rsquo;t stop anything working.</p>`),
        ],
      ),
    ),
    shaded(
      richText(`<h2>What&rsquo;s the price difference?</h2>
<p>On iPhone screens, a compatible screen is usually £30 to £110 cheaper than a genuine Apple one. For example:</p>
${rteTable([
  ['Model', 'Genuine Apple screen', 'Compatible screen'],
  ['iPhone 15', '£239', '£159'],
  ['iPhone 14', '£199', '£125'],
  ['iPhone 13', '£169', '£99'],
])}
<p><strong>Batteries:</strong> we fit high-capacity compatible batteries as standard (the prices in our tables). A genuine Apple battery costs £25 more, and keeps the battery health reading in Settings.</p>
<p><strong>Warranty:</strong> genuine and compatible parts both come with our <a href="/warranty">12-month warranty</a>.</p>`),
    ),
  ],
});

/* ── Refurbished phones: the pricing-card module ────────────────────────────────────────────────────── */

const refurbished = dndPage({
  path: '/refurbished-phones',
  title: 'Refurbished Phones Sheffield | 12-Month Warranty | Fixwell',
  description:
    'Refurbished iPhones, Samsung and Pixel phones, checked and repaired in our shop, with a 12-month warranty.',
  contentId: 148207916106,
  sections: [
    section(
      pageHeader(
        'Refurbished phones',
        '<p>Every phone is checked, repaired where needed and cleaned in our shop, then sold with a 12-month warranty.</p>',
      ),
    ),
    section(
      pricingCards(
        [
          { name: 'iPhone 14 128GB', price: '£399', note: 'Grade A', badge: 'Popular' },
          { name: 'iPhone 13 128GB', price: '£319', note: 'Grade A' },
          { name: 'iPhone 13 128GB', price: '£279', note: 'Grade B' },
          { name: 'iPhone 12 64GB', price: '£219', note: 'Grade B' },
          { name: 'iPhone SE (2022) 64GB', price: '£169', note: 'Grade A' },
          { name: 'Samsung Galaxy S23 128GB', price: '£349', note: 'Grade A' },
          { name: 'Google Pixel 8 128GB', price: '£289', note: 'Grade A' },
          { name: 'Google Pixel 7a 128GB', price: '£189', note: 'Grade B' },
        ],
        'In stock now',
      ),
    ),
    shaded(
      richText(`<h2>Every refurbished phone comes with</h2>
<ul>
<li>A 12-month warranty</li>
<li>A battery at 85% health or better (or a brand-new battery)</li>
<li>Unlocked to all UK networks</li>
<li>A USB-C or Lightning cable (no plug)</li>
<li>14 days to change your mind</li>
</ul>
<h2>Grades</h2>
<p><strong>Grade A:</strong> looks as good as new; you&rsquo;d have to hunt for a mark.<br><strong>Grade B:</strong> light scratches on the frame or back, a perfect screen.</p>
<p>Refurbished phones are sold in the shop only. Ring us on ${FW_PHONE} and we&rsquo;ll keep one aside for you for 48 hours.</p>`),
    ),
  ],
});

/* ── Trade-in ───────────────────────────────────────────────────────────────────────────────────────── */

const tradeIn = dndPage({
  path: '/trade-in',
  title: 'Trade In Your Phone | Fixwell Sheffield',
  description: 'Trade in your old phone for a bank transfer, or for store credit with 10% extra.',
  contentId: 148207916107,
  sections: [
    section(
      pageHeader(
        'Trade in your phone',
        '<p>Got an old phone in a drawer? We&rsquo;ll give you money for it.</p>',
      ),
    ),
    section(
      richText(`<h2>What we pay</h2>
<p>Working phones in good condition, unlocked or on any UK network. The final price depends on the condition, which we check with you in the shop.</p>
${rteTable([
  ['Phone', 'We pay up to'],
  ['iPhone 15 128GB', '£330'],
  ['iPhone 14 128GB', '£250'],
  ['iPhone 13 128GB', '£190'],
  ['iPhone 12 64GB', '£125'],
  ['Samsung Galaxy S23 128GB', '£180'],
  ['Google Pixel 8 128GB', '£150'],
])}
<h2>How you get paid</h2>
<p>By bank transfer within 1 working day, or as store credit with 10% extra on top, to spend on a repair, a refurbished phone or accessories. We don&rsquo;t pay cash for trade-ins.</p>
<h2>What you need</h2>
<ul>
<li>Photo ID (passport or driving licence) &ndash; you must be 18 or over</li>
<li>Find My iPhone turned off, or your Google account removed</li>
</ul>
<p>We can&rsquo;t buy phones that are iCloud-locked, Google-locked, blacklisted or reported lost or stolen: we check every IMEI number.</p>
<p>Every phone we buy is wiped with certified data-erasure software, and we email you the certificate.</p>`),
    ),
  ],
});

/* ── Accessories ────────────────────────────────────────────────────────────────────────────────────── */

const accessories = dndPage({
  path: '/accessories',
  title: 'Phone Accessories | Fixwell Sheffield',
  description: 'Screen protectors, cases, cables and chargers, in the shop on London Road.',
  contentId: 148207916108,
  sections: [
    section(pageHeader('Accessories', '<p>All in the shop on London Road.</p>')),
    section(
      richText(`${rteTable([
        ['Item', 'Price'],
        ['Tempered glass screen protector (fitted free)', '£12.99'],
        ['Screen protector fitted with a screen repair', '£5'],
        ['Clear case', 'from £14.99'],
        ['MagSafe-compatible case', '£19.99'],
        ['USB-C to USB-C cable, 1m', '£9.99'],
        ['USB-C to Lightning cable, 1m', '£11.99'],
        ['20W USB-C plug', '£17.99'],
        ['Car charger, dual USB-C', '£12.99'],
        ['Microfibre cleaning cloth', '£3'],
      ])}
<p>We can&rsquo;t take card payments under £5, so please bring cash for a cleaning cloth on its own.</p>`),
    ),
  ],
});

/* ── Student discount ───────────────────────────────────────────────────────────────────────────────── */

const student = dndPage({
  path: '/student-discount',
  title: 'Student Discount | Fixwell Sheffield',
  description: '10% off repairs for students with a valid student ID.',
  contentId: 148207916109,
  sections: [
    section(
      pageHeader(
        'Student discount',
        '<p>Studying in Sheffield? Show us your student ID and get 10% off your repair.</p>',
      ),
    ),
    section(
      richText(`<h2>10% off repairs for students</h2>
<p>Valid with a current student ID from the University of Sheffield, Sheffield Hallam University or The Sheffield College, or a TOTUM card.</p>
<ul>
<li>10% off the full price of any repair, parts and labour</li>
<li>Show your ID when you pay, in the shop</li>
</ul>
<p>The student discount isn&rsquo;t valid on refurbished phones, accessories, trade-ins or mail-in repairs, and can&rsquo;t be combined with any other offer.</p>`),
    ),
  ],
});

/* ── Business accounts: the HubSpot form ────────────────────────────────────────────────────────────── */

const business = dndPage({
  path: '/business-accounts',
  title: 'Business Accounts | Fixwell Sheffield',
  description:
    'Phone, tablet and laptop repairs for Sheffield businesses, schools and charities, invoiced monthly.',
  contentId: 148207916110,
  hasForm: true,
  sections: [
    section(
      pageHeader(
        'Business accounts',
        '<p>We look after the phones, tablets and laptops of over 60 Sheffield businesses, schools and charities.</p>',
      ),
    ),
    section(
      cols(
        [
          7,
          iconList([
            ['percent', '10% off', 'All repairs for your team, parts and labour.'],
            ['invoice', 'Pay monthly', 'One invoice at the end of the month, 30 days to pay.'],
            ['bolt', 'Priority repairs', 'Phones in by 12 noon are ready the same day.'],
          ]),
          richText(`<h2>How a business account works</h2>
<ul>
<li>10% off all repairs</li>
<li>Monthly invoicing, payable within 30 days</li>
<li>No diagnostic fees</li>
<li>Priority same-day repairs for phones dropped off by 12 noon</li>
<li>Free collection and delivery within the Sheffield ring road for 3 or more devices at once</li>
</ul>
<p>No minimum spend and no contract. Email <a href="mailto:${FW_BUSINESS_EMAIL}">${FW_BUSINESS_EMAIL}</a> or fill in the form and Priya will call you back.</p>`),
        ],
        [
          5,
          hubspotForm(
            'business',
            'Open a business account',
            [
              { name: 'firstname', label: 'First name', type: 'text', required: true },
              { name: 'lastname', label: 'Last name', type: 'text', required: true },
              { name: 'company', label: 'Company name', type: 'text', required: true },
              { name: 'email', label: 'Work email', type: 'email', required: true },
              { name: 'phone', label: 'Phone number', type: 'tel' },
              {
                name: 'number_of_devices',
                label: 'How many devices does your team have?',
                type: 'select',
                options: ['1&ndash;10', '11&ndash;50', '51&ndash;200', 'More than 200'],
              },
              { name: 'message', label: 'Anything else?', type: 'textarea' },
            ],
            '<p>Tell us a little about your business and we&rsquo;ll set up your account within 2 working days.</p>',
            'Submit',
          ),
        ],
      ),
    ),
  ],
});

/* ── FAQ: the accordion module, saved closed ────────────────────────────────────────────────────────── */

const faq = dndPage({
  path: '/faq',
  title: 'FAQ | Fixwell Phone &amp; Laptop Repairs Sheffield',
  description: 'Answers to the questions we get asked most.',
  contentId: 148207916111,
  sections: [
    section(
      pageHeader(
        'Frequently asked questions',
        '<p>Can&rsquo;t find your answer? Ring us or send us a WhatsApp.</p>',
      ),
    ),
    section(
      accordion([
        [
          'Do I need an appointment?',
          '<p>Not for batteries and iPhone screens: just walk in. For Samsung S-series and Pixel screens, back glass, tablets, laptops and consoles, please <a href="/book-a-repair">book</a> so we can have the part ready.</p>',
        ],
        [
          'How long will my repair take?',
          '<p>Most iPhone screens take 45 minutes and batteries 30 minutes. Back glass takes 2&ndash;3 hours, Samsung and Pixel screens 1&ndash;2 hours when the part is in stock, and laptops 2&ndash;5 working days.</p>',
        ],
        [
          'Can I get a same-day repair on a Sunday?',
          '<p>No. We don&rsquo;t do same-day repairs on Sundays: on Sundays we&rsquo;re open for drop-offs, collections and accessories. Anything you leave with us on a Sunday will be ready on Monday.</p>',
        ],
        [
          'Is the 20% off batteries offer still on?',
          '<p>Sorry, no &ndash; our early Black Friday battery offer ended on 31 October 2026, and we&rsquo;re not running another one this year. Our <a href="/blog/christmas-opening-2026">Christmas offer</a> starts on 1 December.</p>',
        ],
        [
          'Can you unlock my phone?',
          '<p>No. We do not unlock phones &ndash; not from a network, and not from an iCloud or Google account. If your phone is locked to a network, your network can unlock it for you.</p>',
        ],
        [
          'Is there a diagnostic fee?',
          '<p>Looking at a cracked screen or a tired battery is always free. For faults where we have to open the device up to find the problem, the diagnostic fee is £25 for phones and tablets and £35 for laptops and consoles. It&rsquo;s waived if you go ahead with the repair.</p>',
        ],
        [
          'My phone got wet. Can you save it?',
          '<p>Often, yes. Water-damage treatment costs £49 for phones and takes 3&ndash;5 working days. It&rsquo;s no fix, no fee: if we can&rsquo;t bring it back, you don&rsquo;t pay. Repairs after water damage have a 90-day warranty. Switch the phone off and don&rsquo;t charge it or put it in rice &ndash; just bring it in.</p><p>We don&rsquo;t take on water-damage repairs for devices more than 5 years old, or for phones that have been in sea water.</p>',
        ],
        [
          'Will I lose my photos?',
          '<p>Screen and battery repairs don&rsquo;t touch your data, but please back up first. See <a href="/your-data">your data during a repair</a>.</p>',
        ],
        [
          'How can I pay?',
          '<p>Card, Apple Pay, Google Pay or cash. We can&rsquo;t take card payments under £5. We don&rsquo;t take cheques.</p>',
        ],
        [
          'Do you repair phones that have been reported stolen?',
          '<p>No. We check the IMEI of every phone we repair or buy, and we won&rsquo;t repair a device that has been reported lost or stolen.</p>',
        ],
        [
          'Do you fix Nintendo Switch consoles?',
          '<p>Not yet. Nintendo Switch repairs start in March 2027, when our <a href="/blog/kelham-island-2027">Kelham Island shop</a> opens.</p>',
        ],
        ['Can you repair my Apple Watch?', '<p>Sorry, we don&rsquo;t repair smartwatches.</p>'],
        [
          'What happens if I don&rsquo;t collect my device?',
          '<p>We&rsquo;ll text and email you. Devices not collected within 90 days of the repair are recycled, after a final reminder.</p>',
        ],
        [
          'Do you do a student discount?',
          '<p>Yes: 10% off repairs with a valid student ID. See <a href="/student-discount">student discount</a>.</p>',
        ],
        [
          'When are you open over Christmas?',
          '<p>Our Christmas and New Year opening hours are on our <a href="/blog/christmas-opening-2026">blog</a>.</p>',
        ],
      ]),
    ),
  ],
});

/* ── About us ───────────────────────────────────────────────────────────────────────────────────────── */

const about = dndPage({
  path: '/about-us',
  title: 'About Fixwell | Independent Repair Shop, Sheffield',
  description: 'Fixwell was started in 2018 by Callum Reid and Priya Shah.',
  contentId: 148207916112,
  sections: [
    section(pageHeader('About us', '<p>A small, independent Sheffield repair shop.</p>')),
    section(
      cols(
        [
          7,
          richText(`<p>Callum Reid started fixing phones from a stall in the Moor Market in 2018, after eight years repairing them for a network. Priya Shah joined him a year later to run the business side, and in 2020 we opened our first shop on Division Street.</p>
<p>In March 2023 we moved to a bigger shop at ${FW_STREET}, with a proper laptop bench and a laser machine for iPhone back glass. In 2027 we&rsquo;re opening a second shop, at Kelham Island &ndash; <a href="/blog/kelham-island-2027">read the news</a>.</p>
<h2>The team</h2>
<ul>
<li><strong>Callum Reid</strong> &ndash; co-founder and our micro-soldering specialist</li>
<li><strong>Priya Shah</strong> &ndash; co-founder; runs the shop and looks after our business customers</li>
<li><strong>Amira Haddad</strong> &ndash; phone and tablet technician</li>
<li><strong>Jordan Ellis</strong> &ndash; laptops and consoles</li>
</ul>
<p>${FW_COMPANY} is registered in England and Wales, company number ${FW_COMPANY_NO}, VAT number ${FW_VAT}.</p>`),
        ],
        [
          5,
          custom(
            `<div class="image-module"><img src="${FW_HUBFS}/fixwell-team-2026.jpg" alt="The Fixwell team outside the shop on London Road" loading="lazy" width="560" height="420" style="max-width: 100%; height: auto;"></div>`,
          ),
        ],
      ),
    ),
  ],
});

/* ── Contact: the hours table, directions, the contact form ────────────────────────────────────────── */

const contact = dndPage({
  path: '/contact',
  title: 'Contact &amp; Opening Hours | Fixwell Sheffield',
  description: `Fixwell, ${FW_STREET}, ${FW_TOWN} ${FW_POSTCODE}. Opening hours, phone, WhatsApp and directions.`,
  contentId: 148207916113,
  hasForm: true,
  sections: [
    section(pageHeader('Contact &amp; opening hours', `<p>${FW_STREET}, ${FW_TOWN} ${FW_POSTCODE}</p>`)),
    section(
      cols(
        [
          6,
          richText(`<h2>Opening hours</h2>
${rteTable(
  [
    ['Monday', '9am &ndash; 6pm'],
    ['Tuesday', '9am &ndash; 6pm'],
    ['Wednesday', '9am &ndash; 6pm'],
    ['Thursday', '9am &ndash; 7.30pm'],
    ['Friday', '9am &ndash; 6pm'],
    ['Saturday', '9.30am &ndash; 5pm'],
    ['Sunday', '11am &ndash; 3pm (drop-offs, collections and accessories &ndash; no same-day repairs)'],
  ],
  false,
)}
<p>We take the last walk-in repair an hour before closing. Bank holidays and Christmas: see our <a href="/blog">blog</a>.</p>
<h2>Get in touch</h2>
<p>Phone: ${FW_PHONE}<br>WhatsApp: ${FW_WHATSAPP} (photos of the damage help us quote)<br>Email: <a href="mailto:${FW_EMAIL}">${FW_EMAIL}</a><br>Business accounts: <a href="mailto:${FW_BUSINESS_EMAIL}">${FW_BUSINESS_EMAIL}</a></p>
<h2>Getting here</h2>
<p>We&rsquo;re on London Road, five minutes&rsquo; walk from the Moor and ten from Sheffield station. Buses 20 and 25 stop outside. There&rsquo;s no customer parking at the shop, but there are pay-and-display bays on the side streets off London Road.</p>`),
        ],
        [
          6,
          custom(
            `<div class="map-embed"><iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2380.1!2d-1.4769!3d53.3692!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x0!2zNTPCsDIyJzA5LjEiTiAxwrAyOCczNi44Ilc!5e0!3m2!1sen!2suk!4v1700000000000" width="100%" height="320" style="border:0;" allowfullscreen="" loading="lazy" referrerpolicy="no-referrer-when-downgrade" title="Map: Fixwell, London Road, Sheffield"></iframe></div>`,
          ),
          hubspotForm(
            'contact',
            'Send us a message',
            [
              { name: 'firstname', label: 'First name', type: 'text', required: true },
              { name: 'email', label: 'Email', type: 'email', required: true },
              { name: 'message', label: 'Message', type: 'textarea', required: true },
            ],
            '<p>We reply within 2 working hours during opening hours.</p>',
            'Send',
          ),
        ],
      ),
    ),
  ],
});

/** HubSpot's system 404 template, in the theme. */
export const fixwellNotFound: FixwellPage = {
  path: '/404',
  title: 'Page not found | Fixwell',
  description: 'Page not found',
  template: 'system',
  contentId: 0,
  main: `<main id="main-content" class="body-container-wrapper">
<div class="body-container body-container--error">
  <div class="content-wrapper">
    <div class="error-page" data-error="404">
      <h1 class="error-page__heading">Sorry, we can&rsquo;t find that page</h1>
      <p class="error-page__text">The page you were looking for doesn&rsquo;t exist. Try our <a href="/">home page</a> or search for it.</p>
    </div>
  </div>
</div>
</main>`,
};

export const fixwellHome = home;
export const fixwellPages = [
  book,
  warranty,
  yourData,
  parts,
  refurbished,
  tradeIn,
  accessories,
  student,
  business,
  faq,
  about,
  contact,
];
