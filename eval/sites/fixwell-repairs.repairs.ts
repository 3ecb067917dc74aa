import {
  buttonModule,
  callout,
  cols,
  custom,
  dndPage,
  FW_HUBFS,
  FW_PHONE,
  pricingCards,
  richText,
  rteTable,
  section,
  shaded,
} from './fixwell-repairs.layout.ts';

/*
 * The repair pages: phones (iPhone, Samsung, Pixel) with their price tables typed into rich-text modules
 * (the editor's responsive table, a header row of bold `<td>`s, '—' where a repair isn't offered), tablets in
 * a table too, laptops and consoles as pricing-card modules whose name and price sit in separate `<div>`s,
 * and the mail-in service. Prices from 1 March 2026, VAT and fitting included.
 */

const pageHeader = (title: string, intro: string) =>
  custom(`<div class="page-header">
  <h1 class="page-header__title">${title}</h1>
  <div class="page-header__intro">${intro}</div>
</div>`);

const pictureModule = (file: string, alt: string) =>
  custom(
    `<div class="image-module"><img src="${FW_HUBFS}/${file}" alt="${alt}" loading="lazy" width="640" height="427" style="max-width: 100%; height: auto;"></div>`,
  );

/* ── iPhone ─────────────────────────────────────────────────────────────────────────────────────────── */

const iphone = dndPage({
  path: '/iphone-repairs',
  title: 'iPhone Repairs Sheffield | Screens, Batteries &amp; Back Glass | Fixwell',
  description:
    'iPhone screen, battery, charging port and back glass repairs on London Road, Sheffield. Most iPhone screens fixed in 45 minutes while you wait, with a 12-month warranty.',
  contentId: 148207916201,
  sections: [
    section(
      pageHeader(
        'iPhone repairs',
        '<p>Cracked screen, battery that dies by lunchtime, a charging port that only works at an angle? Bring your iPhone to London Road and we&rsquo;ll fix most faults while you wait.</p>',
      ),
    ),
    section(
      richText(`<h2>iPhone repair prices</h2>
<p>Prices include the part, fitting and VAT. All prices from 1 March 2026.</p>
${rteTable([
  [
    'Model',
    'Screen &ndash; genuine Apple',
    'Screen &ndash; high-quality compatible',
    'Battery',
    'Charging port',
    'Back glass',
  ],
  ['iPhone 16 Pro Max', '£379', '&mdash;', '£109', '£99', '£189'],
  ['iPhone 16 Pro', '£339', '&mdash;', '£105', '£95', '£179'],
  ['iPhone 16', '£269', '£179', '£95', '£85', '£139'],
  ['iPhone 15 Pro', '£309', '£199', '£95', '£85', '£159'],
  ['iPhone 15', '£239', '£159', '£85', '£79', '£129'],
  ['iPhone 14', '£199', '£125', '£75', '£69', '£109'],
  ['iPhone 13', '£169', '£99', '£69', '£65', '£89'],
  ['iPhone 12', '£139', '£85', '£65', '£59', '£79'],
  ['iPhone 11', '£105', '£69', '£55', '£55', '£69'],
  ['iPhone SE (2022)', '£79', '£49', '£49', '£49', '&mdash;'],
])}
<p>&mdash; = we don&rsquo;t offer that option for this model. Not sure which screen to choose? See <a href="/genuine-vs-compatible-parts">genuine vs compatible parts</a>.</p>`),
    ),
    shaded(
      cols(
        [
          6,
          richText(`<h2>How long does it take?</h2>
<ul>
<li><strong>Screens:</strong> most iPhone screen replacements take 45 minutes.</li>
<li><strong>Batteries:</strong> 30 minutes.</li>
<li><strong>Charging ports:</strong> about 1 hour.</li>
<li><strong>Back glass:</strong> 2&ndash;3 hours, as we remove the old glass with our laser machine. Drop it off before 2pm and it&rsquo;s ready the same day.</li>
</ul>
<p>No appointment needed for batteries and iPhone screens &ndash; just walk in. For back glass, please <a href="/book-a-repair">book</a> so we can keep a slot on the laser free.</p>`),
        ],
        [
          6,
          pictureModule(
            'iphone-screen-repair-bench.jpg',
            'An iPhone 15 on the repair bench with its screen removed',
          ),
        ],
      ),
    ),
    section(
      richText(`<h2>Good to know</h2>
<p>Screen and battery repairs don&rsquo;t touch your data, and you don&rsquo;t need to give us your passcode: you can check the phone with us at the counter. Read more about <a href="/your-data">your data during a repair</a>.</p>
<p>We never touch the Face ID sensors when we replace a screen, so Face ID keeps working. We don&rsquo;t repair Face ID faults themselves.</p>
<p>Every repair comes with our <a href="/warranty">12-month warranty</a> on the part and our work.</p>`),
      buttonModule('Book an iPhone repair', '/book-a-repair'),
    ),
  ],
});

