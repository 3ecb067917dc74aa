import {
  a,
  FREE_AREA,
  h,
  htmlTable,
  mdTable,
  ol,
  p,
  quote,
  SB_EMAIL,
  SB_PHONE,
  SB_PHONE_HREF,
  type SootPage,
  TRAVEL_AREA,
  ul,
} from './sootandbrush-chimneys.layout.ts';

/*
 * The service pages, each a Markdown file with the 'page' layout except the home page (`index.njk`, its own
 * template): chimney sweeping (a price table with a header row, the 'how often' table, the thatch refusal and the
 * spring offer callout left up with no year), bird-nest removal (the nesting-season rule), CCTV flue
 * inspection (a headerless raw HTML price table), stove installation and servicing (HETAS certificates, no gas or
 * oil), cowls and caps (a headerless raw HTML table, nothing above two storeys), the prices page (one table with a
 * head, one typed headerless as `| | |` so its head is empty), the areas list and the 'coming in 2027' log
 * deliveries page.
 */

/** The spring offer callout nobody took down: no year on it, ended on 31 March 2026 (the FAQ and a post say so). */
const SPRING_OFFER = quote(
  p(
    '<strong>Spring offer:</strong> 10% off sweeps booked before 31 March! Get your chimney done in the quiet months and beat the autumn rush.',
  ),
);

/* ── Home (index.njk) ─────────────────────────────────────────────────────────────────────────────────── */

const card = (title: string, href: string, text: string, price: string) =>
  `\t\t\t\t<li class="card">\n\t\t\t\t\t<h3><a href="${href}">${title}</a></h3>\n\t\t\t\t\t<p>${text}</p>\n\t\t\t\t\t<p class="card-price">${price}</p>\n\t\t\t\t</li>\n`;

const latest: [iso: string, date: string, href: string, title: string][] = [
  [
    '2026-11-09',
    '09 November 2026',
    '/posts/2026/christmas-2026/',
    'Christmas 2026: last sweeps and holiday closing',
  ],
  [
    '2026-10-12',
    '12 October 2026',
    '/posts/2026/log-deliveries-2027/',
    'Coming in 2027: kiln-dried logs, delivered',
  ],
  ['2026-03-04', '04 March 2026', '/posts/2026/jackdaw-season/', 'Jackdaw season is here'],
];

