import {
  a,
  b,
  GA_BOOKING,
  GA_COMPANY,
  GA_COMPANY_NO,
  GA_EMAIL,
  GA_PHONE,
  GA_POSTCODE,
  GA_STREET,
  GA_TOURS_EMAIL,
  GA_TOWN,
  type GlenardochPage,
  mail,
  productList,
} from './glenardoch-distillery.layout.ts';
import { glenardochProducts } from './glenardoch-distillery.shop.ts';

/*
 * The theme's pages (home, contact) and the owner's custom pages, typed in Big Cartel's admin as plain text
 * with some HTML: headings typed as bare `<h2>` with the text straight under them (the `paragraphs` filter
 * then leaves that block as it is, so its lines run together in a browser), bold labels inline, lists of
 * dashes, a pasted table for the opening hours, FAQ questions as bold lines.
 */

const IMG = 'https://assets.bigcartel.com/theme_images/2193847';

/* ── Home: the slideshow, the theme's "featured" message (the autumn gin offer, never taken down), the
   featured products ─────────────────────────────────────────────────────────────────────────────────── */

const slide = (n: number, file: string) => `
          <div class="splide__slide">
            <img
              alt="Slideshow image ${n}"
              ${n === 1 ? 'fetchpriority="high"' : 'loading="lazy"'}
              class="slideshow-image"
              srcset="${IMG}/${file}.jpg?auto=format&amp;fit=max&amp;w=1068, ${IMG}/${file}.jpg?auto=format&amp;fit=max&amp;w=2136 2x"
              src="${IMG}/${file}.jpg?auto=format&amp;fit=max&amp;w=1068">
          </div>`;

const featured = [
  'glenardoch-single-malt-batch-4',
  'ardoch-gin',
  'glenardoch-miniature-trio',
  'tour-gift-voucher',
  'whisky-tasting-gift-set',
  'bramble-heather-gin-liqueur',
].map((permalink) => glenardochProducts.find((p) => p.permalink === permalink)!);

export const glenardochHome: GlenardochPage = {
  path: '/',
  name: 'Home',
  permalink: 'home',
  type: 'home',
  content: `<div class="splide home-slideshow">
    <div class="splide__track">
      <div class="splide__list">${slide(1, 'glenardoch-stillhouse')}${slide(2, 'glenardoch-warehouse-casks')}${slide(3, 'mill-cafe-cullen-skink')}
      </div>
    </div>
  </div>

<div class="featured-container">
    <div class="featured-message"><strong>Autumn gin offer:</strong> 10% off all our gin until 31 October &ndash; use code GINOCT10 at checkout!<br><br>Welcome to Glenardoch, a small independent distillery in an old meal mill on Speyside. Come for a tour, a dram and a bowl of Cullen skink in the Mill Caf&eacute;, or have a bottle sent home. <a href="/tours">Tours &amp; Tastings</a> &middot; <a href="/visit">Plan your visit</a></div>

  <h1 class="featured-title page-title">
    Featured
  </h1>
</div>

      ${productList(featured)}
          <a class="button all-products-button" href="/products">View all products</a>`,
};

/* ── Tours & Tastings ────────────────────────────────────────────────────────────────────────────────── */

