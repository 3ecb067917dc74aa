import { inkInfoPages } from './inkwell-tattoo.info.ts';
import { inkJournalPages } from './inkwell-tattoo.journal.ts';
import { inkLayout, inkNotFound } from './inkwell-tattoo.layout.ts';
import { inkLegalPages } from './inkwell-tattoo.legal.ts';
import { inkHome } from './inkwell-tattoo.pages.ts';
import { inkStudioPages } from './inkwell-tattoo.studio.ts';
import type { SiteDefinition } from './site-server.ts';

export const INKWELL_DOMAIN = 'inkwell-tattoo.test';

/**
 * Inkwell Tattoo Collective, a (made-up) tattoo and piercing studio at 23 Gardner Street, in Brighton's North
 * Laine, BN1 1UP, opened in 2016; built with Carrd Pro Plus, every page a Carrd site exported as a ZIP and
 * uploaded into its own folder: `site-wrapper`/`site-main`/`inner`, a header whose menu is a buttons element,
 * texts as `p.text-component`/`h1.text-component` with generated ids (`#text07`) and Carrd's style classes
 * (headings mostly paragraphs in the large "style2"), `<strong>` and a coloured `<span>`, containers
 * (`div.container-component` > `wrapper` > `inner`, one `<div>` per column, `#container03`) whose price lists
 * are one container per line with the name in one column and the price in the other (the jewellery upgrades
 * as one column of names and one of prices, tied only by line), lists, deferred images, an FAQ embed of
 * `<details>` saved closed; the home page one Carrd site of five sections (`#home-section`,
 * `#artists-section`, `#prices-section`, `#hours-section`, `#flash-section`) of which only the first is shown,
 * the others printed `inactive` with `display: none` and reached by hash links (`<a href="#prices">`), so the
 * artists, tattoo prices, opening hours and the Saturday rule are in hidden sections; a footer "Contact"
 * container on every page, the only place with the address and phone, the hours as '10:00–18:00' where the
 * home page writes '10am – 6pm', and the council registration number.
 *
 * Facts: hours Tuesday, Wednesday and Friday 11am – 7pm, Thursday 11am – 8pm, Saturday 10am – 6pm
 * (appointments only), closed Sunday and Monday; walk-ins for flash and piercing Tuesday to Friday 12pm – 5pm,
 * no walk-ins on Saturdays. Shop minimum £70; per hour Mara Quill and Dex Okafor £120, Juno Harte £130, Ollie
 * Brandt (junior artist) £90; day session up to 6 hours £650; flash from £80; touch-ups free within 3 months.
 * Deposits £50, day sessions and guest artists £100, non-refundable, off the last session, the appointment
 * movable once with at least 48 hours' notice; paid online by card, not in cash or by phone; more than 30
 * minutes late may lose it. Tattoos 18 or over with photo ID if you look under 25; no under-18s in the studio
 * except for a piercing with a parent; no hands, neck or face as a first tattoo; Dex does cover-ups, Juno
 * doesn't; one friend; designs not sent in advance; no tattooing or piercing while pregnant or breastfeeding;
 * no American Express. Piercing (with Sasha Lind): lobe £30, pair £50, helix £38, tragus £40, industrial £50,
 * nostril £38, septum £45, eyebrow £35, lip £40, tongue £45, navel £45, jewellery change £10, downsize free
 * within 12 weeks, gold end +£40; earlobes from 12 with a parent or legal guardian and from 16 alone,
 * cartilage and nostril 16 and 17 with a parent or legal guardian, septum, eyebrow, lip, tongue and navel 18
 * and over, none under 12, no nipple or intimate piercings. Aftercare: second skin 3 to 5 days,
 * fragrance-free soap, no swimming for 2 weeks, no sun or sunbeds for 4 weeks; cartilage heals in 6 to 12
 * months. Gift vouchers from £25, valid 12 months, not for deposits. Guest spot: Ines Carvalho (Lisbon),
 * Thursday 14 to Saturday 16 January 2027, £140 an hour, books open Tuesday 1 December 2026.
 *
 * Traps: the Friday 13th flash day (Friday 13 November 2026, £50 tattoos) still on the home page; laser
 * tattoo removal 'coming 2027', expected in spring 2027, prices to be confirmed, not bookable; a January 2024
 * journal post never taken down (minimum £60, £95 an hour, day sessions £550, deposits £40, lobe £25, helix
 * £32, septum £42, open Monday to Saturday 12pm – 7pm with walk-ins every day including Saturdays); 2021
 * template terms (deposits refundable with 7 days' notice, rescheduling with 24 hours' notice, a £20 fee,
 * piercing from age 14, touch-ups and vouchers 6 months, cash or cheque) contradicting the pages; and a
 * Christmas 2026 journal post alone holding the holiday hours (Wednesday 23 December 11am – 5pm, Christmas
 * Eve 11am – 3pm for piercing walk-ins only, closed 25 to 28 December, 29 and 30 December 12pm – 6pm,
 * 31 December 11am – 4pm, closed 1 and 2 January, normal hours from Tuesday 5 January 2027), the Christmas
 * flash day (Wednesday 16 December, £75) and the posting date for vouchers (Friday 18 December). The site's
 * today is Tuesday 24 November 2026. English only. The sitemap, written by hand, has not caught up with the
 * Christmas post, which only the journal page links to.
 */
export const inkwellTattoo: SiteDefinition = {
  domain: INKWELL_DOMAIN,
  language: 'en',
  pages: [inkHome, ...inkInfoPages, ...inkStudioPages, ...inkJournalPages, ...inkLegalPages].map(inkLayout),
  robots: 'User-agent: *\nDisallow: /assets/\n',
  notFound: inkLayout(inkNotFound).html,
};
