import { brennanBlog } from './brennan-heating.blog.ts';
import { brennanInfo, brennanNotFound } from './brennan-heating.info.ts';
import { brennanLayout } from './brennan-heating.layout.ts';
import { brennanPages } from './brennan-heating.pages.ts';
import { brennanServices } from './brennan-heating.services.ts';
import type { SiteDefinition } from './site-server.ts';

export const BRENNAN_DOMAIN = 'brennan-heating.test';

/**
 * Brennan &amp; Sons Plumbing &amp; Heating, a (made-up) family plumbing and heating firm in Sheffield, built
 * with WordPress, Hello Elementor and Elementor Pro: `elementor-section`/`elementor-column`/
 * `elementor-widget-wrap` nesting with inner sections, Icon List widgets for facts, Price Table widgets whose
 * pound sign, pounds and pence sit in separate spans, a Tabs widget for the installation prices with all but
 * the first tab hidden, accordion FAQs saved collapsed, a sticky header template with a phone button, an
 * off-canvas popup holding a hidden copy of the menu, a testimonial carousel whose loop clones repeat slides,
 * an Elementor Pro "Get a quote" form, the Complianz banner and a footer template with the address, office
 * phone, emergency mobile, email, office hours (24-hour "08:00 – 17:30"; the pages write "8am–5.30pm"), Gas
 * Safe number and company number on every page. Prices appear as "£85", "£85.00" and "85 pounds + VAT". The
 * reviews page's pasted Trustindex widget leaves its `<div>`s unclosed; a January 2025 post holds that year's
 * prices (boiler service £79, call-out £65, labour £55 an hour, HomeCare £12.50) and hours; the terms are a
 * template that contradicts the pages (invoices payable within 30 days, 48 hours' notice, a 12-month
 * workmanship guarantee). The site's today is Tuesday 24 November 2026. English only; Italian questions about
 * it are the cross-language ones.
 */
export const brennanHeating: SiteDefinition = {
  domain: BRENNAN_DOMAIN,
  language: 'en',
  pages: [
    ...brennanPages.slice(0, 1),
    ...brennanServices,
    ...brennanPages.slice(1),
    ...brennanInfo,
    ...brennanBlog,
  ].map(brennanLayout),
  robots: 'User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\n',
  notFound: brennanLayout(brennanNotFound).html,
};