const tours: GlenardochPage = {
  path: '/tours',
  name: 'Tours &amp; Tastings',
  permalink: 'tours',
  type: 'custom',
  content: `Come and see how we make Glenardoch, from the mash tun to the warehouse. All our tours start at reception in the visitor centre &ndash; please arrive 10 minutes early. Prices from 1 March 2026.

<h2>The Glenardoch Tour</h2>
Our classic tour of the mill, the mash house, the still house and the warehouse, finishing in the tasting room with a dram of our Single Malt and a taste of Ardoch Gin.
${b('Duration:')} 1 hour
${b('Price:')} £18 per adult, £6 for ages 8 to 17, under 8s free
${b('Summer (April to October):')} every day at 10.30am, 12 noon, 1.30pm and 3pm
${b('Winter (November to March):')} Monday to Saturday at 11am and 2pm
Up to 16 people on each tour.

Children are welcome on the Glenardoch Tour with an adult (at least one adult for every three children). Under 18s get a soft drink and a piece of our whisky fudge instead of a dram.

<h2>Warehouse Tasting Tour</h2>

Two hours in Warehouse No. 1 with Ishbel, our warehouse manager, tasting five drams straight from the cask (including casks you can't buy anywhere) and drawing your own 5cl sample with the valinch to take home.
Price: £45 per person
Summer: Thursday, Friday and Saturday at 2pm
Winter: Saturdays at 1.30pm
Maximum 10 people.

${b('Over 18s only')} &ndash; no children, even with an adult, and please bring photo ID. The warehouse has an old cobbled, uneven floor and isn't suitable for wheelchairs or pushchairs.

<h2>Private tours</h2>
For up to 8 guests, with Ruaridh, our head distiller: 2.5 hours behind the scenes, including the spirit safe and a tasting of six drams with cask samples. £360 for the group, on any day we're open. Please book at least 14 days ahead by emailing ${mail(GA_TOURS_EMAIL)}.

<h2>Groups and coaches</h2>
Groups of 10 to 30 people pay £15 per person for the Glenardoch Tour. Please book at least 2 weeks ahead. We can't take groups of more than 30 at once. Coach drivers and tour leaders go free, with a coffee on us, and there's parking for two coaches.

<h3>Driving? Take your drams home</h3>
If you're the designated driver, tell your guide at the start and we'll pour your drams into 3cl sample bottles for you to enjoy at home. The Driver's Dram Pack is free with every tour.

${b('Booking:')} book online on ${a('our booking page', GA_BOOKING)}, ring us on ${GA_PHONE}, or just turn up &ndash; if there's space on the next tour, you're in. In July and August tours fill up days ahead, so please book.
${b('Cancellations:')} we'll refund you in full if you cancel at least 48 hours before your tour. After that we can't give refunds, but we'll happily move your tour to another date once.
${b('ID:')} we follow Challenge 25 &ndash; if you look under 25, we'll ask for photo ID before we pour you a dram.
${b('Photos:')} take as many as you like, except in the still house, where phones and cameras stay in your pocket for safety.
${b('Dogs:')} dogs can't come on tours (assistance dogs excepted).

Looking for a present? Our ${a('tour gift vouchers', '/product/tour-gift-voucher')} are valid for 12 months.`,
};

/* ── Visit Us: address, the hours pasted as a table, the café, directions, accessibility, dogs ─────────── */

