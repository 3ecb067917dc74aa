import {
  block,
  checkList,
  ctaBand,
  each,
  type GleamPage,
  GW_FLEET_EMAIL,
  GW_PHONE,
  GW_PHONE_HREF,
  GW_WHATSAPP,
  GW_WHATSAPP_HREF,
  h2,
  icon,
  link,
  nuxtImg,
  pageHeader,
  para,
  priceGrid,
  SIZE_LABELS,
  type Sizes,
  scoped,
} from './gleamworks-valeting.layout.ts';

/*
 * The service pages of the Nuxt app: home (`pages/index.vue`: the autumn offer bar saved as '20% off ceramic
 * coating – until 31 October!' with no year, the hero, how it works, service cards, the Bedminster unit, the
 * client-only reviews carousel that renders an empty `<div>` with a `<noscript>` line, the areas teaser, the EV
 * steam teaser and the latest posts), the services index, one page per service (`pages/services/[slug].vue`
 * with each service's four car-size prices in a grid), the prices page with the calculator (`PriceCalculator.vue`:
 * car-size tabs as `<button role="tab">`s and all four panels in the HTML, the three not selected hidden by
 * `v-show` with `style="display:none;"`), monthly plans, fleet and business accounts, gift vouchers, areas by
 * postcode and the 'coming in 2027' EV steam page.
 */

/* ── Prices, as `server/api/prices.get.ts` returns them ─────────────────────────────────────────────── */

export const MINI: Sizes = ['£30', '£35', '£40', '£45'];
export const FULL: Sizes = ['£85', '£95', '£110', '£120'];
export const DEEP: Sizes = ['£130', '£145', '£165', '£175'];
export const PET: Sizes = ['£20', '£25', '£30', '£30'];
export const CERAMIC: Sizes = ['£450', '£525', '£595', '£650'];
export const ONE_STAGE: Sizes = ['£250', '£295', '£340', '£380'];
export const TWO_STAGE: Sizes = ['£420', '£480', '£550', '£600'];
export const ESSENTIAL: Sizes = ['£28', '£32', '£36', '£40'];
export const PREMIUM: Sizes = ['£48', '£55', '£62', '£68'];

const SIZE_KEYS = ['small', 'medium', 'large', 'van'] as const;
const SIZE_EXAMPLES: Sizes = [
  'City cars and superminis – e.g. Fiat 500, Toyota Yaris, VW Polo, Ford Fiesta',
  'Family hatchbacks and saloons – e.g. VW Golf, Ford Focus, BMW 3 Series, Tesla Model 3',
  'SUVs, estates, MPVs and 7-seaters – e.g. Nissan Qashqai, Volvo XC60, Skoda Octavia Estate, Land Rover Discovery',
  'Small and medium vans and pick-ups – e.g. Ford Transit Custom, VW Transporter, Toyota Hilux',
];
const pounds = (p: string) => Number(p.replace(/[^0-9]/g, ''));
const bySize = (prices: Sizes) => Object.fromEntries(SIZE_KEYS.map((k, i) => [k, pounds(prices[i] ?? '0')]));

/* ── Home ───────────────────────────────────────────────────────────────────────────────────────────── */

const offerBar = scoped(
  'components/OfferBar',
  `<div class="bg-amber-400 text-amber-950"><div class="mx-auto flex max-w-6xl items-center justify-center gap-3 px-4 py-2.5 text-sm sm:px-6 lg:px-8"><p><strong class="font-semibold">Autumn offer: 20% off ceramic coating – until 31 October!</strong> <span class="hidden sm:inline">Book your coating at our Bedminster unit and save a fifth.</span> ${link('/services/ceramic-coating', 'Find out more <span aria-hidden="true">→</span>', 'font-semibold underline')}</p><button type="button" class="ml-2 rounded p-1 hover:bg-amber-300"><span class="sr-only">Dismiss</span>${icon('x-mark-20-solid', 'h-4 w-4')}</button></div></div>`,
);

const serviceCard = (title: string, text: string, from: string, href: string, image: string) =>
  scoped(
    'components/ServiceCard',
    `<article class="group flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">${nuxtImg(image, '', 600, 400, 'aspect-[3/2] w-full object-cover')}<div class="flex flex-1 flex-col p-6"><h3 class="text-lg font-semibold text-slate-900">${title}</h3><p class="mt-2 flex-1 text-sm leading-6 text-slate-600">${text}</p><div class="mt-4 flex items-center justify-between"><p class="text-sm font-semibold text-sky-700">${from}</p>${link(href, `More <span class="sr-only">about ${title}</span>${icon('arrow-right-20-solid', 'ml-1 inline h-4 w-4')}`, 'text-sm font-semibold text-slate-900 group-hover:text-sky-700')}</div></div></article>`,
  );

const SERVICE_CARDS: [string, string, string, string, string][] = [
  [
    'Mini valet',
    'A hand wash outside and a tidy inside: wheels, windows inside and out, a vacuum and a wipe of the dash.',
    'From £30',
    '/services/mini-valet',
    'card-mini-valet.jpg',
  ],
  [
    'Full valet',
    'Inside and out, top to bottom – door shuts, boot, plastics, leather and a spray sealant.',
    'From £85',
    '/services/full-valet',
    'card-full-valet.jpg',
  ],
  [
    'Deep interior clean',
    'Seats and carpets shampooed and extracted with hot water, leather cleaned and fed.',
    'From £130',
    '/services/deep-interior-clean',
    'card-deep-interior.jpg',
  ],
  [
    'Pet-hair removal',
    'Every last dog hair out of the carpets, seats and boot. Added to a full valet or deep clean.',
    'From £20',
    '/services/pet-hair-removal',
    'card-pet-hair.jpg',
  ],
  [
    'Headlight restoration',
    'Cloudy, yellow headlights sanded, polished and sealed so they’re clear again.',
    '£60 a pair',
    '/services/headlight-restoration',
    'card-headlights.jpg',
  ],
  [
    'Ceramic coating',
    'Years of gloss and protection, applied in our Bedminster unit after a machine polish.',
    'From £450',
    '/services/ceramic-coating',
    'card-ceramic.jpg',
  ],
];

const REVIEWS_NOSCRIPT =
  '<noscript><p class="mt-6 text-center text-slate-600">Rated 4.9 out of 5 from over 300 Google reviews. Turn on JavaScript to read them here, or see them on Google.</p></noscript>';

