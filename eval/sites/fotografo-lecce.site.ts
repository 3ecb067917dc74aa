import { quartaBlogPages } from './fotografo-lecce.blog.ts';
import { quartaEnglishPages } from './fotografo-lecce.en.ts';
import { quartaLayout, quartaNotFound } from './fotografo-lecce.layout.ts';
import { quartaLegalPages } from './fotografo-lecce.legal.ts';
import { quartaHome, quartaPages } from './fotografo-lecce.pages.ts';
import { quartaServicePages } from './fotografo-lecce.servizi.ts';
import type { SiteDefinition } from './site-server.ts';

export const QUARTA_DOMAIN = 'fotografo-lecce.test';

/**
 * Andrea Quarta Fotografia, a (made-up) wedding and family photographer with a studio at Via Giuseppe Palmieri
 * 28, 73100 Lecce (by appointment only), photographing weddings since 2013, with Marta Longo as second shooter
 * and Luca Serra of Serra Film, a videographer partner from Gallipoli; built with Squarespace 7.1 and Fluid
 * Engine: `main#page` > `article.sections` > `section.page-section` > `div.content-wrapper` > `div.content` >
 * `div.fluid-engine` grids whose `div.fe-block` items are placed only by each section's own `<style>` (grid
 * areas), printed in the order the owner added them: the middle wedding package first, a family tile's name
 * and details in separate blocks, the mini session and a section heading last in the HTML but first on the
 * screen, print sizes and prices in two blocks side by side, step numbers after their text; text in
 * `div.sqs-block.html-block` > `div.sqs-block-content` > `div.sqs-html-content` as `<p class="">`,
 * `<h1>`–`<h4>` and lists; buttons in `p.sqs-block-button-container`; an accordion block (`ul.accordion-items-
 * container`, `button.accordion-item__click-target` with `aria-expanded="false"`, `div.accordion-item__dropdown`
 * hidden by the CSS); a summary block of posts with `time.summary-metadata-item--date`; a gallery section with
 * captions repeated in the hidden lightbox; a React form block (`form.react-form`) and a map block; the blog
 * as a basic grid of `article.blog-item` and posts with `time.dt-published` dates as '12 gen 2024'; one
 * navigation for the whole site with folders (the English pages are the "English" folder), the desktop
 * `div.header-nav` > `nav.header-nav-list` and the mobile `div.header-menu` holding a second copy as folder
 * lists; the announcement bar "Date 2027 disponibili: scrivici!" (also in the context JSON); Squarespace's
 * cookie banner; `lang="it-IT"` on every page, the English ones too; a footer section with the address,
 * phone, WhatsApp, email and P.IVA, in Italian on every page.
 *
 * Facts: weddings, prices for 2026 and 2027: Essenziale from € 1.800 (6 hours, Andrea alone, at least 350
 * photos, no album), Racconto from € 2.400 (9 hours, a second shooter, at least 600 photos, a 30×30 cm album of
 * 30 pages), Intera giornata from € 3.300 (12 hours, a second shooter, at least 800 photos, a 40-page album, 2
 * parents' albums and a couple session); a sneak peek of 30 photos within 7 days; extra hour € 150; second
 * shooter for Essenziale + € 350 (Marta Longo); couple session € 320; video by Luca Serra, never sold alone:
 * trailer of 3–4 minutes + € 1.100, trailer and film of the day (about 30 minutes) + € 1.700, the film within
 * 4 months; travel included in all of Puglia, outside it € 0,50 a km from Lecce and back, plus the team's
 * night if over 250 km; weddings abroad with Racconto or Intera giornata only, flights and lodging paid by the
 * couple; a meal for each member of the team. Families: family session € 280 (90 minutes, 40 photos, within
 * 25 km of Lecce, up to 6 people, € 20 each extra), maternity € 250 (60 minutes, 25 photos, best between the
 * 30th and 34th week), Attesa + famiglia € 490 (65 photos), mini session € 120 (20 minutes, 12 photos, set
 * dates only); a € 80 deposit, the rest on the day; gallery within 3 weeks; extra photos € 10 each. Albums:
 * wedding album 30×30 cm, 30 pages, € 520; 2 more pages € 30; leather cover + € 60; parents' album 20×20 cm
 * € 190 each; family album € 240; a box of 30 prints € 160; prints 20×30 € 25, 30×45 € 45, 50×70 € 95;
 * shipping € 9; the layout within 4 weeks of the choice, 2 revisions, the album within 60 days of approval.
 * Booking: reply within 48 hours on weekdays; the quote valid 10 days; a 30% deposit with the contract (the
 * date held only once it arrives), not refundable but moved to a new date within 18 months; the 70% balance
 * 10 days before the wedding; the gallery within 8 weeks, online for 12 months; bank transfer or card, no
 * cash. Phone Monday–Friday 10:00–13:00 and 15:30–19:00. Negatives, each said once or twice: no RAW files
 * or rejected photos, no same-day edit, never two weddings on one day nor more than two in a weekend, no
 * cash, no posed newborn sessions, no studio with backdrops, no family or maternity sessions in August (back
 * in September), video not sold alone, the drone not yet bookable.
 *
 * Traps: the "Sposi 2025" early-booking offer (10% off for contracts signed by 28 February 2025) still in a
 * strip on the home page and in its post, while the FAQ says it ended; drone footage 'in arrivo nel 2027',
 * no price, not bookable; a January 2024 price list never taken down (Essenziale € 1.500 / 5 hours, Racconto
 * € 2.050 / 8 hours, Intera giornata € 2.800 / 10 hours, second shooter € 300, extra hour € 130, trailer
 * € 900, family € 220, maternity € 200, album € 420, parents' album € 140, a 25% deposit, the gallery within
 * 10 weeks); 2021 template terms labelled 'Versione 2021' (a 20% deposit, 50% 60 days before, the balance on
 * the album's delivery, half the deposit refunded 6 months ahead, several events on the same day, photos
 * within 90 days, the gallery online for 6 months, RAW files for € 200, € 0,30 a km beyond 50 km, cash or
 * cheques) contradicting 'Come lavoro'; and a Christmas 2026 post alone holding the Christmas mini sessions
 * (Saturday 5 and Sunday 13 December, 10:00–16:00, Masseria Li Fani at Cavallino, 15 minutes, 10 photos,
 * € 90, the gallery by 20 December), the deadline for prints (Monday 30 November), gift vouchers (until 22
 * December, valid 12 months) and the studio's closure (23 December 2026 to 6 January 2027, open again on
 * Thursday 7 January). The site's today is Tuesday 24 November 2026. Italian first; five pages in English
 * under /en/ (home, packages and prices, FAQ, about, contact); albums and prints, how booking works, the
 * family sessions' details and negatives, the travel fee outside Puglia, the drone, the blog and the terms
 * only in Italian.
 */
