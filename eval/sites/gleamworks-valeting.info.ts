import {
  block,
  checkList,
  ctaBand,
  each,
  faqItem,
  type GleamPage,
  GW_COMPANY,
  GW_COMPANY_NO,
  GW_EMAIL,
  GW_FLEET_EMAIL,
  GW_PHONE,
  GW_PHONE_HREF,
  GW_POSTCODE,
  GW_STREET,
  GW_TOWN,
  GW_VAT,
  GW_WHATSAPP,
  GW_WHATSAPP_HREF,
  h2,
  link,
  nuxtImg,
  pageHeader,
  para,
  scoped,
} from './gleamworks-valeting.layout.ts';

/*
 * The practical pages: what we need from you (water, power, space, where we can't work, keys, child seats,
 * weather), booking (the Acuity Scheduling iframe, deposits, paying and cancelling), the FAQ (`<details>` saved
 * closed: the page that says the ceramic offer ended on 31 October 2026), about us, contact, the current terms,
 * the archived 2021 terms (linked from every footer), privacy and cookies.
 *
 * The 2021 terms are still published as 'ARCHIVED – Terms & conditions (2021)': Ryan Mercer as a sole trader at
 * 22 Greville Road, Southville, Bristol BS3 1LL, a £10 deposit, 24 hours' notice to cancel, cash on the day,
 * cheques or bank transfer, seven days a week, a 12-month minimum on the monthly plan, an outside tap and plug
 * socket needed for every valet, valeting 'in all weathers', Bath covered, ceramic coatings applied at your home,
 * and £1 million public liability.
 */

/* ── What we need from you ──────────────────────────────────────────────────────────────────────────── */

const whatWeNeed: GleamPage = {
  path: '/what-we-need',
  title: 'Water, power & parking: what we need',
  description:
    'What our valeters need when they come to you: water, power, space around the car and somewhere legal to work.',
  component: 'what-we-need',
  body: scoped(
    'pages/what-we-need',
    `${pageHeader('What we need from you', 'Most of the time, nothing but the car and the keys. Here’s what helps us do a great job – and the few places we can’t work.', 'Before we arrive')}${block(
      `<div class="grid gap-10 lg:grid-cols-2"><div>${h2('Water and power')}${para('Each van carries 250 litres of water and its own power pack, so for mini valets, full valets and headlight restoration we don’t need a tap or a plug socket from you.')}${para('Deep interior cleans and pet-hair removal are different: our hot-water extractor and pet-hair vacuum need mains power, so we need a normal 13-amp plug socket within 20 metres of the car. We bring a 20-metre outdoor cable with a safety cut-out, and we’ll never run a cable across a public pavement.')}</div><div>${h2('Space around the car')}${para('We need room to open every door fully – about 1 metre all the way round the car – and somewhere to park our van within 20 metres of it.')}${para('Driveways, private car parks and streets where parking is legal are all fine.')}</div></div>`,
    )}${block(
      `${h2('Where we can’t work')}<div class="mt-6">${checkList([
        'We can’t work in multi-storey or underground car parks – there’s no headroom for the van, and nowhere for the water to go.',
        'We can’t work on double yellow lines, or in a residents’ parking bay unless you give us a visitor permit for the van.',
        'Workplace car parks are fine once you’ve checked with your employer or building manager that we can work there.',
      ])}</div>`,
      'bg-slate-50 py-14 sm:py-16',
    )}${block(
      `<div class="grid gap-10 lg:grid-cols-2"><div>${h2('Do I need to be there?')}${para('No. Leave the keys with reception, a neighbour or in a key safe and tell us where when you book. We’ll text you when we’re 30 minutes away, and again with photos when we’ve finished.')}${h2('Child car seats')}${para('Please take child car seats out before we arrive. We don’t remove or refit child car seats – fitting them is a safety job for you. If you’d like them cleaned too, leave them out by the car and we’ll clean them for £15 each.')}${para('Please take valuables out of the car as well.')}</div><div>${h2('Weather')}${para('Light rain doesn’t stop us – we bring a pop-up gazebo. In heavy rain, strong winds or below 3°C we’ll rearrange your booking free of charge, and we’ll let you know by 8am on the day.')}${nuxtImg('gazebo-rain-valet.jpg', 'Valeting under our pop-up gazebo in the rain', 640, 420, 'mt-6 rounded-2xl')}</div></div>`,
    )}${ctaBand()}`,
  ),
};

