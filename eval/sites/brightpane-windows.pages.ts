import {
  BP_EMAIL,
  BP_PHONE,
  BP_PHONE_HREF,
  BP_WHATSAPP,
  BP_WHATSAPP_HREF,
  type BrightpanePage,
  button,
  divider,
  image,
  section,
  signupForm,
  spacer,
  text,
} from './brightpane-windows.layout.ts';

/*
 * The service pages, each a Mailchimp Websites page of stacked sections: home (a promo band on top with the
 * '10% off your first clean – until 31 October!' offer saved with no year, the hero, three columns of services,
 * an image-and-text section on pure water, reviews, areas, the pressure-washing teaser and a sign-up form),
 * window cleaning, prices (every price list typed as plain lines in text blocks, bold property types,
 * `<br>`-separated prices, extras and small print), gutters and fascias, conservatory roofs, solar panels,
 * commercial, areas and round days, and the 'coming spring 2027' pressure-washing page.
 */

const SKY = '#eaf4fa';
const NAVY = '#0b3c5d';
const SUN = '#f2b705';

/* ── Home ───────────────────────────────────────────────────────────────────────────────────────────── */

export const brightpaneHome: BrightpanePage = {
  path: '/',
  title: 'Brightpane Window Cleaning | Harrogate, Knaresborough & Ripon window cleaners',
  description:
    'Family-run window cleaning in Harrogate since 2012: pure-water window cleaning on 4-weekly and 8-weekly rounds, gutter clearing, fascias and soffits, conservatory roofs, solar panels and shop fronts.',
  sections: [
    section(
      'promo',
      [
        [
          text(
            `<p><strong><span style="color:${NAVY}">☀️ 10% off your first clean – until 31 October!</span></strong> <span style="color:${NAVY}">New customers only. Mention this offer when you ask for your quote.</span></p>`,
            'center',
          ),
        ],
      ],
      { background: SUN, padding: 14 },
    ),
    section(
      'hero',
      [
        [
          text(
            '<h1><span style="color:#ffffff">Sparkling windows, without the streaks</span></h1><p><span style="color:#ffffff;font-size:20px">Harrogate’s family window cleaners since 2012. Pure-water window cleaning every 4 or 8 weeks, plus gutters, fascias, conservatory roofs and solar panels.</span></p>',
          ),
          button('Get a free quote', '/quote', 'sun'),
          spacer(8),
          text(
            `<p><span style="color:#ffffff">Or call Claire in the office on <a href="${BP_PHONE_HREF}" style="color:#ffffff"><strong>${BP_PHONE}</strong></a></span></p>`,
          ),
        ],
        [],
      ],
      { image: 'hero-van-pole-harrogate-terrace.jpg', layout: '60-40', padding: 120 },
    ),
    section(
      'text',
      [
        [
          text(
            '<h2>What we do</h2><p>One local family firm for everything on the outside of your house.</p>',
            'center',
          ),
        ],
      ],
      { padding: 48 },
    ),
    section(
      'columns',
      [
        [
          image('tile-window-cleaning.jpg', 'Window cleaner with a water-fed pole', { radius: 6 }),
          text(
            '<p><strong><span style="font-size:20px">Window cleaning</span></strong></p><p>Regular rounds every 4 or 8 weeks, or a one-off clean. Glass, frames and sills every time.<br>From £12 a clean.</p>',
          ),
          button('Window cleaning', '/window-cleaning', 'secondary'),
        ],
        [
          image('tile-gutter-vac.jpg', 'Gutter vacuum pole and camera', { radius: 6 }),
          text(
            '<p><strong><span style="font-size:20px">Gutters, fascias &amp; soffits</span></strong></p><p>Gutters cleared from the ground with a high-reach vacuum, with camera photos before and after.<br>From £60.</p>',
          ),
          button('Gutter clearing', '/gutters', 'secondary'),
        ],
        [
          image('tile-conservatory.jpg', '', { radius: 6 }),
          text(
            '<p><strong><span style="font-size:20px">Conservatory roofs &amp; solar panels</span></strong></p><p>Gentle brush-and-rinse cleaning for glass and polycarbonate roofs and for solar panels.<br>Solar panels £4 a panel.</p>',
          ),
          button('Conservatory roofs', '/conservatory-roofs', 'secondary'),
        ],
      ],
      { padding: 32 },
    ),
    section(
      'imageText',
      [
        [image('pure-water-pole-sash-window.jpg', 'Cleaning a sash window with pure water', { radius: 6 })],
        [
          text(
            '<h2>Why pure water?</h2><p>Tap water leaves minerals behind, and that’s what makes spots and streaks. We filter our own water at our unit on Claro Road until there’s nothing left in it but water, then clean your glass, frames and sills with soft brushes on long water-fed poles and rinse it all off.</p><p>No ladders against your windows, no soap and no chemicals – just clean glass that stays clean for longer.</p>',
          ),
          button('How we clean', '/window-cleaning', 'primary'),
        ],
      ],
      { background: SKY, layout: '50-50' },
    ),
    section(
      'columns',
      [
        [
          text(
            '<p><em>“Been with Brightpane four years now. Always turn up on the day they text, frames are spotless, and the lads are lovely with our two spaniels.”</em></p><p><strong>Helen R., Jennyfields</strong></p>',
          ),
        ],
        [
          text(
            '<p><em>“Josh cleared our gutters and showed us the photos from the camera – we’d never have believed how much was up there. Didn’t miss a single downpipe.”</em></p><p><strong>Andrew &amp; Sue P., Knaresborough</strong></p>',
          ),
        ],
        [
          text(
            '<p><em>“They do our café windows every Saturday before we open. Reliable, tidy and the invoice just turns up by email.”</em></p><p><strong>Priya, café owner, Ripon</strong></p>',
          ),
        ],
      ],
      { padding: 48 },
    ),
    section(
      'button',
      [
        [
          text('<p style="text-align:center">4.9 ★ from our customers on Google</p>', 'center'),
          button('Read more reviews', '/reviews', 'secondary', 'center'),
        ],
      ],
      { padding: 16 },
    ),
    section(
      'imageText',
      [
        [
          text(
            '<h2>Where we work</h2><p>Harrogate, Knaresborough, Ripon and the villages in between – every HG postcode from HG1 to HG5, plus Boroughbridge. Each area has its own round day, so your cleaner is in your street on the same day every time.</p>',
          ),
          button('Areas & round days', '/areas', 'primary'),
        ],
        [image('map-harrogate-knaresborough-ripon.png', 'Map of the area we cover', { radius: 6 })],
      ],
      { layout: '60-40' },
    ),
    section(
      'text',
      [
        [
          text(
            '<p><strong><span style="font-size:20px">Coming in spring 2027: driveway &amp; patio cleaning</span></strong></p><p>We’re adding pressure washing for driveways and patios next spring. <a href="/pressure-washing">Find out more</a></p>',
            'center',
          ),
        ],
      ],
      { background: SKY, padding: 40 },
    ),
    section(
      'signup',
      [
        [
          signupForm({
            heading: 'Clean-day reminders and offers',
            intro:
              'Join our mailing list for round news, weather updates and the odd offer. We email about once a month.',
            buttonLabel: 'Sign me up',
          }),
        ],
      ],
      { padding: 48 },
    ),
  ],
};

