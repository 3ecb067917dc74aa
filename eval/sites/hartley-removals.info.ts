import {
  H,
  type HartleyPage,
  HS_COMPANY,
  HS_COMPANY_NO,
  HS_EMAIL,
  HS_PHONE,
  HS_POSTCODE,
  HS_STREET,
  HS_VAT,
  HS_WASTE,
  P,
  type Para,
  section,
  shape,
  text,
  UL,
} from './hartley-removals.layout.ts';

/*
 * The FAQ, the terms, the archived 2021 terms and the privacy notice. Canva has no accordion, so the FAQ is
 * text boxes down the page: most questions share a box with their answer, but the owner retyped some answers in
 * boxes of their own, which the layer order prints before their questions. The FAQ is the page that says the
 * autumn storage offer ended on 31 October 2026 and that the electric vans are not here yet.
 *
 * The 2021 terms are still published, labelled 'ARCHIVED – 2021 terms and conditions' and linked from the
 * footer of every page: the old Days Road yard, a 25% deposit, 14 days' free cancellation and the full price
 * within 48 hours, £25,000 goods in transit cover, claims within 3 days, cash welcome, a 3-hour man-and-van
 * minimum, Sunday moves at time and a half, storage for at least 8 weeks with 4 weeks' notice and visits on
 * Tuesdays and Thursdays only, waiting time at £30 a half hour.
 */

const CREAM = '#f7f3ea';

type Faq = { q: string; a: (Para | string)[]; split?: boolean; height?: number };

/** The FAQ boxes: one per item, or the answer's box printed before the question's when `split`. */
const faqSection = (title: string, items: Faq[], background: string) => {
  let y = 130;
  const boxes: string[] = [];
  for (const item of items) {
    const h = item.height ?? 150;
    if (item.split) {
      boxes.push(text([6, y + 42, 88, h - 42], item.a));
      boxes.push(text([6, y, 88, 40], [H(item.q, 'subheading')]));
    } else boxes.push(text([6, y, 88, h], [H(item.q, 'subheading'), ...item.a]));
    y += h + 30;
  }
  return section(y + 40, [text([6, 60, 88, 50], [H(title, 'heading')]), ...boxes], background);
};

