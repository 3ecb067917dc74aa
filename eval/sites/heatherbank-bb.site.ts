import { heatherbankLayout } from './heatherbank-bb.layout.ts';
import { heatherbankLegalPages } from './heatherbank-bb.legal.ts';
import { heatherbankNewsPages } from './heatherbank-bb.news.ts';
import { heatherbankHome, heatherbankNotFound, heatherbankPages } from './heatherbank-bb.pages.ts';
import { heatherbankStayPages } from './heatherbank-bb.stay.ts';
import type { SiteDefinition } from './site-server.ts';

export const HEATHERBANK_DOMAIN = 'heatherbank-bb.test';

/**
 * Heatherbank B&B, a (made-up) bed and breakfast in a 1760s stone farmhouse at the top of Gayle Lane, Gayle,
 * half a mile from Hawes in Wensleydale, North Yorkshire (DL8 3RZ), run by Alison and Dave Kirkbride since 2016,
 * whose family has farmed there for four generations. Built with WebStarts: every element absolutely positioned
 * on a 980px canvas by one rule per generated id in the page's stylesheet (`data-for="stylesheetManager"`), and
 * printed in the order it was added, not the order it is seen; `header` > `#header-wrap` with the logo, the name,
 * the phone and `staticMenu_58` (objtype 38, `nav.horizontal`, sub-pages in a nested list after an
 * `overload-horizontal` span and a stray `</span>`, a slide-out toggle); `#body-content` with `#body-full` strips
 * and `#body-fixed` elements: text boxes (`txtBox_<n>`, `wse-txt-con`, `p.wse-txt-bm` > `span.wse-txt-inner` >
 * `span.wse-txt-size`, `h1.wse-txt-h1`…, `clr-txt-<n>` colour spans), images, shapes drawn behind the text boxes
 * they frame, buttons, a gallery whose captions are only attributes, a map, an HTML embed and the Form Builder;
 * the footer (address, phone, Dave's mobile, email, links, social bar, "Website built with WebStarts") on every
 * page; the dynamic head (`_wsConfig`, jQuery, common.js) and Google Analytics.
 *
 * Facts: five en suite rooms, per night for two with breakfast from 1 March 2026 — Wether Fell (king-size,
 * shower) £105, Dodd Fell (super-king or twin, bath with shower over) £110, Snaizeholme (family, king + single,
 * sleeps 3, third guest £30) £120, The Garth (ground floor, garden door, walk-in shower, the only dog-friendly
 * room: up to 2 dogs at £10 per dog per night, not left alone, not in the dining room) £115, The Hayloft (second
 * floor up two flights of steep stairs, roll-top bath) £140; single occupancy £20 less; up to 11 guests; no hen or
 * stag parties. Check-in 4pm – 8pm (later by arrangement with Dave's mobile 07700 900 462), check-out by 10.30am
 * (cars may stay in the yard). Breakfast 8am – 9.15am, Sundays 8.30am – 9.30am, cooked from 7am if asked by 8pm;
 * gluten-free always, vegan with a day's notice; packed lunch £9.50 ordered by 8pm, flasks filled free. Drying
 * room, boot room, boot tap, OS maps OL30 and OL19 to borrow; locked bike shed for 8 bikes, pump, tools, bike
 * wash, e-bike charging. Free parking for 6 cars. Minimum 2 nights with a Saturday, 3 on bank holiday weekends,
 * single Saturdays only within 7 days. Deposit one night per room; refund with 14 days' notice; balance on
 * departure by card, cash or transfer. Garsdale station 6 miles, collection £12 each way. Walks: Aysgill Force 3
 * miles, Hardraw Force 4 miles there and back, Wether Fell 9 miles, Snaizeholme 6 miles, Semer Water 5 miles.
 * Negatives, each said once or twice: no evening meals, no children under 8, dogs in no room but The Garth, no
 * TVs in the bedrooms, no American Express, not licensed, no room for caravans or trailers, no single Saturday
 * nights unless booked within 7 days, no EV charger yet, no hen or stag parties.
 *
 * Quirks: on the home page the Winter Warmer offer box is the first element printed though it sits under the
 * hero; on the rooms page each card's name, text, facts (labels in one box, values in another) and price are
 * separate boxes over a shape, The Garth's price is printed before its name, and The Hayloft, added in 2025, is
 * printed after everything else though placed fifth; the prices page is a column of room names beside a column of
 * prices, tied only by their lines, and its pasted availability calendar leaves a `<div>` unclosed; the FAQ is
 * bold question boxes and answer boxes, one answer split in two, the two questions added last printed at the end
 * though placed in the middle; labels and values apart on the contact page and the walks page; the train
 * directions run on from one text box into the next mid-sentence.
 *
 * Traps: the home page's 'Stay 3 nights, pay for 2 … until 31 March' (WINTER3) with no year, while the FAQ says
 * the offer ended on 31 March 2026; The Byre garden suite and an EV charger 'coming in 2027' (spring 2027), no
 * price, no bookings until January 2027; a January 2024 post, unlisted, with that year's prices (£92, £98, £108
 * and £25 a third guest, £100), packed lunch and dogs £7.50, Garsdale £8, check-in from 3pm, breakfast 8am – 9am;
 * 2021 template terms labelled 'ARCHIVED – 2021 version' (50% deposit, 28 days' notice, check-in 3pm – 6pm,
 * check-out 10am, 3 nights at weekends, children of all ages, pets in all rooms at £5, cheques, evening meals at
 * £25); and a Christmas 2026 post alone holding the holiday dates (last night 23 December, closed 24 to 27
 * December, open from 28 December, 3 nights over New Year's Eve, New Year's Day breakfast 9am – 10.30am, closed
 * 10 January to 4 February 2027 and open again on 5 February) and gift vouchers (from £50, 12 months, post by 16
 * December). The site's today, Tuesday 24 November 2026, is an ordinary day. English only; Italian questions
 * about it are the cross-language ones.
 */
export const heatherbankBB: SiteDefinition = {
  domain: HEATHERBANK_DOMAIN,
  language: 'en',
  pages: [
    heatherbankHome,
    ...heatherbankStayPages,
    ...heatherbankPages,
    ...heatherbankNewsPages,
    ...heatherbankLegalPages,
  ].map(heatherbankLayout),
  robots: 'User-agent: *\nDisallow: /wscfus/\nDisallow: /editor/\n',
  notFound: heatherbankLayout(heatherbankNotFound).html,
};
