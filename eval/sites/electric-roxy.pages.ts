import {
  a,
  b,
  big,
  button,
  cols,
  divider,
  embed,
  grey,
  heroSection,
  i,
  image,
  para,
  paraCentre,
  ROXY_PHONE,
  ROXY_TICKETS,
  type RoxyPage,
  red,
  section,
  spacer,
  title,
} from './electric-roxy.layout.ts';

/** A price column of the ticket table: its heading, then one price per row, lined up with empty lines. */
const priceColumn = (heading: string, matinee: string, evening: string) =>
  para(b(heading), big(matinee, 3), '&nbsp;', big(evening, 3), '&nbsp;');

/** A membership tier: a column of its own with the name, the price lines and the benefits. */
const tier = (name: string, price: string, ...benefits: string[]) =>
  `${title(big(name, 4))}${para(b(price))}${para(...benefits.map((x) => `&bull; ${x}`))}`;

/** Home, What's On, Live Events, Tickets & Prices, Membership and Gift Vouchers. */
export const roxyMainPages: RoxyPage[] = [
  {
    path: '/',
    title: 'Home',
    description:
      'The Roxy Picturehouse: an independent two-screen community cinema and café-bar on Bridge Street, Swaleford, North Yorkshire.',
    body: [
      heroSection(
        'roxy-frontage-dusk.jpg',
        title(`${big('THE ROXY PICTUREHOUSE', 7)}`, 'center'),
        paraCentre(
          big(
            'Two screens, one caf&eacute;-bar and more than a hundred years of films in the heart of Swaleford.',
            4,
          ),
        ),
        button('What&#039;s on this week', '/whats-on.html', 'center'),
      ),
      section(
        title('Welcome to the Roxy'),
        para(
          'Built in 1913 as the Electric Roxy, our little picture palace on Bridge Street has been showing films to Swaleford and the dales around it for over a century. Today it&rsquo;s an independent, charity-run community cinema with two screens, a caf&eacute;-bar and a team of staff and volunteers who love films as much as you do.',
          '',
          `New releases, old favourites, live theatre and ballet, films for families, for babies and for anyone who finds a normal cinema trip too much &ndash; ${a('/whats-on.html', 'have a look at what&rsquo;s on')}.`,
        ),
        spacer(20),
        cols(
          [33, 34, 33],
          `${title(big('This week', 4))}${para(
            `${i('The Quiet Shore')} (12A) &ndash; Screen 1`,
            `${i('Marigold Street')} (15) &ndash; Screen 2`,
            `${i('Fox &amp; Hare')} (U) &ndash; weekend family matinees`,
          )}${button('Full listings', '/whats-on.html')}`,
          `${title(big('Roxy Tuesdays', 4))}${para(
            `${red(b('Every ticket &pound;6, all day, every Tuesday.'))} Members pay &pound;5.`,
            grey('Not for live events.'),
          )}${button('Tickets &amp; prices', '/tickets--prices.html')}`,
          `${title(big('Join the Roxy', 4))}${para(
            'Members get cheaper tickets, no booking fees and 10% off in the caf&eacute;-bar, from &pound;30 a year.',
          )}${button('Membership', '/membership.html')}`,
        ),
      ),
      section(
        cols(
          [50, 50],
          image('screen-1-grand-2024.jpg', 'Screen 1, the Grand, after the 2024 refurbishment'),
          `${title('Come early, stay late')}${para(
            'Our caf&eacute;-bar serves proper coffee, homemade cakes, light lunches, local ales and wine from 10am, Tuesday to Sunday &ndash; and you can take your drink in to the film with you.',
            '',
            `The box office opens at 12pm on weekdays and 10.30am at weekends; the ${a('/cafe-bar.html', 'caf&eacute;-bar keeps its own hours')}.`,
          )}`,
        ),
      ),
      section(
        title('Get the weekly listings', 'center'),
        paraCentre('Our email comes out every Monday with the week&rsquo;s films and times.'),
        embed(
          `<div id="mc_embed_signup"><form action="https://electric-roxy.us21.list-manage.example/subscribe/post?u=8d1f0e6a2b&amp;id=4c7e19a0d2" method="post" id="mc-embedded-subscribe-form" name="mc-embedded-subscribe-form" class="validate" target="_blank"><div id="mc_embed_signup_scroll"><label for="mce-EMAIL">Email address</label> <input type="email" value="" name="EMAIL" class="required email" id="mce-EMAIL" /> <input type="submit" value="Sign me up" name="subscribe" id="mc-embedded-subscribe" class="button" /></div></form></div>`,
        ),
      ),
    ].join(''),
  },
  {
    path: '/whats-on.html',
    title: 'What&#039;s On',
    description:
      'Films, live events and special screenings at the Roxy, Swaleford, in November and December 2026.',
    banner: { headline: 'What&#039;s On', image: 'projector-beam.jpg' },
    body: [
      section(
        para(
          `Every film and every time, with online booking, is in the listings below. You can also book by calling the box office on ${ROXY_PHONE} or just turn up &ndash; but Friday and Saturday evenings often sell out, so booking ahead is a good idea.`,
        ),
        embed(
          `<iframe src="${ROXY_TICKETS}/listings?embed=1" title="Listings and booking" style="width:100%;height:1400px;border:0" loading="lazy"></iframe>`,
        ),
      ),
      section(
        title('Now showing'),
        cols(
          [33, 34, 33],
          `${image('the-quiet-shore-still.jpg', '')}${para(
            b(`${i('The Quiet Shore')} (12A)`),
            'Screen 1, daily until Thursday 3 December',
            grey(
              'A widowed lighthouse keeper&rsquo;s daughter comes home to the Northumberland coast to sell the family house, and finds she can&rsquo;t.',
            ),
          )}`,
          `${image('marigold-street-still.jpg', '')}${para(
            b(`${i('Marigold Street')} (15)`),
            'Screen 2, daily',
            grey(
              'Four neighbours, one terrace in Leeds and a very long summer. Sharp, funny and now and then heartbreaking.',
            ),
          )}`,
          `${image('fox-and-hare-still.jpg', '')}${para(
            b(`${i('Fox &amp; Hare')} (U)`),
            'Saturdays and Sundays at 11am and 2pm',
            grey('The animated adventure for the whole family, in time for the winter holidays.'),
          )}`,
        ),
      ),
      section(
        title('Coming up: November &amp; December 2026'),
        para(
          `${b('Tuesday 24 November')} &ndash; Roxy Tuesday: every ticket &pound;6`,
          `${b('Wednesday 25 November, 2pm')} &ndash; ${i('The Quiet Shore')} (12A), subtitled, Screen 1`,
          `${b('Thursday 26 November, 10.30am')} &ndash; Silver Screen: ${i('Brief Encounter')} (PG), Screen 1`,
          `${b('Friday 27 November, 11am')} &ndash; Roxy Babies: ${i('Marigold Street')} (15), Screen 2`,
          `${b('Sunday 29 November, 6pm')} &ndash; ${i('Marigold Street')} (15), subtitled, Screen 2`,
          `${b('Thursday 3 December, 7pm')} &ndash; National Theatre Live: ${i('Twelfth Night')} (12A), Screen 1 &ndash; ${a('/live-events.html', 'live events')}`,
          `${b('Saturday 5 December, 11am')} &ndash; Family Christmas matinee: ${i('The Muppet Christmas Carol')} (U), Screen 1`,
          `${b('Tuesday 8 December, 7.15pm')} &ndash; The Royal Ballet: ${i('The Nutcracker')} (live), Screen 1`,
          `${b('Sunday 13 December, 10.30am')} &ndash; Relaxed screening: ${i('Elf')} (PG), Screen 1`,
          `${b('Friday 18 December, 7.30pm')} &ndash; ${i('It&rsquo;s a Wonderful Life')} (U) on 35mm, with mulled wine, Screen 1`,
          `${b('Thursday 24 December, 2.30pm')} &ndash; our last film before Christmas: ${i('The Muppet Christmas Carol')} (U)`,
          `${b('Friday 25 &amp; Saturday 26 December')} &ndash; closed`,
          `${b('Sunday 27 December')} &ndash; no relaxed screening this time; the next one is on Sunday 10 January 2027`,
        ),
        para(
          grey(
            `Christmas and New Year opening times are in our ${a('/blog/christmas-at-the-roxy-2026', 'Christmas blog post')}.`,
          ),
        ),
      ),
      section(
        title('Every week at the Roxy'),
        cols(
          [50, 50],
          para(
            b('Silver Screen'),
            'Every Thursday at 10.30am. A film for our older audience (everyone&rsquo;s welcome), with tea or coffee and a biscuit included in the ticket.',
            '',
            b('Roxy Babies'),
            'Every Friday at 11am. For parents and carers with babies under 18 months: lights dimmed rather than off, the sound turned down, and nobody minds a bit of crying.',
          ),
          para(
            b('Subtitled screenings'),
            'Every Wednesday at 2pm and every Sunday at 6pm, with English subtitles on screen.',
            '',
            b('Relaxed screenings'),
            `On the second and fourth Sunday of the month at 10.30am. ${a('/accessibility.html', 'More about relaxed screenings')}.`,
          ),
        ),
      ),
    ].join(''),
  },
  {
    path: '/live-events.html',
    title: 'Live Events',
    description: 'National Theatre Live, ballet and opera broadcast live to the big screen at the Roxy.',
    banner: { headline: 'Live Events', image: 'ballet-on-screen.jpg' },
    body: [
      section(
        para(
          'Theatre, ballet and opera from London and New York, broadcast live (or as-live) to our Screen 1. The caf&eacute;-bar stays open through the intervals.',
        ),
        title(big('Live event tickets', 4)),
        para(
          'Adult &pound;16',
          'Concession &pound;14',
          'Members &pound;13',
          'Under 16 &pound;10',
          grey(
            'Roxy Tuesday prices and members&rsquo; free tickets can&rsquo;t be used for live events. Members can book live events 48 hours before general sale.',
          ),
        ),
        divider(),
        title('Coming up'),
        cols(
          [30, 70],
          image('nt-live-twelfth-night.jpg', ''),
          para(
            big(b(`National Theatre Live: ${i('Twelfth Night')}`), 4),
            'Thursday 3 December 2026, 7pm &middot; Screen 1',
            'Running time about 3 hours, including one interval.',
          ),
        ),
        cols(
          [30, 70],
          image('royal-ballet-nutcracker.jpg', ''),
          para(
            big(b(`The Royal Ballet: ${i('The Nutcracker')} (live)`), 4),
            'Tuesday 8 December 2026, 7.15pm &middot; Screen 1',
            'Running time about 2 hours 45 minutes, including two intervals.',
            grey('Please note: live event prices apply on this Tuesday.'),
          ),
        ),
        cols(
          [30, 70],
          image('met-opera-traviata.jpg', ''),
          para(
            big(b(`Live from the Met: ${i('La traviata')}`), 4),
            'Saturday 16 January 2027, 5.55pm &middot; Screen 1',
            'Sung in Italian with English subtitles. Running time about 3 hours 10 minutes.',
          ),
        ),
        button('Book live events', `${ROXY_TICKETS}/live`),
      ),
    ].join(''),
  },
  {
    path: '/tickets--prices.html',
    title: 'Tickets &amp; Prices',
    description:
      'Ticket prices at the Roxy Picturehouse: matinee and evening, concessions, under-16s, members and Roxy Tuesdays.',
    banner: { headline: 'Tickets &amp; Prices', image: 'box-office-window.jpg' },
    body: [
      section(
        title('Ticket prices'),
        para(grey('Prices from 1 April 2026, for all standard screenings in both screens.')),
        cols(
          [28, 18, 18, 18, 18],
          para(
            '&nbsp;',
            big(b('Matinee'), 3),
            grey('films starting before 5pm'),
            big(b('Evening'), 3),
            grey('films starting from 5pm'),
          ),
          priceColumn('Adult', '&pound;7.50', '&pound;9.50'),
          priceColumn('Concession*', '&pound;6.50', '&pound;8.00'),
          priceColumn('Under 16', '&pound;5.00', '&pound;6.00'),
          priceColumn('Members', '&pound;5.50', '&pound;7.00'),
        ),
        para(
          grey(
            '* Concessions: over-65s, students with a valid student card, people claiming Jobseeker&rsquo;s Allowance or Universal Credit, and disabled visitors. We may ask to see proof.',
          ),
        ),
        spacer(20),
        para(
          `${b('Essential companions go free.')} If you need someone with you to come to the cinema, their ticket is free &ndash; just let us know when you book. We accept the CEA card.`,
        ),
      ),
      section(
        cols(
          [50, 50],
          `${title(red('Roxy Tuesdays'))}${para(
            big('Every ticket, every film, all day on Tuesdays: &pound;6.', 4),
            'Members pay &pound;5.',
            grey('Doesn&rsquo;t apply to live events.'),
          )}`,
          `${title('Other screenings')}${para(
            `${b('Relaxed screenings:')} &pound;4 for everyone, carers free`,
            `${b('Silver Screen:')} &pound;5.50, tea or coffee and a biscuit included`,
            `${b('Live events:')} see ${a('/live-events.html', 'Live Events')}`,
          )}`,
        ),
      ),
      section(
        title('How to book'),
        para(
          `${b('Online')} &ndash; through ${a('/whats-on.html', 'What&#039;s On')}. There&rsquo;s a booking fee of 50p per ticket online; members don&rsquo;t pay it.`,
          `${b('By phone')} &ndash; call ${ROXY_PHONE}, 12pm&ndash;6pm, Tuesday to Sunday. No booking fee.`,
          `${b('In person')} &ndash; at the box office on Bridge Street, no booking fee.`,
          '',
          `Can&rsquo;t make it? See our ${a('/booking-terms.html', 'booking terms')} for exchanges.`,
        ),
        button('Book now', '/whats-on.html'),
      ),
    ].join(''),
  },
  {
    path: '/membership.html',
    title: 'Membership',
    description:
      'Join the Roxy: Young Roxy, Friend, Reel Friend and Patron membership, with cheaper tickets and free films.',
    banner: {
      headline: 'Become a Member',
      text: 'Cheaper tickets, free films and a warm glow &ndash; and every penny helps keep the Roxy open.',
      image: 'members-evening.jpg',
    },
    body: [
      section(
        para(
          'The Roxy is a charity, and our members are the reason we&rsquo;re still here. Membership pays for itself in a few visits &ndash; and it makes a real difference to us.',
        ),
        cols(
          [25, 25, 25, 25],
          tier(
            'Young Roxy',
            'Ages 16&ndash;25: &pound;12 a year',
            'Member ticket prices',
            'No online booking fee',
          ),
          tier(
            'Friend',
            '&pound;30 a year<br />&pound;50 joint (two people at the same address)',
            'Member ticket prices on every film',
            'No online booking fee',
            '10% off food and drink in the caf&eacute;-bar',
            'Priority booking for live events',
            'Our monthly members&rsquo; newsletter',
          ),
          tier(
            'Reel Friend',
            '&pound;70 a year<br />&pound;120 joint',
            'Everything in Friend',
            '4 free tickets a year (8 for joint members)',
            'Invitations to members&rsquo; preview screenings',
          ),
          tier(
            'Patron',
            '&pound;250 a year',
            'Everything in Reel Friend',
            '12 free tickets a year',
            'Your name on a seat plaque in Screen 1',
            'An invitation to our annual Patrons&rsquo; supper',
          ),
        ),
        spacer(20),
        para(
          b('The small print'),
          'Member prices are for the member&rsquo;s own ticket: one per member per screening (two for joint members).',
          'Free tickets are for standard screenings only, not for live events.',
          'Membership lasts 12 months from the day you join.',
          'Young Roxy members may be asked for proof of age.',
        ),
        spacer(20),
        title('How to join'),
        para(
          `Join online, at the box office, or by phone on ${ROXY_PHONE}. Your membership card is ready to collect from the box office the next day.`,
          'Gift memberships can be bought at the box office: we&rsquo;ll give you a card to put under the tree.',
        ),
        button('Join online', `${ROXY_TICKETS}/membership`),
      ),
    ].join(''),
  },
  {
    path: '/gift-vouchers.html',
    title: 'Gift Vouchers',
    description: 'Roxy gift vouchers from £10 to £100, and the Date Night gift pack.',
    banner: { headline: 'Gift Vouchers', image: 'gift-voucher-popcorn.jpg' },
    body: [
      section(
        cols(
          [60, 40],
          `${title('Give the gift of films')}${para(
            'Roxy gift vouchers come in any amount from &pound;10 to &pound;100 and can be spent on cinema tickets, live events, membership and in the caf&eacute;-bar.',
            '',
            'Vouchers are valid for 12 months from the date of purchase. If you don&rsquo;t spend it all at once, the balance stays on the voucher.',
            '',
            `Buy them at the box office, or by phone on ${ROXY_PHONE} and we&rsquo;ll post them to you free of charge &ndash; please allow 5 working days.`,
          )}`,
          image('gift-voucher-card.jpg', 'Our gift vouchers come in a Roxy envelope'),
        ),
      ),
      section(
        title('Spending your voucher'),
        para(
          'Vouchers can&rsquo;t be used to book online. Bring your voucher to the box office, or call us and quote the voucher number.',
          'Vouchers can&rsquo;t be exchanged for cash.',
        ),
        divider(),
        title(red('Date Night gift pack')),
        para(
          'Two evening tickets, two drinks from the bar and a sharing popcorn, in a gift box: &pound;32.',
          grey('Valid for 12 months. Not valid for live events.'),
        ),
        divider(),
        title('Christmas'),
        para(
          'Last day for posted vouchers before Christmas: Wednesday 16 December. After that, come and buy them at the box office &ndash; we&rsquo;re open until Christmas Eve.',
        ),
      ),
    ].join(''),
  },
];