export const gleamworksHome: GleamPage = {
  path: '/',
  title: 'Gleamworks | Mobile car valeting & detailing in Bristol',
  description:
    'Mobile car valeting across Bristol: mini and full valets, deep interior cleans, pet-hair removal and headlight restoration at your home or workplace, plus ceramic coating at our Bedminster unit.',
  component: 'index',
  head: '<script type="application/ld+json">{"@context":"https://schema.org","@type":"AutoWash","name":"Gleamworks","url":"https://gleamworks-valeting.test","telephone":"+44 117 496 0382","address":{"@type":"PostalAddress","streetAddress":"Unit 7, Malago Yard, Bedminster","addressLocality":"Bristol","postalCode":"BS3 4QT","addressCountry":"GB"},"openingHoursSpecification":[{"@type":"OpeningHoursSpecification","dayOfWeek":["Monday","Tuesday","Wednesday","Thursday","Friday","Saturday"],"opens":"08:00","closes":"18:00"}],"areaServed":"Bristol"}</script>',
  data: {
    key: 'page-home',
    value: {
      hero: {
        title: 'A showroom shine, on your driveway',
        subtitle: 'Mobile car valeting and detailing across Bristol.',
      },
      banner: {
        text: 'Autumn offer: 20% off ceramic coating – until 31 October!',
        link: '/services/ceramic-coating',
      },
      services: SERVICE_CARDS.map(([title, , from, href]) => ({ title, from, href })),
    },
  },
  body: scoped(
    'pages/index',
    `${offerBar}<section class="relative isolate overflow-hidden bg-slate-900">${nuxtImg('hero-van-driveway-clifton.jpg', 'A Gleamworks van and valeter working on a car on a Clifton driveway', 1600, 900, 'absolute inset-0 -z-10 h-full w-full object-cover opacity-40')}<div class="mx-auto max-w-6xl px-4 py-24 sm:px-6 sm:py-32 lg:px-8"><div class="max-w-2xl"><p class="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm text-sky-100 ring-1 ring-inset ring-white/20">${icon('star-20-solid', 'h-4 w-4 text-amber-400')} 4.9 on Google</p><h1 class="mt-6 text-4xl font-bold tracking-tight text-white sm:text-6xl">A showroom shine, on your driveway</h1><p class="mt-6 text-lg leading-8 text-slate-200">Mobile car valeting and detailing across Bristol. Our two vans come to your home or workplace – we bring our own water and power – and our unit in Bedminster does ceramic coating and paint correction.</p><div class="mt-10 flex flex-wrap gap-4">${link('/booking', 'Book online', 'rounded-full bg-sky-500 px-6 py-3 text-sm font-semibold text-white shadow hover:bg-sky-400')}${link('/prices', 'Prices for your car', 'rounded-full bg-white/10 px-6 py-3 text-sm font-semibold text-white ring-1 ring-inset ring-white/30 hover:bg-white/20')}</div></div></div></section>${block(
      `${h2('How it works')}<ol class="mt-10 grid gap-8 sm:grid-cols-3">${each(
        [
          [
            '1. Book online',
            'Pick your service, car size and a slot. A £20 deposit secures your booking and comes off the bill.',
          ],
          [
            '2. We come to you',
            'At home, at work, on the street outside – we text you when we’re 30 minutes away. You don’t need to be there.',
          ],
          [
            '3. Pay when it’s done',
            'We send photos when we’ve finished, and you pay the balance by card or bank transfer.',
          ],
        ],
        ([t, d]) =>
          `<li class="rounded-2xl bg-slate-50 p-6"><h3 class="font-semibold text-slate-900">${t}</h3><p class="mt-2 text-sm leading-6 text-slate-600">${d}</p></li>`,
      )}</ol>`,
    )}${block(
      `<div class="flex items-end justify-between gap-4">${h2('Our services')}${link('/services', 'All services', 'text-sm font-semibold text-sky-700 hover:text-sky-600')}</div><div class="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">${each(SERVICE_CARDS, ([t, d, f, href, img]) => serviceCard(t, d, f, href, img))}</div>`,
      'bg-slate-50 py-16 sm:py-20',
    )}${block(
      `<div class="grid items-center gap-10 lg:grid-cols-2"><div>${h2('Our detailing unit in Bedminster')}${para('Ceramic coating and paint correction need a clean, dry, dust-free room, so we do them in our own unit in Bedminster rather than on your drive. Drop your car off in the morning and we’ll look after it until it’s ready.')}${para('The unit is open by appointment only – it isn’t a drop-in car wash.')}<div class="mt-6 flex gap-4">${link('/services/ceramic-coating', 'Ceramic coating', 'rounded-full bg-slate-900 px-5 py-2.5 text-sm font-semibold text-white hover:bg-slate-700')}${link('/services/paint-correction', 'Paint correction', 'rounded-full px-5 py-2.5 text-sm font-semibold text-slate-900 ring-1 ring-inset ring-slate-300 hover:bg-slate-50')}</div></div>${nuxtImg('unit-bedminster-ceramic-bay.jpg', 'A car under the lights in our Bedminster unit', 800, 560, 'rounded-2xl shadow-lg')}</div>`,
    )}${block(
      `<div class="text-center">${h2('What our customers say')}<p class="mt-2 text-slate-600">Real reviews from Google.</p></div><div class="reviews-carousel mt-10 min-h-[260px]"></div>${REVIEWS_NOSCRIPT}`,
      'bg-slate-50 py-16 sm:py-20',
    )}${block(
      `<div class="grid gap-10 lg:grid-cols-2"><div>${h2('Where we go')}${para('Our vans cover all of Bristol from BS1 to BS16, and the towns around it from Portishead to Keynsham, with no travel charge. Some postcodes further out have a small travel charge.')}<div class="mt-6">${link('/areas', 'Check your postcode', 'rounded-full bg-sky-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-sky-500')}</div></div><div class="rounded-2xl bg-emerald-50 p-8 ring-1 ring-emerald-200"><p class="text-sm font-semibold uppercase tracking-wider text-emerald-700">Coming in 2027</p><h3 class="mt-2 text-xl font-bold text-slate-900">Battery-safe steam valeting for electric cars</h3><p class="mt-3 text-slate-600">A low-water steam valet designed around EVs and hybrids. Not bookable yet – join the waiting list to hear first.</p><div class="mt-5">${link('/ev-steam-valeting', 'Find out more', 'text-sm font-semibold text-emerald-700 underline')}</div></div></div>`,
    )}${block(
      `<div class="flex items-end justify-between gap-4">${h2('From the blog')}${link('/blog', 'All posts', 'text-sm font-semibold text-sky-700 hover:text-sky-600')}</div><div class="mt-10 grid gap-6 sm:grid-cols-3">${each<
        [string, string, string]
      >(
        [
          ['10 November 2026', 'Christmas 2026: last valets and holiday dates', '/blog/christmas-2026'],
          ['3 November 2026', 'Winter car care: salt, rain and your valet', '/blog/winter-car-care-2026'],
          [
            '7 October 2026',
            'Coming in 2027: steam valeting for electric cars',
            '/blog/ev-steam-valeting-2027',
          ],
        ],
        ([date, t, href]) =>
          `<article class="rounded-2xl border border-slate-200 p-6"><p class="text-xs text-slate-500">${date}</p><h3 class="mt-2 font-semibold text-slate-900">${link(href, t, 'hover:text-sky-700')}</h3></article>`,
      )}</div>`,
      'border-t border-slate-100 py-16',
    )}${ctaBand()}`,
  ),
};