/* ── Window cleaning ───────────────────────────────────────────────────────────────────────────────── */

const windowCleaning: BrightpanePage = {
  path: '/window-cleaning',
  title: 'Window cleaning in Harrogate | Brightpane Window Cleaning',
  description:
    'Pure-water window cleaning on 4-weekly and 8-weekly rounds or as a one-off, in Harrogate, Knaresborough, Ripon and the villages.',
  sections: [
    section(
      'hero',
      [
        [
          text(
            '<h1><span style="color:#ffffff">Window cleaning</span></h1><p><span style="color:#ffffff">Regular rounds or a one-off clean, with pure water and reach-and-wash poles.</span></p>',
          ),
        ],
      ],
      { image: 'banner-sash-windows-stray.jpg', padding: 96 },
    ),
    section('imageText', [
      [
        text(
          '<h2>Reach-and-wash with pure water</h2><p>Every clean is done with the reach-and-wash system: a carbon-fibre water-fed pole with a soft brush on the end, fed with pure water from the tank in our van. Our water goes through reverse osmosis and deionisation at our unit, so it dries without spots – no soap, no detergent, no squeegee marks.</p><p>We clean the glass, the frames and the sills, and the glass in your doors. Each van carries 650 litres of pure water, enough for a whole day on the round.</p>',
        ),
      ],
      [image('pole-at-work-ripon.jpg', 'Cleaning first-floor windows from the ground', { radius: 6 })],
    ]),
    section(
      'text',
      [
        [
          text(
            '<p><strong>How high can we go?</strong><br>Our poles reach up to the third storey, about 10 metres from the ground – that covers almost every house in Harrogate, including the tall Victorian terraces on the Stray. We don’t clean above the third storey, and we don’t do rope access.</p><p><strong>Insides</strong><br>We don’t clean inside windows on homes. Our domestic rounds are outside only, so we never need to come into your house. (We do clean inside glass on shop fronts – see <a href="/commercial">commercial</a>.)</p>',
          ),
        ],
      ],
      { background: SKY },
    ),
    section('columns', [
      [
        text(
          '<p><strong><span style="font-size:20px">4-weekly round</span></strong></p><p>Our most popular clean. Same day every four weeks, a text the evening before, and you pay after each clean.<br>3-bed semi: £20 a clean.</p>',
        ),
      ],
      [
        text(
          '<p><strong><span style="font-size:20px">8-weekly round</span></strong></p><p>For houses that don’t get too dirty, or if you’re happy with the windows cleaned every other month.<br>3-bed semi: £24 a clean.</p>',
        ),
      ],
      [
        text(
          '<p><strong><span style="font-size:20px">One-off clean</span></strong></p><p>Moving house, selling, or just want them done before a party? We’ll fit a one-off clean in, usually within 10 working days.<br>3-bed semi: £45.</p>',
        ),
      ],
    ]),
    section('text', [
      [
        text(
          '<p>The first clean on a new round is charged at the one-off price, because frames that haven’t been done for a while take a lot longer. After that you pay the round price. <a href="/prices">See all our prices</a>.</p>',
        ),
        divider(),
        text(
          '<p><strong>What happens on your clean day</strong><br>We’ll text you the evening before. You don’t need to be in – just leave the side gate unlocked. <a href="/how-it-works">More about your clean day</a></p><p><strong>Weather</strong><br>We clean in light rain – pure water rinses clean whatever the weather – but there’s no cleaning in heavy rain, high winds or below freezing. <a href="/faq">Read our FAQ</a></p>',
        ),
        button('Get a quote', '/quote', 'primary'),
      ],
    ]),
  ],
};