export const sootHome: SootPage = {
  path: '/',
  title: 'Soot &amp; Brush Chimney Sweeps | Cirencester, Stroud &amp; the Cotswolds',
  description:
    'Family-run chimney sweeps in Cirencester and the Cotswolds since 1999: chimney sweeping, bird-nest removal, CCTV flue inspections, HETAS stove installation and servicing, cowls and caps.',
  layout: 'home',
  content: `<section class="hero">
\t\t\t\t<h1>Chimney sweeps for the Cotswolds</h1>
\t\t\t\t<p class="hero-lead">Family-run since 1999. Clean, certified sweeps for open fires, wood burners, range cookers and inglenooks across Cirencester, Stroud, Tetbury and the villages in between.</p>
\t\t\t\t<p><a class="button" href="/book/">Book a sweep</a> <a class="button button-outline" href="${SB_PHONE_HREF}">Call ${SB_PHONE}</a></p>
\t\t\t</section>
\t\t\t<section class="offer">
${SPRING_OFFER}\t\t\t</section>
\t\t\t<section class="services" aria-labelledby="what-we-do">
\t\t\t\t<h2 id="what-we-do">What we do</h2>
\t\t\t\t<ul class="cards">
${card('Chimney sweeping', '/chimney-sweeping/', 'Open fires, wood burners, range cookers and inglenooks, swept clean with a certificate of sweeping every time.', 'From £75')}${card('Bird-nest removal', '/bird-nest-removal/', 'Jackdaw nests cleared out of the flue, with the sweep and a smoke test included.', 'From £140')}${card('CCTV flue inspection', '/cctv-flue-inspection/', 'A camera up the flue, with the video and a written report.', '£120')}${card('Stove installation', '/stoves/', 'Wood burners and multi-fuel stoves fitted by our HETAS-registered installer, from survey to certificate.', 'From £2,650')}${card('Stove servicing', '/stoves/#servicing', 'Seals, fire rope, glass and baffle checked – and the sweep – once a year.', '£125')}${card('Cowls &amp; caps', '/cowls-and-caps/', 'Bird guards, rain caps and anti-downdraught cowls, fitted from our ladders.', 'From £75')}\t\t\t\t</ul>
\t\t\t</section>
\t\t\t<section class="why" aria-labelledby="why-soot-and-brush">
\t\t\t\t<h2 id="why-soot-and-brush">Why Soot &amp; Brush?</h2>
\t\t\t\t<ul>
\t\t\t\t\t<li>A family business: Martin, Josh and Claire Cole.</li>
\t\t\t\t\t<li>Clean work – dust sheets, a sealed fireplace and a HEPA vacuum running the whole time.</li>
\t\t\t\t\t<li>A certificate of sweeping after every sweep, for your home insurer or letting agent.</li>
\t\t\t\t\t<li>Members of the Guild of Master Chimney Sweeps, HETAS registered and fully insured.</li>
\t\t\t\t</ul>
\t\t\t\t<p><a href="/about/">More about us</a> · <a href="/reviews/">Read our reviews</a></p>
\t\t\t</section>
\t\t\t<section class="coming-soon" aria-labelledby="new-for-2027">
\t\t\t\t<h2 id="new-for-2027">New for 2027: logs, delivered</h2>
\t\t\t\t<p>From September 2027 we'll deliver kiln-dried hardwood logs to our customers. We're not taking orders yet. <a href="/firewood/">Find out more</a></p>
\t\t\t</section>
\t\t\t<section class="latest" aria-labelledby="latest-news">
\t\t\t\t<h2 id="latest-news">Latest news</h2>
\t\t\t\t<ol reversed class="postlist">
${latest.map(([iso, date, href, title]) => `\t\t\t\t\t<li class="postlist-item"><a href="${href}" class="postlist-link">${title}</a> <time class="postlist-date" datetime="${iso}">${date}</time></li>\n`).join('')}\t\t\t\t</ol>
\t\t\t\t<p><a href="/posts/">All news</a></p>
\t\t\t</section>`,
};

/* ── Chimney sweeping ───────────────────────────────────────────────────────────────────────────────────── */