/* ── Booking ────────────────────────────────────────────────────────────────────────────────────────── */

const booking: GleamPage = {
  path: '/booking',
  title: 'Book online',
  description:
    'Book your Gleamworks valet online: pick a service, your car size and a time. Deposits and cancellation.',
  component: 'booking',
  head: '<script src="https://embed.acuityscheduling.com/js/embed.js" type="text/javascript" defer></script>',
  body: scoped(
    'pages/booking',
    `${pageHeader('Book online', 'Choose your service and car size, pick a slot and pay the deposit – it takes about two minutes. Prefer to talk? Call us or send a WhatsApp.', 'Booking')}${block(
      `<div class="grid gap-10 lg:grid-cols-3"><div class="lg:col-span-2"><div class="overflow-hidden rounded-2xl border border-slate-200"><iframe src="https://app.acuityscheduling.com/schedule.php?owner=31874265&amp;ref=embedded_csp" title="Schedule Appointment" width="100%" height="800" frameborder="0" allow="payment" class="block w-full"></iframe></div><p class="mt-3 text-xs text-slate-500">Booking calendar not showing? <a href="https://app.acuityscheduling.com/schedule.php?owner=31874265" target="_blank" rel="noopener" class="underline">Open it in a new tab</a>.</p></div><aside class="space-y-6"><div class="rounded-2xl bg-slate-50 p-6"><h2 class="text-lg font-bold text-slate-900">Deposits</h2>${para('A £20 deposit secures any mobile booking and comes off your bill. Ceramic coating and paint correction at our unit need a £100 deposit.', 'mt-2 text-sm leading-6 text-slate-600')}</div><div class="rounded-2xl bg-slate-50 p-6"><h2 class="text-lg font-bold text-slate-900">Paying</h2>${para('Pay the balance when we’ve finished, by card, contactless, Apple Pay or Google Pay, or by bank transfer. We don’t take cash or cheques – our valeters don’t carry cash.', 'mt-2 text-sm leading-6 text-slate-600')}</div><div class="rounded-2xl bg-slate-50 p-6"><h2 class="text-lg font-bold text-slate-900">Changing or cancelling</h2>${para('Move or cancel free of charge up to 48 hours before your booking. With less than 48 hours’ notice – or if we arrive and can’t get to the car – the £20 deposit is kept.', 'mt-2 text-sm leading-6 text-slate-600')}${para('Unit bookings (ceramic coating and paint correction) can be moved or cancelled free with 7 days’ notice; after that the £100 deposit is kept.', 'mt-2 text-sm leading-6 text-slate-600')}</div><div class="rounded-2xl bg-slate-50 p-6 text-sm text-slate-600"><p>Call <a href="${GW_PHONE_HREF}" class="font-semibold text-sky-700">${GW_PHONE}</a> or WhatsApp <a href="${GW_WHATSAPP_HREF}" class="font-semibold text-sky-700">${GW_WHATSAPP}</a>.</p></div></aside></div>`,
    )}`,
  ),
};

/* ── FAQ ────────────────────────────────────────────────────────────────────────────────────────────── */

