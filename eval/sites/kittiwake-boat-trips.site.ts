import { kwInfoPages } from './kittiwake-boat-trips.info.ts';
import { kwLayout, kwNotFound } from './kittiwake-boat-trips.layout.ts';
import { kwLegalPages } from './kittiwake-boat-trips.legal.ts';
import { kwNewsPages } from './kittiwake-boat-trips.news.ts';
import { kwHome, kwTripPages } from './kittiwake-boat-trips.pages.ts';
import type { SiteDefinition } from './site-server.ts';

export const KITTIWAKE_DOMAIN = 'kittiwake-boat-trips.test';

/**
 * Kittiwake Boat Trips, a (made-up) family-run boat-trip company sailing since 1987 from the harbour at
 * Kettlewick, Northumberland NE67 7RS, to the (made-up) Carr Islands, built with Tilda Publishing: every block
 * a `div.r.t-rec` with its `rec<id>`, `data-record-type` and a `<!-- T… -->` comment, inner
 * `t-container`/`t-col` grids with `t-title`/`t-descr`/`t-text`/`t-name` divs and few heading elements (covers
 * whose title is a `div.t-title`, no `<h1>` on the home page), text as `<br />` lines with `<strong>` labels,
 * the header page holding a T228 menu whose parent items link nowhere and open `t-menusub` submenus, and a T450
 * burger menu repeating every link; Zero Blocks (T396) whose absolutely positioned elements are printed in the
 * order they were added, not the order they show (the half-term offer's end date before its headline); a
 * T-card price grid whose "from", "£", figure and unit are separate divs ("£ 24 adult"); a T431 table whose
 * cells are also kept as `;`-separated lines in a hidden `t431__data-part1` div; T490 fact columns; a T585
 * accordion FAQ saved closed (`hidden`, `display: none`); a T754 T-Store block whose pound sign and figure are
 * separate divs ("£ 24.00") with disabled "Available from 1 February" buttons; a T678 form; a T-feed news list
 * and Tilda Feeds posts under `/news/tpost/…`; the footer page (T420 columns with the kiosk and office
 * address, phone, email, office hours and company number on every page, and a hidden T657 cookie notice); the
 * "Made on Tilda" label; a terms page with no alias, served as `/page21934857.html`.
 *
 * Facts: season 1 April – 31 October, no scheduled sailings November to March (charters only). Inner Islands
 * Cruise 1 hour 30 minutes on Kittiwake III (wheelchair accessible, dogs welcome on a lead, free), April,
 * September and October 11am and 2pm, May to August 10am, 12.30pm and 3pm; adults £24, children (4–15) £14,
 * under 4s free, family (2+2) £68, concessions (60+ and students) £21. Outer Islands Landing Trip 3 hours with
 * about 1 hour ashore on Longcarr, on Guillemot (four steps, not wheelchair accessible), landings 1 April – 30
 * September only (none in October), April 10am on Saturdays and Sundays, May, August and September 10am, June
 * and July 10am and 1.30pm; £38 / £22 / family £110 / concessions £34, plus the Carr Islands Trust's landing
 * fee (£9 adults, £4.50 children) paid to the wardens, not included; 22 steep steps and a 1 km path; assistance
 * dogs only; the difference refunded if the swell stops a landing. Sunset Seal Cruise 2 hours, Monday to
 * Saturday (no sunset cruises on Sundays), May to October (7.30pm May and August, 8.30pm June and July, 6.30pm
 * September, 5pm October); £29 / £17 / concessions £26, no family ticket, no dogs. Private charters all year:
 * Fulmar up to 12, £420 for 2 hours (extra hours £160); Kittiwake III up to 68, £1,150 (extra hours £450);
 * minimum 2 hours, 25% deposit. Groups 10% off from 15 people, maximum 40 on one sailing. Carers free. Tickets
 * collected at the kiosk 30 minutes before; weather cancellations refunded in full or rebooked; customer
 * cancellation up to 48 hours before; no refunds for seasickness or missed sailings; no toilets on the boats,
 * no card payments on board (the £4 guidebook cash only), no food sold on board. Puffins April to late July,
 * seal pups October – November. Parking: the council's pay and display Harbour car park (£1.80 an hour, £7 all
 * day), not ours. Gift vouchers from £10, valid 12 months, printed ones posted for £1.50, not for the landing
 * fee.
 *
 * Traps: the autumn half-term offer (kids go free until 1 November 2026, code HALFTERM26) still on the home
 * and prices pages and in a post; evening puffin photography trips 'coming 2027, dates to be announced', no
 * price, not bookable; online booking for 2027 opening on 1 February 2027; a January 2024 post never taken
 * down (Inner Islands 10.30am and 2.30pm, £20 / £12 / family £58; landing trip £32 / £18, landing fee £7;
 * sunset cruise Fridays and Saturdays at 8pm, £25; groups from 20); 2021 template terms (7 days' notice less a
 * £5 fee, tickets collected 15 minutes before, children under 3 free, no animals but assistance dogs, vouchers
 * valid 6 months) contradicting the pages; and a Christmas 2026 post alone holding the winter dates (Boxing
 * Day Seal Cruise Saturday 26 December 11am, £19 / £11; New Year's Day Blow-Out Cruise Friday 1 January 2027
 * 12 noon, £15 / £9; the office closed Thursday 24 December to Saturday 2 January, reopening Monday 4 January;
 * printed vouchers ordered by Friday 18 December). The site's today is Tuesday 24 November 2026, out of
 * season. English only.
 */
export const kittiwakeBoatTrips: SiteDefinition = {
  domain: KITTIWAKE_DOMAIN,
  language: 'en',
  pages: [kwHome, ...kwTripPages, ...kwInfoPages, ...kwNewsPages, ...kwLegalPages].map(kwLayout),
  robots: 'User-agent: *\nDisallow: /tilda/form1-\nDisallow: /tilda/popup-\nDisallow: /*?\n',
  notFound: kwLayout(kwNotFound).html,
};
