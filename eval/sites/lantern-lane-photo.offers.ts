import { a, countdownBlock, h, img, type LanternPage, p, strong, ul } from './lantern-lane-photo.layout.ts';

/**
 * Kajabi offers: checkout pages at `/offers/<id>`, left out of the sitemap as Kajabi leaves them and reached
 * through the "Book now" buttons. The offer's image, title and description (the owner's rich text) sit beside
 * the checkout panel: the account fields, the date or pricing option, an order bump, the payment element, the
 * order summary with the price as Kajabi formats it ('£149.00') and the purchase button.
 */
interface Offer {
  id: string;
  title: string;
  description: string;
  image: string;
  /** The offer's rich-text description. */
  body: string;
  /** "What's included": the products the offer grants. */
  includes: string[];
  /** Pricing options as Kajabi prints them; the first is selected. */
  options: [label: string, amount: string][];
  /** A "Choose your date" field the owner added as a custom checkout field. */
  dates?: string[];
  /** An order bump: a checkbox adding a second product. */
  bump?: [label: string, amount: string, text: string];
  /** The amount struck through beside the price. */
  was?: string;
  /** A countdown timer the owner added above the panel. */
  countdown?: [endIso: string, text: string];
}

const checkout = (o: Offer): LanternPage => {
  const [firstLabel, firstAmount] = o.options[0] ?? ['', ''];
  const options =
    o.options.length > 1
      ? `<div class="form-section"><h4 class="form-section__title">Choose an option</h4><div class="price-options">${o.options
          .map(
            ([label, amount], k) =>
              `<label class="price-option${k === 0 ? ' price-option--selected' : ''}"><input type="radio" name="checkout_offer[price_id]" value="${k + 1}"${k === 0 ? ' checked' : ''}><span class="price-option__label">${label}</span><span class="price-option__amount">${amount}</span></label>`,
          )
          .join('')}</div></div>`
      : '';
  const dates = o.dates
    ? `<div class="form-section"><h4 class="form-section__title">Choose your date</h4><div class="form-group"><select name="checkout_offer[custom_field_1]" class="form-control" required><option value="">Select a date…</option>${o.dates.map((d) => `<option value="${d}">${d}</option>`).join('')}</select></div></div>`
    : '';
  const bump = o.bump
    ? `<div class="order-bump"><label class="order-bump__header"><input type="checkbox" name="checkout_offer[order_bump]" value="1"><span class="order-bump__title">Yes! ${o.bump[0]}</span><span class="order-bump__price">+${o.bump[1]}</span></label><div class="order-bump__description"><p>${o.bump[2]}</p></div></div>`
    : '';
  const countdown = o.countdown
    ? `<div class="checkout__countdown"><p class="checkout__countdown-text">${o.countdown[1]}</p>${countdownBlock(o.countdown[0], 12)}</div>`
    : '';
  const price = o.was ? `<s class="order-summary__was">${o.was}</s> ${firstAmount}` : firstAmount;
  const section = `<div class="container checkout__container">${countdown}<div class="row">
<div class="col-lg-7 checkout__offer">
<div class="offer-header"><img class="offer-header__image" src="${img(o.image)}" alt="" width="800" height="450"><h1 class="offer-header__title">${o.title}</h1></div>
<div class="offer-description">${o.body}</div>
<div class="offer-products"><h4 class="offer-products__title">What’s included</h4><ul class="offer-products__list">${o.includes.map((x) => `<li class="offer-products__item"><i class="fa fa-check" aria-hidden="true"></i> ${x}</li>`).join('')}</ul></div>
</div>
<div class="col-lg-5 checkout__panel">
<form class="checkout-form" action="/offers/${o.id}/checkout" method="post" data-checkout-form>
<input type="hidden" name="authenticity_token" value="q2Zl0Pv8RkX3mN">
<div class="checkout-panel">
<div class="form-section"><h4 class="form-section__title">1. Your details</h4><div class="form-group"><input type="text" class="form-control" name="checkout_offer[member][name]" placeholder="Name" required></div><div class="form-group"><input type="email" class="form-control" name="checkout_offer[member][email]" placeholder="Email" required></div></div>
${options}${dates}
<div class="form-section"><h4 class="form-section__title">2. Payment information</h4><div id="stripe-payment-element" class="payment-element" data-stripe-key="pk_live_51LlpKj"></div></div>
${bump}
<div class="order-summary"><h4 class="order-summary__title">Order summary</h4><div class="order-summary__line"><span class="order-summary__label">${o.title}${o.options.length > 1 ? ` (${firstLabel})` : ''}</span><span class="order-summary__amount">${price}</span></div><div class="order-summary__coupon"><a href="#" class="coupon-toggle">Have a coupon?</a><div class="coupon-field" hidden><input type="text" class="form-control" name="checkout_offer[coupon_code]" placeholder="Coupon code"><button type="button" class="btn btn--outline btn--small">Apply</button></div></div><div class="order-summary__total"><span>Total due today</span><span class="order-summary__total-amount">${firstAmount}</span></div></div>
<button type="submit" class="btn btn--solid btn--block btn--large checkout-submit">Complete my purchase</button>
<p class="checkout-panel__secure"><i class="fa fa-lock" aria-hidden="true"></i> Payments are secure and encrypted.</p>
</div>
</form>
</div>
</div></div>`;
  return {
    path: `/offers/${o.id}`,
    title: `${o.title} | Lantern Lane Photography School`,
    description: o.description,
    kind: 'offer',
    sections: [section],
    unlisted: true,
  };
};

