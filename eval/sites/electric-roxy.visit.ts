import {
  a,
  b,
  big,
  button,
  cols,
  divider,
  grey,
  image,
  map,
  para,
  ROXY_NAME,
  ROXY_PHONE,
  ROXY_STREET,
  ROXY_TOWN,
  type RoxyPage,
  red,
  section,
  spacer,
  title,
  toggles,
} from './electric-roxy.layout.ts';

/** A question the owner left open on the FAQ page: a bold line, then the answer under it. */
const openQuestion = (q: string, ...answer: string[]) => para(b(q), ...answer);

/** The café-bar, the two screens, accessibility, directions and the FAQ. */
export const roxyVisitPages: RoxyPage[] = [
  {
    path: '/cafe-bar.html',
    title: 'Caf&eacute;-Bar',
    description:
      'The Roxy café-bar: coffee, cakes, lunches, pizzas, local ales and wine, open to everyone, Tuesday to Sunday.',
    banner: { headline: 'The Caf&eacute;-Bar', image: 'cafe-bar-counter.jpg' },
    body: [
      section(
        cols(
          [50, 50],
          `${title('Opening hours')}${para(
            big('Tuesday &ndash; Thursday: 10am &ndash; 9pm', 3),
            big('Friday &amp; Saturday: 10am &ndash; 10.30pm', 3),
            big('Sunday: 10am &ndash; 8pm', 3),
            big('Monday: closed', 3),
          )}${para(
            grey(
              'The caf&eacute;-bar keeps its own hours, which aren&rsquo;t the same as the box office&rsquo;s. You don&rsquo;t need a film ticket to come in.',
            ),
          )}`,
          image('cafe-bar-tiles.jpg', 'The caf&eacute;-bar, with the original 1913 tiled floor'),
        ),
      ),
      section(
        title('What we serve'),
        para(
          'Coffee roasted for us by Ghyll Coffee in Hawes, teas, hot chocolate and homemade cakes and scones all day.',
          'Hot food is served 12pm &ndash; 7pm: soup, toasties, jacket potatoes and a daily special. On Friday and Saturday evenings our stone-baked pizzas are on until 8.30pm.',
          'Local ales from the Bridge End Brewery on tap, a short list of wines and a proper gin shelf.',
          'Popcorn (sweet, salted or mixed, popped fresh every day), sweets and soft drinks from the kiosk.',
        ),
        spacer(20),
        cols(
          [50, 50],
          `${title(big('Take it in with you', 4))}${para(
            'You&rsquo;re welcome to take drinks from the bar into both screens: hot drinks in lidded cups, beer and wine in our reusable Roxy cups (no glass in the screens). Cakes and popcorn can come in too; hot meals stay in the caf&eacute;-bar.',
          )}`,
          `${title(big('Good to know', 4))}${para(
            'We don&rsquo;t take table bookings &ndash; just come in.',
            'Members get 10% off food and drink.',
            'Well-behaved dogs are welcome in the caf&eacute;-bar (there&rsquo;s a water bowl by the door), but only assistance dogs can come into the screens.',
          )}`,
        ),
      ),
    ].join(''),
  },
  {
    path: '/our-screens.html',
    title: 'Our Screens',
    description: 'Screen 1, the Grand (164 seats), and Screen 2, the Snug (42 seats).',
    body: [
      section(
        title('Our two screens'),
        para(
          'Screen 1 is the original 1913 auditorium, restored in 2024. Screen 2 was built in 2012 in what used to be the billiard room upstairs.',
        ),
        cols(
          [50, 50],
          `${image('screen-1-grand-2024.jpg', 'Screen 1, the Grand')}${title(red('Screen 1 &ndash; The Grand'))}${para(
            '164 seats in the stalls and the balcony',
            '4 wheelchair spaces in the stalls',
            'Step-free from Bridge Street (the balcony is up a staircase)',
            '4K laser projection and Dolby 7.1 sound, installed in 2024',
            'Our 1950s 35mm projector, still used for special screenings',
            'Hearing loop',
          )}`,
          `${image('screen-2-snug.jpg', 'Screen 2, the Snug')}${title(red('Screen 2 &ndash; The Snug'))}${para(
            '42 seats, including four two-seater sofas',
            'On the first floor, up 22 stairs &ndash; there is no lift',
            'Digital projection and 5.1 sound',
            'Hearing loop',
          )}`,
        ),
        para(
          grey(
            `Both screens can be hired for private screenings &ndash; see ${a('/private-hire.html', 'Private Hire')}.`,
          ),
        ),
      ),
    ].join(''),
  },
  {
    path: '/accessibility.html',
    title: 'Accessibility',
    description:
      'Access at the Roxy: wheelchair spaces, hearing loops, subtitled screenings and relaxed screenings.',
    banner: { headline: 'Accessibility', image: 'foyer-step-free.jpg' },
    body: [
      section(
        para(
          `We want everyone to be able to enjoy the Roxy. Our building is more than 110 years old, so not everything is easy, but here is what we can offer. If you have any questions, call us on ${ROXY_PHONE} &ndash; we&rsquo;re happy to help.`,
        ),
        title('Getting in and around'),
        para(
          'The main entrance on Bridge Street is step-free, and so are the box office, the caf&eacute;-bar, the stalls of Screen 1 and our accessible toilet (on the ground floor, next to the caf&eacute;-bar).',
          '',
          `${b('Wheelchair users:')} Screen 1 has four wheelchair spaces, at the end of rows E and F. Please book them in advance &ndash; online, choose &lsquo;Wheelchair space&rsquo; as your ticket type, or give us a call.`,
          '',
          `${b('Screen 2')} is on the first floor, up 22 stairs, and there is no lift, so Screen 2 isn&rsquo;t accessible to wheelchair users. If a film you want to see is only showing in Screen 2, call us: with a few days&rsquo; notice we can often add a screening in Screen 1.`,
        ),
        divider(),
        title('Hearing and sight'),
        para(
          `${b('Hearing loop:')} both screens have a hearing loop &ndash; switch your hearing aid to T. There&rsquo;s a loop at the box office counter too.`,
          `${b('Subtitled screenings:')} every Wednesday at 2pm and every Sunday at 6pm we show a film with English subtitles for deaf and hard-of-hearing audiences. They&rsquo;re marked &lsquo;subtitled&rsquo; in our listings.`,
          `${b('Audio description:')} most new films come with audio description. We have six headsets &ndash; ask at the box office.`,
        ),
        divider(),
        title('Relaxed screenings'),
        cols(
          [60, 40],
          para(
            'On the second and fourth Sunday morning of every month, at 10.30am, we hold a relaxed screening. They&rsquo;re autism-friendly, and meant for anyone who finds an ordinary cinema trip too much: autistic people, people with learning disabilities, sensory sensitivities or dementia, and their families and friends.',
            '',
            'The lights stay low rather than going off, the sound is turned down, there are no adverts or trailers, and you&rsquo;re free to move around, make noise and come and go. The Green Room, off the foyer, is open throughout as a quiet space.',
            '',
            `Tickets are &pound;4 for everyone, and carers go free. The next one is on Sunday 13 December (<em>Elf</em>, PG).`,
          ),
          image('relaxed-screening-green-room.jpg', 'The Green Room, our quiet space'),
        ),
        divider(),
        title('Companions and assistance dogs'),
        para(
          'If you need someone with you to come to the cinema, their ticket is free. We accept the CEA card, but you don&rsquo;t need one &ndash; just let us know when you book.',
          'Assistance dogs are welcome in both screens.',
        ),
      ),
    ].join(''),
  },
  {
    path: '/visit-us.html',
    title: 'Visit Us',
    description:
      'How to find the Roxy on Bridge Street, Swaleford: buses, trains, parking and opening times.',
    body: [
      section(
        title('Find us'),
        cols(
          [50, 50],
          para(
            b(ROXY_NAME),
            ROXY_STREET,
            ROXY_TOWN,
            '',
            'We&rsquo;re on Bridge Street, just off the Market Place &ndash; a two-minute walk from the bus stops.',
          ),
          map(),
        ),
        divider(),
        title('Getting here'),
        para(
          `${b('By bus:')} the Dales Connect 72 from Northallerton and the 73 from Ripon stop in the Market Place (Monday to Saturday).`,
          `${b('By train:')} our nearest station is Northallerton, 14 miles away; the 72 bus meets most trains.`,
          `${b('By car:')} we don&rsquo;t have our own car park. The Market Place car park (pay and display) is a two-minute walk away, and there are two Blue Badge bays right outside on Bridge Street.`,
          `${b('By bike:')} there are cycle racks outside the caf&eacute;-bar entrance.`,
        ),
        divider(),
        title('Opening times'),
        cols(
          [50, 50],
          para(
            b('Box office'),
            'Tuesday &ndash; Friday: 12pm &ndash; 8.30pm',
            'Saturday &amp; Sunday: 10.30am &ndash; 8.30pm',
            'Monday: closed (except bank holidays)',
            `Phone bookings: 12pm &ndash; 6pm, Tuesday to Sunday, on ${ROXY_PHONE}`,
          ),
          para(
            b('Caf&eacute;-bar'),
            'Opens at 10am, Tuesday to Sunday.',
            `Closing times vary by day &ndash; ${a('/cafe-bar.html', 'see the caf&eacute;-bar page')}.`,
          ),
        ),
        button('Accessibility information', '/accessibility.html'),
      ),
    ].join(''),
  },
  {
    path: '/faq.html',
    title: 'FAQ',
    description:
      'Questions we get asked a lot at the Roxy: booking, arriving, food and drink, refunds, parking.',
    body: [
      section(
        title('Frequently asked questions'),
        openQuestion(
          'Do I need to book?',
          'You don&rsquo;t have to, but it&rsquo;s a good idea for Friday and Saturday evenings, live events and anything new and popular. Book online, by phone or at the box office.',
        ),
        spacer(15),
        openQuestion(
          'What time should I arrive?',
          'Doors open 30 minutes before the time in the listings. The film itself starts after about 15 minutes of adverts and trailers.',
        ),
        spacer(15),
        openQuestion(
          'Can I take a drink in with me?',
          'Yes &ndash; anything from our caf&eacute;-bar, in our reusable cups (no glass in the screens).',
        ),
        spacer(30),
        title(big('More questions', 4)),
        toggles([
          [
            'Do you show films in 3D?',
            para('No, we don&rsquo;t show films in 3D &ndash; all our screenings are 2D.'),
          ],
          [
            'Can I bring my own food and drink?',
            para(
              'Sorry, no: food and drink bought outside aren&rsquo;t allowed in the Roxy. Baby food, and anything you need for medical reasons, are fine of course.',
            ),
          ],
          [
            'Can I get a refund if I can&rsquo;t come?',
            para(
              'We don&rsquo;t give refunds, but you can exchange your tickets for another screening up to 24 hours before the start &ndash; just call the box office. If we cancel a screening, you&rsquo;ll get a full refund.',
            ),
          ],
          [
            'Is there parking?',
            para(
              'We don&rsquo;t have our own car park. The Market Place car park is two minutes away, and it&rsquo;s free after 6pm and all day on Sundays. There are two Blue Badge bays outside on Bridge Street.',
            ),
          ],
          [
            'Can children come on their own?',
            para(
              'Children under 12 must be with someone aged 16 or over, whatever the film&rsquo;s certificate. For 15 and 18 films we follow Challenge 25, so bring ID if you look young.',
            ),
          ],
          [
            'Is there a lift?',
            para(
              `No. The stalls of Screen 1, the caf&eacute;-bar and the accessible toilet are step-free, but Screen 2 and the balcony are up stairs. See ${a('/accessibility.html', 'Accessibility')}.`,
            ),
          ],
          [
            'Can I bring my dog?',
            para(
              'Only assistance dogs can come into the screens. Other dogs are very welcome in the caf&eacute;-bar.',
            ),
          ],
          [
            'Do you do group bookings?',
            para(
              `Yes: groups of 10 or more get 10% off. See ${a('/schools--groups.html', 'Schools &amp; Groups')}.`,
            ),
          ],
        ]),
      ),
    ].join(''),
  },
];