/* ── Services index ─────────────────────────────────────────────────────────────────────────────────── */

const servicesIndex: GleamPage = {
  path: '/services',
  title: 'Our valeting & detailing services',
  description:
    'Mini valet, full valet, deep interior clean, pet-hair removal, headlight restoration, ceramic coating and paint correction in Bristol.',
  component: 'services/index',
  body: scoped(
    'pages/services/index',
    `${pageHeader('Valeting &amp; detailing services', 'Everything from a quick monthly tidy to a five-year ceramic coating. Mobile valets come to you anywhere in our area; ceramic coating and paint correction are done at our unit in Bedminster.', 'Services')}${block(
      `<div class="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">${each(SERVICE_CARDS, ([t, d, f, href, img]) => serviceCard(t, d, f, href, img))}${serviceCard('Paint correction', 'Swirls, haze and light scratches machine-polished out at our unit.', 'From £250', '/services/paint-correction', 'card-paint-correction.jpg')}</div>`,
    )}${block(
      `<div class="grid gap-6 lg:grid-cols-3"><div class="rounded-2xl bg-slate-50 p-6"><h3 class="font-semibold text-slate-900">Monthly plans</h3><p class="mt-2 text-sm text-slate-600">A valet every month on the same day, paid by Direct Debit.</p><p class="mt-3">${link('/maintenance-plans', 'See plans', 'text-sm font-semibold text-sky-700')}</p></div><div class="rounded-2xl bg-slate-50 p-6"><h3 class="font-semibold text-slate-900">Fleet &amp; business</h3><p class="mt-2 text-sm text-slate-600">Company cars and vans valeted at your depot or office.</p><p class="mt-3">${link('/fleet', 'Business accounts', 'text-sm font-semibold text-sky-700')}</p></div><div class="rounded-2xl bg-slate-50 p-6"><h3 class="font-semibold text-slate-900">Gift vouchers</h3><p class="mt-2 text-sm text-slate-600">For any amount or any service.</p><p class="mt-3">${link('/gift-vouchers', 'Buy a voucher', 'text-sm font-semibold text-sky-700')}</p></div></div>`,
      'pb-16',
    )}${ctaBand()}`,
  ),
};

/* ── One page per service ───────────────────────────────────────────────────────────────────────────── */

interface Service {
  slug: string;
  name: string;
  title: string;
  description: string;
  intro: string;
  image: string;
  duration: string;
  where: string;
  included: string[];
  prices?: Sizes;
  /** The price block's heading and any line under it. */
  priceTitle?: string;
  priceNote?: string;
  /** Extra sections of the page, after the prices. */
  more: string;
}

const servicePage = (s: Service): GleamPage => ({
  path: `/services/${s.slug}`,
  title: s.title,
  description: s.description,
  component: 'services/[slug]',
  data: {
    key: `service-${s.slug}`,
    value: {
      slug: s.slug,
      name: s.name,
      duration: s.duration,
      where: s.where,
      included: s.included,
      ...(s.prices ? { prices: bySize(s.prices) } : {}),
    },
  },
  body: scoped(
    'pages/services/[slug]',
    `${pageHeader(s.name, s.intro, 'Services')}${block(
      `<div class="grid gap-12 lg:grid-cols-5"><div class="lg:col-span-3">${h2('What’s included')}<div class="mt-6">${checkList(s.included)}</div></div><aside class="lg:col-span-2"><div class="rounded-2xl bg-slate-50 p-6"><dl class="space-y-4 text-sm"><div><dt class="font-semibold text-slate-900">How long</dt><dd class="mt-1 text-slate-600">${s.duration}</dd></div><div><dt class="font-semibold text-slate-900">Where</dt><dd class="mt-1 text-slate-600">${s.where}</dd></div></dl></div>${nuxtImg(s.image, '', 640, 420, 'mt-6 rounded-2xl')}</aside></div>`,
    )}${
      s.prices
        ? block(
            `${h2(s.priceTitle ?? 'Prices')}${s.priceNote ? para(s.priceNote) : '<!---->'}<div class="mt-8">${priceGrid(s.prices)}</div><p class="mt-4 text-sm text-slate-500">Not sure which size your car is? ${link('/prices', 'See our car sizes', 'font-semibold text-sky-700 underline')}.</p>`,
            'bg-slate-50 py-14 sm:py-16',
          )
        : '<!---->'
    }${s.more}${ctaBand()}`,
  ),
});

const miniValet = servicePage({
  slug: 'mini-valet',
  name: 'Mini valet',
  title: 'Mini valet in Bristol',
  description: 'A mobile mini valet at your home or workplace in Bristol, from £30.',
  intro:
    'Our quickest valet: a proper hand wash outside and a tidy-up inside, for cars that are looked after and just need freshening up.',
  image: 'mini-valet-snow-foam.jpg',
  duration: 'About 1 hour',
  where: 'At your home or workplace – we bring our own water and power',
  included: [
    'Snow foam pre-wash and two-bucket hand wash with a pH-neutral shampoo',
    'Wheels, tyres and arches cleaned',
    'Windows and mirrors cleaned inside and out',
    'Quick vacuum of the seats, carpets and mats',
    'Dashboard, console and door cards wiped down',
    'Dried with plush microfibre towels',
  ],
  prices: MINI,
  priceTitle: 'Mini valet prices',
  more: block(
    `<div class="rounded-2xl border border-amber-200 bg-amber-50 p-6 text-sm leading-6 text-amber-900"><p><strong>Pet hair?</strong> Pet-hair removal isn’t available with a mini valet – it takes longer than the whole mini valet does. Choose a ${link('/services/full-valet', 'full valet', 'font-semibold underline')} or a ${link('/services/deep-interior-clean', 'deep interior clean', 'font-semibold underline')} and add it on.</p></div>`,
  ),
});

