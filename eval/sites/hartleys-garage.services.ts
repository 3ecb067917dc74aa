import {
  button,
  cards,
  divHeading,
  GARAGE_PHONE,
  type GaragePage,
  h4,
  hero,
  img,
  labelled,
  p,
  priceList,
  rt,
  section,
  table,
  ul,
} from './hartleys-garage.layout.ts';

/** The workshop's services: MOT, servicing, repairs, diagnostics, tyres, air conditioning, EV and hybrid. */
export const garageServices: GaragePage[] = [
  {
    path: '/mot',
    title: 'MOT Testing in Helmsworth',
    description:
      'Class 4 MOT tests for cars and light vans in Helmsworth for £45, with a free retest within 10 working days when we do the repairs.',
    body: `${hero('MOT Testing', 'DVSA-approved MOT test centre on Mill Lane. Cars, 4x4s, motorhomes and light vans.', ['Book your MOT', '/book'])}
${section(
  'content',
  'Your MOT at Hartley&#x27;s',
  rt(
    p(
      'We have been testing cars in Helmsworth since 1986. Our MOT bay is run by two DVSA-approved testers, Dave Hartley and Marco Rinaldi, and we test around 2,400 cars a year, from first MOTs on three-year-old cars to farm Land Rovers and camper vans.',
    ),
    p(
      'An MOT with us costs **£45**. The maximum the DVSA allows a test centre to charge for a car MOT is £54.85, and we have never charged the full fee.',
    ),
    p(
      'The test takes about 45 minutes to an hour. You are welcome to wait in our customer lounge, which has free wifi, tea and coffee and a window onto the workshop, or leave the car with us for the day and we will text you when it is done.',
    ),
  ),
  labelled([
    ['MOT test (Class 4)', '£45'],
    ['Add an MOT to a full or major service', '£35'],
    ['Partial retest within 10 working days', '£22.50'],
    ['Time taken', 'about 45 minutes to an hour'],
  ]),
)}
${section(
  'content',
  'What we test',
  rt(
    p(
      'We test Class 4 vehicles: cars, taxis, 4x4s, motorhomes and camper vans, and goods vans up to 3,000kg design gross weight. We don&#x27;t test motorcycles, three-wheelers or Class 7 vans (3,000kg to 3,500kg); the nearest Class 7 centre is in Thirsk.',
    ),
    p(
      'You can have your MOT up to a month (minus a day) before it runs out and keep the same renewal date. So if your MOT runs out on 15 March, the earliest you can have it done and keep 15 March is 16 February.',
    ),
  ),
)}
${section(
  'content',
  'If your car fails',
  rt(
    p(
      'Nobody likes a fail, but we will always show you what failed and why, and give you a fixed price for the repairs before we touch anything.',
    ),
    ul(
      '**Leave it with us:** if we do the repairs, the retest is free within 10 working days.',
      '**Take it away and bring it back by the end of the next working day:** the retest is free for a list of minor items such as lamps, wipers, mirrors, number plates, seat belts and tyres.',
      '**Bring it back within 10 working days:** a partial retest costs half the fee, £22.50.',
      '**After 10 working days:** the car needs a full MOT again at the full price.',
    ),
    p(
      'If your car has a dangerous fault, it must not be driven away until the fault is fixed, even if your old certificate is still valid. We can usually order parts for the same day or next morning.',
    ),
  ),
)}
${section(
  'content',
  'What an MOT doesn&#x27;t cover',
  rt(
    p(
      'An MOT checks that your car meets the minimum legal road safety and environmental standards on the day of the test. It is not a service, and it doesn&#x27;t cover the condition of the engine, clutch or gearbox.',
    ),
    p(
      'An MOT certificate is not a guarantee that the car will stay roadworthy for the next year. That is why we recommend having a service at the same time: you save money and we can look at the parts the MOT doesn&#x27;t. Add an MOT to any full or major service for £35.',
    ),
    p(
      'We send free MOT reminders by text and email a month before your MOT is due. If you would rather not get them, just tell Kelly or Sue on reception.',
    ),
  ),
)}
${section(
  'content',
  'Booking your MOT',
  rt(
    p(
      `Book online or call ${GARAGE_PHONE}. We test Monday to Friday from 8am, and on Saturday mornings: the last Saturday MOT slot is 10.45am.`,
    ),
    p(
      'If you can&#x27;t make your MOT, please let us know at least 24 hours before. If you miss a booked MOT without telling us, we charge a £15 no-show fee, because the test slot is lost. Courtesy cars are not available for MOT-only bookings.',
    ),
  ),
  button('Book your MOT online', '/book'),
)}`,
  },
  {
    path: '/servicing',
    title: 'Car Servicing',
    description:
      'Interim, full and major car services at fixed prices, hybrid and EV servicing, with your service book stamped and your manufacturer warranty kept.',
    body: `${hero('Car Servicing', 'Fixed-price interim, full and major services for every make.', ['Book a service', '/book'])}
${section(
  'content',
  'Our service menu',
  rt(
    p(
      'Regular servicing keeps your car reliable, safe and economical, and a stamped service history adds value when you come to sell. We service all makes of car and light van, petrol and diesel, hybrid and fully electric.',
    ),
    p(
      'All prices include VAT, labour, engine oil up to 5 litres and the oil filter. Cars that need more oil, or a manufacturer-specific oil, are charged £12 a litre for the extra.',
    ),
  ),
  table(
    [
      'Service',
      'Small cars (up to 1.4 litre)',
      'Medium cars (1.5 to 2.0 litre)',
      'Large cars (over 2.0 litre), 4x4s and vans',
    ],
    [
      ['Interim service (every 6 months or 6,000 miles)', '£129', '£145', '£169'],
      ['Full service (every 12 months or 12,000 miles)', '£205', '£229', '£259'],
      ['Major service (every 24 months or 24,000 miles)', '£289', '£319', '£359'],
    ],
    'Petrol and diesel cars and vans',
  ),
  table(
    ['Hybrid and electric', 'Price'],
    [
      ['Hybrid interim service', '£159'],
      ['Hybrid full service', '£249'],
      ['Electric vehicle annual service', '£149'],
      ['EV health check', '£49'],
    ],
    'Hybrids and electric vehicles',
  ),
)}
${section(
  'content',
  'What&#x27;s included',
  cards(
    `${h4('Interim service')}${rt(p('For high-mileage drivers between full services. Engine oil and filter change, check and top up of all fluids, a brake check, tyres, lights, wipers, battery test and a 40-point visual inspection.'))}`,
    `${h4('Full service')}${rt(p('Everything in the interim service, plus a new air filter and pollen filter, a diesel fuel filter where due, a full brake inspection with the wheels off, suspension, steering and exhaust checks and a road test. 70-point inspection.'))}`,
    `${h4('Major service')}${rt(p('Everything in the full service, plus new spark plugs on petrol engines, a new fuel filter on diesels and a brake fluid change. 85-point inspection. The cambelt (timing belt) is not included: we will tell you when it is due and quote separately.'))}`,
  ),
)}
${section(
  'content',
  'Your manufacturer warranty',
  rt(
    p(
      'Having your car serviced with us won&#x27;t affect your manufacturer&#x27;s warranty. Under the Block Exemption rules you are free to use any garage, as long as the work follows the manufacturer&#x27;s schedule and uses parts of matching quality. We use OE-quality parts, follow the manufacturer&#x27;s schedule for your car and stamp your service book or update its digital service record online.',
    ),
    p(
      'Every service comes with a free health check: we text you photos of anything that needs attention, with a price, and we never do extra work without your OK.',
    ),
    p('Add an MOT to any full or major service for £35.'),
  ),
  button('Book a service online', '/book'),
)}`,
  },
  {
    path: '/repairs',
    title: 'Car Repairs',
    description:
      'Brakes, clutches, cambelts, exhausts, suspension and batteries. Labour at £72 an hour, every repair with a 12-month or 12,000-mile warranty.',
    body: `${hero('Repairs', 'Honest repairs at fair prices, guaranteed for 12 months.')}
${section(
  'content',
  'Mechanical repairs for all makes',
  rt(
    p(
      'From a squeaky brake to a new clutch, we do all the mechanical work your car needs in our five-bay workshop: brakes and discs, clutches and flywheels, cambelts and water pumps, exhausts and catalytic converters, suspension and shock absorbers, steering, batteries, starters and alternators, cooling systems and radiators, bulbs and wiper blades.',
    ),
    p(
      'We look at the car, tell you what it needs and give you a price before we start. If we find something else once the work has begun, we ring or text you first: we never do extra work without your OK.',
    ),
    p(
      'We don&#x27;t do bodywork, paintwork or accident repairs. For those we are happy to recommend Dale Body Repairs on the Thirsk Road industrial estate.',
    ),
  ),
)}
${section(
  'content',
  'Our labour rate',
  divHeading('Labour rate'),
  rt(
    p(
      'Our labour rate is **£72 an hour including VAT**. Most repairs are priced by the job rather than the hour, using the manufacturer&#x27;s published repair times, so you know the cost before we start.',
    ),
  ),
  priceList([
    ['Front brake pads', 'Fitted, most cars', 'from £115'],
    ['Front brake discs and pads', 'Fitted, most cars', 'from £229'],
    ['Car battery', 'Fitted, with a 3-year battery guarantee', 'from £95'],
    ['Cambelt and water pump', 'Most 4-cylinder engines', 'from £380'],
    ['Clutch replacement', 'Clutch kit fitted, most front-wheel-drive cars', 'from £450'],
  ]),
)}
${section(
  'content',
  'Our repair warranty',
  rt(
    p(
      'All our repairs come with a **12-month / 12,000-mile warranty** on parts and labour, whichever comes first. If a part we fitted fails within 12 months or 12,000 miles, bring the car back and we will put it right free of charge.',
    ),
    p(
      'If you break down more than 25 miles from Helmsworth with a fault on a part we fitted, call us first and we will arrange for a local garage to do the repair under our warranty.',
    ),
    p(
      'We can fit parts you supply yourself, but parts supplied by the customer carry no warranty from us, and if the part turns out to be wrong or faulty the labour to fit it again is charged.',
    ),
  ),
)}`,
  },
  {
    path: '/diagnostics',
    title: 'Diagnostics &amp; Warning Lights',
    description:
      'Engine management light on? Fault finding with dealer-level diagnostic equipment at £60 an hour.',
    body: `${hero('Diagnostics', 'Engine management light on? We will find out why.')}
${section(
  'content',
  'Fault finding',
  rt(
    p(
      'Modern cars are full of electronics, and a warning light on the dashboard can mean anything from a loose fuel cap to a failing injector. We use dealer-level diagnostic equipment (Autel MaxiSys and Bosch KTS) for every make, together with the experience to read what the car is telling us.',
    ),
    p(
      'Diagnostic work is charged at **£60 per hour**. Most faults are found within the first hour; if we need longer, we ring you before we carry on. If you go ahead with the repair with us, we take half an hour of the diagnostic time off the bill.',
    ),
    p(
      'We don&#x27;t offer a quick code read on its own. A fault code tells us which system has noticed a problem, not what is wrong, and replacing parts on the strength of a code alone usually costs you more.',
    ),
  ),
  labelled([
    ['Diagnostics', '£60 per hour'],
    ['Taken off the repair if you go ahead', 'half an hour'],
  ]),
)}
${section(
  'content',
  'Common warning lights',
  cards(
    `${h4('Engine management light')}${rt(p('Amber: book the car in soon. Flashing: a misfire that can damage the catalytic converter, so drive gently and call us.'))}`,
    `${h4('DPF light')}${rt(p('On diesels, a blocked diesel particulate filter. Often a 20-minute run on the A-road clears it; if not, we can carry out a forced regeneration.'))}`,
    `${h4('Airbag and ABS lights')}${rt(p('An airbag warning light on is an MOT failure. ABS faults are often a wheel speed sensor and usually quick to fix.'))}`,
  ),
)}`,
  },
  {
    path: '/tyres',
    title: 'Tyres, Punctures &amp; Wheel Alignment',
    description:
      'Michelin, Continental, Bridgestone, Goodyear and budget tyres fitted in Helmsworth. Puncture repairs £22, wheel alignment £42.',
    body: `${hero('Tyres', 'Premium, mid-range and budget car tyres, fitted while you wait.')}
${section(
  'content',
  'Tyres for every budget',
  rt(
    p(
      'We stock premium tyres from **Michelin, Continental, Bridgestone and Goodyear**, mid-range tyres from Falken, Hankook and Kumho, and good budget tyres from Nankang. Most sizes are in stock or with us by the next morning.',
    ),
    p(
      'Our tyre prices include fitting, a new valve, balancing and the disposal of your old tyre. We don&#x27;t sell part-worn tyres.',
    ),
    p(
      'The legal minimum tread depth is 1.6mm across the central three-quarters of the tyre, but grip in the wet drops off well before that: we recommend changing tyres at 3mm.',
    ),
  ),
  priceList([
    ['Fitting tyres you have bought online', 'Per tyre, with a new valve, balancing and disposal', '£18'],
    ['Puncture repair', 'Per tyre, repaired to British Standard BS AU 159', '£22'],
    ['Front wheel alignment (tracking)', 'Laser alignment', '£42'],
    ['Tyre pressure sensor (TPMS)', 'Per sensor, fitted and programmed', '£55'],
  ]),
)}
${section(
  'content',
  'Punctures',
  rt(
    p(
      'Most punctures in the central part of the tread can be repaired safely to British Standard BS AU 159. Punctures in the shoulder or sidewall can&#x27;t be repaired and the tyre must be replaced. Drop in Monday to Friday and we will usually fit you in within the hour; there is no need to book.',
    ),
    p(
      'We don&#x27;t repair run-flat tyres. Run-flat tyre makers advise that a run-flat tyre that has been driven on while flat must be replaced, so we will quote you for a new tyre instead.',
    ),
  ),
)}
${section(
  'content',
  'What we don&#x27;t do',
  rt(
    p(
      'We are a car garage: we don&#x27;t supply or fit motorbike tyres, quad bike tyres or tractor tyres. For those, try Helmsworth Motorcycles on Bridge Street or the agricultural tyre service at Ripley Farm Supplies.',
    ),
    p(
      `For a tyre quote, call ${GARAGE_PHONE} with your tyre size (it&#x27;s on the sidewall, for example 205/55 R16 91V) or your registration number.`,
    ),
  ),
  img('tyre-rack.jpg', 'Tyres in stock in the Hartley&#x27;s Garage tyre bay'),
)}`,
  },
  {
    path: '/air-conditioning',
    title: 'Air Conditioning Regas &amp; Repair',
    description:
      'Car air-con regas from £65, R1234yf systems £119, antibacterial treatment and leak testing.',
    body: `${hero('Air Conditioning', 'Cold air again in about an hour.')}