export const fotografoLecce: SiteDefinition = {
  domain: QUARTA_DOMAIN,
  language: 'it',
  pages: [
    quartaHome,
    ...quartaServicePages,
    ...quartaPages,
    ...quartaBlogPages,
    ...quartaLegalPages,
    ...quartaEnglishPages,
  ].map(quartaLayout),
  robots:
    '# Squarespace Robots Txt\n\nUser-agent: *\nDisallow: /config\nDisallow: /search\nDisallow: /account$\nDisallow: /account/\nDisallow: /commerce/digital-download/\nDisallow: /api/\nAllow: /api/ui-extensions/\nDisallow: /static/\nDisallow:/*?author=*\nDisallow:/*&author=*\nDisallow:/*?tag=*\nDisallow:/*&tag=*\nDisallow:/*?month=*\nDisallow:/*&month=*\nDisallow:/*?view=*\nDisallow:/*&view=*\nDisallow:/*?format=json\nDisallow:/*&format=json\nDisallow:/*?format=page-context\nDisallow:/*&format=page-context\nDisallow:/*?format=main-content\nDisallow:/*&format=main-content\nDisallow:/*?format=json-pretty\nDisallow:/*&format=json-pretty\nDisallow:/*?format=ical\nDisallow:/*&format=ical\nDisallow:/*?reversePaginate=*\nDisallow:/*&reversePaginate=*\n',
  notFound: quartaLayout(quartaNotFound).html,
};
