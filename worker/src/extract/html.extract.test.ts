import { describe, expect, it } from 'vitest';
import { extractHtml, loadHtml } from './html.extract.ts';

const page = (body: string, head = '') =>
  `<!doctype html><html lang="en-GB"><head>${head}</head><body>${body}</body></html>`;
const url = new URL('https://shop.test/blog/post?x=1');

describe('extracting a page’s main text', () => {
  it('keeps headings as # lines, paragraphs, lists and table rows', () => {
    const { text } = extractHtml(
      page(
        '<main><h1>Menu</h1><p>Fresh  <b>bread</b>\n daily.</p><h3>Cakes</h3><ul><li>Apple</li><li>Lemon</li></ul><table><tr><td>Tart</td><td>4 €</td></tr></table></main>',
      ),
      url,
    );
    expect(text).toBe('# Menu\n\nFresh bread daily.\n\n### Cakes\n\n- Apple\n- Lemon\n\nTart 4 €');
  });

  it('reads a price set large in a heading as the value of the name above it, not as a section', () => {
    const { text } = extractHtml(
      page('<main><h2>Le tessere</h2><h3>Amico</h3><h2>€ 35</h2><p>Una persona.</p><h2>2026</h2></main>'),
      url,
    );
    expect(text).toBe('## Le tessere\n\n### Amico\n\n€ 35\n\nUna persona.\n\n## 2026');
    // and so is a price with what it is charged by ('£35/hour', '£9.50 a month'); a heading naming a thing
    // besides its price is still a heading
    const card = extractHtml(
      page(
        '<main><h1>Studio hire</h1><p>Hourly</p><h2><span>£</span><span>35</span><span>/hour</span></h2>' +
          '<p>Half day</p><h2>£125/4 hours</h2><h3>Membership £9.50 a month</h3><p>Join.</p></main>',
      ),
      url,
    );
    expect(card.text).toBe(
      '# Studio hire\n\nHourly\n\n£35/hour\n\nHalf day\n\n£125/4 hours\n\n### Membership £9.50 a month\n\nJoin.',
    );
  });

  it('reads a price card’s rate set under its price as the price’s', () => {
    const { text } = extractHtml(
      page(
        '<main><h3>Road bike</h3><p>Giant TCR</p><div class="my-8"><div class="flex"><span>€</span><span>55</span></div>' +
          '<span class="text-base">per day</span></div><ul><li>Helmet</li></ul></main>',
      ),
      url,
    );
    expect(text).toBe('### Road bike\n\nGiant TCR\n\n€ 55 per day\n\n- Helmet');
  });

  it('reads lines typed one under another as lines, though the markup runs them together', () => {
    // as a shop builder prints what its owner typed under a heading: no <p> nor <br>, only the line ends
    const { text } = extractHtml(
      page(
        '<main><h2>The tour</h2>\nOur classic tour, with a dram.\n<b>Duration:</b> 1 hour\n<b>Price:</b> £18 per adult\n' +
          '<b>Winter:</b> Monday to Saturday at 11am and 2pm\nUp to 16 people on each tour.\n' +
          '<h2>Where we deliver</h2>\n- Mainland England\n- The Highlands\nUK mainland: £6.95\nHighlands: £12.95\n' +
          '<h2>The team</h2>\n<b>Ewan MacRae</b> &ndash; co-founder\n<b>Ruaridh Stewart</b> &ndash; head distiller\n</main>',
      ),
      url,
    );
    expect(text).toBe(
      [
        '## The tour',
        'Our classic tour, with a dram.',
        'Duration: 1 hour',
        'Price: £18 per adult',
        'Winter: Monday to Saturday at 11am and 2pm',
        'Up to 16 people on each tour.',
        '## Where we deliver',
        '- Mainland England\n- The Highlands',
        'UK mainland: £6.95',
        'Highlands: £12.95',
        '## The team',
        'Ewan MacRae – co-founder',
        'Ruaridh Stewart – head distiller',
      ].join('\n\n'),
    );
    // a paragraph wrapped in the source, or a word in bold inside it, is one paragraph still
    const wrapped = extractHtml(
      page(
        '<main><p>We are open\nMonday to Friday, and <b>Saturday</b>\nmornings.\n<b>Note</b> the car park.</p></main>',
      ),
      url,
    );
    expect(wrapped.text).toBe('We are open Monday to Friday, and Saturday mornings. Note the car park.');
  });

  it("reads a shop's add-to-cart form with its price, and no words a browser hides", () => {
    const { text } = extractHtml(
      page(
        '<main><h1>Ray-Ban Wayfarer</h1><span itemprop="url" style="display:none;">https://shop.test/p/7</span>' +
          '<form action="/shop/cart/update" method="POST"><h3><span class="oe_currency_value">163,00</span>&nbsp;€' +
          '<span class="d-none">163,00 €</span> <span class="d-none d-lg-inline">IVA inclusa</span></h3>' +
          '<button type="submit">Aggiungi</button></form>' +
          '<form action="/contact"><label>Email</label><input name="email"><p>€ 5 di sconto</p></form>' +
          '<div style="display:none"><p>Panel two: open on Sundays.</p></div></main>',
      ),
      url,
    );
    expect(text).toBe('# Ray-Ban Wayfarer\n\n### 163,00 € IVA inclusa\n\nPanel two: open on Sundays.');
  });

  it('leaves out the words a class hides, unless a wider screen shows them', () => {
    const { text } = extractHtml(
      page(
        '<main><section id="content"><span class="entry-title rich-snippet-hidden">Contatti</span>' +
          '<span class="vcard rich-snippet-hidden"><span class="fn"><a href="/author/elena" rel="author">Elena</a></span></span>' +
          '<span class="updated rich-snippet-hidden">2026-09-01T10:12:33+02:00</span>' +
          '<div class="post-content"><p>Telefono <span class="hidden">(fisso)</span>040 636 218' +
          '<span class="hidden md:inline">, dal lunedì al venerdì</span>.</p></div></section></main>',
      ),
      url,
    );
    expect(text).toBe('Telefono 040 636 218, dal lunedì al venerdì.');
  });

  it('reads what follows a list of terms under the heading before the list, not under its last term', () => {
    const { text } = extractHtml(
      page(
        '<main><h2>Details</h2><dl><dt>Players</dt><dd>2 to 6</dd><dt>Record</dt><dd>41 minutes</dd></dl>' +
          '<p>Best with 3 or 4 players.</p></main>',
      ),
      url,
    );
    expect(text).toBe(
      '## Details\n\n### Players\n\n2 to 6\n\n### Record\n\n41 minutes\n\n## Details\n\nBest with 3 or 4 players.',
    );
  });

  it('reads each tab panel under the label of its tab, not the tab list as a row of headings', () => {
    const tabs =
      '<div role="tablist"><button role="tab" aria-selected="true" aria-controls="p-story" id="t-story">The story</button>' +
      '<button role="tab" aria-selected="false" aria-controls="p-details" id="t-details">Details</button></div>' +
      '<div role="tabpanel" id="p-story" aria-labelledby="t-story"><p>Leeds, 1974.</p></div>' +
      '<div role="tabpanel" id="p-details" aria-labelledby="t-details" hidden><dl><dt>Record</dt><dd>41 minutes</dd></dl></div>';
    const { text } = extractHtml(page(`<main><h1>The Vault</h1>${tabs}</main>`), url);
    expect(text).toBe(
      '# The Vault\n\n## The story\n\nLeeds, 1974.\n\n## Details\n\n### Record\n\n41 minutes',
    );
    // Bootstrap's and Odoo's tabs are links naming their panel by id.
    const bootstrap =
      '<ul class="nav nav-tabs" role="tablist"><li><a class="nav-link" role="tab" href="#a" aria-controls="a">Prezzi</a></li>' +
      '<li><a class="nav-link" role="tab" href="#b" aria-controls="b">Garanzia</a></li></ul>' +
      '<div class="tab-content"><div class="tab-pane" id="a" role="tabpanel"><p>Da € 290.</p></div>' +
      '<div class="tab-pane" id="b" role="tabpanel"><p>2 anni.</p></div></div>';
    expect(extractHtml(page(`<main><h1>Lenti</h1>${bootstrap}</main>`), url).text).toBe(
      '# Lenti\n\n## Prezzi\n\nDa € 290.\n\n## Garanzia\n\n2 anni.',
    );
  });

  it('reads a price heading whose currency, figure and decimals are spans on lines of their own as a value', () => {
    const { text } = extractHtml(
      page(
        '<main><h4>Progressive Comfort</h4><h2 class="card-title">\n  <span>€</span>\n  <span><b>450</b></span>\n' +
          '  <span>,00</span>\n</h2><p>la coppia</p></main>',
      ),
      url,
    );
    expect(text).toBe('#### Progressive Comfort\n\n€ 450 ,00\n\nla coppia');
  });

  it('leaves out the permalink sign a heading’s render hook puts beside its text, not a link in words', () => {
    const { text } = extractHtml(
      page(
        '<main><h2 id="fees">Fees <a class="heading-anchor" href="#fees" aria-label="Link">#</a></h2>' +
          '<h3 id="vat">VAT<a class="headerlink" href="#vat">¶</a></h3>' +
          '<p>See <a href="#fees">our fees</a>.</p></main>',
      ),
      url,
    );
    expect(text).toBe('## Fees\n\n### VAT\n\nSee our fees.');
  });

  it('leaves out a table script’s search box and row count around the table', () => {
    const { text } = extractHtml(
      page(
        '<main><div class="dataTables_filter"><label>Cerca:</label><input></div>' +
          '<table><tr><th>Giorno</th><th>Bar</th></tr><tr><td>Lunedì</td><td>chiuso</td></tr></table>' +
          '<div class="dataTables_info"><span>Mostra</span> <span>elementi</span></div></main>',
      ),
      url,
    );
    expect(text).toBe('Giorno: Lunedì · Bar: chiuso');
  });

  it('reads figures in sibling elements apart, and the letters of one word together', () => {
    const { text } = extractHtml(
      page(
        '<main><p><span>Regular (Ø 30 cm)</span><span>Maxi for two (Ø 45 cm)</span></p>' +
          '<p>Margherita <span class="price">€ 7,00</span><span class="sep"></span><span class="price">€ 12,50</span></p>' +
          '<p>Pay by <span>bank trans</span><span>fer</span>, on the 1<sup>st</sup> of the month.</p>' +
          '<div><span>Microchip <small>con iscrizione</small></span><span class="dots"></span><span>42 €</span></div></main>',
      ),
      url,
    );
    expect(text).toBe(
      'Regular (Ø 30 cm) Maxi for two (Ø 45 cm)\n\nMargherita € 7,00 € 12,50\n\nPay by bank transfer, on the 1st of the month.\n\nMicrochip con iscrizione 42 €',
    );
  });

  it('reads a table whose first row is set in bold by its inline style as a header row', () => {
    const bold = 'style="border-bottom: 2px solid #00695c; padding: 8px; font-weight: 700"';
    const { text } = extractHtml(
      page(
        `<main><table><tbody><tr><td ${bold}>Apparecchio</td><td ${bold}>Prezzo</td><td ${bold}>Cauzione</td></tr>` +
          '<tr><td style="padding: 8px">Sedia a rotelle</td><td style="padding: 8px">€ 10 a settimana</td><td>€ 100</td></tr></tbody></table></main>',
      ),
      url,
    );
    expect(text).toBe('Apparecchio: Sedia a rotelle · Prezzo: € 10 a settimana · Cauzione: € 100');
  });

  it('reads the digits of one figure a text editor split into spans together, and whole figures apart', () => {
    const { text } = extractHtml(
      page(
        '<main><p>Socio ordinario: <span style="font-size:20px">€ 4</span><span style="font-size:20px">20</span></p>' +
          '<p>Orari <span>9:30</span><span>12:00</span>, prezzi <span>€ 7,00</span><span>12,50</span></p></main>',
      ),
      url,
    );
    expect(text).toBe('Socio ordinario: € 420\n\nOrari 9:30 12:00, prezzi € 7,00 12,50');
  });

  it('reads a word and a capital in sibling elements apart, as a badge or a button beside it is', () => {
    const { text } = extractHtml(
      page(
        '<main><table><thead><tr><th>Size</th><th>Per week</th></tr></thead><tbody>' +
          '<tr><td><strong>50 sq ft</strong><span class="kind">Medium</span></td><td>£22.50</td></tr>' +
          '<tr><td><strong>75 sq ft</strong><span class="kind">Large</span></td><td>£30</td></tr></tbody></table>' +
          '<p><a href="/book">Book online</a><a href="/sizes">Which size do I need?</a></p></main>',
      ),
      url,
    );
    expect(text).toBe(
      'Size: 50 sq ft Medium · Per week: £22.50\n\nSize: 75 sq ft Large · Per week: £30\n\nBook online Which size do I need?',
    );
  });

  it('reads a shop card as a visitor sees it: no text for screen readers only, no struck price, a price once', () => {
    const price = (label: string, amount: string, was = '') =>
      `<div class="price"><div class="price__regular"><span class="visually-hidden">${label}</span>` +
      `<span class="price-item">${amount}</span></div><div class="price__sale"><span class="visually-hidden">${label}</span>` +
      `<span><s class="price-item">${was}</s></span><span class="price-item">${amount}</span></div></div>`;
    const { text } = extractHtml(
      page(
        '<main><h2 class="sr-only">Our wines</h2><h3>Amarone 2019</h3>' +
          price('Prezzo di listino', 'Da €42,00') +
          '<h3>Ripasso 2022</h3>' +
          price('Prezzo di listino', '€19,00', '€22,00') +
          '<label for="size">Formato</label><select id="size"><option>Bottiglia 75 cl – €42,00</option>' +
          '<option>Cassa da 6 bottiglie – €240,00</option></select>' +
          '<select id="sort"><option>Prezzo crescente</option><option>Prezzo decrescente</option></select></main>',
      ),
      url,
    );
    expect(text).toBe(
      '## Our wines\n\n### Amarone 2019\n\nDa €42,00\n\n### Ripasso 2022\n\n€19,00\n\nFormato\n\n' +
        '- Bottiglia 75 cl – €42,00\n- Cassa da 6 bottiglie – €240,00',
    );
  });

  it('leaves out a price struck through by an inline style, as a sale prints the one before', () => {
    const { text } = extractHtml(
      page(
        '<main><h2>Tris di mieli</h2><div class="price-wrapper"><p class="price--sale">19,00 €</p>' +
          '<p class="price--old" style="color: grey; text-decoration: line-through">21,50 €</p></div></main>',
      ),
      url,
    );
    expect(text).toBe('## Tris di mieli\n\n19,00 €');
  });

  it('leaves out a price struck through by a rule of the page’s style sheet, by its class', () => {
    const { text } = extractHtml(
      page(
        '<style>.uc-price-old{text-decoration:line-through;opacity:.6}.uc-price-current{font-weight:700}</style>' +
          '<main><h3>Cassetta “Valpolicella in 3”</h3><div class="uc-product-price">' +
          '<span class="uc-price-current">64,00 €</span><span class="uc-price-old">72,00 €</span></div></main>',
      ),
      url,
    );
    expect(text).toBe('### Cassetta “Valpolicella in 3”\n\n64,00 €');
  });

  it('reads the items of a flex or grid container apart, as a browser lays them out', () => {
    const { text } = extractHtml(
      page(
        '<main><div class="flex items-baseline gap-2"><span class="text-2xl">€45</span><span class="text-sm">per person</span></div>' +
          '<div class="d-flex"><b>Open</b><span>daily</span></div>' +
          '<p class="flexible"><span>Pay</span><span>ment</span></p>' +
          '<table><tr><th>Trip</th><th>Price</th></tr><tr><td>San Fruttuoso</td>' +
          '<td><div class="flex gap-1"><span>€25</span><span>children</span></div></td></tr></table></main>',
      ),
      url,
    );
    expect(text).toBe('€45 per person\n\nOpen daily\n\nPayment\n\nTrip: San Fruttuoso · Price: €25 children');
  });

  it('reads boxes a drag-and-drop builder places absolutely as a browser shows them, columns side by side as rows', () => {
    const css =
      '<style>#t1{left:0px;top:20px}#t2{left:0px;top:200px}#t3{left:30px;top:100px}#t4{left:360px;top:100px}' +
      '#t5{left:30px;top:300px}#t6{left:400px;top:302px}#s1{left:0px;top:90px}' +
      '@media (max-width: 767px){#t2{left:10px;top:0px}}</style>';
    const box = (id: string, html: string) =>
      `<div id="${id}" style="position:absolute;padding:0px;display:block;">${html}</div>`;
    const { text } = extractHtml(
      page(
        '<div id="body-fixed">' +
          box('t2', '<p>Check-out is by 10.30am.</p>') +
          box('t4', '<h4>Per night</h4><p><span>£105<br>£140</span></p>') +
          box('t1', '<h1>Prices</h1>') +
          '<div id="s1" style="position:absolute;"><div class="shape"></div></div>' +
          box('t3', '<h4>Room</h4><p><span>Wether Fell<br>The Hayloft</span></p>') +
          box('t6', '<h4>&nbsp;</h4><p>£30 a night<br>£9.50 per person</p>') +
          box('t5', '<h4>Extras</h4><p>Third guest<br>Packed lunch</p>') +
          '</div>',
        css,
      ),
      url,
    );
    expect(text).toBe(
      '# Prices\n\nRoom: Wether Fell · Per night: £105\n\nRoom: The Hayloft · Per night: £140\n\n' +
        'Check-out is by 10.30am.\n\n#### Extras\n\nThird guest: £30 a night\n\nPacked lunch: £9.50 per person',
    );
  });

  it('reads a card a frame holds whole, and a table of positioned columns row by row, the text in wrappers', () => {
    const at = (left: number, top: number, width: number, height: number) =>
      `style="position:absolute;left:${left}%;top:${top}px;width:${width}%;height:${height}px"`;
    const frame = (box: string) => `<div ${box}><svg><rect width="100%" height="100%"></rect></svg></div>`;
    const text = (box: string, ...lines: string[]) =>
      `<div ${box}><div class="hmKMcA"><div class="_2iFkbQ">${lines.map((l) => `<p><span>${l}</span></p>`).join('')}</div></div></div>`;
    const { text: read } = extractHtml(
      page(
        '<section><div style="position:relative;height:640px">' +
          frame(at(6, 140, 27, 300)) +
          frame(at(36.5, 140, 27, 300)) +
          text(at(8, 220, 23, 50), '£55 an hour') +
          text(at(38.5, 220, 23, 50), '£75 an hour') +
          text(at(8, 165, 23, 40), '1 man &amp; van') +
          text(at(38.5, 165, 23, 40), '2 men &amp; van') +
          text(at(6, 60, 88, 50), 'Man and van') +
          '</div></section><section><div style="position:relative;height:500px">' +
          frame(at(6, 130, 88, 380)) +
          text(at(40, 210, 22, 290), '£345', '£445') +
          text(at(8, 210, 30, 290), 'Studio flat', '1-bed flat') +
          text(at(6, 540, 88, 130), 'Saturday moves: add £95.') +
          '</div></section>',
      ),
      url,
    );
    expect(read).toBe(
      'Man and van\n\n1 man & van\n\n£55 an hour\n\n2 men & van\n\n£75 an hour\n\n' +
        'Studio flat: £345\n\n1-bed flat: £445\n\nSaturday moves: add £95.',
    );
  });

  it('reads a repeated card whose name, price and note sit in boxes of their own as one line', () => {
    const card = (name: string, price: string, note: string) =>
      `<div class="pricing-card"><div class="pricing-card__name">${name}</div>` +
      `<div class="pricing-card__price">${price}</div><div class="pricing-card__note">${note}</div>` +
      '<a class="button" href="/buy">Buy</a></div>';
    const { text } = extractHtml(
      page(
        `<main><h2>In stock now</h2><div class="grid">${card('iPhone 14 128GB', '£399', 'Grade A')}${card('iPhone 13 128GB', '£279', 'Grade B')}</div></main>`,
      ),
      url,
    );
    expect(text).toBe(
      '## In stock now\n\niPhone 14 128GB · £399 · Grade A\n\niPhone 13 128GB · £279 · Grade B',
    );
  });

  it('reads boxes in the page’s flow in the order the page prints them, whatever their offsets', () => {
    const { text } = extractHtml(
      page(
        '<main><div style="position:relative;top:40px"><p>Open daily.</p></div>' +
          '<div style="top:0px"><p>Closed at Christmas.</p></div></main>',
      ),
      url,
    );
    expect(text).toBe('Open daily.\n\nClosed at Christmas.');
  });

  it('reads spans an inline style shows as blocks as paragraphs of their own, not run together', () => {
    const { text } = extractHtml(
      page(
        '<main><div class="text_3Ab"><span style="display: block;">The skipper sleeps on board.</span>' +
          '<span style="display:block;text-align:left">Meals are extra: about €25 a day.</span></div>' +
          '<p>Call <span style="display: inline-block">0789 1234</span> or <span style="color:red">write</span>.</p></main>',
      ),
      url,
    );
    expect(text).toBe(
      'The skipper sleeps on board.\n\nMeals are extra: about €25 a day.\n\nCall 0789 1234 or write.',
    );
  });

  it('reads a short line set in bold by its classes as a heading, as one in <b>', () => {
    const { text } = extractHtml(
      page(
        '<main><div class="text-lg font-semibold text-sky-950">San Fruttuoso trip</div>' +
          '<div class="text-sm">Departures at 9:30 and 14:30</div><p><span class="fw-bold">€45</span> a person</p></main>',
      ),
      url,
    );
    expect(text).toBe('## San Fruttuoso trip\n\nDepartures at 9:30 and 14:30\n\n€45 a person');
  });

  it("reads a short line the page's style sets large as a heading, over the bold lines after it", () => {
    const style =
      '<style>/* Carrd */.text-component.style2{font-family:serif;font-size:1.75em;text-transform:uppercase;}' +
      '.text-component.style3{font-size:0.875em;}@media (max-width:736px){.text-component.style3{font-size:2em;}}' +
      '#text09{font-size:13pt}</style>';
    const { text } = extractHtml(
      page(
        '<main><h1>Inkwell</h1><p class="text-component style2">The artists</p>' +
          '<p class="text-component style2">Mara Quill</p><p class="text-component style3"><strong>Founder</strong></p>' +
          '<p class="text-component style3">Fine-line work since 2016.</p><p class="text-component style2">Prices</p>' +
          '<p class="text-component style3">Day session</p><p id="text09" class="text-component style2">£650</p>' +
          '<p class="text-component style3">Walk-ins</p><p id="text09">Tuesday to Friday</p>' +
          '<p><span style="font-size: 24px">Opening hours</span></p><p>Mondays closed</p></main>',
        style,
      ),
      url,
    );
    expect(text).toBe(
      [
        '# Inkwell',
        '## The artists',
        '## Mara Quill',
        '### Founder',
        'Fine-line work since 2016.',
        '## Prices',
        'Day session',
        '£650',
        'Walk-ins',
        'Tuesday to Friday',
        '## Opening hours',
        'Mondays closed',
      ].join('\n\n'),
    );
  });

  it('reads a data table row by row, each value with its column header', () => {
    const { text } = extractHtml(
      page(
        '<main><table><caption>Opening hours</caption><thead><tr><th>Day</th><th>Centre</th><th colspan="2">Pool</th></tr></thead>' +
          '<tbody><tr><th scope="row">Saturday</th><td>08:00 – 18:00</td><td>08:00 – 17:30</td><td><a href="/pool">details</a></td></tr>' +
          '<tr><td>Sunday</td><td></td><td>Closed</td></tr></tbody></table></main>',
      ),
      url,
    );
    expect(text).toBe(
      'Opening hours\n\nDay: Saturday · Centre: 08:00 – 18:00 · Pool: 08:00 – 17:30 · Pool: details\n\nDay: Sunday · Pool: Closed',
    );
  });

  it('reads a price set as boxes side by side as one value, and a card’s title as the heading of its lines', () => {
    const card = (title: string, value: string, per: string, descr: string) =>
      `<div class="t-card__col"><div class="t-card__title t-name">${title}</div><div class="t-card__price">` +
      `<div class="t-card__price-currency">&pound;</div><div class="t-card__price-value">${value}</div>` +
      `<div class="t-card__price-per">${per}</div></div><div class="t-card__descr">${descr}</div></div>`;
    const { text } = extractHtml(
      page(
        `<main><h1>Private charters</h1>${card('Fulmar', '420', 'for 2 hours', 'Our fast cabin boat. Extra hours £160 each.')}` +
          `${card('Kittiwake III', '1,150', 'for 2 hours', 'Our biggest boat. Extra hours £450 each.')}</main>`,
      ),
      url,
    );
    expect(text).toBe(
      '# Private charters\n\n## Fulmar\n\n£420 for 2 hours\n\nOur fast cabin boat. Extra hours £160 each.\n\n' +
        '## Kittiwake III\n\n£1,150 for 2 hours\n\nOur biggest boat. Extra hours £450 each.',
    );
  });

  it('reads a table kept as delimited lines for a script to draw as a data table, and a sentence with a ; as text', () => {
    const { text } = extractHtml(
      page(
        '<main><div class="t431"><div class="t431__data-part1" style="display:none">Month;Inner Islands Cruise;Sunset Seal Cruise\n' +
          'April;11am, 2pm;No sailings\nJune;10am, 3pm;8.30pm</div><table class="t431__table"></table></div>' +
          '<p>Boats sail with the tide; times change from month to month.\nWe text you the day before.</p></main>',
      ),
      url,
    );
    expect(text).toBe(
      'Month: April · Inner Islands Cruise: 11am, 2pm · Sunset Seal Cruise: No sailings\n\n' +
        'Month: June · Inner Islands Cruise: 10am, 3pm · Sunset Seal Cruise: 8.30pm\n\n' +
        'Boats sail with the tide; times change from month to month. We text you the day before.',
    );
  });
  it('reads a table without a header row, right after one with as many columns, in its columns', () => {
    const table = (rows: string[][], head = false) =>
      `<table>${rows.map((r, i) => `<tr>${r.map((c) => (head && i === 0 ? `<th>${c}</th>` : `<td>${c}</td>`)).join('')}</tr>`).join('')}</table>`;
    const prices = table(
      [
        ['Pitch', 'Low', 'High'],
        ['Standard', '€ 16', '€ 29'],
      ],
      true,
    );
    const extras = table([
      ['Dog', '€ 4', '€ 6'],
      ['Child', 'free', '€ 8'],
    ]);
    const hours = table([
      ['Mon – Fri', '8am – 5pm', ''],
      ['Sat', '8am – 12pm', ''],
    ]);
    const { text } = extractHtml(
      page(
        `<main>${prices}<h3>Extras</h3>${extras}<p>Book online.</p><p>Pay on arrival.</p><p>Welcome.</p>${hours}</main>`,
      ),
      url,
    );
    expect(text).toBe(
      'Pitch: Standard · Low: € 16 · High: € 29\n\n### Extras\n\nDog · Low: € 4 · High: € 6\n\nChild · Low: free · High: € 8\n\n' +
        'Book online.\n\nPay on arrival.\n\nWelcome.\n\nMon – Fri 8am – 5pm\n\nSat 8am – 12pm',
    );
  });

  it('keeps a row of short cells as one record, and columns of lines side by side apart', () => {
    const { text } = extractHtml(
      page(
        "<table><tr><td><b>domenica 15 novembre 2026</b></td><td><b>Festa dell'Olio</b><br>Assaggi di olio.</td></tr></table>" +
          '<table><tr><td><b>MUSEI</b><br>Tre musei civici.</td><td><b>EVENTI</b><br>Feste tutto l’anno.</td></tr></table>',
      ),
      url,
    );
    expect(text).toBe(
      "domenica 15 novembre 2026 Festa dell'Olio\n\nAssaggi di olio.\n\n## MUSEI\n\nTre musei civici.\n\n## EVENTI\n\nFeste tutto l’anno.",
    );
  });

  it('reads a table whose first row is all in bold as a data table, as older pages write headers', () => {
    const { text } = extractHtml(
      page(
        '<table><tr><td><b>Museo</b></td><td><font><b>Intero</b></font></td><td><b>Ridotto</b></td></tr>' +
          '<tr><td>Pinacoteca</td><td>€ 5,00</td><td>€ 3,50</td></tr></table>',
      ),
      url,
    );
    expect(text).toBe('Museo: Pinacoteca · Intero: € 5,00 · Ridotto: € 3,50');
  });

  it('reads a layout table (no header row, or long cells, or a table inside) as the blocks it holds', () => {
    const long = 'A long paragraph about our history. '.repeat(6);
    const { text } = extractHtml(
      page(
        `<table><tr><th>Menu</th><th>Story</th></tr><tr><td>Home</td><td><p>${long}</p></td></tr></table>` +
          '<table><tr><th>Left</th><th>Right</th></tr><tr><td><table><tr><td>Inner</td></tr></table></td><td>Side</td></tr></table>',
      ),
      url,
    );
    expect(text).toBe(`Menu Story\n\nHome\n\n${long.trim()}\n\nLeft Right\n\nInner\n\nSide`);
  });

  it("reads an FAQ's questions in <dt>, <summary> or accordion buttons as headings over their answers", () => {
    const { text } = extractHtml(
      page(
        '<main><h1>Help</h1><h2>Visiting</h2><dl><dt>Can I bring my dog?</dt><dd>Yes, for £15 a night.</dd></dl>' +
          '<details><summary>Is there parking?</summary><p>Free, 40 spaces.</p></details>' +
          '<button aria-expanded="false" aria-controls="a3">Do you take cash?</button><div id="a3">Cards only.</div>' +
          '<button type="submit">Send</button></main>',
      ),
      url,
    );
    expect(text).toBe(
      '# Help\n\n## Visiting\n\n### Can I bring my dog?\n\nYes, for £15 a night.\n\n### Is there parking?\n\nFree, 40 spaces.\n\n### Do you take cash?\n\nCards only.',
    );
  });

  it("drops a post's links to the previous and next posts and a list's pagination", () => {
    const { text } = extractHtml(
      page(
        '<main><h1>Truffle dinner</h1><p>Saturday 15 November, at 8 pm.</p>' +
          '<div><a href="/news/prices" rel="next"><span>Next</span><span>New prices from 3 February 2026</span></a></div>' +
          '<div class="pagination"><a href="/news?page=2">2</a><a href="/news?page=3">3</a></div></main>',
      ),
      url,
    );
    expect(text).toBe('# Truffle dinner\n\nSaturday 15 November, at 8 pm.');
  });

  it('reads a short line all in bold as a heading on a page built with tables, and nothing else in bold', () => {
    const { text } = extractHtml(
      page(
        '<table><tr><td><b>Museo Civico</b><br>Piazza del Campo 1<br>Orari: 9-19</td>' +
          '<td><a href="/"><b>Home</b></a><p><strong>Chiuso il lunedì.</strong> Aperto <b>tutti</b> i giorni.</p>' +
          '<ul><li><b>Wi-Fi</b></li></ul><p><b>Tel. 0577 292226</b></p></td></tr></table>',
      ),
      url,
    );
    expect(text).toBe(
      '## Museo Civico\n\nPiazza del Campo 1\n\nOrari: 9-19\n\nHome\n\nChiuso il lunedì. Aperto tutti i giorni.\n\n- Wi-Fi\n\nTel. 0577 292226',
    );
  });

  it('reads a numbered section’s bold title as a heading, its number and all, but no other bold line with figures', () => {
    const { text } = extractHtml(
      page(
        '<main><h1>Booking policy</h1><div class="paragraph"><strong>3. If you cancel</strong><br />' +
          'With 72 hours’ notice or more: a full refund.<br /><br /><strong>Open 9–5</strong><br />Every day.<br /><br />' +
          '<strong>Is the 10% off offer still on?</strong><br />No, it ended.</div></main>',
      ),
      url,
    );
    // a question in bold is an FAQ's heading, whatever figures it holds
    expect(text).toBe(
      '# Booking policy\n\n## 3. If you cancel\n\nWith 72 hours’ notice or more: a full refund.\n\nOpen 9–5\n\nEvery day.' +
        '\n\n## Is the 10% off offer still on?\n\nNo, it ended.',
    );
  });

  it('reads the hidden panels an accordion opens with one click (named by its button, or right after it), and no other hidden part', () => {
    const { text } = extractHtml(
      page(
        '<main><h1>FAQ</h1>' +
          '<button aria-expanded="false" aria-controls="p1">Is there wifi?</button><div id="p1" hidden>Yes, free.</div>' +
          '<button aria-expanded="false" id="q2">Can I bring my dog?</button>' +
          '<div role="region" aria-labelledby="q2" hidden>Assistance dogs only.</div>' +
          '<div><button aria-expanded="false">Is there a toilet?</button></div><div hidden>Yes, on board.</div>' +
          '<div hidden>An old price: £9.</div>' +
          '<div aria-hidden="true">An older price: £8.</div>' +
          // a builder's toggle drawn as a div with the button's role, its panel hidden from screen readers too
          '<div role="button" aria-expanded="false" aria-controls="p4"><h3>Can I take photos?</h3></div>' +
          '<div id="p4" aria-hidden="true" style="display:none"><p>Yes, without flash.</p></div>' +
          // a drawn menu's button does not name the hidden part after it
          '<div><div role="button" aria-expanded="false">Workspace</div></div><div aria-hidden="true">Prices · Offices</div>' +
          '<button aria-expanded="false" aria-controls="m1">Menu</button><ul id="m1" role="menu" hidden><li>Home</li></ul></main>',
      ),
      url,
    );
    expect(text).toBe(
      '# FAQ\n\n## Is there wifi?\n\nYes, free.\n\n## Can I bring my dog?\n\nAssistance dogs only.\n\n## Is there a toilet?\n\nYes, on board.\n\n### Can I take photos?\n\nYes, without flash.\n\nWorkspace\n\n#### Menu',
    );
  });

  it("reads a dropdown list its toggle opens as an FAQ's answer when it holds sentences, and as a menu when it holds links", () => {
    const toggle = (id: string, label: string) =>
      `<div class="w-dropdown-toggle" role="button" aria-expanded="false" aria-controls="${id}"><div>${label}</div></div>`;
    const { text } = extractHtml(
      page(
        '<main><h1>FAQ</h1>' +
          `<div class="w-dropdown">${toggle('l1', 'How do I pay?')}<nav class="w-dropdown-list" id="l1">` +
          '<div class="w-richtext"><p>By card online. We don’t take cash.</p></div></nav></div>' +
          `<div class="w-dropdown">${toggle('l2', 'Spaces')}<nav class="w-dropdown-list" id="l2">` +
          '<a href="/desks">Hot desks</a><a href="/offices">Private offices</a></nav></div></main>',
      ),
      url,
    );
    expect(text).toBe('# FAQ\n\n## How do I pay?\n\nBy card online. We don’t take cash.\n\nSpaces');
  });

  it('drops a menu built as a list of links outside <nav>, known by its item for the page shown', () => {
    const menu =
      '<div id="navigation"><ul class="j-nav-level-0"><li><a href="/">Home</a></li>' +
      '<li class="j-nav-current"><a href="/corsi/" class="j-nav-current">Corsi</a>' +
      '<ul class="j-nav-level-1"><li><a href="/corsi/adulti/">Corsi adulti</a></li></ul></li>' +
      '<li><a href="/contatti/">Contatti</a></li></ul></div>';
    const links =
      '<ul><li><a href="/corsi/adulti/">Corsi adulti</a></li><li><a href="/corsi/bambini/">Corsi bambini</a></li></ul>';
    const { text } = extractHtml(
      page(`${menu}<div id="content"><h1>Corsi</h1><p>Tutti i nostri corsi.</p>${links}</div>`),
      url,
    );
    expect(text).toBe('# Corsi\n\nTutti i nostri corsi.\n\n- Corsi adulti\n- Corsi bambini');
  });

  it('drops navigation, header/footer landmarks, scripts, styles, forms and cookie banners', () => {
    const { text } = extractHtml(
      page(
        '<nav>Home About</nav><div role="banner">Logo</div><div class="cc-banner cookie-consent">We use cookies</div>' +
          '<div id="gdpr">Consent</div><p>Main story.</p><script>track()</script><style>p{}</style><form>Search</form><footer>© Shop</footer>',
      ),
      url,
    );
    expect(text).toBe('Main story.');
    // a post's own footer (Blogger's author, time and comment count) and its share buttons are no content
    const post = extractHtml(
      page(
        '<div class="post-body"><div>Lasciamo i fiori al portiere.</div></div><div class="post-footer">' +
          '<span>Pubblicato da Fioreria alle 18:40</span> <span>Nessun commento:</span></div>' +
          '<div class="post-share-buttons">Condividi su Facebook</div>',
      ),
      url,
    );
    expect(post.text).toBe('Lasciamo i fiori al portiere.');
  });

  it('keeps the site footer on the home page only, under the site’s name, without its menu and copyright', () => {
    const footer =
      '<footer><nav><a href="/privacy">Privacy</a></nav><p>Via della Fornace 12, Castel dei Colli</p>' +
      '<p>P.IVA 03918470371</p><p>© 2026 Salute dei Colli S.r.l.</p></footer>';
    const home = extractHtml(
      page(
        `<main><h1>Welcome</h1><p>Physiotherapy near Bologna.</p></main>${footer}`,
        '<title>Home | Salute dei Colli</title>',
      ),
      new URL('https://clinic.test/en/'),
    );
    expect(home.text).toBe(
      '# Welcome\n\nPhysiotherapy near Bologna.\n\n# Salute dei Colli\n\nVia della Fornace 12, Castel dei Colli\n\nP.IVA 03918470371',
    );
    const prices = extractHtml(
      page(`<main><p>Session €50.</p></main>${footer}`),
      new URL('https://clinic.test/prezzi'),
    );
    expect(prices.text).toBe('Session €50.');
    // a copyright line going on with the VAT number is read, as Italian sites print it only there
    const italian = extractHtml(
      page(
        '<main><p>Benvenuti.</p></main><footer><p>© 2026 Camping Oliveto s.n.c. – P.IVA 03918450237 – CIN IT023043B1JH6K2P9M</p></footer>',
        '<title>Camping Oliveto</title>',
      ),
      new URL('https://camping.test/'),
    );
    expect(italian.text).toContain('P.IVA 03918450237 – CIN IT023043B1JH6K2P9M');
    // an article's own footer is no site footer
    const post = extractHtml(
      page('<article><p>Story.</p><footer>Posted in News</footer></article>'),
      new URL('https://clinic.test/'),
    );
    expect(post.text).toBe('Story.');
  });

  it('reads the year a post declares it was published, and none for a page', () => {
    const post = extractHtml(
      page(
        '<main><h1>New hours</h1><p>Open daily.</p></main>',
        '<meta property="article:published_time" content="2024-03-19T09:14:00.000Z">',
      ),
      new URL('https://books.test/new-opening-hours/'),
    );
    expect(post.published).toBe('2024');
    expect(extractHtml(page('<main><p>Open daily.</p></main>'), url).published).toBeUndefined();
  });

  it('keeps a footer a page builder draws as a <div> named by its class on the home page, once', () => {
    const footer =
      '<div class="dmFooterContainer"><div class="dmFooter"><p>© 2026 Fondazione Filanda – P.IVA 03518460132</p></div></div>';
    const home = extractHtml(
      page(
        `<div role="main"><h1>Benvenuti</h1><p>Il museo della seta, in una filanda dell’Ottocento restaurata.</p></div>${footer}`,
        '<title>Museo</title>',
      ),
      new URL('https://museo.test/'),
    );
    expect(home.text).toBe(
      '# Benvenuti\n\nIl museo della seta, in una filanda dell’Ottocento restaurata.\n\n# Museo\n\n© 2026 Fondazione Filanda – P.IVA 03518460132',
    );
    // with no content marked, the body's text holds it already
    const plain = extractHtml(page(`<p>Il museo della seta.</p>${footer}`), new URL('https://museo.test/'));
    expect(plain.text.match(/P\.IVA/g)).toHaveLength(1);
    // a footer by its role inside one named by its class is read, once
    const wrapped = extractHtml(
      page(
        '<div role="main"><h1>Welcome</h1><p>An independent family garage in the middle of town.</p></div>' +
          '<div class="widget-footer"><p>Call 01632 960418</p><div role="contentinfo"><p>Company number 03918274.</p></div></div>',
      ),
      new URL('https://garage.test/'),
    );
    expect(wrapped.text.match(/03918274/g)).toHaveLength(1);
    expect(wrapped.text).toContain('Call 01632 960418');
  });

  it('keeps the sidebars beside <main> on the home page only, without their lines of links', () => {
    const sidebar =
      '<div class="sidebar-right"><h3>Ufficio scuola</h3><p><strong>Orari ufficio</strong><br>In stagione: 8:15–12:30</p>' +
      '<p><a href="tel:+390474590218">+39 0474 590 218</a></p><ul class="mod-menu"><li><a href="/news">Novità</a></li></ul></div>' +
      '<aside class="widget-area"><section class="widget"><h2>Recent posts</h2><ul><li><a href="/p/1">Snow report</a></li></ul></section>' +
      '<section class="widget"><h2>Parking</h2><p>Free for guests.</p></section></aside>';
    const story = Array.from({ length: 6 }, (_, i) => `<p>Paragraph ${i + 1} about lessons and courses.</p>`);
    const body = `<main><h1>Benvenuti</h1>${story.join('')}</main>${sidebar}`;
    const home = extractHtml(page(body, '<title>Home - Scuola Sci</title>'), new URL('https://ski.test/'));
    expect(home.text).toContain(
      '# Scuola Sci\n\n### Ufficio scuola\n\n#### Orari ufficio\n\nIn stagione: 8:15–12:30\n\n+39 0474 590 218\n\n## Parking\n\nFree for guests.',
    );
    expect(home.text).not.toMatch(/Novità|Recent posts|Snow report/);
    const course = extractHtml(page(body), new URL('https://ski.test/corsi'));
    expect(course.text).not.toMatch(/Orari ufficio|Parking/);
  });

  it('adds what the page tells search engines in JSON-LD and does not print: details on the home page, an FAQ anywhere', () => {
    const business = JSON.stringify({
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'WebSite', name: 'The Mill' },
        {
          '@type': 'Restaurant',
          name: 'The Mill',
          telephone: '+44 1632 960123',
          email: 'hello@mill.test',
          address: { streetAddress: '12 Mill Lane', postalCode: 'GL54 3FJ', addressLocality: 'Ebbsworth' },
          openingHoursSpecification: [
            { dayOfWeek: ['Monday', 'Tuesday'], opens: '09:00:00', closes: '17:00:00' },
            { dayOfWeek: 'https://schema.org/Sunday', opens: '10:00', closes: '14:00' },
          ],
        },
      ],
    });
    const faq = JSON.stringify({
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Can I bring my dog?',
          acceptedAnswer: { text: '<p>Yes, in the bar.</p>' },
        },
        {
          '@type': 'Question',
          name: 'Do you have parking?',
          acceptedAnswer: { text: 'Free parking behind the pub.' },
        },
      ],
    });
    const scripts = (...docs: string[]) =>
      `<title>Home | The Mill</title>${docs.map((d) => `<script type="application/ld+json">${d}</script>`).join('')}`;
    const home = extractHtml(
      page(
        '<main><h1>Welcome</h1><p>Find us at 12 Mill Lane.</p><p>Free parking behind the pub.</p></main>',
        scripts(business, faq, '{not json'),
      ),
      new URL('https://mill.test/'),
    );
    expect(home.text).toBe(
      [
        '# Welcome',
        'Find us at 12 Mill Lane.',
        'Free parking behind the pub.',
        '# The Mill',
        'Phone: +44 1632 960123',
        'Email: hello@mill.test',
        'Opening hours: Monday, Tuesday 09:00–17:00',
        'Opening hours: Sunday 10:00–14:00',
        '# Frequently asked questions',
        '## Can I bring my dog?',
        'Yes, in the bar.',
      ].join('\n\n'),
    );
    // Another page says only its own FAQ; the business's details are read once, on the home page.
    const other = extractHtml(
      page('<main><p>Our rooms.</p></main>', scripts(business)),
      new URL('https://mill.test/rooms'),
    );
    expect(other.text).toBe('Our rooms.');
    // Italian labels and day names on an Italian page; hours printed on the page are not repeated.
    const italian = extractHtml(
      `<html lang="it"><head>${scripts(business)}</head><body><main><p>Aperti dalle 9:00 alle 17:00.</p></main></body></html>`,
      new URL('https://mill.test/it/'),
    );
    expect(italian.text).toContain('Telefono: +44 1632 960123');
    expect(italian.text).toContain('Indirizzo: 12 Mill Lane, GL54 3FJ Ebbsworth');
    expect(italian.text).not.toContain('Orari:');
  });

  it('drops the site header but keeps an article’s own header', () => {
    const { text } = extractHtml(
      page(
        '<header><a href="/">Shop</a><p>Since 1990</p></header><article><header><h1>Post</h1></header><p>Body</p></article><article><p>Other</p></article>',
      ),
      url,
    );
    expect(text).toBe('# Post\n\nBody\n\nOther');
  });

  it('prefers <main> over the rest of the body when it holds most of the text', () => {
    const story = 'Our sourdough rests for two days before it is baked in the wood oven every morning.';
    expect(
      extractHtml(page(`<div>Sidebar promo</div><main><h1>Bread</h1><p>${story}</p></main>`), url).text,
    ).toBe(`# Bread\n\n${story}`);
  });

  it('reads the title, the language and absolute links (navigation included, fragments removed)', () => {
    const result = extractHtml(
      page(
        '<nav><a href="/about#team">About</a></nav><a href="../contact">Contact</a><a rel="nofollow" href="/login">x</a><p>x</p>',
        '<title> Shop &amp; Co </title><link rel="canonical" href="/blog/post">',
      ),
      url,
    );
    expect(result.title).toBe('Shop & Co');
    expect(result.language).toBe('en');
    expect(result.links.map(String)).toEqual(['https://shop.test/about', 'https://shop.test/contact']);
    expect(result.canonical?.href).toBe('https://shop.test/blog/post');
  });

  it('falls back to the first heading for a page without a title, and reads noindex', () => {
    const result = extractHtml(page('<h2>Hello</h2>', '<meta name="robots" content="noindex, follow">'), url);
    expect(result.title).toBe('Hello');
    expect(result.noindex).toBe(true);
    expect(result.nofollow).toBe(false);
  });
});

