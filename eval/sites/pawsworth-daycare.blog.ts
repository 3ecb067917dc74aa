import {
  blogList,
  blogPost,
  em,
  h,
  link,
  list,
  type PawsworthPage,
  type PostMeta,
  PW_PHONE,
  p,
  picture,
  section,
  strong,
  table,
  text,
} from './pawsworth-daycare.layout.ts';

/*
 * The Blog element: `/Blog` lists the posts as cards (title, '2026-11-10 14:05', the first 200 characters of
 * the post), and each post is `/Blog/<its title with hyphens>` with the element's anchor on its links. The
 * January 2024 price post was never taken down.
 */

const christmasMeta: PostMeta = {
  slug: 'Christmas-and-New-Year-2026',
  title: 'Christmas and New Year 2026',
  date: '2026-11-10 14:05',
  lead: 'Christmas is coming, and the boarding diary is filling up fast! Here are our opening times over the festive season, so you can plan your dog’s Christmas around yours.',
};

const hydroMeta: PostMeta = {
  slug: 'Coming-in-2027-our-hydrotherapy-pool',
  title: 'Coming in 2027: our hydrotherapy pool',
  date: '2026-09-22 10:18',
  lead: 'The diggers are in the old dairy! We’re building a heated hydrotherapy pool for dogs getting over an operation, older dogs with stiff joints, and dogs who need to build up their fitness.',
};

const summerMeta: PostMeta = {
  slug: 'Keeping-cool-this-summer',
  title: 'Keeping cool this summer',
  date: '2026-07-14 08:51',
  lead: 'It’s been a hot one! Here’s how we keep the dogs cool at Pawsworth when the sun’s out.',
};

const prices2024Meta: PostMeta = {
  slug: 'Our-prices-for-2024',
  title: 'Our prices for 2024',
  date: '2024-01-08 09:42',
  lead: 'Happy New Year from everyone at Pawsworth! Here are our prices for 2024: full days are £26 and half days £16, and boarding is £30 a night.',
};

const christmas: PawsworthPage = {
  path: `/Blog/${christmasMeta.slug}`,
  title: 'Christmas and New Year 2026 | Pawsworth Blog',
  description:
    'Pawsworth opening times for daycare, boarding, grooming and the van over Christmas and New Year 2026.',
  main: [
    section(
      blogPost(
        christmasMeta,
        picture('Bramble in a Christmas jumper', 900, 600),
        text(
          h(3, 'Daycare'),
          p(
            'The last daycare day before Christmas is Wednesday 23 December, when we close at 4pm. Daycare is closed from Thursday 24 December to Sunday 3 January, and opens again on Monday 4 January 2027.',
          ),
          h(3, 'Boarding'),
          p(
            'Boarding is open all the way through, with someone on the farm every day and night. Drop-offs and collections over the holidays:',
          ),
        ),
        table(
          [
            ['Thursday 24 December', '8am &ndash; 12 noon'],
            ['Friday 25 &ndash; Sunday 27 December', 'Closed: no drop-offs or collections'],
            ['Monday 28 &ndash; Thursday 31 December', '9am &ndash; 11am'],
            ['Friday 1 January', 'Closed: no drop-offs or collections'],
            ['Saturday 2 January', '8am &ndash; 12 noon'],
            ['Sunday 3 January', '5pm &ndash; 6pm'],
          ],
          false,
        ),
        text(
          p(
            'Stays that include Christmas Day are a minimum of 3 nights. A holiday supplement of £8 per dog per night applies to the nights from 24 December to 1 January, and Christmas deposits are non-refundable.',
          ),
          p(strong(`There are only 4 suites left for Christmas week: ring us on ${PW_PHONE} to book.`)),
          h(3, 'Grooming'),
          p(
            'Ellie’s last appointments before Christmas are on Saturday 19 December, and she’s back on Tuesday 5 January. Every December groom comes with a festive bandana!',
          ),
          h(3, 'The van'),
          p(
            'The last van run is on Wednesday 23 December, and the van is back on the road on Monday 4 January.',
          ),
          h(3, 'Phones'),
          p(
            'Over the holidays we answer the phone between 9am and 11am on the days we’re open for boarding drop-offs. Otherwise, email us and we’ll reply as soon as we can.',
          ),
          h(3, 'Gift vouchers'),
          p(
            'Grooming gift vouchers start at £20 and are valid for 12 months. Order by 18 December if you’d like yours posted in time.',
          ),
          p(em('Merry Christmas from Sophie, Tom, the team and Bramble!')),
        ),
      ),
    ),
  ],
};

