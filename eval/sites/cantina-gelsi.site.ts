import { gelsiEnglishPages } from './cantina-gelsi.en.ts';
import { gelsiItalianPages } from './cantina-gelsi.it.ts';
import { gelsiLayout } from './cantina-gelsi.layout.ts';
import { gelsiNewsPages, gelsiNotFoundPage } from './cantina-gelsi.news.ts';
import { gelsiShopPages } from './cantina-gelsi.shop.ts';
import type { SiteDefinition } from './site-server.ts';

export const GELSI_DOMAIN = 'cantina-gelsi.test';

/**
 * Cantina Colle dei Gelsi, a family wine estate in Castelrotto, San Pietro in Cariano (Valpolicella
 * Classica, Verona): cellar tours and tastings, an online wine shop, Amarone and Ripasso production, a
 * four-room farm stay, events and gift vouchers, built as a Shopify store on the Dawn theme. Italian first;
 * home, tastings, the wine collection, the Amarone product, shipping, Amarone and Ripasso, the farm stay,
 * directions, hours and contact, accessibility and FAQ translated under /en/; groups, gift vouchers,
 * events, the news blog (a November 2026 Christmas market post, an October 2026 harvest post and a January
 * 2025 post with that year's tasting prices and times, shop hours, winter closure, shipping costs and room
 * price), the other product pages, the terms of sale and the privacy policy only in Italian; the guide for
 * visitors from abroad only in English. Markup: a cart drawer, an announcement bar with the language form,
 * a header with mega menus and a hidden mobile drawer copy of the menu, `shopify-section` wrappers,
 * `product-card` grids whose price block prints each price twice (`price-item--regular` and `--sale`),
 * product pages with a variant select (bottle or 6-bottle case), page-editor rich text with `<table>`s whose
 * header row is bold cells, collapsible rows (`<details>`) saved closed for the FAQ, the Iubenda banner, and
 * a footer with address, phone, WhatsApp, email, shop hours and P.IVA on every page. Prices are "€42,00" on
 * the Italian cards, "€42.00" on the English ones, "25 €" and "€ 9,90" in the Italian text; times "15:30"
 * in the tables and "ore 15.30" in the text. The tastings page's pasted WineResa booking widget leaves a
 * `<div>` unclosed around the booking and cancellation rules. The terms of sale, a template, give 30 days to
 * withdraw and offer cash on delivery (4,00 €) against the shipping page's 14 days and the hours page's "no
 * cash on delivery". The site's today is Tuesday 24 November 2026.
 */
export const cantinaGelsi: SiteDefinition = {
  domain: GELSI_DOMAIN,
  language: 'it',
  pages: [...gelsiItalianPages, ...gelsiShopPages, ...gelsiNewsPages, ...gelsiEnglishPages].map(gelsiLayout),
  robots:
    'User-agent: *\nDisallow: /admin\nDisallow: /cart\nDisallow: /orders\nDisallow: /checkouts/\nDisallow: /checkout\nDisallow: /account\nDisallow: /search\nDisallow: /policies/refund-policy\n',
  notFound: gelsiLayout(gelsiNotFoundPage).html,
};