describe('tables and facts laid out with <div>s', () => {
  const cells = (texts: string[]) =>
    texts.map((t) => `<div class="cell"><div class="price">${t}</div></div>`).join('');

  it('reads a CSS grid of cells as a table: a header row, then a name and its values on each line', () => {
    const grid = cells(['Pitch', 'Low', 'Peak', 'Tent pitch', '£18', '£38', 'Serviced pitch', '£31', '£56']);
    const { text } = extractHtml(
      page(`<main><h2>Prices</h2><div class="w-layout-grid">${grid}</div></main>`),
      url,
    );
    expect(text).toBe(
      '## Prices\n\nPitch: Tent pitch · Low: £18 · Peak: £38\n\nPitch: Serviced pitch · Low: £31 · Peak: £56',
    );
  });

  it('reads a grid whose rows are boxes of their own as a table of that many columns', () => {
    const row = (texts: string[]) => `<div class="grid-row">${cells(texts)}</div>`;
    const grid =
      row(['Course', '1 week', '2 weeks', '3 weeks', '4 weeks', 'Each extra week']) +
      row(['Standard', '€230', '€450', '€660', '€860', '€205']) +
      row(['Intensive', '€330', '€640', '€940', '€1,220', '€295']);
    const { text } = extractHtml(
      page(`<main><h2>Group courses</h2><div class="grid">${grid}</div></main>`),
      url,
    );
    expect(text).toBe(
      '## Group courses\n\nCourse: Standard · 1 week: €230 · 2 weeks: €450 · 3 weeks: €660 · 4 weeks: €860 · Each extra week: €205\n\n' +
        'Course: Intensive · 1 week: €330 · 2 weeks: €640 · 3 weeks: €940 · 4 weeks: €1,220 · Each extra week: €295',
    );
  });

  it('reads a week of opening hours built as boxes, a day per row, with no header row', () => {
    const row = (day: string, time: string) =>
      `<div class="hours-row"><div><p>${day}</p></div><div><p>${time}</p></div></div>`;
    const days = ['Monday', 'Tuesday', 'Wednesday'];
    const { text } = extractHtml(
      page(
        `<main><h2>Opening hours</h2><div class="hours">${row(days[0]!, 'Closed')}${row(days[1]!, '9am – 6pm')}${row(days[2]!, '9am – 8pm')}</div></main>`,
      ),
      url,
    );
    expect(text).toBe('## Opening hours\n\nMonday: Closed\n\nTuesday: 9am – 6pm\n\nWednesday: 9am – 8pm');
  });

  it('reads a week of opening hours as one grid of boxes tied by position, each box with its empty layers', () => {
    // Wix: every box holds its background layers, empty, beside the text's wrappers
    const box = (text: string) =>
      `<div class="wixui-box"><div data-hook="bgLayers"><div></div><div></div></div><div data-testid="inline-content"><div><div class="wixui-rich-text"><p>${text}</p></div></div></div></div>`;
    const hours = [
      ['Saturday', '8am – 2pm'],
      ['Sunday', 'Closed'],
      ['Monday', '8:30am – 5pm'],
    ];
    const grid = `<div class="wixui-grid">${hours.map(([day, time]) => box(day!) + box(time!)).join('')}</div>`;
    const { text } = extractHtml(page(`<main><h2>Opening Hours</h2>${grid}</main>`), url);
    expect(text).toBe('## Opening Hours\n\nSaturday: 8am – 2pm\n\nSunday: Closed\n\nMonday: 8:30am – 5pm');
  });

  it('reads each tab panel under its tab when the page ties them only by their order (Kadence)', () => {
    const tab = (n: number, title: string) =>
      `<li id="tab-${n}" class="kt-title-item kt-tab-title-${n === 1 ? 'active' : 'inactive'}"><a href="#tab-${n}" role="tab" aria-controls="tab-${n}" aria-selected="${n === 1}"><span>${title}</span></a></li>`;
    const tabs =
      `<div class="kt-tabs-wrap kt-active-tab-1"><ul class="kt-tabs-title-list">${tab(1, 'Open Gym')}${tab(2, 'Open Gym + Corsi')}</ul>` +
      '<div class="kt-tabs-content-wrap"><div class="kt-inner-tab-1"><p>Mensile</p><p>€ 59 /mese</p></div>' +
      '<div class="kt-inner-tab-2"><p>Mensile</p><p>€ 79 /mese</p></div></div></div>';
    const { text } = extractHtml(page(`<main><h2>Abbonamenti</h2>${tabs}</main>`), url);
    expect(text).toBe(
      '## Abbonamenti\n\n### Open Gym\n\nMensile\n\n€ 59 /mese\n\n### Open Gym + Corsi\n\nMensile\n\n€ 79 /mese',
    );
  });

  it('reads an accordion button saved without its state as its closed panel’s question, not a share button', () => {
    const pane = (question: string, answer: string) =>
      `<div class="kt-accordion-pane"><div class="kt-accordion-header-wrap"><button class="kt-blocks-accordion-header" type="button"><span>${question}</span></button></div>` +
      `<div class="kt-accordion-panel kt-accordion-panel-hidden"><div><p>${answer}</p></div></div></div>`;
    const share =
      '<button type="button" class="share-button">Share</button><div class="share-fallback" hidden><a href="/x">Copy link</a></div>';
    const { text } = extractHtml(
      page(
        `<main><h2>Domande</h2>${pane('Come posso pagare?', 'Con carta o bancomat: non accettiamo contanti.')}${share}<p>Ci vediamo in palestra.</p></main>`,
      ),
      url,
    );
    expect(text).toBe(
      '## Domande\n\n### Come posso pagare?\n\nCon carta o bancomat: non accettiamo contanti.\n\nCi vediamo in palestra.',
    );
  });

  it('reads an accordion’s questions, each a button in a heading, as sibling headings at the heading’s level', () => {
    const item = (i: number, q: string, a: string) =>
      `<div role="listitem"><h3><button type="button" id="h${i}" aria-expanded="false" aria-controls="p${i}"><span>${q}</span></button></h3>` +
      `<div id="p${i}" role="region" aria-labelledby="h${i}" hidden><p>${a}</p></div></div>`;
    const faq = `<div role="list">${item(1, 'Do you groom cats?', 'No, sorry.')}${item(2, 'Do you sedate dogs?', 'Never.')}</div>`;
    const { text } = extractHtml(page(`<main><h1>FAQ</h1>${faq}</main>`), url);
    expect(text).toBe('# FAQ\n\n### Do you groom cats?\n\nNo, sorry.\n\n### Do you sedate dogs?\n\nNever.');
  });

  it('reads a grid laid out a row per kind of cell as one line per column, without its buttons', () => {
    const run = (kind: string, texts: string[]) =>
      texts.map((t) => `<div class="cell"><div class="${kind}">${t}</div></div>`).join('');
    const grid =
      run('plan-name', ['Day Pass', 'Flexi 10', 'Dedicated Desk']) +
      run('plan-price', ['£25', '£180', '£295']) +
      run('plan-unit', ['per day', '10 days', 'per month']) +
      ['Buy', 'Buy', 'Join']
        .map((t) => `<div class="cell"><a href="/join" class="w-button">${t}</a></div>`)
        .join('');
    const { text } = extractHtml(
      page(`<main><h2>Desk memberships</h2><div class="w-layout-grid">${grid}</div></main>`),
      url,
    );
    expect(text).toBe(
      '## Desk memberships\n\nDay Pass: £25 · per day\n\nFlexi 10: £180 · 10 days\n\nDedicated Desk: £295 · per month',
    );
  });

  it('reads a grid of rows of cards as a table named by its head cards, their dates first as its legend', () => {
    const card = (...blocks: string[]) =>
      `<div class="card"><div class="rich">${blocks.join('')}</div></div>`;
    const row = (...cards: string[]) => `<div class="row">${cards.join('')}</div>`;
    const price = (text: string) => card(`<p>${text}</p>`);
    const grid =
      row(
        card(),
        card('<h4>Low season</h4>', '<p>3 Apr – 21 May<br>25 Sep – 30 Oct</p>'),
        card('<h4>High season</h4>', '<p>10 Jul – 3 Sep</p>'),
      ) +
      row(card('<h4>Wagtail</h4>', '<p>2 berths</p>'), price('£1,095'), price('£1,475')) +
      row(card('<h4>Otter</h4>', '<p>8 berths</p>'), price('£1,745'), price('£2,590'));
    const twice =
      row(
        card(),
        card('<h4>Low season</h4>', '<p>3 nights</p>'),
        card('<h4>Low season</h4>', '<p>4 nights</p>'),
      ) + row(card('<h4>Wagtail</h4>'), price('£595'), price('£665'));
    const { text } = extractHtml(
      page(
        `<main><h2>A week</h2><div class="table">${grid}</div><h2>Short breaks</h2><div class="table">${twice}</div></main>`,
      ),
      url,
    );
    expect(text).toBe(
      '## A week\n\nLow season: 3 Apr – 21 May, 25 Sep – 30 Oct\n\nHigh season: 10 Jul – 3 Sep\n\n' +
        'Wagtail, 2 berths · Low season: £1,095 · High season: £1,475\n\nOtter, 8 berths · Low season: £1,745 · High season: £2,590\n\n' +
        '## Short breaks\n\nWagtail · Low season, 3 nights: £595 · Low season, 4 nights: £665',
    );
  });

  it('reads text boxes side by side, level only by their lines, as a table headed by their first lines', () => {
    const box = (...lines: string[]) =>
      `<div class="col"><div class="wrap"><div class="text">${lines.map((l) => `<p><span>${l || '<br>'}</span></p>`).join('')}</div></div></div>`;
    const row =
      box('Frequenza', 'Part-time', '7:30 – 13:00', 'Tempo pieno', '7:30 – 16:30') +
      box('Nido', '€ 520', '', '€ 690', '') +
      box('Infanzia', '€ 390', '', '€ 480', '');
    const { text } = extractHtml(page(`<main><h2>Rette</h2><div class="row">${row}</div></main>`), url);
    expect(text).toBe(
      '## Rette\n\nFrequenza: Part-time, 7:30 – 13:00 · Nido: € 520 · Infanzia: € 390\n\n' +
        'Frequenza: Tempo pieno, 7:30 – 16:30 · Nido: € 690 · Infanzia: € 480',
    );
  });

  it('reads columns of a head box over a box of block lines as a table headed by the heads', () => {
    const lines = (...texts: string[]) =>
      texts.map((t) => `<span style="display: block;">${t}</span>`).join('');
    const column = (head: string, ...cells: string[]) =>
      `<div class="w-collection-item col_3Fa"><div class="w-text head_2Rn">${head}</div><div class="w-text cells_1Bv">${lines(...cells)}</div></div>`;
    const grid =
      column('<b>Boat</b>', 'Grecale', 'Ponente') +
      column(lines('<b>Low</b>', '1/5 – 29/5'), '€ 2.100', '€ 6.200') +
      column(lines('<b>Peak</b>', '31/7 – 28/8'), '€ 4.500', '€ 12.900');
    const { text } = extractHtml(
      page(`<main><h2>Weekly prices</h2><div class="w-collection">${grid}</div></main>`),
      url,
    );
    expect(text).toBe(
      '## Weekly prices\n\nBoat: Grecale · Low 1/5 – 29/5: € 2.100 · Peak 31/7 – 28/8: € 4.500\n\n' +
        'Boat: Ponente · Low 1/5 – 29/5: € 6.200 · Peak 31/7 – 28/8: € 12.900',
    );
  });

  it('reads a layout table whose cells are columns of lines broken by <br> as a table by position', () => {
    const cell = (...lines: string[]) =>
      `<td class="col"><div class="paragraph">${lines.map((l) => (l ? `<font>${l}</font>` : '&nbsp;')).join('<br />')}</div></td>`;
    const row =
      cell('', '<b>Matinee</b>', 'before 5pm', '<b>Evening</b>', 'from 5pm') +
      cell('<b>Adult</b>', '£7.50', '', '£9.50', '') +
      cell('<b>Under 16</b>', '£5.00', '', '£6.00', '');
    const { text } = extractHtml(page(`<main><h2>Prices</h2><table><tr>${row}</tr></table></main>`), url);
    expect(text).toBe(
      '## Prices\n\nMatinee, before 5pm · Adult: £7.50 · Under 16: £5.00\n\n' +
        'Evening, from 5pm · Adult: £9.50 · Under 16: £6.00',
    );
  });

  it('leaves a grid of words (a gallery’s captions) as lines', () => {
    const grid = cells(['Beach', 'Pool', 'Shop', 'Bar', 'Café', 'Cove']);
    const { text } = extractHtml(page(`<main><div class="w-layout-grid">${grid}</div></main>`), url);
    expect(text).toBe('Beach\n\nPool\n\nShop\n\nBar\n\nCafé\n\nCove');
  });

  it('reads a label and its value side by side as one line, but two paragraphs as two', () => {
    const { text } = extractHtml(
      page(
        '<main><div class="fact-row"><div>Check-in</div><div>from 2pm</div></div>' +
          '<div class="fact-row"><div>Check-out</div><div>by 11am</div></div>' +
          '<div class="box"><p>Tecarterapia</p><p>30 minuti</p></div></main>',
      ),
      url,
    );
    expect(text).toBe('Check-in: from 2pm\n\nCheck-out: by 11am\n\nTecarterapia\n\n30 minuti');
  });

  it('reads a long label with its value when their classes say which is which, and two long texts apart', () => {
    const label = 'Olbia Costa Smeralda airport – Porto Rotondo (about 20 minutes)';
    const { text } = extractHtml(
      page(
        `<main><div class="list__item_1Cd"><div class="w-text list__label_3Vb">${label}</div>` +
          '<div class="w-text list__value_2Ue">car €55 · minivan €85</div></div>' +
          `<div class="row"><div class="col">${label}</div><div class="col">car €55 · minivan €85</div></div></main>`,
      ),
      url,
    );
    expect(text).toBe(`${label}: car €55 · minivan €85\n\n${label}\n\ncar €55 · minivan €85`);
  });

  it('reads columns given widths in percent as side by side: names in one, prices in the other, a line each', () => {
    const names =
      '<p><strong>Menu delle Macine</strong><br>con l’abbinamento dei vini del territorio<br>Bambini sotto i 12 anni</p>';
    const prices = '<p><strong>€ 38</strong><br>€ 48<br>€ 18</p>';
    const gaps = '<div class="cm_column_gap" style="width: 7.5px;"></div>';
    const { text } = extractHtml(
      page(
        `<main><div class="cm_column_wrapper"><div class="cm_column" style="width: 70%;">${names}</div>${gaps}` +
          `<div class="cm_column" style="width: 30%;">${prices}</div></div>` +
          // stacked boxes, no widths: read one after the other
          `<div class="wrapper"><div>${names}</div><div>${prices}</div></div>` +
          // cards side by side, each a name over its blurb: no label beside a value
          '<div><div style="width: 50%;"><h3>Lezioni private</h3><p>sci e snowboard, per te o per il tuo piccolo gruppo</p></div>' +
          '<div style="width: 50%;"><h3>Noleggio</h3><p>sci, snowboard e caschi accanto alla cabinovia</p></div></div></main>',
      ),
      url,
    );
    expect(text).toBe(
      [
        'Menu delle Macine: € 38',
        'con l’abbinamento dei vini del territorio: € 48',
        'Bambini sotto i 12 anni: € 18',
        '## Menu delle Macine',
        'con l’abbinamento dei vini del territorio',
        'Bambini sotto i 12 anni',
        '€ 38',
        '€ 48',
        '€ 18',
        '### Lezioni private',
        'sci e snowboard, per te o per il tuo piccolo gruppo',
        '### Noleggio',
        'sci, snowboard e caschi accanto alla cabinovia',
      ].join('\n\n'),
    );
  });

  it('reads a card’s price printed above its name after the name, as the name’s', () => {
    const card = (price: string, name: string, unit: string) =>
      `<div class="card"><div class="shape"></div><div><p><strong>${price}</strong></p></div><div><h3>${name}</h3></div><div><p>${unit}</p></div></div>`;
    const { text } = extractHtml(
      page(
        `<main><h2>Daycare prices</h2><div class="row">${card('£32', 'Full day', '7am – 6.30pm')}${card('£20', 'Half day', 'Mornings or afternoons')}</div>` +
          // a price closing a section, the next section's heading after it, stays where it is
          '<div><p>From £15</p><h3>Grooming</h3><p>By coat and size.</p><h3>Boarding</h3></div></main>',
      ),
      url,
    );
    expect(text).toBe(
      [
        '## Daycare prices',
        '### Full day',
        '£32',
        '7am – 6.30pm',
        '### Half day',
        '£20',
        'Mornings or afternoons',
        'From £15',
        '### Grooming',
        'By coat and size.',
        '### Boarding',
      ].join('\n\n'),
    );
  });

  it('reads a counter’s figure with the words under it, not those words as the next figure’s label', () => {
    const counters = cells(['120', 'standing', '80', 'seated, theatre-style', '48', 'at cabaret tables']);
    const { text } = extractHtml(
      page(
        `<main><div class="capacity-grid">${counters}</div>` +
          '<div class="stat"><div class="stat-number">25+</div><div class="stat-label">years in Leeds</div></div></main>',
      ),
      url,
    );
    expect(text).toBe(
      '120 standing\n\n80 seated, theatre-style\n\n48 at cabaret tables\n\n25+ years in Leeds',
    );
  });
});

