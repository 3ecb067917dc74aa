import type { SiteDefinition } from './site-server.ts';
import { tanaEnglishPages } from './tana-dei-dadi.en.ts';
import { tanaEventPages } from './tana-dei-dadi.eventi.ts';
import { tanaLegalPages } from './tana-dei-dadi.legal.ts';
import { tanaNews, tanaNewsPosts } from './tana-dei-dadi.news.ts';
import { tanaHome, tanaPages } from './tana-dei-dadi.pages.ts';
import { tanaPricePages } from './tana-dei-dadi.prezzi.ts';
import { tanaShopPages } from './tana-dei-dadi.shop.ts';
import { tanaLayout, tanaNotFound } from './tana-dei-dadi.theme.ts';

export const TANA_DOMAIN = 'tana-dei-dadi.test';

/**
 * La Tana dei Dadi, a (made-up) board-game café ("ludoteca e caffè") at Via San Vitale 96/C, 40125 Bologna,
 * opened in 2019 by Marco Ferri and Silvia Landi (Tana dei Dadi S.n.c., P.IVA 03927150373), with more than 900
 * games on colour-coded shelves, game hosts (Pietro, Giulia) who explain the rules, a bar and kitchen, weekly
 * events, birthday parties, a private room upstairs (Sala Drago), a webshop with collection in the café and a
 * loyalty card. Built with Webador (JouwWeb): `<div id="top">` with the body state classes and the page id,
 * the message bar, a mobile bar whose drawer holds a second copy of the menu (`nav.jw-menu-copy`), the desktop
 * header (`ul#jw-menu.jw-menu-horizontal`, `ul.jw-submenu` dropdowns, an owner-made "🇬🇧 English" link, the
 * cart icon), `main.block-content` > the content section > a strip root > strips > elements
 * (`div#jw-element-<id>.jw-tree-node.jw-element.jw-<kind>`): text elements (`div.jw-element-imagetext-text`,
 * `h2.jw-heading-100`, coloured and resized spans, tables typed into the editor), images, columns, buttons,
 * spacers, an accordion saved closed, HTML elements, the contact form, the blog element
 * (`article.jw-news-post`) and the product gallery (`div.product`, price in `span.product__price__price`, the
 * old price in `<s>`, stickers); posts at `/news/<id>_<slug>` dated '16 nov 2026'; the footer section with
 * three columns (address, hours as 'Mar–gio 15–24 · Ven 15–1:30 · Sab 11–1:30 · Dom 11–23 · Lun chiuso',
 * phone, WhatsApp, email) and `div.jw-credits` (company, P.IVA, "Creato con / Made with Webador"); the cookie
 * notification after `#top`.
 *
 * Facts: open Tuesday–Thursday 15:00–24:00, Friday 15:00–01:30, Saturday 11:00–01:30, Sunday 11:00–23:00, closed
 * on Mondays; the kitchen closes at 22:30 (Sunday 21:30). Table fee ("coperto gioco") per person, unlimited
 * play: '4,00 €' Tuesday–Thursday, '6,00 €' Friday–Sunday and holidays (the figure and the cents in separate
 * spans; '€ 6,–' in the FAQ), '3,00 €' Tuesday–Friday 15:00–18:00 (Pomeriggio in Tana), children 6–11 2,50 €,
 * under 6 free, members 1 € less, adults at Domenica in Famiglia 4 €; rules explained by the game hosts included;
 * own games allowed but the fee is due; library games never lent; lost pieces not charged. Menu (prices without €):
 * espresso 1,30, cappuccino 1,80, water 1,50, beer 0,4 l 6,00, spritz 6,50, Tiro Critico 8,00, piadina 7,00,
 * tagliere for two 16,00, crescentine 8,00 (weekends), gluten-free piadina +1,50 not for coeliacs. Events:
 * Martedì Novità 20:30 (normal fee), La Gilda del Mercoledì (D&D 5e, 20:30–23:30, 8 €, from 14, 10-session
 * campaigns, next from 13 January 2027, registrations by 20 December; Prima Avventura one-shot 6 €), the
 * Torneo del Giovedì (20:45, 5 € + fee, free for members, 24 players, a 30 € voucher), Party Night Friday 21:30,
 * Domenica in Famiglia 11–13. Parties for 6–12: weekends 15:00–17:30, 16 € a child, 10 to 20 children, own cake
 * the only outside food, 50 € deposit back 7 days ahead, 3 weeks' notice, afternoons only. Sala Drago: up to 20,
 * € 90 Tue–Thu / € 150 Fri–Sun for 3 hours, € 35 an extra hour, aperitivo € 13, host € 25 an hour, companies
 * from € 22 a head (min 10), 30% deposit, free cancellation 10 days ahead, 14 steps and no lift, not let on
 * Saturday evenings. Booking: free, tables held 15 minutes, groups over 8 by phone only, no bookings on
 * Saturday from 20:00, same evening by WhatsApp before 18:00. Tessera Tana € 15 for 12 months, family € 25; 1 €
 * off, 10% in the shop, free tournaments, a free fee every 10 stamps, events 48 hours early; personal, not
 * refundable. Shop: Catan € 44,90, Azul € 34,90 (was € 39,90), dice set € 9,50, vouchers of € 25 and € 50; no
 * shipping, collection in 2 working days, held 14 days, special orders 5–7 days with 20% down, sealed games
 * exchanged within 14 days. Children: under 14 with an adult, 14–17 alone until 21:00, no under-14s after
 * 22:00 even accompanied, Angolo Cuccioli (3–8) at weekends, the staff are not babysitters. Negatives, each
 * said once or twice: no outside food or drink, no animals but guide dogs, no meal vouchers, one bill per table
 * on Friday and Saturday after 20:00, no bookings on Saturday from 20:00, no groups over 8 online, no lending,
 * no shipping, no under-14s after 22:00, no babysitting, no wheelchair access to Sala Drago, no evening parties.
 *
 * Traps: the Ottobre Universitario strip (2 € with the UniBo badge Tuesday–Thursday, 'Fino al 31 ottobre!')
 * still on the home page with no year, while the FAQ says it ended on 31 October 2026; the escape room "Il
 * Cunicolo" 'in arrivo nel 2027' (spring 2027, 2–6 players, 60 minutes, from 12) with no price and not
 * bookable; a January 2024 price list never taken down (fee € 3 / € 5, children € 2, card € 12, D&D € 7,
 * tournament € 4, Sala Drago € 70 / € 110, espresso 1,10, cappuccino 1,60, beer 5,00, spritz 5,50, closed
 * Monday and Tuesday); the 2021 template rules labelled 'Versione 2021 (modello standard)' (one € 3,50 fee,
 * tables held 30 minutes, groups over 12 by phone, outside food with € 2, small dogs allowed, under-16s
 * accompanied, lost pieces charged, meal vouchers accepted, a € 10 card to 31 December, shipping € 7,90 and free
 * over € 79, 30 days to withdraw); a booking page whose pasted resmio widget leaves a `<div>` unclosed around
 * the booking rules; and a Christmas 2026 post alone holding the holiday hours (open on Mondays 7, 21 and 28
 * December and 4 January 15:00–24:00, 8 December 11:00–24:00, Christmas Eve 11:00–18:00, closed 25 December
 * and 1 January, 26 December 15:00–01:30, New Year's Eve party 20:30–02:00 at 45 € with a 20 € deposit by 20
 * December, 6 January 11:00–23:00, back to normal from 7 January 2027), the Christmas tournament (19 December,
 * 8 €), the Befana raffle, the Gilda's break and the last days to order gifts (20 December online, 11 December
 * special orders). The site's today is Tuesday 24 November 2026. Italian first; three pages in English under
 * /en/ (home, menu and prices, contact), Pietro's English, the shelf of games with English rules, the
 * International Game Night (last Friday of the month, 8pm) and the bus 14 from the station only there.
 */
export const tanaDeiDadi: SiteDefinition = {
  domain: TANA_DOMAIN,
  language: 'it',
  pages: [
    tanaHome,
    ...tanaPages,
    ...tanaPricePages,
    ...tanaEventPages,
    ...tanaShopPages,
    tanaNews,
    ...tanaNewsPosts,
    ...tanaLegalPages,
    ...tanaEnglishPages,
  ].map(tanaLayout),
  robots: 'User-agent: *\nDisallow: /cart\nDisallow: /checkout\nDisallow: /account\n',
  notFound: tanaLayout(tanaNotFound).html,
};