/* ── Prices ────────────────────────────────────────────────────────────────────────────────────────── */

const prices: BrightpanePage = {
  path: '/prices',
  title: 'Prices | Brightpane Window Cleaning Harrogate',
  description:
    'Window cleaning prices for every size of house on 4-weekly and 8-weekly rounds and one-off cleans, plus gutter clearing, fascias and soffits, conservatory roofs, solar panels and shop fronts.',
  sections: [
    section(
      'text',
      [
        [
          text(
            '<h1>Our prices</h1><p>Prices for 2026, including VAT. Every house is a bit different, so we’ll always confirm your price before the first clean – but most homes fit one of the lines below.</p>',
          ),
        ],
      ],
      { background: SKY, padding: 56 },
    ),
    section('text', [
      [
        text(
          '<h2>Window cleaning</h2><p><strong>Flat or maisonette</strong> (ground or first floor)<br>4-weekly £12 &nbsp;|&nbsp; 8-weekly £15 &nbsp;|&nbsp; one-off £30</p><p><strong>2-bed terrace or cottage</strong><br>4-weekly £16 &nbsp;|&nbsp; 8-weekly £19 &nbsp;|&nbsp; one-off £38</p><p><strong>3-bed semi</strong><br>4-weekly £20 &nbsp;|&nbsp; 8-weekly £24 &nbsp;|&nbsp; one-off £45</p><p><strong>3-bed detached</strong><br>4-weekly £25 &nbsp;|&nbsp; 8-weekly £29 &nbsp;|&nbsp; one-off £52</p><p><strong>4-bed detached</strong><br>4-weekly £30 &nbsp;|&nbsp; 8-weekly £36 &nbsp;|&nbsp; one-off £60</p><p><strong>5 bedrooms or more</strong><br>4-weekly from £38 &nbsp;|&nbsp; 8-weekly from £45 &nbsp;|&nbsp; one-off from £75</p>',
        ),
        text(
          '<p><strong>Extras on a window clean</strong><br>Conservatory sides: add £8 a clean<br>Roof windows (Velux and similar): add £2 each<br>Three-storey townhouse: add £6 a clean<br>Frames, sills and the glass in doors: always included</p><p><span style="font-size:14px">The first clean on a new round is charged at the one-off price. Prices are per clean and paid after each clean.</span></p>',
        ),
      ],
    ]),
    section(
      'columns',
      [
        [
          text(
            '<h2>Gutter clearing</h2><p>Mid-terrace – £60<br>Semi-detached or end-terrace – £70<br>Detached – £85<br>Large detached or three storeys – from £110<br>Unblocking a downpipe – £15 each</p><p><span style="font-size:14px">Includes camera photos before and after. <a href="/gutters">More about gutters</a></span></p>',
          ),
        ],
        [
          text(
            '<h2>Fascias &amp; soffits</h2><p>Fascias, soffits and gutter fronts cleaned<br>Semi-detached – £80<br>Detached – £110</p><p><strong>Gutter clear + fascias &amp; soffits together</strong><br>Semi-detached – £130<br>Detached – £175</p>',
          ),
        ],
      ],
      { background: SKY },
    ),
    section('columns', [
      [
        text(
          '<h2>Conservatory roofs</h2><p>Small (up to 3m × 3m) – £60<br>Medium (up to 4m × 4m) – £80<br>Large or P-shaped – from £100</p><p><span style="font-size:14px">Roof, gutters and outside frames. <a href="/conservatory-roofs">More</a></span></p>',
        ),
      ],
      [
        text(
          '<h2>Solar panels</h2><p>£4 a panel<br>Minimum charge £40 (up to 10 panels)</p><p><span style="font-size:14px">We recommend twice a year. <a href="/solar-panels">More</a></span></p>',
        ),
      ],
      [
        text(
          '<h2>Shop fronts</h2><p>Outside only – from £8 a visit<br>Inside and outside – from £14 a visit<br>Offices, schools, surgeries – free survey and quote</p><p><span style="font-size:14px"><a href="/commercial">Commercial cleaning</a></span></p>',
        ),
      ],
    ]),
    section(
      'text',
      [
        [
          text(
            '<p><strong>Paying</strong><br>We email or text an invoice after each clean. Pay by Direct Debit, card or bank transfer within 7 days – we don’t take cash or cheques. <a href="/payments">How to pay</a></p><p><strong>Driveways and patios?</strong><br>Pressure washing starts in spring 2027 and isn’t bookable yet. <a href="/pressure-washing">Find out more</a></p>',
          ),
          button('Get an exact quote', '/quote', 'primary'),
        ],
      ],
      { background: SKY },
    ),
  ],
};

