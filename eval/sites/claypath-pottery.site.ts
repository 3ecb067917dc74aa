import { cpInfoPages } from './claypath-pottery.info.ts';
import { cpJournalPages } from './claypath-pottery.journal.ts';
import { cpLayout, cpNotFound } from './claypath-pottery.layout.ts';
import { cpLegalPages } from './claypath-pottery.legal.ts';
import { cpClassPages, cpHome } from './claypath-pottery.pages.ts';
import { cpStudioPages } from './claypath-pottery.studio.ts';
import type { SiteDefinition } from './site-server.ts';

export const CLAYPATH_DOMAIN = 'claypath-pottery.test';

/**
 * Claypath Pottery, a (made-up) pottery studio run by Rosie Hallam since 2017 in the old bakery at 9 Lambridge
 * Mews, Larkhall, Bath BA1 6QE, built with WordPress and the Oxygen Builder: no theme, `oxygen-body`, every
 * element with Oxygen's generated id (`section-12-25`, `text_block-7-25`, the header and footer numbered in
 * template 12), `ct-section` with `ct-section-inner-wrap`, `ct-div-block`, `ct-new-columns`, `ct-text-block`s
 * holding their text with no paragraph, `ct-headline`s that are sometimes a plain `<div>`, `ct-link-button`s,
 * Yoast tags and schema, no `<main>`, an `oxy-header` with a top bar (phone, email), an `oxy-nav-menu` with
 * Classes and About dropdowns and a mobile header row, `aria-hidden` and hidden by CSS, repeating the whole
 * menu; facts laid out as an icon, a label block and a value block; Pricing Box components whose currency,
 * amount and term are separate spans run together ('£115/ month'); a Tabs component on the open studio page
 * whose inactive panels (shelves, clay and firing; joining; house rules) carry the hidden class; an OxyExtras
 * Pro Accordion FAQ saved collapsed (panels `hidden` with `display: none`); Repeaters (`oxy-dynamic-list`)
 * of class dates and journal cards whose ids carry the row suffix (`span-9-25-3`); tables in Rich Text
 * elements; the WooCommerce product loop (pound sign in its own span, a sale price struck through with
 * screen-reader text, an out-of-stock card, a variable voucher's price range); Gravity Forms enquiry and
 * newsletter forms in Code Blocks; a pasted Bookwhen iframe; a footer section in the template with the
 * address, phone, email, the shop hours as 'Tue–Sat 10:00–17:00' (the pages write '10am – 5pm'), company
 * number and registered office on every page; the Complianz banner; posts laid out by an Oxygen single-post
 * template with their content in a `ct-span`.
 *
 * Facts: the shop and studio office Tuesday–Saturday 10am – 5pm, closed Sunday and Monday; the members' open
 * studio (a second set of hours, in the open studio tab and a visit-us table) Tuesday–Friday 10am – 9.30pm,
 * Saturday 9am – 6pm, Sunday 10am – 4pm, closed Monday. Taster session 2 hours, £45, up to 8, ages 12 and
 * over, Saturdays 10am – 12 noon and 2pm – 4pm, Fridays 6.30pm – 8.30pm, two pots fired, ready in about 4
 * weeks (posted for £8.50), no spectators. 6-week wheel course £265 (deposit £75), Tuesday and Thursday 6.30pm
 * – 9pm, Wednesday 10am – 12.30pm, starting 12, 13 and 14 January 2027, max 6, 12.5kg clay and firings
 * included, extra clay £16 a bag, no catch-up sessions. Hand-building: a 4-week Monday course £145, Sunday
 * workshops £55 (10am – 1pm). Kids' Clay Club: ages 6–12, Saturdays 9.30am – 11am in term time, £96 a 6-week
 * block, no drop-ins, no under-8s on the wheel. Open studio: Daytime £70, Anytime £115 (waiting list about 8
 * weeks), Studio Pass £160 for 10 sessions; shelves 60 × 40 cm, an extra one £10 a month, induction £35,
 * 3-month minimum, no clay from elsewhere. Kiln firing (prices only in table cells): bisque cone 04 (1060°C)
 * £16 a shelf / £110 the kiln, stoneware glaze cone 6 (1222°C) £20 / £140, earthenware glaze cone 05 £18 /
 * £125; 10 working days; oxidation only, no cone 10, no lustres, raku or lead. Parties: wheel parties £52 a
 * head for 6 to 10 (bring your own drinks, no corkage), Clay Creatures £22 a child for 8 to 14 children,
 * kids' wheel parties £30 for ages 8–14; deposits £100 / £50. Gift vouchers from £20, valid 12 months,
 * e-vouchers straight away, printed cards £2.50, not for open studio or firing. Shop: UK only, £4.95, free
 * over £50, clay collection only. Visit: no parking (pay-and-display on St Saviour's Road), buses 6 and 7 to
 * Larkhall Square, step-free ground floor with an accessible toilet, the members' studio up 14 stairs with no
 * lift.
 *
 * Traps: the autumn pairs offer (two tasters for £80, code CLAYPAIR, book by 15 November 2026) still shown on
 * the home and taster pages; raku evenings 'coming soon' in spring 2027, not bookable; a January 2024 post
 * never taken down (taster £38 on Saturdays 11am – 1pm, the course £225 on Monday and Wednesday 7pm – 9pm,
 * Kids' Clay Club £12, hen parties £42, open studio £58 / £95, firing £12 / £15 a shelf, the shop
 * Wednesday–Sunday 10.30am – 4.30pm, vouchers valid 6 months); terms from a March 2022 template (refunds 48
 * hours before, vouchers valid 6 months) contradicting the FAQ and voucher pages (14 days, 12 months); and a
 * Christmas 2026 post alone holding the late-night Thursdays (until 7pm on 3, 10 and 17 December), the last
 * firing drop-off (Saturday 5 December, ready by Saturday 19 December), the members' glaze shelf closing
 * (Sunday 13 December), the reduced hours (22–23 December 10am – 2pm), the closure (Thursday 24 December to
 * Monday 4 January) and the last posting date for printed vouchers (Thursday 17 December). The site's today
 * is Tuesday 24 November 2026, a Tuesday, when the shop is open. English only.
 */
export const claypathPottery: SiteDefinition = {
  domain: CLAYPATH_DOMAIN,
  language: 'en',
  pages: [cpHome, ...cpClassPages, ...cpStudioPages, ...cpInfoPages, ...cpJournalPages, ...cpLegalPages].map(
    cpLayout,
  ),
  robots: 'User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\n',
  notFound: cpLayout(cpNotFound).html,
};
