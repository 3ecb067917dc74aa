import {
  a,
  button,
  columns,
  em,
  gap,
  h1,
  h2,
  h3,
  type MacinePage,
  MC_EMAIL,
  MC_MOBILE,
  MC_MOBILE_HREF,
  MC_PHONE,
  MC_PHONE_HREF,
  olive,
  p,
  photo,
  separator,
  size,
  strong,
  ul,
} from './agriturismo-le-macine.layout.ts';

/**
 * The English section: ordinary pages under the "English" menu item, written by Elisa in 2025 and shorter than
 * the Italian ones, in the same template (Italian menu, sidebar, footer, cookie banner and `lang="it"`): a
 * welcome page (with the same spring free-shipping strip, no year), rooms and apartments, olive oil and the
 * shop, harvest and tastings, and the guide for visitors from abroad, only in English (Perugia airport 35 km,
 * Rome Fiumicino about 2 hours 15, the station pick-up at €15 from Trevi and €20 from Foligno, a car needed,
 * the International Driving Permit, the ZTL fines, Matteo's English and Elisa's German, cash and the cash
 * machine in Borgo Trevi, tipping, shops closing at lunchtime and on Sundays). Prices are written '€95' and
 * '€14.00', times '3pm' and '10.30am'.
 */

const enHome: MacinePage = {
  path: '/English',
  title: 'Welcome',
  description:
    'Agriturismo Le Macine, a family olive farm between Spello and Trevi in Umbria: rooms and apartments among the olive trees, our extra virgin olive oil shipped to your home, olive harvest experiences and tastings.',
  content: `${h1('Welcome to Le Macine')}${p(
    `${olive(strong(size(20, 'SPRING OFFER')))}<br>${strong('Free shipping within Italy on any olive oil order, until 31 May!')} Enter the code ${strong('PRIMAVERA')} in your basket.`,
    'text-align: center; background-color: #eef0dc; padding: 12px;',
  )}${photo('uliveto-autunno.jpg', 'Our olive groves above Bovara in autumn', { float: 'right', width: '45%' })}${p(
    'Le Macine is a family olive farm on the hills between Spello and Trevi, in the heart of Umbria. The Bartolini family has grown olives and pressed them in its own mill since 1958; since 2009 we also welcome guests in our old stone farmhouse.',
  )}${p(
    'We are Giovanna, who cooks; her son Matteo, who looks after the olive trees and the mill; and Matteo’s wife Elisa, who looks after you. The rest of our website is in Italian, but you can always write to us in English.',
  )}${separator()}${columns(
    [
      `${h3('Stay')}${p('Four rooms with breakfast from €90 a night for two, and two self-catering apartments.')}${p(a('Rooms &amp; apartments »', '/English/Rooms-and-apartments'))}`,
      `${h3('Olive oil')}${p('Our extra virgin olive oil, PDO Umbria Colli Assisi–Spoleto, shipped to Italy and the EU.')}${p(a('Olive oil &amp; shop »', '/English/Olive-oil-shop'))}`,
      `${h3('Harvest')}${p('Pick olives with us, follow them to the mill and have lunch there, until 30 November.')}${p(a('Harvest &amp; tastings »', '/English/Harvest-and-tastings'))}`,
    ],
    [33, 33, 34],
  )}${p(
    `Our farm restaurant opens at weekends only, for Saturday dinner and Sunday lunch, and you must book: see the Italian page ${a('Ristorante', '/Ristorante')}.`,
  )}${p(`Coming from abroad? Read our ${a('guide to getting here', '/English/Getting-here')}.`)}${gap}${button(
    'Write to us',
    '/Contatti',
  )}`,
};