const refunds = p(
  `Cancel at least 14 days before the day for a full refund. ${a('Our FAQ', '/faq')} has the details.`,
);

const beginners = checkout({
  id: 'hT4kP9sQ',
  title: 'Beginners’ Camera Workshop',
  description: 'Book your place on the Beginners’ Camera Workshop (DSLR and mirrorless) in Bristol.',
  image: 'offer-beginners.jpg',
  body: `${p('One Saturday, 10am – 4pm, at our school in St Philips with Tom Beddoe. Up to 8 people.')}${p('By the end of the day you’ll shoot in manual with confidence: aperture, shutter speed, ISO, focusing and metering, with a photo walk around the harbour after lunch.')}${p(`${strong('Bring:')} your DSLR or mirrorless camera, charged, with an empty memory card, and your lunch.`)}${refunds}`,
  includes: ['The full-day workshop', 'Tea, coffee and cake', 'A printed camera-settings cheat sheet'],
  options: [['Full price', '£149.00']],
  dates: [
    'Saturday 5 December 2026 (2 places left)',
    'Saturday 16 January 2027',
    'Saturday 13 February 2027',
  ],
  bump: [
    'Borrow a camera for the day',
    '£20.00',
    'No camera yet? We’ll lend you a Canon or Nikon DSLR with a kit lens for the day. We only have four, so add it now.',
  ],
});

const portrait = checkout({
  id: 'Vm2rX8dN',
  title: 'Portrait Lighting Workshop',
  description: 'Book your place on the Portrait Lighting Workshop in Bristol.',
  image: 'offer-portrait.jpg',
  body: `${p('One Sunday, 10am – 4pm, in our studio with Hattie Marsh. Up to 6 people.')}${p('From window light to a three-light setup, with a professional model for the afternoon session.')}${p(`${strong('Bring:')} a camera with a manual mode and a hot shoe, and your lunch.`)}${refunds}`,
  includes: ['The full-day workshop', 'A professional model for the afternoon', 'Tea, coffee and cake'],
  options: [['Full price', '£189.00']],
  dates: ['Sunday 13 December 2026', 'Sunday 24 January 2027', 'Sunday 21 February 2027'],
});