describe('when <main> or the lone <article> is not the whole page', () => {
  const paragraphs = (n: number) =>
    Array.from(
      { length: n },
      (_, i) => `<p>Paragraph ${i + 1} of the story: the oven, the flour, the hours.</p>`,
    );
  const chrome = (content: string) =>
    page(
      `<header><nav><a href="/">Home</a> <a href="/blog">Blog</a></nav></header><div class="cookie-banner">We use cookies</div>${content}<aside>Popular posts</aside><footer>© Shop 2026</footer>`,
    );

  it('reads the whole body when a stray </article> ends the article after its introduction', () => {
    const html = chrome(
      `<div class="post"><article><h1>Post</h1><p>Intro.</p></article>${paragraphs(8).join('')}</article></div>`,
    );
    // htmlparser2, like a browser, closes the article at the stray tag: the rest is outside it
    expect(loadHtml(html)('article').text()).toBe('PostIntro.');
    const { text } = extractHtml(html, url);
    expect(text).toMatch(/^# Post\n\nIntro\.\n\nParagraph 1 of the story/);
    expect(text).toContain('Paragraph 8 of the story');
    expect(text).not.toMatch(/Home|cookies|Popular posts|© Shop/);
  });

  it('reads the whole body when a stray </div> closes the article’s wrapper and the article with it', () => {
    const html = chrome(
      `<div class="post"><article><h1>Post</h1><div class="lead"><p>Intro.</p></div></div>${paragraphs(8).join('')}</article>`,
    );
    expect(loadHtml(html)('article').text()).toBe('PostIntro.');
    const { text } = extractHtml(html, url);
    expect(text).toContain('Intro.');
    expect(text).toContain('Paragraph 8 of the story');
  });

  it('keeps a whole <article> and leaves out a short block beside it', () => {
    const html = chrome(
      `<article><h1>Post</h1>${paragraphs(6).join('')}</article><div class="related"><p>Related: our cakes.</p></div>`,
    );
    const { text } = extractHtml(html, url);
    expect(text).toMatch(/^# Post\n\nParagraph 1/);
    expect(text).toContain('Paragraph 6 of the story');
    expect(text).not.toContain('Related');
  });

  it('keeps <main> beside a long menu of links: link text does not count as the page’s text', () => {
    const menu = Array.from({ length: 40 }, (_, i) => `<a href="/c/${i}">Category number ${i}</a>`).join(' ');
    const html = chrome(
      `<div class="mega-menu">${menu}</div><main><h1>Shop</h1>${paragraphs(2).join('')}</main>`,
    );
    expect(extractHtml(html, url).text).toMatch(
      /^# Shop\n\nParagraph 1 of the story[\s\S]*Paragraph 2 of the story/,
    );
    expect(extractHtml(html, url).text).not.toContain('Category');
  });
});
