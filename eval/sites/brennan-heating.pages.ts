import {
  BRENNAN_ADDRESS,
  BRENNAN_EMAIL,
  BRENNAN_GAS_SAFE,
  BRENNAN_MOBILE,
  BRENNAN_PHONE,
  type BrennanPage,
  button,
  col,
  heading,
  iconList,
  image,
  inner,
  quoteForm,
  section,
  testimonials,
  text,
} from './brennan-heating.layout.ts';
import { pageHero } from './brennan-heating.services.ts';

const slides: [string, string, string][] = [
  [
    'Boiler packed up on a Sunday night in January. Declan was here at 8 the next morning and had it going by 10. Brilliant.',
    'Helen W.',
    'Nether Edge',
  ],
  [
    'Ciaran quoted for our new Worcester, turned up when he said and the lads left the kitchen spotless. Would recommend.',
    'Mark &amp; Aisha P.',
    'Hillsborough',
  ],
  [
    'I use Brennan &amp; Sons for all six of my rentals. Certificates always on time and emailed the same day.',
    'Richard T., landlord',
    'Crookes',
  ],
  [
    'Gary fitted our bathroom in eight days. Lovely job and he kept us updated every day.',
    'Janet B.',
    'Dore',
  ],
];

/**
 * A Trustindex review widget pasted into an HTML widget. Its "load more" wrapper is never closed, so the
 * rest of the page (the review platforms' scores) ends up inside it.
 */
const pastedReviewWidget = `<div class="elementor-element elementor-widget elementor-widget-html" data-element_type="widget" data-widget_type="html.default"><div class="elementor-widget-container">
<!-- Trustindex widget start -->
<div class="ti-widget ti-goog ti-review-text-mode-readmore" data-layout-id="4" data-set-id="light-background" data-pid="a7c31f9"><div class="ti-widget-container ti-col-3"><div class="ti-header source-Google"><div class="ti-rating-text"><strong class="ti-rating">EXCELLENT</strong></div><div class="ti-stars"><span class="ti-star f"></span><span class="ti-star f"></span><span class="ti-star f"></span><span class="ti-star f"></span><span class="ti-star f"></span></div><div class="ti-rating-text">Based on <strong>412 reviews</strong></div></div><div class="ti-reviews-container"><div class="ti-reviews-container-wrapper"><div class="ti-review-item source-Google"><div class="ti-inner"><div class="ti-review-header"><div class="ti-name">Sarah K.</div><div class="ti-date">3 weeks ago</div></div><div class="ti-review-content">Kyle serviced our Vaillant and found a leaking seal nobody had spotted. Friendly and tidy.</div></div></div><div class="ti-review-item source-Google"><div class="ti-inner"><div class="ti-review-header"><div class="ti-name">Tom H.</div><div class="ti-date">1 month ago</div></div><div class="ti-review-content">Power flush made a massive difference, all radiators finally hot. Fair price.</div></div></div><div class="ti-review-item source-Google"><div class="ti-inner"><div class="ti-review-header"><div class="ti-name">Gemma L.</div><div class="ti-date">2 months ago</div></div><div class="ti-review-content">Burst pipe on a Saturday, they were here in just over an hour. Not cheap at weekend rates but worth it.</div></div></div></div><div class="ti-load-more-reviews-container"><div class="ti-load-more-reviews-button">Load more
</div></div></div></div>
<!-- Trustindex widget end -->`;

