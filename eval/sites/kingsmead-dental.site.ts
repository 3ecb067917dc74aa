import { kingsmeadInfo } from './kingsmead-dental.info.ts';
import { kingsmeadItalian } from './kingsmead-dental.it.ts';
import { kingsmeadLayout } from './kingsmead-dental.layout.ts';
import { kingsmeadLegal, kingsmeadNotFound } from './kingsmead-dental.legal.ts';
import { kingsmeadNews } from './kingsmead-dental.news.ts';
import { kingsmeadPages } from './kingsmead-dental.pages.ts';
import type { SiteDefinition } from './site-server.ts';

export const KINGSMEAD_DOMAIN = 'kingsmead-dental.test';

/**
 * Kingsmead Dental Practice, a (made-up) independent NHS and private dental practice in Bath, built with
 * Squarespace 7.1 and Fluid Engine: `<main>` holding `<article class="sections">` of page sections with
 * generated ids and `data-current-styles` JSON, every block an `fe-block` placed only by a per-section
 * `<style>` grid, headings alone in their own text blocks above their text, fee lists whose label and price
 * are two text blocks side by side (and one group printed as a block of labels beside a block of prices),
 * an accordion FAQ whose answers the CSS hides, List sections for the team with GDC numbers, an announcement
 * bar ("Now accepting new private patients"), a header with dropdown folders, a "Book online" button and a
 * hidden mobile overlay repeating the menu, the Squarespace cookie banner and a footer with the address,
 * phone, email, hours (24-hour "8:30–17:30"; the pages write "8.30am – 5.30pm"), CQC provider ID and company
 * number on every page. The find-us page's pasted map brings stray `</div></div></div></section>` that leave
 * the parking facts outside `<main>`; the booking page's pasted Smilebook widget leaves its `<div>`s unclosed
 * around the booking rules. The January 2025 news post holds that year's fees (check-up £55, new patient £85,
 * hygienist £65, emergency £85, whitening £295, implants from £2,295), Care Plan price (£14.95), NHS bands
 * (£26.80, £73.50, £319.10) and hours (late Thursday to 7pm, last Saturday of the month 9am–12 noon); the
 * 2019 terms template says 24 hours' notice, a £30 fee and cheques, where the pages say 48 hours, £45 and no
 * cheques. The site's today is Tuesday 24 November 2026. English first; the home, new patients, emergency,
 * fees and contact pages are translated under /it/ (hreflang and a pasted EN | IT switcher, the English
 * header and footer kept, `lang` corrected only by a script); the page for Italian students is only in Italian.
 */
export const kingsmeadDental: SiteDefinition = {
  domain: KINGSMEAD_DOMAIN,
  language: 'en',
  pages: [...kingsmeadPages, ...kingsmeadInfo, ...kingsmeadNews, ...kingsmeadLegal, ...kingsmeadItalian].map(
    kingsmeadLayout,
  ),
  robots:
    'User-agent: *\nDisallow: /config\nDisallow: /search\nDisallow: /account$\nDisallow: /api/\nDisallow: /static/\nDisallow: /*?author=*\nDisallow: /*&author=*\nDisallow: /*?tag=*\nDisallow: /*&tag=*\nDisallow: /*?month=*\nDisallow: /*&month=*\nDisallow: /*?view=*\nDisallow: /*&view=*\nDisallow: /*?format=json\nDisallow: /*&format=json\nDisallow: /*?category=*\nDisallow: /*&category=*\n',
  notFound: kingsmeadLayout(kingsmeadNotFound).html,
};
