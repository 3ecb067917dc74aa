import {
  accent,
  b,
  bigText,
  buttons,
  container,
  divider,
  embed,
  INK_EMAIL,
  type InkPage,
  image,
  link,
  text,
} from './inkwell-tattoo.layout.ts';

/* ── FAQ: an embed of <details> the owner pasted in, every answer saved closed ─────────────────────── */

const faqItems: [question: string, answer: string][] = [
  [
    'How much will my tattoo cost?',
    'Our shop minimum is £70. Above that, our artists charge by the hour: Mara and Dex £120, Juno £130 and Ollie £90. Your artist will always give you a quote before you book.',
  ],
  [
    'Does it hurt?',
    'A bit! Most people find it very bearable. Ribs, feet and the inside of the arm are the spiciest spots. Your artist will take breaks whenever you need one.',
  ],
  [
    'Can I bring a friend?',
    'You can bring one friend to sit with you. The studio is small, so no bigger groups, please.',
  ],
  [
    'Do you do cover-ups?',
    'Yes: Dex does cover-ups and reworks. Send us a photo of the old tattoo with your booking request, or book a free consultation so he can see it in person.',
  ],
  [
    'Will you send me my design before the appointment?',
    'We don’t send designs out before the appointment. Your artist draws it in the week before, and you’ll see it on the day with plenty of time to make changes.',
  ],
  [
    'Can I get tattooed or pierced while pregnant?',
    'We don’t tattoo or pierce anyone who is pregnant or breastfeeding. We’d love to see you afterwards!',
  ],
  [
    'How do I pay?',
    'Deposits are paid online by card when you book. On the day, you can pay the rest in cash or by card; we take all major cards except American Express.',
  ],
  ['Do you do walk-ins?', 'Yes, for flash tattoos and piercings: Tuesday to Friday, 12pm – 5pm.'],
  [
    'How should I get ready for my appointment?',
    'Eat a proper meal beforehand, get a good night’s sleep, skip the alcohol the night before and wear clothes that make the area easy to reach. Bring photo ID.',
  ],
  ['Should I tip?', 'Tips are never expected, but always appreciated by the artists.'],
];

const faqEmbed = () =>
  embed(
    `<div class="inkwell-faq">${faqItems
      .map(([q, a]) => `<details><summary>${q}</summary><div class="answer"><p>${a}</p></div></details>`)
      .join('\n')}</div>
<script>document.querySelectorAll('.inkwell-faq details').forEach(function (d) { d.addEventListener('toggle', function () { if (d.open) document.querySelectorAll('.inkwell-faq details').forEach(function (o) { if (o !== d) o.open = false; }); }); });</script>`,
  );

const faq: InkPage = {
  path: '/faq',
  title: 'FAQ | Inkwell Tattoo Collective',
  description: 'Questions we’re often asked about getting tattooed and pierced at Inkwell.',
  blocks: [
    text('Questions', 1, 'h1'),
    text('Tap a question to see the answer. Anything else? Drop us a message on Instagram.'),
    faqEmbed(),
    buttons([['Book a tattoo', '/booking']]),
  ],
};

/* ── Guest spots ────────────────────────────────────────────────────────────────────────────────────── */

const guestSpots: InkPage = {
  path: '/guest-spots',
  title: 'Guest Spots | Inkwell Tattoo Collective',
  description: 'Guest artists coming to Inkwell Tattoo Collective in Brighton, and how to book them.',
  blocks: [
    text('Guest spots', 1, 'h1'),
    text(
      'Every few months we invite an artist we love to work from our spare station for a few days. Guest appointments need a £100 deposit, and the guest’s own rules on designs and prices apply.',
    ),
    bigText('Coming up'),
    container(
      [
        [image('ines-carvalho.jpg', 'Ines Carvalho')],
        [
          text('Ines Carvalho (Lisbon)', 2),
          text(b('Thursday 14 to Saturday 16 January 2027')),
          text('Ornamental, mandala and dotwork. £140 an hour, £100 deposit.'),
          text(
            'Books open on Tuesday 1 December 2026 at 10am, through our booking form (choose “Guest artist”).',
          ),
        ],
      ],
      { style: 1 },
    ),
    container(
      [
        [image('kaito-mori.jpg', 'Kaito Mori')],
        [
          text('Kaito Mori (Osaka)', 2),
          text(b('Spring 2027, dates to be announced')),
          text('Japanese traditional. Follow us on Instagram to hear when his books open.'),
        ],
      ],
      { style: 1 },
    ),
    divider(),
    bigText('Past guests'),
    text(
      'Tom Reyes (Bristol), 5 to 9 October 2026. Fully booked, thank you!<br />Freya Lund (Copenhagen), 22 to 24 May 2026.',
    ),
    buttons([['Request a guest spot booking', '/booking']]),
  ],
};

/* ── Gift vouchers ──────────────────────────────────────────────────────────────────────────────────── */

const giftVouchers: InkPage = {
  path: '/gift-vouchers',
  title: 'Gift Vouchers | Inkwell Tattoo Collective',
  description: 'Inkwell gift vouchers for tattoos, piercings and jewellery.',
  blocks: [
    text('Gift vouchers', 1, 'h1'),
    container(
      [
        [image('gift-voucher-card.jpg', 'An Inkwell gift voucher card')],
        [
          text('Give someone the tattoo or piercing they’ve been talking about for years.'),
          text(
            `${b('Any amount from £25.')}<br />Valid for 12 months from the date you buy it.<br />Use it for tattoos, piercings and jewellery, with any of our artists.`,
          ),
        ],
      ],
      { style: 1 },
    ),
    text(
      'Gift vouchers can’t be used for deposits: the deposit is paid when you book, and the voucher goes towards the final price on the day.',
    ),
    text(
      `E-vouchers are emailed straight away. Printed vouchers come in a card, posted free or ready to collect from the studio. Buy one in the studio or email ${link(INK_EMAIL, `mailto:${INK_EMAIL}`)}.`,
    ),
  ],
};

/* ── Laser removal, coming 2027 ─────────────────────────────────────────────────────────────────────── */

const laser: InkPage = {
  path: '/laser-removal',
  title: 'Laser Tattoo Removal, Coming 2027 | Inkwell Tattoo Collective',
  description: 'Laser tattoo removal and fading at Inkwell, coming in 2027.',
  blocks: [
    text('Laser tattoo removal', 1, 'h1'),
    bigText('Coming 2027'),
    text(
      'We’re adding laser tattoo removal and fading: for an old tattoo you want gone, or a piece you’d like lightened before a cover-up with Dex.',
    ),
    text(
      `${b('When:')} we expect to start in spring 2027, once our new treatment room is finished and Sasha has completed her laser training.`,
    ),
    text(`${b('Prices:')} to be confirmed. ${accent('We’re not taking bookings yet.')}`),
    text(
      `Want to hear first? Email ${link(INK_EMAIL, `mailto:${INK_EMAIL}`)} with “Laser” in the subject line and we’ll add you to the waiting list.`,
    ),
  ],
};

export const inkStudioPages: InkPage[] = [faq, guestSpots, giftVouchers, laser];
