import {
  BOOK_ROOM,
  BOOK_TABLE,
  button,
  code,
  col,
  FORGE_EMAIL,
  FORGE_PHONE,
  type ForgePage,
  html,
  image,
  imageSection,
  row,
  section,
  spacer,
} from './old-forge-inn.layout.ts';

type Dish = [name: string, description: string, price: string];

/** Squarespace's menu block: a title, a description and the price printed twice (wide and narrow screens). */
function menuBlock(title: string, sections: [string, Dish[]][]): string {
  const items = (dishes: Dish[]) =>
    dishes
      .map(
        ([name, description, price]) => `<div class="menu-item">
<div class="menu-item-title">${name}</div><span class="menu-item-price-top">${price}</span>
<div class="menu-item-description">${description}</div>
<div class="menu-item-price-bottom">${price}</div>
</div>`,
      )
      .join('\n');
  return `<div class="sqs-block menu-block sqs-block-menu" data-block-type="18"><div class="sqs-block-content">
<div class="menu-block"><div class="menus-wrapper"><div class="menu-select-wrapper"><span class="menu-select-labels">${title}</span></div>
<div class="menu-wrapper">
<div class="menu-header">${title}</div>
${sections
  .map(
    ([heading, dishes]) => `<div class="menu-section">
<div class="menu-section-header"><div class="menu-section-title">${heading}</div></div>
<div class="menu-items">
${items(dishes)}
</div>
</div>`,
  )
  .join('\n')}
</div></div></div>
</div></div>`;
}

