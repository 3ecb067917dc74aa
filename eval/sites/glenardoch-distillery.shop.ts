import {
  CATEGORIES,
  categoryNav,
  type GlenardochPage,
  type Product,
  productList,
  productPage,
} from './glenardoch-distillery.layout.ts';

/*
 * The shop: thirteen products in four categories, as Catriona typed them in Big Cartel's admin. Descriptions
 * are plain text with a little HTML (`<b>` labels, a link), lists made of dashes on their own lines, which the
 * `paragraphs` filter turns into `<br />`-separated lines. The Ardoch Gin, the Glencairn glass and the tour
 * voucher have priced options: the page prints the range ('£15.00 - £36.00') and each option's price is only
 * in its `data-price`, unless the description says it. The Oloroso Cask is 'Sold out', the Peated First
 * Release and the Warehouse Supper tickets are 'Coming soon' (their prices hidden on the page, kept in the
 * product JSON), and the gin liqueur is 'On sale'.
 */

export const glenardochProducts: Product[] = [
  {
    id: 70412251,
    name: 'Glenardoch Single Malt &ndash; Batch 4',
    permalink: 'glenardoch-single-malt-batch-4',
    status: 'active',
    price: 52,
    category: 'whisky',
    image: 'glenardoch-batch-4-70cl',
    created: '2026-09-14T10:21:07.000+01:00',
    position: 1,
    description: `Our fourth batch of Glenardoch Single Malt, and we think our best yet.

<b>Tasting notes</b>
- Nose: pear drops, vanilla fudge, a wisp of heather
- Palate: honeyed barley, baked apple, a little ginger
- Finish: medium, with soft oak and a pinch of white pepper

<b>The details:</b> 46% ABV, 70cl. Matured for 4 years in first-fill ex-bourbon barrels from Kentucky, in our own dunnage warehouse at Archiestown. Non chill-filtered, natural colour.

2,400 bottles. Limit of 6 per order.

We deliver to UK addresses only &ndash; see <a href="/delivery-returns">Delivery &amp; Returns</a>. You must be 18 or over to order.`,
  },
  {
    id: 70412258,
    name: 'Glenardoch Oloroso Cask Finish',
    permalink: 'glenardoch-oloroso-cask-finish',
    status: 'sold-out',
    price: 68,
    category: 'whisky',
    image: 'glenardoch-oloroso-70cl',
    created: '2025-11-03T09:12:44.000+00:00',
    position: 2,
    description: `Sold out online, sorry! The last few bottles are in the distillery shop &ndash; ring us on 01632 961 042 and we'll put one aside for you.

Our single malt, finished for 14 months in Oloroso sherry butts from Jerez.
- Nose: Christmas cake, orange peel, walnut
- Palate: dried figs, dark chocolate, cinnamon
- Finish: long and warming

48.2% ABV, 70cl. Non chill-filtered, natural colour.

The next batch is due in spring 2027.`,
  },
  {
    id: 70412263,
    name: 'Glenardoch Peated &ndash; First Release',
    permalink: 'glenardoch-peated-first-release',
    status: 'coming-soon',
    price: 58,
    category: 'whisky',
    image: 'glenardoch-peated-first-release',
    created: '2026-10-20T15:40:19.000+01:00',
    position: 3,
    description: `<b>Coming soon!</b> Our first peated whisky, distilled in 2022 from barley peated to 35ppm and matured in ex-bourbon casks.

Release date and price to be announced in the new year. We can't take orders or reservations until the release.

46% ABV, 70cl.`,
  },
  {
    id: 70412270,
    name: 'Glenardoch Single Cask #117',
    permalink: 'glenardoch-single-cask-117',
    status: 'active',
    price: 95,
    category: 'whisky',
    image: 'glenardoch-single-cask-117-50cl',
    created: '2026-08-21T11:05:52.000+01:00',
    position: 4,
    description: `A single ex-bourbon barrel, filled on 12 March 2019 (our very first week of distilling!) and bottled at cask strength in August 2026.

58.9% ABV, 50cl. 246 bottles, each one numbered and signed by Ruaridh, our head distiller.

<b>Strictly one bottle per customer.</b> Orders for more than one will be cancelled and refunded.

- Nose: toffee apple, lemon sherbet, cut grass
- Palate: rich and oily, butterscotch, a little chilli heat
- With water: orchard fruit and heather honey`,
  },
  {
    id: 70412277,
    name: 'Ardoch Gin',
    permalink: 'ardoch-gin',
    status: 'active',
    price: 36,
    options: [
      { name: '70cl', price: 36 },
      { name: '20cl', price: 15 },
    ],
    category: 'gin',
    image: 'ardoch-gin-70cl',
    created: '2024-05-02T14:30:00.000+01:00',
    position: 5,
    description: `Our Speyside dry gin, made in Wee Morag, our 300-litre copper gin still, with ten botanicals including juniper, heather tips, rowan berries, bog myrtle and Seville orange peel.

42% ABV. Choose a 70cl bottle (£36) or a 20cl bottle (£15) from the drop-down.

<b>Perfect serve:</b> Ardoch Gin, a light tonic, lots of ice and a twist of orange peel.`,
  },
  {
    id: 70412284,
    name: 'Ardoch Navy Strength Gin',
    permalink: 'ardoch-navy-strength-gin',
    status: 'active',
    price: 42,
    category: 'gin',
    image: 'ardoch-navy-strength-70cl',
    created: '2025-03-11T10:02:31.000+00:00',
    position: 6,
    description: `Ardoch Gin's big sister: the same ten botanicals, bottled at 57% ABV for a gin that stands up to any mixer.

70cl.
Gold medal, Speyside Spirits Awards 2025.`,
  },
  {
    id: 70412291,
    name: 'Bramble &amp; Heather Gin Liqueur',
    permalink: 'bramble-heather-gin-liqueur',
    status: 'active',
    onSale: true,
    price: 22,
    category: 'gin',
    image: 'bramble-heather-liqueur-50cl',
    created: '2025-09-29T16:44:10.000+01:00',
    position: 7,
    description: `ON SALE &ndash; was £28, now £22 while stocks last (we're making room for the new batch).

Ardoch Gin with wild brambles picked along the Ardoch Burn and heather honey. 25% ABV, 50cl.

Lovely over ice, topped up with prosecco, or poured over vanilla ice cream.`,
  },
  {
    id: 70412298,
    name: 'Ardoch Gin Miniature 5cl',
    permalink: 'ardoch-gin-miniature-5cl',
    status: 'active',
    price: 5.5,
    category: 'miniatures-gifts',
    image: 'ardoch-gin-5cl',
    created: '2024-05-02T14:41:12.000+01:00',
    position: 8,
    description: 'Ardoch Gin in a 5cl miniature, 42% ABV. Just enough for one good G&amp;T.',
  },
  {
    id: 70412305,
    name: 'Glenardoch Miniature Trio',
    permalink: 'glenardoch-miniature-trio',
    status: 'active',
    price: 22,
    category: 'miniatures-gifts',
    image: 'glenardoch-miniature-trio',
    created: '2025-10-15T12:18:03.000+01:00',
    position: 9,
    description: `Three 5cl miniatures in a gift tube:
- Glenardoch Single Malt Batch 4 (46%)
- Glenardoch Oloroso Cask Finish (48.2%)
- Ardoch Gin (42%)

The only way to get the Oloroso Cask online at the moment!`,
  },
  {
    id: 70412312,
    name: 'Whisky Tasting Gift Set',
    permalink: 'whisky-tasting-gift-set',
    status: 'active',
    price: 45,
    category: 'miniatures-gifts',
    image: 'whisky-tasting-gift-set',
    created: '2025-10-15T12:31:47.000+01:00',
    position: 10,
    description: `A 20cl bottle each of our Single Malt Batch 4 and Oloroso Cask Finish, with two Glencairn glasses etched with the Glenardoch mill wheel, in a wooden box.

<b>Gift wrapping:</b> add a note at checkout and we'll wrap it in brown paper and tartan ribbon, free of charge.`,
  },
  {
    id: 70412319,
    name: 'Glenardoch Glencairn Glass',
    permalink: 'glenardoch-glencairn-glass',
    status: 'active',
    price: 9,
    options: [
      { name: 'Plain', price: 9 },
      { name: 'Engraved', price: 15 },
    ],
    category: 'miniatures-gifts',
    image: 'glenardoch-glencairn-glass',
    created: '2024-06-19T09:55:21.000+01:00',
    position: 11,
    description: `The proper whisky glass, etched with the Glenardoch mill wheel.

Want a name on it? Choose "Engraved" and put the name (up to 12 characters) in the note at checkout. Engraved glasses take an extra 5 working days and can't be returned.`,
  },
  {
    id: 70412326,
    name: 'Tour Gift Voucher',
    permalink: 'tour-gift-voucher',
    status: 'active',
    price: 18,
    options: [
      { name: 'The Glenardoch Tour &ndash; 1 adult', price: 18 },
      { name: 'The Glenardoch Tour &ndash; 2 adults', price: 36 },
      { name: 'Warehouse Tasting Tour &ndash; 1 person', price: 45 },
      { name: 'Warehouse Tasting Tour &ndash; 2 people', price: 90 },
      { name: 'Private Tour &ndash; up to 8 guests', price: 360 },
    ],
    category: 'tours-vouchers',
    image: 'tour-gift-voucher',
    created: '2024-11-12T10:10:10.000+00:00',
    position: 12,
    description: `Give someone a morning among the stills (or an afternoon in the warehouse).

Pick the tour from the drop-down. Vouchers are valid for 12 months from the date you buy them and can be used on any date with space &ndash; book by phone or email and quote the voucher number.

<b>How it arrives:</b>
- By email, as a printable PDF, within 1 working day
- By post in a gift card, sent Royal Mail 2nd class (free) &ndash; leave us a note at checkout

Warehouse Tasting Tour vouchers are for over-18s only. Vouchers can't be exchanged for cash.`,
  },
  {
    id: 70412333,
    name: 'Warehouse Supper 2027 &ndash; Ticket',
    permalink: 'warehouse-supper-2027-ticket',
    status: 'coming-soon',
    price: 85,
    category: 'tours-vouchers',
    image: 'warehouse-supper-2027',
    created: '2026-10-28T17:02:55.000+00:00',
    position: 13,
    description: `Friday 30 April 2027, 7pm, in Warehouse No. 1, for the Speyside Spring Whisky Festival.

Four courses from the Mill Caf&eacute; kitchen, served among the casks, with five drams chosen by Ruaridh. 40 seats only.

Tickets go on sale here on Monday 1 February 2027 at 10am. Over 18s only.`,
  },
];