/* ── Gutters, fascias and soffits ─────────────────────────────────────────────────────────────────── */

const gutters: BrightpanePage = {
  path: '/gutters',
  title: 'Gutter clearing, fascia & soffit cleaning | Brightpane Harrogate',
  description:
    'Gutters cleared from the ground with a high-reach vacuum and camera, plus fascia and soffit cleaning, in Harrogate, Knaresborough and Ripon.',
  sections: [
    section(
      'hero',
      [
        [
          text(
            '<h1><span style="color:#ffffff">Gutters, fascias &amp; soffits</span></h1><p><span style="color:#ffffff">Cleared from the ground. Photographed before and after.</span></p>',
          ),
        ],
      ],
      { image: 'banner-gutter-vac-semi.jpg', padding: 96 },
    ),
    section('imageText', [
      [image('gutter-camera-screen.jpg', 'Camera view inside a gutter', { radius: 6 })],
      [
        text(
          '<h2>Gutter clearing</h2><p>Blocked gutters overflow down your walls, and that’s how damp gets in. Josh clears them from the ground with a commercial vacuum on 40-foot carbon poles, so nobody needs to climb onto your roof. A camera on the pole lets us see right along the gutter, and we send you the photos before and after.</p><p>We take away the leaves, silt, weeds and the odd tennis ball, and check every downpipe is running. If a downpipe is blocked we’ll clear it for £15.</p>',
        ),
      ],
    ]),
    section(
      'text',
      [
        [
          text(
            '<p><strong>Gutter clearing prices</strong><br>Mid-terrace – £60<br>Semi-detached or end-terrace – £70<br>Detached – £85<br>Large detached or three storeys – from £110<br>Unblocking a downpipe – £15 each</p><p><strong>Our 3-month promise</strong><br>If a gutter we’ve cleared overflows because of a blockage within 3 months, we’ll come back and clear it again for free.</p>',
          ),
        ],
      ],
      { background: SKY },
    ),
    section('imageText', [
      [
        text(
          '<h2>Fascias &amp; soffits</h2><p>The white boards along your roofline – fascias, soffits and the fronts of your gutters – go green and grey over time. We clean them by hand with soft brushes and pure water from the poles, and they come up like new.</p><p>Semi-detached – £80<br>Detached – £110</p><p><strong>Save by booking both:</strong> gutter clear plus fascias &amp; soffits on the same visit is £130 for a semi-detached or £175 for a detached house.</p>',
        ),
      ],
      [image('fascia-before-after.jpg', 'Fascia boards before and after cleaning', { radius: 6 })],
    ]),
    section('text', [
      [
        text(
          '<p><strong>Please note</strong><br>We don’t repair, reseal or replace gutters, and we don’t fit gutter guards. If we spot a leaking joint, a sagging bracket or a cracked downpipe we’ll photograph it and tell you, so you can ask a roofer.</p><p>Gutter clears are one-off bookings. You can move or cancel free of charge up to 48 hours before; after that there’s a £20 late cancellation fee.</p><p>Best time to book: late autumn, once the leaves are down – but we clear gutters all year round.</p>',
        ),
        button('Book a gutter clear', '/quote', 'primary'),
      ],
    ]),
  ],
};

