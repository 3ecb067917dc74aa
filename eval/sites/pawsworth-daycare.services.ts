import {
  button,
  col,
  colour,
  em,
  FA,
  gap,
  h,
  icon,
  link,
  list,
  type PawsworthPage,
  PW_VAN,
  p,
  picture,
  row,
  section,
  shape,
  size,
  strong,
  table,
  text,
} from './pawsworth-daycare.layout.ts';

/*
 * The service pages. The template's price cards print the price first, then the name, then what it is for, each
 * in its own TextArea over a Shape; tables are the builder's Table element, the header row a row of `<td>`s.
 */

/** A price card as the "Pricing" block lays it out: the price above the name, the unit under it. */
const priceCard = (price: string, name: string, unit: string, ...more: string[]) =>
  col(
    shape(),
    text(p(colour(size(strong(price), 40)), 'custom3', 'center')),
    text(h(3, name, 'center')),
    text(p(unit, 'normal', 'center'), ...more.map((x) => p(x, 'normal', 'center'))),
  );

/** A page title band: the heading and the line under it are two TextAreas. */
const titleBand = (title: string, subtitle: string, alt: string) =>
  section(row(col(text(h(1, title)), text(p(subtitle, 'subtitle'))), picture(alt, 1200, 640)));

export const daycarePackages = () =>
  table([
    ['Package', 'Price', 'Use within'],
    ['10 full days', '£295', '3 months'],
    ['20 full days', '£560', '4 months'],
    ['10 half days', '£180', '3 months'],
  ]);

/* ── Dog Daycare ───────────────────────────────────────────────────────────────────────────────────────── */

const daycare: PawsworthPage = {
  path: '/Dog-Daycare',
  title: 'Dog Daycare in Chester | Pawsworth',
  description:
    'Dog daycare on a farm on the edge of Chester: full days £32, half days £20, packages, drop-off and collection times.',
  main: [
    titleBand(
      'Dog Daycare',
      'A day out on the farm while you’re at work: play, fresh air, a nap, and home tired and happy.',
      'Dogs playing in the Pawsworth field',
    ),
    section(
      text(h(2, 'A day at Pawsworth')),
      row(
        text(
          p(
            'Dogs spend the day in small groups, matched by size and play style, between our two barn playrooms and our secure 1.5-acre field with 6-foot fencing. There’s a handler for every 10 dogs, and we never take more than 30 dogs a day.',
          ),
          p(
            'Quiet time is from 12.30pm to 2pm, when everyone has a lie-down in the barn with the radio on. The rest of the day is games, sniffing, paddling pools in summer and, for the keen ones, a bit of fetch with Megan.',
          ),
          p(
            'Adult dogs don’t need lunch, but if yours usually has one, send it in a labelled tub. Puppies under 6 months should always bring their lunch.',
          ),
        ),
        picture('Quiet time in the barn playroom', 600, 420),
      ),
    ),
    section(
      row(
        col(
          icon(FA.clock),
          text(h(3, 'Drop-off and collection')),
          text(
            list(
              `${strong('Drop-off:')} 7am &ndash; 9.30am`,
              `${strong('Collection:')} from 3.30pm, and by 6.30pm at the latest`,
              `${strong('Half days:')} mornings 7am &ndash; 12.30pm, or afternoons 1pm &ndash; 6.30pm`,
            ),
            p('Daycare runs Monday to Friday. There’s no daycare at weekends or on bank holidays.'),
            p(
              'Running late? Please ring us on the way. Collections after 6.30pm are charged £10 for every 15 minutes.',
            ),
          ),
        ),
        col(
          icon(FA.truck),
          text(h(3, 'Can’t do the drop-off?')),
          text(
            p(
              `Our van picks up and drops off all round Chester, from £6 a day. See ${link('Pick-up &amp; Drop-off', 'Pick-up-and-Drop-off')}.`,
            ),
          ),
          button('Van prices', 'Pick-up-and-Drop-off'),
        ),
      ),
    ),
    section(
      text(h(2, 'Daycare prices', 'center')),
      row(
        priceCard('£32', 'Full day', '7am &ndash; 6.30pm'),
        priceCard('£20', 'Half day', 'Mornings or afternoons'),
        priceCard(
          '£18',
          'Puppy Club',
          'Tuesday &amp; Thursday mornings',
          link('More about Puppy Club', 'Puppy-Club'),
        ),
      ),
      text(h(3, 'Daycare packages')),
      daycarePackages(),
      text(
        p('Second dog from the same household: 10% off daycare.'),
        p(
          'Packages are paid in advance and must be used within the time shown; days left over can’t be refunded or carried over.',
        ),
      ),
    ),
    section(
      text(h(3, 'Cancelling a day')),
      text(
        p(
          'Please give us 48 hours’ notice if your dog won’t be coming. Days cancelled with less notice are charged, or taken from your package.',
        ),
        p(
          `New to Pawsworth? Every dog starts with a free assessment: see ${link('Joining Pawsworth', 'Joining-Pawsworth')}.`,
        ),
      ),
      row(button('Book a free assessment', 'Joining-Pawsworth'), button('All our prices', 'Prices')),
    ),
  ],
};

