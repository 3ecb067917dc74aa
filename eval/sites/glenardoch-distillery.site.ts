import { glenardochLayout } from './glenardoch-distillery.layout.ts';
import { glenardochLegalPages } from './glenardoch-distillery.legal.ts';
import { glenardochNewsPages } from './glenardoch-distillery.news.ts';
import { glenardochHome, glenardochNotFound, glenardochPages } from './glenardoch-distillery.pages.ts';
import { glenardochProducts, glenardochShopPages } from './glenardoch-distillery.shop.ts';
import type { SiteDefinition } from './site-server.ts';

export const GLENARDOCH_DOMAIN = 'glenardoch-distillery.test';

/**
 * Glenardoch Distillery, a (made-up) independent single malt whisky and gin distillery in the old Ardoch meal
 * mill, Ardoch Road, Archiestown, Aberlour, Moray AB38 7QZ, on Speyside, founded in 2017 by Catriona and Ewan
 * MacRae (Glenardoch Distilling Company Ltd, registered in Scotland SC612847, premises licence MC/PL/0419 from
 * The Moray Council): tours, the Mill Café, the distillery shop and a web shop. Built with Big Cartel on its
 * Luna theme: Big Cartel's URLs (`/products`, `/category/<permalink>`, `/product/<permalink>`, `/contact`,
 * `/cart`, custom pages at `/<permalink>`); the announcement bar on every page; the header menu with
 * "Products", the first five custom pages, "Contact" and "Cart (0)" (`span.cart-num-items`), the logo an image
 * whose alt text alone names the store, and a phone copy of the menu with three links; product grids of
 * `div.product-list` > `div.product-list-thumb` cards (name, price as `<span class="currency_sign">£</span>52.00`,
 * 'Sold out', 'Coming soon' and 'On sale' labels); product pages with the status label, `div.product-price`
 * (a range '£15.00 - £36.00' for products with priced options), the add-to-cart form whose option `<select>`
 * keeps each option's price in `data-price` only, the description through Big Cartel's `paragraphs` filter
 * (lines of dashes joined by `<br />`, bold labels inline), and the "You might also like" aside printing other
 * products' prices after `</main>`; `window.bigcartel.product` JSON in the head of each product page (the raw
 * description and every option price, and the price a 'Coming soon' product hides); custom pages as the owner
 * typed them (`div.custom-page-content` through `paragraphs`: a heading typed as a bare `<h2>` keeps its block
 * out of `<p>`s, so the lines under it run together with no `<br>`; a pasted table for the hours; FAQ
 * questions as bold lines); Luna's contact template with the owner's text in its message banner and the
 * reCAPTCHA note; a footer with the owner's footer text (address, the hours as 'Apr–Oct: daily 10:00–17:00 ·
 * Nov–Mar: Mon–Sat 10:00–16:00, Sun closed', phone, email, company and licence numbers), the category and
 * custom-page links (the archived terms among them) and the "Powered by" Big Cartel credit whose name is only
 * in its title and SVG.
 *
 * Facts: visitor centre, shop and café 1 April – 31 October every day 10am – 5pm, 1 November – 31 March Monday
 * to Saturday 10am – 4pm and closed on Sundays; the café serves until 4.30pm / 3.30pm. The Glenardoch Tour, 1
 * hour, £18, ages 8 to 17 £6, under 8s free, children with an adult (one adult per three children), summer
 * daily 10.30am, 12 noon, 1.30pm and 3pm, winter Monday to Saturday 11am and 2pm, up to 16. The Warehouse
 * Tasting Tour, 2 hours with Ishbel, £45, five drams and a 5cl valinch sample, summer Thursday to Saturday 2pm,
 * winter Saturdays 1.30pm, up to 10, over 18s only with photo ID. Private tours with Ruaridh, up to 8 guests,
 * 2.5 hours, £360, booked 14 days ahead by email to tours@. Groups of 10 to 30 £15 a head, 2 weeks ahead; coach
 * drivers free. The Driver's Dram Pack: drams in 3cl sample bottles, free. Refund with 48 hours' notice;
 * Challenge 25. Café: soup £6.50, Cullen skink £9.50, toasties from £7.95. Shop: Single Malt Batch 4 £52 (46%,
 * 70cl, 2,400 bottles, 6 per order), Oloroso Cask Finish £68 (48.2%, sold out online, next batch spring 2027),
 * Peated First Release coming soon (price to be announced), Single Cask #117 £95 (58.9%, 50cl, 246 bottles, one
 * per customer), Ardoch Gin £36 (70cl) or £15 (20cl), 42%, Navy Strength £42 (57%), Bramble & Heather liqueur on
 * sale £22 (was £28), gin miniature £5.50, Miniature Trio £22, Tasting Gift Set £45, Glencairn glass £9
 * (engraved £15), tour vouchers (valid 12 months), Warehouse Supper tickets coming soon. Delivery to UK
 * addresses only: mainland £6.95, free over £75; Highlands & Islands £12.95; DPD in 2 to 3 working days; age
 * check on delivery, no safe place; breakages within 48 hours; unopened returns within 14 days. Events: Burns
 * Supper Saturday 23 January 2027 £55; Speyside Spring Whisky Festival 29 April – 3 May 2027, the Warehouse
 * Supper Friday 30 April £85 (tickets from 1 February 2027), the Open Day Saturday 1 May with the Festival 2027
 * bottling (600 at £75). Negatives each said once or twice: no shipping to Northern Ireland, the Isle of Man,
 * the Channel Islands, BFPO or PO boxes, nor outside the UK; no children on the Warehouse Tasting Tour; no dogs
 * on tours or in the production areas; no cash; no photos in the still house; no lift to the still house
 * gallery; the warehouse not for wheelchairs; no EV charger; no bus; no table bookings in the café; no
 * restaurant or evening meals; vouchers not exchangeable for cash; engraved glasses not returnable.
 *
 * Traps: the home page's featured message '10% off all our gin until 31 October – use code GINOCT10' with no
 * year, while the FAQ says it ended on 31 October 2026; cask ownership 'Coming in 2027' (spring 2027, no
 * prices until February 2027, no orders or deposits); a hidden January 2024 page, linked from the News page's
 * "Older news" line, with that year's prices (the Glenardoch Tour £12 and £4, the Warehouse tour £35, private
 * tours £250, groups of 12 or more £10), winter opening Tuesday to Saturday and vouchers valid 6 months; the
 * 2021 template terms labelled 'ARCHIVED – 2021 version' and listed in every footer (delivery to Northern
 * Ireland, the Channel Islands and BFPO, £4.95 and free over £50, Royal Mail within 5 working days, parcels
 * left in a safe place, 30-day returns, tour refunds up to 24 hours before, no children under 12 on tours,
 * vouchers valid 6 months, cash, card or cheque); and a Christmas 2026 page alone holding the holiday opening
 * times (Sundays 13 and 20 December 11am – 4pm, 24 December 10am – 2pm, closed 25 to 27 December, 28 to 30
 * December 10am – 4pm, 31 December 10am – 2pm, closed 1 to 3 January), the maintenance closure (4 to 15 January
 * 2027, open again Saturday 16 January), the festive tours (£22, Saturdays 5, 12 and 19 December; the last tours
 * 23 December), the late-night shopping on Thursday 10 December 5pm – 8pm, the last order dates (17 December
 * mainland, 14 December Highlands & Islands) and the Christmas Dram Box (£39). The site's today, Tuesday 24
 * November 2026, is a winter weekday: open 10am – 4pm, tours at 11am and 2pm. English only; Italian questions
 * about it are the cross-language ones.
 */
export const glenardochDistillery: SiteDefinition = {
  domain: GLENARDOCH_DOMAIN,
  language: 'en',
  pages: [
    glenardochHome,
    ...glenardochShopPages,
    ...glenardochPages,
    ...glenardochNewsPages,
    ...glenardochLegalPages,
  ].map(glenardochLayout(glenardochProducts)),
  robots:
    'User-agent: *\nDisallow: /cart\nDisallow: /checkout\nDisallow: /products?search=\nDisallow: /theme_scripts/\n',
  notFound: glenardochLayout(glenardochProducts)(glenardochNotFound).html,
};