const FAQ: [string, [string, string][]][] = [
  [
    'Booking and paying',
    [
      [
        'How do I book?',
        `<p>Online on our ${link('/booking', 'booking page', 'font-semibold text-sky-700 underline')}, by phone on ${GW_PHONE} or on WhatsApp. A £20 deposit secures a mobile booking.</p>`,
      ],
      [
        'Can I pay in cash?',
        '<p>No – we don’t take cash or cheques. You can pay by card, contactless, Apple Pay, Google Pay or bank transfer when we’ve finished.</p>',
      ],
      [
        'What if I need to cancel?',
        '<p>It’s free to move or cancel up to 48 hours before your booking. With less notice than that, the deposit is kept. Ceramic coating and paint correction need 7 days’ notice.</p>',
      ],
      [
        'Is the 20% off ceramic coating offer still on?',
        `<p>No, sorry – the 20% off ceramic coating offer ended on 31 October 2026. Follow us on Instagram to hear about the next one, or keep your car protected with a ${link('/maintenance-plans', 'monthly plan', 'font-semibold text-sky-700 underline')}, which gives 10% off ceramic coating.</p>`,
      ],
    ],
  ],
  [
    'On the day',
    [
      [
        'Do you need my water or electricity?',
        `<p>Not for a mini or full valet – we bring our own water and power. Deep interior cleans and pet-hair removal need a normal plug socket within 20 metres of the car. ${link('/what-we-need', 'What we need from you', 'font-semibold text-sky-700 underline')}</p>`,
      ],
      [
        'Do I need to be at home?',
        '<p>No. Leave the keys with reception, a neighbour or in a key safe, and we’ll text you when we’re on our way and when we’ve finished.</p>',
      ],
      [
        'Can you valet my car in a multi-storey car park?',
        '<p>Sorry, no – we can’t work in multi-storey or underground car parks. Open-air car parks are fine if the owner agrees.</p>',
      ],
      [
        'What if it rains?',
        '<p>Light rain doesn’t stop us – we work under a pop-up gazebo. In heavy rain, strong winds or below 3°C we’ll rearrange your booking free of charge.</p>',
      ],
      [
        'Will you take out the children’s car seats?',
        '<p>No, we don’t remove or refit child car seats. Please take them out before we arrive – we can clean them for £15 each.</p>',
      ],
    ],
  ],
  [
    'Cars and areas',
    [
      [
        'Which size is my car?',
        `<p>Small: city cars and superminis like a Fiat 500 or Ford Fiesta. Medium: family hatchbacks and saloons like a VW Golf or Tesla Model 3. Large: SUVs, estates, MPVs and 7-seaters like a Nissan Qashqai or Volvo XC60. Van: small and medium vans and pick-ups like a Transit Custom. ${link('/prices', 'See prices by size', 'font-semibold text-sky-700 underline')}</p>`,
      ],
      [
        'Do you valet motorbikes or motorhomes?',
        '<p>No – we don’t valet motorbikes, caravans or motorhomes. We only do cars, vans and pick-ups.</p>',
      ],
      [
        'Do you do electric cars?',
        `<p>Yes, every day, with our normal hand wash. Our battery-safe steam valet for electric and hybrid cars starts in March 2027 and isn’t bookable yet – ${link('/ev-steam-valeting', 'join the waiting list', 'font-semibold text-sky-700 underline')}.</p>`,
      ],
      [
        'Do you cover Bath?',
        `<p>No, we don’t cover Bath or Weston-super-Mare. We cover all of Bristol and the towns around it – ${link('/areas', 'check your postcode', 'font-semibold text-sky-700 underline')}.</p>`,
      ],
      [
        'Do you work weekends?',
        '<p>Saturdays, yes – the vans are out Monday to Saturday, 8am – 6pm. We don’t work on Sundays or bank holidays.</p>',
      ],
      [
        'Can you do ceramic coating at my house?',
        '<p>No – ceramic coating and paint correction are done only at our unit in Bedminster, where the paint stays clean and dry while the coating cures.</p>',
      ],
    ],
  ],
];

const faq: GleamPage = {
  path: '/faq',
  title: 'Frequently asked questions',
  description: 'Booking, paying, cancelling, water and power, weather, car sizes and the areas we cover.',
  component: 'faq',
  data: {
    key: 'faq',
    value: FAQ.map(([group, items]) => ({ group, items: items.map(([q]) => ({ q })) })),
  },
  body: scoped(
    'pages/faq',
    `${pageHeader('Frequently asked questions', `Can’t find your answer? Call ${GW_PHONE} or send us a WhatsApp.`, 'FAQ')}${block(
      `<div class="mx-auto max-w-3xl space-y-14">${each(
        FAQ,
        ([group, items]) =>
          `<div>${h2(group)}<div class="mt-4">${each(items, ([q, a]) => faqItem(q, a))}</div></div>`,
      )}</div>`,
    )}${ctaBand()}`,
  ),
};

/* ── About ──────────────────────────────────────────────────────────────────────────────────────────── */