/* ── Samsung ────────────────────────────────────────────────────────────────────────────────────────── */

const samsung = dndPage({
  path: '/samsung-repairs',
  title: 'Samsung Galaxy Repairs Sheffield | Fixwell',
  description:
    'Samsung Galaxy S and A series screen, battery, charging port and back glass repairs in Sheffield. Genuine Samsung service-pack screens and a 12-month warranty.',
  contentId: 148207916202,
  sections: [
    section(
      pageHeader(
        'Samsung Galaxy repairs',
        '<p>From the Galaxy A15 to the S24 Ultra, we fit genuine Samsung service-pack screens on every S-series phone, with a high-quality compatible option on the A series.</p>',
      ),
    ),
    section(
      richText(`<h2>Samsung repair prices</h2>
${rteTable([
  [
    'Model',
    'Screen &ndash; genuine Samsung',
    'Screen &ndash; compatible',
    'Battery',
    'Charging port',
    'Back glass',
  ],
  ['Galaxy S24 Ultra', '£299', '&mdash;', '£85', '£79', '£95'],
  ['Galaxy S24', '£229', '&mdash;', '£75', '£69', '£75'],
  ['Galaxy S23', '£199', '&mdash;', '£69', '£65', '£69'],
  ['Galaxy S22', '£175', '£119', '£65', '£59', '£65'],
  ['Galaxy A55', '£139', '£95', '£59', '£55', '£49'],
  ['Galaxy A35', '£119', '£85', '£55', '£49', '£45'],
  ['Galaxy A15', '£85', '£65', '£49', '£45', '&mdash;'],
])}
<p><strong>Galaxy Z Flip6:</strong> inner (folding) screen £389, outer screen £129. By appointment only, 2&ndash;3 working days. We don&rsquo;t repair Galaxy Z Fold inner screens.</p>`),
    ),
    shaded(
      richText(`<h2>How long does it take?</h2>
<p>Samsung screens take 1&ndash;2 hours when we have the part in stock. We keep screens for the A series in the shop; S-series screens are ordered in the next working day, so please <a href="/book-a-repair">book</a> first. Batteries and charging ports take about an hour.</p>
<p>Curved-edge screens on the S24 Ultra are glued in and need to cure, so they&rsquo;re ready later the same day.</p>`),
    ),
    section(buttonModule('Book a Samsung repair', '/book-a-repair')),
  ],
});

/* ── Google Pixel ───────────────────────────────────────────────────────────────────────────────────── */

const pixel = dndPage({
  path: '/google-pixel-repairs',
  title: 'Google Pixel Repairs Sheffield | Fixwell',
  description: 'Google Pixel screen, battery, charging port and back glass repairs in Sheffield.',
  contentId: 148207916203,
  sections: [
    section(
      pageHeader(
        'Google Pixel repairs',
        '<p>We repair the Pixel 7a to the Pixel 9 Pro, with genuine Google screens on the Pro models.</p>',
      ),
    ),
    section(
      richText(`<h2>Pixel repair prices</h2>
${rteTable([
  [
    'Model',
    'Screen &ndash; genuine Google',
    'Screen &ndash; compatible',
    'Battery',
    'Charging port',
    'Back glass',
  ],
  ['Pixel 9 Pro', '£259', '&mdash;', '£89', '£79', '£115'],
  ['Pixel 9', '£209', '&mdash;', '£79', '£75', '£99'],
  ['Pixel 8 Pro', '£229', '&mdash;', '£79', '£75', '£105'],
  ['Pixel 8', '£175', '£125', '£75', '£69', '£89'],
  ['Pixel 8a', '£145', '£99', '£65', '£59', '&mdash;'],
  ['Pixel 7a', '£125', '£89', '£59', '£55', '&mdash;'],
])}
<p>The Pixel 8a and 7a have a plastic back rather than glass: if yours is cracked, we replace the whole back housing for £49.</p>
<p>Pixel screens take 1&ndash;2 hours. We order most Pixel parts in, so please <a href="/book-a-repair">book</a> and we&rsquo;ll text you when the part has arrived.</p>`),
    ),
  ],
});