const enRooms: MacinePage = {
  path: '/English/Rooms-and-apartments',
  title: 'Rooms and apartments',
  description:
    'Rooms and self-catering apartments at Agriturismo Le Macine near Trevi and Spello, Umbria: prices, minimum stays, check-in and check-out times, deposit and cancellation.',
  content: `${h1('Rooms and apartments')}${p(
    'Our four rooms are in the 18th-century farmhouse, each with its own bathroom; the two apartments, with their own kitchens, are in the old hay barn and above the old mill.',
  )}${h2('Rooms')}${p('Per night for the room, for two people, breakfast included:')}${ul(
    `${strong('Ulivo')} – double, on the ground floor with its own door to the garden: €95`,
    `${strong('Ginestra')} – double or twin: €90`,
    `${strong('Lavanda')} – double with a balcony looking over the valley to Spello: €110`,
    `${strong('Fienile')} – family room for up to 4, double bed and bunk beds: €130 for two, €25 for each extra person`,
  )}${h2('Apartments')}${p('For the whole apartment, breakfast not included (€10 per person if you would like it):')}${ul(
    `${strong('La Mola')}, 2–4 people: €120 a night from March to June and from September to December; €790 a week in July and August`,
    `${strong('Il Torchio')}, 4–6 people: €165 a night; €1,090 a week in July and August`,
  )}${h2('Good to know')}${ul(
    'Check-in from 3pm to 7.30pm; check-out by 10.30am. Breakfast is from 8am to 10am.',
    'Minimum stay: 2 nights in the rooms, 3 nights in the apartments. In July and August the apartments are let by the week only, Saturday to Saturday.',
    'To confirm a booking we ask for a 30% deposit by bank transfer. Free cancellation up to 21 days before arrival.',
    'Tourist tax: €1.50 per person per night, for the first 5 nights; under-14s don’t pay it.',
    'The salt-water swimming pool is open from 1 June to 20 September.',
    'Sorry, we don’t accept pets.',
  )}${p(
    `To book, call ${a(MC_PHONE, MC_PHONE_HREF)}, send a WhatsApp message to ${a(MC_MOBILE, MC_MOBILE_HREF)} or email ${a(MC_EMAIL, `mailto:${MC_EMAIL}`)}.`,
  )}`,
};

const enOil: MacinePage = {
  path: '/English/Olive-oil-shop',
  title: 'Olive oil and shop',
  description:
    'Our extra virgin olive oil from Umbria: PDO Umbria Colli Assisi–Spoleto, Moraiolo and new oil, shipped to Italy and EU countries.',
  content: `${h1('Our olive oil')}${photo('bottiglia-05.jpg', 'A bottle of Le Macine PDO', { float: 'left', width: '30%' })}${p(
    'Our oil comes from our own 2,300 olive trees – Moraiolo, Frantoio and Leccino – and is pressed in our own mill within 12 hours of picking. Three oils: Le Macine, our PDO Umbria Colli Assisi–Spoleto blend; Moraiolo, a single-variety oil, intense and peppery; and, from mid-November to the end of January, the unfiltered new oil.',
  )}${h2('Prices')}${ul(
    'Le Macine PDO: €8.50 for a 0.25 l bottle, €14.00 for 0.5 l, €19.50 for 0.75 l, €62.00 for a 3 l tin and €95.00 for a 5 l tin',
    'Moraiolo, 0.5 l: €17.00',
    'New oil 2026, unfiltered, 0.5 l: €15.00',
  )}${h2('Shipping')}${p(
    'The online shop is in Italian, but it works the same way as any other: add to the basket, then check out. We ship to Italy for €9.90 (free from €89) and to EU countries for €19.90 (free from €199).',
  )}${p(
    strong(
      'We don’t ship outside the European Union: sorry, that includes the UK, Switzerland and the United States.',
    ),
  )}${p(`Staying with us? Pick up your oil at the farm shop instead: no shipping at all. ${a('Go to the shop »', '/Il-nostro-olio/Shop-online')}`)}`,
};