const street = checkout({
  id: 'Qz7cL3wB',
  title: 'Street Photography Walk',
  description: 'Book a Street Photography Walk around Bristol with Kwame Adjei.',
  image: 'offer-street.jpg',
  body: `${p('A Saturday afternoon, 2pm – 5pm, with Kwame Adjei. Up to 10 people.')}${p('Meet by the steps of M Shed on Princes Wharf. We walk about 3 miles at an easy pace, with stops, and finish with a look through everyone’s pictures over a hot drink (on us).')}${p('Any camera is welcome, phones included. Walks go ahead in the rain.')}${refunds}`,
  includes: ['The three-hour guided walk', 'A hot drink at the end'],
  options: [['Full price', '£65.00']],
  dates: ['Saturday 28 November 2026', 'Saturday 12 December 2026', 'Saturday 9 January 2027'],
});

const darkroomWeekend = checkout({
  id: 'Nd5yF6jR',
  title: 'Darkroom Printing Weekend',
  description: 'Book the Darkroom Printing Weekend: two days of black-and-white printing in Bristol.',
  image: 'offer-darkroom.jpg',
  body: `${p('Saturday and Sunday, 10am – 4pm both days, with Rosa Lindqvist. Up to 4 people, one enlarger each.')}${p(`${strong('Bring:')} a few of your own black-and-white negatives (35mm or 120). We don’t lend cameras for this course, and there’s no time to shoot and develop a film during the weekend.`)}${p('Ages 16 and over only: no under-16s in the darkroom.')}${refunds}`,
  includes: [
    'Two full days in the darkroom',
    'All paper and chemicals',
    'Your darkroom induction, free',
    'Tea, coffee and cake',
  ],
  options: [
    ['Pay in full', '£240.00'],
    ['2 monthly payments', '2 × £120.00'],
  ],
  dates: ['9–10 January 2027', '6–7 February 2027'],
});

const giftVoucher = checkout({
  id: 'Gc4nT7vX',
  title: 'Lantern Lane Gift Voucher',
  description: 'A Lantern Lane Photography School gift voucher, emailed straight away or posted as a card.',
  image: 'offer-gift-voucher.jpg',
  body: `${h(3, 'The gift of photography')}${p('Spend it on any workshop, a one-to-one lesson, studio hire, darkroom membership or the Library.')}${ul(
    'Valid for 12 months from the date of purchase.',
    'The e-voucher is emailed to you straight away, ready to print or forward.',
    'Add a printed card and we’ll post it to you first class.',
  )}${p('Gift vouchers are non-refundable and can’t be exchanged for cash. Any balance stays on the voucher until it expires.')}`,
  includes: ['A gift voucher code for the amount you choose'],
  options: [
    ['£25 voucher', '£25.00'],
    ['£50 voucher', '£50.00'],
    ['£100 voucher', '£100.00'],
  ],
  bump: ['Post a printed gift card', '£3.00', 'A printed card in a kraft envelope, posted first class.'],
});

const summerSale = checkout({
  id: 'Lb8sW2mK',
  title: 'The Lantern Lane Library: Annual (Summer Sale)',
  description: 'Summer Sale: a year of the Lantern Lane Library for £133.',
  image: 'offer-library-summer.jpg',
  body: `${p('A full year of the Library: more than 60 video courses, the monthly live Q&amp;A and 10% off our workshops, for 30% less than the usual annual price.')}${p('Summer Sale price, for new annual members only.')}`,
  includes: ['12 months of the Lantern Lane Library', 'Monthly live Q&amp;A', '10% off in-person workshops'],
  options: [['Annual', '£133.00']],
  was: '£190.00',
  countdown: ['2026-08-31T23:59:59+01:00', 'Summer Sale ends 31 August 2026 at midnight'],
});

export const lanternOfferPages: LanternPage[] = [
  beginners,
  portrait,
  street,
  darkroomWeekend,
  giftVoucher,
  summerSale,
];
