import { fenwickItalianPage } from './fenwick-rowe.it.ts';
import { fenwickLayout, fenwickNotFound } from './fenwick-rowe.layout.ts';
import { fenwickLegalPages } from './fenwick-rowe.legal.ts';
import { fenwickHome, fenwickPages } from './fenwick-rowe.pages.ts';
import { fenwickPostLists, fenwickPosts } from './fenwick-rowe.posts.ts';
import { fenwickServicePages, fenwickServicesList } from './fenwick-rowe.services.ts';
import type { SiteDefinition } from './site-server.ts';

export const FENWICK_DOMAIN = 'fenwick-rowe.test';

const layout = fenwickLayout(fenwickPosts);

/**
 * Fenwick & Rowe, a (made-up) small firm of chartered accountants and bookkeepers on the first floor of
 * Kensington House, 9 Raglan Street, Harrogate, North Yorkshire, built with Hugo and a small business theme:
 * the generator tag, Hugo's internal Open Graph and Twitter templates and a JSON-LD partial, the consent tool's
 * cookie notice pasted first in `<body>`, a top bar (phone, email, the portal's "Client login"), a header menu
 * with Services' children in a nested list behind a CSS-only burger, breadcrumbs, `<main>` holding an
 * `<article class="post">` whose `.Content` is Goldmark HTML (heading ids with the render hook's `#` anchor
 * after the text, GFM tables, shortcodes: `<details>`/`<summary>` FAQ items saved closed, notices, figures,
 * buttons, cards), `<nav id="TableOfContents">` in a `<details>` on the long pages, posts with `<time
 * datetime>`, reading time, author, tags, "See also" and prev/next links, list pages (home, `/services`,
 * `/posts`, `/tags`, `/tags/news`, `/tags/tax`) repeating every entry's `.Summary` cut at 180 characters with
 * " …", pretty URLs linked with their trailing slash, and the footer partial with the address, phone, email,
 * hours as "Mon–Thu 9:00–17:30 · Fri 9:00–16:00" (the pages write "9am – 5.30pm"), company number and
 * registered office on every page. Office hours Monday–Thursday 9am–5.30pm, Friday 9am–4pm, closed at
 * weekends (not even Saturdays in January, when there are late appointments until 7pm on Tuesdays and
 * Thursdays), by appointment only (no drop-ins, but paperwork can be left at the building's reception, 8am–6pm);
 * Christmas 2026 closes at 1pm on 24 December and reopens on Monday 4 January 2027. No parking (Victoria car
 * park, Raglan Street pay-and-display for 2 hours, one blue badge bay); first floor with a lift. Fees from 1
 * April 2026, plus VAT: packages Sole Trader £95, Limited Company £210, Limited Company Plus £365 a month, what
 * each includes only ticks and cells of one table (payroll up to 5 employees, 150 transactions, quarterly
 * meetings); one-off returns in a second table (simple return £240, landlords £320, sole trader from £395, CGT
 * 60-day return £350, company accounts from £1,150, dormant £140, VAT return £90 a quarter, registration £120,
 * payroll £30 for 3 employees + £4, CIS £25, R&D from £1,800, investigation cover £9, training £90, late
 * records after 10 January £75); bookkeeping only "from £150 a month" (catch-up £38 an hour); MTD quarterly
 * updates £45 a quarter only in a post. Not offered, in negative sentences: audits, probate, trusts and estates,
 * weekly payroll, customs declarations, Sage, cash or cheques, a percentage or no-win-no-fee R&D fee, visa
 * sponsorship; calls and emails never billed, no joining fee, no minimum term. The first meeting is free up to
 * 45 minutes; switching takes about four weeks (clearance, HMRC code within 10 working days). Key dates in
 * tables (P11D 6 July, £100 penalty). Who handles what is a table on the team page (R&D: Helen Fenwick). Stale:
 * a March 2023 post (Sole Trader £75, Limited Company £175, Plus £310, returns £195, payroll from £20, Monday–
 * Friday 8.30am–5pm, Saturday mornings in January, 30 free minutes), a February 2024 post on the move from 3
 * Albert Street (which had two client parking spaces), and the Christmas 2025 post (reopening Friday 2 January
 * 2026). The site's today is Tuesday 24 November 2026. English, but for one Italian page for Italian clients
 * (`/italiano`, `lang="en"` like the rest, linked from the footer) whose Italian-speaking Giulia, Wednesday
 * afternoon consultations, £340 return for a home let in Italy and the Italian returns the firm does not do are
 * only there.
 */
export const fenwickRowe: SiteDefinition = {
  domain: FENWICK_DOMAIN,
  language: 'en',
  pages: [
    fenwickHome,
    fenwickServicesList,
    ...fenwickServicePages,
    ...fenwickPages,
    ...fenwickPostLists,
    ...fenwickPosts,
    ...fenwickLegalPages,
    fenwickItalianPage,
  ].map(layout),
  robots: 'User-agent: *\nDisallow: /admin/\n',
  notFound: layout(fenwickNotFound).html,
};