/* ── Tablets ────────────────────────────────────────────────────────────────────────────────────────── */

const tablets = dndPage({
  path: '/tablet-repairs',
  title: 'iPad &amp; Tablet Repairs Sheffield | Fixwell',
  description: 'iPad and Samsung Galaxy Tab glass, screen, battery and charging port repairs in Sheffield.',
  contentId: 148207916204,
  sections: [
    section(
      pageHeader(
        'iPad &amp; tablet repairs',
        '<p>Cracked iPad glass is one of the most common things we see &ndash; especially from children and kitchen floors.</p>',
      ),
    ),
    section(
      richText(`<h2>Tablet repair prices</h2>
${rteTable([
  ['Model', 'Glass / screen', 'Battery', 'Charging port'],
  ['iPad (9th generation)', '£89', '£99', '£79'],
  ['iPad (10th generation)', '£149', '£99', '£79'],
  ['iPad mini (6th generation)', '£199', '£109', '£85'],
  ['iPad Air 11-inch (M2)', '£239', '£119', '£89'],
  ['iPad Pro 11-inch (M4)', '£389', '£149', '£95'],
  ['Samsung Galaxy Tab S9', '£269', '£99', '£79'],
  ['Samsung Galaxy Tab A9+', '£119', '£75', '£65'],
])}
<p>On the iPad (9th generation) the glass and the display are separate, so if only the glass is cracked we replace just the glass.</p>
<h3>How long does it take?</h3>
<p>iPad glass is usually ready the same day if you drop it off before 12 noon (the new glass needs a few hours to set). Other tablet repairs take 1&ndash;3 working days. Tablet repairs are by appointment: please <a href="/book-a-repair">book</a> first.</p>`),
    ),
  ],
});

/* ── Laptops: the pricing-card module ──────────────────────────────────────────────────────────────── */

const laptops = dndPage({
  path: '/laptop-repairs',
  title: 'Laptop &amp; MacBook Repairs Sheffield | Fixwell',
  description:
    'MacBook and Windows laptop screen, battery, keyboard and charging port repairs, SSD upgrades and virus removal in Sheffield.',
  contentId: 148207916205,
  sections: [
    section(
      pageHeader(
        'Laptop &amp; MacBook repairs',
        '<p>Jordan looks after our laptop bench: MacBooks, Windows laptops and Chromebooks.</p>',
      ),
    ),
    section(
      pricingCards(
        [
          { name: 'Windows laptop screen', price: 'from £119', note: '2&ndash;3 working days' },
          {
            name: 'MacBook Air / Pro screen',
            price: 'from £289',
            note: '3&ndash;5 working days (part ordered)',
          },
          { name: 'MacBook battery', price: 'from £139', note: '1&ndash;2 working days' },
          { name: 'Windows laptop battery', price: 'from £89', note: '1&ndash;2 working days' },
          {
            name: 'Keyboard replacement',
            price: 'from £99',
            note: 'MacBook keyboards from £179',
          },
          { name: 'Charging port / DC jack', price: '£79', note: '2&ndash;3 working days' },
          {
            name: 'SSD upgrade with data transfer',
            price: '£89',
            note: '500GB SSD included &middot; 1TB £119',
          },
          { name: 'Clean install of Windows or macOS', price: '£59', note: 'Back up first!' },
          { name: 'Virus &amp; malware removal', price: '£59', note: '1 working day' },
          { name: 'Liquid damage clean', price: '£79', note: 'No fix, no fee' },
        ],
        'Laptop repair prices',
      ),
    ),
    shaded(
      richText(`<h2>Turnaround and booking</h2>
<p>Most laptop repairs take 2&ndash;5 working days, depending on the part. Please <a href="/book-a-repair">book</a> first and bring your charger with you.</p>
<p>The diagnostic fee for laptops is £35, waived if you go ahead with the repair.</p>
<p>We don&rsquo;t repair desktop PCs or iMacs. We also don&rsquo;t offer data recovery from failed hard drives or dead laptops &ndash; we&rsquo;ll point you to a data recovery specialist we trust.</p>`),
    ),
  ],
});

/* ── Consoles: pricing cards, the Switch 'coming in 2027' ──────────────────────────────────────────── */