/* ── Conservatory roofs ───────────────────────────────────────────────────────────────────────────── */

const conservatoryRoofs: BrightpanePage = {
  path: '/conservatory-roofs',
  title: 'Conservatory roof cleaning | Brightpane Window Cleaning',
  description: 'Glass and polycarbonate conservatory roofs cleaned by brush and pure water, from £60.',
  sections: [
    section(
      'hero',
      [
        [
          text(
            '<h1><span style="color:#ffffff">Conservatory roof cleaning</span></h1><p><span style="color:#ffffff">Let the light back in.</span></p>',
          ),
        ],
      ],
      { image: 'banner-conservatory-roof.jpg', padding: 96 },
    ),
    section('imageText', [
      [
        text(
          '<p>Conservatory roofs collect leaves, bird mess and green algae, and before long the room underneath feels gloomy. We clean glass and polycarbonate roofs with soft brushes on our water-fed poles and rinse them with pure water, then do the little conservatory gutters and the outside frames.</p><p>Our team never walks, kneels or rests ladders on a conservatory roof – everything is done from the ground or from a ladder standing beside the conservatory, so there’s no risk of cracked panels.</p>',
        ),
      ],
      [image('conservatory-after-clean.jpg', '', { radius: 6 })],
    ]),
    section(
      'text',
      [
        [
          text(
            '<p><strong>Prices</strong><br>Small conservatory (up to 3m × 3m) – £60<br>Medium conservatory (up to 4m × 4m) – £80<br>Large, Victorian or P-shaped – from £100</p><p>Want the sides cleaned with your windows every time? Add the conservatory to your round for £8 a clean.</p>',
          ),
          button('Get a quote', '/quote', 'primary'),
        ],
      ],
      { background: SKY },
    ),
  ],
};

