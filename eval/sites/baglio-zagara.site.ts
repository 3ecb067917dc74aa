import { baglioEnglishPages } from './baglio-zagara.en.ts';
import { baglioGuestPages } from './baglio-zagara.guests.ts';
import { baglioInfoPages, baglioItalianOnlyPages } from './baglio-zagara.info.ts';
import { baglioLegalPages, baglioNotFoundPage } from './baglio-zagara.legal.ts';
import { baglioNewsPages } from './baglio-zagara.news.ts';
import { baglioRoomPages } from './baglio-zagara.rooms.ts';
import { baglioEnglishRoomPages } from './baglio-zagara.rooms-en.ts';
import { baglioStayPages } from './baglio-zagara.stay.ts';
import { baglioLayout } from './baglio-zagara.theme.ts';
import type { SiteDefinition } from './site-server.ts';

export const BAGLIO_DOMAIN = 'baglio-zagara.test';

/**
 * Baglio delle Zagare, a small family-run country house and B&B (nine rooms, two apartments, breakfast,
 * dinner, pool, cooking class, e-bikes, excursions) among the lemon groves of Santa Venera di Noto
 * (Siracusa), built with a hotel booking-engine site builder (BBSuite) on Bootstrap 4. Italian first; home,
 * rooms, apartments, rates, breakfast, dinner and cooking class, pool and services (one English page for
 * the two Italian ones), excursions, check-in and check-out, contact and FAQ translated under /en/; booking
 * and cancellation (whose rules the English rates page carries), gift vouchers, local festivals, the news
 * (a November 2026 post with the Christmas dinners and the winter closure from 10 January to 15 March
 * 2027, an October 2026 harvest post and a February 2025 post with that year's prices, breakfast hours,
 * closure, cooking class day, dinner closing day and tourist tax), the terms of stay, privacy and cookie
 * policy only in Italian; the guide to getting here from Catania airport only in English. Markup: a top
 * bar with the IT EN DE FR switcher first (DE and FR lead to the home page), a navbar with dropdowns and a
 * hidden offcanvas copy, the booking engine's search form and a sticky "Prenota / Book now" bar on every
 * page, rooms as Bootstrap cards with icon-font amenity lists, `<dl>` facts and the price in its own
 * `<span class="price">`, seasonal rate tables, info boxes with label and value in separate elements, an
 * FAQ accordion saved collapsed, the Iubenda banner, and a footer with address, phone, mobile/WhatsApp,
 * email, reception hours, CIN, CIR and P.IVA on every page. The rooms page's pasted availability widget
 * leaves a `<div>` unclosed around all the room cards and the accessibility notes; the harvest post's
 * pasted Instagram embed brings a stray `</article>` that leaves the lemon-picking mornings and the
 * produce prices outside the article. The terms of stay, a template, give 14 days' free cancellation and
 * check-out at 10:00 against the pages' 7 days and 11:00. The site's today is Tuesday 24 November 2026.
 */
export const baglioZagara: SiteDefinition = {
  domain: BAGLIO_DOMAIN,
  language: 'it',
  pages: [
    ...baglioInfoPages,
    ...baglioRoomPages,
    ...baglioStayPages,
    ...baglioItalianOnlyPages,
    ...baglioNewsPages,
    ...baglioLegalPages,
    ...baglioEnglishPages,
    ...baglioEnglishRoomPages,
    ...baglioGuestPages,
  ].map(baglioLayout),
  robots: 'User-agent: *\nDisallow: /bbsuite/admin/\nDisallow: /bbsuite/forms/\n',
  notFound: baglioLayout(baglioNotFoundPage).html,
};