/** The home page, prices, areas, about, team, accreditations, reviews, paying, booking, contact, quote and FAQ. */
export const brennanPages: BrennanPage[] = [
  {
    path: '/',
    title: 'Plumbers &amp; Heating Engineers in Sheffield',
    description:
      'Brennan &amp; Sons: family-run Gas Safe plumbers and heating engineers in Sheffield since 1987. Boiler servicing, new boilers, emergencies and bathrooms.',
    body: `${section(
      col(
        60,
        heading('Sheffield&#8217;s family plumbing &amp; heating firm', 'h1'),
        text(
          'Boiler servicing, new boilers, repairs, emergency call-outs and bathrooms, from a family firm that has been looking after Sheffield homes since 1987.',
        ),
        inner(
          col(50, button('Get a quote', '/get-a-quote')),
          col(50, button(`Call ${BRENNAN_PHONE}`, 'tel:+441144960732')),
        ),
      ),
      col(
        40,
        image(
          '2023/04/brennan-van-abbeydale.jpg',
          'Brennan &amp; Sons van outside our Abbeydale Road workshop',
        ),
      ),
    )}
${section(
  col(
    25,
    heading('Boiler servicing', 'h3'),
    text('From £85 + VAT. All makes, about 45 minutes to an hour.'),
    button('More', '/boiler-servicing'),
  ),
  col(
    25,
    heading('New boilers', 'h3'),
    text('Worcester Bosch, Vaillant and Ideal, up to 10 years&#8217; guarantee. Finance available.'),
    button('More', '/boiler-installation'),
  ),
  col(
    25,
    heading('Emergencies', 'h3'),
    text(`7am to 10pm, 7 days a week. Emergency line ${BRENNAN_MOBILE}.`),
    button('More', '/emergency-plumber'),
  ),
  col(
    25,
    heading('HomeCare plan', 'h3'),
    text('Annual service and repairs covered from £14.50 a month.'),
    button('More', '/homecare-plan'),
  ),
)}
${section(
  heading('Why choose Brennan &amp; Sons?'),
  iconList(
    `Gas Safe registered, number ${BRENNAN_GAS_SAFE}`,
    'Family-run since 1987, three generations of Brennans',
    'Rated 4.9 out of 5 from 412 Google reviews',
    'Fixed prices for installations, no hidden extras',
    'Fully insured: £5 million public liability',
    'We cover Sheffield and the surrounding area, see <a href="/areas-we-cover/">areas we cover</a>',
  ),
)}
${section(heading('What our customers say'), testimonials(slides))}`,
  },
  {
    path: '/prices',
    title: 'Our Prices',
    description:
      'Prices for boiler servicing, plumbing, emergency call-outs, power flushing and landlord certificates.',
    body: `${pageHero('Our Prices', 'Clear prices, agreed before we start. Prices updated April 2026.')}
${section(
  text(
    'Servicing, repair and plumbing prices below are <strong>plus VAT at 20%</strong>. New boiler and bathroom prices include VAT.',
  ),
  inner(
    col(
      50,
      heading('Servicing &amp; certificates', 'h3'),
      iconList(
        'Boiler service: £85.00 + VAT',
        'Saturday boiler service: £105.00 + VAT',
        'Second gas appliance serviced at the same visit: £45.00 + VAT',
        'Landlord gas safety certificate (CP12): £65.00 + VAT',
        'Each extra appliance on a CP12: £15.00 + VAT',
        'CP12 and boiler service together: £135.00 + VAT',
      ),
    ),
    col(
      50,
      heading('Labour rates', 'h3'),
      iconList(
        'Plumbing and heating, weekdays 08:00 &#8211; 17:30: £60.00 per hour + VAT (minimum one hour)',
        'Emergency call-out fee: £75.00 + VAT, including the first 30 minutes',
        'Weekday evenings 17:30 &#8211; 22:00: £85.00 per hour + VAT',
        'Saturdays, Sundays and bank holidays: £95.00 per hour + VAT',
      ),
    ),
  ),
  inner(
    col(
      50,
      heading('Heating', 'h3'),
      iconList(
        'Power flush, up to 10 radiators: £395.00 + VAT',
        'Each extra radiator: £25.00 + VAT',
        'Magnetic filter fitted: £120.00 + VAT',
      ),
    ),
    col(
      50,
      heading('New boilers &amp; bathrooms (VAT included)', 'h3'),
      iconList(
        'Combi swap: from £2,195',
        'System or regular boiler: from £2,450',
        'Conversion to a combi: from £3,150',
        'Full bathroom: from £5,500',
        'En-suite shower room: from £4,200',
      ),
    ),
  ),
  text(
    'Missed appointment fee: £35.00 + VAT if our engineer can&#8217;t get in and you haven&#8217;t given us 24 hours&#8217; notice. Travel charge outside our 10-mile area: £15.00 + VAT per visit.',
  ),
)}`,
  },
  {
    path: '/areas-we-cover',
    title: 'Areas We Cover',
    description: 'We cover Sheffield and the surrounding area: S1 to S14, S17, S20, S21, S35 and S60.',
    body: `${pageHero('Areas We Cover', 'Sheffield and the surrounding area, from our base on Abbeydale Road.')}
${section(
  col(
    50,
    heading('Postcodes'),
    text('We cover these postcodes with no travel charge:'),
    iconList(
      'S1 to S14 (all of central Sheffield)',
      'S17 (Dore and Totley)',
      'S20 (Mosborough, Halfway, Beighton)',
      'S21 (Eckington, Killamarsh)',
      'S35 (Chapeltown, High Green, Grenoside)',
      'S60 (Rotherham, Whiston)',
    ),
  ),
  col(
    50,
    heading('Further afield'),
    text(
      'We don&#8217;t charge for travel within 10 miles of our workshop on Abbeydale Road. Between 10 and 20 miles we add a travel charge of £15 + VAT per visit, for example for Chesterfield, Dronfield, Stocksbridge or Barnsley.',
      'We don&#8217;t take on work more than 20 miles from Sheffield, and we can&#8217;t offer the HomeCare plan outside the postcodes listed.',
    ),
  ),
)}`,
  },
  {
    path: '/about-us',
    title: 'About Us',
    description: 'Brennan &amp; Sons was founded by Pat Brennan in 1987 and is still run by the family.',
    body: `${pageHero('About Us', 'Three generations of Brennans looking after Sheffield&#8217;s boilers.')}
${section(
  col(
    60,
    text(
      'Pat Brennan started the business in 1987 with one van and a toolbox, working out of his garage in Heeley. His sons Declan and Ciaran joined in the 1990s, and in 2011 we moved into our workshop and office at Bramley Yard on Abbeydale Road.',
      'Today we are a team of eight, including three Gas Safe registered engineers, and Pat&#8217;s grandson Tom is training with us as an apprentice plumber. We still answer the phone ourselves and we still turn up when we say we will.',
      'We are a member of the Chartered Institute of Plumbing and Heating Engineering (CIPHE) and Which? Trusted Traders. See <a href="/accreditations/">Gas Safe &amp; insurance</a>.',
    ),
  ),
  col(40, image('2023/04/brennan-family-team.jpg', 'Pat, Declan and Ciaran Brennan outside the workshop')),
)}
${section(button('Meet the team', '/our-team'))}`,
  },
  {
    path: '/our-team',
    title: 'Our Team',
    description: 'Meet the Brennan &amp; Sons team: engineers, fitters and the office.',
    body: `${pageHero('Meet the Team', 'The people you&#8217;ll speak to and the people who&#8217;ll turn up.')}
${section(
  col(
    33,
    heading('Declan Brennan', 'h3'),
    text(
      'Managing Director and Gas Safe engineer. Declan runs the business day to day and still does most of the tricky boiler repairs.',
    ),
  ),
  col(
    33,
    heading('Ciaran Brennan', 'h3'),
    text(
      'Installations Manager. Ciaran does every new boiler survey and quote and leads the installation team.',
    ),
  ),
  col(
    33,
    heading('Joanne Brennan', 'h3'),
    text('Office Manager. Joanne takes your bookings, sends the invoices and answers the emails.'),
  ),
)}
${section(
  col(
    33,
    heading('Kyle Hughes', 'h3'),
    text(
      'Service Engineer, Gas Safe registered. Most of our boiler services and CP12 certificates are done by Kyle.',
    ),
  ),
  col(
    33,
    heading('Priya Shah', 'h3'),
    text(
      'Heating Engineer, Gas Safe registered and G3 unvented qualified. Priya looks after power flushing and hot water cylinders.',
    ),
  ),
  col(
    33,
    heading('Gary Rowe', 'h3'),
    text('Bathroom Fitter. Gary manages every bathroom and en-suite from strip-out to finish.'),
  ),
)}
${section(
  col(50, heading('Tom Brennan', 'h3'), text('Apprentice Plumber, in his second year at Sheffield College.')),
  col(
    50,
    heading('Pat Brennan', 'h3'),
    text('Founder. Semi-retired, but you&#8217;ll still find him in the workshop most mornings.'),
  ),
)}`,
  },
  {
    path: '/accreditations',
    title: 'Gas Safe Registration &amp; Insurance',
    description: `Brennan &amp; Sons is Gas Safe registered (number ${BRENNAN_GAS_SAFE}) and fully insured.`,
    body: `${pageHero('Gas Safe &amp; Insurance', 'Check us out before you let us in.')}
${section(
  iconList(
    `Gas Safe Register number: ${BRENNAN_GAS_SAFE}`,
    'Public liability insurance: £5 million',
    'Employer&#8217;s liability insurance: £10 million',
    'Worcester Bosch Accredited Installer',
    'Vaillant Advance installer',
    'Member of CIPHE',
    'Which? Trusted Trader',
  ),
  text(
    'Every engineer who works on gas in your home carries a Gas Safe ID card. Ask to see it: you can check it on the Gas Safe Register website or by calling 0800 408 5500.',
    'Our insurance certificates are available on request for landlords and letting agents.',
  ),
)}`,
  },
  {
    path: '/reviews',
    title: 'Customer Reviews',
    description: 'What our customers say: 4.9 out of 5 from 412 Google reviews.',
    body: `${pageHero('Reviews', 'Rated 4.9 out of 5 from 412 Google reviews.')}
${section(heading('Latest Google reviews'))}
${pastedReviewWidget}
${section(
  col(50, heading('Google', 'h3'), text('4.9 out of 5 from 412 reviews')),
  col(50, heading('Which? Trusted Traders', 'h3'), text('4.8 out of 5 from 96 reviews')),
)}
${section(testimonials(slides), button('Leave us a review', 'https://g.page.example/brennan-sons/review'))}`,
  },
  {
    path: '/payment',
    title: 'Paying Us',
    description: 'How to pay Brennan &amp; Sons: card, bank transfer or cash, due when the job is done.',
    body: `${pageHero('Paying Us', 'Simple, no surprises.')}
${section(
  col(
    50,
    heading('How you can pay'),
    iconList(
      'Debit and credit cards (Visa, Mastercard, Amex) on our engineers&#8217; card machines',
      'Apple Pay and Google Pay',
      'Bank transfer',
      'Cash',
    ),
    text('We don&#8217;t accept cheques.'),
  ),
  col(
    50,
    heading('When payment is due'),
    text(
      'For servicing, repairs, plumbing and call-outs, payment is due on the day, when the work is finished. Your engineer will take payment before leaving, or we email an invoice to pay by bank transfer the same day.',
      'For new boilers we ask for a 20% deposit when you accept the quote and the balance on completion. For bathrooms the deposit is 25%.',
      'Landlords and letting agents with an account with us pay within 14 days of the invoice.',
      'HomeCare plans are paid monthly by Direct Debit.',
    ),
  ),
)}`,
  },
  {
    path: '/booking',
    title: 'Book an Appointment',
    description: 'Book a boiler service, repair or plumber online, and our booking and cancellation rules.',
    body: `${pageHero('Book an Appointment', 'Book a service, repair or plumbing job. For emergencies, please call.')}
${section(
  col(
    60,
    text(
      `Send us the form or call the office on ${BRENNAN_PHONE} and we&#8217;ll confirm a date by text or email. We offer a morning slot (8am&#8211;12pm) or an afternoon slot (12pm&#8211;5.30pm), Monday to Friday, and some Saturday morning slots for boiler services. The engineer will text you when they are on their way.`,
    ),
    quoteForm(
      [
        ['name', 'Your name', 'text'],
        ['phone', 'Phone', 'tel'],
        ['email', 'Email', 'email'],
        ['postcode', 'Postcode', 'text'],
        ['message', 'What do you need?', 'textarea'],
      ],
      'Request booking',
    ),
  ),
  col(
    40,
    heading('Cancelling or changing', 'h3'),
    text(
      'If you need to cancel or move your appointment, please give us at least <strong>24 hours&#8217; notice</strong>, by phone or email. There is no charge for that.',
      'If our engineer arrives and can&#8217;t get in, and you haven&#8217;t let us know, we charge a <strong>missed appointment fee of £35 + VAT</strong>.',
      'If we have to change your appointment, we will let you know as early as we can.',
    ),
  ),
)}`,
  },
  {
    path: '/contact',
    title: 'Contact Us',
    description: `Call ${BRENNAN_PHONE}, email ${BRENNAN_EMAIL} or visit us at Bramley Yard, Abbeydale Road.`,
    body: `${pageHero('Contact Us', 'We&#8217;re here to help.')}