/** Home, food, drinks, opening times, rooms, dogs, events, hire, directions, vouchers, FAQ and history. */
export const forgePages: ForgePage[] = [
  {
    path: '/',
    title: 'Village pub with rooms in the Cotswolds',
    description:
      'The Old Forge Inn, Upper Ebbsworth: a 1720 blacksmith&rsquo;s forge turned village pub with five bedrooms, local ales, log fires and seasonal food.',
    body: `${imageSection(
      'forge-exterior-green.jpg',
      'The Old Forge Inn, a Cotswold stone pub on the village green',
      'A blacksmith&rsquo;s forge since 1720, the village pub since 1802. Log fires, local ales, good food and five rooms upstairs.',
      'The Old Forge Inn',
    )}
${section(
  row(
    col(
      12,
      html(`<h2 style="text-align:center;white-space:pre-wrap;">Welcome to Upper Ebbsworth</h2>
<p style="text-align:center;white-space:pre-wrap;">The Old Forge Inn stands on the green in Upper Ebbsworth, a small Cotswold village four miles from Chipping Ledbury. Come in for a pint of Forge Bitter by the fire, stay for lunch in the garden by the River Ebb, or book one of our five bedrooms and make a weekend of it.</p>`),
      button('Book a table', BOOK_TABLE, true),
    ),
  ),
  row(
    col(
      4,
      image('forge-food-card.jpg', 'Steak and ale pie with mash and greens'),
      html(`<h3>Eat</h3>
<p>Seasonal dishes from head chef Priya Nair, cooked with produce from farms within 20 miles, and a proper Sunday roast.</p>
<p><a href="/food">See our menus</a></p>`),
    ),
    col(
      4,
      image('forge-room-card.jpg', 'The Anvil bedroom with a king-size bed'),
      html(`<h3>Stay</h3>
<p>Five characterful bedrooms above the pub, from &pound;125 a night including breakfast.</p>
<p><a href="/rooms">Our rooms</a></p>`),
    ),
    col(
      4,
      image('forge-dog-card.jpg', 'A spaniel asleep in front of the fire'),
      html(`<h3>Bring the dog</h3>
<p>Four-legged guests are welcome in the bar, the snug and the garden &ndash; there&rsquo;s even a menu for them.</p>
<p><a href="/dogs">Dogs at the Forge</a></p>`),
    ),
  ),
)}
${imageSection(
  'forge-sunday-roast.jpg',
  'Roast sirloin of beef with Yorkshire pudding',
  'Sunday roasts every Sunday from 12pm until 6pm &ndash; booking recommended.',
)}
${section(
  row(
    col(
      6,
      html(`<h3>What&rsquo;s on</h3>
<p>Quiz every Wednesday, live music on the first Friday of the month and our Forge Ale Festival over the late May bank holiday weekend.</p>
<p><a href="/events">All events</a></p>`),
    ),
    col(
      6,
      html(`<h3>Gift vouchers</h3>
<p>Treat someone to Sunday lunch or a night away in the Cotswolds.</p>
<p><a href="/gift-vouchers">Buy a voucher</a></p>`),
    ),
  ),
)}`,
  },
  {
    path: '/food',
    title: 'Food',
    description:
      'Menus at The Old Forge Inn: seasonal lunch and dinner, Sunday roasts, a kids&rsquo; menu, and gluten-free and vegan options.',
    body: `${imageSection(
      'forge-haddock-chips.jpg',
      'Beer-battered haddock and chips on a wooden board',
      'Our beer-battered haddock, made with Forge Bitter.',
      'Food',
    )}
${section(
  row(
    col(
      12,
      html(
        `<p style="white-space:pre-wrap;">Our menu changes with the seasons, and wherever we can we buy from farms and producers within 20 miles of the pub. Food is served at lunch and dinner from Tuesday to Sunday; the kitchen is closed all day on Mondays. See our <a href="/opening-times">opening times</a> for kitchen hours.</p>`,
      ),
      button('Book a table', BOOK_TABLE, true),
    ),
  ),
  row(
    col(
      12,
      menuBlock('Autumn Menu', [
        [
          'Starters',
          [
            ['Soup of the day', 'Warm sourdough, salted butter (v)', '&pound;7.50'],
            ['Cotswold ham hock terrine', 'Piccalilli, toasted sourdough', '&pound;9.50'],
            ['Potted Brixham crab', 'Brown crab butter, pickled cucumber, crispbread', '&pound;11.50'],
            ['Whipped goat&rsquo;s cheese', 'Roasted beetroot, hazelnuts, honey (v)', '&pound;8.75'],
          ],
        ],
        [
          'Mains',
          [
            [
              'Beer-battered haddock',
              'Triple-cooked chips, crushed peas, tartare sauce (can be made gf)',
              '&pound;18.50',
            ],
            ['Steak &amp; Forge Bitter pie', 'Buttery mash, greens, gravy', '&pound;19.50'],
            ['28-day aged 8oz sirloin steak', 'Chips, watercress, peppercorn sauce (gf)', '&pound;29'],
            ['Pan-roasted hake', 'Crushed new potatoes, samphire, brown shrimp butter (gf)', '&pound;23'],
            [
              'Wild mushroom &amp; chestnut pithivier',
              'Celeriac pur&eacute;e, cavolo nero (ve)',
              '&pound;17',
            ],
            ['Forge burger', 'Ogleshield cheese, bacon jam, fries', '&pound;17.50'],
          ],
        ],
        [
          'Sides',
          [
            ['Triple-cooked chips', '(ve, gf)', '&pound;4.75'],
            ['Buttered greens', '(v, gf)', '&pound;4.50'],
          ],
        ],
        [
          'Puddings',
          [
            ['Sticky toffee pudding', 'Toffee sauce, clotted cream (v)', '&pound;8.25'],
            ['Dark chocolate torte', 'Raspberry sorbet (ve, gf)', '&pound;8.95'],
            ['Cotswold cheeses', 'Three local cheeses, oatcakes, apple chutney', '&pound;12'],
          ],
        ],
      ]),
    ),
  ),
)}
${imageSection(
  'forge-roast-table.jpg',
  'A family sharing Sunday lunch in the restaurant',
  'Sunday lunch in the restaurant, under the original beams.',
)}
${section(
  row(
    col(
      6,
      html(`<h2>Sunday roast</h2>
<p>Served every Sunday from 12pm to 6pm, or until we sell out. On Sundays we serve our roast menu only, not the &agrave; la carte.</p>
<ul>
<li>Roast sirloin of beef &ndash; &pound;24</li>
<li>Roast loin of pork with crackling &ndash; &pound;21</li>
<li>Nut roast with vegan gravy (ve) &ndash; &pound;18</li>
<li>Children&rsquo;s roast &ndash; &pound;11</li>
</ul>
<p>All roasts come with Yorkshire pudding, roast potatoes, seasonal vegetables and plenty of gravy. Booking is strongly recommended.</p>`),
    ),
    col(
      6,
      html(`<h2>Kids&rsquo; menu</h2>
<p>For children under 12. Every kids&rsquo; main is &pound;7.95, including a scoop of Cotswold ice cream.</p>
<ul>
<li>Fish goujons, chips &amp; peas</li>
<li>Sausages, mash &amp; gravy</li>
<li>Macaroni cheese (v)</li>
<li>Tomato pasta (ve)</li>
<li>Mini beef burger &amp; chips</li>
</ul>
<p>High chairs and colouring sheets are available &ndash; just ask.</p>`),
    ),
  ),
  row(
    col(
      12,
      html(`<h2>Dietary requirements &amp; allergens</h2>
<p><strong>(v)</strong> vegetarian &nbsp; <strong>(ve)</strong> vegan &nbsp; <strong>(gf)</strong> gluten-free</p>
<p>Most of our dishes can be made gluten-free &ndash; just ask. Our chips are cooked in a dedicated fryer, and we always have gluten-free bread.</p>
<p>Vegan? Look for (ve) on the menu: the pithivier and the nut roast are vegan, and the dark chocolate torte is both vegan and gluten-free.</p>
<p>Please tell us about any allergies when you book and again when you order. Our allergen folder lists the 14 major allergens for every dish. Our kitchen handles nuts, sesame and shellfish, so we cannot guarantee that any dish is free from traces.</p>
<p>A discretionary service charge of 10% is added to tables of 8 or more.</p>`),
    ),
  ),
)}`,
  },
  {
    path: '/drinks',
    title: 'Drinks',
    description: 'Cask ales on tap, local cider, and a short wine list by the glass and bottle.',
    body: `${imageSection(
      'forge-handpumps.jpg',
      'Four hand pumps on the oak bar',
      'Four hand pumps, one open fire and no music on the speakers until the evening.',
      'Drinks',
    )}
${section(
  row(
    col(
      6,
      html(`<h2>Ales on tap</h2>
<p>We keep four cask ales on the hand pumps, three of them from Hobnail Brewing Co., three miles down the road. Cask Marque accredited since 2018.</p>
<ul>
<li><strong>Forge Bitter</strong> (3.8%) &ndash; brewed for us by Hobnail &ndash; &pound;4.90 a pint, &pound;2.60 a half</li>
<li><strong>Ebbsworth Gold</strong> (4.2%) &ndash; &pound;5.10 a pint</li>
<li><strong>Blacksmith&rsquo;s Porter</strong> (4.8%) &ndash; &pound;5.40 a pint</li>
<li><strong>Guest ale</strong> &ndash; changes every week &ndash; &pound;5.20 a pint</li>
</ul>
<h3>Also on draught</h3>
<ul>
<li>Cotswold Lager (4.2%) &ndash; &pound;5.60</li>
<li>Stinchcombe Cloudy Cider (6%) &ndash; &pound;5.30</li>
<li>Clear Head Pale, alcohol-free (0.5%), bottle &ndash; &pound;4.20</li>
</ul>`),
    ),
    col(
      6,
      html(`<h2>Wine</h2>
<p>A short list, chosen with our friends at Ledbury Wine Cellars. Glasses are 175ml; sparkling wine is served in 125ml glasses.</p>`),
      code(`<table class="wine-list">
<thead><tr><th>Wine</th><th>Glass</th><th>Bottle</th></tr></thead>
<tbody>
<tr><td>House white &ndash; Picpoul de Pinet, France</td><td>&pound;7.50</td><td>&pound;28</td></tr>
<tr><td>Sauvignon Blanc, Marlborough, New Zealand</td><td>&pound;9</td><td>&pound;34</td></tr>
<tr><td>House red &ndash; Merlot, Pays d&rsquo;Oc, France</td><td>&pound;6.50</td><td>&pound;24</td></tr>
<tr><td>Rioja Crianza, Spain</td><td>&pound;8</td><td>&pound;31</td></tr>
<tr><td>C&ocirc;tes de Provence ros&eacute;, France</td><td>&pound;8.40</td><td>&pound;32</td></tr>
<tr><td>Prosecco DOC, Italy</td><td>&pound;7.25</td><td>&pound;33</td></tr>
<tr><td>Cotswold Hills Brut, English sparkling</td><td>&pound;11</td><td>&pound;52</td></tr>
</tbody>
</table>`),
      html(`<h3>Soft &amp; hot drinks</h3>
<p>Elderflower press&eacute; &pound;3.20 &middot; Coca-Cola &pound;3 &middot; Coffee from &pound;3.10 &middot; Pot of tea &pound;3</p>`),
    ),
  ),
)}`,
  },
  {
    path: '/opening-times',
    title: 'Opening Times',
    description: 'Bar and kitchen opening times, and our Christmas and New Year hours.',
    body: `${section(
      row(
        col(
          12,
          html(`<h1>Opening Times</h1>
<p style="white-space:pre-wrap;">The bar and the kitchen keep different hours, so please check both before you set off. Last food orders are taken at the kitchen closing time shown.</p>`),
          code(`<table class="hours" style="width:100%">
<thead><tr><th>Day</th><th>Bar</th><th>Kitchen</th></tr></thead>
<tbody>
<tr><td>Monday</td><td>5pm &ndash; 11pm</td><td>Closed</td></tr>
<tr><td>Tuesday</td><td>12pm &ndash; 11pm</td><td>12pm &ndash; 2.30pm, 6pm &ndash; 9pm</td></tr>
<tr><td>Wednesday</td><td>12pm &ndash; 11pm</td><td>12pm &ndash; 2.30pm, 6pm &ndash; 9pm</td></tr>
<tr><td>Thursday</td><td>12pm &ndash; 11pm</td><td>12pm &ndash; 2.30pm, 6pm &ndash; 9pm</td></tr>
<tr><td>Friday</td><td>12pm &ndash; midnight</td><td>12pm &ndash; 2.30pm, 6pm &ndash; 9.30pm</td></tr>
<tr><td>Saturday</td><td>11am &ndash; midnight</td><td>12pm &ndash; 9.30pm</td></tr>
<tr><td>Sunday</td><td>12pm &ndash; 10.30pm</td><td>12pm &ndash; 6pm</td></tr>
</tbody>
</table>`),
          html(`<p>The pub is closed on Monday lunchtimes. The kitchen is closed all day on Mondays, but there are always crisps and pork scratchings behind the bar.</p>
<p>Staying with us on a Monday? Check-in still starts at 3pm &ndash; just let us know your arrival time, as the bar doesn&rsquo;t open until 5pm.</p>`),
        ),
      ),
    )}
${imageSection(
  'forge-christmas-fire.jpg',
  'The bar decorated for Christmas with the fire lit',
  'Christmas at the Forge: the fire&rsquo;s lit from November.',
)}
${section(
  row(
    col(
      12,
      html(`<h2>Christmas &amp; New Year 2026</h2>
<ul>
<li><strong>Christmas Eve:</strong> bar 11am &ndash; 6pm, kitchen 12pm &ndash; 3pm</li>
<li><strong>Christmas Day:</strong> bar 12pm &ndash; 3pm. Christmas lunch by pre-booking only, &pound;95 per adult and &pound;45 per child under 12</li>
<li><strong>Boxing Day:</strong> bar 12pm &ndash; 6pm, kitchen 12pm &ndash; 4pm</li>
<li><strong>27&ndash;30 December:</strong> usual opening times</li>
<li><strong>New Year&rsquo;s Eve:</strong> bar 12pm &ndash; 1am, kitchen 12pm &ndash; 2.30pm, then our New Year&rsquo;s Eve dinner at 7.30pm (&pound;75 per person, booking essential)</li>
<li><strong>New Year&rsquo;s Day:</strong> bar 12pm &ndash; 6pm. There&rsquo;s no food on New Year&rsquo;s Day.</li>
</ul>
<p>We&rsquo;re then closed for refurbishment from 6 to 10 January while we give the bar a new floor. We reopen on Monday 11 January at 5pm.</p>`),
    ),
  ),
)}`,
  },
  {
    path: '/dogs',
    title: 'Dogs',
    description: 'A dog-friendly pub in the Cotswolds: dogs in the bar, snug, garden and two of our rooms.',
    body: `${imageSection(
      'forge-bramble.jpg',
      'A springer spaniel asleep in front of the fire in the bar',
      'Bramble, our springer spaniel, keeping the fireside warm.',
      'Dogs at the Forge',
    )}
${section(
  row(
    col(
      7,
      html(`<p style="white-space:pre-wrap;">Muddy boots and muddy paws are very welcome. Dogs can join you in the bar, the snug and the garden, and if you&rsquo;d like to eat with your dog, just ask for a table in the bar when you book.</p>
<p style="white-space:pre-wrap;">One rule: no dogs in the restaurant, please. It&rsquo;s the one room we keep dog-free for guests with allergies.</p>
<p style="white-space:pre-wrap;">Fresh water bowls are by the bar and at the garden gate, and there&rsquo;s always a jar of biscuits on the bar. Please keep your dog on a lead inside.</p>`),
    ),
    col(
      5,
      html(`<h3>The dog menu</h3>
<ul>
<li>Pup&rsquo;s sausage &ndash; &pound;3</li>
<li>Doggy ice cream &ndash; &pound;2.50</li>
<li>Sunday roast for dogs (Sundays only) &ndash; &pound;5</li>
<li>Bottle of Bottom Sniffer dog beer &ndash; &pound;3.50</li>
</ul>`),
    ),
  ),
  row(
    col(
      12,
      html(`<h2>Staying with your dog</h2>
<p>Dogs can stay in two of our bedrooms, the Anvil and the Bellows. We charge &pound;15 per dog per night, with a maximum of two dogs per room, and we&rsquo;ll leave a dog bed, bowls and an old towel for muddy paws.</p>
<p>Dogs must not be left alone in the room, and they aren&rsquo;t allowed on the beds.</p>
<h2>Walks from the door</h2>
<p>The water meadows start right behind the garden. Please keep dogs on leads in the fields by the river, where there are sheep from March to October.</p>`),
      button('See our rooms', '/rooms'),
    ),
  ),
)}`,
  },
  {
    path: '/events',
    title: 'Events',
    description: 'Quiz night, live music and the Forge Ale Festival at The Old Forge Inn.',
    body: `${imageSection(
      'forge-festival-garden.jpg',
      'Drinkers in the garden at the ale festival',
      'The Forge Ale Festival in the garden, May 2026.',
      'What&rsquo;s On',
    )}
${section(
  row(
    col(
      6,
      html(`<h2>Quiz night</h2>
<p><strong>When</strong></p>
<p>Every Wednesday, 8pm</p>
<p><strong>Entry</strong></p>
<p>&pound;2 per person, teams of up to six</p>
<p>The winning team takes the kitty. No need to book &ndash; but come early if you want a table.</p>`),
    ),
    col(
      6,
      html(`<h2>Live music</h2>
<p>Local bands and folk sessions on the first Friday of every month, from 9pm. Free entry.</p>
<ul>
<li>Friday 4 December 2026 &ndash; The Windrush Ramblers (folk)</li>
<li>Friday 5 February 2027 &ndash; Sam Hollis Trio (jazz)</li>
<li>Friday 5 March 2027 &ndash; Cold Anvil (blues)</li>
</ul>
<p>There&rsquo;s no live music in January while we&rsquo;re closed for refurbishment.</p>`),
    ),
  ),
)}
${section(
  row(
    col(
      12,
      html(`<h2>Forge Ale Festival 2027</h2>
<p>Our ale festival returns from Friday 28 to Sunday 30 May 2027, over the late May bank holiday weekend. Expect 30 ales and ciders from Cotswold breweries, a hog roast, and live bands in the garden every afternoon.</p>
<p><strong>Tickets</strong></p>
<p>&pound;12 in advance, &pound;15 on the door. Every ticket includes a souvenir glass.</p>
<p>Tickets go on sale on 1 March 2027. Under-18s are free with a paying adult.</p>`),
      button('Private hire of the barn', '/private-hire'),
    ),
  ),
  row(
    col(
      12,
      html(`<h3>Christmas jumper charity quiz</h3>
<p>Wednesday 16 December 2026 at 8pm, in aid of the Upper Ebbsworth village hall roof appeal. &pound;5 per person.</p>`),
    ),
  ),
)}`,
  },
  {
    path: '/private-hire',
    title: 'Private Hire',
    description: 'Hire the Barn at The Old Forge Inn for birthdays, anniversaries and family celebrations.',
    body: `${imageSection(
      'forge-barn-tables.jpg',
      'Long tables laid for dinner in the barn',
      'The Barn, laid for a birthday dinner.',
      'Private Hire',
    )}
${section(
  row(
    col(
      12,
      html(
        `<p style="white-space:pre-wrap;">Across the courtyard from the pub, our 18th-century threshing barn has its own bar, oak beams, a wood burner and doors opening onto the garden. It&rsquo;s ideal for birthdays, anniversaries, christenings and wakes.</p>`,
      ),
    ),
  ),
  row(
    col(
      4,
      html(`<h3>Capacity</h3>
<p>40 seated</p>
<p>60 standing</p>`),
    ),
    col(
      4,
      html(`<h3>Minimum spend</h3>
<p>Friday &amp; Saturday evenings: &pound;800</p>
<p>All other times: &pound;400</p>`),
    ),
    col(
      4,
      html(`<h3>Deposit</h3>
<p>&pound;200</p>`),
    ),
  ),
  row(
    col(
      12,
      html(`<p>There&rsquo;s no room hire fee: you simply spend the minimum on food and drink. A deposit of &pound;200 secures your date. It comes off your final bill, and it&rsquo;s refunded if you cancel at least 28 days before your event.</p>
<p>Music in the barn must finish by 11pm. You&rsquo;re welcome to bring your own band or DJ, and your own celebration cake.</p>
<h3>Smaller groups</h3>
<p>For up to 12 guests, our snug off the bar makes a cosy private dining room, with no minimum spend.</p>
<p>To check dates, call us on ${FORGE_PHONE} or email <a href="mailto:${FORGE_EMAIL}">${FORGE_EMAIL}</a>.</p>`),
    ),
  ),
)}`,
  },
  {
    path: '/find-us',
    title: 'Find Us',
    description: 'How to get to The Old Forge Inn in Upper Ebbsworth by car, train, bus and on foot.',
    body: `${section(
      row(
        col(
          6,
          html(`<h1>Find Us</h1>
<p>The Old Forge Inn<br>The Green<br>Upper Ebbsworth<br>Gloucestershire GL54 3FJ</p>
<p>what3words: ///anvil.cider.meadow</p>
<h3>By car</h3>
<p>We&rsquo;re four miles from Chipping Ledbury, our nearest town. Leave Chipping Ledbury on the Stow road and after three miles turn left at the crossroads signposted Upper Ebbsworth. Follow the lane down the hill: we&rsquo;re on the far side of the green, opposite St Michael&rsquo;s church.</p>`),
        ),
        col(
          6,
          code(
            `<iframe src="https://maps.example/embed?q=The+Old+Forge+Inn+Upper+Ebbsworth" width="100%" height="380" style="border:0" loading="lazy" title="Map"></iframe>`,
          ),
        ),
      ),
      row(
        col(
          4,
          html(`<h3>Parking</h3>
<p>Car park behind the pub</p>
<p>22 spaces</p>
<p>You can also park around the green, except on cricket match days.</p>`),
        ),
        col(
          4,
          html(`<h3>Electric cars</h3>
<p>There is one 7kW EV charging point in our car park (Type 2; please bring your own cable). It&rsquo;s free for guests staying overnight; diners pay 45p per kWh through the app.</p>`),
        ),
        col(
          4,
          html(`<h3>By bus</h3>
<p>Bus 805 runs between Chipping Ledbury and Northleach and stops on the green, every two hours from Monday to Saturday. There is no Sunday service.</p>`),
        ),
      ),
    )}
${imageSection(
  'forge-water-meadows.jpg',
  'Footpath across the water meadows by the River Ebb',
  'The water meadows behind the pub, on the Ebbsworth Circular.',
)}
${section(
  row(
    col(
      6,
      html(`<h3>By train</h3>
<p>The nearest station is Chipping Ledbury, 5 miles away, with direct trains from London Paddington in about 1 hour 35 minutes. A taxi from the station takes around 12 minutes; we recommend booking one ahead with Ledbury Cars on 01632 960915.</p>`),
    ),
    col(
      6,
      html(`<h3>Walks from the pub</h3>
<ul>
<li><strong>The Ebbsworth Circular</strong> &ndash; 3.5 miles, about 1.5 hours, across the water meadows and back past the church</li>
<li><strong>River Ebb path to Lower Ebbsworth</strong> &ndash; 2 miles each way, flat</li>
<li><strong>Beacon Hill</strong> &ndash; 5 miles with a steep climb and views over three counties</li>
</ul>
<p>Ask at the bar for our free walking map. Walkers are welcome to leave their boots in the porch.</p>`),
    ),
  ),
)}`,
  },
  {
    path: '/gift-vouchers',
    title: 'Gift Vouchers',
    description: 'Gift vouchers for food, drink and stays at The Old Forge Inn.',
    body: `${imageSection(
      'forge-voucher.jpg',
      'A gift voucher card tied with string next to a pint',
      'Give the gift of a long lunch, or a night away in the Cotswolds.',
      'Gift Vouchers',
    )}
${section(
  row(
    col(
      12,
      html(`<ul>
<li>Money vouchers &ndash; any amount from &pound;25 to &pound;500</li>
<li>Sunday lunch for two &ndash; &pound;60</li>
<li>Dinner, bed &amp; breakfast for two &ndash; &pound;260 (one night, Sunday to Thursday)</li>
</ul>
<p>Vouchers are valid for 12 months from the date of purchase and can be used for food, drink and rooms. They can&rsquo;t be exchanged for cash or used on Christmas Day or New Year&rsquo;s Eve.</p>
<p>E-vouchers are emailed to you straight away. If you&rsquo;d prefer a printed voucher in a gift card, we can post one for &pound;2.50.</p>`),
      button('Buy a gift voucher', 'https://vouchers.giftpro.example/old-forge-inn', true),
    ),
  ),
)}`,
  },
  {
    path: '/faq',
    title: 'FAQ',
    description:
      'Answers to common questions about booking, payment, wifi, accessibility, children and dogs.',
    body: `${section(
      row(
        col(
          12,
          html(`<h1>Frequently Asked Questions</h1>
<h3>How do I book a table?</h3>
<p>Online with the Book a table button at the top of every page, for up to 8 people, or by phone on ${FORGE_PHONE}.</p>
<h3>Can you take a booking for a large group?</h3>
<p>For 9 or more people, please call us or email ${FORGE_EMAIL}. Groups of 10 or more are asked to pre-order from the menu a week ahead and to pay a deposit of &pound;10 per person.</p>
<h3>Can I book a table in the bar?</h3>
<p>We don&rsquo;t take bookings for the bar. Bar tables are first come, first served, so there&rsquo;s always room for walkers and dogs.</p>
<h3>What is your cancellation policy for tables?</h3>
<p>Please give us at least 24 hours&rsquo; notice if you need to cancel a table. For groups of 10 or more, the deposit is refunded only if you cancel at least 48 hours before your booking.</p>
<h3>What is your cancellation policy for rooms?</h3>
<p>Room bookings can be cancelled free of charge up to 7 days before arrival. If you cancel later or don&rsquo;t arrive, we charge the full cost of the first night.</p>
<h3>Do you take cash?</h3>
<p>We&rsquo;re card-only: we accept all major credit and debit cards, Apple Pay and Google Pay, but we no longer take cash.</p>
<h3>Is there wifi?</h3>
<p>Yes, free wifi throughout the pub and in all the bedrooms. The password is on the blackboard by the bar. Mobile signal in the village is patchy, so the wifi is your friend.</p>
<h3>Is the pub accessible?</h3>
<p>There is step-free access to the bar, the restaurant and the garden through the side door from the car park, and an accessible toilet on the ground floor. Our bedrooms are all upstairs, reached by a staircase, and there is no lift, so unfortunately the rooms are not suitable for wheelchair users.</p>
<h3>Are children welcome?</h3>
<p>Children are welcome in the pub until 9pm. We have high chairs and a kids&rsquo; menu.</p>
<h3>Can I bring my dog?</h3>
<p>Dogs are welcome in the bar, the snug and the garden, but not in the restaurant. Have a look at our <a href="/dogs">dogs page</a>.</p>
<h3>Do you have a garden?</h3>
<p>Yes, our beer garden runs down to the River Ebb and has 15 tables. Garden tables can&rsquo;t be booked.</p>
<h3>Can I smoke or vape?</h3>
<p>Only in the garden, at the far end by the river.</p>`),
        ),
      ),
    )}`,
  },
  {
    path: '/our-story',
    title: 'Our Story',
    description: 'From a blacksmith&rsquo;s forge built in 1720 to a village pub with rooms.',
    body: `${imageSection(
      'forge-1905.jpg',
      'Black and white photograph of the forge with a blacksmith and two apprentices',
      'The forge in about 1905, with blacksmith Josiah Pike and his two apprentices.',
      'Our Story',
    )}
${section(
  row(
    col(
      12,
      html(`<p style="white-space:pre-wrap;">The Old Forge was built in 1720 as the village blacksmith&rsquo;s forge, beside the old drovers&rsquo; road across the green. For almost two hundred years the Pike family shod horses, mended ploughs and made gates here.</p>
<p style="white-space:pre-wrap;">Drovers waiting for their horses needed a drink, and in 1802 the blacksmith was granted a licence to sell ale from the front room. The threshing barn across the courtyard, now our private hire room, was added in 1768.</p>
<p style="white-space:pre-wrap;">The forge fire finally went out in 1938. The old hearth is now the great fireplace in the bar, and the original anvil stands by the front door. The building has been Grade II listed since 1986.</p>
<p style="white-space:pre-wrap;">Tom and Hannah Whitcombe took on the pub in 2016 and restored the five bedrooms upstairs in 2019. Head chef Priya Nair joined the team in April 2026.</p>`),
    ),
  ),
)}
${imageSection(
  'forge-hearth-today.jpg',
  'The bar fireplace, once the forge hearth, with a log fire',
  'The forge hearth today: our fireplace in the bar.',
)}`,
  },
  {
    // The pasted booking widget leaves a <div> unclosed, so the first room's row nests inside the intro's row
    // until a stray </div> after that room closes it: a browser still shows every room, but the blocks no
    // longer nest as the editor saved them.
    path: '/rooms',
    title: 'Rooms',
    description:
      'Five bedrooms above the pub, from &pound;125 a night including breakfast. Dog-friendly rooms available.',
    body: `${imageSection(
      'forge-anvil-room.jpg',
      'The Anvil bedroom with a king-size bed and exposed beams',
      'Five bedrooms above the pub, each named after something you&rsquo;d have found in the forge.',
      'Rooms',
    )}
<section class="Index-page" id="rooms-list" data-edit-main-image="Background">
<div class="Index-page-content">
<div class="sqs-layout sqs-grid-12 columns-12" data-type="page-section" id="page-section-rooms">
<div class="row sqs-row">
<div class="col sqs-col-12 span-12">
<div class="sqs-block html-block sqs-block-html" data-block-type="2" id="block-rooms-intro"><div class="sqs-block-content"><div class="sqs-html-content">
<p style="white-space:pre-wrap;">All prices are per room per night and include a full English breakfast (vegetarian and vegan too), served in the restaurant from 8am to 10am, or 8.30am to 10.30am at weekends.</p>
</div></div></div>
<div class="sqs-block code-block sqs-block-code" data-block-type="23" id="block-innstay"><div class="sqs-block-content"><div id="innstay-availability" class="innstay-widget" data-property="OFI-2231"><div class="innstay-widget__inner"><script src="https://bookings.innstay.example/widget.js" async></script><noscript><a href="${BOOK_ROOM}">Check availability and book a room</a></noscript></div></div></div>
${spacer()}
</div>
</div>
<div class="row sqs-row">
<div class="col sqs-col-6 span-6">
${image('forge-anvil.jpg', 'The Anvil')}
</div>
<div class="col sqs-col-6 span-6">
<div class="sqs-block html-block sqs-block-html" data-block-type="2" id="block-room-anvil"><div class="sqs-block-content"><div class="sqs-html-content">
<h2>The Anvil</h2>
<p>King-size bed, walk-in shower and a window seat looking over the green. Dogs welcome.</p>
<p><strong>Sleeps</strong></p>
<p>2</p>
<p><strong>Price per night</strong></p>
<p>&pound;145</p>
</div></div></div>
</div>
</div>
</div>
<div class="row sqs-row">
<div class="col sqs-col-6 span-6">
${image('forge-bellows.jpg', 'The Bellows')}
</div>
<div class="col sqs-col-6 span-6">
<div class="sqs-block html-block sqs-block-html" data-block-type="2" id="block-room-bellows"><div class="sqs-block-content"><div class="sqs-html-content">
<h2>The Bellows</h2>
<p>Our cosiest room: a double bed under the beams, with a shower over the bath. Dogs welcome.</p>
<p><strong>Sleeps</strong></p>
<p>2</p>
<p><strong>Price per night</strong></p>
<p>&pound;125</p>
</div></div></div>
</div>
</div>
<div class="row sqs-row">
<div class="col sqs-col-6 span-6">
${image('forge-hearth.jpg', 'The Hearth family room')}
</div>
<div class="col sqs-col-6 span-6">
<div class="sqs-block html-block sqs-block-html" data-block-type="2" id="block-room-hearth"><div class="sqs-block-content"><div class="sqs-html-content">
<h2>The Hearth</h2>
<p>Our family room, with a super-king bed, a sofa bed, a bath and a separate shower. We can add a cot free of charge.</p>
<p><strong>Sleeps</strong></p>
<p>Up to 4 (2 adults and 2 children)</p>
<p><strong>Price per night</strong></p>
<p>&pound;185</p>
</div></div></div>
</div>
</div>
<div class="row sqs-row">
<div class="col sqs-col-6 span-6">
${image('forge-horseshoe.jpg', 'The Horseshoe with its roll-top bath')}
</div>
<div class="col sqs-col-6 span-6">
<div class="sqs-block html-block sqs-block-html" data-block-type="2" id="block-room-horseshoe"><div class="sqs-block-content"><div class="sqs-html-content">
<h2>The Horseshoe</h2>
<p>A super-king bed and a copper roll-top bath in the room itself. The Horseshoe is our grown-up retreat: no children under 12 in this room, please.</p>
<p><strong>Sleeps</strong></p>
<p>2</p>
<p><strong>Price per night</strong></p>
<p>&pound;165</p>
</div></div></div>
</div>
</div>
<div class="row sqs-row">
<div class="col sqs-col-6 span-6">
${image('forge-hayloft.jpg', 'The Hayloft under the eaves')}
</div>
<div class="col sqs-col-6 span-6">
<div class="sqs-block html-block sqs-block-html" data-block-type="2" id="block-room-hayloft"><div class="sqs-block-content"><div class="sqs-html-content">
<h2>The Hayloft</h2>
<p>Up in the eaves on the second floor, with twin beds that zip together into a super-king. Low beams &ndash; mind your head!</p>
<p><strong>Sleeps</strong></p>
<p>2</p>
<p><strong>Price per night</strong></p>
<p>&pound;135</p>
</div></div></div>
</div>
</div>
</div>
</div>
</section>
${section(
  row(
    col(
      12,
      html(`<h2>Good to know</h2>
<ul>
<li><strong>Check-in:</strong> 3pm &ndash; 9pm. Arriving later? Call us and we&rsquo;ll leave your key in the key safe.</li>
<li><strong>Check-out:</strong> by 11am</li>
<li>At weekends we ask for a minimum stay of two nights (Friday and Saturday).</li>
<li>Dogs are allowed in the Anvil and the Bellows only, for &pound;15 per dog per night.</li>
<li>Children are welcome in every room except the Horseshoe.</li>
<li>All our rooms are upstairs, reached by the original staircase. There is no lift.</li>
<li>Free parking for residents in our car park.</li>
<li>Free cancellation up to 7 days before arrival.</li>
</ul>`),
      button('Check availability', BOOK_ROOM, true),
    ),
  ),
)}`,
  },
];
