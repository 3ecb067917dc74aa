import { roxyAboutPages } from './electric-roxy.about.ts';
import { roxyBlogPages } from './electric-roxy.blog.ts';
import { roxyItalianPage } from './electric-roxy.it.ts';
import { roxyLayout, roxyNotFound } from './electric-roxy.layout.ts';
import { roxyLegalPages } from './electric-roxy.legal.ts';
import { roxyMainPages } from './electric-roxy.pages.ts';
import { roxyVisitPages } from './electric-roxy.visit.ts';
import type { SiteDefinition } from './site-server.ts';

export const ROXY_DOMAIN = 'electric-roxy.test';

/**
 * The Roxy Picturehouse, a (made-up) independent two-screen community cinema with a café-bar on Bridge
 * Street in Swaleford, a North Yorkshire market town, run by a charity, built with classic Weebly: `.html`
 * page paths (`/tickets--prices.html`, the ampersand turned into a double hyphen), the theme's header with
 * `ul.wsite-menu-default` and its `wsite-menu-subitem-wrap` dropdowns saved closed, the same menu again as
 * the mobile nav, `#wsite-content.wsite-elements.wsite-not-footer` holding `wsite-section`s, `div.paragraph`
 * text with `<br />` lines and `<font>`/`<span>` runs instead of paragraphs, `h2.wsite-content-title`
 * headings, `wsite-spacer`s, dividers, `wsite-image` blocks with captions, buttons, multi-column elements as
 * layout tables (`td.wsite-multicol-col`), a home hero whose text sits in a background-image section, banner
 * headlines on header pages, the footer elements (address, phone, email, box office hours, charity number)
 * on every page, a pasted cookie bar and "Powered by Weebly". The ticket prices are a five-column layout
 * table whose row labels (matinee before 5pm, evening from 5pm) and each ticket type's prices (Adult £7.50 /
 * £9.50, Concession £6.50 / £8.00, Under 16 £5.00 / £6.00, Members £5.50 / £7.00) are separate columns of
 * `<br />` lines tied only by position; Roxy Tuesdays are £6 (members £5), live events have their own prices
 * (£16 / £14 / £13 / £10) that Tuesdays don't touch. Box office hours (Tue–Fri 12pm, weekends 10.30am, to
 * 8.30pm, closed Mondays) differ from the café-bar's (10am, closing 9pm, 10.30pm or 8pm). Membership tiers
 * are four columns (Young Roxy £12, Friend £30 / £50 joint, Reel Friend £70 / £120, Patron £250). Screen 1
 * has 164 seats and the four wheelchair spaces; Screen 2 (42 seats) is up 22 stairs with no lift. Subtitled
 * screenings on Wednesdays at 2pm and Sundays at 6pm, relaxed screenings on the second and fourth Sunday at
 * 10.30am (£4, none on 27 December). The FAQ leaves three answers open and folds the rest into toggles
 * pasted as embed code (`div.toggle-content` with `display:none`). Private hire prices sit in two columns;
 * the enquiry form (`wsite-form-container`) holds the catering prices only in its checkbox labels and the
 * three weeks' notice only in its hidden field instructions. The blog (`div.blog-post`, `blog-date` in
 * day/month/year, `blog-content`, comments) has a Christmas 2026 post with the holiday hours, and a March 2023
 * post with that year's prices (adult evening £8.50, matinee £6.75, Tuesdays £4.50, Friend £25, 75p fee)
 * and café hours (11am, 6pm on Sundays); the 2024 refurbishment page, never taken down, says the Roxy is
 * closed from 8 January until 23 March 2024 with the café-bar open 10am–3pm and a lift to Screen 2 planned.
 * The site's today is Tuesday 24 November 2026. English, but for one Italian page for Italian visitors (in
 * the same theme, `lang="en"`, linked from the footer) whose Italian film night, Italian-speaking volunteer
 * and December gap are only there.
 */
export const electricRoxy: SiteDefinition = {
  domain: ROXY_DOMAIN,
  language: 'en',
  pages: [
    ...roxyMainPages,
    ...roxyVisitPages,
    ...roxyAboutPages,
    ...roxyBlogPages,
    ...roxyLegalPages,
    roxyItalianPage,
  ].map(roxyLayout),
  robots: 'User-agent: *\nDisallow: /ajax/\nDisallow: /apps/\n',
  notFound: roxyLayout(roxyNotFound).html,
};
