import { highlandHirePages } from './highland-wheels.hire.ts';
import { highlandItalianPages } from './highland-wheels.it.ts';
import { highlandLayout } from './highland-wheels.layout.ts';
import { highlandLegalPages } from './highland-wheels.legal.ts';
import { highlandNewsPages } from './highland-wheels.news.ts';
import { highlandHome, highlandNotFound, highlandPages } from './highland-wheels.pages.ts';
import type { SiteDefinition } from './site-server.ts';

export const HIGHLAND_DOMAIN = 'highland-wheels.test';

/**
 * Highland Wheels, a (made-up) independent car and campervan hire business at Unit 3, Carsegate Business Park,
 * Carsegate Road, Inverness IV3 8LL (Highland Wheels Ltd, registered in Scotland SC587214, VAT GB 296 4418 53),
 * started in 2012 by Fraser and Kirsty MacLennan with three cars on Telford Street and at Carsegate since March
 * 2022. Built with Yola Sitebuilder and its Skyline v2 template: `.php` page names linked relatively (`./`,
 * `fleet-and-rates.php`, `../` out of /it/); `#sys_background.yola_bg_overlay` > `.yola_inner_bg_overlay` >
 * `.yola_outer_content_wrapper`; a header whose `nav.mob_menu` overlay repeats the whole menu (submenus in
 * `ul.mob_submenu_list`), the site name in `#yola_heading_block` > `a#sys_heading`, `ul.sys_navigation` with
 * `li#ys_menu_<n>` items and the flyout menu's data (children included) in an inline script, and the banner's
 * `h2.yola_site_tagline`; `main.yola_content_wrap` > `.yola_content_column` > `.yola_inner_content_column` > a
 * `<style>` and the `layout_1-column sys_layout` > `#sys_region_1.zone_top` holding the widgets, each a
 * `div#I<32 hex>` with its component class: Text_2 (`Text_2_Default` > its own `<style>` > `div.sys_txt`, headings,
 * bold, coloured and resized spans, tables typed into the editor with a bold first row and `&pound;` prices), Image
 * (`Image_Default` with the optimised `resources/….opt960x420…` copy), Column Divider (`Layout1_Default` >
 * `.column_divider` > `.left`/`.right` regions), Button (`Button_Default` > `.sys_button`), HTML, Map and Form
 * (`Form_Default` > `.sys_yola_form`); clearing `&nbsp;` spacers; the site-wide footer text in
 * `footer#yola_style_footer` (address, phone, breakdown line, email, the hours as 'Mon–Fri 8:00–18:00 · Sat
 * 8:30–16:00 · Sun by appointment', company and VAT numbers, a Terms link to the archived terms), the "Made with
 * Yola" badge, FastClick, Yola's analytics and the template's script; `<html class="no-js">` with no language and
 * `<body lang="en">` on every page, the Italian ones included. The fleet page's pasted booking widget leaves a
 * `<div>` unclosed around the campervan table. News posts are ordinary pages with a typed 'Posted on …' line.
 *
 * Facts: depot open Monday to Friday 8am – 6pm, Saturday 8.30am – 4pm, Sunday by appointment only (10am – 2pm);
 * phone answered in opening hours; 24-hour breakdown line 07700 900 318. Cars (low season 1 October – 30 April /
 * high season 1 May – 30 September, per day and per week): A City (Yaris, manual) £39 / £235, £55 / £345; B
 * Compact (Golf, manual) £45 / £275, £65 / £415; C Estate automatic (Octavia) £58 / £355, £84 / £535; D SUV 4x4
 * (Kodiaq, 7 seats) £75 / £460, £105 / £665; unlimited mileage; winter tyres 1 November – 31 March. Campervans (1
 * March – 31 October only; low season March, April, October): Wee Bothy (VW California Ocean, 2 berths, automatic)
 * £110 / £695, £149 / £955; Big Glen (Fiat Ducato coachbuilt, 4 berths, manual, shower) £140 / £890, £185 / £1,195;
 * minimum 3 nights low, 5 nights high; collection from 2pm, return by 11am, depot only, in opening hours; 200 miles
 * a day, 25p a mile over; up to 2 dogs for £40 per hire; £60 cleaning charge. Drivers: cars A–C from 23, class D
 * and campervans from 25, maximum 79; licence held 2 years (3 for campervans); young driver surcharge £15 a day for
 * 23 and 24, capped at £90; UK photocard and DVLA check code; licences not in the Roman alphabet need an
 * International Driving Permit; passport for non-UK drivers. Deposit (credit card pre-authorisation) £250 / £400 /
 * £750; excess £1,250 / £1,500 / £2,000; Excess Reduction Cover £14 a day (excess £100) or £22 a day for campervans
 * (excess £300). Full to full, £2.10 a litre plus a £20 refuelling fee. Extras: seats £6 a day (max £42),
 * additional driver first free then £6 a day, bike rack £8 a day (max £56), camping kit £35 per hire, bedding and
 * towels £25 per person. Inverness Airport meet & greet £30 each way, £60 outside opening hours (6am – 10pm);
 * railway and bus stations free; within 5 miles £15 each way, within 30 miles £50 each way; no delivery beyond 30
 * miles; one-way to Edinburgh or Glasgow Airport £150 (cars only, minimum 3 days, 7 days' notice). Skye free;
 * Hebrides allowed (tell us, own ferry fares); Orkney and Shetland with written permission asked 14 days ahead. Cars
 * paid at booking, free cancellation to 48 hours, then one day's hire; campervans 25% to book, balance 6 weeks
 * before, £70 admin fee. Key box at the gate for cars out of hours (responsibility until 8am next opening day);
 * own car parked in the yard free; 9 miles (15 minutes) from the airport. Negatives, each said once or twice: no
 * vehicles out of Great Britain (no ferries to Northern Ireland, the Republic of Ireland or Europe), no smoking or
 * vaping (£180), no debit, prepaid or cash deposits, no off-road driving even in the 4x4, no pets in cars but
 * assistance dogs, no campervans from November to February, no campervans in the key box, no one-way campervans,
 * no campervan delivery, no Bealach na Bà in a campervan, nobody under 23.
 *
 * Traps: the early-bird box on the home page ('Book before 31 March and save 15%', EARLYBIRD15) with no year, while
 * the FAQ says it ended on 31 March 2026; electric VW ID. Buzz campervans 'coming in 2027' (first hires May 2027),
 * no price, not bookable until February 2027; a January 2024 post never taken down (Yaris £34 / £49, Golf £41 /
 * £57, Octavia £52 / £76, Wee Bothy £98 / £138, Big Glen £125 / £168, drivers from 21, £12 a day surcharge, airport
 * £24, deposits £200 / £600, cover £11 a day, winter hours Monday to Saturday 9am – 5pm); 2021 template terms
 * labelled 'ARCHIVED – 2021 version' (12 Telford Street, IV3 5LE; drivers 21 and over, licence 1 year; a £200
 * deposit by credit or debit card; unlimited mileage including campervans; same-to-same fuel; refunds up to 24
 * hours before; pets in all vehicles for £30; Ireland with written consent; returns Monday to Saturday 9am – 5pm)
 * contradicting the pages; and a Christmas 2026 post alone holding the holiday hours (St Andrew's Day 30 November
 * open as usual; Christmas Eve 8am – 1pm; closed 25 to 27 December; 28 December 10am – 2pm; 29 and 30 December
 * 8am – 6pm; Hogmanay 8am – 2pm; closed 1 to 3 January; 4 January 10am – 2pm; usual hours from Tuesday 5 January
 * 2027; the 2027 Scottish bank holidays 9am – 1pm), Christmas Eve collections booked by 18 December. The site's
 * today is Tuesday 24 November 2026, an ordinary weekday: the depot is open 8am – 6pm, the campervans are off hire.
 * English first; two pages in Italian under /it/ (a welcome page and contacts) whose Italian WhatsApp (Chiara,
 * 07700 900 645, Monday to Friday 9:00–17:00), free North Coast 500 guide in Italian, CIAO5 code (5% on car hires
 * of 7 days or more booked by email in Italian) and 15 km from the airport are only there.
 */
export const highlandWheels: SiteDefinition = {
  domain: HIGHLAND_DOMAIN,
  language: 'en',
  pages: [
    highlandHome,
    ...highlandHirePages,
    ...highlandPages,
    ...highlandNewsPages,
    ...highlandLegalPages,
    ...highlandItalianPages,
  ].map(highlandLayout),
  robots: 'User-agent: *\nDisallow: /resources/\nDisallow: /classes/\n',
  notFound: highlandLayout(highlandNotFound).html,
};