const about: GleamPage = {
  path: '/about',
  title: 'About us',
  description: 'Gleamworks: Ryan and Sophie Mercer’s mobile valeting business in Bristol, started in 2018.',
  component: 'about',
  body: scoped(
    'pages/about',
    `${pageHeader('About Gleamworks', 'A small Bristol business that cares a slightly unreasonable amount about clean cars.', 'About us')}${block(
      `<div class="grid items-center gap-12 lg:grid-cols-2">${nuxtImg('ryan-sophie-vans.jpg', 'Ryan and Sophie Mercer with the two Gleamworks vans', 800, 560, 'rounded-2xl shadow-lg')}<div>${para('Ryan Mercer started Gleamworks in 2018 with one van, after eight years preparing cars at a Bristol dealership. Sophie joined in 2019 and runs bookings and business accounts.', 'text-lg leading-8 text-slate-600')}${para('Our second van took to the road in 2021, and in 2022 we opened our unit in Bedminster for ceramic coating and paint correction – work that needs a clean, dry room rather than a driveway.')}${para('We use pH-neutral shampoos, the two-bucket method and fresh microfibre cloths on every car, and every cloth is washed after every job.')}</div></div>`,
    )}${block(
      `${h2('The team')}<ul class="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">${each(
        [
          ['Ryan', 'Founder – runs van 1 and most ceramic coatings'],
          ['Sophie', 'Bookings, plans and business accounts'],
          ['Tomasz', 'Van 2 – full valets and deep interiors'],
          ['Aisha', 'Paint correction and coatings at the unit'],
        ],
        ([name, role]) =>
          `<li class="rounded-2xl bg-white p-6 ring-1 ring-slate-200"><p class="font-semibold text-slate-900">${name}</p><p class="mt-1 text-sm text-slate-600">${role}</p></li>`,
      )}</ul>`,
      'bg-slate-50 py-14 sm:py-16',
    )}${block(
      `<div class="grid gap-6 sm:grid-cols-3"><div><h3 class="font-semibold text-slate-900">Insured</h3><p class="mt-2 text-sm text-slate-600">£2 million public liability insurance, and cover for customers’ cars while they’re in our unit.</p></div><div><h3 class="font-semibold text-slate-900">Two vans</h3><p class="mt-2 text-sm text-slate-600">Each with 250 litres of water, its own power pack and everything we need on board.</p></div><div><h3 class="font-semibold text-slate-900">One unit</h3><p class="mt-2 text-sm text-slate-600">Our detailing unit in Bedminster, open by appointment for coatings and paint correction.</p></div></div>`,
    )}`,
  ),
};

/* ── Contact ────────────────────────────────────────────────────────────────────────────────────────── */

const contact: GleamPage = {
  path: '/contact',
  title: 'Contact us',
  description: 'Phone, WhatsApp, email, hours and the address of our unit in Bedminster, Bristol.',
  component: 'contact',
  body: scoped(
    'pages/contact',
    `${pageHeader('Contact us', 'Questions, quotes or a booking you’d rather make by phone – we’re happy to help.', 'Contact')}${block(
      `<div class="grid gap-12 lg:grid-cols-2"><div class="space-y-8"><div><h2 class="text-lg font-bold text-slate-900">Phone</h2><p class="mt-2"><a href="${GW_PHONE_HREF}" class="text-xl font-semibold text-sky-700">${GW_PHONE}</a></p><p class="mt-1 text-sm text-slate-600">Monday to Friday 9am – 5pm, Saturday 9am – 12 noon</p></div><div><h2 class="text-lg font-bold text-slate-900">WhatsApp</h2><p class="mt-2"><a href="${GW_WHATSAPP_HREF}" class="text-xl font-semibold text-sky-700">${GW_WHATSAPP}</a></p><p class="mt-1 text-sm text-slate-600">Send us photos of the car for a quick price.</p></div><div><h2 class="text-lg font-bold text-slate-900">Email</h2><p class="mt-2"><a href="mailto:${GW_EMAIL}" class="font-semibold text-sky-700">${GW_EMAIL}</a></p><p class="mt-1 text-sm text-slate-600">Business accounts: <a href="mailto:${GW_FLEET_EMAIL}" class="font-semibold text-sky-700">${GW_FLEET_EMAIL}</a></p></div><div><h2 class="text-lg font-bold text-slate-900">Our vans</h2><p class="mt-2 text-sm text-slate-600">Out Monday to Saturday, 8am – 6pm. We don’t work on Sundays or bank holidays.</p></div><div><h2 class="text-lg font-bold text-slate-900">Our unit</h2><p class="mt-2 text-sm text-slate-600">${GW_STREET}, ${GW_TOWN} ${GW_POSTCODE}</p><p class="mt-1 text-sm text-slate-600">By appointment only – it isn’t a drop-in car wash. Ceramic coating drop-offs are at 8.30am.</p></div></div><div class="rounded-3xl bg-slate-50 p-8"><h2 class="text-xl font-bold text-slate-900">Send us a message</h2><form class="mt-6 space-y-4" action="/api/contact" method="post"><div><label for="c-name" class="block text-sm font-medium text-slate-700">Name</label><input id="c-name" name="name" type="text" required class="mt-1 block w-full rounded-lg border-0 px-3 py-2 ring-1 ring-inset ring-slate-300"></div><div><label for="c-email" class="block text-sm font-medium text-slate-700">Email</label><input id="c-email" name="email" type="email" required class="mt-1 block w-full rounded-lg border-0 px-3 py-2 ring-1 ring-inset ring-slate-300"></div><div><label for="c-postcode" class="block text-sm font-medium text-slate-700">Postcode</label><input id="c-postcode" name="postcode" type="text" class="mt-1 block w-full rounded-lg border-0 px-3 py-2 ring-1 ring-inset ring-slate-300"></div><div><label for="c-message" class="block text-sm font-medium text-slate-700">Message</label><textarea id="c-message" name="message" rows="5" class="mt-1 block w-full rounded-lg border-0 px-3 py-2 ring-1 ring-inset ring-slate-300"></textarea></div><button type="submit" class="w-full rounded-full bg-sky-600 px-6 py-3 text-sm font-semibold text-white hover:bg-sky-500">Send</button><!----></form></div></div>`,
    )}${block(
      '<div class="overflow-hidden rounded-2xl"><iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2486.3!2d-2.5987!3d51.4402!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x0!2zNTHCsDI2JzI0LjciTiAywrAzNSc1NS4zIlc!5e0!3m2!1sen!2suk!4v1731500000000" width="100%" height="360" style="border:0;" loading="lazy" referrerpolicy="no-referrer-when-downgrade" title="Map of our unit in Bedminster"></iframe></div>',
      'pb-16',
    )}`,
  ),
};

