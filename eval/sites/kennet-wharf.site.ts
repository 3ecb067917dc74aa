import { wharfBoats } from './kennet-wharf.boats.ts';
import { wharfInfo } from './kennet-wharf.info.ts';
import { wharfItalian } from './kennet-wharf.it.ts';
import { wharfJournal } from './kennet-wharf.journal.ts';
import { wharfLayout } from './kennet-wharf.layout.ts';
import { wharfLegal, wharfNotFound } from './kennet-wharf.legal.ts';
import { wharfPages } from './kennet-wharf.pages.ts';
import type { SiteDefinition } from './site-server.ts';

export const KENNET_DOMAIN = 'kennet-wharf.test';

/**
 * Kennet Wharf Narrowboats, a (made-up) family narrowboat hire base on the Kennet & Avon Canal at
 * Hungerford, Berkshire, built with Framer: every element a `div` with generated `framer-*` classes and
 * `data-framer-name` attributes, no `<main>`, text in `<p class="framer-text">` and `<h2 class="framer-text">`
 * inside `RichTextContainer` divs, lists whose every item is a paragraph, relative links (`./boats`,
 * `../boats`), `data-framer-appear-id` stacks saved at the start of their animation, the Navigation component
 * printed twice (the Desktop variant and a Phone variant, hidden by breakpoint classes, repeating every link),
 * the "Made in Framer" badge, and a Footer component with the address, phone, email, breakdown line, office
 * hours (summer and winter) and company number on every page. The four boats (Wagtail 2 berths, Kingfisher 4,
 * Heron 6, Otter 8) and the journal are CMS collections with their detail pages; the 2027 prices are stacks
 * of cards whose season names and dates are one row of text boxes and each boat's prices another, tied only
 * by position (weekly low/mid/high; short breaks low and mid, 3 and 4 nights, none in high season); the
 * routes are a Tabs component with every panel printed and only the first visible; the FAQ is an accordion
 * of components saved in their Closed variant; the Book page embeds the booking engine in an iframe whose
 * availability and live prices are not on the page. Dogs on three boats only (up to 2, £40 each), a £300
 * security deposit, fuel at £2.60 per engine hour, handover at 2pm and return by 9am, hirers 21 or over (the
 * day boat 18), 4 mph, no wifi or TV, parking free for one car, winter closure with the day boat at weekends
 * only and a Christmas break. The 2019 hire terms say a £150 deposit and one dog on any boat at £25; a January
 * 2025 journal post holds that year's prices, a 3pm handover and 9.30am return, fuel at £2.20, dogs at £30
 * and day-boat prices. The site's today is Tuesday 24 November 2026. English only, but for one Italian page
 * for Italian visitors (linked from the footer, in the English layout) whose Saturday handover in Italian,
 * ITALIA10 code, Heathrow transfer and Italian email are only there.
 */
export const kennetWharf: SiteDefinition = {
  domain: KENNET_DOMAIN,
  language: 'en',
  pages: [...wharfPages, ...wharfBoats, ...wharfInfo, ...wharfJournal, ...wharfLegal, ...wharfItalian].map(
    wharfLayout,
  ),
  robots: 'User-agent: *\nDisallow: /_framer/\n',
  notFound: wharfLayout(wharfNotFound).html,
};