const productPages: GlenardochPage[] = glenardochProducts.map((p) => ({
  path: `/product/${p.permalink}`,
  name: p.name,
  permalink: 'product',
  type: 'product',
  content: productPage(p),
  product: p,
}));

/** `/products`: every product, the category navigation titled with the page's name. */
const allProducts: GlenardochPage = {
  path: '/products',
  name: 'Products',
  permalink: 'products',
  type: 'products',
  content: `${categoryNav('Products', null)}
<h1 class="page-title visually-hidden">Products</h1>
    ${productList(glenardochProducts)}`,
};

const categoryPages: GlenardochPage[] = CATEGORIES.map((c) => ({
  path: `/category/${c.permalink}`,
  name: c.name,
  permalink: 'products',
  type: 'products',
  content: `${categoryNav(c.name, c.permalink)}
<h1 class="page-title visually-hidden">${c.name}</h1>
    ${productList(glenardochProducts.filter((p) => p.category === c.permalink))}`,
}));

/** The empty cart every header links to ("Cart (0)"), left out of the sitemap as Big Cartel does. */
const cart: GlenardochPage = {
  path: '/cart',
  name: 'Cart',
  permalink: 'cart',
  type: 'cart',
  unlisted: true,
  content: `<h1 class="page-title has-dash">Cart</h1>
  <div class="cart-empty centered-message">
    <p>Your cart is empty.</p>
    <a class="button" href="/products">Continue shopping</a>
  </div>`,
};

export const glenardochShopPages: GlenardochPage[] = [allProducts, ...categoryPages, ...productPages, cart];
