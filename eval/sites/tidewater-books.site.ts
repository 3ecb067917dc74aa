import type { SiteDefinition } from './site-server.ts';
import { readMore, tideListings, tidePosts } from './tidewater-books.blog.ts';
import { tideItalianPage } from './tidewater-books.it.ts';
import { tideLayout, tideNotFound } from './tidewater-books.layout.ts';
import { tideLegalPages } from './tidewater-books.legal.ts';
import { tideMainPages } from './tidewater-books.pages.ts';
import { tideShopPages } from './tidewater-books.shop.ts';

export const TIDEWATER_DOMAIN = 'tidewater-books.test';

const layout = tideLayout(readMore);

/**
 * Tidewater Books & Coffee, a (made-up) independent bookshop with a café, a children's corner, author events,
 * a book club, a second-hand room upstairs and a postal book subscription ("Book Parcel"), in the old
 * chandlery at 14 Quayside, Amblecombe, a harbour town on the Northumberland coast, built with Ghost 5 and a
 * customised Casper: `{{ghost_head}}` meta (Open Graph, Twitter, JSON-LD, generator, the Portal and search
 * scripts, the members' styles), `gh-head` with the `gh-head-menu` navigation (twelve `li.nav-*` items) and
 * the Portal's "Sign in" and "Subscribe", `main#site-main` holding `article.gh-article.post-full` with
 * `section.gh-content` of Koenig cards (toggle cards saved closed with the answer in `kg-toggle-content`,
 * callout, header, button, bookmark, image and gallery cards, product cards, tables in HTML cards), posts with
 * a byline whose `<time class="byline-date" datetime>` dates them, the members' call to action and "read
 * more" post cards under every post, the home, `/tag/news` and `/author/fran` listings of `post-card`
 * excerpts, Ghost paths linked with their trailing slash, a footer with the address, phone, email and company
 * number on every page, "Powered by Ghost", and a cookie banner pasted into code injection. The bookshop
 * (Tuesday–Friday 9.30am–5.30pm, Saturday 9am–5.30pm, Sunday 10am–4pm, closed Mondays but open bank holiday
 * Mondays with Sunday hours), the café (to 4.30pm, Sundays 3.30pm) and its kitchen (hot food until 2.30pm,
 * Sundays 2pm) keep different hours, all in one table; a winter callout closes the café on Sundays from 3
 * January to 28 February 2027 with the bookshop 10am–2pm. Story time every Wednesday at 10.30am (under-5s,
 * free, none on 23 and 30 December), the Junior Book Club the first Saturday at 2pm; Tidewater Readers the
 * last Wednesday at 7pm, £3, on 16 December in December. Events are £10 with a glass of wine and £5 off the
 * featured book (children's Christmas stories £4, poetry night £6), 40 seats, refunds up to 48 hours before.
 * Book Parcel's prices are only the labels of the product cards' buttons (Paperback £16, Hardback £28, Little
 * £12, Parcel & Coffee £22, UK only), the postage abroad only a table (Europe + £6, rest of the world + £11),
 * and the gifts (12 months for 11), pausing, cancelling by the 20th, swaps and the £2 cheaper collection only
 * toggles. The second-hand room is up 16 stairs with no lift; books are bought Tuesdays and Thursdays 10am–12
 * noon, store credit worth 25% more, no textbooks or encyclopaedias. Special orders in 1–2 working days (1–3
 * weeks from abroad) held 14 days, click & collect held 7 days, gift cards £5–£150 valid 2 years (Book Tokens
 * not in the café), a stamp card of ten £10 stamps for £10 off; dogs in the shop but not in the café, no
 * American Express, no price matching, no e-books, free oat milk, the café card only, the Fish Quay car park
 * at £1.20 an hour, free after 6pm. A Christmas 2026 post holds the late Thursdays (until 7pm), Christmas Eve
 * (9am–2pm), the closures and the last order dates. Stale: a March 2024 post (shop Monday to Saturday 9am–5pm,
 * Sunday 11am–4pm, café to 4pm, kitchen 12 noon–3pm), a September 2024 post (events £7.50, the book club on
 * the first Tuesday), a March 2023 post launching Book Parcel (£13.50, £24, £9, postage £4.50 and £8.50, the
 * 15th), and the "summer 2023" café menu page still published (flat white £2.90, tea £2.20, crab sandwich
 * £7.95, oat milk +40p). The site's today is Tuesday 24 November 2026. English, but for one Italian page for
 * Italian visitors (`/benvenuti`, `lang="en"` like the rest, linked from the footer) whose Italian-speaking
 * Chiara, shelf of Italian books, conversation group on the second Saturday and ordering from Italy in about
 * two weeks are only there.
 */
export const tidewaterBooks: SiteDefinition = {
  domain: TIDEWATER_DOMAIN,
  language: 'en',
  pages: [
    ...tideListings,
    ...tideMainPages,
    ...tideShopPages,
    ...tidePosts,
    ...tideLegalPages,
    tideItalianPage,
  ].map(layout),
  robots:
    'User-agent: *\nDisallow: /ghost/\nDisallow: /p/\nDisallow: /email/\nDisallow: /r/\nDisallow: /webmentions/receive/\n',
  notFound: layout(tideNotFound).html,
};