/* ── Puppy Club ────────────────────────────────────────────────────────────────────────────────────────── */

const puppyClub: PawsworthPage = {
  path: '/Puppy-Club',
  title: 'Puppy Club | Puppy Socialisation in Chester | Pawsworth',
  description:
    'Puppy Club at Pawsworth: play and socialisation mornings for puppies from 12 weeks to 6 months, Tuesdays and Thursdays.',
  main: [
    titleBand(
      'Puppy Club',
      'Play, confidence and first manners for puppies from 12 weeks to 6 months.',
      'Two puppies in the puppy paddock',
    ),
    section(
      row(
        col(
          text(
            p(
              'Puppy Club is a morning of play with other puppies their own size, gentle handling, new sounds and surfaces, and the start of good manners: sit, wait, and coming back when they’re called. It’s run by Megan, our daycare manager, in the puppy paddock and the small barn, away from the big dogs.',
            ),
            gap,
            h(3, 'When'),
            p('Tuesday and Thursday mornings, 9.30am &ndash; 12.30pm. No more than 6 puppies in a session.'),
            h(3, 'Who can come'),
            p(
              'Puppies from 12 weeks to 6 months old. Your puppy can start 7 days after their second vaccination. Puppy Club puppies don’t need the kennel cough vaccine, as they play apart from the daycare dogs, but they’ll need it before they move up to daycare.',
            ),
            h(3, 'What to bring'),
            p(
              'Their lunch in a labelled tub, and their vaccination card on the first visit. Please don’t bring toys from home: we have plenty.',
            ),
          ),
        ),
        col(
          priceCard('£18', 'Puppy Club', 'per session'),
          priceCard('£64', 'Block of 4', 'sessions, used within 6 weeks'),
        ),
      ),
    ),
    section(
      text(
        h(3, 'Moving up to daycare'),
        p(
          `Puppies can join daycare from 16 weeks, once they’ve had their kennel cough vaccine and their assessment, and lots of our puppies do both. Puppy Club finishes at 6 months. See ${link('Joining Pawsworth', 'Joining-Pawsworth')} for the vaccinations we need.`,
        ),
      ),
      button('Book a Puppy Club place', 'Contact'),
    ),
  ],
};

/* ── Boarding ──────────────────────────────────────────────────────────────────────────────────────────── */

