import { stellaAboutPages } from './autoscuola-stella.about.ts';
import { stellaBlogPages, stellaNotFoundPage } from './autoscuola-stella.blog.ts';
import { stellaCoursePages } from './autoscuola-stella.corsi.ts';
import { stellaEnglishPages } from './autoscuola-stella.en.ts';
import { stellaTranslatedPages } from './autoscuola-stella.it.ts';
import { stellaLayout } from './autoscuola-stella.layout.ts';
import { stellaLicencePages } from './autoscuola-stella.patenti.ts';
import type { SiteDefinition } from './site-server.ts';

export const STELLA_DOMAIN = 'autoscuola-stella.test';

/**
 * Autoscuola Stella, a family driving school in Verona founded in 1987 with two offices, Borgo Trento
 * (Mon–Fri mornings and afternoons, Saturday morning) and San Michele Extra (afternoons Mon/Wed/Fri,
 * mornings Tue/Thu, closed on Saturday): licences AM, A1/A2/A, B (€ 880,00 package, 60-minute lessons at
 * € 45,00, driving test retake € 95,00), accompanied driving from 17, BE, C/CE, CQC goods (not passengers,
 * no licence D), the evening theory course in class and online, driving lessons (24 hours' notice to cancel,
 * what to bring), an automatic car at Borgo Trento only (code 78), a July 2027 intensive course, licence
 * renewal and duplicates, the in-house doctor on Tuesday and Saturday at Borgo Trento and Thursday at San
 * Michele Extra, instalments, closures, team, reviews and FAQ; built with Jimdo Creator. Italian first; the
 * home page, licences overview, licence B, prices, hours and contact and FAQ translated under /en/ (an
 * "English" branch of the one navigation tree, with flags in the header); the other licence pages, courses,
 * services, medical certificate, team, reviews, blog, terms and privacy only in Italian; the guide to
 * converting a foreign licence only in English. Jimdo prints `lang="it-IT"` on every page, the English ones
 * too, and links every page with a trailing slash. Markup: `j-module n j-…` modules with `cc-m-…` ids in
 * `cc-matrix` containers, `j-hgrid` columns, headings as `j-header` modules or bold coloured `<p><strong>`
 * lines, text split into styled `<span>`s, price lists as tables pasted from Word (`MsoTableGrid`, the
 * header row of `<td><strong>`), the navigation printed twice (desktop and the hidden mobile copy), the
 * breadcrumb, a cookie banner, a shared sidebar at the foot of every page with both addresses, phones,
 * WhatsApp, email and P.IVA (in Italian on the English pages too), and the FAQ as a pasted accordion whose
 * answers are hidden by CSS and `aria-hidden`. The hours page's pasted WhatsApp button brings a stray
 * `</div></div>` that prints the closures and directions after `#content_area`; the driving lessons page's
 * pasted booking calendar leaves a `<div>` unclosed around the cancellation rule and what to bring. The
 * blog's January 2025 post holds that year's office hours (9:00–12:00 e 15:30–19:00, Saturday at San
 * Michele Extra), prices (€ 790,00 package, € 40,00 lesson, € 55,00 medical certificate, € 105,00 renewal),
 * driving test fee (€ 80,00) and August closure (11–24 agosto); the terms, a 2019 template, ask for 48 hours'
 * notice, allow 2 instalments and give the foglio rosa 6 months; a 2023 review quotes 35 € a lesson. The
 * site's today is Tuesday 24 November 2026.
 */
export const autoscuolaStella: SiteDefinition = {
  domain: STELLA_DOMAIN,
  language: 'it',
  pages: [
    ...stellaTranslatedPages,
    ...stellaLicencePages,
    ...stellaCoursePages,
    ...stellaAboutPages,
    ...stellaBlogPages,
    ...stellaEnglishPages,
  ].map(stellaLayout),
  robots: 'User-agent: *\nDisallow: /app/\nDisallow: /j/\nDisallow: /login\nDisallow: /logout\n',
  notFound: stellaLayout(stellaNotFoundPage).html,
};
