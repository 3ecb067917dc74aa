import type { SiteDefinition } from './site-server.ts';
import { willowAbout } from './willow-lane-yoga.about.ts';
import { willowBlog } from './willow-lane-yoga.blog.ts';
import { willowClasses } from './willow-lane-yoga.classes.ts';
import { willowLayout } from './willow-lane-yoga.layout.ts';
import { willowLegal, willowNotFound } from './willow-lane-yoga.legal.ts';
import { willowPages } from './willow-lane-yoga.pages.ts';
import { willowServices } from './willow-lane-yoga.services.ts';
import { willowTimetable } from './willow-lane-yoga.timetable.ts';

export const WILLOW_DOMAIN = 'willow-lane-yoga.test';

/**
 * Willow Lane Yoga & Pilates, an independent yoga and reformer Pilates studio in a (made-up) town near
 * Bristol, Hollingbridge, built with WordPress, Astra and Gutenberg blocks: Astra's header builder with a
 * dropdown menu and a mobile copy of it hidden by CSS, a WooCommerce basket in the header, Cover, Group,
 * Columns, Table and Buttons blocks, label/value facts as paragraph pairs, an FAQ of Details blocks saved
 * closed, WooCommerce product loops whose prices sit in `woocommerce-Price-amount` spans with the pound sign
 * apart, a pasted Momence schedule of `<div>` day columns and class cards printing 24-hour times (the pages
 * write "6.30pm"), the CookieYes banner and preference centre, and a footer with the address, phone, email,
 * WhatsApp, reception hours and company number on every page. The timetable's pasted widget leaves a `<div>`
 * unclosed; the Christmas 2026 post's pasted Mailchimp form brings a stray `</div></article>` before its last
 * paragraphs. A January 2025 post holds that year's prices and timetable; the terms are a template that
 * contradicts the studio's own pages (24 hours' notice, packs valid for 6 months, adults 18+). English only;
 * Italian questions about it are the cross-language ones.
 */
export const willowLaneYoga: SiteDefinition = {
  domain: WILLOW_DOMAIN,
  language: 'en',
  pages: [
    ...willowPages.slice(0, 1),
    ...willowTimetable,
    ...willowClasses,
    ...willowPages.slice(1),
    ...willowAbout,
    ...willowServices,
    ...willowBlog,
    ...willowLegal,
  ].map(willowLayout),
  robots:
    'User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /cart/\nDisallow: /checkout/\nDisallow: /my-account/\n',
  notFound: willowLayout(willowNotFound).html,
};