const boarding: PawsworthPage = {
  path: '/Boarding',
  title: 'Dog Boarding Kennels near Chester | Pawsworth',
  description:
    'Overnight dog boarding in heated barn suites at Larkhill Farm, Upton-by-Chester: £38 a night, with daycare play included.',
  main: [
    titleBand(
      'Boarding',
      'Holidays for your dog too: heated barn suites, daycare play by day and someone on site every night.',
      'A boarding suite with a raised bed and a blanket',
    ),
    section(
      row(
        text(
          p(
            'Our boarding suites are in the old hay barn: heated, insulated, each with a raised bed, a blanket and a window onto the yard. Boarding dogs join the daycare group on weekdays at no extra cost, and at weekends they have their walks in the field.',
          ),
          p(
            'Sophie and Tom live in the farmhouse next to the barn, so someone sleeps on site every night, and the last check is at 10pm.',
          ),
        ),
        icon(FA.moon),
      ),
    ),
    section(
      text(h(2, 'Boarding prices', 'center')),
      row(
        priceCard('£38', 'One dog', 'per night, standard suite'),
        priceCard('£64', 'Two dogs sharing', 'per night, same household'),
        priceCard('£85', 'Family suite', 'per night, 3 dogs from the same household'),
      ),
      text(p('We charge per night. Christmas and New Year dates are on our blog.', 'normal', 'center')),
    ),
    section(
      row(
        col(
          text(h(3, 'Drop-off and collection')),
          table([
            ['Day', 'Drop-off &amp; collection'],
            ['Monday &ndash; Friday', '7am &ndash; 9.30am or 3.30pm &ndash; 6.30pm'],
            ['Saturday', '8am &ndash; 12.30pm'],
            ['Sunday', '5pm &ndash; 6pm (collections only)'],
          ]),
        ),
        col(
          text(h(3, 'Food and medication')),
          text(
            p(
              'We feed Burns Original, or bring your dog’s own food in daily portions. Raw feeders are welcome: bring it frozen, in labelled daily bags.',
            ),
            p('We give medication free of charge; insulin injections are £3 a day.'),
          ),
        ),
      ),
    ),
    section(
      text(h(3, 'Booking')),
      text(
        list(
          'A £50 deposit per booking secures your dates. We’ll refund it if you cancel at least 14 days before the stay.',
          'Every boarder must have done a daycare assessment first, and be at least 6 months old.',
          'Kennel cough vaccine at least 14 days before the stay.',
        ),
        p(em('We’re a dogs-only business: we don’t board cats or other pets.')),
      ),
      button('Check availability', 'Contact'),
    ),
  ],
};

/* ── Grooming ──────────────────────────────────────────────────────────────────────────────────────────── */

const grooming: PawsworthPage = {
  path: '/Grooming',
  title: 'Dog Grooming in Chester | Pawsworth',
  description:
    'Dog grooming at Pawsworth with Ellie, Tuesday to Saturday: bath and tidy, full grooms, clips and hand stripping by size and coat.',
  main: [
    titleBand(
      'Grooming',
      'Baths, full grooms, clips and hand stripping with Ellie in our grooming room in the old stable.',
      'Ellie grooming a cockapoo',
    ),
    section(
      text(
        p(
          'Ellie grooms Tuesday to Saturday, with appointments at 8.30am, 11am and 1.30pm. Book a groom on a daycare day and your dog can have it in the middle of their day, with no extra trip for you.',
        ),
        p('Prices by size and coat. Every groom includes nails and ears.'),
      ),
      table([
        [
          'Coat',
          'Small\n(up to 10kg)',
          'Medium\n(10&ndash;25kg)',
          'Large\n(25&ndash;40kg)',
          'Giant\n(over 40kg)',
        ],
        ['Smooth coat\nBath, dry &amp; tidy', '£30', '£36', '£44', '£55'],
        ['Long or double coat\nFull groom', '£42', '£50', '£60', 'from £72'],
        ['Poodle &amp; doodle\nFull clip', '£45', '£56', '£66', 'from £78'],
        ['Wire coat\nHand strip', '£48', '£58', '£68', 'POA'],
      ]),
    ),
    section(
      row(
        col(
          text(h(3, 'Extras')),
          table(
            [
              ['Nail clip', '£10 (£6 if your dog is in daycare that day)'],
              ['Teeth cleaning', '£5'],
              ['De-shedding treatment', '£12'],
              ['De-matting', '£10 per 15 minutes'],
              ['Flea bath', '£12'],
              ['Puppy’s first groom (under 6 months)', '£25'],
            ],
            false,
          ),
        ),
        col(
          icon(FA.scissors),
          text(h(3, 'Good to know')),
          text(
            p(
              'We never sedate dogs. If your dog finds grooming hard, Ellie will do it in short, calm sessions, with breaks.',
            ),
            p('We don’t groom cats, and we don’t express anal glands: your vet can do that.'),
            p('Please give us 48 hours’ notice to cancel or move a grooming appointment.'),
          ),
        ),
      ),
      button('Book a groom', 'Contact'),
    ),
  ],
};

/* ── Pick-up & Drop-off ────────────────────────────────────────────────────────────────────────────────── */