/* ── Terms ──────────────────────────────────────────────────────────────────────────────────────────── */

const legal = (name: string, html: string) =>
  block(`<div class="prose prose-slate mx-auto max-w-3xl">${html}</div>`, `py-14 sm:py-16 ${name}`);

const terms: GleamPage = {
  path: '/terms',
  title: 'Terms & conditions',
  description: 'The terms on which Gleamworks Valeting Ltd valets, details and coats your car.',
  component: 'terms',
  body: scoped(
    'pages/terms',
    `${pageHeader('Terms &amp; conditions', 'Last updated 2 February 2026.', 'Legal')}${legal(
      'terms',
      `<p>These terms apply to every booking with ${GW_COMPANY} (“Gleamworks”, “we”), company no. ${GW_COMPANY_NO}, ${GW_STREET}, ${GW_TOWN} ${GW_POSTCODE}. VAT no. ${GW_VAT}.</p><h2>1. Bookings and deposits</h2><p>1.1 A booking is confirmed when the deposit is paid: £20 for a mobile booking, £100 for ceramic coating or paint correction at our unit. The deposit comes off the final bill.</p><p>1.2 Prices depend on the size of the car as shown on our prices page. If the car is larger or much dirtier than booked, we’ll agree any difference with you before we start.</p><h2>2. Changes and cancellations</h2><p>2.1 You can move or cancel a mobile booking free of charge up to 48 hours before it starts. With less than 48 hours’ notice the deposit is kept.</p><p>2.2 If we arrive at the booked time and can’t get to the car or the keys, or there’s nowhere we can legally and safely work, the deposit is kept.</p><p>2.3 Unit bookings can be moved or cancelled free of charge with 7 days’ notice; after that the £100 deposit is kept.</p><p>2.4 If we have to rearrange because of heavy rain, strong winds or temperatures below 3°C, there is no charge.</p><h2>3. Paying</h2><p>3.1 The balance is due when the work is finished, by card or bank transfer. We don’t accept cash or cheques.</p><p>3.2 Business accounts are invoiced monthly and pay within 30 days.</p><h2>4. Monthly plans</h2><p>4.1 Plans are paid monthly in advance by Direct Debit. The minimum term is 3 months; after that either of us can end the plan with 30 days’ notice.</p><p>4.2 A plan can be paused for up to 2 months in any 12 months.</p><h2>5. Gift vouchers</h2><p>5.1 Gift vouchers are valid for 12 months from purchase and can’t be exchanged for cash.</p><h2>6. Your car</h2><p>6.1 Please remove valuables and child car seats before we start. We are not responsible for items left in the car.</p><p>6.2 Please tell us about any damage within 3 days of the work, with photos. We hold £2 million public liability insurance.</p><h2>7. Earlier terms</h2><p>7.1 These terms replace all earlier versions, including our 2021 terms, which are kept on this website for reference only.</p>`,
    )}`,
  ),
};

