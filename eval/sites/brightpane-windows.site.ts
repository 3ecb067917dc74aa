import { brightpaneInfoPages } from './brightpane-windows.info.ts';
import { brightpaneLayout, brightpaneNotFound } from './brightpane-windows.layout.ts';
import { brightpaneNewsPages } from './brightpane-windows.news.ts';
import { brightpaneHome, brightpanePages } from './brightpane-windows.pages.ts';
import type { SiteDefinition } from './site-server.ts';

export const BRIGHTPANE_DOMAIN = 'brightpane-windows.test';

/**
 * Brightpane Window Cleaning, a (made-up) family window and exterior cleaning firm in Harrogate, North Yorkshire,
 * started in 2012 by Mark Pennock, with Claire Pennock in the office and their son Josh on the gutter and solar
 * van (Brightpane Exterior Cleaning Ltd, registered in England & Wales no. 08415927, VAT GB 297 4410 58; Unit 3,
 * Claro Park, Claro Road, Harrogate HG1 4AP; phone 01423 860 247, text/WhatsApp 07700 900 582,
 * hello@brightpane-windows.test, accounts@brightpane-windows.test). Built with Mailchimp Websites (the website
 * builder in a Mailchimp account): `div#root` > `div.mcsite`, a header with a flat navigation bar, a 'Get a quote'
 * button and a hidden mobile drawer repeating every link, `<main>` of stacked `section.mc-section` blocks with
 * generated `css-*` classes, `data-section-id`/`data-section-type` and inline backgrounds, rows and columns of
 * `div.mc-block` blocks with `data-block-id`/`data-block-type` (text, image, button, sign-up form, divider,
 * spacer, social follow, code); text blocks holding the rich-text editor's HTML (headings only now and then, most
 * pseudo-headings bold lines, facts as `<br>`-separated lines, price lists typed as plain lines such as '4-weekly
 * £20 | 8-weekly £24 | one-off £45'), images from `mcusercontent.com`, Mailchimp audience sign-up forms (one
 * turned into the quote request), pasted code blocks (a Google map, a reviews widget), a footer with the address,
 * phone, WhatsApp, email, the office hours as 'Mon–Fri 08:30–16:00' where the pages write '8.30am – 4pm', the
 * company and VAT numbers and links to the terms, the archived 2021 terms, privacy and news on every page, the
 * builder's cookie banner, the 'Made with Mailchimp' badge and the `chimpstatic.com` site-tracking script. Mailchimp
 * has no blog: News is a page of image-and-text sections linking to one page per post, outside the navigation.
 *
 * Facts: office Monday to Friday 8.30am – 4pm; domestic rounds Monday to Friday, shop fronts on Saturday mornings
 * 6.30am – 10am (and weekdays before 9am); never Sundays. Round days: Monday Harrogate HG1 (town centre, Bilton,
 * Starbeck, Jennyfields, New Park), Tuesday Harrogate HG2 (Oatlands, Hookstone, Harlow Hill, Pannal Ash, the
 * Duchy), Wednesday Knaresborough and Scotton (HG5), Thursday Ripon, Bishop Monkton, Littlethorpe (HG4) and
 * Boroughbridge (YO51), Friday the HG3 villages (Killinghall, Hampsthwaite, Pannal, Beckwithshaw, Burnt Yates,
 * Summerbridge) and weather catch-up, Saturday shop fronts. Window cleaning, 4-weekly / 8-weekly / one-off: flat
 * £12 / £15 / £30, 2-bed terrace £16 / £19 / £38, 3-bed semi £20 / £24 / £45, 3-bed detached £25 / £29 / £52, 4-bed
 * detached £30 / £36 / £60, 5 bedrooms or more from £38 / £45 / £75; conservatory sides +£8 a clean, roof windows
 * +£2 each, three-storey townhouse +£6; the first clean at the one-off price. Gutter clearing (vacuum from the
 * ground, camera photos before and after): mid-terrace £60, semi or end-terrace £70, detached £85, large or three
 * storeys from £110, downpipe £15 each, a 3-month overflow promise; fascias and soffits semi £80, detached £110,
 * with a gutter clear £130 / £175. Conservatory roofs small (3m × 3m) £60, medium (4m × 4m) £80, large from £100.
 * Solar panels £4 a panel, minimum £40 (10 panels), twice a year (spring and autumn), pure water only. Shop fronts
 * from £8 a visit outside, from £14 inside and out; commercial invoiced monthly, 14 days. Pure water by reverse
 * osmosis and deionisation, 650-litre tanks, poles to the third storey (about 10 metres). Text the evening before;
 * skip a clean by texting by 6pm the day before; no contract, no notice period; a locked gate means the front
 * only at half price; dogs indoors; a weather-stopped clean redone within 7 days, never charged. Paying: invoice
 * after each clean, within 7 days, by GoCardless Direct Debit (3 working days after the clean), card (Visa,
 * Mastercard, Apple Pay, Google Pay) or bank transfer (sort code 30-94-57, account 41268803); two unpaid cleans
 * pause the round. One-off work moved or cancelled free up to 48 hours before, then a £20 fee. Damage reported
 * within 3 days; £5 million public liability; Federation of Window Cleaners. Negatives each said once or a few
 * times: we don't take cash or cheques; we don't clean above the third storey and don't do rope access; no
 * cleaning in heavy rain, high winds or below freezing; we don't need access inside your home; we don't clean
 * inside windows on homes; we don't work on Sundays; we don't repair, reseal or replace gutters or fit gutter
 * guards; we don't cover York, Leeds or Wetherby or Nidderdale beyond Summerbridge; we never walk, kneel or rest
 * ladders on conservatory roofs; we don't check, repair or disconnect solar systems; no pressure washing yet; the
 * unit is not open to callers.
 *
 * Traps: the home page's promo band '10% off your first clean – until 31 October!' with no year, while the FAQ says
 * it ended on 31 October 2026 (and a September 2026 post gives the year); driveway and patio pressure washing from
 * spring 2027 (first jobs March 2027, prices February 2027, no bookings yet); a January 2024 post with that year's
 * prices (3-bed semi £17 / £21, 2-bed terrace £13 / £17, 4-bed detached £27 / £32, gutters semi £55, detached £72,
 * solar £3 a panel, minimum £30), round days (Knaresborough moved to Tuesdays, Ripon and Boroughbridge to Fridays),
 * office hours 9am – 3pm and 'Cash on the day is still fine', its £17 already in the News card; the 2021 terms
 * labelled 'ARCHIVED – Terms of service (2021)' and linked from every footer (the sole trader at 14 Knox Grove,
 * Harrogate HG1 3JS, a 3-month minimum and 4 weeks' notice to leave, up to four storeys with ladders, inside cleans
 * every third visit, 'in all weathers except snow', missed cleans done on the following round, one-off work
 * cancelled within 7 days charged in full, cash on the day, cheques or transfer within 28 days, £2 million public
 * liability); and a Christmas 2026 post alone holding the holiday dates (last domestic rounds Friday 18 December,
 * cleans due 21–23 December brought forward to the week of 14 December, last shop fronts Wednesday 23 December,
 * gutters booked by 11 December, no cleaning from 24 December 2026 to 3 January 2027, the office open until 12 noon
 * on 23 December and back on Monday 4 January 2027, the first rounds on Monday 4 January, no Direct Debit
 * collections 24 December – 3 January). The site's today, Tuesday 24 November 2026, is a weekday: the office is
 * open 8.30am – 4pm and the HG2 round is out. English only; Italian questions about it are the cross-language
 * ones.
 */
export const brightpaneWindows: SiteDefinition = {
  domain: BRIGHTPANE_DOMAIN,
  language: 'en',
  pages: [brightpaneHome, ...brightpanePages, ...brightpaneInfoPages, ...brightpaneNewsPages].map(
    brightpaneLayout,
  ),
  robots: 'User-agent: *\nAllow: /\n',
  notFound: brightpaneLayout(brightpaneNotFound).html,
};