const faq: HartleyPage = {
  path: '/faq',
  title: 'Frequently asked questions – Hartley & Sons Removals',
  description: 'Booking, parking, deposits, cancelling, insurance, storage visits and what we can’t move.',
  sections: [
    section(
      240,
      [
        text(
          [6, 70, 88, 130],
          [
            { text: 'Your questions, answered', style: 'title', tag: 'h1' },
            P('Can’t find it here? Ring the office on 0117 496 0582.'),
          ],
        ),
      ],
      CREAM,
    ),
    faqSection(
      'Booking and the day',
      [
        {
          q: 'How far ahead should I book?',
          a: [
            'For a house move, three to four weeks ahead if you can – Fridays and the end of the month go first. Man-and-van jobs can often be fitted in within a few days.',
          ],
        },
        {
          q: 'Do I need to sort out parking for the van?',
          a: [
            'Yes, please. The van needs a space about 12 metres long – two car spaces – as close to your door as possible, at both ends.',
            'In residents’ parking zones (Clifton, Cotham, Redland, Kingsdown, Southville and others) you’ll need a bay suspension from Bristol City Council. Apply at least 10 working days before your move – or we can apply for you for £35 plus the council’s charge.',
            'If we get a parking ticket because no parking was arranged, we pass it on to you.',
          ],
          height: 250,
        },
        {
          q: 'Do you move on Sundays?',
          a: ['No – we don’t work on Sundays. Bank holidays are charged at the Saturday rate.'],
          split: true,
          height: 110,
        },
        {
          q: 'Our completion is running late. Do you charge for waiting?',
          a: [
            'The first hour of waiting is free; after that it’s £50 an hour for the crew. If your keys don’t come through at all, we can keep your things on the van overnight in our locked yard for £95 a night.',
          ],
        },
        {
          q: 'What do I need to do with the fridge and the washing machine?',
          a: [
            'Switch off and defrost the fridge and freezer at least 24 hours before the move. Washing machines need their transit bolts fitted – we can’t move one without them.',
            'We don’t disconnect or plumb in washing machines, dishwashers or gas cookers; you’ll need a plumber or a Gas Safe engineer.',
          ],
          height: 190,
        },
        {
          q: 'Do you move to Northern Ireland or the islands?',
          a: ['We don’t move to Northern Ireland, the Channel Islands or the Scottish islands.'],
          split: true,
          height: 110,
        },
      ],
      '#ffffff',
    ),
    faqSection(
      'Deposits, paying and cancelling',
      [
        {
          q: 'How much deposit do I pay?',
          a: [
            '20% of the price to book a fixed-price move, or £50 to book a man-and-van job. The balance of a fixed-price move is due by bank transfer 3 working days before the move.',
          ],
        },
        {
          q: 'How can I pay?',
          a: [
            'By bank transfer, or by Visa or Mastercard, Apple Pay or Google Pay. We don’t take cash or cheques.',
          ],
          split: true,
          height: 120,
        },
        {
          q: 'What if I need to cancel or postpone?',
          a: [
            UL([
              'More than 7 days before the move: your deposit is refunded in full.',
              'Between 7 days and 72 hours before: we keep the deposit.',
              'Less than 72 hours before: 50% of the total price is payable.',
            ]),
            'You can postpone once, free of charge, with at least 7 days’ notice.',
          ],
          height: 220,
        },
      ],
      CREAM,
    ),
    faqSection(
      'Insurance',
      [
        {
          q: 'Are my things insured during the move?',
          a: [
            'Goods in transit cover is included: up to £50,000 on house moves and up to £10,000 on man-and-van jobs. We also carry £5 million public liability insurance.',
            'Boxes you pack yourself are covered only if the box itself is damaged. You can upgrade to full-value cover for 0.8% of the declared value (minimum £40).',
          ],
          height: 200,
        },
        {
          q: 'Something was damaged. What do I do?',
          a: ['Tell us in writing – an email is fine – within 7 days of the move, with photos if you can.'],
          split: true,
          height: 120,
        },
      ],
      '#ffffff',
    ),
    faqSection(
      'Storage',
      [
        {
          q: 'Can I get to my things in storage?',
          a: [
            'Yes, by appointment with 24 hours’ notice: Monday to Friday 8.30am – 4.30pm free, Saturday 9am – 12 noon £15 a visit. We bring your container out to a private loading bay.',
          ],
        },
        {
          q: 'How much notice do I give to end my storage?',
          a: ['2 weeks’ notice. The minimum stay is 4 weeks.'],
          height: 110,
        },
        {
          q: 'Is the autumn storage offer still on?',
          a: [
            'No – sorry. The autumn offer (15% off storage for new customers) ended on 31 October 2026. Keep an eye on our [news page](/news) for the next one.',
          ],
          split: true,
          height: 130,
        },
        {
          q: 'What can’t I put in storage?',
          a: [
            'Food, drink or anything perishable, plants, live animals, anything hazardous or flammable, firearms and ammunition. See the full list on our [storage page](/storage).',
          ],
        },
      ],
      CREAM,
    ),
    faqSection(
      'Everything else',
      [
        {
          q: 'Can you move our pets?',
          a: ['We don’t move pets or any live animals, in the UK or abroad.'],
          height: 110,
        },
        {
          q: 'Do you do student moves?',
          a: [
            'Yes – students get 10% off man-and-van jobs Monday to Thursday with a valid student card, and our student lockers are £9 a week.',
          ],
          height: 130,
        },
        {
          q: 'Do you have electric vans?',
          a: [
            'Not yet. Our first two electric Luton vans arrive in March 2027. Until then every van we run meets the Clean Air Zone standards.',
          ],
          split: true,
          height: 130,
        },
        {
          q: 'Do you have a depot in Bath?',
          a: [
            'Not yet – our Bath depot on Locksbrook Road opens in spring 2027. We already move people to and from Bath from our Bristol yard.',
          ],
          height: 130,
        },
      ],
      '#ffffff',
    ),
  ],
};

