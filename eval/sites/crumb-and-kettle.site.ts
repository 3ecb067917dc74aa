import { crumbBakeryPages } from './crumb-and-kettle.bakery.ts';
import { crumbBlogPages } from './crumb-and-kettle.blog.ts';
import { crumbItalianPages } from './crumb-and-kettle.it.ts';
import { crumbLayout } from './crumb-and-kettle.layout.ts';
import { crumbLegalPages } from './crumb-and-kettle.legal.ts';
import { crumbHome, crumbNotFound, crumbPages } from './crumb-and-kettle.pages.ts';
import type { SiteDefinition } from './site-server.ts';

export const CRUMB_DOMAIN = 'crumb-and-kettle.test';

/**
 * Crumb & Kettle, a (made-up) independent bakery and café at 14 Sheep Street, Stowcombe, Gloucestershire GL54
 * 2RD, started in 2017 by Hannah Mercer (baker) and Luca Bianchi (from Bologna, coffee and front of house) on
 * Mill Yard and on Sheep Street since April 2022 (Crumb & Kettle Ltd); built with GoDaddy's Website Builder
 * (Websites + Marketing): React-rendered HTML with `data-ux` attributes and glamor's generated
 * `x-el x-el-div c1-1 c1-2 c1-b c1-c …` classes on every element, flat page slugs and blog posts at
 * `/blog/f/<slug>`, widget sections (`widget widget-<type>`) with uuid ids and `data-aid` hooks, no `<main>`
 * but a sticky header marked `role="main"` holding a mobile bar and a desktop bar (five links and "More") and
 * a hidden hamburger drawer repeating every link; content cards in grids whose title, text and price
 * (`data-ux="Price"`) are separate elements; the "Menu" widget with each item's name, description and price in
 * separate divs and spans; the Online Appointments widget listing the classes as '5 hrs | £95.00'; tables
 * pasted into HTML sections; bold paragraphs as sub-headings; an FAQ accordion saved closed (`display:none`,
 * `aria-hidden`); the contact widget's hours as "Open today 07:30 am – 04:00 pm" with the week in a table in
 * a dropdown saved closed; forms whose labels are text; a Subscribe section; the builder's cookie banner; a
 * footer with the address, phone, email, hours as typed ('Tue – Fri 7.30am – 4pm'), company number and
 * "Powered by GoDaddy" on every page; `lang="en-GB"` on every page, the Italian ones too. The classes page's
 * pasted Bookwhen calendar leaves a `<div>` unclosed around the class rules.
 *
 * Facts: open Tuesday to Friday 7.30am – 4pm, Saturday 8am – 4pm, Sunday 9am – 2pm, closed Mondays (classes
 * and the deep clean), breakfast until 11.30am, lunch 12 noon – 2.30pm. Café prices in the Menu widget (flat
 * white £3.50, cappuccino £3.60, latte £3.70, croissant £3.10, cardamom bun £3.60, Full Cotswold £12.50, cream
 * tea £9.50, afternoon tea for two £38 Wednesday to Saturday 1pm – 3pm, booked 48 hours ahead; sourdough £5.20,
 * seeded rye £5.60; plant milks free, 25p off with your own cup; bread half price at 3pm). Celebration cakes 6
 * inch £42 (serves 8–10), 8 inch £58, 10 inch £82, two tiers £145; extras; 7 days' notice, 3 weeks for two
 * tiers; a 50% deposit, the rest on collection; cancel 7 days ahead for a 6-month credit; collection only;
 * wedding cakes from £320, tasting box £18, delivered within 15 miles for £35. Bread Club: The Weekly Loaf £22
 * a month, Loaf & Pastries £38, The Family Box £56; collection Wednesday to Saturday or delivery on Fridays
 * 6.30am – 9am within 6 miles for £4 a month; a 2-month minimum; pauses of up to 4 weeks, by 12 noon on the
 * Tuesday; cancel before the 20th; a 3-month gift for £64. Classes on Mondays: Sourdough for Beginners 5 hours
 * £95 (up to 6), Croissants & Viennoiserie 6 hours £125 (up to 6), Focaccia with Luca 3 hours £65 (up to 8,
 * 6pm – 9pm), Kids' Bake 7–12 £28, private class £480; 16 and over (16–17 with a booked adult); 14 days'
 * notice for a refund; the kitchen up 16 steps with no lift. Wholesale within 12 miles, Tuesday to Saturday
 * before 8am, orders by 12 noon two days before, a £45 minimum, 14-day invoices. Negatives each said once or
 * twice: no guarantee of nut-free, no gluten-free bread and the gluten-free cakes not for coeliacs, no dogs
 * inside except assistance dogs, no cash, no table bookings but afternoon tea and groups of 8+, no laptops at
 * weekends, no delivery of celebration cakes, no sculpted cakes or sugarpaste figures, no under-16s on adult
 * classes, no lift, no bread delivery beyond 6 miles or by post, no wholesale on Sundays or Mondays nor to
 * supermarkets.
 *
 * Traps: a summer afternoon tea offer (for two £30 instead of £38, Tuesday to Friday, code SUNNYTEA, until 30
 * September 2025) still in a section of the home page with no year, while the FAQ says it ended; Friday Pizza
 * Nights 'coming in 2027' (spring 2027, 5.30pm – 9pm), no prices, not bookable; a January 2024 post never taken
 * down (flat white £2.95, croissant £2.60, Full Cotswold £10.95, afternoon tea £32, sourdough £4.60, Weekly
 * Loaf £18, cakes £34 / £48 / £68 with a £10 deposit and 5 days' notice, classes £80 and £105, open Wednesday to
 * Saturday 8am – 3pm and Sunday 9am – 1pm, closed Mondays and Tuesdays); 2021 template terms labelled '2021
 * version' (Unit 3, Mill Yard, GL54 2AB; 72 hours' notice and a 25% deposit for cakes, refunded with 48 hours'
 * notice; delivery within 5 miles for £8; cash and cheques; class refunds up to 7 days before, children from
 * 12; a nut-free range; dogs on a lead welcome inside; trade invoices in 30 days) contradicting the pages; and a
 * Christmas 2026 post alone holding the holiday hours (Monday 21 December 8am – 4pm, Christmas Eve 7.30am – 1pm,
 * closed 25 to 28 December, 29 and 30 December 9am – 3pm, New Year's Eve 8am – 1pm, closed 1 to 4 January, back
 * on Tuesday 5 January 2027), the Christmas order deadline (Saturday 12 December) and prices (Christmas cake
 * £38, stollen £14, panettone £28, mince pies £12), the Bread Club's Wednesday deliveries on 23 and 30 December
 * and the Stollen Workshop (Monday 14 December, £70). The site's today is Tuesday 24 November 2026. English
 * first; two Italian pages (`/italiano`, `/italiano-informazioni`) whose Luca at the counter Tuesday to
 * Saturday, 10% off for the Cotswold Language School, coach groups of more than 12 with 48 hours' notice and a
 * £12 group cream tea, the focaccia class of 25 January 2027 in Italian, the train from Paddington to Kingham,
 * no cover charge and sourdough keeping 4–5 days are only there.
 */
export const crumbAndKettle: SiteDefinition = {
  domain: CRUMB_DOMAIN,
  language: 'en',
  pages: [
    crumbHome,
    ...crumbBakeryPages,
    ...crumbPages,
    ...crumbBlogPages,
    ...crumbLegalPages,
    ...crumbItalianPages,
  ].map(crumbLayout),
  robots: 'User-agent: *\nDisallow: /m/\nDisallow: /api/\n',
  notFound: crumbLayout(crumbNotFound).html,
};
