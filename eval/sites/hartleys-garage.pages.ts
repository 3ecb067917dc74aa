import {
  button,
  cards,
  cx,
  divHeading,
  GARAGE_EMAIL,
  GARAGE_MOBILE,
  GARAGE_PHONE,
  type GaragePage,
  h4,
  hero,
  img,
  labelled,
  p,
  priceList,
  review,
  rt,
  section,
  table,
  ul,
} from './hartleys-garage.layout.ts';

/**
 * The booking widget pasted into an HTML section of the booking page: the snippet the booking provider
 * emails garages, whose wrapper `<div>` is never closed, so everything after it on the page nests inside.
 */
const bookingWidget = `<div data-ux="HTMLContent" class="${cx('div', 'widget-html-html-2')}"><!-- MotorDesk Online Booking v3.2: paste into your website --><div id="md-booking" class="md-embed md-embed--garage" data-garage="HRT-0931" data-theme="light"><div class="md-embed__loader">Loading booking calendar&hellip;</div><script src="https://book.motordesk.example/embed/v3/booking.js" async></script><noscript>Please enable JavaScript to book online, or call us.</noscript>
</div>`;

/** Home, prices, courtesy car, collection and delivery, opening hours, payment and booking. */
export const garagePages: GaragePage[] = [
  {
    path: '/',
    title: 'Independent Family Garage in Helmsworth, North Yorkshire',
    description:
      'Hartley&#x27;s Garage, Helmsworth: family-run since 1979. MOTs, servicing, repairs, tyres, air-con and EV and hybrid servicing.',
    body: `${hero('Hartley&#x27;s Garage', 'Your family garage in Helmsworth since 1979. MOTs, servicing, repairs and tyres for every make.', ['Book online', '/book'])}
${section(
  'content',
  'Welcome to Hartley&#x27;s',
  rt(
    p(
      'Hartley&#x27;s is an independent, family-run garage on Mill Lane, two minutes&#x27; walk from Helmsworth market place. Three generations of the Hartley family have looked after the cars of the town and the villages of the dale since Ron Hartley opened the workshop in the old Mill Lane smithy in 1979.',
    ),
    p(
      'We do MOT testing, servicing, repairs, diagnostics, tyres and air-con, and since 2026 we have a dedicated bay for electric and hybrid cars. Our customers get a straight answer, a fixed price before we start and a courtesy car or free local collection when they need it.',
    ),
  ),
)}
${section(
  'content',
  'Our services',
  cards(
    `${img('mot-bay.jpg', 'The MOT bay')}${h4('MOT testing')}${rt(p('Class 4 MOTs for £45, with a free retest within 10 working days when we do the repairs.'))}${button('MOT', '/mot')}`,
    `${img('servicing.jpg', 'A car on the ramp for its service')}${h4('Servicing')}${rt(p('Interim, full and major services at fixed prices, without affecting your manufacturer warranty.'))}${button('Servicing', '/servicing')}`,
    `${img('tyres.jpg', 'A new tyre being balanced')}${h4('Tyres')}${rt(p('Premium, mid-range and budget tyres, puncture repairs and wheel alignment.'))}${button('Tyres', '/tyres')}`,
    `${img('ev-bay.jpg', 'An electric car on charge in the EV bay')}${h4('Electric &amp; hybrid')}${rt(p('EV health checks, EV and hybrid servicing by IMI-qualified technicians.'))}${button('EV &amp; Hybrid', '/electric-hybrid')}`,
  ),
)}
${section(
  'content',
  'Why Hartley&#x27;s?',
  rt(
    ul(
      'Family-run since 1979, with the same faces on reception and in the workshop',
      'Fixed prices, and no extra work without your OK',
      '12-month / 12,000-mile warranty on all repairs',
      'Two courtesy cars, and free collection and delivery within 5 miles',
      'Customer lounge with free wifi, tea and coffee',
    ),
  ),
)}
${section(
  'reviews',
  'What our customers say',
  review(
    'Honest, friendly and they explain everything. Marco found a fault the dealer had missed twice.',
    'Helen W., Helmsworth',
  ),
  review(
    'MOT done while I waited with a cup of tea. Passed, and they even told me which tyre to watch.',
    'Graham P., Ampleby',
  ),
  `<a href="/reviews" class="${cx('a')}">Read more reviews</a>`,
)}
${section(
  'content',
  'Book your car in',
  rt(p(`Book online any time, or call us on ${GARAGE_PHONE}. You can also text us on ${GARAGE_MOBILE}.`)),
  button('Book online', '/book'),
)}`,
  },
  {
    path: '/prices',
    title: 'Prices',
    description:
      'Our prices for MOTs, servicing, diagnostics, tyres, air conditioning and labour. All prices include VAT.',
    body: `${hero('Prices', 'Fixed prices, including VAT. No surprises.')}
${section(
  'menu',
  'Price list',
  rt(
    p(
      'These are our standard prices for 2026. All prices include VAT. For repairs we give you a fixed price before we start; call us with your registration number for a quote.',
    ),
  ),
  priceList([
    ['MOT test', 'Cars and light vans (Class 4)', '£45'],
    ['Interim service', 'Small cars, up to 1.4 litre', 'from £129'],
    ['Full service', 'Small cars, up to 1.4 litre', 'from £205'],
    ['Major service', 'Small cars, up to 1.4 litre', 'from £289'],
    ['MOT with a full or major service', '', '£35'],
    ['EV health check', '', '£49'],
    ['Air-con regas', 'R134a systems; R1234yf £119', 'from £65'],
    ['Diagnostics', 'per hour', '£60'],
    ['Labour rate', 'per hour, including VAT', '£72'],
    ['Puncture repair', 'per tyre', '£22'],
    ['Tyre fitting (your own tyres)', 'per tyre', '£18'],
    ['Wheel alignment', 'front', '£42'],
  ]),
  rt(
    p(
      'Service prices depend on the engine size: see the full <a href="/servicing">service menu</a>. Collection and delivery is free within 5 miles: see <a href="/collection-delivery">collection &amp; delivery</a>.',
    ),
  ),
)}`,
  },
  {
    path: '/courtesy-car',
    title: 'Courtesy Car',
    description: 'A free courtesy car while your car is in for servicing or repairs. Booking essential.',
    body: `${hero('Courtesy Car', 'Keep moving while we work on your car.')}
${section(
  'content',
  'Free courtesy cars',
  rt(
    p(
      'We have **two courtesy cars**, a Ford Fiesta and a Skoda Fabia, both petrol manuals. They are free to use while your car is with us for a service or repair. We only ask you to put back the fuel you use.',
    ),
    p(
      'Because we only have two cars, they are often booked a couple of weeks ahead, especially in December and before Easter. Please ask for a courtesy car when you book your car in: we can&#x27;t promise one on the day.',
    ),
  ),
)}
${section(
  'content',
  'Rules for the courtesy car',
  divHeading('Who can drive it'),
  rt(
    ul(
      'The courtesy car must be booked in advance, when you book your car in.',
      'Drivers must be over 25 and hold a full UK driving licence, held for at least 2 years, with no more than 6 penalty points.',
      'Please bring your driving licence and a DVLA licence check code (from gov.uk, valid for 21 days).',
      'Courtesy cars are not available for MOT-only bookings.',
      'The car is insured by us; you pay the first £250 of any claim (the insurance excess).',
      'No smoking and no pets in the car, please.',
      'Return the car when we call to say yours is ready, by 5.30pm, with the same amount of fuel.',
    ),
    p('If a repair takes longer than planned, you can keep the courtesy car until your own car is ready.'),
  ),
  button('Book a service with a courtesy car', '/book'),
)}`,
  },
  {
    path: '/collection-delivery',
    title: 'Collection &amp; Delivery',
    description:
      'We collect your car from home or work and bring it back. Free within 5 miles of the garage.',
    body: `${hero('Collection &amp; Delivery', 'We collect your car from home or work, and bring it back the same day.')}
${section(
  'content',
  'How it works',
  rt(
    p(
      'Can&#x27;t get to us? Our driver, Jake, collects your car from your home or workplace between 8am and 9.30am and brings it back by 5.30pm the same day. He drives on our trade plates and is covered by our motor trade insurance.',
    ),
    p(
      'Leave the keys with someone at home, or in a safe place we agree when you book, and please make sure there is enough fuel for the journey. We text you when the car is on its way back.',
    ),
  ),
)}
${section(
  'content',
  'Prices',
  table(
    ['Distance from the garage', 'Collection and delivery'],
    [
      ['Within 5 miles (Helmsworth, Ampleby, Nether Sowerby, Kirk Langdale)', 'Free'],
      ['5 to 10 miles', '£20'],
      ['10 to 15 miles', '£35'],
    ],
  ),
  rt(
    p(
      'The price is for the round trip. We don&#x27;t collect from more than 15 miles away. Collection and delivery is not available on Saturdays.',
    ),
    p(`To book, call ${GARAGE_PHONE} or choose collection when you book online.`),
  ),
)}`,
  },
  {
    path: '/opening-hours',
    title: 'Opening Hours',
    description:
      'Open Monday to Friday 8am to 5.30pm and Saturday mornings. Christmas and New Year opening 2026.',
    body: `${hero('Opening Hours', 'When you can find us on Mill Lane.')}
${section(
  'content',
  'Opening hours',
  table(
    ['Day', 'Workshop and reception'],
    [
      ['Monday &ndash; Friday', '8am &ndash; 5.30pm'],
      ['Saturday', '8am &ndash; 12 noon (MOTs, tyres and small jobs)'],
      ['Sunday', 'Closed'],
      ['Bank holidays', 'Closed'],
    ],
  ),
  rt(
    p(
      'On Saturday mornings we do MOTs, tyres, punctures and small jobs only. Servicing and repairs are Monday to Friday.',
    ),
    p(
      'Dropping off early? Post your keys in the secure key box by the office door with the form on the front filled in. You can use it any time, including the evening before.',
    ),
  ),
)}
${section(
  'content',
  'Christmas &amp; New Year 2026',
  table(
    ['Date', 'Hours'],
    [
      ['Thursday 24 December', '8am &ndash; 12 noon'],
      ['Friday 25 December &ndash; Monday 28 December', 'Closed'],
      ['Tuesday 29 &amp; Wednesday 30 December', '8.30am &ndash; 4pm'],
      ['Thursday 31 December', '8.30am &ndash; 12 noon'],
      ['Friday 1 January &ndash; Sunday 3 January', 'Closed'],
      ['Monday 4 January 2027', 'Normal hours'],
    ],
  ),
  rt(
    p(
      'Between Christmas and New Year we do MOTs and urgent repairs only. If your MOT runs out over the holidays, book it early in December.',
    ),
  ),
)}
${section(
  'content',
  'Bank holidays in 2027',
  rt(
    p(
      'We are closed on Friday 1 January (New Year&#x27;s Day), Good Friday 26 March and Easter Monday 29 March, Monday 3 May, Monday 31 May and Monday 30 August 2027.',
    ),
  ),
)}`,
  },
  {
    path: '/payment',
    title: 'Paying &amp; Finance',
    description:
      'How to pay for your car: card, cash, and pay monthly with Fairway Motor Finance on bills over £250.',
    body: `${hero('Paying for your car', 'Simple ways to pay, and the option to spread the cost.')}
${section(
  'content',
  'How to pay',
  rt(
    p(
      'Payment is due when you collect your car. We will ring or text you with the final bill when the work is done, and you can pay at reception or over the phone by card before you come in.',
    ),
    p(
      'We accept Visa and Mastercard credit and debit cards, Apple Pay, Google Pay and cash. We don&#x27;t take American Express, and we don&#x27;t accept cheques.',
    ),
  ),
  labelled([
    ['Cards', 'Visa, Mastercard, Apple Pay, Google Pay'],
    ['Cash', 'Yes'],
    ['Cheques', 'No'],
    ['When to pay', 'when you collect your car'],
  ]),
)}
${section(
  'content',
  'Pay monthly',
  rt(
    p(
      'Big bill? You can spread the cost of any bill over £250 with Fairway Motor Finance. Pay in 3 monthly instalments interest-free, or over 6 to 12 months at 9.9% APR representative. Finance is subject to status and you must be 18 or over and live in the UK.',
    ),
    p(
      'Applying takes about five minutes on your phone or at reception, and you get a decision straight away. Ask Sue or Kelly when you book, or when we call you with the quote.',
    ),
  ),
)}`,
  },
  {
    // The pasted MotorDesk snippet leaves its wrapper <div> open: the booking rules, the cancellation terms
    // and the no-show fee end up nested inside the embed, though a browser still shows them on the page.
    path: '/book',
    title: 'Book Online',
    description: 'Book your MOT, service or repair online. Cancellations and the MOT no-show fee.',
    body: `${hero('Book Online', 'Choose your service and a time that suits you.')}
<div class="widget widget-html widget-html-html-2"><section data-ux="Section" class="${cx('section')}"><div data-ux="Container" class="${cx('div')}">
${bookingWidget}
${divHeading('Booking by phone')}
${rt(
  p(
    `Prefer to talk to someone? Call ${GARAGE_PHONE} Monday to Friday 8am to 5.30pm, Saturday 8am to 12 noon, or email ${GARAGE_EMAIL}. For same-day bookings and punctures, please ring.`,
  ),
  p('We text you the day before to confirm your booking.'),
)}
${divHeading('Changing or cancelling a booking')}
${rt(
  p(
    'Please give us at least 24 hours&#x27; notice if you need to cancel or move a booking, so we can offer the slot to someone else.',
  ),
  p(
    'If you miss a booked MOT without letting us know, we charge a **£15 no-show fee**, as the test slot is lost.',
  ),
  p(
    'We don&#x27;t take deposits for MOTs, services or repairs. For parts ordered specially for your car, such as a clutch kit or a set of four tyres, we ask for a deposit of 50% when you accept the quote.',
  ),
)}
</div></section></div>`,
  },
];
