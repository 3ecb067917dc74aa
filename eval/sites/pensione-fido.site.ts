import { fidoBlog } from './pensione-fido.blog.ts';
import { fidoEnglishPage } from './pensione-fido.en.ts';
import { fidoInfoPages } from './pensione-fido.info.ts';
import { fidoLayout } from './pensione-fido.layout.ts';
import { fidoLegal, fidoNotFound } from './pensione-fido.legal.ts';
import { fidoPages } from './pensione-fido.pages.ts';
import { fidoPricePages } from './pensione-fido.prezzi.ts';
import type { SiteDefinition } from './site-server.ts';

export const FIDO_DOMAIN = 'pensione-fido.test';

/**
 * Pensione per cani e gatti Fido & Micio, a (made-up) family boarding kennel and cattery with dog daycare,
 * grooming and a pet taxi in a farmhouse at Sorgiano, in the countryside 14 km from Bergamo, built with
 * GoDaddy's Website Builder (Websites + Marketing): React-rendered static HTML with `data-ux` attributes on
 * every element and glamor's generated `x-el x-el-div c1-1 c1-2 c1-b c1-c …` classes, widget sections with
 * uuid ids and `data-aid` hooks, no `<main>` but a sticky header marked `role="main"` holding a mobile bar
 * and a desktop bar (six links and "Altro") and a hidden hamburger drawer repeating every link, content
 * cards in a grid whose title, text and price (`data-ux="Price"`) are separate elements, the "Menu" price
 * list widget with each item's name, description and price in separate divs, an FAQ accordion saved closed
 * (`display:none`, `aria-hidden`), the contact widget's office hours as a list of days and hours
 * (`data-aid="CONTACT_HOURS_…"`), contact and booking forms whose labels are text, the builder's cookie
 * banner, a footer with the address, phone, WhatsApp, email and P.IVA on every page, and the page data as
 * JSON in a `<script>` (with a switched-off 2025 announcement a visitor never sees). 2026 prices per night:
 * dogs € 22 / € 26 / € 30 by size (up to 10 kg, 10–25 kg, over 25 kg), cats € 15, a second cat € 10,
 * 10% off from the 8th night, + € 5 in high season (its dates, 1–31 August and 20 December–6 January, only
 * in the note under the supplements), medicines € 2 a day, an afternoon pick-up charged half a day; the
 * office hours (Monday–Friday 09:00–18:30, Saturday 09:00–13:00, closed Sunday) differ from drop-off and
 * pick-up (Monday–Saturday 8:00–11:00 and 17:00–19:00, Sunday and holidays 9:00–11:00 only, none on 1
 * January, Easter, 15 August and 25 December); polyvalent and kennel-cough vaccines 15 and 7 days before,
 * the cats' trivalent 15 days before, neutered tomcats; no bitches in heat, no aggressive dogs without an
 * evaluation visit, only dogs and cats; own dry or tinned food allowed at the same price, no fresh or raw
 * food; daycare Monday–Friday 7:30–19:00 at € 16 / € 24; grooming Tuesday–Saturday, no baths for cats; the
 * Taxi Dog at € 0,80 a km (€ 12 minimum, 40 km, not on Sundays); a 30% deposit, no cheques. The 2023 price
 * list is still published (€ 18 / € 21 / € 25, cats € 12, + € 3, 5% from the 10th night, € 0,60 a km), a
 * December 2023 post announces the January 2024 closure for works and keeps the 2023 prices for 2024, a
 * 2022 post opened the daycare at 8:00–18:00 for € 11 / € 17, and a 2023 review quotes 21 € a night. The
 * Christmas 2026 post alone holds the 3-night minimum and the 24 and 31 December morning-only pick-ups, the
 * September post the half-price trial night. Italian, with one English page (`/english-information`, also
 * `lang="it"`) whose rules for pets from abroad (EU pet passport, rabies 21 days before), € 35 airport
 * pick-up and English-speaking Sara are only there. The site's today is Tuesday 24 November 2026.
 */
export const pensioneFido: SiteDefinition = {
  domain: FIDO_DOMAIN,
  language: 'it',
  pages: [...fidoPages, ...fidoPricePages, ...fidoInfoPages, ...fidoBlog, fidoEnglishPage, ...fidoLegal].map(
    fidoLayout,
  ),
  robots: 'User-agent: *\nDisallow: /m/\nDisallow: /api/\n',
  notFound: fidoLayout(fidoNotFound).html,
};
