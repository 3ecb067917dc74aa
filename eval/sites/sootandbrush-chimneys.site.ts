import type { SiteDefinition } from './site-server.ts';
import { sootInfoPages } from './sootandbrush-chimneys.info.ts';
import { sootLayout, sootNotFound } from './sootandbrush-chimneys.layout.ts';
import { sootHome, sootServicePages } from './sootandbrush-chimneys.pages.ts';
import { sootPostPages } from './sootandbrush-chimneys.posts.ts';

export const SOOTBRUSH_DOMAIN = 'sootandbrush-chimneys.test';

/**
 * Soot & Brush Chimney Sweeps, a (made-up) family chimney sweeping and stove business in Cirencester,
 * Gloucestershire, started in 1999 by Martin Cole, who sweeps with his son Josh (the HETAS-registered installer)
 * while Martin's wife Claire runs the office (Soot & Brush Chimney Sweeps Ltd, registered in England and Wales no.
 * 08417326, registered office 14 Dyer Street, Cirencester GL7 2PF; the yard at Unit 6, Chesterton Yard,
 * Cirencester, Gloucestershire GL7 1XR, not open to visitors; office 01632 960 583, texts and WhatsApp 07700 900
 * 418, office@sootandbrush-chimneys.test). Built by a nephew as a static Eleventy 2 site from Markdown and
 * Nunjucks (a fork of eleventy-base-blog) on Netlify: a skip link, a site-wide announcement banner ('December is
 * nearly full', linking to the Christmas post), `<nav>` with the base blog's hidden `<h2>` and a second copy of the
 * menu in `<nav id="mobile-nav" hidden>`, headings with markdown-it-anchor ids and `<a class="header-anchor">#</a>`,
 * Markdown price tables with a header row and others typed headerless (an empty `<thead>`, or raw HTML with no
 * head at all), an FAQ as a `<dl>` then `<details>` saved closed, a Netlify booking form, a reviews page whose
 * pasted Checkatrade widget leaves its outer `<div>` unclosed, a blog at `/posts/YYYY/slug/` with tags,
 * `<time datetime>` and previous/next links, a post pasted from Word (`MsoNormal`, `<br>` lines, `&nbsp;`, `<o:p>`),
 * a cookie notice, and a footer with the phones, email, yard, office hours, service-area list, company number and
 * the legal links (including the archived 2021 terms) on every page.
 *
 * Facts: office Monday to Friday 8.30am – 5pm and Saturday 9am – 12 noon, closed Sundays and bank holidays;
 * sweeping Monday to Friday 8am – 4pm and Saturday 8am – 12.30pm (£15 extra), a 2-hour arrival window. Sweeps:
 * open fire £75 (about 45 minutes), wood burner or multi-fuel stove £85 (about 1 hour), solid-fuel range cooker £95,
 * inglenook £110 (up to 2 hours), second flue on the same visit £45; a smoke test and a certificate of sweeping
 * (emailed the same day) with every sweep; the fire out 12 hours before; wood and house coal twice a year,
 * smokeless fuel at least once. Bird-nest removal from £140 (up to £260, 2 to 3 hours), only from August to the end
 * of February. CCTV flue inspection £120 on its own, £60 with a sweep, £40 an extra flue, the video and a written
 * report within 3 working days. Stove installation from £2,650 fitted (a 5kW stove, up to 8 metres of liner), a
 * £50 survey taken off the price, a 25% deposit, about 5 weeks ahead, 1 to 2 days, a 2-year workmanship guarantee,
 * the HETAS Certificate of Compliance by post within about 3 weeks and a lost one re-requested free; stove service
 * £125 including the sweep (about 90 minutes); smoke test alone £45. Cowls fitted: bird guard £95, rain cap £85,
 * anti-downdraught £165, a vented cap £75 a pot. No travel charge within 15 miles of Cirencester; £15 to
 * Bourton-on-the-Water, Stow-on-the-Wold, Burford, Painswick and Wotton-under-Edge. Card, bank transfer within 7
 * days or cash; free to cancel up to 48 hours before, then £35; no deposit for sweeps; a reply within one working
 * day; £5 million public liability. Negatives each said once or a few times: we don't sweep thatched properties;
 * we do not take cheques; we can't remove a nest while birds are nesting; we don't install or service gas or oil
 * appliances; we don't carry out repairs to brickwork or chimney stacks; we don't work on roofs above two storeys
 * or arrange scaffolding; we don't cover Gloucester, Cheltenham or Swindon; we don't work on Sundays or bank
 * holidays; we don't have a showroom.
 *
 * Traps: the 'Spring offer: 10% off sweeps booked before 31 March!' callout with no year on the home and sweeping
 * pages, while the FAQ says it ended and a February 2026 post gives the year (31 March 2026); kiln-dried log
 * deliveries from September 2027, not taking orders, prices in summer 2027; a January 2024 post with that year's
 * prices (open fire £65, stove £70, range £80, inglenook £90, second flue £30, nests from £115, CCTV £100 or £55
 * with a sweep, stove service £105, bird guard £80, installation from £2,200, Saturdays £10) and office hours
 * (Monday to Saturday 8am – 6pm), its £70 stove sweep and 6pm already in the news page's excerpt; the 2021 terms
 * labelled 'ARCHIVED' and linked from every footer (Martin Cole as a sole trader at 3 Querns Road, Cirencester GL7
 * 1RL, seven days a week from September to December, 24 hours' notice or the full price of the sweep, cash or
 * cheque, thatched properties swept for an additional £20, nests from September only, £2 million insurance); a
 * review quoting '£80' and '20 minutes' for a stove sweep; privacy boilerplate with its own email
 * (privacy@sootandbrush-chimneys.test), the ICO's phone number (0303 123 1113), 6 years' retention and a reply
 * within one month; and a Christmas 2026 post alone holding the holiday dates (last sweeps Tuesday 22 December,
 * last stove installations Friday 11 December, closed from Wednesday 23 December 2026 to Sunday 3 January 2027, the
 * office back on Monday 4 January 2027 and sweeping on Tuesday 5 January 2027). The site's today, Tuesday 24
 * November 2026, is a weekday: the office is open 8.30am – 5pm. English only; Italian questions about it are the
 * cross-language ones.
 */
export const sootandbrushChimneys: SiteDefinition = {
  domain: SOOTBRUSH_DOMAIN,
  language: 'en',
  pages: [sootHome, ...sootServicePages, ...sootInfoPages, ...sootPostPages].map(sootLayout),
  robots: 'User-agent: *\nDisallow: /admin/\n',
  notFound: sootLayout(sootNotFound).html,
};