/* ── Terms ─────────────────────────────────────────────────────────────────────────────────────────── */

const clause = (heading: string, paras: (Para | string)[]) => [H(heading, 'subheading'), ...paras];

const terms: HartleyPage = {
  path: '/terms',
  title: 'Terms and conditions – Hartley & Sons Removals',
  description: 'Our terms and conditions for removals, man and van and storage, effective from 1 March 2026.',
  sections: [
    section(
      2620,
      [
        text(
          [6, 60, 88, 110],
          [
            { text: 'Terms and conditions', style: 'title', tag: 'h1' },
            P(
              'Effective from 1 March 2026. These terms apply to every move, man-and-van job and storage agreement.',
              'small',
            ),
          ],
        ),
        text(
          [6, 200, 88, 2380],
          [
            ...clause('1. Quotes and prices', [
              'Quotes are valid for 30 days. Fixed prices cover the goods and the access described in the survey; if there is more to move, or access is harder than described, we may revise the price before we start. All prices include VAT.',
            ]),
            ...clause('2. Deposits and payment', [
              'A deposit of 20% is due to confirm a fixed-price move, and of £50 to confirm a man-and-van job. The balance of a fixed-price move is due by bank transfer 3 working days before the move; man-and-van jobs are paid on the day by card or bank transfer. We do not accept cash or cheques.',
            ]),
            ...clause('3. Cancelling and postponing', [
              'If you cancel more than 7 days before the move, we refund your deposit in full. If you cancel between 7 days and 72 hours before the move, we keep the deposit. If you cancel less than 72 hours before the move, 50% of the total price is payable. You may postpone once without charge with at least 7 days’ notice.',
            ]),
            ...clause('4. Your responsibilities', [
              'You must arrange legal parking for our vehicles at both addresses, including a bay suspension where one is needed; penalty charges issued because parking was not arranged will be passed on to you. Fridges and freezers must be defrosted, washing machines fitted with transit bolts and appliances disconnected by a qualified person before we arrive.',
            ]),
            ...clause('5. What we will not move or store', [
              'We do not move pets or any live animals. We do not move or store hazardous, flammable or illegal goods, including gas bottles, fuel, paint, fireworks and chemicals. We do not store food, drink or perishable goods, plants, firearms or ammunition. On moves to Europe we do not carry plants, food, alcohol or tobacco.',
            ]),
            ...clause('6. Liability and insurance', [
              'Goods in transit are covered up to £50,000 per move on fixed-price moves and up to £10,000 per job on man-and-van jobs. Goods packed by you are covered for loss, and for breakage only where the container is visibly damaged. Full-value cover is available for 0.8% of the declared value, minimum £40. Any claim must reach us in writing within 7 days of the move. We hold public liability insurance of £5 million.',
            ]),
            ...clause('7. Waiting time and delays', [
              'The first hour of waiting at either address is free; after that waiting time is charged at £50 an hour. If goods cannot be delivered on the day, we will keep them on the vehicle in our secure yard at £95 a night.',
            ]),
            ...clause('8. Storage', [
              'The minimum storage period is 4 weeks. Storage is billed every 4 weeks in advance. You must give 2 weeks’ notice to remove your goods. Storage insurance costs £2.50 a week per container for goods worth up to £5,000 per container, unless you show us your own cover. Access is by appointment with 24 hours’ notice. If storage charges are unpaid for 3 months, we may sell the goods after giving you 28 days’ written notice.',
            ]),
            ...clause('9. Complaints', [
              `Please write to us first at ${HS_EMAIL}. We are members of the British Association of Removers; if we cannot put things right, you may use its conciliation service.`,
            ]),
            ...clause('10. Who we are', [
              `${HS_COMPANY}, ${HS_STREET}, Bristol ${HS_POSTCODE}. Registered in England & Wales no. ${HS_COMPANY_NO}. VAT no. ${HS_VAT}. Waste carrier registration ${HS_WASTE}. Telephone ${HS_PHONE}.`,
            ]),
          ],
        ),
      ],
      '#ffffff',
    ),
  ],
};