const visit: GlenardochPage = {
  path: '/visit',
  name: 'Visit Us',
  permalink: 'visit',
  type: 'custom',
  content: `Glenardoch Distillery
${GA_STREET}
${GA_TOWN} ${GA_POSTCODE}

<h2>Opening hours</h2>
The visitor centre, the distillery shop and the Mill Caf&eacute;:

<table style="width: 100%; border-collapse: collapse;">
<tbody>
<tr>
<td style="padding: 6px; border-bottom: 1px solid #d8ccb4;"><b>Summer</b> (1 April &ndash; 31 October)</td>
<td style="padding: 6px; border-bottom: 1px solid #d8ccb4;">Every day, 10am &ndash; 5pm</td>
</tr>
<tr>
<td style="padding: 6px; border-bottom: 1px solid #d8ccb4;"><b>Winter</b> (1 November &ndash; 31 March)</td>
<td style="padding: 6px; border-bottom: 1px solid #d8ccb4;">Monday to Saturday, 10am &ndash; 4pm<br>Closed on Sundays</td>
</tr>
</tbody>
</table>

The caf&eacute; serves until 4.30pm in summer and 3.30pm in winter. For Christmas and New Year, see our ${a('Christmas page', '/christmas-2026')}.

<h2>The Mill Caf&eacute;</h2>
In the old kiln of the mill: soup of the day with our own bread (£6.50), Cullen skink (£9.50), toasties from £7.95, home baking and the best cranachan on Speyside. Gluten-free bread is always available. We don't take table bookings, except for groups coming on a tour.

<h2>Getting here</h2>
We're 4 miles west of Aberlour on the B9102, just past Archiestown &ndash; follow the brown signs. Parking is free, with 2 accessible bays by the door and room for two coaches. Sorry, we don't have an electric car charger yet.
The nearest railway station is Elgin, 15 miles away. There's no bus to the distillery, but a taxi from Aberlour takes about 10 minutes.

<h2>Accessibility</h2>
- The visitor centre, shop, caf&eacute; and toilets are all on the ground floor and step-free, with an accessible toilet and a hearing loop at reception.
- On the Glenardoch Tour, the still house gallery is up 18 steps and there's no lift. If you can't manage stairs, your guide will take you round our ground-floor route and show you the stills from below.
- The Warehouse Tasting Tour isn't suitable for wheelchairs: the warehouse floor is old cobbles.
- Carers come free on every tour, and we have a wheelchair you can borrow &ndash; just ask at reception.

<h2>Dogs</h2>
Well-behaved dogs on a lead are welcome in the caf&eacute; and the shop, and there's a water bowl by the door. For food safety, dogs can't come on tours or into the production areas (assistance dogs excepted).

${b('Paying:')} we're card only &ndash; we take all major cards, Apple Pay and Google Pay, but not cash.`,
};

/* ── Events ──────────────────────────────────────────────────────────────────────────────────────────── */

const events: GlenardochPage = {
  path: '/events',
  name: 'Events',
  permalink: 'events',
  type: 'custom',
  content: `<h2>Burns Supper</h2>
Saturday 23 January 2027, 7pm &ndash; 11pm
Haggis, neeps and tatties, the Address to a Haggis with our piper, Burns songs and four drams. £55 per person. Book by phone on ${GA_PHONE} &ndash; we sold out in 2026, so don't wait!

<h2>Speyside Spring Whisky Festival 2027</h2>
Thursday 29 April &ndash; Monday 3 May 2027

We're joining in again! Our festival events:

${b('Warehouse Supper')} &ndash; Friday 30 April 2027, 7pm
Four courses among the casks in Warehouse No. 1, with five drams chosen by Ruaridh. £85 per person, 40 seats, over 18s only. Tickets on sale in our ${a('shop', '/product/warehouse-supper-2027-ticket')} from Monday 1 February 2027 at 10am.

${b('Glenardoch Open Day')} &ndash; Saturday 1 May 2027, 10am &ndash; 5pm
Free entry, no tickets needed. Mini tours every half hour (£5), a cooperage demonstration, live music in the courtyard, and the release of our Festival 2027 bottling: 600 bottles at £75, one per person, sold only at the distillery on the day.

<h2>Christmas</h2>
Our late-night Christmas shopping evening and the festive tours are on our ${a('Christmas page', '/christmas-2026')}.`,
};

/* ── FAQ: bold questions, answers on the next line ───────────────────────────────────────────────────── */

