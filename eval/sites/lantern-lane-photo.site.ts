import { lanternBlogPages } from './lantern-lane-photo.blog.ts';
import { lanternCoursePages } from './lantern-lane-photo.courses.ts';
import { lanternLayout, lanternNotFound } from './lantern-lane-photo.layout.ts';
import { lanternLegalPages } from './lantern-lane-photo.legal.ts';
import { lanternOfferPages } from './lantern-lane-photo.offers.ts';
import { lanternHome, lanternPages } from './lantern-lane-photo.pages.ts';
import type { SiteDefinition } from './site-server.ts';

export const LANTERN_DOMAIN = 'lantern-lane-photo.test';

/**
 * Lantern Lane Photography School, a (made-up) photography school in The Print Rooms, 9 Lantern Lane, St
 * Philips, Bristol BS2 8TN, started in 2015; built with Kajabi and its Encore theme: sections as `div.section` >
 * `div.sizer` > `div.container` > `div.row` > `div.block-type--text|card|pricing|accordion|countdown|form` >
 * `div.block`, headings as `<h1>`–`<h6>` inside text blocks but as often `<p><strong>` lines or paragraphs
 * enlarged with `style="font-size:…"`, pricing blocks whose price is three spans (`span.pricing__currency`,
 * `span.pricing__price`, `span.pricing__interval`: "£" "19" "/month"), cards holding the workshops' day, time
 * and price as separate lines, an FAQ accordion saved collapsed (`div.accordion`, bodies `hidden`), a countdown
 * timer block still counting to the end of an expired sale, an announcement bar, a sticky header with a
 * "More" dropdown, the "Login" link and a second copy of the menu for mobile shown only by CSS, a blog under
 * `/blog/<slug>` with its sidebar, offers under `/offers/<id>` as checkout pages (checkout header, the offer's
 * description beside the checkout panel, date selects, pricing options, order bumps, prices as '£149.00') left
 * out of the sitemap, the terms at Kajabi's `/pages/terms`, and a footer with the address, the phone alone on
 * its line, the hours as '10:00–18:00' where the pages write '10am – 6pm', and the company number alone on its
 * line on every page.
 *
 * Facts: open Tuesday to Friday 10am – 6pm, Saturday 9am – 5pm, Sunday 10am – 4pm, closed Monday; darkroom
 * members until 9pm on Thursdays. Workshops (16 and over, 16–17 with a consent form; tea, coffee and cake but
 * no lunch; refunds with 14 days' notice, then one move or a friend; Library members 10% off; no student
 * prices; no observers): Beginners' Camera Workshop, Saturdays 10am – 4pm, £149 (£149.00), up to 8, with Tom
 * Beddoe, next 5 December 2026, a loan camera £20 (only four), not for phones; Portrait Lighting Workshop,
 * Sundays 10am – 4pm, £189, up to 6, with Hattie Marsh and a model, next 13 December 2026; Street Photography
 * Walk, Saturdays 2pm – 5pm, £65, up to 10, with Kwame Adjei, meeting by the steps of M Shed on Princes Wharf,
 * next 28 November 2026, any camera including phones, going ahead in the rain (postponed only for an amber or
 * red warning); Darkroom Printing Weekend, Saturday and Sunday 10am – 4pm, £240 or 2 monthly payments of
 * £120.00, up to 4, with Rosa Lindqvist, paper and chemicals included, next 9–10 January 2027, own negatives
 * (no cameras lent), no under-16s. One-to-one: £75 an hour (minimum 2 hours), half day £210 for 3 hours,
 * five-hour pack £340 (6 months), online £55 an hour, free inside the ring road then 45p a mile, Tuesday to
 * Saturday only, 48 hours to rearrange. Library: £19 a month with a 7-day free trial, £190 a year (no trial),
 * 60+ courses, a live Q&A the first Wednesday of the month at 7pm, streaming only (no downloads). Darkroom: £45
 * a month, pay as you go £12 an hour, induction £30 (free after the weekend), chemicals but not paper, black
 * and white only (no RA-4 or C-41), no lab developing, no under-16s even with a parent, one month's notice.
 * Studio hire: £35 an hour (minimum 2), half day £125 (4 hours), full day £230 (8 hours), 7m × 5m, Tuesday
 * to Sunday and weekday evenings until 9pm, up to 10 people, no smoke machines, haze, glitter, confetti or
 * naked flames, 72 hours' notice for a refund. Gift vouchers £25, £50 or £100, valid 12 months,
 * non-refundable and not for cash, a posted card £3. No parking (Lantern Lane is permit holders only; Cabot
 * Circus about 12 minutes' walk), 10 minutes' walk from Temple Meads, the classroom upstairs with no lift.
 *
 * Traps: the Summer Sale (a year of the Library for £133, 30% off, ended 31 August 2026) still on the online
 * courses page with its countdown block at zero and on a live offer page; a drone photography course 'coming
 * in 2027', no dates, no price, not bookable; a January 2024 blog post never taken down (Beginners' £119 on
 * Saturdays 10am – 3pm, Portrait £159, street walks £45 on Sundays 10am – 1pm, darkroom weekend £195,
 * one-to-one £60 an hour, studio £28 an hour, darkroom £35 a month, Library £15 a month, open Wednesday to
 * Sunday 10am – 5pm, closed Mondays and Tuesdays); 2021 template terms (7 days' notice less a £10 fee, studio
 * hire 24 hours, children from 12 with an adult, cameras lent on all courses, vouchers valid 6 months and
 * refundable within 14 days, cash, cheque or bank transfer) contradicting the pages; and a Christmas 2026 post
 * alone holding the holiday hours (23 December 10am – 4pm, Christmas Eve 10am – 1pm reception only, closed 25
 * to 28 December, 29 and 30 December 12pm – 5pm darkroom members only, closed 31 December to 3 January, normal
 * hours from Tuesday 5 January 2027, no studio hire 24 December to 4 January) and the last posting day for
 * printed vouchers (Friday 18 December). The site's today is Tuesday 24 November 2026. English only.
 */
export const lanternLanePhoto: SiteDefinition = {
  domain: LANTERN_DOMAIN,
  language: 'en',
  pages: [
    lanternHome,
    ...lanternPages,
    ...lanternCoursePages,
    ...lanternOfferPages,
    ...lanternBlogPages,
    ...lanternLegalPages,
  ].map(lanternLayout),
  robots: 'User-agent: *\nDisallow: /login\nDisallow: /offers/*/checkout\nDisallow: /library/\n',
  notFound: lanternLayout(lanternNotFound).html,
};