/* ── Solar panels ──────────────────────────────────────────────────────────────────────────────────── */

const solarPanels: BrightpanePage = {
  path: '/solar-panels',
  title: 'Solar panel cleaning Harrogate | Brightpane Window Cleaning',
  description:
    'Solar panels cleaned with pure water only, £4 a panel, in Harrogate, Knaresborough and Ripon.',
  sections: [
    section(
      'hero',
      [
        [
          text(
            '<h1><span style="color:#ffffff">Solar panel cleaning</span></h1><p><span style="color:#ffffff">Dirty panels make less electricity.</span></p>',
          ),
        ],
      ],
      { image: 'banner-solar-roof-pannal.jpg', padding: 96 },
    ),
    section('imageText', [
      [image('solar-pole-brush.jpg', 'Cleaning solar panels with a water-fed pole', { radius: 6 })],
      [
        text(
          '<p>A film of dust, pollen and bird droppings can cut what your panels produce. We clean them from the ground with soft brushes on water-fed poles and pure water only – no detergents, nothing that could mark the glass or affect your manufacturer’s warranty.</p><p>We recommend cleaning panels twice a year, in spring and autumn. Many customers book it on the same visit as a gutter clear.</p>',
        ),
      ],
    ]),
    section(
      'text',
      [
        [
          text(
            '<p><strong>Price</strong><br>£4 a panel<br>Minimum charge £40 (covers up to 10 panels)</p><p><strong>Good to know</strong><br>We can reach panels up to the third storey. We don’t check, repair or disconnect solar systems – for anything electrical, please call your installer.</p>',
          ),
          button('Book a solar clean', '/quote', 'primary'),
        ],
      ],
      { background: SKY },
    ),
  ],
};

/* ── Commercial ────────────────────────────────────────────────────────────────────────────────────── */

const commercial: BrightpanePage = {
  path: '/commercial',
  title: 'Commercial window cleaning & shop fronts | Brightpane Harrogate',
  description:
    'Shop fronts, cafés, offices, surgeries and schools in Harrogate, Knaresborough and Ripon, cleaned early before you open.',
  sections: [
    section(
      'hero',
      [
        [
          text(
            '<h1><span style="color:#ffffff">Commercial &amp; shop fronts</span></h1><p><span style="color:#ffffff">Clean glass before your first customer walks in.</span></p>',
          ),
        ],
      ],
      { image: 'banner-shopfront-parliament-street.jpg', padding: 96 },
    ),
    section('imageText', [
      [
        text(
          '<h2>Shop fronts</h2><p>We clean shop fronts, cafés, salons and estate agents’ windows in Harrogate, Knaresborough and Ripon town centres, weekly or fortnightly. On shop fronts we clean the inside of the glass as well as the outside if you’d like us to.</p><p><strong>When:</strong> Saturday mornings from 6.30am to 10am, or weekday mornings before 9am, so we’re finished before you open.</p><p>Outside only – from £8 a visit<br>Inside and outside – from £14 a visit</p>',
        ),
      ],
      [image('shopfront-cafe-ripon.jpg', '', { radius: 6 })],
    ]),
    section(
      'text',
      [
        [
          text(
            '<h2>Offices, surgeries, schools and care homes</h2><p>Larger buildings get a free survey visit and a written quote with a cleaning schedule. We work to your site rules and sign in and out, and our £5 million public liability certificate is available on request.</p><p>Our poles reach up to the third storey. We don’t do rope access or high-rise work above the third storey.</p>',
          ),
        ],
      ],
      { background: SKY },
    ),
    section('text', [
      [
        text(
          '<p><strong>Accounts for businesses</strong><br>Commercial customers are invoiced monthly and pay within 14 days by bank transfer or Direct Debit. Invoices go to <a href="mailto:accounts@brightpane-windows.test">accounts@brightpane-windows.test</a> if you need a purchase order number on them.</p>',
        ),
        button('Ask for a commercial quote', '/quote', 'primary'),
      ],
    ]),
  ],
};

/* ── Areas and round days ──────────────────────────────────────────────────────────────────────────── */