const terms2021: HartleyPage = {
  path: '/terms-2021',
  title: 'ARCHIVED – Terms and conditions 2021 – Hartley & Sons Removals',
  description: 'Archived: our 2021 terms and conditions, no longer in force.',
  sections: [
    section(
      2000,
      [
        shape([6, 40, 88, 90], '#fbeaea', 10),
        text(
          [8, 55, 84, 60],
          [
            {
              text: '**ARCHIVED – 2021 terms and conditions.** These terms are no longer in force. See our current [terms and conditions](/terms).',
              style: 'body',
              colour: 'red',
            },
          ],
        ),
        text([6, 160, 88, 60], [{ text: 'Terms and conditions (2021)', style: 'heading', tag: 'h1' }]),
        text(
          [6, 240, 88, 1720],
          [
            P(
              'Hartley & Sons Removals Ltd, Unit 3, Days Road, St Philips, Bristol BS2 0QS. These terms apply to all removals and storage booked from 1 January 2021.',
            ),
            ...clause('1. Booking and deposit', [
              'A deposit of 25% is payable on all bookings. The balance is payable on the day of the move, before unloading.',
            ]),
            ...clause('2. Payment', [
              'Cash payments are welcome. We also accept cheques and bank transfers.',
            ]),
            ...clause('3. Cancellation', [
              'Cancellation is free of charge up to 14 days before the move. Within 14 days of the move the deposit is kept. Within 48 hours of the move the full price is payable.',
            ]),
            ...clause('4. Man and van', [
              'Man-and-van bookings are charged for a minimum of 3 hours. Sunday moves are charged at time and a half.',
            ]),
            ...clause('5. Insurance and claims', [
              'Goods in transit are insured up to £25,000 per move. Claims must be made within 3 days of the move.',
            ]),
            ...clause('6. Waiting time', ['Waiting time is charged at £30 per half hour from our arrival.']),
            ...clause('7. Storage', [
              'The minimum storage period is 8 weeks, and 4 weeks’ notice is required to remove goods. Access to containers is on Tuesdays and Thursdays only, by appointment.',
            ]),
          ],
        ),
      ],
      '#ffffff',
    ),
  ],
};

const privacy: HartleyPage = {
  path: '/privacy',
  title: 'Privacy notice – Hartley & Sons Removals',
  description: 'How we use the details you give us for quotes, moves and storage.',
  sections: [
    section(
      1000,
      [
        text([6, 60, 88, 60], [{ text: 'Privacy notice', style: 'heading', tag: 'h1' }]),
        text(
          [6, 150, 88, 800],
          [
            P(
              `${HS_COMPANY} uses the name, addresses, phone number and email you give us to quote for, plan and carry out your move or storage, and to invoice you. Photos and videos you send for a survey are deleted once the move is done.`,
            ),
            P(
              'The quote form on our contact page is run by Jotform, which stores your answers for us. Our website is hosted by Canva. We don’t sell your details or use them for marketing unless you ask to hear from us.',
            ),
            P(
              'We keep booking and invoice records for 6 years, as the law requires. Storage records are kept for 6 years after your storage ends.',
            ),
            P(
              `You can ask to see, correct or delete your details by emailing ${HS_EMAIL}. If you are unhappy with how we handle your data you can complain to the Information Commissioner’s Office.`,
            ),
          ],
        ),
      ],
      '#ffffff',
    ),
  ],
};

export const hartleyInfoPages: HartleyPage[] = [faq, terms, terms2021, privacy];