${section(
  col(
    50,
    iconList(
      `Office: ${BRENNAN_PHONE}`,
      `Emergency line: ${BRENNAN_MOBILE} (7am&#8211;10pm, every day)`,
      `Email: ${BRENNAN_EMAIL}`,
      `Address: ${BRENNAN_ADDRESS}`,
    ),
    heading('Office hours', 'h3'),
    text(
      'Monday to Friday: 8am&#8211;5.30pm<br>Saturday: 9am&#8211;12 noon<br>Sunday and bank holidays: closed',
      'Outside office hours, leave a message or use the emergency line. We reply to emails within one working day.',
      'Our workshop isn&#8217;t a showroom: please call before visiting. There is parking for two cars in the yard.',
    ),
  ),
  col(
    50,
    `<div class="elementor-element elementor-widget elementor-widget-google_maps" data-element_type="widget" data-widget_type="google_maps.default"><div class="elementor-widget-container"><div class="elementor-custom-embed"><iframe loading="lazy" src="https://maps.google.example/maps?q=112%20Abbeydale%20Road%2C%20Sheffield%20S7%201FD&amp;t=m&amp;z=15&amp;output=embed&amp;iwloc=near" title="112 Abbeydale Road, Sheffield S7 1FD" aria-label="112 Abbeydale Road, Sheffield S7 1FD"></iframe></div></div></div>`,
  ),
)}`,
  },
  {
    path: '/get-a-quote',
    title: 'Get a Quote',
    description: 'Ask for a free quote for a new boiler, a bathroom or a power flush.',
    body: `${pageHero('Get a Quote', 'Free, no-obligation quotes for new boilers, bathrooms and power flushing.')}
${section(
  col(
    60,
    quoteForm(
      [
        ['name', 'Name', 'text'],
        ['phone', 'Phone number', 'tel'],
        ['email', 'Email address', 'email'],
        ['postcode', 'Postcode', 'text'],
        ['job', 'What would you like a quote for?', 'select'],
        ['details', 'Tell us a bit more', 'textarea'],
      ],
      'Get my free quote',
    ),
  ),
  col(
    40,
    heading('What happens next', 'h3'),
    text(
      'We&#8217;ll call you within one working day to book a free home visit. For a new boiler, Ciaran comes out to survey; for a bathroom, Gary. You get a written fixed-price quote within two working days of a boiler survey, or within a week for a bathroom.',
    ),
  ),
)}`,
  },
];