${section(
  'content',
  'Air-con regas',
  rt(
    p(
      'Car air conditioning loses around 10 to 15 per cent of its gas every year, so after three or four years it starts to blow warm. A regas removes the old refrigerant, checks the system holds a vacuum, and refills it with the correct amount of gas and fresh compressor oil, with a UV dye so any leak can be traced later.',
    ),
    p(
      'There are two kinds of refrigerant. Most cars registered before 2017 use R134a; most cars registered from 2017 onwards use the newer R1234yf, which costs much more per kilo. If you are not sure which your car has, the label is under the bonnet, or just ask us.',
    ),
  ),
  table(
    ['Air conditioning', 'Price'],
    [
      ['Air-con regas (R134a, most cars before 2017)', '£65'],
      ['Air-con regas (R1234yf, most cars from 2017)', '£119'],
      ['Antibacterial treatment on its own', '£35'],
      ['Antibacterial treatment with a regas', '£20'],
      ['Leak test with UV dye (empty systems)', '£30'],
    ],
  ),
)}
${section(
  'content',
  'Good to know',
  rt(
    p(
      'A regas takes about an hour and you are welcome to wait. If your system is completely empty there is a leak, and regassing it would only waste the gas: we carry out a leak test first and quote for the repair.',
    ),
    p(
      'A musty smell when you switch the fan on is usually bacteria on the evaporator. The antibacterial treatment clears it, and a new pollen filter helps too.',
    ),
  ),
)}`,
  },
  {
    path: '/electric-hybrid',
    title: 'Electric &amp; Hybrid Servicing',
    description:
      'EV and hybrid servicing by IMI-qualified technicians: EV health check £49, EV annual service £149, hybrid full service £249.',
    body: `${hero('Electric &amp; Hybrid', 'Servicing and repairs for electric and hybrid cars by IMI-qualified technicians.', ['Book an EV health check', '/book'])}