const fullValet = servicePage({
  slug: 'full-valet',
  name: 'Full valet',
  title: 'Full valet in Bristol',
  description: 'A full mobile valet inside and out, at your home or workplace in Bristol, from £85.',
  intro:
    'Inside and out, top to bottom. Our most popular valet, for cars that need more than a wash – family cars, cars you’re selling, cars that haven’t been done for a while.',
  image: 'full-valet-door-shuts.jpg',
  duration: 'About 3 hours',
  where: 'At your home or workplace – we bring our own water and power',
  included: [
    'Everything in the mini valet',
    'Door shuts, fuel flap and boot shut cleaned',
    'Full vacuum, including the boot and under the seats',
    'Plastics and trim cleaned and dressed with a matt finish',
    'Leather seats wiped with a leather cleaner',
    'Tyres dressed',
    'A spray sealant on the paint that protects it for up to 12 weeks',
  ],
  prices: FULL,
  priceTitle: 'Full valet prices',
  priceNote: 'Add pet-hair removal or headlight restoration to a full valet – see below.',
  more: block(
    `<div class="grid gap-6 sm:grid-cols-2"><div class="rounded-2xl border border-slate-200 p-6"><h3 class="font-semibold text-slate-900">Add pet-hair removal</h3><p class="mt-2 text-sm text-slate-600">From £20, depending on the size of the car. ${link('/services/pet-hair-removal', 'Pet-hair removal', 'font-semibold text-sky-700 underline')}</p></div><div class="rounded-2xl border border-slate-200 p-6"><h3 class="font-semibold text-slate-900">Add headlight restoration</h3><p class="mt-2 text-sm text-slate-600">£60 a pair, done while we valet. ${link('/services/headlight-restoration', 'Headlight restoration', 'font-semibold text-sky-700 underline')}</p></div></div>`,
  ),
});

const deepInterior = servicePage({
  slug: 'deep-interior-clean',
  name: 'Deep interior clean',
  title: 'Deep interior clean & upholstery shampoo',
  description:
    'Seats and carpets shampooed and hot-water extracted at your home or workplace in Bristol, from £130.',
  intro:
    'For interiors that need more than a vacuum: spilt coffee, muddy footwells, kids’ snacks ground into the seats. We shampoo and extract every fabric surface and clean and condition the leather.',
  image: 'deep-interior-extraction.jpg',
  duration: '4 to 5 hours, plus drying time',
  where: 'At your home or workplace – we need a plug socket (see below)',
  included: [
    'Full vacuum and compressed-air blow-out of vents, seams and rails',
    'Seats and carpets shampooed and hot-water extracted',
    'Mats shampooed and extracted',
    'Headlining spot-cleaned',
    'Leather cleaned with a soft brush and conditioned',
    'Plastics, vents and door cards deep-cleaned and dressed',
    'Interior glass cleaned',
  ],
  prices: DEEP,
  priceTitle: 'Deep interior clean prices',
  priceNote:
    'Interior only. Want the outside done too? Book a full valet on the same visit and we’ll take £40 off the two.',
  more: block(
    `${h2('What we need from you')}${para('Our hot-water extractor needs more power than the van’s power pack gives, so for a deep interior clean we need a normal 13-amp plug socket within 20 metres of the car. We bring a 20-metre outdoor cable with a safety cut-out. No socket nearby? Book a full valet instead.')}${para('The seats stay damp for a few hours afterwards – leave the windows open a crack if the car is somewhere safe, and don’t sit on damp fabric in light-coloured clothes.')}`,
  ),
});

const petHair = servicePage({
  slug: 'pet-hair-removal',
  name: 'Pet-hair removal',
  title: 'Dog and pet-hair removal',
  description: 'Pet-hair removal added to a full valet or deep interior clean, from £20.',
  intro:
    'Dog hair weaves itself into carpet and seat fabric and a normal vacuum won’t shift it. We use rubber blades, pet-hair stones and a high-suction vacuum to get every last hair out.',
  image: 'pet-hair-boot-labrador.jpg',
  duration: 'Adds 45 minutes to 2 hours to your valet',
  where: 'Added to a full valet or deep interior clean, at your home or workplace',
  included: [
    'Hair removed from seats, carpets, mats and the boot',
    'Hair raked out of the boot carpet and seat seams',
    'High-suction vacuum with a motorised pet-hair head',
    'Lint rollers over the headlining and seat backs',
  ],
  prices: PET,
  priceTitle: 'Pet-hair removal prices',
  priceNote: 'Added to a full valet or a deep interior clean. It isn’t available with a mini valet.',
  more: block(
    `${para('Years of hair from a long-haired dog that lives in the boot? Send us a few photos on WhatsApp and we’ll give you a price first.')}${para(`WhatsApp: <a href="${GW_WHATSAPP_HREF}" class="font-semibold text-sky-700">${GW_WHATSAPP}</a>`)}${para('Pet-hair removal uses our mains-powered vacuum, so like the deep interior clean it needs a normal plug socket within 20 metres of the car.')}`,
  ),
});

const headlights = servicePage({
  slug: 'headlight-restoration',
  name: 'Headlight restoration',
  title: 'Headlight restoration in Bristol',
  description: 'Cloudy, yellow headlights restored and UV-sealed at your home or workplace, £60 a pair.',
  intro:
    'Plastic headlight lenses go cloudy and yellow in the sun, and dim headlights can fail an MOT. We sand, polish and seal them so they’re clear again.',
  image: 'headlight-before-after.jpg',
  duration: 'About 1 hour',
  where: 'At your home or workplace, on its own or added to any valet',
  included: [
    'Lenses masked off and wet-sanded in three stages',
    'Machine polished to a clear finish',
    'Sealed with a UV-protective coating',
    'If they go yellow again within 12 months, we’ll redo them free',
  ],
  more: block(
    `${h2('Headlight restoration prices')}<dl class="mt-8 grid gap-4 sm:grid-cols-2"><div class="rounded-2xl border border-slate-200 bg-white p-5 text-center shadow-sm"><dt class="text-sm font-medium text-slate-500">A pair of headlights</dt><dd class="mt-2 text-3xl font-bold tracking-tight text-slate-900">£60</dd></div><div class="rounded-2xl border border-slate-200 bg-white p-5 text-center shadow-sm"><dt class="text-sm font-medium text-slate-500">A single headlight</dt><dd class="mt-2 text-3xl font-bold tracking-tight text-slate-900">£35</dd></div></dl><p class="mt-4 text-sm text-slate-500">The same price for every size of car and van.</p>`,
    'bg-slate-50 py-14 sm:py-16',
  ),
});

