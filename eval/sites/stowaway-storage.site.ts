import type { SiteDefinition } from './site-server.ts';
import { stowBlogPages } from './stowaway-storage.blog.ts';
import { stowInfoPages } from './stowaway-storage.info.ts';
import { stowLayout, stowNotFound } from './stowaway-storage.layout.ts';
import { stowLegalPages } from './stowaway-storage.legal.ts';
import { stowHome, stowPages } from './stowaway-storage.pages.ts';

export const STOWAWAY_DOMAIN = 'stowaway-storage.test';

/**
 * Stowaway, a (made-up) self-storage business in Bristol with an indoor store in St Philips (Feeder Road) and a
 * shipping-container yard in Brislington (Emery Road), built with Gatsby 5: `<html lang="en-GB"
 * data-react-helmet="lang">`, the global CSS inlined as `gatsby-global-css`, a styled-components `<style
 * data-styled>` and class pairs (`Header__NavItem-sc-…-n hGzXvA`), CSS-module classes (`prices-module--table--…`),
 * React Helmet tags with `data-react-helmet`, a SelfStorage JSON-LD, gatsby-plugin-manifest icons, script and
 * page-data preloads (`/page-data/<path>/page-data.json`, static queries, `app-data.json`), `#___gatsby` and
 * `#gatsby-focus-wrapper`, the route announcer, `gatsby-script-loader` with the page path and compilation hash,
 * the chunk mapping as an inline JSON string; `gatsby-image-wrapper`s with an SVG sizer, a blurred placeholder, a
 * lazy `<picture>` with `data-srcset`, a `<noscript>` copy and the inline module script; a top bar with the phone
 * and email, a Storage dropdown printed but hidden by CSS, a footer with both stores' addresses, the phone, email,
 * company and VAT numbers on every page, a cookie banner; markdown pages and posts as gatsby-transformer-remark
 * prints them (newlines between blocks, autolink-header anchors, GFM tables), an FAQ of react-accessible-accordion
 * panels saved `hidden`, a Netlify form. Links carry Gatsby's trailing slash; the pages are served without it.
 *
 * Prices (per unit, VAT included, billed every 4 weeks; only the table cells hold most of them): a 10 sq ft
 * locker £6.95 / £27.80, 25 sq ft from £13.50 / from £54, 35 sq ft £17.25 / £69, 50 sq ft £22.50 / £90, 75 sq ft
 * £30 / £120, 100 sq ft from £37.50 / from £150, 150 sq ft £52 / £208, 200 sq ft £66 / £264; ground-floor 25 and
 * 100 sq ft £15.50 and £41 a week; containers 10ft £27 / £108, 20ft £45 / £180, 40ft POA. No deposit, no admin
 * fee, 2 weeks minimum, 14 days' notice, padlock £12.99. Protection cover required: £1.20 a week per £1,000,
 * £100 excess, or your own insurance. Office (St Philips) Monday–Friday 9am – 5.30pm, Thursday to 7.30pm,
 * Saturday 9am – 4pm, Sunday closed, bank holidays 10am – 2pm; gate access 6am – 10pm daily with a PIN; the
 * Brislington yard has no office, staff on Saturday 9am – 12 noon, gate 7am – 8pm. Size guide: 25 sq ft holds a
 * one-bedroom flat without white goods, 100 sq ft a three-bedroom house; units 2.4m high. Business: deliveries
 * signed for Monday–Friday 9am – 5pm (not weekends, not at the yard), pallet truck to 1,000 kg, no forklift, 10%
 * off three or more units. Students: 25 sq ft for £149, 1 June – 30 September 2027, up to 3 friends, bookings
 * open 1 February 2027. Packing shop at St Philips only, no delivery (medium box £2.90, tape £2.50, flat move kit
 * £49). Removals only through the partner Redland Removals (0117 496 0849, STOW10 for 10% off). Locations: 12
 * free spaces, 6 covered loading bays under a 4.2m canopy, 2 goods lifts of 1,500 kg, Temple Meads a 15-minute
 * walk; Filton (350 units) coming in spring 2027, not bookable. Only in the hidden FAQ panels: photo ID and proof
 * of address, no cash, authorised users, PINs not reset when the office is closed, no heating or power, cars only
 * in a Brislington container, the £15 late fee. Traps: the autumn offer (first 4 weeks half price, 50 sq ft £45
 * instead of £90) still shown though it ended on 31 October 2026; a March 2024 post never taken down (25 sq ft
 * £11.95, 50 sq ft £19.95, 100 sq ft £32.50, 20ft container £39, cover 95p, a £20 admin fee, office Monday–Friday
 * 8.30am to 6pm and Saturday 9am to 1pm, gate 7am to 9pm); a 2023 review quoting £11.95; a 2025 post with a
 * medium box at £2.75; terms from a 2021 template (4 weeks minimum, monthly billing, 28 days' notice, access
 * "currently 7am to 9pm"); and a Christmas 2026 post alone holding the holiday office hours (9am – 1pm on 24 and 31
 * December, closed 25–27 December and 1 January, 10am – 2pm on 28 December) while gate access stays open. The
 * site's today is Tuesday 24 November 2026. English only.
 */
export const stowawayStorage: SiteDefinition = {
  domain: STOWAWAY_DOMAIN,
  language: 'en',
  pages: [stowHome, ...stowPages, ...stowInfoPages, ...stowBlogPages, ...stowLegalPages].map(stowLayout),
  robots: 'User-agent: *\nAllow: /\n',
  notFound: stowLayout(stowNotFound).html,
};
