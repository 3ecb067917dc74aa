import { fixwellBlogPages } from './fixwell-repairs.blog.ts';
import { fixwellLayout } from './fixwell-repairs.layout.ts';
import { fixwellLegalPages } from './fixwell-repairs.legal.ts';
import { fixwellHome, fixwellNotFound, fixwellPages } from './fixwell-repairs.pages.ts';
import { fixwellRepairPages } from './fixwell-repairs.repairs.ts';
import type { SiteDefinition } from './site-server.ts';

export const FIXWELL_DOMAIN = 'fixwell-repairs.test';

/**
 * Fixwell, a (made-up) independent phone, tablet, laptop and console repair shop at 148 London Road, Sheffield
 * S2 4LT, started in 2018 by Callum Reid and Priya Shah, with Amira Haddad (phones and tablets) and Jordan
 * Ellis (laptops and consoles) (Fixwell Repairs Ltd, registered in England & Wales no. 11384207, VAT GB 302
 * 5718 46; phone 0114 496 0271, WhatsApp 07700 900 318). Built with HubSpot's CMS (Content Hub Starter) and a
 * marketplace theme: `div.body-wrapper` with HubSpot's body classes (`hs-content-id-… hs-site-page page`,
 * `hs-blog-post`, `hs-blog-listing`); the header and footer global partials in `div[data-global-resource-path]`
 * (`header.header`, `footer.footer`); drag-and-drop areas (`container-fluid body-container
 * body-container--home`, `row-fluid-wrapper row-depth-1 row-number-N dnd-section`, `row-fluid`, `span12
 * widget-span widget-type-cell dnd-column`, `dnd-row`, `dnd-module`) with every module in an
 * `hs_cos_wrapper hs_cos_wrapper_widget hs_cos_wrapper_type_module` div carrying `data-hs-cos-general-type` and
 * `data-hs-cos-type`, rich text in a second `hs_cos_wrapper_type_rich_text` span; the menu module
 * (`hs-menu-wrapper active-branch flyouts hs-menu-flow-horizontal`, `hs-menu-item hs-menu-depth-1
 * hs-item-has-children`, `hs-menu-children-wrapper`); the site search field (`hs-search-field`); price tables
 * typed into rich text (the editor's `data-hs-responsive-table` wrapper, a header row of bold `<td>`s, '—' for
 * repairs not offered); pricing-card modules whose name, price ('from £119') and note sit in separate `<div>`s
 * (popular repairs, laptops, consoles, refurbished phones); an accordion FAQ module saved closed (panels with
 * `aria-hidden="true"` and `style="display:none"`); HubSpot form modules as the forms script leaves them
 * (`form.hs-form`, `div.hs_firstname`, `div.hs-richtext`, the legal-consent text, `hbspt.forms.create`); the
 * blog's listing and post templates (`blog-index__post`, `blog-post__timestamp`, `blog-post__body`,
 * `blog-post__tags`) with tag listings; the analytics code (`_hsq`, `//js.hs-scripts.com/26481937.js`,
 * `hs-analytics`, `hsVars`); and the DOM of HubSpot's cookie banner (`hs-eu-cookie-confirmation`) with its
 * standard wording at the end of every body. The footer prints the address, phone, WhatsApp, email, the hours
 * in 24-hour form ('Mon–Wed & Fri 9:00–18:00 · Thu 9:00–19:30 · Sat 9:30–17:00 · Sun 11:00–15:00') where the
 * pages write '9am – 6pm', the company and VAT numbers, and a link to the archived 2021 terms.
 *
 * Facts: open Monday to Wednesday and Friday 9am – 6pm, Thursday 9am – 7.30pm, Saturday 9.30am – 5pm, Sunday
 * 11am – 3pm (drop-offs, collections and accessories only); last walk-in repair an hour before closing;
 * same-day repairs if dropped off before 3pm (1pm on Saturdays). iPhone prices (genuine / compatible screen,
 * battery, port, back glass): iPhone 14 £199 / £125 / £75 / £69 / £109, iPhone 13 £169 / £99 / £69 / £65 /
 * £89, iPhone 15 £239 / £159, iPhone 16 Pro genuine only £339 …; Samsung (Galaxy S24 £229, battery £75; Z
 * Flip6 inner screen £389, by appointment); Pixel (Pixel 9 Pro £259, Pixel 8 back glass £89, 8a and 7a back
 * housing £49); tablets (iPad 9th generation glass £89); laptops (Windows screens from £119, MacBook screens
 * from £289, MacBook battery from £139, SSD upgrade £89, 2–5 working days); consoles (PS5 and Xbox HDMI port
 * £89, stick drift £29 per controller, 2–3 working days). iPhone screens 45 minutes, batteries 30 minutes,
 * back glass 2–3 hours. Warranty 12 months on parts and labour (genuine or compatible), 90 days on
 * water-damage repairs; water-damage treatment £49, no fix, no fee, 3–5 working days. Diagnostic fee £25
 * (phones, tablets) or £35 (laptops, consoles), waived if you go ahead; free checks for cracked screens and
 * batteries. Compatible iPhone screens £30 to £110 cheaper, show 'Unknown Part'; a genuine Apple battery £25
 * more. Mail-in: kit £6.95, quote within 1 working day, return £8.95 (phones and tablets, Special Delivery) or
 * £14.95 (laptops and consoles, DPD), free over £100, UK mainland only. Refurbished phones with a 12-month
 * warranty (iPhone 13 128GB Grade A £319, Grade B £279; Galaxy S23 £349), shop only, kept aside 48 hours;
 * trade-ins up to £190 for an iPhone 13 128GB, paid by bank transfer or store credit with 10% extra, photo ID,
 * 18 or over. Business accounts: 10% off, monthly invoices payable in 30 days, no diagnostic fees, free
 * collection for 3 or more devices. Student discount 10% (not on refurbished phones, accessories, trade-ins,
 * mail-in or with other offers). A £20 deposit on special-order parts. Negatives each said once or twice: we
 * do not unlock phones; no card payments under £5; no cheques; no repairs on devices reported lost or stolen;
 * no same-day repairs on Sundays; no appointment needed for batteries; no water-damage repairs on devices more
 * than 5 years old or after sea water; no data recovery; no desktop PCs or iMacs; no smartwatches; no Galaxy Z
 * Fold inner screens; no PS4 or Xbox One; no cash for trade-ins; no iCloud-locked phones bought; no customer
 * parking; no mail-in from Northern Ireland, the Channel Islands, the Isle of Man or abroad.
 *
 * Traps: the home page's callout 'Black Friday: 20% off batteries – ends 31 October!' with no year, on the
 * site's today in Black Friday week, while the FAQ says the offer ended on 31 October 2026 (and its October
 * 2026 post gives the dates); a second shop at Kelham Island (Unit 4, Cotton Mill Walk, S3 8RH) opening in
 * spring 2027, and Nintendo Switch repairs from March 2027 (not yet); a January 2024 blog post with that year's
 * prices (iPhone 14 screen £210 / £130, iPhone 13 £180 / £110, batteries £50 and £60), a £20 diagnostic fee,
 * £6.50 return postage, 15% student discount and hours Monday to Saturday 10am – 6pm, closed on Sundays; the
 * 2021 terms of the Division Street shop labelled 'ARCHIVED – 2021 terms' and linked from every footer (12
 * Division Street, S1 4GE; a £15 non-refundable diagnostic fee; 6 months' warranty; water damage without
 * warranty; cards only over £10; 30 days to collect; no postal repairs); and a Christmas 2026 post alone
 * holding the holiday hours (24 December 9am – 2pm, closed 25 to 27 December, 28 to 30 December 10am – 4pm,
 * 31 December 10am – 2pm, closed 1 January 2027, normal hours from Saturday 2 January), the Christmas offer (1
 * to 24 December: a free screen protector with every screen repair, £20 off refurbished phones), the extended
 * returns (until 9 January 2027), parts arriving from 5 January and the last mail-in date (18 December). The
 * site's today is Tuesday 24 November 2026. English only; Italian questions about it are the cross-language
 * ones.
 */
export const fixwellRepairs: SiteDefinition = {
  domain: FIXWELL_DOMAIN,
  language: 'en',
  pages: [fixwellHome, ...fixwellRepairPages, ...fixwellPages, ...fixwellBlogPages, ...fixwellLegalPages].map(
    fixwellLayout,
  ),
  robots: 'User-agent: *\nDisallow: /_hcms/\nDisallow: /hs/\nDisallow: /hs-search-results\n',
  notFound: fixwellLayout(fixwellNotFound).html,
};