const ceramic = servicePage({
  slug: 'ceramic-coating',
  name: 'Ceramic coating',
  title: 'Ceramic coating in Bristol',
  description:
    'A five-year ceramic coating applied at our unit in Bedminster, Bristol, after a machine polish. From £450.',
  intro:
    'A ceramic coating bonds to your paint and gives years of gloss and protection: water beads off, dirt doesn’t stick, and the car is far quicker to wash.',
  image: 'ceramic-coating-beading-bonnet.jpg',
  duration: '2 days – drop off at 8.30am on day one, collect after 4pm on day two',
  where: 'Only at our unit in Bedminster, Bristol BS3',
  included: [
    'Snow foam, two-bucket hand wash and iron fallout remover',
    'Clay bar decontamination of every painted panel',
    'A one-stage machine polish to lift swirls and bring out the gloss',
    'Panel wipe to leave the paint bare for the coating',
    'Our five-year ceramic coating on the paint, wheel faces and glass',
    'Cured under infrared lamps',
    'A free check-up at our unit after 12 months',
  ],
  prices: CERAMIC,
  priceTitle: 'Ceramic coating prices',
  priceNote:
    'Including the one-stage polish. Paint with deeper swirls and scratches may need a two-stage correction first – we’ll tell you when we inspect the car.',
  more: block(
    `<div class="grid gap-10 lg:grid-cols-2"><div>${h2('Why at the unit?')}${para('Ceramic coating and paint correction are done only at our unit in Bedminster – we can’t do them on your driveway. The coating has to go onto bone-dry paint in a clean, dust-free room at a steady temperature, and cure under lamps overnight.')}${para('Your car stays with us for 2 days, locked inside the unit overnight.')}</div><div>${h2('Booking and aftercare')}${para('A £100 deposit secures your dates. You can move or cancel free of charge with 7 days’ notice.')}${para('Please don’t wash the car for 7 days after coating while the coating finishes hardening, and never put it through an automatic brush car wash. Our monthly plans are the easiest way to keep a coated car looking its best.')}</div></div>`,
  ),
});

const paintCorrection = servicePage({
  slug: 'paint-correction',
  name: 'Paint correction',
  title: 'Paint correction & machine polishing',
  description: 'Swirls, haze and light scratches machine-polished out at our unit in Bedminster, Bristol.',
  intro:
    'Swirl marks, holograms and light scratches from years of car washes are machine-polished out of the clear coat, leaving deep, sharp reflections.',
  image: 'paint-correction-5050.jpg',
  duration: '1 day (one-stage) or 2 days (two-stage)',
  where: 'Only at our unit in Bedminster, Bristol BS3',
  included: [
    'Wash, iron fallout remover and clay bar decontamination',
    'Paint depth measured on every panel before we polish',
    'Machine polishing under inspection lights',
    'A sealant to protect the finish (or add a ceramic coating)',
  ],
  more: block(
    `${h2('Paint correction prices')}<div class="mt-8 grid gap-10 lg:grid-cols-2"><div><h3 class="text-lg font-semibold text-slate-900">One-stage enhancement</h3><p class="mt-1 text-sm text-slate-600">1 day. Removes most light swirls and brings back the gloss.</p><div class="mt-4">${priceGrid(ONE_STAGE)}</div></div><div><h3 class="text-lg font-semibold text-slate-900">Two-stage correction</h3><p class="mt-1 text-sm text-slate-600">2 days. A cutting stage and a finishing stage for heavier swirls and scratches.</p><div class="mt-4">${priceGrid(TWO_STAGE)}</div></div></div><p class="mt-6 text-sm text-slate-500">A £100 deposit secures your dates, as for ceramic coating. Paint correction is done only at our unit in Bedminster.</p>`,
    'bg-slate-50 py-14 sm:py-16',
  ),
});

/* ── Prices and the calculator ──────────────────────────────────────────────────────────────────────── */

const CALC_ROWS: [string, string, Sizes][] = [
  ['Mini valet', 'About 1 hour · at your home or workplace', MINI],
  ['Full valet', 'About 3 hours · at your home or workplace', FULL],
  ['Deep interior clean', '4 to 5 hours · needs a plug socket', DEEP],
  ['Pet-hair removal', 'Add-on to a full valet or deep interior clean', PET],
  ['Ceramic coating', '2 days at our Bedminster unit', CERAMIC],
  ['One-stage paint enhancement', '1 day at our Bedminster unit', ONE_STAGE],
  ['Two-stage paint correction', '2 days at our Bedminster unit', TWO_STAGE],
  ['Essential plan', 'A mini valet once a month · per month', ESSENTIAL],
  ['Premium plan', 'A full valet every 3 months and a mini valet in the months between · per month', PREMIUM],
];

const SELECTED = 1;

