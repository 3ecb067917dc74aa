import { hbBlogPages } from './hollybrook-farm.blog.ts';
import { hbLayout, hbNotFound } from './hollybrook-farm.layout.ts';
import { hbLegalPages } from './hollybrook-farm.legal.ts';
import { hbHome, hbPages } from './hollybrook-farm.pages.ts';
import { hbVisitPages } from './hollybrook-farm.visit.ts';
import type { SiteDefinition } from './site-server.ts';

export const HOLLYBROOK_DOMAIN = 'hollybrook-farm.test';

/**
 * Hollybrook Farm, a (made-up) family farm shop, café and pick-your-own run by the Marsh family since 1962 at
 * Hollybrook Lane, Lower Hardres, Canterbury, Kent CT4 7AQ (4 miles south of Canterbury), built with
 * Strikingly: `<html lang="en">`, `window.$S` with the site's settings and page list, a React root
 * (`data-reactroot`) whose text nodes sit between React 15's `react-text` comments (the store's pound sign and
 * figure two such nodes), generated `css-*` classes, the top navbar with anchor links (`/#opening-times`,
 * `/#shop-online`), a "More" dropdown and a hidden mobile drawer repeating every link, pages stacked from
 * `s-section`s (`s-section-editor-wrapper` with the anchor id, Skeleton `container`/`sixteen columns`), title
 * groups of `s-title`/`s-subtitle`, `s-rich-text-wrapper` text in `s-font-body`, `s-repeatable-item` cards whose
 * title, subtitle (the café prices, the veg box prices) and text are separate components, tables pasted into
 * HTML components, the Simple Store section's product cards with a struck-through price and a sold-out card,
 * contact forms with a hidden thank-you line, a map iframe, Strikingly's blog template (date, author, share,
 * subscribe, previous/next), a footer section with the address, phone, email, partnership and VAT number on
 * every page, the "Powered by Strikingly" badge and the cookie notice.
 *
 * Hours: the farm shop Monday–Saturday 8.30am – 5.30pm, Sunday 10am – 4pm (the butchery counter Tuesday–Saturday
 * only, in a table); the café Wednesday–Sunday 9am – 4pm, last orders 3.30pm, closed Monday and Tuesday,
 * breakfast until 11:30am, lunch 12 noon – 2.30pm; pick your own 9am – 5pm in season, last entry 4pm, closed
 * until early June 2027; the egg honesty hut 7am – 8pm. Pick your own (price per kg only in the table's cells):
 * strawberries June – July £4.80, raspberries £7.50, plums £3.20, pumpkins in October by size; check Facebook
 * by 8am; no dogs, no own containers, no eating while picking. The café: card only, no bookings but for groups
 * of 8 or more, dogs on the terrace only, menu prices only in card subtitles (full breakfast £12.50, cream tea
 * £8.95). Veg boxes: small £15.50, medium £20.50, large £26.50, fruit & veg £23.50 a week, free delivery within
 * 12 miles on a day by postcode (only in a table: CT1/CT2 Tuesday, CT3/CT4 and TN25 Wednesday, CT5/CT6
 * Thursday, ME13 Friday), skip, pause or cancel by 9am on the Monday of the delivery week, no minimum term.
 * Events: Christmas trees 28 November – 23 December (prices by height only in a table, Nordmann 6–7ft £64, our
 * team cuts), Santa's Barn (£14.50 a child, £5 an adult, booking essential, no tickets on the door, swaps up to
 * 48 hours before), wreath workshops £48. Farm trail 1.5 miles, play area ages 2 to 10, no dogs in it, no bikes
 * on the trail; school visits £8.50 a child, April to mid-October only; parties £19.50 a child, £60 deposit,
 * none in December. Traps: the summer veg box offer (SUMMERBOX, half price) still on the home and veg box pages
 * though it ended on 31 August 2026; Hollybrook Huts, a farm stay 'coming soon' in summer 2027 and not bookable;
 * a March 2024 post never taken down (the shop Tuesday–Sunday 9am – 6pm, the café 9.30am – 3.30pm every day,
 * breakfast until 11am, cash taken in the café, veg boxes £14 / £18.50 / £24 on Thursdays with changes by the
 * Friday before, strawberries £4.20, raspberries £6.80, parties £15); terms from a 2021 template (dispatch in
 * 3–5 working days, a 3-month minimum term, 14 days' notice, changes 7 days before, tickets never exchanged,
 * vouchers valid 6 months); and a Christmas 2026 post alone holding the holiday hours (closed 25–26 December and
 * 1 January, Christmas Eve 8am – 2pm, New Year's Eve 9am – 2pm), the café's winter break (reopening Wednesday 6
 * January 2027), the last veg box delivery (Tuesday 22 December) and the turkeys (£14.95 per kg, ordered by 12
 * December, collected 21–23 December, not on Christmas Eve). The site's today is Tuesday 24 November 2026, a
 * Tuesday, when the café is closed. English only.
 */
export const hollybrookFarm: SiteDefinition = {
  domain: HOLLYBROOK_DOMAIN,
  language: 'en',
  pages: [hbHome, ...hbPages, ...hbVisitPages, ...hbBlogPages, ...hbLegalPages].map(hbLayout),
  robots: 'User-agent: *\nAllow: /\n',
  notFound: hbLayout(hbNotFound).html,
};