const consoles = dndPage({
  path: '/console-repairs',
  title: 'PS5 &amp; Xbox Repairs Sheffield | Fixwell',
  description:
    'PS5 and Xbox Series X/S HDMI port repairs, cleaning, disc drives and controller stick drift in Sheffield.',
  contentId: 148207916206,
  sections: [
    section(
      pageHeader(
        'Console repairs',
        '<p>No picture? Overheating? Controller drifting on its own? We repair PlayStation 5 and Xbox Series X/S consoles and their controllers.</p>',
      ),
    ),
    section(
      pricingCards(
        [
          { name: 'PS5 HDMI port', price: '£89', note: '2&ndash;3 working days' },
          { name: 'Xbox Series X/S HDMI port', price: '£89', note: '2&ndash;3 working days' },
          {
            name: 'Deep clean &amp; new thermal paste',
            price: '£59',
            note: 'PS5 or Xbox Series X/S',
          },
          { name: 'PS5 disc drive repair', price: '£79', note: '2&ndash;3 working days' },
          {
            name: 'Controller stick drift',
            price: '£29',
            note: 'per controller &middot; DualSense or Xbox &middot; usually same day',
          },
        ],
        'Console repair prices',
      ),
    ),
    shaded(
      callout(
        '<p><strong>Nintendo Switch repairs &ndash; coming in 2027.</strong> We don&rsquo;t repair Nintendo Switch consoles yet. Switch repairs (Joy-Con drift, screens and charging ports) start in March 2027, when our second shop opens at Kelham Island.</p>',
        ['Read the news', '/blog/kelham-island-2027'],
      ),
    ),
    section(
      richText(`<p>Console repairs take 2&ndash;3 working days. The diagnostic fee for consoles is £35, waived if you go ahead with the repair. We no longer repair PS4 or Xbox One consoles, as parts have become too hard to find.</p>
<p>Questions? Ring us on ${FW_PHONE}.</p>`),
    ),
  ],
});

/* ── Mail-in repairs ────────────────────────────────────────────────────────────────────────────────── */

const mailIn = dndPage({
  path: '/mail-in-repairs',
  title: 'Mail-in Repairs | Post Your Phone or Laptop to Fixwell',
  description:
    'Not near Sheffield? Post your phone, tablet, laptop or console to us: a mail-in kit for £6.95, a quote within 1 working day, tracked return postage.',
  contentId: 148207916207,
  sections: [
    section(
      pageHeader(
        'Mail-in repairs',
        '<p>Not near Sheffield? Post your device to us from anywhere on the UK mainland and we&rsquo;ll send it back fixed.</p>',
      ),
    ),
    section(
      richText(`<h2>How it works</h2>
<ol>
<li><strong>Tell us what&rsquo;s wrong</strong> using our <a href="/book-a-repair">booking form</a> (choose &ldquo;Mail-in&rdquo;). We&rsquo;ll email you a repair number.</li>
<li><strong>Send it in.</strong> Order our mail-in kit (a padded box and a prepaid Royal Mail Tracked 48 label) for £6.95, or use your own packaging and send it by Royal Mail Special Delivery. Write your repair number on a note inside the box.</li>
<li><strong>We quote.</strong> We email you a quote within 1 working day of your device arriving. Nothing is done until you say yes.</li>
<li><strong>We fix it and post it back</strong>, usually the next working day after the repair.</li>
</ol>
<h2>Return postage</h2>
${rteTable([
  ['Device', 'Return service', 'Price'],
  ['Phones and tablets', 'Royal Mail Special Delivery Guaranteed by 1pm, insured up to £750', '£8.95'],
  ['Laptops and consoles', 'DPD next working day, insured up to £1,000', '£14.95'],
])}
<p>Return postage is free on repairs over £100.</p>
<p>If you decide not to go ahead, we post your device back and you pay only the return postage (plus the diagnostic fee, if we had to open it up to find the fault).</p>
<h3>Where we accept mail-in repairs from</h3>
<p>UK mainland addresses only. We can&rsquo;t accept mail-in repairs from Northern Ireland, the Channel Islands, the Isle of Man or from outside the UK.</p>
<p>Please remove your SIM card and any case, and back up your device before you post it. The <a href="/student-discount">student discount</a> doesn&rsquo;t apply to mail-in repairs.</p>`),
    ),
  ],
});

export const fixwellRepairPages = [iphone, samsung, pixel, tablets, laptops, consoles, mailIn];
