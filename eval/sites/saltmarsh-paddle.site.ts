import { marshActivityPages } from './saltmarsh-paddle.activities.ts';
import { marshBlogPages } from './saltmarsh-paddle.blog.ts';
import { marshLayout, marshNotFound } from './saltmarsh-paddle.layout.ts';
import { marshLegalPages } from './saltmarsh-paddle.legal.ts';
import { marshHome, marshPages } from './saltmarsh-paddle.pages.ts';
import type { SiteDefinition } from './site-server.ts';

export const SALTMARSH_DOMAIN = 'saltmarsh-paddle.test';

/**
 * Saltmarsh Paddle, a (made-up) kayak, canoe and stand-up paddleboard hire and guided-trip business at The
 * Boathouse, Parrog Road, Newport, Pembrokeshire SA42 0RX, started by Rhian Pritchard in 2014 with six kayaks on a
 * trailer at Newport Sands and at the Parrog slipway since spring 2022 (Saltmarsh Paddle Ltd); built with the
 * classic Weebly editor (a Square Online "Weebly" site): pages under `.html` paths, the navigation as
 * `ul.wsite-menu-default` with `li#active` on the current page and a `div.wsite-menu-wrap` dropdown saved
 * `display:none`, the same list again in a `div#wsite-mobile-menu` for the hamburger; a theme banner with the
 * headline and a "Book now" button on some pages; sections as `div.wsite-section-wrap` > `div.wsite-section` >
 * `div.container` > `div.wsite-section-content` > `div.wsite-section-elements`; text in `div.paragraph` elements
 * written as `<br />` runs with `<strong>` and `<font>` rather than paragraphs (the FAQ is one of them, each
 * question a bold line); titles as `h2.wsite-content-title` with the text in `<font size="5">`; columns as
 * layout tables (`table.wsite-multicol-table` > `td.wsite-multicol-col`), the hire prices a row of text blocks
 * with dotted lines ('1 hour ........ £20'), not a data table; images with the editor's alt "Picture"; a gallery
 * whose captions sit in hover boxes saved `display:none`; an "Embed Code" element (`div.wcustomhtml`) holding a
 * real `<table>` of hire times by the time of high water; a contact form (`form#form-<id>`, `div.wsite-form-field`)
 * with a hidden honeypot; "Book now" buttons to the external Square Online booking site; a Weebly blog (`/blog`,
 * `/blog/<slug>`) in a layout table with its sidebar, each `div.blog-post` with a `span.blog-date` as '11/10/2026'
 * (month first) and "0 Comments" links, the index cutting each post at its "Read More" break; a footer element
 * area with the address, what3words, office and on-the-day phones, email, 'Hire hut: Easter to the end of
 * October', 'Office: Mon – Fri, 10am – 4pm' and the company number on every page, the free plan's "Powered by
 * Weebly" footer and an Osano cookie notice.
 *
 * Facts: hire hut every day from Easter to the end of October, 9am – 5pm; office Monday to Friday 10am – 4pm all
 * year; hire only from about two and a half hours before to two and a half hours after high water (the table, an
 * hour a line: high water at 2pm, boats out from 11.30am, back by 4.30pm; before 9am no hire). Single kayak £20 / £30 /
 * £45 (half day, 4 hours), double £32 / £48 / £68, open canoe £55 (2 hours) / £80, SUP £18 / £27 / £39, wetsuit £6,
 * a £150 card hold; no full-day hire; lone paddlers only with experience (a SUP Taster counts); hire boats stay
 * in the estuary and Newport Bay. Sea Caves & Seals 3 hours £65, age 12–15 £52, minimum age 12; Estuary Wildlife
 * Paddle £42 / £29 (children from 4); Sunset SUP Fridays June to August £46, 14+; Private Guided Trip £260 for up to
 * 4, £58 each extra; trips need 4 paddlers. SUP Taster 90 minutes £38 (10+), private £75 / £105 for two, Improver
 * 2 hours £49. Ages: 4 on the water with an adult, 8 for a single kayak, 10 SUP Taster, 12 Sea Caves and own board;
 * under-16s with a paying adult. Family Estuary Trip £125 for four, extra child £22; Kids' Paddle Club Tuesday and
 * Thursday 10am – 12pm in the summer holidays, 8 to 12, £23 or £88 for four. Groups of 8+ 10% off; schools £28 per
 * pupil, 8 to 24, a free staff place per 8; Canoe Raft Challenge £47, minimum 10. Safety: no hire over force 4 or
 * in offshore winds, weather call by 8am (12 noon for afternoons), swim 25 metres to hire, no alcohol. Booking
 * policy (February 2026): paid in full by card when booking, cashless, 72 hours' notice for a refund, no refunds
 * for weather once the session is on, late arrivals shortened, vouchers valid 18 months, posted for £2.50.
 * Negatives each said once or twice: no dogs on boats or boards, no under-8s in single kayaks, no hire over force
 * 4, no lone hire without experience, no booking without card payment, no cash, no refunds for weather once it's
 * on, no full-day hire, no stag or hen parties, the coaching courses not bookable.
 *
 * Traps: an autumn 2025 midweek offer (20% off hire Monday to Thursday, code AUTUMN20, until 31 October 2025) still
 * in a box on the home page with no year, while the FAQ says it ended; Sea Kayak Coaching Courses 'coming in 2027'
 * (from May 2027, weekends to September, 16+), no prices, not bookable; a January 2024 post never taken down
 * (single kayak £16 / £25 / £36, double £26 / £40 / £58, canoe £45, SUP £15 / £22 / £34, wetsuit £5, Sea Caves £55
 * / £44, SUP Taster £32, 10am – 5pm closed on Mondays, to the end of September, a 25% deposit); 2021 template
 * terms labelled '2021 version' (Newport Sands car park SA42 0NR, a 25% deposit and the balance in cash on the
 * day, 24 hours' notice, winds up to force 5, single kayaks from 6, dogs welcome in canoes, lone hire for any
 * adult, single kayak £15, double £24 and SUP £12 an hour, vouchers valid 6 months) contradicting the booking
 * policy; and a Christmas 2026 post alone holding the winter and holiday arrangements (no hire until Good Friday,
 * 26 March 2027; Winter Sea Paddles Saturdays and Sundays at 10am, £57, over-16s, the last on 20 December and
 * again from 9 January 2027; the Boxing Day Paddle on Saturday 26 December at 11am, £15 for the RNLI; the New
 * Year's Day Dip & Paddle on Friday 1 January 2027 at 12 noon at Newport Sands, free; the office closed 23
 * December to 3 January, open again Monday 4 January 2027; posted vouchers ordered by Thursday 17 December). The
 * site's today is Tuesday 24 November 2026. English only.
 */
export const saltmarshPaddle: SiteDefinition = {
  domain: SALTMARSH_DOMAIN,
  language: 'en',
  pages: [marshHome, ...marshActivityPages, ...marshPages, ...marshBlogPages, ...marshLegalPages].map(
    marshLayout,
  ),
  robots: 'User-agent: NerdyBot\nDisallow: /\n\nUser-agent: *\nDisallow: /ajax/\nDisallow: /apps/\n',
  notFound: marshLayout(marshNotFound).html,
};