const areas: BrightpanePage = {
  path: '/areas',
  title: 'Areas we cover & round days | Brightpane Window Cleaning',
  description:
    'Our window cleaning rounds across Harrogate (HG1, HG2, HG3), Knaresborough (HG5), Ripon (HG4) and Boroughbridge, with the day we clean each area.',
  sections: [
    section(
      'text',
      [
        [
          text(
            '<h1>Areas we cover</h1><p>Every area has its own round day, so we’re in your street on the same day each time. We’ll text you the evening before your clean.</p>',
          ),
        ],
      ],
      { background: SKY, padding: 56 },
    ),
    section('imageText', [
      [
        text(
          '<p><strong>Round days</strong></p><p><strong>Monday</strong> – Harrogate HG1: the town centre, Bilton, Starbeck, Jennyfields and New Park<br><strong>Tuesday</strong> – Harrogate HG2: Oatlands, Hookstone, Harlow Hill, Pannal Ash and the Duchy<br><strong>Wednesday</strong> – Knaresborough and Scotton (HG5)<br><strong>Thursday</strong> – Ripon, Bishop Monkton and Littlethorpe (HG4), and Boroughbridge (YO51)<br><strong>Friday</strong> – the Harrogate villages (HG3): Killinghall, Hampsthwaite, Pannal, Beckwithshaw, Burnt Yates and Summerbridge. Friday is also our catch-up day for cleans the weather has stopped.<br><strong>Saturday</strong> – shop fronts only, in Harrogate, Knaresborough and Ripon town centres</p>',
        ),
      ],
      [image('map-rounds-colour-coded.png', 'Map of our round areas', { radius: 6 })],
    ]),
    section(
      'text',
      [
        [
          text(
            '<p><strong>Gutters, conservatory roofs and solar panels</strong><br>These are booked as one-off visits on any weekday, anywhere in the areas above.</p><p><strong>Outside our area</strong><br>We don’t cover York, Leeds or Wetherby, and we don’t go further up Nidderdale than Summerbridge (so not Pateley Bridge, sorry). If you’re not sure, send us your postcode on WhatsApp.</p>',
          ),
          button(`WhatsApp ${BP_WHATSAPP}`, BP_WHATSAPP_HREF, 'primary'),
        ],
      ],
      { background: SKY },
    ),
  ],
};

/* ── Pressure washing, coming 2027 ─────────────────────────────────────────────────────────────────── */

const pressureWashing: BrightpanePage = {
  path: '/pressure-washing',
  title: 'Driveway & patio cleaning – coming spring 2027 | Brightpane',
  description: 'Pressure washing of driveways and patios, coming to Brightpane in spring 2027.',
  nav: '',
  sections: [
    section(
      'hero',
      [
        [
          text(
            '<h1><span style="color:#ffffff">Driveway &amp; patio cleaning</span></h1><p><span style="color:#ffffff">Coming in spring 2027</span></p>',
          ),
        ],
      ],
      { image: 'banner-patio-before-after.jpg', padding: 96 },
    ),
    section('text', [
      [
        text(
          '<p>You asked, we listened! From spring 2027 we’ll be pressure washing driveways, paths and patios with a new hot-water pressure washer and flat-surface cleaner, which keeps the mess off your walls and windows.</p><p><strong>We’re not taking bookings yet.</strong> Prices will be published here in February 2027, and the first jobs will go out in March 2027.</p><p>Until then we don’t do any pressure washing or jet washing – not even for round customers, sorry.</p>',
        ),
      ],
    ]),
    section(
      'signup',
      [
        [
          signupForm({
            heading: 'Be first in the queue',
            intro: 'Sign up and we’ll email you the prices as soon as bookings open.',
            buttonLabel: 'Join the waiting list',
            postcode: true,
          }),
        ],
      ],
      { background: SKY },
    ),
    section('text', [
      [text(`<p>Questions? Email <a href="mailto:${BP_EMAIL}">${BP_EMAIL}</a>.</p>`, 'center')],
    ]),
  ],
};

export const brightpanePages: BrightpanePage[] = [
  windowCleaning,
  prices,
  gutters,
  conservatoryRoofs,
  solarPanels,
  commercial,
  areas,
  pressureWashing,
];
