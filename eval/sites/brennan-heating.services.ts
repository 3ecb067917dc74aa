import {
  BRENNAN_MOBILE,
  BRENNAN_PHONE,
  type BrennanPage,
  button,
  col,
  heading,
  iconList,
  image,
  inner,
  priceTable,
  section,
  tabs,
  text,
  ul,
} from './brennan-heating.layout.ts';

/** The page hero every service page opens with: a background section with the title and a strapline. */
export const pageHero = (title: string, strapline: string) =>
  section(heading(title, 'h1'), text(strapline), button('Get a quote', '/get-a-quote'));

/** Boilers, plumbing, emergencies, bathrooms, landlords and the HomeCare plan. */
export const brennanServices: BrennanPage[] = [
  {
    path: '/boiler-servicing',
    title: 'Boiler Servicing in Sheffield',
    description:
      'Annual gas boiler servicing in Sheffield by Gas Safe engineers: £85 + VAT, about 45 minutes to an hour, all makes.',
    body: `${pageHero('Boiler Servicing', 'Annual gas boiler servicing for every make and model, by our own Gas Safe registered engineers.')}
${section(
  col(
    66,
    heading('Why have your boiler serviced?'),
    text(
      'A yearly service keeps your boiler safe, efficient and reliable, and most manufacturers need one every 12 months to keep the guarantee valid. It also catches small faults before they turn into a breakdown in January.',
      'We service all makes of gas boiler: combi, system and regular (heat-only) boilers, including Worcester Bosch, Vaillant, Ideal, Baxi, Viessmann, Glow-worm and Potterton. We don&#8217;t service oil boilers or LPG boilers.',
    ),
    heading('What&#8217;s included', 'h3'),
    iconList(
      'Visual check of the boiler, controls and pipework',
      'Flue gas analysis with a calibrated analyser',
      'Burner, heat exchanger and seals inspected and cleaned',
      'Gas pressure and gas rate checked',
      'Safety devices and flue checked',
      'Condensate trap cleaned',
      'System pressure and expansion vessel checked',
      'Benchmark logbook stamped and a written service report emailed to you',
    ),
    heading('How long does it take?', 'h3'),
    text(
      'A standard boiler service takes about 45 minutes to an hour. If we find a fault we will tell you what it is and what it will cost before doing anything else.',
    ),
  ),
  col(
    33,
    priceTable('Boiler service', 'Gas boilers, all makes', ['&pound;', '85', '00'], '+ VAT', [
      'About 45 minutes to an hour',
      'Written report',
      'Benchmark logbook stamped',
    ]),
    text(
      'That is **£102 including VAT**. A second gas appliance (a gas fire or a back boiler) serviced at the same visit is £45 + VAT.',
    ),
  ),
)}
${section(
  heading('Appointments'),
  text(
    'Services are booked Monday to Friday in a morning slot (8am&#8211;12pm) or an afternoon slot (12pm&#8211;5.30pm). We also run a limited number of Saturday morning services, 8.30am to 12.30pm: a Saturday boiler service is **£105 + VAT**.',
    'HomeCare plan members get their annual service included in the plan. Landlords can have the service and the gas safety certificate (CP12) done in one visit; see <a href="/landlord-gas-safety/">Landlord Gas Safety</a>.',
  ),
  button('Book a service', '/booking'),
)}`,
  },
  {
    path: '/boiler-repairs',
    title: 'Boiler Repairs',
    description:
      'Boiler breakdowns and repairs in Sheffield, charged by the hour; most common parts on the van.',
    body: `${pageHero('Boiler Repairs', 'Boiler stopped working? Most faults are fixed on the first visit.')}
${section(
  text(
    'Our engineers carry the most common parts for Worcester Bosch, Vaillant, Ideal and Baxi boilers on the van, so most repairs are done on the first visit. If a part has to be ordered it usually arrives the next working day.',
    'Repairs are charged by the hour plus parts. Booked repairs in working hours are charged at our standard daytime rate of £60 per hour + VAT, with no call-out fee. If you need us the same evening or at the weekend, that is an emergency call-out: see <a href="/emergency-plumber/">Emergency Call-Outs</a> for those rates.',
    'All repairs come with a 12-month guarantee on parts and labour.',
  ),
  heading('Common boiler faults we fix', 'h3'),
  iconList(
    'No heating or no hot water',
    'Boiler losing pressure',
    'Frozen condensate pipe',
    'Pilot light or ignition faults',
    'Leaking boiler or kettling noises',
    'Faulty diverter valves, pumps and fans',
  ),
  text(
    'If your boiler is over 15 years old and needs a major part, we will tell you honestly whether it is worth repairing or whether a new boiler makes more sense.',
  ),
  button('Book a repair', '/booking'),
)}`,
  },
  {
    path: '/boiler-installation',
    title: 'New Boiler Installation Sheffield',
    description:
      'New Worcester Bosch, Vaillant and Ideal boilers fitted in Sheffield, with up to 10 years’ guarantee and finance over 12 to 60 months.',
    body: `${pageHero('New Boiler Installation', 'Worcester Bosch, Vaillant and Ideal boilers, fitted by our own team with up to 10 years&#8217; manufacturer guarantee.')}
${section(
  col(
    50,
    heading('The brands we fit'),
    text(
      'We are Worcester Bosch Accredited Installers and Vaillant Advance installers, which lets us offer longer guarantees than the standard ones. We also fit Ideal boilers.',
    ),
    iconList(
      'Worcester Bosch Greenstar 4000 &#8211; 10 year guarantee',
      'Vaillant ecoTEC plus &#8211; 10 year guarantee',
      'Ideal Logic Max &#8211; 7 year guarantee',
    ),
    text(
      'On top of the manufacturer&#8217;s guarantee, all our installation work carries our own **2-year workmanship guarantee**. Guarantees depend on the boiler being serviced every year.',
    ),
  ),
  col(
    50,
    image(
      '2024/02/new-worcester-boiler-install.jpg',
      'New Worcester Bosch combi boiler fitted in a kitchen in Nether Edge',
    ),
  ),
)}
${section(
  heading('Prices'),
  tabs([
    [
      'Combi swap',
      '<p>Replacing an old combi with a new combi in the same place: <strong>from £2,195</strong> fitted, including VAT, the magnetic filter, a system flush and a smart thermostat.</p><p>Most combi swaps take one day.</p>',
    ],
    [
      'System or regular boiler',
      '<p>Replacing a system or regular boiler like for like: <strong>from £2,450</strong> fitted, including VAT. Usually one to two days.</p>',
    ],
    [
      'Conversion to a combi',
      '<p>Converting a regular boiler with tanks in the loft to a combi: <strong>from £3,150</strong> fitted, including VAT, removing the old tanks and cylinder. Conversions take two to three days.</p>',
    ],
  ]),
  text(
    'Boiler installation prices include VAT. Every installation is fixed-price: the price on your written quote is the price you pay.',
  ),
)}
${section(
  heading('Your free quote visit'),
  text(
    'Every new boiler starts with a free, no-obligation home survey. Ciaran, our installations manager, comes out to look at your current boiler, the pipework, the flue and your hot water use; the visit takes about 45 minutes. You get a written fixed-price quote by email within two working days, valid for 30 days.',
    'Once you accept the quote we ask for a 20% deposit to order the boiler, and we can usually fit within two weeks. The balance is due on completion.',
  ),
  button('Book a free quote visit', '/get-a-quote'),
)}
${section(
  heading('Spread the cost'),
  text(
    'You can spread the cost of a new boiler over 12 to 60 months. See <a href="/boiler-finance/">Boiler Finance</a>.',
  ),
)}`,
  },
  {
    path: '/boiler-finance',
    title: 'Boiler Finance',
    description: 'Spread the cost of a new boiler over 12 to 60 months, with 0% APR over 12 months.',
    body: `${pageHero('Boiler Finance', 'Spread the cost of your new boiler over 12 to 60 months.')}
${section(
  text(
    'We offer finance on new boilers through <strong>Northway Consumer Finance</strong>, a lender authorised and regulated by the Financial Conduct Authority. We are a credit broker, not a lender.',
  ),
  inner(
    col(
      50,
      heading('0% over 12 months', 'h3'),
      iconList('12 monthly payments', '0% APR representative', 'Minimum 10% deposit'),
    ),
    col(
      50,
      heading('Low monthly payments', 'h3'),
      iconList('24, 36, 48 or 60 monthly payments', '9.9% APR representative', 'Minimum 10% deposit'),
    ),
  ),
  text(
    'Finance is available on installations costing £1,000 or more, for homeowners aged 18 or over living in the UK. Finance is subject to status. We will help you apply once you have your written quote; most decisions come back within a few minutes.',
    'Representative example: a boiler costing £2,500 with a £250 deposit, borrowing £2,250 over 60 months at 9.9% APR representative, would be 60 monthly payments of £47.17; total amount payable £3,080.20.',
    'Finance is only available for new boiler installations, not for servicing, repairs or bathrooms.',
  ),
)}`,
  },
  {
    path: '/power-flushing',
    title: 'Power Flushing',
    description:
      'Central heating power flushing in Sheffield: cold radiators, noisy boilers and sludge cleared. From £395 + VAT.',
    body: `${pageHero('Power Flushing', 'Radiators cold at the bottom? Boiler noisy? Sludge could be the cause.')}
${section(
  col(
    60,
    text(
      'Over the years, rust and sludge build up in a central heating system. It settles at the bottom of radiators, blocks pipes and makes the boiler work harder. A power flush pumps water and cleaning chemicals through the system at high flow to shift it.',
      'Signs you may need one: radiators cold at the bottom, a boiler that makes kettling noises, dark water when you bleed a radiator, or a new boiler going in on an old system.',
      'A power flush costs £395 + VAT for up to 10 radiators. It takes most of a day, usually 6 to 8 hours for a typical house, and you need to be at home. We add inhibitor at the end to protect the system.',
    ),
  ),
  col(
    40,
    priceTable(
      'Power flush',
      'Up to 10 radiators',
      ['&pound;', '395', '00'],
      '+ VAT',
      ['Each extra radiator £25 + VAT', 'Inhibitor included', 'Takes 6 to 8 hours'],
      ['Book a power flush', '/booking'],
    ),
    text(
      'If you don&#8217;t already have a magnetic filter we recommend fitting one at the same time: £120 + VAT fitted.',
    ),
  ),
)}`,
  },
  {
    path: '/emergency-plumber',
    title: 'Emergency Plumber &amp; Heating Engineer Sheffield',
    description:
      'Emergency plumbing and heating call-outs in Sheffield, 7am to 10pm, 7 days a week. Call-out fee £75 + VAT.',
    body: `${pageHero('Emergency Call-Outs', `Burst pipe? No heating? Call our emergency line on ${BRENNAN_MOBILE}.`)}
${section(
  col(
    50,
    heading('When we answer'),
    text(
      'Our emergency line is answered from **7am to 10pm, 7 days a week**, including weekends and bank holidays. We are not a 24-hour service: we don&#8217;t do call-outs between 10pm and 7am. If a leak happens overnight, turn off your water at the stopcock and call us from 7am.',
      `In working hours you can also ring the office on ${BRENNAN_PHONE}. We aim to be with you within 2 hours in Sheffield.`,
    ),
    heading('If you smell gas', 'h3'),
    text(
      'Don&#8217;t call us first. Call the National Gas Emergency Service on <strong>0800 111 999</strong> (free, 24 hours), open the windows, don&#8217;t use light switches and leave the property. Once the gas has been made safe we can repair the appliance.',
    ),
  ),
  col(
    50,
    heading('Emergency rates'),
    iconList(
      'Call-out fee: £75 + VAT (includes the first 30 minutes on site)',
      'Weekdays 8am&#8211;5.30pm: £60 per hour + VAT',
      'Weekday evenings 5.30pm&#8211;10pm: £85 per hour + VAT',
      'Saturdays, Sundays and bank holidays: £95 per hour + VAT',
    ),
    text(
      'After the first 30 minutes, time is charged in 15-minute blocks at the hourly rate for the time of day. Parts are extra.',
    ),
  ),
)}
${section(
  heading('What counts as an emergency?'),
  text('We treat these as emergencies and come out the same day:'),
  iconList(
    'A burst pipe or a leak you can&#8217;t stop',
    'No heating or no hot water, when there is a baby, an elderly or vulnerable person in the house',
    'No water at all',
    'A blocked or leaking toilet when it is the only toilet in the house',
    'Water coming through a ceiling or near electrics',
  ),
  text(
    'A dripping tap, a noisy radiator, a slow-draining sink or a boiler that is working but losing a little pressure are not emergencies: book them as normal work at our standard rates, with no call-out fee.',
    'HomeCare plan members don&#8217;t pay the call-out fee or labour for covered faults.',
  ),
)}`,
  },
  {
    path: '/plumbing',
    title: 'General Plumbing',
    description:
      'Plumbers in Sheffield for taps, leaks, toilets, radiators and appliances. £60 an hour + VAT.',
    body: `${pageHero('General Plumbing', 'From dripping taps to new radiators: no job too small.')}
${section(
  col(
    50,
    heading('What we do'),
    iconList(
      'Leaking and dripping taps, new taps',
      'Toilets: leaks, flush valves, new toilets',
      'Radiators: moved, replaced or added, thermostatic valves',
      'Washing machine and dishwasher plumbing',
      'Outside taps',
      'Stopcocks and pipework',
      'Unvented hot water cylinders (G3 qualified)',
    ),
    text(
      'We don&#8217;t do drain unblocking with jetting equipment; for blocked drains we recommend a specialist drainage company.',
    ),
  ),
  col(
    50,
    heading('Our rates'),
    text(
      'General plumbing is charged at <strong>£60 per hour + VAT</strong> in working hours (Monday to Friday, 8am&#8211;5.30pm), plus parts.',
      'There is a <strong>minimum charge of one hour</strong>. After the first hour we charge in 30-minute blocks. There is no call-out fee for booked work.',
      'For bigger jobs, such as moving a radiator or a new outside tap, we&#8217;re happy to give a fixed price before we start.',
    ),
    button('Book a plumber', '/booking'),
  ),
)}`,
  },
  {
    path: '/bathrooms',
    title: 'Bathroom Fitting Sheffield',
    description:
      'Complete bathroom fitting in Sheffield, from design to the last tile. Full bathrooms from £5,500.',
    body: `${pageHero('Bathroom Fitting', 'Complete bathrooms, from stripping out the old one to the last tile.')}
${section(
  text(
    'We fit complete bathrooms and en-suites, managed from start to finish by our bathroom fitter Gary Rowe. We do the plumbing, the electrics through our partner electrician, plastering and tiling, so you only deal with one firm.',
    'It starts with a free design visit, where we measure up and talk through what you want. You get a written quote with a 3D drawing within a week.',
  ),
  iconList(
    'Full bathroom supplied and fitted: from £5,500 including VAT',
    'En-suite shower rooms: from £4,200 including VAT',
    'Typical fitting time: 7 to 10 working days',
    'Walk-in showers and wet rooms',
    'Accessible bathrooms with level-access showers',
  ),
  text(
    'You can choose your own suite and tiles, or choose from our suppliers. We ask for a 25% deposit when you book your fitting dates; the rest is due on completion.',
  ),
  button('Book a free design visit', '/get-a-quote'),
)}`,
  },
  {
    path: '/landlord-gas-safety',
    title: 'Landlord Gas Safety Certificates (CP12)',
    description:
      'Landlord gas safety certificates (CP12) in Sheffield: £65 + VAT for the first appliance, £15 + VAT for each extra appliance.',
    body: `${pageHero('Landlord Gas Safety Certificates', 'CP12 certificates for landlords and letting agents across Sheffield.')}
${section(
  col(
    60,
    text(
      'If you let a property, the law says every gas appliance, fitting and flue must be checked for safety every 12 months by a Gas Safe registered engineer, and you must give your tenants a copy of the record (the CP12, or Landlord Gas Safety Record) within 28 days.',
      'We check each gas appliance, the gas pipework and the flues, test for gas tightness and check ventilation. You get your certificate by email the same day.',
      'We can arrange access directly with your tenants or letting agent, and we will remind you when the next certificate is due.',
    ),
    heading('Prices', 'h3'),
    iconList(
      'Gas safety certificate (CP12), first appliance: £65 + VAT',
      'Each extra gas appliance (hob, gas fire, second boiler): £15 + VAT',
      'CP12 and boiler service together: £135 + VAT',
    ),
  ),
  col(
    40,
    priceTable(
      'CP12 certificate',
      'One gas appliance',
      ['&pound;', '65', '00'],
      '+ VAT',
      [
        'Certificate emailed the same day',
        'Reminder when the next one is due',
        'Extra appliances £15 + VAT each',
      ],
      ['Book a CP12', '/booking'],
    ),
  ),
)}
${section(
  text(
    'Letting agents with 10 or more properties can ask about our account terms: call the office or email us.',
  ),
)}`,
  },
  {
    path: '/homecare-plan',
    title: 'HomeCare Plan',
    description:
      'Brennan HomeCare plan: annual boiler service, call-outs and repairs to your boiler and central heating for £14.50 a month.',
    body: `${pageHero('HomeCare Plan', 'Your annual boiler service and repairs to your boiler and heating, for one monthly payment.')}
${section(
  col(
    50,
    priceTable(
      'HomeCare',
      'Boiler &amp; central heating',
      ['&pound;', '14', '50'],
      'per month',
      [
        'Annual boiler service',
        'Unlimited call-outs for covered faults',
        'Parts and labour for boiler and central heating repairs',
        '10% off other plumbing work',
      ],
      ['Join HomeCare', '/contact'],
    ),
  ),
  col(
    50,
    priceTable(
      'HomeCare Plus',
      'Boiler, heating &amp; plumbing',
      ['&pound;', '19', '50'],
      'per month',
      [
        'Everything in HomeCare',
        'Plumbing repairs: leaks, taps, toilets, stopcock',
        'Priority emergency appointments',
      ],
      ['Join HomeCare Plus', '/contact'],
    ),
  ),
)}
${section(
  heading('What&#8217;s not covered'),
  ul(
    'Boilers more than 15 years old (we can&#8217;t accept them onto the plan)',
    'Faults that existed before you joined, and any claim in the first 30 days',
    'Power flushing, sludge and limescale problems',
    'Replacing radiators, cylinders or the boiler itself',
    'Drains, guttering and anything outside the house',
  ),
  text(
    'HomeCare costs £14.50 a month and HomeCare Plus £19.50 a month. Repairs are covered up to £1,000 per claim. The plan runs for a minimum of 12 months and is paid monthly by Direct Debit; after the first year you can cancel with one month&#8217;s notice.',
    'Prices include VAT. We only offer the plan for gas boilers we can service, within our area.',
  ),
)}`,
  },
];
