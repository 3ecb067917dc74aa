import { lasteiBlogPages } from './rifugio-lastei.blog.ts';
import { lasteiEnglishPages } from './rifugio-lastei.en.ts';
import { lasteiInfoPages } from './rifugio-lastei.info.ts';
import { lasteiLayout, lasteiNotFound } from './rifugio-lastei.layout.ts';
import { lasteiHome, lasteiPages } from './rifugio-lastei.pages.ts';
import type { SiteDefinition } from './site-server.ts';

export const LASTEI_DOMAIN = 'rifugio-lastei.test';

/**
 * Rifugio Lastei, a (made-up) mountain hut (rifugio alpino) at 2.240 m below Cima Lastei, above the Val di Ronchi
 * in the Dolomites of Trentino, Località Lastei, 38030 Valfonda (TN): a hut of the SAT (the CAI's Trentino
 * section), Valfonda branch, run since 2009 by the Zanol family (Gianni, Marta, their daughter Elisa on bookings,
 * their son Luca in the kitchen) as Zanol Gianni & C. s.n.c., P.IVA 02318470224; hut phone 0462 580 217 (only
 * while open), mobile 348 615 0392, info@rifugio-lastei.test, winter address Via Pian del Moro 7, Ronchi di
 * Valfonda. Built as a Notion workspace published with Super (super.so): Super's Next.js shell (`div#__next`,
 * `super-root`, the `__NEXT_DATA__` JSON of each page), one site-wide Italian `super-navbar` with a '🇬🇧 English'
 * link and breadcrumbs on nested pages, `main.super-content page__<slug>`, `notion-header` with cover and emoji,
 * `article.notion-root` of Notion blocks (`notion-heading` h1/h2/h3, `notion-text`, bulleted and numbered lists,
 * callouts with emoji icons, toggles as `<details class="notion-toggle closed">`, column lists, simple tables of
 * `<td>`s whose header row is only a class or a bold first row, dividers, images through next/image with
 * images.spr.so variants and Notion's image proxy in `<noscript>`, 'link to page' blocks, a gallery view of the
 * Blog database, database properties on posts with the date as 'November 12, 2026'), inline runs split into
 * `<strong>` and `highlighted-color` spans, Super's footer (link columns and the footnote with the address, phones,
 * email and P.IVA on every page, a 'Regolamento 2021 (archivio)' link) and Super's cookie banner. Every page is
 * `lang="it"`, the English ones included.
 *
 * Facts: summer 2027 every day from 19 June to 26 September 2027; winter 2027 on Saturdays and Sundays from 13
 * February to 11 April 2027, Easter 26–29 March 2027 straight through; closed now (the 2026 summer ended on 27
 * September 2026), the winter room (6 places, blankets, no stove, no power) always open. 38 beds: dormitories
 * Cima 10, Forcella 8, Malga 6, Baita 6; rooms Larice (double, dogs allowed), Cirmolo (twin), Genziana (family,
 * 4); winter only Cima and Malga, 16 beds. Prices 2027 per person per night, CAI members / non-members: half board
 * in a dormitory € 62 / € 74, in a room € 72 / € 84; bed only € 24 / € 34 and € 34 / € 44; breakfast € 12; packed
 * lunch € 11 (ordered by 21:00); shower token € 5 for 4 minutes; sleeping bag liner hire € 7, buy € 15
 * (compulsory in dormitories); dog € 10 a night (Larice only); cableway € 6 a bag; tourist tax € 1,00 from 14;
 * children up to 4 free, 5–11 € 42 half board; groups of 10–30 one free place for every 15. Bar 7:00–21:30, lunch
 * 12:00–14:30 for everyone, dinner 19:00 and breakfast 7:00–8:30 for overnight guests (winter from 6:30), showers
 * 15:00–19:00, Wi-Fi 18:00–22:00 for overnight guests. Lunch menu: canederli in brodo € 10, cheese canederli
 * € 12, barley soup € 9, venison tagliatelle € 14, polenta with beef stew € 16, with cheese and mushrooms € 15,
 * with sausage € 15, platter € 14, salad € 11, strudel € 5, buckwheat cake € 5, Kaiserschmarrn € 11; winter
 * soup € 10 and dish € 15. Access: no road; Malga Prà del Lago car park (1.480 m, € 8 a day), the road closed to
 * cars 8:30–17:30 in July and August with a shuttle from Ronchi (€ 4, € 6 return, hourly 8:00–18:00); winter
 * parking at Ponte dei Mugheri (1.320 m, free, 3 hours on snowshoes); path 341 2h15 (760 m, E), path 343 from
 * Ronchi 4h (EE, cable), path 360 from Rifugio Val Piana 3h30; bikes to Malga Lastei Bassa; the goods cableway
 * € 6 a bag (15 kg), 9:00, 13:00, 17:00, not in winter. Booking by email or phone (not WhatsApp); € 30 deposit per
 * person (groups 30%), refunded up to 7 days before, kept from 6 days, moved with an orange or red weather
 * warning; arrival by 18:00; cash or card. Events: Lastei in Musica, Saturday 24 July 2027 at 17:00, free,
 * package € 75 / € 85 by 30 June, on Sunday 25 July at 11:00 if it rains; end-of-season party 19 September 2027.
 * The hut rules (Italian only): quiet 22:00–6:00, rooms free by 9:30, at most 3 nights in August, no food from
 * home in the dining room, no smoking, no drones, rubbish taken down. The English-only guide: Verona 2 hours,
 * Venice 2h30, Innsbruck 2h15, Munich 4 hours; train to Trento and the bus to Ronchi (1 hour 40, 4 a day); a taxi
 * from Trento station about €110; Elisa speaks English, Gianni German; the nearest cash machine in Ronchi;
 * suitcases left in the family's garage in Ronchi; plugs L and F; dinner at 7pm sharp; no tipping expected.
 * Negatives each said once or twice: the hut cannot be reached by car; dogs not in the dormitories; no American
 * Express or cheques; tap water not drinkable; no mobile signal inside; showers closed after 19:00 and none in
 * winter; no private rooms in winter; no sockets in the dormitories; no people on the cableway; no luggage
 * cableway in winter; no bikes beyond Malga Lastei Bassa; no online booking yet; no bookings on WhatsApp; no
 * camping near the hut; the early booking offer over.
 *
 * Traps: the home pages' callout 'Early booking: 10% fino al 31 ottobre!' / 'until 31 October!' (code LASTEI10)
 * with no year, while both FAQs say it ended on 31 October 2026; the solar-heated shower block 'in arrivo
 * nell'estate 2027' (4 showers, token price undecided) and online booking from March 2027; a January 2024 post
 * still in the blog gallery, its half-board price already in the card's 'Anteprima' (half board € 52 / € 64, in a
 * room € 58 / € 70, bed only € 20 / € 30, breakfast € 10, packed lunch € 9, shower € 3, liner € 5, cableway € 4,
 * parking € 4, dog € 5; summer 15 June – 22 September 2024, winter weekends 3 February – 7 April 2024); the 2021
 * rules labelled 'ARCHIVIATO – Regolamento 2021' and linked from every footer (24 beds, own sleeping bag, masks,
 * Green Pass, arrival by 18:30, quiet 22:30–6:30, cash only, a 50% deposit, free cancellation up to 15 days, no
 * dogs inside the hut, shower € 3, at most 2 nights); and a Christmas 2026 post alone holding the holiday opening
 * (every day from 26 December 2026 to 6 January 2027, closed 24 and 25 December), its prices (half board € 68 /
 * € 80, bed only € 28 / € 38), the New Year's Eve dinner (€ 95, 2 nights minimum), the snowshoe hire (€ 10 a
 * day), the booking deadline (15 December) and the 50% deposit. The blog also holds path 343 reopened on 10 July
 * 2026 after the April landslide (helmet advised, not for dogs) and a first-night packing list (towels not
 * provided, slippers provided). The site's today, Tuesday 24 November 2026, falls between seasons: the hut is
 * closed. Italian first; most pages in English under /en (the blog, the hut rules, the archived rules and the
 * privacy notice only in Italian, the camping answer only in the Italian FAQ); the guide for international guests
 * only in English.
 */
export const rifugioLastei: SiteDefinition = {
  domain: LASTEI_DOMAIN,
  language: 'it',
  pages: [lasteiHome, ...lasteiPages, ...lasteiBlogPages, ...lasteiInfoPages, ...lasteiEnglishPages].map(
    lasteiLayout,
  ),
  robots: 'User-agent: *\nAllow: /\n',
  notFound: lasteiLayout(lasteiNotFound).html,
};