const terms2021: GleamPage = {
  path: '/terms-2021',
  title: 'ARCHIVED – Terms & conditions (2021)',
  description: 'Archived: our terms and conditions from 2021, no longer in use.',
  component: 'terms-2021',
  body: scoped(
    'pages/terms-2021',
    `<div class="border-b border-amber-300 bg-amber-100"><div class="mx-auto max-w-3xl px-4 py-3 text-sm text-amber-900"><p><strong>ARCHIVED – Terms &amp; conditions (2021).</strong> These terms are no longer in use. See our current ${link('/terms', 'terms &amp; conditions', 'font-semibold underline')}.</p></div></div>${legal(
      'terms-2021',
      `<h1>Terms &amp; conditions</h1><p>Gleamworks Mobile Valeting – Ryan Mercer, sole trader, 22 Greville Road, Southville, Bristol BS3 1LL. Effective 1 April 2021.</p><h2>Bookings</h2><p>A £10 deposit is payable when you book. Bookings can be cancelled or moved with 24 hours’ notice; after that the deposit is kept.</p><p>We work 7 days a week, 8am to 7pm. We valet in all weathers.</p><p>You must provide access to an outside tap and a plug socket for every valet.</p><h2>Areas</h2><p>We cover Bristol (BS1 to BS16) and Bath (BA1 and BA2).</p><h2>Ceramic coatings</h2><p>Ceramic coatings can be applied at your home or workplace, weather permitting.</p><h2>Monthly Valet Club</h2><p>The Monthly Valet Club has a 12-month minimum term, paid monthly by standing order.</p><h2>Payment</h2><p>We accept cash on the day, cheques payable to R. Mercer and bank transfer.</p><h2>Insurance</h2><p>We hold £1 million public liability insurance.</p>`,
    )}`,
  ),
};

/* ── Privacy and cookies ────────────────────────────────────────────────────────────────────────────── */

const privacy: GleamPage = {
  path: '/privacy',
  title: 'Privacy notice',
  description: 'How Gleamworks uses your personal information.',
  component: 'privacy',
  body: scoped(
    'pages/privacy',
    `${pageHeader('Privacy notice', 'How we use the information you give us.', 'Legal')}${legal(
      'privacy',
      `<p>${GW_COMPANY} is the controller of your personal information. Contact us about your data at <a href="mailto:${GW_EMAIL}">${GW_EMAIL}</a> or by post at ${GW_STREET}, ${GW_TOWN} ${GW_POSTCODE}.</p><h2>What we collect</h2><p>Your name, address, phone number and email address, your car’s make, model and registration, where the car will be and how we get the keys, photos of the car before and after we work on it, your bookings and your payments.</p><h2>Why</h2><p>To take and manage your booking, valet your car, text you on the day and take payment (contract); to keep accounts (legal obligation); and, if you agree, to send you occasional offers by email (consent).</p><h2>Who we share it with</h2><p>Acuity Scheduling (Squarespace), which runs our online booking; Stripe, for card payments and deposits; GoCardless, for plan Direct Debits; our accountant; and, if you accept analytics cookies, Google Analytics.</p><h2>How long</h2><p>Booking and payment records for 6 years; before-and-after photos for 12 months.</p><h2>Your rights</h2><p>You can ask for a copy of your data, or ask us to correct or delete it, and you can complain to the Information Commissioner’s Office (ico.org.uk).</p>`,
    )}`,
  ),
};

const cookies: GleamPage = {
  path: '/cookies',
  title: 'Cookie policy',
  description: 'The cookies this website uses.',
  component: 'cookies',
  body: scoped(
    'pages/cookies',
    `${pageHeader('Cookie policy', 'The cookies we use and how to change your choice.', 'Legal')}${legal(
      'cookies',
      `<p>When you first visit we ask whether you accept optional cookies. You can change your choice at any time with “Cookie settings” in the footer.</p><h2>Essential</h2><p><code>gw_consent</code> remembers your cookie choice for 6 months. The booking calendar from Acuity Scheduling sets its own cookies so your booking works.</p><h2>Analytics (optional)</h2><p><code>_ga</code> and <code>_ga_*</code> from Google Analytics tell us which pages are visited, for up to 13 months. They’re only set if you click “Accept all”.</p>`,
    )}`,
  ),
};

export const gleamworksInfoPages: GleamPage[] = [
  whatWeNeed,
  booking,
  faq,
  about,
  contact,
  terms,
  terms2021,
  privacy,
  cookies,
];