const enHarvest: MacinePage = {
  path: '/English/Harvest-and-tastings',
  title: 'Harvest and tastings',
  description:
    'Join the olive harvest at Le Macine near Trevi, Umbria, with lunch at the mill, or book a guided olive oil tasting.',
  content: `${h1('Harvest and tastings')}${h2('A morning at the olive harvest')}${p(
    'From 20 October to 30 November 2026, on Tuesdays, Thursdays and Saturdays, from 9am to 1pm. Spread the nets and pick with us, follow your olives to the mill, then have lunch among the old millstones: bruschetta with the oil you have just seen pressed, bean soup and a glass of wine. Everyone takes home a 0.5 l bottle of new oil.',
  )}${ul(
    '€65 for adults, €30 for children aged 8 to 14',
    'children under 8 can’t take part: nets, ladders and harvesting rakes are no place for them',
    'up to 10 people a morning; please book at least 48 hours ahead',
    'wear closed shoes or boots; we lend you gloves',
  )}${h2('Guided olive oil tasting')}${p(
    'All year round, Monday to Friday at 11am and 4.30pm, Saturdays at 11am, in English with Matteo: three oils, bruschetta and a glass of local white wine, in an hour and a quarter. €18 per person; free for children under 12. From 2 to 12 people; book by the day before.',
  )}${p(
    em(
      `Book by WhatsApp on ${a(MC_MOBILE, MC_MOBILE_HREF)} or by email at ${a(MC_EMAIL, `mailto:${MC_EMAIL}`)}.`,
    ),
  )}`,
};

/** Only in English: what Italian guests know and foreign ones ask. */
const enGettingHere: MacinePage = {
  path: '/English/Getting-here',
  title: 'Getting here',
  description:
    'How to get to Agriturismo Le Macine from abroad: airports, trains and station pick-ups, driving in Italy, languages, money and local habits.',
  content: `${h1('Getting here: a guide for our guests from abroad')}${p(
    'Most of our Italian guests arrive by car and know the way. If you are coming from further away, here is what we tell our friends.',
  )}${h2('By plane')}${ul(
    'The nearest airport is Perugia San Francesco d’Assisi (PEG), 35 km away: about 35 minutes by car.',
    'Rome Fiumicino is 190 km away, about 2 hours 15 minutes by car; Florence is 180 km, about 2 hours.',
    'Car hire desks are at all three airports.',
  )}${h2('By train')}${p(
    'The nearest station is Trevi, in Borgo Trevi, 5 km from us, on the Rome–Ancona line via Foligno. Foligno station, 9 km away, has more trains, including the fast ones from Rome.',
  )}${p(
    `There is no bus to the farm, but we pick you up: ${strong('€15 each way from Trevi station, €20 from Foligno')}. Let us know by the day before.`,
  )}${h2('Driving')}${ul(
    'Honestly, you will want a car: the villages, the vineyards and the restaurants are all 10 to 30 minutes’ drive away.',
    'Drivers with a licence from outside the EU need an International Driving Permit as well as their licence.',
    'The last 900 m to the farm are a white gravel road: fine for any car, just drive slowly.',
    'Spello, Trevi, Assisi and Montefalco have limited traffic zones (ZTL) in their old centres. Don’t drive through the gates: cameras take your number plate and the fine reaches you at home months later. Park outside the walls.',
  )}${h2('Languages')}${p(
    'Matteo speaks English and Elisa speaks German and a little English; Giovanna speaks only Italian, but her cooking needs no translation.',
  )}${h2('Money and tips')}${ul(
    'Small shops, markets and some trattorie prefer cash. The nearest cash machine (bancomat) is in Borgo Trevi, 5 km away.',
    'Tipping is not expected in Italy. If you were happy, rounding up the bill or leaving a few euros is a kind gesture.',
  )}${h2('Local habits')}${ul(
    'Most shops in the villages close from 1pm to 4pm, and many close on Sunday.',
    'Sunday lunch is the big meal of the week: book your table.',
    'The nearest supermarket is in Borgo Trevi, 5 km away.',
  )}${gap}${p(em(`Questions? Write to us in English at ${a(MC_EMAIL, `mailto:${MC_EMAIL}`)}.`))}`,
};

export const macineEnglishPages: MacinePage[] = [enHome, enRooms, enOil, enHarvest, enGettingHere];