const van: PawsworthPage = {
  path: '/Pick-up-and-Drop-off',
  title: 'Dog Pick-up &amp; Drop-off Service | Pawsworth, Chester',
  description:
    'The Pawsworth van collects dogs for daycare from CH1, CH2, CH3, CH4, CH64, CH65 and CH66: prices by postcode area.',
  main: [
    titleBand(
      'Pick-up &amp; Drop-off',
      'Our van brings your dog to the farm in the morning and home again in the evening.',
      'The Pawsworth van in the farmyard',
    ),
    section(
      row(
        text(
          p(
            'Tom drives our air-conditioned van, with a crate for each dog, round Chester every weekday morning and evening. Morning pick-ups are between 7.15am and 9.15am and evening drop-offs between 4pm and 6pm; we’ll text you a 30-minute window the night before.',
          ),
          p(
            'The van runs Monday to Friday for daycare, and on Saturday mornings for boarding and grooming. There’s no collection on Sundays or bank holidays.',
          ),
          p('Someone needs to be in to hand over your dog, or you can leave a key in a key safe for Tom.'),
        ),
        icon(FA.truck),
      ),
    ),
    section(
      text(h(2, 'Prices by postcode area')),
      table([
        ['Zone', 'Areas', 'Return trip', 'One way'],
        [
          'Zone 1',
          'CH1 (city centre, Blacon, Garden Quarter)\nCH2 (Upton, Hoole, Newton, Mickle Trafford)',
          '£6',
          '£4',
        ],
        [
          'Zone 2',
          'CH3 (Boughton, Vicars Cross, Christleton, Great Boughton, Tarvin)\nCH4 (Handbridge, Curzon Park, Saltney)',
          '£9',
          '£6',
        ],
        [
          'Zone 3',
          'CH64 (Neston, Parkgate, Little Neston)\nCH65 &amp; CH66 (Ellesmere Port, Great Sutton, Little Sutton)',
          '£12',
          '£8',
        ],
      ]),
      text(
        p('Prices per dog. Second dog from the same address: £2 extra per trip.'),
        p(`Book by 6pm the day before: text or WhatsApp the van mobile on ${strong(PW_VAN)}.`),
        p(
          em(
            'We don’t cover CH5 (Deeside, Queensferry, Sealand) or anywhere else in Wales, and we don’t go further into the Wirral than CH64.',
          ),
        ),
      ),
      button('Book the van', 'Contact'),
    ),
  ],
};

/* ── Prices: everything in one place, as the owners keep it ───────────────────────────────────────────── */

const prices: PawsworthPage = {
  path: '/Prices',
  title: 'Prices | Pawsworth Dog Daycare, Boarding &amp; Grooming',
  description:
    'All Pawsworth prices from 1 April 2026: daycare, packages, Puppy Club, boarding, grooming and the van.',
  main: [
    section(text(h(1, 'Prices')), text(p('Our prices from 1 April 2026.', 'subtitle'))),
    section(
      text(h(2, 'Daycare')),
      row(
        priceCard('£32', 'Full day', '7am &ndash; 6.30pm'),
        priceCard('£20', 'Half day', 'Mornings or afternoons'),
        priceCard('£18', 'Puppy Club', 'per session, or £64 for 4'),
      ),
      daycarePackages(),
      text(p('Second dog from the same household: 10% off daycare.')),
    ),
    section(
      text(h(2, 'Boarding')),
      row(
        priceCard('£38', 'One dog', 'per night'),
        priceCard('£64', 'Two dogs sharing', 'per night'),
        priceCard('£85', 'Family suite', 'per night, 3 dogs'),
      ),
    ),
    section(
      text(h(2, 'Grooming')),
      text(
        p(
          `Full grooms from £30 for a small smooth-coated dog. See ${link('Grooming', 'Grooming')} for the price list by size and coat.`,
        ),
      ),
    ),
    section(
      text(h(2, 'Extras')),
      table(
        [
          ['Late collection (after 6.30pm)', '£10 per 15 minutes'],
          ['Insulin injections (boarding)', '£3 a day'],
          [
            'Pick-up &amp; drop-off',
            `from £6 return (${link('prices by postcode', 'Pick-up-and-Drop-off')})`,
          ],
        ],
        false,
      ),
    ),
    section(
      text(h(3, 'Paying')),
      text(
        p(
          'We take card payments, in person or over the phone, and bank transfer. Daycare packages and boarding are paid in advance. We no longer take cheques.',
        ),
      ),
    ),
  ],
};

export const pawsworthServicePages: PawsworthPage[] = [daycare, puppyClub, boarding, grooming, van, prices];