const sweeping: SootPage = {
  path: '/chimney-sweeping',
  title: 'Chimney sweeping',
  description:
    'Chimney sweeping for open fires, wood burners, multi-fuel stoves, range cookers and inglenooks in Cirencester and the Cotswolds, with a certificate every time.',
  layout: 'page',
  content: `${SPRING_OFFER}${p("We sweep open fires, wood burners, multi-fuel stoves, solid-fuel range cookers and inglenooks, from the fireplace up to the pot. Martin or Josh will do the job, and it will be one of us who turns up – we don't send subcontractors.")}${h(2, "What's included")}${ul(
    [
      'Sweeping with brushes and rods, and a rotary power sweep where the flue needs it',
      'A smoke draw test to check the flue is clear and drawing',
      "A look at the fireplace, the stove's door seals and glass, and the pot from the ground",
      'A certificate of sweeping, emailed the same day',
    ],
  )}${h(2, 'Prices')}${mdTable(
    ['Appliance', 'Price', 'Allow about'],
    [
      ['Open fire', '£75', '45 minutes'],
      ['Wood burner or multi-fuel stove', '£85', '1 hour'],
      ['Range cooker (solid fuel)', '£95', '1 hour'],
      ['Inglenook fireplace', '£110', 'up to 2 hours'],
      ['Second flue, same visit', '£45', '–'],
    ],
  )}${p(`Saturday morning sweeps are £15 extra. There's no travel charge within 15 miles of Cirencester – see ${a('/areas/', 'where we sweep')}.`)}${h(2, 'How often should I have my chimney swept?')}${mdTable(
    ['What you burn', 'How often'],
    [
      ['Smokeless fuel', 'At least once a year'],
      ['Wood', 'Twice a year – before the winter and halfway through it'],
      ['House (bituminous) coal', 'Twice a year'],
      ['A stove you only light at Christmas', 'Once a year, before you light it'],
    ],
  )}${p(`Want a nudge next year? Tick the box when you ${a('/book/', 'book')} and we'll text you a reminder when your next sweep is due.`)}${h(2, 'Before we come')}${ul(
    [
      "Let the fire or stove go out at least 12 hours before we arrive – we can't sweep a hot flue.",
      'Clear about 2 metres in front of the fireplace and take ornaments off the mantelpiece.',
      'Shut pets in another room if you can.',
      "Someone over 18 needs to be at home while we're there.",
    ],
  )}${h(2, 'Clean work, every time')}${p("We lay dust sheets over the hearth and the floor in front of it, seal the fireplace opening and keep a HEPA-filtered vacuum running the whole time we're sweeping. You shouldn't find any soot in the room when we've gone.")}${h(2, 'Your certificate')}${p('After every sweep you get a certificate of sweeping, emailed the same day. Home insurers and letting agents ask for one, so keep it with your house papers.')}${h(2, 'Thatched roofs')}${p("We don't sweep thatched properties – our insurance doesn't cover work on or under thatch. If you live under thatch, ask us and we can recommend a specialist sweep who does.")}${p(`${a('/book/', 'Book a sweep')} or call ${SB_PHONE}.`)}`,
};

/* ── Bird-nest removal ──────────────────────────────────────────────────────────────────────────────────── */

const nests: SootPage = {
  path: '/bird-nest-removal',
  title: 'Bird-nest removal',
  description:
    'Jackdaw nests removed from chimneys across the Cotswolds, with a sweep, smoke test and certificate included. When the law lets us remove a nest, and how to stop the birds coming back.',
  layout: 'page',
  content: `${p('Jackdaws love Cotswold chimneys. A pair can fill a flue with sticks, wool and moss in a few days, and a blocked flue sends smoke back into the room the first time you light the fire.')}${h(2, 'What it costs')}${p("Nest removal starts at £140, which includes a full sweep, a smoke test and your certificate. Nests that have built up over several years can take most of a day and cost up to £260 – we'll look with the camera first and tell you the price before we start.")}${p('Most nest removals take 2 to 3 hours.')}${h(2, 'When we can remove a nest')}${p("All wild birds, their nests and their eggs are protected by the Wildlife and Countryside Act 1981. That means we can't remove a nest while birds are nesting – for jackdaws that's usually from March to the end of July.")}${p("We remove nests from August to the end of February. If birds are nesting in your chimney now, book us for August and don't light the fire in the meantime.")}${h(2, 'Stop them coming back')}${p(`Once the flue is clear, a bird guard cowl (£95 fitted) stops them coming back. We can fit one on the same visit – see ${a('/cowls-and-caps/', 'cowls and caps')}.`)}`,
};

/* ── CCTV flue inspection ───────────────────────────────────────────────────────────────────────────────── */

const cctv: SootPage = {
  path: '/cctv-flue-inspection',
  title: 'CCTV flue inspection',
  description:
    'A camera survey of your chimney flue, with the video and a written report: for house buyers, before a stove is fitted, after a chimney fire.',
  layout: 'page',
  content: `${p('A camera on flexible rods goes up the flue and records everything on the way: cracked liners, missing mortar, old nests, tar and blockages. You see it on the screen with us, and you keep the recording.')}${h(2, 'Prices')}${htmlTable(
    [
      ['CCTV inspection on its own', '£120'],
      ['Added to a sweep on the same visit', '£60'],
      ['Each extra flue, same visit', '£40'],
    ],
  )}${h(2, 'What you get')}${p("You get the video by download link and a written report within 3 working days. The report says what we found, flue by flue, and what we'd recommend.")}${h(2, "When it's worth it")}${ul(
    [
      "You're buying a house with a fireplace or stove and want to know what you're taking on",
      "You're thinking of fitting a stove or lining the chimney",
      'After a chimney fire',
      "Smoke or a tarry smell where there shouldn't be one, like the bedroom above",
    ],
  )}${h(2, 'Repairs')}${p("We don't carry out repairs to brickwork or chimney stacks – we're sweeps, not builders. The report tells your builder exactly where the problem is.")}`,
};

/* ── Stoves ─────────────────────────────────────────────────────────────────────────────────────────────── */

const stoves: SootPage = {
  path: '/stoves',
  title: 'Stove installation &amp; servicing',
  description:
    'Wood-burning and multi-fuel stoves supplied and fitted by a HETAS-registered installer in Cirencester and the Cotswolds, and annual stove servicing.',
  layout: 'page',
  content: `${h(2, 'Stove installation')}${p('We supply and fit wood-burning and multi-fuel stoves, and line the chimney where it needs it. Josh is our HETAS-registered installer and fits every stove himself, with Martin.')}${h(3, 'What it costs')}${p('A typical installation starts at £2,650 fitted: a 5kW Ecodesign stove, up to 8 metres of flexible stainless-steel liner, the register plate, a cowl and your HETAS certificate. Bigger stoves, new hearths and taller chimneys cost more – you get a fixed written quote after the survey.')}${h(3, 'How it works')}${ol(
    [
      '<strong>Home survey</strong> – £50, taken off the price if you go ahead. We measure the fireplace and the chimney and bring brochures.',
      '<strong>Quote</strong> – a fixed written quote within a week.',
      "<strong>Booking</strong> – a 25% deposit books your date. We're currently booking installations about 5 weeks ahead.",
      '<strong>Installation</strong> – most installations take 1 to 2 days.',
      '<strong>Certificate</strong> – we register the installation with HETAS (see below).',
    ],
  )}${p("Our workmanship is guaranteed for 2 years, and the stove comes with its manufacturer's warranty on top.")}${h(2, 'HETAS certificates')}${p("Every installation we do is registered with HETAS, who notify your local authority's building control for you. Your HETAS Certificate of Compliance comes by post within about 3 weeks. Keep it safe – your buyer's solicitor will ask for it when you sell the house.")}${p("Lost the certificate for a stove we fitted? Email us the address and roughly when it went in, and we'll request a copy from HETAS free of charge.")}${h(2, 'Servicing', 'servicing')}${p('An annual stove service is £125 and includes the sweep. We:')}${ul(
    [
      'sweep the flue and clean the baffle plate and the throat',
      "check the door and glass seals and replace the fire rope if it's worn (parts extra)",
      'check the firebricks, the grate and the air controls',
      'clean the glass and do a smoke test',
    ],
  )}${p('Allow about 90 minutes.')}${h(2, "What we don't do")}${p("We don't install or service gas or oil appliances – we're solid fuel and wood specialists. For a gas fire you need a Gas Safe registered engineer, and for an oil-fired range an OFTEC technician.")}${p("We don't have a showroom: Josh brings brochures to the survey, and can tell you where to see stoves lit.")}`,
};

/* ── Cowls and caps ─────────────────────────────────────────────────────────────────────────────────────── */

const cowls: SootPage = {
  path: '/cowls-and-caps',
  title: 'Cowls &amp; caps',
  description:
    'Bird guards, rain caps, anti-downdraught cowls and caps for disused chimneys, supplied and fitted.',
  layout: 'page',
  content: `${p("A cowl or cap on top of the chimney pot keeps out birds and rain, and can cure a fire that won't draw on windy days.")}${htmlTable(
    [
      ['Bird guard cowl', '£95 fitted'],
      ['Rain cap', '£85 fitted'],
      ['Anti-downdraught cowl', '£165 fitted'],
      ['Capping a disused chimney (vented)', '£75 per pot'],
    ],
  )}${p('Prices are for one pot, fitted from our ladders, on their own or on the same visit as a sweep.')}${h(2, 'Which one do I need?')}${ul(
    [
      '<strong>Bird guard cowl</strong> – jackdaws nesting in the pot, or twigs falling into the grate.',
      '<strong>Rain cap</strong> – water dripping onto the hearth or staining the chimney breast.',
      '<strong>Anti-downdraught cowl</strong> – for fires that puff fumes back into the room on gusty days.',
      '<strong>Vented cap</strong> – a chimney you no longer use, kept dry and ventilated.',
    ],
  )}${h(2, 'Height and access')}${p("We fit cowls from ladders on houses up to two storeys. We don't work on roofs above two storeys, or anywhere that needs scaffolding, and we don't arrange scaffolding.")}`,
};

/* ── Prices ─────────────────────────────────────────────────────────────────────────────────────────────── */

const prices: SootPage = {
  path: '/prices',
  title: 'Prices',
  description: 'What we charge for chimney sweeping, nest removal, CCTV inspections, stoves and cowls.',
  layout: 'page',
  content: `${p("All our prices in one place. There's no call-out charge within 15 miles of Cirencester.")}${h(2, 'Chimney sweeping')}${mdTable(
    ['Appliance', 'Price'],
    [
      ['Open fire', '£75'],
      ['Wood burner or multi-fuel stove', '£85'],
      ['Range cooker (solid fuel)', '£95'],
      ['Inglenook fireplace', '£110'],
      ['Second flue, same visit', '£45'],
    ],
  )}${p('Every sweep includes a smoke test and a certificate of sweeping. Saturday morning appointments are £15 extra.')}${h(2, 'Other services')}${mdTable(
    ['', ''],
    [
      ['Bird-nest removal (includes the sweep)', 'from £140'],
      ['CCTV flue inspection on its own', '£120'],
      ['CCTV inspection with a sweep', '£60'],
      ['Smoke test on its own', '£45'],
      ['Stove service (includes the sweep)', '£125'],
      ['Home survey for a new stove', '£50'],
      ['Stove installation, fitted', 'from £2,650'],
    ],
  )}${h(2, 'Cowls and caps')}${mdTable(
    ['Cowl', 'Fitted'],
    [
      ['Bird guard cowl', '£95'],
      ['Rain cap', '£85'],
      ['Anti-downdraught cowl', '£165'],
      ['Vented cap for a disused chimney', '£75'],
    ],
  )}${h(2, 'Travel')}${p(`No travel charge within 15 miles of Cirencester. Further out (${TRAVEL_AREA.join(', ')}) there's a £15 travel charge.`)}${h(2, 'Paying')}${p('Pay on the day by card – we take contactless on the doorstep – by bank transfer within 7 days, or in cash. We do not take cheques.')}${h(2, 'Cancelling')}${p("Moving or cancelling is free up to 48 hours before your appointment. With less notice, or if the fire is still lit when we arrive, there's a £35 charge.")}`,
};

/* ── Areas ──────────────────────────────────────────────────────────────────────────────────────────────── */

const areas: SootPage = {
  path: '/areas',
  title: 'Where we sweep',
  description: 'The towns and villages we cover from Cirencester, and where a travel charge applies.',
  layout: 'page',
  content: `${p("We're based in Cirencester and cover the south Cotswolds, the Stroud valleys and the edge of Wiltshire.")}${h(2, 'No travel charge')}${p('Anywhere within 15 miles of Cirencester, including:')}${ul([...FREE_AREA])}${p('…and the villages in between, from Ampney Crucis to Sapperton.')}${h(2, 'A £15 travel charge')}${ul([...TRAVEL_AREA])}${h(2, 'Outside our area')}${p("We don't cover Gloucester, Cheltenham or Swindon – they're outside our area, and the Guild of Master Chimney Sweeps lists good local sweeps there.")}${p(`Not sure? Send us your postcode at ${a(`mailto:${SB_EMAIL}`, SB_EMAIL)}.`)}`,
};

/* ── Log deliveries, coming in 2027 ─────────────────────────────────────────────────────────────────────── */

const firewood: SootPage = {
  path: '/firewood',
  title: 'Kiln-dried logs – coming in 2027',
  description: 'Kiln-dried hardwood log deliveries from Soot & Brush, starting in September 2027.',
  layout: 'page',
  content: `${quote(p("<strong>Coming soon.</strong> Log deliveries start in September 2027. We're not taking orders yet."))}${p("Most of the tar we sweep out of Cotswold chimneys comes from wet wood. So from September 2027 we'll deliver kiln-dried hardwood logs – Ready to Burn certified, under 20% moisture – to customers within our free area.")}${h(2, 'Prices and ordering')}${p("We're not taking orders yet; prices will be published in summer 2027.")}${p(`Want to hear first? Email ${a(`mailto:${SB_EMAIL}?subject=Logs`, SB_EMAIL)} with "Logs" in the subject and we'll add you to the waiting list.`)}`,
};

export const sootServicePages: SootPage[] = [sweeping, nests, cctv, stoves, cowls, prices, areas, firewood];
