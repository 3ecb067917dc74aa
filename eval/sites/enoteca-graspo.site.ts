import { graspoBlog, graspoPosts } from './enoteca-graspo.blog.ts';
import { graspoShopPages } from './enoteca-graspo.bottega.ts';
import { graspoTastingPages } from './enoteca-graspo.degustazioni.ts';
import { graspoEnglishPages } from './enoteca-graspo.en.ts';
import { graspoLayout, graspoNotFound } from './enoteca-graspo.layout.ts';
import { graspoLegalPages } from './enoteca-graspo.legal.ts';
import { graspoMenuPages } from './enoteca-graspo.menu.ts';
import { graspoHome, graspoPages } from './enoteca-graspo.pages.ts';
import type { SiteDefinition } from './site-server.ts';

export const GRASPO_DOMAIN = 'enoteca-graspo.test';

/**
 * Enoteca Il Graspo, a (made-up) wine bar and wine shop with a kitchen ("enoteca con cucina") at Via
 * Pellicciai 21/A, 37121 Verona, fifty metres from Piazza delle Erbe, opened in 2012 by Chiara Bonomi in an
 * old grocery shop, with Matteo Zanoni (AIS sommelier) leading the tastings in the Cantinetta, a 16th-century
 * vaulted cellar under the bar (Il Graspo di Bonomi Chiara & C. S.a.s., P.IVA 04518230232). Built with Ucraft:
 * `body.uc-body` with the page and site ids, `div#uc-wrapper`, the header block (a top row with the address,
 * phone and 'Il martedì siamo chiusi', the logo, `nav.uc-menu-widget` with `ul.uc-submenu` dropdowns shown on
 * hover, the IT | EN language widget, the cart and a burger whose `div.uc-mobile-nav` repeats the menu,
 * hidden), `div#uc-content[role=main]` of `section.uc-block`s > `div.container` > Bootstrap rows of
 * `div.uc-column`s holding `div.uc-widget.widget-<kind>` widgets (titles, text with styled spans and tables
 * typed into the editor, images from static.ucraft.net, buttons, icon lists, an accordion saved closed, map,
 * forms, embeds, the store's product grid with `span.uc-price-current` and `span.uc-price-old`, the blog list),
 * blog posts at `/blog/<slug>` as rich text in `article.uc-blog-post` dated '16 novembre 2026'; the footer
 * block (address, hours as 'Lun, mer, gio 11:30–23 · Ven, sab 11:30–24 · Dom 16–22 · Mar chiuso', phone,
 * WhatsApp, email, company, P.IVA and the "Realizzato con / Made with Ucraft" badge on every page), the cookie
 * consent bar, the builder's config script, a JSON-LD Organization and the bundles.
 *
 * Facts: open Monday, Wednesday, Thursday 11:30–23:00, Friday and Saturday 11:30–24:00, Sunday 16:00–22:00,
 * closed on Tuesdays; kitchen 12:00–14:30 and 19:00–22:00, on Sundays dinner only 18:30–21:30, boards and
 * cicchetti outside those hours. Menu, prices without the euro sign in a column beside each dish: boards
 * 14,00 / 15,00 / 26,00 (for two), risotto all'Amarone 16,00 (minimum 2 portions), bigoli 13,50,
 * pastissada 18,00, tiramisù 6,00, cover 2,50; over 40 wines by the glass from 5 € to 14 € (Amarone 14,00,
 * Ripasso 7,00); a shop bottle at the table for shop price + 10 €. Tastings (price cards whose figure and
 * euro sign sit in separate spans): Valpolicella in 4 calici 35 € (75 minutes), Amarone three vintages 55 € (90
 * minutes), whites 28 € (60 minutes); Wednesday–Saturday at 17:00, Saturday also 11:00; 2 to 10 people; booking
 * only, by 18:00 the day before; adults only; paid at the end, a 10 € deposit a head for 6 or more; club members
 * 5 € off; free cancellation up to 48 hours before, after that or for no-shows the full price on the card left
 * as guarantee. Cantinetta events: up to 24 seated or 35 standing, minimum 10, menus 34 / 48 / 60 € a head,
 * room free Monday–Thursday and 150 € Friday and Saturday, not let on Sundays, own cake 2 € a head, 30%
 * deposit, free cancellation up to 7 days before, no DJ, 12 steps and no lift. Club del Graspo 40 € for 12
 * months, 10% off bottles, 5 € off tastings, members' evening on the first Thursday at 19:00, not on the menu,
 * not renewed automatically. Gift cards of 25, 50 or 100 € or any amount from 20 €, valid 12 months, not
 * refundable. Shipping in Italy by BRT 9,90 €, free from 120 €, 2–4 working days, islands and Calabria + 5 € and
 * 4–6 days, dispatched Monday–Thursday, card or PayPal, broken bottles within 48 hours, 14 days to return.
 * Negatives, each said once or twice: no shipping abroad (not even in the EU), the bar counter not bookable,
 * no gluten-free pasta, no dogs in the Cantinetta during tastings, no lift to the Cantinetta, no meal vouchers
 * or cheques, no cash on delivery, no wine from outside, no under-18s at tastings, no tastings on Sunday, Monday
 * or Tuesday, no DJ, gift cards not refundable nor converted into cash.
 *
 * Traps: the Vendemmia strip ('Fino al 30 settembre: spedizione gratuita … con il codice VENDEMMIA') still on
 * the home page with no year, while the FAQ says it ended on 30 September 2026; the wine course 'in arrivo nel
 * 2027' (March 2027, 4 evenings, up to 12) with no price and not bookable; a January 2024 post never taken down
 * (tastings 29 € / 45 € / 22 €, minimum 4 people, booking 3 days ahead, cancellation up to 24 hours before,
 * glasses 4–12 €, club 30 € with 5%, closed on Mondays); the archived 2021 template terms labelled 'ARCHIVIO –
 * Versione 2021 (modello standard)' (Vicolo San Marco in Foro 5, shipping 7,90 € and free over 89 €, Austria,
 * Germany and Switzerland at 19,90 €, cash on delivery for 4,00 €, 30 days to withdraw, tastings from 4 people
 * cancelled up to 24 hours before, gift cards valid 6 months, no dogs, cheques) still linked from the footer;
 * a tastings page whose pasted Bookeo widget leaves a `<div>` unclosed around the cancellation rules; and a
 * Christmas 2026 post alone holding the holiday hours (open on Tuesdays 8, 22 and 29 December, Christmas Eve
 * 10:00–16:00 without the kitchen, closed 25 December and 1 January, 26 December and 2 January 16:00–24:00, New
 * Year's Eve dinner from 20:00 at 85 € with a 20 € deposit by 20 December, 6 January 11:30–22:00, closed for
 * holidays 7–13 January, back on Thursday 14 January 2027), no tastings from 24 December to 6 January, the
 * Christmas boxes (49 € / 95 €) and the last day to order for delivery before Christmas (17 December). The site's
 * today is Tuesday 24 November 2026, the closing day. Italian first; three pages in English under /en/ (home,
 * tastings, visit us), Chiara's and Matteo's English, Matteo's German, the suitcases kept during tastings and the
 * bus from Verona Porta Nuova only there.
 */
export const enotecaGraspo: SiteDefinition = {
  domain: GRASPO_DOMAIN,
  language: 'it',
  pages: [
    graspoHome,
    ...graspoPages,
    ...graspoMenuPages,
    ...graspoTastingPages,
    ...graspoShopPages,
    graspoBlog,
    ...graspoPosts,
    ...graspoLegalPages,
    ...graspoEnglishPages,
  ].map(graspoLayout),
  robots: 'User-agent: *\nDisallow: /store/cart\nDisallow: /store/checkout\nDisallow: /account\n',
  notFound: graspoLayout(graspoNotFound).html,
};