const calculator = scoped(
  'components/PriceCalculator',
  `<div class="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10"><h2 class="text-2xl font-bold tracking-tight text-slate-900">Price calculator</h2><p class="mt-2 text-slate-600">Choose your car size to see every price.</p><div class="mt-6 inline-flex flex-wrap gap-1 rounded-full bg-slate-100 p-1" role="tablist" aria-label="Car size">${each(
    [...SIZE_LABELS],
    (label, i) =>
      `<button type="button" role="tab" id="calc-tab-${SIZE_KEYS[i]}" aria-controls="calc-panel-${SIZE_KEYS[i]}" aria-selected="${i === SELECTED}" tabindex="${i === SELECTED ? 0 : -1}" class="${i === SELECTED ? 'rounded-full bg-white px-5 py-2 text-sm font-semibold text-sky-700 shadow' : 'rounded-full px-5 py-2 text-sm font-medium text-slate-600 hover:text-slate-900'}">${label}</button>`,
  )}</div>${each(
    [...SIZE_LABELS],
    (label, i) =>
      `<div id="calc-panel-${SIZE_KEYS[i]}" role="tabpanel" aria-labelledby="calc-tab-${SIZE_KEYS[i]}" class="mt-8"${i === SELECTED ? '' : ' style="display:none;"'}><p class="text-sm text-slate-500"><span class="font-semibold text-slate-700">${label}:</span> ${SIZE_EXAMPLES[i]}</p><ul class="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200">${each(
        CALC_ROWS,
        ([name, note, prices]) =>
          `<li class="flex items-center justify-between gap-6 px-5 py-4"><div><p class="font-semibold text-slate-900">${name}</p><p class="text-sm text-slate-500">${note}</p></div><p class="shrink-0 text-lg font-bold text-slate-900">${prices[i]}</p></li>`,
      )}</ul></div>`,
  )}</div>`,
);

const prices: GleamPage = {
  path: '/prices',
  title: 'Prices',
  description:
    'Gleamworks prices for every service by car size: small, medium, large and van. Mini valet from £30, full valet from £85.',
  component: 'prices',
  data: {
    key: 'prices',
    value: {
      updatedAt: '2026-02-02',
      selectedSize: 'medium',
      rows: CALC_ROWS.map(([name, note, p]) => ({ name, note, prices: bySize(p) })),
      extras: [
        { name: 'Headlight restoration (pair)', price: 60 },
        { name: 'Headlight restoration (single)', price: 35 },
        { name: 'Child car seat clean (each)', price: 15 },
        { name: 'Travel charge (outer postcodes)', price: 10 },
      ],
    },
  },
  body: scoped(
    'pages/prices',
    `${pageHeader('Prices', 'Our prices depend on the size of your car. All prices include VAT, and the mobile prices include coming to you anywhere in our free-travel area.', 'Prices 2026')}${block(calculator, 'py-10')}${block(
      `${h2('Which size is my car?')}<dl class="mt-8 grid gap-4 sm:grid-cols-2">${each(
        [...SIZE_LABELS],
        (label, i) =>
          `<div class="rounded-2xl bg-slate-50 p-5"><dt class="font-semibold text-slate-900">${label}</dt><dd class="mt-1 text-sm text-slate-600">${SIZE_EXAMPLES[i]}</dd></div>`,
      )}</dl><p class="mt-4 text-sm text-slate-500">Between two sizes? We go by the smaller one unless the car is unusually dirty – ask us on WhatsApp if you’re not sure.</p>`,
    )}${block(
      `${h2('Extras and fixed prices')}<div class="mt-8 overflow-hidden rounded-2xl border border-slate-200"><table class="min-w-full divide-y divide-slate-200 text-left text-sm"><thead class="bg-slate-50"><tr><th scope="col" class="px-5 py-3 font-semibold text-slate-900">Extra</th><th scope="col" class="px-5 py-3 font-semibold text-slate-900">Price</th></tr></thead><tbody class="divide-y divide-slate-200 bg-white">${each(
        [
          ['Headlight restoration – a pair', '£60'],
          ['Headlight restoration – a single headlight', '£35'],
          ['Child car seat clean (taken out of the car before we arrive)', '£15 each'],
          ['Travel charge for BS21, BS35, BS36, BS37 and BS49', '£10'],
        ],
        ([name, price]) =>
          `<tr><td class="px-5 py-4 text-slate-700">${name}</td><td class="px-5 py-4 font-semibold text-slate-900">${price}</td></tr>`,
      )}</tbody></table></div>`,
    )}${block(
      `<div class="grid gap-6 lg:grid-cols-3"><div class="rounded-2xl bg-sky-50 p-6"><h3 class="font-semibold text-slate-900">Deposits</h3><p class="mt-2 text-sm leading-6 text-slate-600">A £20 deposit secures any mobile booking. Ceramic coating and paint correction need a £100 deposit. Deposits come off your bill.</p></div><div class="rounded-2xl bg-sky-50 p-6"><h3 class="font-semibold text-slate-900">Paying</h3><p class="mt-2 text-sm leading-6 text-slate-600">Pay the balance when we’ve finished, by card, Apple Pay, Google Pay or bank transfer. We don’t take cash or cheques.</p></div><div class="rounded-2xl bg-sky-50 p-6"><h3 class="font-semibold text-slate-900">Plans and fleets</h3><p class="mt-2 text-sm leading-6 text-slate-600">Monthly plans are paid by Direct Debit. Business accounts with 5 or more vehicles get 15% off. ${link('/fleet', 'Fleet accounts', 'font-semibold text-sky-700 underline')}</p></div></div>`,
      'pb-16',
    )}${ctaBand()}`,
  ),
};

/* ── Monthly plans ──────────────────────────────────────────────────────────────────────────────────── */

const planCard = (name: string, text: string, prices: Sizes, featured: boolean) =>
  `<div class="${featured ? 'rounded-3xl bg-slate-900 p-8 text-white ring-2 ring-sky-500' : 'rounded-3xl bg-white p-8 ring-1 ring-slate-200'}"><h3 class="text-xl font-bold">${name}</h3><p class="${featured ? 'mt-2 text-slate-300' : 'mt-2 text-slate-600'}">${text}</p><table class="mt-6 w-full text-sm"><tbody>${each(
    [...SIZE_LABELS],
    (label, i) =>
      `<tr class="border-t ${featured ? 'border-slate-700' : 'border-slate-100'}"><th scope="row" class="py-2 text-left font-medium">${label}</th><td class="py-2 text-right text-lg font-bold">${prices[i]} <span class="text-xs font-normal">a month</span></td></tr>`,
  )}</tbody></table></div>`;