${section(
  'content',
  'Our EV and hybrid bay',
  rt(
    p(
      'Electric and hybrid cars still need brakes, tyres, suspension, coolant and a 12-volt battery looked after, and you don&#x27;t have to go back to the main dealer to do it. Our EV bay opened in April 2026 with insulated tools, a high-voltage safety kit and a 7kW charger.',
    ),
    p(
      'Tom Hartley holds the IMI Level 3 Award in Electric/Hybrid Vehicle Repair and Replacement, and Marco Rinaldi the Level 2 award. Only qualified technicians work on the high-voltage side of your car.',
    ),
    p(
      'We regularly look after the Nissan Leaf, Renault Zoe, MG4, Kia Niro and e-Niro, Hyundai Kona and Ioniq, Volkswagen ID.3 and ID.4, and Toyota and Lexus hybrids.',
    ),
  ),
)}
${section(
  'content',
  'Prices',
  priceList([
    [
      'EV health check',
      'Battery state-of-health report, 12V battery, tyres, brakes, suspension, coolant and cabin filter',
      '£49',
    ],
    ['Electric vehicle annual service', 'Includes the EV health check and a new cabin filter', '£149'],
    ['Hybrid interim service', 'Oil and filter, checks and hybrid system scan', '£159'],
    ['Hybrid full service', 'As our full service, plus a hybrid system health report', '£249'],
  ]),
)}
${section(
  'content',
  'What we can&#x27;t do',
  rt(
    p(
      'We don&#x27;t open or repair high-voltage battery packs. If the battery report shows a problem with the traction battery, we will explain the results and refer you to the manufacturer&#x27;s dealer or a battery specialist.',
    ),
    p('We don&#x27;t work on Tesla vehicles, as their servicing and parts are only available through Tesla.'),
    p(
      'While your car is with us we charge it on our 7kW workshop charger free of charge. The charger is for customers&#x27; cars in the workshop only; we don&#x27;t offer public charging.',
    ),
  ),
)}`,
  },
];
