import { dalesHirePages } from './dalesway-cycle-tours.hire.ts';
import { dalesItalianPages } from './dalesway-cycle-tours.it.ts';
import { dalesLayout } from './dalesway-cycle-tours.layout.ts';
import { dalesLegalPages } from './dalesway-cycle-tours.legal.ts';
import { dalesNewsPages } from './dalesway-cycle-tours.news.ts';
import { dalesHome, dalesNotFound, dalesPages } from './dalesway-cycle-tours.pages.ts';
import { dalesRidePages } from './dalesway-cycle-tours.rides.ts';
import type { SiteDefinition } from './site-server.ts';

export const DALESWAY_DOMAIN = 'dalesway-cycle-tours.test';

/**
 * Dalesway Cycle Tours, a (made-up) bike hire and cycle tour business in the Old Goods Shed on Station Road,
 * Settle, North Yorkshire BD24 9AE, beside Settle station (Dalesway Cycle Tours Ltd), started in 2015 by Jonny and
 * Bex Halliwell with six bikes in their garage in Giggleswick and at the station since April 2022. Built with
 * WordPress 6.7, GeneratePress 3.5 with GP Premium, GenerateBlocks 1.9 (and Pro), WP Travel, Polylang, Yoast and
 * Cookie Notice: a top bar; `site-header` > `inside-header` with the logo, the mobile toggle and the
 * `main-navigation` whose `menu-item-has-children` items hold `sub-menu`s shown on hover, and Polylang's language
 * item; `#page > #content > #primary > main > article > .inside-article` with `entry-header` and `entry-content`;
 * a right sidebar of block widgets (the hire shop's hours as 'Thu–Sun 09:00–16:00', buttons, the latest posts);
 * `site-footer` with three `footer-widgets` (address; phone, ride-day mobile, email; the hours as 'Apr–Oct:
 * Mon–Sun 8.30am–5.30pm', 'Nov–Mar: Thu–Sun 9am–4pm, Mon–Wed closed') and the `copyright-bar` with the company and
 * VAT numbers; GP Premium's off-canvas panel repeating the whole menu, hidden; the Cookie Notice bar. Pages are
 * GenerateBlocks sections (`gb-container` with `gb-inside-container`), `gb-grid-wrapper` grids, `gb-headline`s
 * and `gb-button`s; prices are headlines whose pound sign, figure and unit sit in separate spans ('£35pp', '£120
 * / 2 days'); the FAQ is a GenerateBlocks Pro accordion saved closed; guided rides are WP Travel itineraries at
 * `/itinerary/<slug>` (the price box's 'From', '£20' and '/Person' in separate spans, a meta list, tabs of which only the overview shows, a
 * FAQ of collapsed panels, the booking tab's pricing categories); posts at `/news/<slug>` carry `entry-meta`. The
 * bike hire page's pasted Checkfront widget leaves a `<div>` unclosed around the deposit rules.
 *
 * Facts: hire shop open 1 April – 31 October every day 8.30am – 5.30pm, 1 November – 31 March Thursday to Sunday
 * 9am – 4pm, closed Monday to Wednesday. Hire (half day / day / 2 days): e-bike £40 / £65 / £120, each extra day
 * £50; road bike £30 / £45 / £80; gravel £32 / £48 / £85; hybrid £20 / £30; kids' bike £12 / £18, tag-along £10
 * / £15, child seat £5 / £8, trailer £12 / £18, spare battery £12 a day; half days 9am – 1pm or 1.30pm – 5.30pm
 * (in winter 9am – 12.30pm or 12.30pm – 4pm); helmets always included; e-bikes 16 and over, from 155 cm; kids'
 * bikes by height, tag-alongs 4 to 8, seats to 22 kg, trailers 1 to 5; card pre-authorisation deposits £250
 * e-bike, £100 road or gravel, £50 hybrid; photo ID; late returns £10 an hour; 24 hours' notice; delivery within
 * 10 miles for £20 each way; e-bike range 50 to 70 miles. Guided rides April to October: Ribble Valley Family Ride
 * (Easy, 10am – 1pm, £35pp, under-16s £20, under-4s free, e-bike £15 extra, up to 12 riders, Saturdays, hot
 * chocolate at Stainforth included), Malham E-Bike Explorer (Moderate, 9.30am – 1.30pm, £69pp, from 14 with a
 * parent, Wednesdays, Fridays and Sundays, café stop not included), Three Peaks Full-Day Ride (Challenging, 9am –
 * 5pm, meet 8.30am, £115pp e-bike / £95pp road bike / £85pp own bike, from 12, lunch at the Station Inn included,
 * Saturdays May–September), Dales Gravel Day (Challenging, 6 hours, £95pp / £65pp own bike, from 16, max 6,
 * Sundays June–September); up to 8 riders a guide, at least 4 to run; meet 30 minutes early at the shop; 8 free
 * spaces in Station Yard, Greenfoot car park otherwise. Private rides £260 half day / £420 full day for up to 4,
 * +£45 / +£70 a rider, up to 10, all year; corporate £85pp + VAT, 8 to 30 people, 4 weeks ahead, invoices in 14
 * days. Self-guided tours (3, 4 and 6 days, from £395pp, £545pp, £895pp, single supplement £40 a night, one bag of
 * 15 kg moved daily, start 1 April – 15 October, bike hire £25 / £45 a day extra, 25% deposit, balance 8 weeks
 * before); station pick-ups free at Settle, £35 from Skipton, £25 from Ribblehead. Guided rides paid in full,
 * refunded with 72 hours' notice; weather call by 7am (gusts above 45 mph, snow or ice, flooding). Gift vouchers
 * from £25, valid 12 months, posted for £2.50. Negatives, each said once or twice: no dogs on guided rides, no
 * under-12s on the Three Peaks ride, no refunds for no-shows, no cash deposits, no e-bike hire to under-16s, no
 * self-guided tours from November to March, no stag or hen parties, no bike sales or repairs, no delivery beyond
 * 10 miles, no refund for rain, vouchers not exchanged for cash.
 *
 * Traps: the Autumn Colours offer (20% off e-bike hire Monday to Thursday, code LEAVES20, until 31 October 2025)
 * still in a strip on the home page with no year, while the FAQ says it ended; the Dales Gravel Traverse 'coming
 * in 2027' (May 2027), no price, not bookable until February 2027; a January 2024 post never taken down (e-bike
 * £32 / £55 / £100, road bike £38, kids' bikes £15, a £150 e-bike deposit, Family Ride £30pp, Malham £59pp, Three
 * Peaks £99pp, Classic Loop from £465pp, winter weekends only 10am – 3pm); 2021 template terms labelled '2021
 * version' (Unit 4, Ribble Works, Giggleswick BD24 0BB; a 50% tour deposit with the balance 4 weeks before;
 * refunds up to 24 hours before, 12 hours if rain is forecast; a £50 deposit per bike in cash or by card; helmets
 * £3 a day; e-bikes from 14; full-day rides from 10; dogs at the guide's discretion; vouchers valid 6 months)
 * contradicting the pages; and a Christmas 2026 post alone holding the holiday hours (21–23 December 10am – 3pm,
 * Christmas Eve 9am – 12 noon, closed 25 December to 1 January, 2 and 3 January 10am – 3pm, usual winter hours from
 * Thursday 7 January 2027), the Boxing Day Mince Pie Ride (10.30am, £15, e-bike £20) and the voucher posting day
 * (17 December). The site's today is Tuesday 24 November 2026, a winter Tuesday, when the shop is closed. English
 * first; three pages in Italian under /it/ (home, e-bike hire, contact) whose rides in Italian on the first Sunday
 * of the month from May to September, the ITALIA10 code, Elena's WhatsApp (07700 900 736) and the £85 transfer from
 * Leeds Bradford airport are only there.
 */
export const dalesway: SiteDefinition = {
  domain: DALESWAY_DOMAIN,
  language: 'en',
  pages: [
    dalesHome,
    ...dalesRidePages,
    ...dalesHirePages,
    ...dalesPages,
    ...dalesNewsPages,
    ...dalesLegalPages,
    ...dalesItalianPages,
  ].map(dalesLayout),
  robots: 'User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /?s=\n',
  notFound: dalesLayout(dalesNotFound).html,
};
