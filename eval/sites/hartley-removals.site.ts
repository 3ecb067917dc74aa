import { hartleyInfoPages } from './hartley-removals.info.ts';
import { hartleyLayout, hartleyNotFound } from './hartley-removals.layout.ts';
import { hartleyNewsPages } from './hartley-removals.news.ts';
import { hartleyHome, hartleyPages } from './hartley-removals.pages.ts';
import type { SiteDefinition } from './site-server.ts';

export const HARTLEY_DOMAIN = 'hartley-removals.test';

/**
 * Hartley & Sons Removals, a (made-up) family removals and storage company in Bristol, founded in 1987 by Ray
 * Hartley and run by his sons Dan (moves) and Tom (storage and European moves) with Dan's daughter Lucy in the
 * office (Hartley & Sons Removals Ltd, registered in England & Wales no. 02174593, VAT GB 512 3387 06, waste
 * carrier CBDU318842; Unit 7, Marsh Lane Trading Estate, Feeder Road, Bristol BS2 0TQ; phone 0117 496 0582,
 * WhatsApp 07700 900 471, moves@hartley-removals.test, storage@hartley-removals.test). Built with Canva
 * Websites ("Publish as website", multi-page, custom domain): one long page per URL, each Canva design page a
 * `<section>` of absolutely positioned `div`s with generated class names (`_0xkaeQ`, `hmKMcA`, `_2iFkbQ`), text
 * in `p.cvGsUA.para-style-body` of `span.OYPEnA` runs with inline styles, `<strong>` runs, `white-space-prewrap`
 * `&nbsp;` runs, headings mostly bigger `p`s (`para-style-heading`) and now and then an `h1`/`h2`, bullet lists
 * as `ul > li.cvGsUA`, elements in layer order rather than reading order (headings after their text, the
 * man-and-van and storage price cards printing all the prices before all the names, the fixed-price table as a
 * column of prices printed before its column of labels, the home page's offer band printed after the hero it
 * tops, FAQ answers retyped in their own boxes printed before their questions), images as `img` under
 * `/_assets/media/` in positioned wrappers with empty alt text, shapes as inline SVG, buttons as linked groups,
 * a Jotform quote form and a Google map as iframes, and a `nav` of page links at the top; no `<main>`,
 * `<header>`, `<footer>` or `<article>`. The last section of every page is a pasted footer with the address,
 * phone, WhatsApp, emails, the office hours as 'Mon–Fri 8:00–18:00 · Sat 9:00–13:00' where the pages write
 * '8am – 6pm', the company, VAT and waste-carrier numbers and links to the terms, the archived 2021 terms,
 * privacy and news. The news posts are Canva pages outside the nav, reached from the News page's cards.
 *
 * Facts: office Monday to Friday 8am – 6pm, Saturday 9am – 1pm, closed Sundays; moves Monday to Saturday, crews
 * from 8am, man-and-van starts 8am – 3pm (Saturdays until 12 noon); bank holidays at the Saturday rate. Man and
 * van: 1 man £55 an hour, 2 men £75, 3 men and Luton £99; minimum 2 hours on weekdays, 3 on Saturdays, then by the
 * half hour; Saturdays and bank holidays +£10 an hour; no travel charge in BS1–BS16, £1.20 a mile outside;
 * students 10% off Monday to Thursday. Fixed prices within 15 miles on a weekday: studio £345, 1-bed flat £445,
 * 2-bed flat £645, 2-bed house £745, 3-bed house £945, 4-bed house from £1,295; Saturday +£95; two flights of
 * stairs included, £40 each extra floor without a lift. Extras: piano upright £195, baby grand £395, grand £495,
 * +£30 a flight; waiting time free for the first hour, then £50 an hour; overnight on the van £95 a night; bay
 * suspension applied for at £35 plus the council's charge (at least 10 working days; the van needs about 12
 * metres; tickets passed on); long carry over 25 metres £45; flat-pack furniture £25 an item; full-value cover
 * 0.8%, minimum £40; customs paperwork £150. Deposit 20% (fixed price) or £50 (man and van), balance by bank
 * transfer 3 working days before; card, Apple Pay, Google Pay, bank transfer; cancellation: more than 7 days
 * deposit refunded, 7 days to 72 hours deposit kept, under 72 hours 50%; one free postponement with 7 days'
 * notice. Goods in transit £50,000 on house moves, £10,000 on man-and-van jobs; public liability £5 million;
 * self-packed boxes only if the box is damaged; claims within 7 days. Packing service 1-bed £220, 2-bed £320,
 * 3-bed £450, 4-bed from £590, fragile-only £150, unpacking £35 an hour per packer. Packing shop: small box
 * £1.80, medium £2.20, large £2.80, wardrobe box £12.50, picture box £6, tape £1.95, fragile tape £2.40, bubble
 * wrap £6.50, paper £14, sofa cover £7, marker £1, tape gun £6, mattress covers £4 / £5.50 / £6.50, Flat Pack
 * £59, House Pack £129; free delivery in Bristol over £40 (£6 under), order by 2pm; unused boxes back within 30
 * days. Storage: wooden containers of 250 cubic feet (7ft × 5ft × 7ft); student locker £9 a week (minimum 8
 * weeks, collected from halls for £35), 1 container £22, 2 £40, 3 £57, each further £16; minimum 4 weeks, billed
 * 4-weekly, 2 weeks' notice; insurance £2.50 a week per container up to £5,000; visits by appointment with 24
 * hours' notice, weekdays 8.30am – 4.30pm free, Saturday 9am – 12 noon £15; first collection free within Bristol
 * for 12 weeks or more. Office moves out of hours with no weekend charge, crates £2 a week (minimum 20). UK
 * long-distance examples (London 2-bed from £1,150, Manchester 3-bed from £1,650, Edinburgh from £2,450). Europe:
 * monthly shared loads to France, Spain and Portugal in the first week (2 to 4 weeks, from £1,650), a dedicated
 * lorry to Paris from £3,200. Clearances from £195 (room, garage or loft), £595 (2-bed), £795 (3-bed), fridges £25,
 * mattresses £15. Areas: Bristol and 25 miles around (Bath, Keynsham, Portishead, Clevedon, Nailsea,
 * Weston-super-Mare, Thornbury, Yate, Chipping Sodbury). Negatives each said once or twice: no pets or live
 * animals; no cash or cheques; no Sunday moves; nothing hazardous or flammable; no disconnecting or plumbing in
 * washing machines, dishwashers or gas cookers; no IT disconnection on office moves; no plants, food, alcohol or
 * tobacco on European moves; no Switzerland, Norway or anywhere outside Europe; no Northern Ireland, Channel
 * Islands or Scottish islands; no pianos above the first floor without a lift; no piano tuning; no food, drink,
 * perishables, plants, animals, hazardous goods or firearms in storage; customers not inside the warehouse; no
 * asbestos, clinical waste, gas bottles, paint, chemicals or tyres on clearances; no payment for used boxes.
 *
 * Traps: the home page's band 'Autumn offer: 15% off storage – ends 31 October!' with no year, while the FAQ says
 * it ended on 31 October 2026 (and its September 2026 post gives the year); the Bath depot on Locksbrook Road
 * opening in spring 2027 (300 containers, prices in February 2027, no bookings yet) and two electric Luton vans
 * from March 2027; a January 2024 post with that year's prices (1 man £45, 2 men £65, 3 men £85 an hour,
 * Saturdays +£5, 1-bed flat £395, 2-bed flat £575, 3-bed house £850, storage £18 a week, boxes £1.50 / £1.90 /
 * £2.40, tape £1.60), a 25% deposit, a 15% student discount and office hours Monday to Friday 8.30am – 5.30pm and
 * Saturday 9am – 12 noon, its £45 already in the News card; the 2021 terms labelled 'ARCHIVED – 2021 terms and
 * conditions' and linked from every page (the old yard at Unit 3, Days Road, BS2 0QS, a 25% deposit, free
 * cancellation up to 14 days, the full price within 48 hours, £25,000 cover, claims within 3 days, 'Cash
 * payments are welcome', a 3-hour minimum, Sunday moves at time and a half, storage for at least 8 weeks with 4
 * weeks' notice and visits on Tuesdays and Thursdays only, waiting time £30 a half hour); and a Christmas 2026
 * post alone holding the holiday office hours (24 December 8am – 12 noon, closed 25 to 28 December, 29 and 30
 * December 9am – 4pm, 31 December 9am – 2pm, closed 1 to 3 January, normal hours from Monday 4 January 2027),
 * the last moving days (last house moves Wednesday 23 December, Christmas Eve man-and-van mornings, moves on 29
 * and 30 December and the morning of 31 December, first moves of 2027 on Monday 4 January), the store's closure
 * (24 December to 3 January, last visits 23 December by 4.30pm), the last box order date (18 December) and a
 * free Flat Pack with January moves booked by 18 December. The site's today, Tuesday 24 November 2026, is a
 * weekday: the office is open 8am – 6pm. English only; Italian questions about it are the cross-language ones.
 */
export const hartleyRemovals: SiteDefinition = {
  domain: HARTLEY_DOMAIN,
  language: 'en',
  pages: [hartleyHome, ...hartleyPages, ...hartleyInfoPages, ...hartleyNewsPages].map(hartleyLayout),
  robots: 'User-agent: *\nAllow: /\n',
  notFound: hartleyLayout(hartleyNotFound).html,
};
