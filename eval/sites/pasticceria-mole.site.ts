import { moleEnglishPages } from './pasticceria-mole.en.ts';
import { moleItalianPages } from './pasticceria-mole.it.ts';
import { moleLayout } from './pasticceria-mole.layout.ts';
import { moleNewsPages, moleNotFoundPage } from './pasticceria-mole.news.ts';
import { moleShopPages } from './pasticceria-mole.shop.ts';
import type { SiteDefinition } from './site-server.ts';

export const MOLE_DOMAIN = 'pasticceria-mole.test';

/**
 * Pasticceria Caffè della Mole, a historic pastry shop and café under the arcades of Via Po, Turin,
 * founded 1921, with a second shop in Chieri: the café (breakfast, bicerin, lunch menu, aperitivo, Sunday
 * brunch), celebration cakes to order by the kg, allergies, seasonal panettone, colomba and gianduiotti, an
 * online shop with shipping, pastry classes, built with WordPress on the Divi theme with WooCommerce, WPML
 * and Complianz. Italian first; home, café, bookings, cakes to order, allergies, seasonal products,
 * shipping, history, the Chieri shop, hours and contact, accessibility and FAQ translated under /en/; the
 * WooCommerce shop and product pages, the pastry classes, the news (a November 2026 Christmas post, a
 * September 2026 classes post and a January 2025 post with that year's hours 7.00–19.00, Wednesday closing
 * day, bicerin, lunch (15,00 €), brunch (26,00 €), cake (34 €/kg) and shipping prices and August closure), the terms of sale and the
 * privacy policy only in Italian; the guide for visitors to Turin only in English. Markup: Divi sections,
 * rows, columns and modules with `et_pb_text_inner` rich text, a fullwidth header on most pages, blurbs with
 * the café prices split across spans, `et_pb_pricing_table`s for the cakes (€, 38, /kg in three spans), FAQ
 * toggles saved closed (`et_pb_toggle_close`), a top bar with the WPML switcher, a hidden mobile menu copy,
 * WooCommerce product loops with `woocommerce-Price-amount` spans and variable products priced as a range
 * ("€28,00 – €52,00"), the Complianz banner, and a footer with address, phone, WhatsApp, email, Via Po hours
 * and P.IVA on every page. Prices "€ 38,00 al kg" in the Italian text, "38 €/kg" in its table, "€38 per kg"
 * in English; times "7:30–19:30" in the Italian tables and "dalle 7.30" in the prose, "7.30am" in English.
 * The terms of sale, a 2023 template, ask for 5 working days' notice for cakes and ship in 5–7 working days
 * against the pages' 3 days and 2–3 working days. The site's today is Tuesday 24 November 2026.
 */
export const pasticceriaMole: SiteDefinition = {
  domain: MOLE_DOMAIN,
  language: 'it',
  pages: [...moleItalianPages, ...moleShopPages, ...moleNewsPages, ...moleEnglishPages].map(moleLayout),
  robots:
    'User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\nDisallow: /carrello/\nDisallow: /cassa/\nDisallow: /mio-account/\nDisallow: /*?add-to-cart=\n',
  notFound: moleLayout(moleNotFoundPage).html,
};