const plans: GleamPage = {
  path: '/maintenance-plans',
  title: 'Monthly valeting plans',
  description:
    'A valet every month at your home or workplace, paid monthly by Direct Debit. Essential and Premium plans.',
  component: 'maintenance-plans',
  data: {
    key: 'plans',
    value: [
      { id: 'essential', name: 'Essential', prices: bySize(ESSENTIAL) },
      { id: 'premium', name: 'Premium', prices: bySize(PREMIUM) },
    ],
  },
  body: scoped(
    'pages/maintenance-plans',
    `${pageHeader('Monthly valeting plans', 'Keep your car clean all year without thinking about it. Your valeter comes on roughly the same day every month, wherever the car is parked.', 'Plans')}${block(
      `<div class="grid gap-8 lg:grid-cols-2">${planCard('Essential', 'A mini valet once a month.', ESSENTIAL, false)}${planCard('Premium', 'A full valet every 3 months, and a mini valet in the months between.', PREMIUM, true)}</div>`,
    )}${block(
      `${h2('How plans work')}<div class="mt-8 grid gap-8 lg:grid-cols-2"><div>${checkList([
        'Paid monthly by Direct Debit through GoCardless, on the 1st of each month.',
        'A minimum term of 3 months. After that, cancel any time with 30 days’ notice.',
        'Going away? You can pause your plan for up to 2 months a year.',
        'The same valeter each time wherever we can, on roughly the same day each month.',
        'Plan members get 10% off any other service, including ceramic coating and headlight restoration.',
      ])}</div><div class="rounded-2xl bg-slate-50 p-6 text-sm leading-6 text-slate-600"><p>Plans are for cars we valet at your home or workplace within our free-travel area (BS1 to BS16 and the nearby towns on our ${link('/areas', 'areas page', 'font-semibold text-sky-700 underline')}).</p><p class="mt-3">Missed a visit because the car wasn’t there? We’ll try to fit you in again that month, but we can’t carry visits over to the next month.</p></div></div>`,
      'bg-slate-50 py-14 sm:py-16',
    )}${ctaBand('Start your plan', 'Book your first visit online and choose “Monthly plan” – we’ll send the Direct Debit link.')}`,
  ),
};

/* ── Fleet and business ─────────────────────────────────────────────────────────────────────────────── */

const fleet: GleamPage = {
  path: '/fleet',
  title: 'Fleet & business valeting',
  description:
    'Company cars and vans valeted at your depot or office car park across Bristol. Business accounts from 5 vehicles with 15% off.',
  component: 'fleet',
  body: scoped(
    'pages/fleet',
    `${pageHeader('Fleet &amp; business accounts', 'Company cars, vans and pool cars valeted where they’re parked – at your depot, yard or office car park – without taking them off the road.', 'Business')}${block(
      `<div class="grid gap-12 lg:grid-cols-2"><div>${h2('What you get')}<div class="mt-6">${checkList([
        'Business accounts from 5 vehicles',
        '15% off our standard prices on every vehicle on the account',
        'We come to your depot, yard or office car park, Monday to Saturday',
        'Early starts from 7am on weekdays, so vehicles are ready before your drivers head out',
        'One monthly invoice, payable within 30 days by bank transfer – no deposits on account bookings',
        'A named account manager: Sophie looks after every business account',
      ])}</div></div><div>${h2('Staff valet days')}${para('Treat your team: we set up in your car park for the day and your staff book their own cars in at their own cost, at our normal prices. We need at least 6 cars booked for a valet day.')}${para('Vehicles bigger than a long-wheelbase Transit Custom (minibuses, Luton vans and lorries) are outside what our vans can do.')}</div></div>`,
    )}${block(
      `<div class="rounded-3xl bg-slate-900 p-8 text-white sm:p-12"><h2 class="text-2xl font-bold">Open a business account</h2><p class="mt-3 text-slate-300">Tell us how many vehicles you have and where they’re kept, and Sophie will send a quote within 2 working days.</p><p class="mt-6">Email <a href="mailto:${GW_FLEET_EMAIL}" class="font-semibold text-sky-300 underline">${GW_FLEET_EMAIL}</a> or call <a href="${GW_PHONE_HREF}" class="font-semibold text-sky-300 underline">${GW_PHONE}</a>.</p></div>`,
      'pb-16',
    )}`,
  ),
};

/* ── Gift vouchers ──────────────────────────────────────────────────────────────────────────────────── */

const giftVouchers: GleamPage = {
  path: '/gift-vouchers',
  title: 'Gift vouchers',
  description:
    'Gleamworks gift vouchers for any amount from £25, or for a valet, headlight restoration or ceramic coating.',
  component: 'gift-vouchers',
  body: scoped(
    'pages/gift-vouchers',
    `${pageHeader('Gift vouchers', 'The present for the person whose car is their pride and joy – or the one whose car really needs it.', 'Gifts')}${block(
      `<div class="grid gap-12 lg:grid-cols-2"><div>${checkList([
        'Any amount from £25 to £500, or for a particular service – a mini valet, full valet, deep interior clean, headlight restoration or ceramic coating',
        'Valid for 12 months from the date you buy it',
        'E-vouchers are emailed to you straight away as a PDF to print or forward',
        'Printed vouchers come in a gift wallet, posted free by Royal Mail second class',
        'Can be used on any service, and more than one voucher can go towards a booking',
      ])}<p class="mt-6 text-sm leading-6 text-slate-500">Vouchers can’t be exchanged for cash. If a booking costs less than the voucher, the balance stays on the voucher until it expires.</p><div class="mt-8"><a href="https://giftup.app/place-order/3f6d2c1b-gleamworks" target="_blank" rel="noopener" class="inline-flex rounded-full bg-sky-600 px-6 py-3 text-sm font-semibold text-white shadow hover:bg-sky-500">Buy a gift voucher</a></div></div>${nuxtImg('gift-voucher-wallet.jpg', 'A Gleamworks gift voucher in its wallet', 720, 480, 'rounded-2xl shadow-lg')}</div>`,
    )}${block(`${para(`Buying for Christmas? Our ${link('/blog/christmas-2026', 'Christmas post', 'font-semibold text-sky-700 underline')} has this year’s last posting date for printed vouchers.`)}`, 'pb-16')}`,
  ),
};

/* ── Areas ──────────────────────────────────────────────────────────────────────────────────────────── */

