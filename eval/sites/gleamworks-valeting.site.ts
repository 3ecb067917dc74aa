import { gleamworksBlogPages } from './gleamworks-valeting.blog.ts';
import { gleamworksInfoPages } from './gleamworks-valeting.info.ts';
import { gleamworksLayout, gleamworksNotFound } from './gleamworks-valeting.layout.ts';
import { gleamworksHome, gleamworksPages } from './gleamworks-valeting.pages.ts';
import type { SiteDefinition } from './site-server.ts';

export const GLEAMWORKS_DOMAIN = 'gleamworks-valeting.test';

/**
 * Gleamworks, a (made-up) mobile car valeting and detailing business in Bristol started in 2018 by Ryan Mercer,
 * with Sophie Mercer on bookings and business accounts, two vans that come to your home or workplace and a unit in
 * Bedminster for ceramic coating and paint correction (Gleamworks Valeting Ltd, registered in England and Wales no.
 * 12874391, VAT GB 402 7719 36; Unit 7, Malago Yard, Bedminster, Bristol BS3 4QT; phone 0117 496 0382, WhatsApp
 * 07700 900 731, hello@gleamworks-valeting.test, fleet@gleamworks-valeting.test). Built by a freelance developer
 * as a Nuxt 3 app with Tailwind, rendered on the server: `<div id="__nuxt">`, scoped-style `data-v-xxxxxxxx`
 * attributes on every element, Vue's `<!--[-->`/`<!--]-->` fragment comments, `<NuxtLink>`s with
 * `router-link-active router-link-exact-active` on the current route, `<link rel="modulepreload">` tags, a
 * header with a hidden (`v-show`) mobile copy of the menu, a price calculator whose car-size tabs are
 * `<button role="tab">`s with all four panels in the HTML and three hidden by `style="display:none;"`, an FAQ of
 * `<details>` saved closed, a client-only reviews carousel rendered as an empty `<div>` with a `<noscript>`
 * line, a cookie consent banner, an Acuity Scheduling booking iframe, the blog from Nuxt Content, a footer with
 * the hours as 'Mon–Sat 08:00–18:00' where the pages write '8am – 6pm', the company and VAT numbers, and the
 * `__NUXT_DATA__` payload repeating each page's data plus a Pinia pricing store still holding the March 2025
 * price list no page shows (mini valet £27 / £31 / £36 / £41, full valet £79 / £89 / £102 / £112, ceramic £420 /
 * £490 / £560 / £610, headlights £55, plans £25 / £29 / £33 / £37).
 *
 * Facts: vans Monday to Saturday 8am – 6pm, phones Monday to Friday 9am – 5pm and Saturday 9am – 12 noon, no
 * Sundays or bank holidays; the unit by appointment only, ceramic drop-offs at 8.30am. Prices small / medium /
 * large / van: mini valet (about 1 hour) £30 / £35 / £40 / £45; full valet (about 3 hours) £85 / £95 / £110 /
 * £120; deep interior clean (4 to 5 hours) £130 / £145 / £165 / £175; pet-hair removal (added to a full valet or
 * deep interior clean, not a mini) £20 / £25 / £30 / £30; headlight restoration £60 a pair, £35 a single, redone
 * free if yellow within 12 months; ceramic coating (only at the unit, 2 days, no washing for 7 days, a check-up at
 * 12 months) £450 / £525 / £595 / £650; one-stage enhancement £250 / £295 / £340 / £380, two-stage correction
 * £420 / £480 / £550 / £600; Essential plan (a mini valet a month) £28 / £32 / £36 / £40, Premium plan (a full valet
 * every 3 months, minis between) £48 / £55 / £62 / £68, by Direct Debit, a 3-month minimum then 30 days' notice,
 * paused up to 2 months a year, 10% off other services; child seats cleaned £15 each. Car sizes: small (Fiat 500,
 * Yaris, Polo, Fiesta), medium (Golf, Focus, 3 Series, Model 3), large (SUVs, estates, MPVs, 7-seaters: Qashqai,
 * XC60, Octavia Estate, Discovery), van (Transit Custom, Transporter, Hilux). A £20 deposit for mobile bookings,
 * £100 for the unit; free to move up to 48 hours before (7 days for the unit); the balance by card or bank
 * transfer. Each van carries 250 litres of water and its own power; deep interior cleans and pet-hair removal need
 * a 13-amp socket within 20 metres; 1 metre round the car, the van within 20 metres; light rain under a gazebo,
 * rearranged free in heavy rain, strong winds or below 3°C. Fleet accounts from 5 vehicles, 15% off, from 7am on
 * weekdays, invoiced monthly at 30 days; staff valet days from 6 cars. Gift vouchers £25 to £500, valid 12
 * months, e-vouchers or printed ones posted free. Areas: BS1 to BS16, BS20, BS30, BS31, BS32, BS34, BS41 and BS48
 * free; BS21, BS35, BS36, BS37 and BS49 a £10 travel charge. Negatives each said once or a few times: we don't
 * take cash or cheques; we don't work on Sundays or bank holidays; we can't work in multi-storey or underground
 * car parks, on double yellow lines or in residents' bays without a permit; we don't valet motorbikes, caravans or
 * motorhomes; we don't remove or refit child car seats; we don't cover Bath, Weston-super-Mare or over the Severn
 * bridges; we can't do ceramic coating or paint correction on your driveway; no pet-hair removal with a mini
 * valet.
 *
 * Traps: the home page's bar 'Autumn offer: 20% off ceramic coating – until 31 October!' with no year, while the
 * FAQ says it ended on 31 October 2026 (and a September 2026 post gives the year); Gleamworks Steam, a
 * battery-safe steam valet for electric and hybrid cars from March 2027, prices in February 2027, not bookable
 * yet; a January 2024 post with that year's prices (mini £24 / £27 / £31 / £36, full £65 / £75 / £89 / £99, deep
 * interior £105 / £118 / £134 / £142, ceramic £375 / £425 / £495 / £545, the Monthly Valet Club £22 / £26 / £30 /
 * £34, pet hair £12, headlights £45), vans Monday to Saturday 7.30am – 5pm and Sunday mornings 9am – 1pm, phones
 * 8am – 8pm seven days a week, Bath on Fridays and a £15 deposit, its £75 full valet already in the blog card; the
 * 2021 terms labelled 'ARCHIVED – Terms & conditions (2021)' and linked from every footer (Ryan Mercer as a sole
 * trader at 22 Greville Road, Southville, BS3 1LL, a £10 deposit, 24 hours' notice, 7 days a week, 'in all
 * weathers', an outside tap and plug socket for every valet, Bath, ceramic coatings at your home, a 12-month
 * minimum on the Monthly Valet Club, cash on the day and cheques, £1 million public liability); the stale price
 * list in the payload; and a Christmas 2026 post alone holding the holiday dates (the last mobile valets on
 * Wednesday 23 December, the last unit drop-off on Tuesday 15 December, closed from Thursday 24 December 2026 to
 * Sunday 3 January 2027, phones until 1pm on 23 December, back on Monday 4 January 2027, printed vouchers ordered
 * by Thursday 17 December). The site's today, Tuesday 24 November 2026, is a weekday: the vans are out 8am – 6pm
 * and the phones answered 9am – 5pm. English only; Italian questions about it are the cross-language ones.
 */
export const gleamworksValeting: SiteDefinition = {
  domain: GLEAMWORKS_DOMAIN,
  language: 'en',
  pages: [gleamworksHome, ...gleamworksPages, ...gleamworksInfoPages, ...gleamworksBlogPages].map(
    gleamworksLayout,
  ),
  robots: 'User-agent: *\nDisallow: /api/\n',
  notFound: gleamworksLayout(gleamworksNotFound).html,
};
