import {
  a,
  b,
  big,
  button,
  choiceField,
  cols,
  divider,
  form,
  grey,
  image,
  nameField,
  para,
  ROXY_CHARITY,
  ROXY_CHARITY_NO,
  ROXY_EMAIL,
  ROXY_NAME,
  ROXY_PHONE,
  ROXY_STREET,
  ROXY_TOWN,
  type RoxyPage,
  red,
  section,
  spacer,
  textArea,
  textField,
  title,
} from './electric-roxy.layout.ts';

const HIRE_EMAIL = 'hire@electric-roxy.test';
const VOLUNTEER_EMAIL = 'volunteers@electric-roxy.test';

/** A screen for hire: a column with its name, capacity and the two prices on lines of their own. */
const hireScreen = (name: string, guests: string, daytime: string, evening: string) =>
  `${title(red(name))}${para(
    b(guests),
    `Weekday daytime (before 5pm): ${big(b(daytime), 3)}`,
    `Evenings &amp; weekends: ${big(b(evening), 3)}`,
  )}`;

/**
 * About, volunteering, private hire (with the enquiry form whose labels hold the catering prices and whose
 * hidden instructions hold the notice period), schools and groups, contact, and the 2024 refurbishment page
 * that was never taken down.
 */
export const roxyAboutPages: RoxyPage[] = [
  {
    path: '/about.html',
    title: 'About',
    description: 'The story of the Roxy, from the Electric Roxy of 1913 to the community cinema of today.',
    banner: { headline: 'Our Story', image: 'roxy-1937-facade.jpg' },
    body: [
      section(
        cols(
          [60, 40],
          para(
            `${b('1913')} &ndash; The Electric Roxy opens on Bridge Street on 6 December 1913, built by the Swaleford draper Albert Kettlewell, with 420 seats and a pianist for the silent films.`,
            `${b('1937')} &ndash; A new Art Deco front, sound, and a new name: The Roxy Picturehouse.`,
            `${b('1986')} &ndash; The Roxy closes. The building becomes a bingo hall, then a carpet warehouse.`,
            `${b('2008')} &ndash; ${ROXY_CHARITY} is formed, and the town raises &pound;380,000 in fourteen months to buy and restore it.`,
            `${b('2009')} &ndash; The Roxy reopens on 4 December 2009, with one screen.`,
            `${b('2012')} &ndash; Screen 2, the Snug, opens upstairs in the old billiard room.`,
            `${b('2024')} &ndash; We close from January to March for the biggest refurbishment in our history: new seats, laser projection and a rebuilt caf&eacute;-bar. ${a('/refurbishment.html', 'Read about the refurbishment')}.`,
          ),
          image('roxy-1913-opening.jpg', 'Opening night at the Electric Roxy, December 1913'),
        ),
      ),
      section(
        title('Who we are'),
        para(
          `The Roxy is owned and run by ${ROXY_CHARITY}, registered charity no. ${ROXY_CHARITY_NO}. Every penny we make goes back into the cinema.`,
          '',
          `We have seven paid staff and around 90 volunteers, who run the box office, the caf&eacute;-bar, the doors and a good deal of the projection. Our general manager is Kath Airey and our programmer is Dev Sharma &ndash; if there&rsquo;s a film you&rsquo;d love us to show, tell Dev at ${a('mailto:programming@electric-roxy.test', 'programming@electric-roxy.test')}.`,
        ),
        button('Volunteer with us', '/volunteer.html'),
      ),
    ].join(''),
  },
  {
    path: '/volunteer.html',
    title: 'Volunteer',
    description: 'Volunteer at the Roxy: front of house, box office, café-bar and projection.',
    body: [
      section(
        title('Volunteer at the Roxy'),
        para(
          'The Roxy wouldn&rsquo;t open its doors without its volunteers. Around 90 people give their time to welcome audiences, sell tickets, pour coffee and, after some training, run the projectors.',
        ),
        cols(
          [50, 50],
          para(
            b('What you could do'),
            '&bull; Front of house and ushering',
            '&bull; Box office',
            '&bull; Caf&eacute;-bar',
            '&bull; Projection (we train you)',
            '&bull; Events, posters and social media',
          ),
          para(
            b('What we ask'),
            'You need to be 16 or over (18 to serve behind the bar).',
            'Shifts are about three and a half hours, and we ask for at least two shifts a month.',
            '',
            b('What you get'),
            'A free cinema ticket for every shift you do, 20% off in the caf&eacute;-bar, and our famous volunteers&rsquo; parties.',
          ),
        ),
        spacer(20),
        para(
          `${b('Next induction evening:')} Wednesday 9 December 2026 at 6pm, in the caf&eacute;-bar. Just come along, or email ${a(`mailto:${VOLUNTEER_EMAIL}`, VOLUNTEER_EMAIL)}.`,
        ),
      ),
    ].join(''),
  },
  {
    path: '/private-hire.html',
    title: 'Private Hire',
    description:
      'Hire a screen at the Roxy for a party, a work do, a conference or your own film: prices and enquiry form.',
    banner: {
      headline: 'Private Hire',
      text: 'Your own cinema, for a birthday, a work do or a screening of your own.',
      image: 'private-hire-party.jpg',
    },
    body: [
      section(
        para(
          'Hire one of our screens for a birthday, a work do, a film club, a conference or a screening of your own. Weekday daytimes and Mondays, when we&rsquo;re closed to the public, are the easiest to book.',
        ),
        cols(
          [50, 50],
          hireScreen('Screen 1 &ndash; The Grand', 'Up to 164 guests', '&pound;395', '&pound;595'),
          hireScreen('Screen 2 &ndash; The Snug', 'Up to 42 guests', '&pound;165', '&pound;245'),
        ),
        para(
          grey(
            'Prices are for up to 3 hours and include VAT, a member of staff and a projectionist. To show a released film we arrange the licence for you, charged at cost (usually &pound;90&ndash;&pound;150). Or bring your own film, presentation or wedding video on a USB stick, or plug in a laptop (HDMI).',
          ),
        ),
        divider(),
        title('Children&rsquo;s parties'),
        para(
          'Saturday and Sunday mornings in Screen 2: &pound;12.50 per child (minimum 12 children), including the film, a small popcorn and a squash.',
        ),
      ),
      section(
        form(
          'Private hire enquiry',
          'Send enquiry',
          nameField(),
          textField('Email', true),
          textField('Phone'),
          choiceField(
            'radio',
            'Which screen would you like?',
            [
              'Screen 1 &ndash; The Grand (up to 164 guests)',
              'Screen 2 &ndash; The Snug (up to 42 guests)',
              'Not sure yet',
            ],
            true,
          ),
          textField(
            'Preferred date and time',
            true,
            'We need at least three weeks&rsquo; notice for private hire, and longer in December.',
          ),
          textField('Number of guests'),
          choiceField('checkbox', 'Food and drink from the caf&eacute;-bar', [
            'Drinks reception (from &pound;6.50 a head)',
            'Popcorn and a soft drink (&pound;4 a head)',
            'Hot buffet (from &pound;14 a head)',
            'No thanks',
          ]),
          textArea('Tell us about your event'),
        ),
        para(`Or email us at ${a(`mailto:${HIRE_EMAIL}`, HIRE_EMAIL)}.`),
      ),
    ].join(''),
  },
  {
    path: '/schools--groups.html',
    title: 'Schools &amp; Groups',
    description: 'School screenings and group discounts at the Roxy.',
    body: [
      section(
        title('Schools'),
        para(
          'We open for schools on weekday mornings in term time, for groups of at least 30 pupils. Tickets are &pound;4 per pupil, with one free teacher for every 10 pupils.',
          'Choose one of our current films, or ask us for a title that fits what you&rsquo;re teaching.',
        ),
        image('school-screening.jpg', 'Year 6 from Swaleford Primary at a morning screening'),
        divider(),
        title('Groups'),
        para(
          `Groups of 10 or more get 10% off standard ticket prices (not on Tuesdays or for live events). Call the box office on ${ROXY_PHONE} to book.`,
        ),
      ),
    ].join(''),
  },
  {
    path: '/contact.html',
    title: 'Contact',
    description: 'Contact the Roxy Picturehouse: box office phone, email and address.',
    body: [
      section(
        title('Get in touch'),
        cols(
          [55, 45],
          form('', 'Submit', nameField(), textField('Email', true), textArea('Message', true)),
          para(
            b('Box office'),
            `${ROXY_PHONE} (12pm &ndash; 6pm, Tuesday to Sunday)`,
            a(`mailto:${ROXY_EMAIL}`, ROXY_EMAIL),
            '',
            b('Private hire'),
            a(`mailto:${HIRE_EMAIL}`, HIRE_EMAIL),
            '',
            b('Volunteering'),
            a(`mailto:${VOLUNTEER_EMAIL}`, VOLUNTEER_EMAIL),
            '',
            b('By post'),
            ROXY_NAME,
            ROXY_STREET,
            ROXY_TOWN,
            '',
            grey('Our office is staffed Tuesday to Friday. We aim to reply to emails within 2 working days.'),
          ),
        ),
      ),
    ].join(''),
  },
  {
    path: '/refurbishment.html',
    title: 'Closed for Refurbishment',
    description: 'The Roxy is closed for refurbishment from 8 January 2024.',
    banner: { headline: 'We&rsquo;re closed for refurbishment', image: 'scaffolding-screen-1.jpg' },
    body: [
      section(
        para(
          big(
            'The Roxy is closed from Monday 8 January 2024 while we give the old place the biggest makeover in its history. We&rsquo;ll reopen on Saturday 23 March 2024.',
            4,
          ),
        ),
        title('What&rsquo;s happening'),
        para(
          '&bull; New seats in Screen 1: fewer but much roomier, 164 instead of 212',
          '&bull; A new 4K laser projector and Dolby 7.1 sound',
          '&bull; A rebuilt caf&eacute;-bar and new toilets, including an accessible toilet on the ground floor',
          '&bull; Phase two, subject to funding: a platform lift to Screen 2',
        ),
        title('While we&rsquo;re closed'),
        para(
          'The box office is closed and there are no screenings.',
          'Our caf&eacute;-bar stays open through the side door on Chapel Yard, Tuesday to Saturday, 10am &ndash; 3pm.',
          `The phone line is open Tuesdays and Thursdays, 10am &ndash; 2pm, on ${ROXY_PHONE}.`,
          'Members: we&rsquo;ve added three months to every membership.',
          'Gift vouchers that run out during the closure will be honoured until 30 June 2024.',
        ),
        image('screen-1-seats-out.jpg', 'The old seats coming out of Screen 1'),
      ),
    ].join(''),
  },
];