const faq: GlenardochPage = {
  path: '/faq',
  name: 'FAQ',
  permalink: 'faq',
  type: 'custom',
  content: `${b('Do I need to book a tour?')}
It's best to, especially from June to September. If there's space on the next tour, you can just turn up.

${b('Can children come on a tour?')}
Yes &ndash; children of any age are welcome on the Glenardoch Tour with an adult (£6 for ages 8 to 17, under 8s free). The Warehouse Tasting Tour is for over 18s only.

${b("I'm driving. Can I still do a tasting?")}
Yes: ask for a Driver's Dram Pack and we'll bottle your drams for you to take home. It's free with every tour.

${b('Can I bring my dog?')}
Into the caf&eacute; and the shop, yes, on a lead. Dogs can't come on tours or into the production areas.

${b('Are you open on Sundays?')}
From April to October, yes, 10am &ndash; 5pm. From November to March we're closed on Sundays.

${b('Do you take cash?')}
No, we're card only (all major cards, Apple Pay and Google Pay).

${b('Is the 10% off gin offer still on?')}
Sorry, no &ndash; our autumn gin offer ended on 31 October 2026. Follow us on Instagram to hear about the next one.

${b('Do you deliver to Northern Ireland?')}
Not at the moment. We deliver to mainland Great Britain and to the Scottish Highlands and Islands only &ndash; see ${a('Delivery &amp; Returns', '/delivery-returns')}.

${b('Can I buy my own cask?')}
Not yet. Our cask ownership programme starts in 2027 &ndash; ${a('read more', '/cask-ownership')}.

${b('Do you have a restaurant?')}
No, just the Mill Caf&eacute;, which serves soup, sandwiches and home baking during the day. There are no evening meals, apart from our supper ${a('events', '/events')}.

${b('How long are gift vouchers valid?')}
12 months from the date you buy them.

${b('Is there an electric car charger?')}
Not yet &ndash; the nearest public charger is in Aberlour, 4 miles away.

${b('When are you open over Christmas?')}
Everything is on our ${a('Christmas page', '/christmas-2026')}.`,
};

/* ── Delivery & Returns ──────────────────────────────────────────────────────────────────────────────── */

const delivery: GlenardochPage = {
  path: '/delivery-returns',
  name: 'Delivery &amp; Returns',
  permalink: 'delivery-returns',
  type: 'custom',
  content: `We deliver to UK addresses only, and you must be 18 or over to order from us.

<h2>Where we deliver</h2>
- Mainland England, Scotland and Wales
- The Scottish Highlands and Islands, and the Isles of Scilly (postcodes HS, IV, KW, PA20&ndash;PA80, PH17&ndash;PH49, TR21&ndash;TR25 and ZE)

We're sorry, but we don't ship to Northern Ireland, the Isle of Man, the Channel Islands, BFPO addresses or PO boxes, and we can't ship outside the UK.

<h2>Delivery costs</h2>
UK mainland: £6.95 per order, FREE on orders over £75
Highlands &amp; Islands: £12.95 per order (free delivery doesn't apply)
We send everything with DPD, tracked, usually in 2 to 3 working days. We pack orders from Monday to Thursday; orders placed after 12 noon on a Thursday go out the following Monday.

<h2>Age check on delivery</h2>
Because our parcels contain alcohol, the DPD driver will ask for photo ID from anyone who looks under 25, and will only hand the parcel to someone aged 18 or over. Parcels can't be left in a safe place or with a neighbour. If nobody over 18 is in, DPD will try again the next working day and then return the parcel to us; sending it out again costs £6.95.

<h2>Breakages</h2>
We pack every bottle in recycled cardboard, but if something arrives broken, email us a photo within 48 hours of delivery and we'll send a replacement.

<h2>Returns</h2>
You can return unopened bottles within 14 days of delivery for a refund; you pay the return postage. We refund you within 14 days of getting the bottle back. Engraved glasses and opened bottles can't be returned.

<h2>Gift vouchers</h2>
E-vouchers are emailed within 1 working day. Posted vouchers go by Royal Mail 2nd class, free.

Questions about an order? Email ${mail(GA_EMAIL)}.`,
};

/* ── Our Story ───────────────────────────────────────────────────────────────────────────────────────── */

