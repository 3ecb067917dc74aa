import { fadeJournalPages } from './fade-and-fettle.journal.ts';
import { fadeLayout, fadeNotFound } from './fade-and-fettle.layout.ts';
import { fadeLegalPages } from './fade-and-fettle.legal.ts';
import { fadeHome, fadePages } from './fade-and-fettle.pages.ts';
import { fadeServicePages } from './fade-and-fettle.services.ts';
import type { SiteDefinition } from './site-server.ts';

export const FADE_DOMAIN = 'fade-and-fettle.test';

/**
 * Fade & Fettle, a (made-up) barbershop and men's grooming studio at Unit 2, Tilt Hammer Yard, 31 Alma Street,
 * Kelham Island, Sheffield S3 8SQ, opened in March 2019 by Jordan Pryce; built with Framer: no `<main>`,
 * `<header>` or `<footer>`, `div#main` > the root frame (`data-framer-root`) > nested `div.framer-<hash>` layers
 * named in `data-framer-name`, text in `div[data-framer-component-type="RichTextContainer"]` holding
 * `<p class="framer-text">` and `<h1>`–`<h3 class="framer-text">`, headings as often enlarged `<p>`s, the hero of
 * every page printed at `opacity:0.001` for its appear animation, the navigation rendered twice (the desktop and
 * phone variants, each in a `div.ssr-variant.hidden-<breakpoint>` hidden by the breakpoint CSS), internal links
 * relative to the page ('./services', '../gift-cards'), a "Service Row" component whose name, description,
 * duration and price are separate text layers (no table), barbers as cards whose days sit in a 'Days' label
 * layer and a 'Tue · Wed · Fri · Sat' value layer, "Book" buttons linking to the external booking site
 * (Fresha), an FAQ of components saved in their "Closed" variant (answers at height 0 and opacity 0), a form
 * with placeholders only, a journal as a CMS collection under `/journal/<slug>` with dates as 'Nov 16, 2026'
 * and two other posts' cards under every post, the footer component with the address, phone, email, hours as
 * '09:00 – 18:00' where the pages write '9am – 6pm' and the company number on every page, a cookie banner
 * component and the "Made in Framer" badge.
 *
 * Facts: open Tuesday, Wednesday and Friday 9am – 6pm, Thursday 9am – 8pm, Saturday 8am – 4pm (appointments
 * only), Sunday 10am – 3pm, closed Mondays; walk-ins Tuesday to Friday and Sunday when a chair is free (last
 * 30 minutes before closing), no walk-ins on Saturdays; card only, no cash. Haircuts: skin fade £28 (45 min),
 * taper fade £27, scissor cut £26, classic cut £24 (30 min), buzz cut £14 (15 min), long hair £34 (60 min),
 * cut & beard £38, senior cut (65+) £18 Tuesday to Thursday, apprentice cut with Callum £12 on Wednesdays 4pm –
 * 6pm. Beards: beard trim £15 (20 min), beard sculpt & hot towel £20, hot towel shave £30 (40 min), head shave
 * £25, The Full Fettle £62 (90 min, £10 deposit). Kids: kids' cut (under 12) £16, teen cut (12–15) £20, first
 * haircut £14 with a certificate and a lock of hair, from about 12 months; under-16s with a parent or guardian;
 * on Saturdays kids' cuts only before 12 noon; no designs on under-8s; a quiet appointment on Wednesdays at
 * 9am. Add-ons: eyebrow tidy £6, nose & ear wax £8, designs from £5, hot towel & face mask £10. No colouring,
 * bleaching or perms; no beard dye; no shave over a cold sore; beard oil £14 and balm £12 in the shop only (no
 * online shop). Barbers: Jordan Pryce (owner) Tue · Wed · Fri · Sat; Marcus Oduya Tue · Thu · Fri · Sat; Ellie
 * Hartshorn (kids, long hair) Wed · Thu · Fri · Sun; Dan "Tash" Whitworth (beards) Thu · Fri · Sat · Sun;
 * Callum Reyes (apprentice) Wed · Sat. Weddings: the groom and up to 5 others, private hire from 7am for £60,
 * £10 deposit a person, book 8 weeks ahead, no travel to venues. Booking policy: free cancellation up to 24
 * hours before, 50% within 24 hours, the full price for a no-show, 10 minutes' grace, more than 15 minutes late
 * counts as a no-show, two no-shows and you pay in full when booking, no bookings by Instagram or Facebook
 * messages. Gift cards: digital £20, £30, £50 or The Full Fettle (£62), printed in the shop, valid 12 months,
 * the balance stays on the card, non-refundable. No parking of its own (pay and display on Green Lane and Alma
 * Street), Shalesmoor tram stop 5 minutes, step-free entrance but no accessible toilet, dogs welcome.
 *
 * Traps: the summer 2026 student offer (20% off haircuts Tuesday to Thursday, 1 July – 31 August 2026) still in
 * a banner at the top of the price list and in its June post; a second shop on Ecclesall Road 'opening spring
 * 2027', no date, not bookable; a January 2024 post never taken down (skin fade £22, scissor cut £21, classic
 * cut £19, buzz cut £11, long hair £29, cut & beard £31, beard trim £9, hot towel shave £23, kids' cut £13, open
 * Monday to Saturday 9am – 5.30pm, Thursdays until 7pm, closed Sundays, walk-ins every day, cash or card); 2021
 * template terms (2 hours to cancel, no charge for late cancellations, 20 minutes late, walk-ins at all times,
 * cash, children under 14, vouchers valid 6 months and refundable within 14 days) contradicting the pages; and
 * a Christmas 2026 post alone holding the holiday hours (early Saturdays at 7.30am, Monday 21 December 10am –
 * 6pm, 22 and 23 December 9am – 8pm, Christmas Eve 8am – 2pm, closed 25 to 28 December, 29 and 30 December
 * 10am – 5pm, New Year's Eve 9am – 3pm, closed New Year's Day, Saturday 2 January 9am – 4pm, closed Sunday 3
 * January, normal hours from Tuesday 5 January 2027) and no walk-ins from 14 December to Christmas Eve. The
 * site's today is Tuesday 24 November 2026. English only.
 */
export const fadeAndFettle: SiteDefinition = {
  domain: FADE_DOMAIN,
  language: 'en',
  pages: [fadeHome, ...fadeServicePages, ...fadePages, ...fadeJournalPages, ...fadeLegalPages].map(
    fadeLayout,
  ),
  robots: 'User-agent: *\nAllow: /\n',
  notFound: fadeLayout(fadeNotFound).html,
};
