import { doraAboutPages } from './clinica-veterinaria-dora.about.ts';
import { doraBlogPages } from './clinica-veterinaria-dora.blog.ts';
import { doraEnglishPages } from './clinica-veterinaria-dora.en.ts';
import { doraInfoPages } from './clinica-veterinaria-dora.info.ts';
import { doraItalianPages } from './clinica-veterinaria-dora.it.ts';
import { doraLegalPages, doraNotFoundPage } from './clinica-veterinaria-dora.legal.ts';
import { doraLayout } from './clinica-veterinaria-dora.theme.ts';
import { doraVisitorPages } from './clinica-veterinaria-dora.visitors.ts';
import type { SiteDefinition } from './site-server.ts';

export const VET_DOMAIN = 'clinica-veterinaria-dora.test';

/**
 * Clinica Veterinaria Dora, a veterinary clinic for dogs, cats and small exotic pets in the Borgo Dora
 * area of Turin, built with WordPress, the Divi theme and Polylang. Italian first; home, services overview,
 * prices, opening hours, emergencies, booking and payment, directions and contact, team and FAQ translated
 * under /en/ (hreflang and an IT/EN switcher, first in Divi's top bar); the five service pages, the puppy
 * and kitten school, the blog (a Christmas 2026 post, a parasites post, the exotic pets clinic opening and a
 * January 2025 post with that year's hours, prices, closures and emergency number), terms, privacy and
 * cookie policy only in Italian; the pet travel page (EU pet passport, tapeworm treatment, non-EU trips) and
 * the guide for expats new in Turin only in English. Divi markup throughout: sections, rows, columns and
 * modules (`et_pb_text_inner`, blurbs, Person modules, a Fullwidth Header), a header with a dropdown menu and
 * a `display:none` mobile copy, toggles saved closed for the FAQ, Pricing Tables whose euro sign and sum sit
 * in separate spans for the dog spaying weight bands, price lists of `<div>`s with dotted leaders, tables
 * for the hours and the Christmas closures, the Complianz banner in the page's language, and a footer with
 * address, phone, WhatsApp, email, emergency number, hours and P.IVA on every page. The booking page's
 * pasted VetAgenda widget leaves a `<div>` unclosed around the cancellation and payment rules; the
 * Christmas post's pasted newsletter block brings a stray `</div></article>` that leaves the prescriptions
 * deadline and the fireworks advice outside the article. The site's today is Tuesday 24 November 2026.
 */
export const clinicaVeterinariaDora: SiteDefinition = {
  domain: VET_DOMAIN,
  language: 'it',
  pages: [
    ...doraItalianPages,
    ...doraInfoPages,
    ...doraAboutPages,
    ...doraBlogPages,
    ...doraLegalPages,
    ...doraEnglishPages,
    ...doraVisitorPages,
  ].map(doraLayout),
  robots: 'User-agent: *\nDisallow: /wp-admin/\nAllow: /wp-admin/admin-ajax.php\n',
  notFound: doraLayout(doraNotFoundPage).html,
};