const areas: GleamPage = {
  path: '/areas',
  title: 'Areas we cover',
  description:
    'Where our mobile valeting vans go: every Bristol postcode from BS1 to BS16, and the towns around Bristol.',
  component: 'areas',
  data: {
    key: 'areas',
    value: {
      free: ['BS1–BS16', 'BS20', 'BS30', 'BS31', 'BS32', 'BS34', 'BS41', 'BS48'],
      charged: { postcodes: ['BS21', 'BS35', 'BS36', 'BS37', 'BS49'], charge: 10 },
    },
  },
  body: scoped(
    'pages/areas',
    `${pageHeader('Areas we cover', 'Our two vans go all over Bristol and the towns around it. Ceramic coating and paint correction are done at our unit in Bedminster, so for those you can come from anywhere.', 'Areas')}${block(
      `<form class="flex max-w-lg gap-3" action="/areas" method="get"><label for="postcode" class="sr-only">Your postcode</label><input id="postcode" name="postcode" type="text" autocomplete="postal-code" placeholder="Your postcode, e.g. BS7 8AA" class="block w-full rounded-full border-0 px-5 py-3 text-slate-900 ring-1 ring-inset ring-slate-300 focus:ring-2 focus:ring-sky-600"><button type="submit" class="shrink-0 rounded-full bg-sky-600 px-6 py-3 text-sm font-semibold text-white hover:bg-sky-500">Check</button></form><!---->`,
      'py-10',
    )}${block(
      `<div class="grid gap-8 lg:grid-cols-3"><div class="rounded-2xl bg-emerald-50 p-6 ring-1 ring-emerald-200"><h2 class="text-lg font-bold text-slate-900">No travel charge</h2><p class="mt-3 text-sm leading-6 text-slate-700"><strong>BS1 to BS16</strong> – all of Bristol, from Avonmouth (BS11) and Henbury (BS10) to Hengrove (BS14) and Kingswood (BS15).</p><p class="mt-3 text-sm leading-6 text-slate-700">Plus <strong>BS20</strong> (Portishead and Pill), <strong>BS30</strong> (Warmley, Longwell Green and Oldland), <strong>BS31</strong> (Keynsham), <strong>BS32</strong> (Bradley Stoke), <strong>BS34</strong> (Filton, Patchway and Stoke Gifford), <strong>BS41</strong> (Long Ashton) and <strong>BS48</strong> (Nailsea and Backwell).</p></div><div class="rounded-2xl bg-amber-50 p-6 ring-1 ring-amber-200"><h2 class="text-lg font-bold text-slate-900">£10 travel charge</h2><p class="mt-3 text-sm leading-6 text-slate-700"><strong>BS21</strong> (Clevedon), <strong>BS35</strong> (Thornbury), <strong>BS36</strong> (Frampton Cotterell and Winterbourne), <strong>BS37</strong> (Yate and Chipping Sodbury) and <strong>BS49</strong> (Yatton and Congresbury).</p></div><div class="rounded-2xl bg-slate-100 p-6 ring-1 ring-slate-200"><h2 class="text-lg font-bold text-slate-900">Outside our area</h2><p class="mt-3 text-sm leading-6 text-slate-700">We don’t cover Bath or any BA postcode, Weston-super-Mare (BS22, BS23 and BS24), or anywhere over the Severn bridges.</p></div></div>`,
    )}${block(
      `${para(`Not sure? Send your postcode on WhatsApp to <a href="${GW_WHATSAPP_HREF}" class="font-semibold text-sky-700">${GW_WHATSAPP}</a> and we’ll tell you straight away.`)}${para(`Before you book, have a look at ${link('/what-we-need', 'what we need from you', 'font-semibold text-sky-700 underline')} – space around the car, and where we can and can’t park.`)}`,
      'pb-16',
    )}`,
  ),
};

/* ── EV steam valeting, coming 2027 ─────────────────────────────────────────────────────────────────── */

const evSteam: GleamPage = {
  path: '/ev-steam-valeting',
  title: 'EV steam valeting – coming 2027',
  description: 'Battery-safe steam valeting for electric and hybrid cars, coming to Gleamworks in 2027.',
  component: 'ev-steam-valeting',
  body: scoped(
    'pages/ev-steam-valeting',
    `${pageHeader('Steam valeting for electric cars', 'Coming in 2027: Gleamworks Steam, a battery-safe, low-water steam valet designed around electric and hybrid cars.', 'Coming in 2027')}${block(
      `<div class="grid gap-12 lg:grid-cols-2"><div>${para('Electric cars have charge ports, sensors, cameras and battery cooling vents in places a pressure washer shouldn’t go. Gleamworks Steam uses dry steam at high temperature and around 2 litres of water per car, so we can clean every part of an EV – including the charge port surround and the front boot – without soaking anything.', 'text-slate-600 leading-7')}${para('Our third van, with its own steam generator, arrives early next year and the team is being trained over the winter.')}</div><div class="rounded-2xl bg-emerald-50 p-6 ring-1 ring-emerald-200"><h2 class="text-lg font-bold text-slate-900">When can I book?</h2>${para('The first steam valets go out in March 2027. We’re not taking bookings yet – prices will be published here in February 2027.', 'mt-3 text-sm leading-6 text-slate-700')}${para('Until then, we valet electric and hybrid cars every day with our normal hand wash: just book a mini or full valet as usual.', 'mt-3 text-sm leading-6 text-slate-700')}</div></div>`,
    )}${block(
      `<div class="mx-auto max-w-xl rounded-3xl bg-slate-50 p-8"><h2 class="text-xl font-bold text-slate-900">Join the waiting list</h2><p class="mt-2 text-sm text-slate-600">We’ll email you the prices as soon as they’re set.</p><form class="mt-6 space-y-4" action="/api/waiting-list" method="post"><div><label for="wl-name" class="block text-sm font-medium text-slate-700">Name</label><input id="wl-name" name="name" type="text" class="mt-1 block w-full rounded-lg border-0 px-3 py-2 ring-1 ring-inset ring-slate-300"></div><div><label for="wl-email" class="block text-sm font-medium text-slate-700">Email</label><input id="wl-email" name="email" type="email" required class="mt-1 block w-full rounded-lg border-0 px-3 py-2 ring-1 ring-inset ring-slate-300"></div><div><label for="wl-car" class="block text-sm font-medium text-slate-700">Your car (optional)</label><input id="wl-car" name="car" type="text" placeholder="e.g. Kia EV6" class="mt-1 block w-full rounded-lg border-0 px-3 py-2 ring-1 ring-inset ring-slate-300"></div><button type="submit" class="w-full rounded-full bg-emerald-600 px-6 py-3 text-sm font-semibold text-white hover:bg-emerald-500">Join the waiting list</button></form></div>`,
      'pb-16',
    )}`,
  ),
};

export const gleamworksPages: GleamPage[] = [
  servicesIndex,
  miniValet,
  fullValet,
  deepInterior,
  petHair,
  headlights,
  ceramic,
  paintCorrection,
  prices,
  plans,
  fleet,
  giftVouchers,
  areas,
  evSteam,
];
