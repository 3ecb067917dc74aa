import { zanettaBlogPosts } from './apicoltura-valsesia.blog.ts';
import { zanettaEnglishPages } from './apicoltura-valsesia.en.ts';
import { zanettaLayout, zanettaNotFound } from './apicoltura-valsesia.layout.ts';
import { zanettaLegalPages } from './apicoltura-valsesia.legal.ts';
import { zanettaBlog, zanettaHome, zanettaPages } from './apicoltura-valsesia.pages.ts';
import { zanettaShopPages } from './apicoltura-valsesia.shop.ts';
import { zanettaExperiencePages } from './apicoltura-valsesia.visite.ts';
import type { SiteDefinition } from './site-server.ts';

export const ZANETTA_DOMAIN = 'apicoltura-valsesia.test';

/**
 * Apicoltura Zanetta, a (made-up) family beekeeping farm and honey shop in Valsesia, Piedmont (Società Agricola
 * Zanetta s.s.): the farm shop ("spaccio") and extraction workshop at Frazione Crevola 14, 13019 Varallo (VC), and
 * the teaching apiary at Camasco, 6 km further up, where the visits are; started in 1988 by Franco Zanetta with 12
 * hives, run today by his children Giulia (visits, schools, adoptions) and Davide (apiaries, workshop, online
 * shop); 280 hives in 9 apiaries between 450 and 1,600 metres, certified organic since 2019. Built with the
 * Hostinger Website Builder (the former Zyro): the generator tag, `<div id="app" data-v-app>` holding `<main
 * class="page">` with the sticky bar, the header, every block and the footer; blocks as `section.block` >
 * `div.block-layout` CSS grids whose `div.layout-element` > `div.layout-element__wrapper` > component elements
 * take their place from `--grid-row`/`--grid-column` variables, printed in the order the owner added them (a
 * price box after the details beside it, the winter hours before the summer ones though shown on the right);
 * text in `<p class="body">` with styled `<span>`s, headings often enlarged bold paragraphs; elements hidden on
 * phones or desktops by a visibility class; the ecommerce product-list block (cards with the title in an `<h6>`
 * and the price, '11,50 €', and a crossed-out old price in separate `<p>`s, an 'Esaurito' ribbon); the blog-list
 * block and, on posts (at the site's root), the blog header block with the date as '18 novembre 2026'; Embed
 * elements holding a pasted price table; forms with `z-` controls; a sticky bar ('Spedizione gratuita in Italia
 * sopra i 59 €'), a header with two dropdowns saved `display: none`, the IT | EN switcher, a cart and a burger
 * whose hidden menu repeats the navigation; a footer block with the shop's address and both seasons' hours, the
 * apiary, the phone, WhatsApp, email and P.IVA, printed again as phone-only elements; the builder's cookie banner.
 *
 * Facts: the farm shop's hours, summer (1 April – 31 October) Tuesday to Saturday 9:00–12:30 and 15:00–19:00,
 * Sunday 9:00–12:30, closed Mondays; winter (1 November – 31 March) Friday 15:00–18:30, Saturday 9:00–12:30 and
 * 14:30–18:30, other days by appointment; phone answered Tuesday to Saturday 9:00–12:00. Honeys, 2026 (250 g /
 * 500 g / 1 kg): acacia € 6,80 / € 11,50 / € 21,00; mountain wildflower € 6,00 / € 10,00 / € 18,50; chestnut
 * € 6,30 / € 10,50 / € 19,50; lime € 6,50 / € 11,00 / € 20,00; rhododendron € 9,50 / € 16,00 (no 1 kg; the 2026
 * harvest sold out, the next in July 2027); honeydew € 7,00 / € 12,00 / € 22,00; online only the 500 g jars, the
 * 1 kg jars never shipped; creamed wildflower 400 g 9,50 €, pollen 200 g 12,00 €, propolis 30 ml 9,00 €, candle
 * 7,50 €, the Tris 19,00 € (was 21,50 €), gift vouchers of € 25 and € 50 valid 12 months. Apiary visit April to
 * October, Saturdays and Sundays at 10:00 and 15:00 (and Wednesdays at 17:00 in July and August), 1 hour 30
 * minutes, € 15, € 10 aged 6–14, minimum age 6, at most 12 people, confirmed with 4; tasting at the shop all year,
 * Saturdays at 16:30, 45 minutes, € 12, 2 to 10 people; a morning as a beekeeper in June and July, 3 hours
 * (8:30–11:30), € 45, from 14, at most 6, 2027 dates published in February 2027, paid in advance by transfer
 * within 3 days; private groups of 10–25, Tuesday to Friday, € 12 each, € 150 minimum; booking at least 48 hours
 * ahead, paid on the day in cash or by card, free cancellation up to 24 hours before (7 days for the morning), rain
 * moves the visit or turns it into a tasting; meeting in the church square at Camasco 10 minutes early, 300 metres
 * of dirt path. Adoption € 89 a year (3 × 500 g, a named certificate, 4 photo updates, a free visit for 2), half
 * € 49 (500 g + 250 g), companies from € 390 + VAT (40 × 250 g with their logo, a visit for 10); 12 months, not
 * renewed automatically, certificate by email within 3 working days, honey in September, shipping in Italy
 * included, € 10 more in the EU. Schools: a teaching farm accredited by the Piedmont Region, April to early June
 * and September–October, Tuesday to Friday 9:30–12:30, € 7 a pupil, teachers free, 15 to 50 pupils (two groups
 * over 25), nursery from 4 without opening the hives, a 50 g jar each; the beekeeper in class, 2 hours, € 120 a
 * class within 30 km, € 0,40 a km beyond, all year; summer camps in July on Tuesday and Thursday mornings at € 7;
 * 3 weeks' notice. Shipping: BRT, € 8,90 in Italy, free from € 59, 2–4 working days; EU € 18,90, free from
 * € 120, 4–7 days; dispatched on Mondays and Tuesdays; no candles in July and August; free collection at the shop,
 * ready in 2 working days, held 30 days; card or PayPal online; 14 days to return sealed products at the buyer's
 * cost, refunds within 14 days; broken jars photographed within 48 hours are replaced free. Negatives, each said
 * once or twice: no shipping outside the EU (not to Switzerland or the UK), no visiting the hives without booking,
 * no visits from November to March, no cash on delivery, no royal jelly, no swarms or queens sold, no dogs in the
 * apiary, no one allergic to bee venom in the apiary, the apiary not wheelchair accessible, no honey for babies
 * under 12 months, no 1 kg jars shipped, the course not yet bookable.
 *
 * Traps: the World Bee Day offer (15% off the online shop with the code GIORNATAAPI, 12–31 May 2025, and a free
 * open day without booking on 25 May) still in a strip on the home page with no year, while the FAQ says it ended
 * on 31 May 2025; the beginners' beekeeping course 'in arrivo nel 2027' (8 Saturday mornings from March to June
 * 2027, at most 12, from 16), no price, not bookable, registrations from January 2027; a January 2024 price list
 * never taken down (500 g acacia € 9,80, wildflower € 8,50, chestnut € 9,00, lime € 9,30, rhododendron € 13,50,
 * honeydew € 10,20; visits May to September € 13 / € 9; tasting € 8; adoption € 75; shipping € 7,90, free over
 * € 50; winter hours Saturdays only, 9:00–12:30 and 14:30–18:00); 2021 template terms of sale labelled
 * 'Versione 2021 (modello standard)' (shipping abroad including Switzerland, SDA within 5 working days, € 6,90,
 * free over € 49, bank transfer, PayPal or cash on delivery at € 4,00, 30 days to withdraw, damage reported
 * within 8 days) contradicting the shipping page; and a Christmas 2026 post alone holding the holiday hours (1–23
 * December Tuesday to Saturday 9:00–12:30 and 14:30–19:00, Sunday 9:00–12:30; open on 8 December; closed on 12
 * and 13 December for the Varallo Christmas market, 10:00–19:00; 24 December 9:00–13:00; closed 25 December to 6
 * January, open again on Friday 8 January 2027), the € 34 gift box, 10% off from 20 boxes ordered by 4 December,
 * the last orders for Christmas (Monday 14 December at 12:00, the last dispatch on Tuesday 15 December, later
 * orders on Monday 11 January 2027) and adoptions by 20 December. The site's today is Tuesday 24 November 2026,
 * a winter Tuesday, when the shop opens only by appointment. Italian first; three pages in English under /en/
 * (home, visits, contact), the visits in English on Saturdays at 15:00 in July and August, Giulia's English and
 * French and the drive from Malpensa only there.
 */
export const apicolturaValsesia: SiteDefinition = {
  domain: ZANETTA_DOMAIN,
  language: 'it',
  pages: [
    zanettaHome,
    ...zanettaShopPages,
    ...zanettaExperiencePages,
    ...zanettaPages,
    zanettaBlog,
    ...zanettaBlogPosts,
    ...zanettaLegalPages,
    ...zanettaEnglishPages,
  ].map(zanettaLayout),
  robots: 'User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /checkout\n',
  notFound: zanettaLayout(zanettaNotFound).html,
};