const hydro: PawsworthPage = {
  path: `/Blog/${hydroMeta.slug}`,
  title: 'Coming in 2027: our hydrotherapy pool | Pawsworth Blog',
  description: 'Pawsworth is building a heated hydrotherapy pool for dogs, opening in summer 2027.',
  main: [
    section(
      blogPost(
        hydroMeta,
        picture('Building work in the old dairy', 900, 600),
        text(
          p(
            'The pool will be 4 metres by 2.5 metres, heated to 29°C, with a ramp in and a treadmill beside it, in the old dairy across the yard from the grooming room.',
          ),
          h(3, 'When can we book?'),
          p(
            'We’re hoping to open in summer 2027. We haven’t set prices yet, and we aren’t taking bookings until we have an opening date: follow us on Facebook for news.',
          ),
          p(
            'Hydrotherapy sessions will need a referral from your vet, and they’ll be run by a qualified canine hydrotherapist. We’re recruiting: if that’s you, get in touch!',
          ),
          p(link('&laquo; Back to the blog', 'Blog')),
        ),
      ),
    ),
  ],
};

const summer: PawsworthPage = {
  path: `/Blog/${summerMeta.slug}`,
  title: 'Keeping cool this summer | Pawsworth Blog',
  description: 'How Pawsworth keeps dogs cool in daycare and boarding on hot days.',
  main: [
    section(
      blogPost(
        summerMeta,
        picture('Dogs in the paddling pools', 900, 600),
        text(
          p(
            'On days over 26°C, the dogs come inside from 12 noon to 4pm, into the barn with the fans and the cooling mats. There are paddling pools in the field all day, frozen Kongs at lunchtime, and the van’s air conditioning is on full.',
          ),
          p(
            'Flat-faced breeds (pugs, bulldogs and French bulldogs) stay in the cool barn on the hottest afternoons, with a fan each.',
          ),
          p('Please don’t send your dog in a padded harness or a coat on hot days.'),
        ),
      ),
    ),
  ],
};

/** January 2024: that year's prices, long since changed, still online. */
const prices2024: PawsworthPage = {
  path: `/Blog/${prices2024Meta.slug}`,
  title: 'Our prices for 2024 | Pawsworth Blog',
  description: 'Pawsworth prices for 2024.',
  main: [
    section(
      blogPost(
        prices2024Meta,
        text(
          list(
            'Full day daycare: £26',
            'Half day: £16',
            '10-day package: £240',
            'Puppy Club: £14 a session',
            'Boarding: £30 a night (£50 for two dogs sharing)',
            'Van: £5 return in CH1 and CH2, £7 in CH3 and CH4, £10 in CH64, CH65 and CH66',
            'Nail clip: £8',
            'Small smooth-coat groom: £25',
          ),
          p('Late collections (after 6pm) are £5 for every 15 minutes.'),
          p('Saturday opening is now 8am &ndash; 12 noon, and daycare drop-off is until 10am.'),
          p('Thank you for all your support in 2023. See you in the field!'),
        ),
      ),
    ),
  ],
};

const blogIndex: PawsworthPage = {
  path: '/Blog',
  title: 'Blog | Pawsworth',
  description: 'News from the farm: opening times, new services and life at Pawsworth.',
  main: [
    section(text(h(1, 'News from the farm'))),
    section(blogList([christmasMeta, hydroMeta, summerMeta, prices2024Meta])),
  ],
};

export const pawsworthBlogPages: PawsworthPage[] = [blogIndex, christmas, hydro, summer, prices2024];
