import { pawsworthBlogPages } from './pawsworth-daycare.blog.ts';
import { pawsworthLayout } from './pawsworth-daycare.layout.ts';
import { pawsworthLegalPages } from './pawsworth-daycare.legal.ts';
import { pawsworthHome, pawsworthNotFound, pawsworthPages } from './pawsworth-daycare.pages.ts';
import { pawsworthServicePages } from './pawsworth-daycare.services.ts';
import type { SiteDefinition } from './site-server.ts';

export const PAWSWORTH_DOMAIN = 'pawsworth-daycare.test';

/**
 * Pawsworth, a (made-up) dog daycare, boarding kennel and grooming room in the converted barns of Larkhill Farm,
 * Moston Lane, Upton-by-Chester, Chester CH2 4QT, opened in 2018 by Sophie Hale (a veterinary nurse for nine
 * years) and her husband Tom (Pawsworth Dog Care Ltd, company no. 11839574, animal activity licence
 * AWL/2025/0173 from Cheshire West and Chester Council, 5 stars). Built with Site.pro: `div#wb_root` with
 * `wb_header_<page id>`, `wb_main_<page id>` and `wb_footer_<page id>` LayoutElements; every element a
 * `div.wb_element` with a generated 32-hex id and its `data-plugin`, nested as rows (`wb-layout-horizontal`)
 * and columns (`wb-layout-vertical`) placed only by the bundled stylesheet; TextAreas of CKEditor markup
 * (`p.wb-stl-normal`, `h1.wb-stl-heading1`…, `wb-stl-custom<n>`, `<strong>`, colour spans, blank paragraphs
 * of a non-breaking space), a heading and its text often in two TextAreas; pictures from `gallery_gen/`,
 * icons as FontAwesome glyphs in SVG `<text>`; price cards whose price ('£32') is a TextArea above the name
 * and the unit; the Table element (`table.wb_table`, `<td id="…_cell_<n>">` cells, the header row of `<td>`s)
 * for the grooming prices by coat and size, the van zones, the packages, the hours and the Christmas days; the
 * Accordion (Bootstrap panels, the first open, the rest `collapse`) for the FAQ; a Gallery whose photo titles
 * are only in its script's JSON; the GoogleMaps element never given an API key (its notice is all it shows);
 * Form elements as tables of `th` labels; the Blog element (cards with `span.date` '2026-11-10 14:05' and a
 * description cut at 200 characters; posts at `/Blog/<Title-With-Hyphens>` with a back link, the title and the
 * date above the post's own layout); `ul.hmenu` with nested sub-menus, `li.wb_this_page_menu_item` and the
 * phone collapser; the cookie banner's text only in a head script; `<base href>` with the site's address and
 * relative links; a header top bar (phone, email, '★★★★★ Licensed by Cheshire West and Chester Council'); a
 * footer with the address, hours as 'Mon – Fri: 07:00 – 18:30 / Sat: 08:00 – 13:00 / Sun & bank holidays:
 * closed', phone, van mobile, email, company and licence numbers, and a "Terms & Conditions" link to the
 * archived 2021 terms, on every page.
 *
 * Facts: open Monday–Friday 7am – 6.30pm, Saturday 8am – 1pm (grooming and boarding only), Sundays and bank
 * holidays closed but for boarding collections 5pm – 6pm. Daycare Monday to Friday, drop-off 7am – 9.30am,
 * collection from 3.30pm and by 6.30pm, £10 per 15 minutes late; full day £32, half day £20 (7am – 12.30pm or
 * 1pm – 6.30pm), packages of 10 days £295 (3 months), 20 days £560 (4 months), 10 half days £180 (3 months),
 * 10% off a second dog, 48 hours' notice; a 1.5-acre field, a handler per 10 dogs, up to 30 dogs, quiet time
 * 12.30pm – 2pm. Puppy Club (Megan) for 12 weeks to 6 months, Tuesday and Thursday 9.30am – 12.30pm, £18 or
 * £64 for 4, up to 6 puppies, 7 days after the second vaccination, no kennel cough needed. Boarding £38 a
 * night, £64 two dogs sharing, £85 family suite (3 dogs); drop-off and collection weekdays 7am – 9.30am or
 * 3.30pm – 6.30pm, Saturday 8am – 12.30pm, Sunday 5pm – 6pm collections only; Burns or own food, raw welcome;
 * medication free, insulin £3 a day; a £50 deposit refunded with 14 days' notice; from 6 months, after an
 * assessment; someone sleeps on site. Grooming with Ellie Tuesday to Saturday (8.30am, 11am, 1.30pm): smooth
 * £30 / £36 / £44 / £55, long or double £42 / £50 / £60 / from £72, poodle and doodle £45 / £56 / £66 / from
 * £78, wire hand strip £48 / £58 / £68 / POA (small up to 10kg, medium 10–25kg, large 25–40kg, giant over
 * 40kg); nail clip £10 (£6 on a daycare day), teeth £5, de-shedding £12, de-matting £10 per 15 minutes, flea
 * bath £12, puppy's first groom £25. The van (Tom): pick-ups 7.15am – 9.15am, drop-offs 4pm – 6pm, Monday to
 * Friday and Saturday mornings for boarding and grooming; zone 1 CH1 and CH2 £6 return / £4 one way, zone 2 CH3
 * and CH4 £9 / £6, zone 3 CH64, CH65 and CH66 £12 / £8, £2 a second dog, booked by 6pm the day before on
 * 07700 900 815. Joining: a free 2-hour assessment, weekdays at 10am; annual booster with leptospirosis, kennel
 * cough 14 days before, titre tests for DHP within 3 years; daycare from 16 weeks, boarding from 6 months.
 * Card or bank transfer. Negatives each said once or twice: no unneutered males over 7 months, no girls in
 * season (back 3 weeks after), no daycare at weekends or bank holidays, no collection on Sundays or bank
 * holidays, no CH5 or Wales, no cheques, no cats or other pets, never sedation, no anal glands, no XL Bully
 * types, no live webcam, no walks off site.
 *
 * Traps: the home page's 'NEW CUSTOMER OFFER … first 10-day daycare package for just £250! Book by 31 March
 * … PAWS250' with no year, while the FAQ says it ended on 31 March 2026; a hydrotherapy pool 'coming in 2027'
 * (summer 2027, no prices, no bookings, a vet's referral); a January 2024 post with that year's prices (full
 * day £26, half day £16, 10 days £240, Puppy Club £14, boarding £30 / £50, van £5 / £7 / £10, nail clip £8,
 * groom £25, £5 per 15 minutes after 6pm, Saturdays 8am – 12 noon, drop-off until 10am); 2021 template terms
 * labelled 'ARCHIVED – 2021 version' (the old unit on Sealand Road CH1 4LQ, day care Monday to Saturday 7.30am
 * to 6pm, £5 per 15 minutes, kennel cough 7 days before, entire males up to 12 months, bitches in season boarded
 * apart for £5 a night, 24 hours' notice, a 50% non-refundable deposit, cash or cheque, collections 7 days a
 * week); and a Christmas 2026 post alone holding the holiday dates (daycare's last day Wednesday 23 December
 * closing at 4pm, closed 24 December – 3 January, back Monday 4 January 2027; boarding drop-offs and collections
 * 24 December 8am – 12 noon, none 25–27 December or 1 January, 28–31 December 9am – 11am, 2 January 8am – 12
 * noon, 3 January 5pm – 6pm; 3 nights minimum over Christmas Day; £8 per dog per night 24 December – 1 January;
 * the last grooms 19 December, back 5 January; the last van run 23 December, back 4 January; grooming vouchers
 * from £20, posted if ordered by 18 December). The site's today, Tuesday 24 November 2026, is an ordinary
 * weekday. English only; Italian questions about it are the cross-language ones.
 */
export const pawsworthDaycare: SiteDefinition = {
  domain: PAWSWORTH_DOMAIN,
  language: 'en',
  pages: [
    pawsworthHome,
    ...pawsworthServicePages,
    ...pawsworthPages,
    ...pawsworthBlogPages,
    ...pawsworthLegalPages,
  ].map(pawsworthLayout),
  robots: 'User-agent: *\nDisallow: /js/\nDisallow: /css/\n',
  notFound: pawsworthLayout(pawsworthNotFound).html,
};
