import { glicineBlogPages } from './fioreria-glicine.blog.ts';
import { glicineEnglishPages } from './fioreria-glicine.en.ts';
import { glicineInfoPages } from './fioreria-glicine.info.ts';
import { glicineLegalPages } from './fioreria-glicine.legal.ts';
import { glicineHome, glicinePages } from './fioreria-glicine.pages.ts';
import { glicineServicePages } from './fioreria-glicine.servizi.ts';
import { glicineLayout, glicineNotFound } from './fioreria-glicine.template.ts';
import type { SiteDefinition } from './site-server.ts';

export const GLICINE_DOMAIN = 'fioreria-glicine.test';

/**
 * Fioreria Glicine, a (made-up) family florist at Borgo delle Colonne 14/B, 43121 Parma, opened in 1987 by
 * Franca Bertolini and run by her daughter Anna, with Sofia (weddings) and Luca (deliveries); built with
 * Blogger on a custom domain with the "Semplice" template: `div.outer-wrapper`-style nesting of
 * `content-outer` > `main-inner` > `column-center-inner`, every section a `div.widget` (Header1, PageList1
 * tabs, a welcome HTML2 only on the home page, Blog1, HTML1 hours, Text1 contacts, HTML3 language links,
 * Profile1, BlogArchive1, Text2 with the P.IVA alone on its line, LinkList1, Attribution1 "Powered by
 * Blogger"), pages and posts as `div.post-outer` > `div.post` > `h3.post-title` + `div.post-body.entry-content`
 * written as `<div>` and `<br />` runs with `&nbsp;`, headings as `<span style="font-size: large;"><b>`,
 * price tables pasted from Word (`MsoTableGrid`, `p.MsoNormal`, `<o:p>`, a bold first row of `<td>`s),
 * static pages under `/p/<slug>.html`, posts under `/YYYY/MM/<slug>.html` with date headers, labels, share
 * buttons and a comment form, the home page a list of posts cut at their jump break, Blogger's cookie
 * notice (`#cookieChoiceInfo`) in English on every page, `lang="it"` on the English pages too, hreflang
 * alternates typed into the template by the owner.
 *
 * Facts: open Tuesday–Saturday 8:30 – 13:00 and 15:30 – 19:30, Sunday 9:00 – 12:30, closed on Mondays (the
 * sidebar of every page), two weeks off in mid-August. Bouquets small € 30, medium € 45, large € 70, 12 red
 * roses € 54, 24 € 100, a single rose € 4,50, basket from € 40, succulents from € 28, hatbox from € 65,
 * graduation laurel wreath € 25 (3 days' notice), bouquet of the day € 20 (shop only, not delivered).
 * Plants: from € 12, Phalaenopsis € 25 / € 35, olive tree € 45, herbs € 4,50, cyclamen € 7; repotting from
 * € 8; plant holiday care € 2 a day a plant, 7 days minimum; no garden upkeep. Weddings: first meeting and
 * visit free, 30% deposit, balance 7 days before, book 4 months ahead, one wedding a day, up to 60 km;
 * bridal bouquet from € 150, buttonhole € 15, bridesmaids from € 50, church from € 400, centrepieces from
 * € 35, arch from € 600; no gazebos, lights or furniture. Funerals: posy from € 60, cushion from € 110,
 * wreath from € 130, casket spray from € 250, ribbon included, same-day funerals ordered by 10:00, grave
 * posies from € 12. Delivery Tuesday to Saturday: Parma inside the ring road € 7, outlying villages € 10,
 * Collecchio/Felino/Sala Baganza/Noceto/Sorbolo € 15, Fidenza/Langhirano/Traversetolo/Colorno/Fontanellato
 * € 20, free inside the ring road from € 100, slots 9:00 – 12:30 and 15:30 – 19:00, same day if ordered by
 * 12:00, second attempt € 5; no deliveries on Sundays, none to the Ospedale Maggiore, no shipping outside the
 * province or abroad. Subscriptions: Reception € 35, Ufficio € 60, Ristorante € 85 a week (VAT excluded),
 * 3 months minimum, 30 days' notice, Tuesday mornings, first week half price, pause in August; a home
 * subscription 'in 2027', no price. Workshops on Saturdays 15:00 – 18:00, 8 people at most, from 14: Advent
 * wreath 28 November 2026 € 55, Christmas centrepiece 12 December € 50, spiral bouquet 23 January 2027 € 45,
 * Valentine's 13 February € 45, kokedama 20 March € 40; refund if cancelled 5 days before; private groups
 * of 6–12 at € 40 each; dried flowers 'spring 2027', no dates or price, not bookable. FAQ: order by phone,
 * WhatsApp or in the shop (no online shop), cash, cards and Satispay, no cheques, card free, anonymous
 * sender possible, photo on request, free cancellation until 24 hours before then 50%, no artificial flowers.
 *
 * Traps: the summer 2026 free-delivery banner (orders from € 50, until 15 September 2026) on the home page;
 * the Valentine's 2026 post (12 roses € 42, single rose € 4, open 8:00 – 20:00 on 14 February) shown in
 * full on the home page; a January 2024 post never taken down (Monday–Saturday 8:30 – 12:30 and 15:00 –
 * 19:00, closed on Sundays, small bouquet € 24, medium € 38, large € 60, 12 roses € 48, delivery € 5,
 * cushion € 90, wreath € 115, bridal bouquet € 120, Reception € 30, workshops € 38, same-day by 11:00);
 * 2021 template terms (deliveries Monday to Saturday, same day by 11:00, deliveries abroad through partner
 * florists, 48 hours to cancel, cheques accepted, subscriptions 6 months with 60 days' notice); and a
 * Christmas 2026 post alone holding the holiday hours (8 December 9:00 – 12:30, Mondays 21 and 28 December
 * 8:30 – 19:30, 24 December 8:00 – 17:00, closed 25, 26 and 27 December, 31 December 8:30 – 14:00, closed
 * 1 January, 6 January 9:00 – 12:30), the order deadline (Tuesday 22 December at 12:00), no deliveries on
 * 31 December and no real Christmas trees, its hours after the jump break. The site's today is Tuesday
 * 24 November 2026. Italian first; the home, deliveries, weddings, funerals and contact pages in English,
 * with a few facts only there (the card written in English, workshops taught in Italian, hotel receptions,
 * a wedding video call, ordering funeral flowers from abroad, the ZTL fine).
 */
export const fioreriaGlicine: SiteDefinition = {
  domain: GLICINE_DOMAIN,
  language: 'it',
  pages: [
    glicineHome,
    ...glicinePages,
    ...glicineServicePages,
    ...glicineInfoPages,
    ...glicineLegalPages,
    ...glicineBlogPages,
    ...glicineEnglishPages,
  ].map(glicineLayout),
  robots: 'User-agent: Mediapartners-Google\nDisallow: \n\nUser-agent: *\nDisallow: /search\nAllow: /\n',
  notFound: glicineLayout(glicineNotFound).html,
};
