import { bellavistaBlogPages } from './ottica-bellavista.blog.ts';
import { bellavistaEnglishPage } from './ottica-bellavista.en.ts';
import { bellavistaLayout, bellavistaNotFound } from './ottica-bellavista.layout.ts';
import { bellavistaLegalPages } from './ottica-bellavista.legal.ts';
import { bellavistaHome, bellavistaPages } from './ottica-bellavista.pages.ts';
import { bellavistaAppointmentPages, bellavistaShopPages } from './ottica-bellavista.shop.ts';
import type { SiteDefinition } from './site-server.ts';

export const BELLAVISTA_DOMAIN = 'ottica-bellavista.test';

/**
 * Ottica Bellavista, a (made-up) family optician's in Verona: the shop in Corso Porta Borsari 27 (old town,
 * in the ZTL, with the workshop) opened by Giorgio Zanella in 1987 and run by his daughter Marta since 2011,
 * and a second shop in Via Goffredo Mameli 58, Borgo Trento, since 2016; built with the Odoo 17 Website
 * builder: `<html lang="it-IT" data-website-id="1" data-main-object="…">`, `#wrapwrap`, the `o_header_standard`
 * header with a desktop navbar and a mobile offcanvas copy of the menu, `<main>` holding `#wrap` (`oe_structure
 * oe_empty`) of snippets (`s_cover`, `s_title`, `s_text_image`/`s_image_text`, `s_three_columns`, `s_features`,
 * `s_comparisons` price cards whose currency, figure and decimals are three spans, `s_table_of_content`,
 * `s_faq_collapse` Bootstrap collapse cards saved closed, `s_tabs` whose panes but the first are hidden,
 * `s_timeline`, `s_alert`, `s_website_form` with labels and hidden fields, `s_google_map` iframes, tables
 * from the editor with a bold first row), the blog (`/blog/novita-1`, cards with Odoo's 200-character teasers),
 * the eCommerce grid and a product page whose prices sit in `oe_currency_value` spans before the "€" (with the
 * shop's default "Garanzia di rimborso di 30 giorni"), the Appointment index and a month calendar table with
 * hidden slot lists, the footer of four `s_text_block` columns (both addresses and phones, WhatsApp, email,
 * P.IVA) on every page, the "Realizzato con Odoo" strip and the hidden `#website_cookies_bar`.
 *
 * Hours only on `/sedi-e-orari` (and the English page for the centre): centre Monday–Saturday 9:30–13:00 and
 * 15:00–19:30, Sunday closed; Borgo Trento Monday morning closed (15:00–19:00), Tuesday–Friday 9:00–12:30 and
 * 15:00–19:00, Saturday 9:00–12:30 with the afternoon closed; in August the centre stays open (closed on
 * Ferragosto) and Borgo Trento closes three weeks (3–22 August 2026). Eye test about 40 minutes, € 35, free
 * with complete glasses within 60 days, only by appointment, by the optometrists Luca Ferrandi (centre) and
 * Sara Benedetti (Borgo Trento), no drops, no medical visits and no driving-licence certificates; children
 * from 4 (30 minutes, Borgo Trento, Wednesday and Friday afternoons). Contact lenses: fitting € 50 by Marta
 * Zanella (free with a plan), 7-day trial lenses, Piano Lenti cards € 19 / € 39 / € 49 a month, no cosmetic
 * coloured lenses. Prices from 1 March 2026: single vision from € 80, progressive cards Base € 290, Comfort
 * € 450, Premium € 690 (its adaptation guarantee a card item, its 60 days in a tab; the 7–10 working days in
 * another tab), express single-vision glasses in 1 hour in the centre only (± 4,00, cylinder 2,00, € 15 more,
 * not for progressives), 2-year warranty on manufacturing defects; payments cash, bancomat, cards, Satispay,
 * Findomestic instalments 3–20 at zero rate from € 300. Repairs free for customers, € 5 / € 10 for others,
 * welding from € 40 in 7 working days, acetate frames never welded. Agreements: UniSalute and Metasalute
 * direct, ULSS 9 Scaligera lenses for children to 14 only, over-65s 15%, 19% tax deduction (not for plain
 * sunglasses). Only in the closed FAQ: no cheques, the Piano Lenti's 12-month minimum, the € 25 Garanzia
 * Serenità, the € 60 home visit, opened contact lens boxes not returnable. Traps: a March 2024 post never
 * taken down (eye test € 30, progressives € 260 / € 420 / € 650, plans € 17 / € 36, repairs € 3, the centre
 * closed on Monday mornings and opening at 15:30, Borgo Trento open on Saturday afternoons, both shops
 * closed 5–25 August); the expired "Promo Estate 2026" (sunglass lenses € 79 instead of € 120, to 30
 * September 2026) still on the sunglasses page; the template terms' 14-day withdrawal against the shop's 30
 * days; the Christmas 2026 post alone holds the holiday hours (centre open Sundays 13 and 20 December
 * 10:00–19:00, Christmas Eve 9:30–17:00, Borgo Trento closed 28 December–6 January, reopening Thursday 7
 * January 2027). The site's today is Tuesday 24 November 2026. Italian, with one English page for tourists
 * (`/en/tourists`, `lang="it-IT"` like the rest) whose contact lens check (€20), tax-free threshold (€70.01)
 * and languages spoken are only there.
 */
export const otticaBellavista: SiteDefinition = {
  domain: BELLAVISTA_DOMAIN,
  language: 'it',
  pages: [
    bellavistaHome,
    ...bellavistaPages,
    ...bellavistaShopPages,
    ...bellavistaAppointmentPages,
    ...bellavistaBlogPages,
    bellavistaEnglishPage,
    ...bellavistaLegalPages,
  ].map(bellavistaLayout),
  robots: 'User-agent: *\nDisallow: /web/\nDisallow: /shop/cart\n',
  notFound: bellavistaLayout(bellavistaNotFound).html,
};