const story: GlenardochPage = {
  path: '/our-story',
  name: 'Our Story',
  permalink: 'our-story',
  type: 'custom',
  content: `The Ardoch meal mill was built in 1821 on the Ardoch Burn, and ground oats for the farms around Archiestown for over a hundred years. When it came up for sale in 2017, Catriona and Ewan MacRae, who grew up on the farm across the burn, bought it with a plan: to make whisky where their great-grandfather had milled oats.

The first spirit ran off our stills on 12 March 2019. While it slept in the warehouse we made Ardoch Gin, and our first single malt was released in October 2022.

<h2>How we make it</h2>
- Water from the Ardoch Burn, which rises in springs on Ben Rinnes
- Barley from farms in Moray, malted just down the road
- One wash still (5,000 litres) and one spirit still (3,500 litres), made in Rothes
- Long, slow fermentations of 96 hours
- Ex-bourbon barrels and Oloroso sherry butts, in our own dunnage warehouse

We make about 80,000 litres of spirit a year: small by Speyside standards, and we like it that way.

<h2>The team</h2>
${b('Catriona MacRae')} &ndash; co-founder; runs the visitor centre and the shop
${b('Ewan MacRae')} &ndash; co-founder; the business side (and the forklift)
${b('Ruaridh Stewart')} &ndash; head distiller, after 12 years at one of the big Speyside distilleries
${b('Ishbel Fraser')} &ndash; warehouse manager, and your guide on the Warehouse Tasting Tour
${b('Morag Innes')} &ndash; runs the Mill Caf&eacute; kitchen

${GA_COMPANY} is registered in Scotland, company number ${GA_COMPANY_NO}.`,
};

/* ── Contact: Luna's contact template, the owner's contact text in its message banner ────────────────── */

const contact: GlenardochPage = {
  path: '/contact',
  name: 'Contact',
  permalink: 'contact',
  type: 'contact',
  content: `<h1 class="page-title has-dash">Contact</h1>

  <div class="page-content theme-content">
      <div class="message-banner message-banner--contact">Questions about an order, a tour or a voucher? Ring us on ${GA_PHONE} (during our opening hours) or send us a message below. For tour and group bookings, email ${GA_TOURS_EMAIL}. We're at ${GA_STREET}, ${GA_TOWN} ${GA_POSTCODE}.</div>

    <form method="post" action="/contact" class="contact-form">
      <div class="contact-form-block contact-name">
        <label class="contact-label" for="name">Name</label>
        <div class="input-holder">
          <input id="name" name="name" type="text" value="" />
        </div>
      </div>
      <div class="contact-form-block contact-email">
        <label class="contact-label" for="email">Email</label>
        <div class="input-holder">
          <input id="email" name="email" type="text" value="" />
        </div>
      </div>
      <div class="contact-form-block contact-subject">
        <label class="contact-label" for="subject">Subject</label>
        <div class="input-holder">
          <input id="subject" name="subject" type="text" value="" />
        </div>
      </div>
      <div class="contact-form-block contact-message">
        <label class="contact-label" for="message">Message</label>
        <div class="input-holder">
          <textarea id="message" name="message"></textarea>
        </div>
      </div>
      <div class="contact-form-block contact-send">
        <button class="send-message-button button" type="submit" name="submit">Send message</button>
      </div>
      <div class="contact-form-block contact-recaptcha">
        <div class="recaptcha-note">
          This site is protected by reCAPTCHA and the Google <a href="https://policies.google.com/privacy">Privacy Policy</a> and <a href="https://policies.google.com/terms">Terms of Service</a> apply.
        </div>
      </div>
    </form>
  </div>`,
};

/** What Big Cartel shows for a path it doesn't know, in the theme's layout. */
export const glenardochNotFound: GlenardochPage = {
  path: '/404',
  name: 'Page not found',
  permalink: 'not_found',
  type: 'products',
  content: `<div class="empty-products centered-message">
    <h1 class="page-title has-dash">Page not found</h1>
    <p>Sorry, the page you were looking for doesn't exist. <a href="/products">Browse our products</a> or <a href="/">go home</a>.</p>
  </div>`,
};

export const glenardochPages: GlenardochPage[] = [tours, visit, events, faq, delivery, story, contact];
