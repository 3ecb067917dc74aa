import {
  block,
  blurb,
  button,
  column,
  DORA_EMERGENCY,
  DORA_PHONE_INTL,
  DORA_WHATSAPP,
  type DoraPage,
  divider,
  hero,
  priceList,
  pricingTables,
  promo,
  row,
  section,
  table,
  text,
} from './clinica-veterinaria-dora.layout.ts';

const band = (title: string, sum: string) => ({
  title,
  subtitle: 'Female dog',
  sum,
  lines: ['Anaesthesia and in-clinic medication', 'Recovery suit', 'Check-up after 10 days'],
  excluded: ['Pre-anaesthetic blood test'],
});

/** Home, services, prices, opening hours, emergencies and booking, translated into English. */
export const doraEnglishPages: DoraPage[] = [
  {
    path: '/en',
    lang: 'en',
    id: 107,
    title: 'Veterinary clinic in Turin – Borgo Dora',
    description:
      'Clinica Veterinaria Dora in Turin: consultations, vaccinations, surgery, ultrasound, dentistry and exotic pets. 24-hour emergency service by phone.',
    alternate: '/',
    body: [
      hero(
        'Clinica Veterinaria Dora',
        'Dogs, cats and small exotic pets in Turin’s Borgo Dora',
        '<p>Consultations, vaccinations, surgery, ultrasound and dentistry under one roof, a five-minute walk from Porta Palazzo market. We see patients by appointment; at night and on public holidays our emergency service works by phone, 24 hours a day.</p>',
        [
          ['Book a visit', '/en/booking-and-payment'],
          ['Travelling with your pet', '/en/travelling-with-pets'],
        ],
      ),
      block(
        text(
          '<h3>Holiday notice</h3>',
          '<p>Over the holidays the clinic is closed on Tuesday 8 December, Friday 25 and Saturday 26 December, Friday 1 January and Wednesday 6 January. On 24 and 31 December we are open in the morning only. See <a href="/en/opening-hours">Opening hours</a>; the emergency line stays on.</p>',
        ),
      ),
      section([
        row(
          column(
            '1_3',
            blurb(
              'English-speaking vet',
              '<p>Dr Hannah Keller speaks English and German. Ask for her when you book.</p>',
              '&#xe08a;',
              '/en/our-team',
            ),
          ),
          column(
            '1_3',
            blurb(
              'Pet passport &amp; travel',
              '<p>Rabies vaccination, tapeworm treatment and health certificates for travelling in and out of Italy.</p>',
              '&#xe0e7;',
              '/en/travelling-with-pets',
            ),
          ),
          column(
            '1_3',
            blurb(
              'New in Turin?',
              '<p>Registering your dog, local rules and how we work, for expats and visitors.</p>',
              '&#xe0e5;',
              '/en/new-in-turin',
            ),
          ),
        ),
      ]),
      block(
        promo(
          'Emergency? Call first',
          `<p>Our emergency service runs 24 hours a day, by phone only: <strong>+39 ${DORA_EMERGENCY}</strong>. Please don’t come to the clinic at night without calling.</p>`,
          ['How our emergency service works', '/en/emergencies'],
        ),
      ),
    ].join('\n'),
  },
  {
    path: '/en/services',
    lang: 'en',
    id: 112,
    title: 'Services',
    description:
      'Consultations, vaccinations, surgery, ultrasound, dentistry and exotic pets at Clinica Veterinaria Dora, Turin.',
    alternate: '/servizi',
    body: [
      block(
        text(
          '<h1>Our services</h1>',
          '<p>We look after dogs, cats and small exotic pets from their first vaccination to old age. We work by appointment, so every visit gets the time it needs. Most of our services are described in more detail on the Italian pages; here is a summary in English.</p>',
        ),
      ),
      section([
        row(
          column(
            '1_2',
            text(
              '<h2>Consultations and vaccinations</h2>',
              '<p>A first consultation takes about 30 minutes: we open your pet’s records, check the microchip and agree a vaccination and parasite-prevention plan. Please bring your pet’s vaccination booklet or passport.</p>',
              '<h2>Surgery</h2>',
              '<p>Spaying and neutering of dogs, cats and rabbits, soft-tissue surgery and common orthopaedic procedures. Pets go home the same day: we have no overnight ward, so if a patient needs to stay in hospital we arrange a transfer to the University Veterinary Hospital in Grugliasco.</p>',
              '<h2>Ultrasound and diagnostics</h2>',
              '<p>Abdominal ultrasound, echocardiography, digital X-rays and an in-house laboratory with blood results in about 20 minutes. We do not do CT or MRI scans: we refer you to a specialist centre in Turin.</p>',
            ),
          ),
          column(
            '1_2',
            text(
              '<h2>Dentistry</h2>',
              '<p>Scale and polish under sedation, extractions and dental X-rays. We do not clean teeth without anaesthesia: it is stressful for the animal and leaves the tartar below the gum line.</p>',
              '<h2>Exotic pets</h2>',
              '<p>Rabbits, ferrets, guinea pigs, hamsters, chinchillas, rats and pet birds, seen by Dr Hannah Keller on Tuesday and Friday afternoons, by phone appointment. We do not treat reptiles.</p>',
              '<p>Unlike dogs and cats, rabbits and guinea pigs must not fast before an anaesthetic: they should have hay and water right up to the operation.</p>',
              '<h2>Home visits</h2>',
              '<p>Within the City of Turin, on Tuesday and Thursday afternoons, by appointment.</p>',
            ),
          ),
        ),
      ]),
      block(button('See our prices', '/en/prices')),
    ].join('\n'),
  },
  {
    path: '/en/prices',
    lang: 'en',
    id: 124,
    title: 'Prices',
    description: '2026 price list of Clinica Veterinaria Dora, Turin. Prices include VAT.',
    alternate: '/listino-prezzi',
    body: [
      block(
        text(
          '<h1>Prices 2026</h1>',
          '<p>Price list valid from 1 February 2026. All prices are in euros and include 22% VAT. For surgery you always get a written estimate after the pre-operative consultation.</p>',
        ),
      ),
      section([
        row(
          column(
            '1_2',
            priceList('Consultations', [
              ['First consultation', '€55', 'dog or cat, including new patient records'],
              ['Follow-up consultation', '€38'],
              ['Specialist consultation', '€75', 'cardiology, dermatology, orthopaedics'],
              ['Exotic pet consultation', '€52'],
              ['Home visit', '+ €35', 'call-out fee, City of Turin'],
            ]),
            priceList('Vaccinations and microchip', [
              ['Dog core vaccine', '€48', 'consultation included'],
              ['Rabies vaccine', '€40'],
              ['Cat vaccine', '€46', 'consultation included'],
              ['Rabbit vaccine (myxomatosis and RHD)', '€58'],
              ['Microchip with registration', '€42'],
            ]),
          ),
          column(
            '1_2',
            priceList('Diagnostics', [
              ['Abdominal ultrasound', '€80'],
              ['Echocardiography', '€110'],
              ['X-ray', '€65', '2 views'],
              ['Blood tests', '€68', 'blood count and biochemistry'],
              ['Pre-anaesthetic blood test', '€62'],
            ]),
            priceList('Dentistry', [
              ['Scale and polish, cat or dog up to 10 kg', '€165', 'sedation included'],
              ['Scale and polish, dog over 10 kg', '€210', 'sedation included'],
              ['Tooth extraction', 'from €25', 'per tooth'],
            ]),
          ),
        ),
      ]),
      block(
        priceList('Surgery: cats and rabbits', [
          ['Spaying a female cat', '€180'],
          ['Neutering a male cat', '€95'],
          ['Spaying a female rabbit', '€220'],
          ['Neutering a male rabbit', '€120'],
        ]),
        text('<h3>Spaying a female dog</h3>', '<p>The price depends on the dog’s weight.</p>'),
        pricingTables([
          band('Up to 10 kg', '320'),
          { ...band('10.1 to 25 kg', '390'), featured: true },
          band('25.1 to 40 kg', '460'),
          band('Over 40 kg', '540'),
        ]),
        priceList('Neutering a male dog', [
          ['Up to 10 kg', '€230'],
          ['10.1 to 25 kg', '€270'],
          ['25.1 to 40 kg', '€310'],
          ['Over 40 kg', '€350'],
        ]),
        priceList('Emergencies', [
          ['Emergency consultation', '€85'],
          ['Night surcharge', '€60', '20:00 to 8:00'],
          ['Sunday and public holiday surcharge', '€45', '8:00 to 20:00'],
          ['Public holiday night surcharge', '€90'],
        ]),
        priceList('Travel', [
          ['Health certificate', '€30'],
          ['Travel tapeworm treatment recorded in the passport', '€25'],
        ]),
      ),
    ].join('\n'),
  },
  {
    path: '/en/opening-hours',
    lang: 'en',
    id: 126,
    title: 'Opening hours &amp; holidays',
    description:
      'Opening hours of Clinica Veterinaria Dora, August hours and the Christmas 2026 and New Year 2027 closures.',
    alternate: '/orari',
    body: [
      block(
        text(
          '<h1>Opening hours &amp; holidays</h1>',
          '<p>We see patients by appointment. During opening hours reception answers the phone; outside them, at night, on Sundays and on public holidays only the emergency line is on.</p>',
          table(
            ['Day', 'Morning', 'Afternoon'],
            [
              ['Monday', '9:00–13:00', '15:00–19:30'],
              ['Tuesday', '9:00–13:00', '15:00–19:30'],
              ['Wednesday', '9:00–13:00', '15:00–19:30'],
              ['Thursday', '9:00–13:00', '15:00–21:00'],
              ['Friday', '9:00–13:00', '15:00–19:30'],
              ['Saturday', '9:00–13:00', 'closed'],
              ['Sunday', 'closed', 'closed'],
            ],
            'Hours from 1 September 2026',
          ),
          '<p>On Thursdays we stay open until 21:00 for people who work. On Saturday afternoons the clinic is closed, as it is on Sundays and public holidays.</p>',
        ),
      ),
      section([
        row(
          column(
            '1_2',
            text(
              '<h2>August hours</h2>',
              '<p>We don’t close for the summer: the clinic is open all through August except on 15 August (Ferragosto). In August the hours change:</p>',
              '<ul><li>Monday to Friday: 8:30–13:00 and 16:30–19:30</li><li>Saturdays closed</li><li>no late opening on Thursdays</li></ul>',
            ),
          ),
          column(
            '1_2',
            text(
              '<h2>Christmas 2026 and New Year 2027</h2>',
              table(
                ['Date', 'Hours'],
                [
                  ['Tuesday 8 December', 'closed'],
                  ['Thursday 24 December', 'morning only, 9:00–13:00'],
                  ['Friday 25 and Saturday 26 December', 'closed'],
                  ['Thursday 31 December', 'morning only, 9:00–13:00'],
                  ['Friday 1 January 2027', 'closed'],
                  ['Saturday 2 January 2027', '9:00–13:00'],
                  ['Wednesday 6 January 2027', 'closed'],
                ],
              ),
              `<p>On the closed days the emergency service answers on +39 ${DORA_EMERGENCY}, with the public holiday surcharge.</p>`,
            ),
          ),
        ),
      ]),
    ].join('\n'),
  },
  {
    path: '/en/emergencies',
    lang: 'en',
    id: 128,
    title: '24-hour emergency service',
    description: '24-hour emergency vet in Turin, by phone only. What to do and what it costs.',
    alternate: '/pronto-soccorso',
    body: [
      block(
        promo(
          '24-hour emergencies: call first',
          `<p><strong>+39 ${DORA_EMERGENCY}</strong></p><p>24 hours a day, 365 days a year, by phone only.</p>`,
        ),
        text(
          '<h1>How our emergency service works</h1>',
          `<p>At night, on Sundays and on public holidays the clinic is closed, but a vet is always on call. Always phone first on <strong>+39 ${DORA_EMERGENCY}</strong>: the vet on call listens to what happened, tells you whether it is an emergency and meets you at the clinic, usually within 30–40 minutes.</p>`,
          '<p><strong>Do not turn up without calling:</strong> at night you would find the clinic closed.</p>',
          `<p>During opening hours emergencies take priority over appointments: call ${DORA_PHONE_INTL} on your way.</p>`,
        ),
        text(
          '<h2>What it costs</h2>',
          '<p>An emergency consultation is €85. Outside opening hours a surcharge is added: €60 at night (20:00 to 8:00), €45 on Sundays and public holidays (8:00 to 20:00), €90 on public holiday nights.</p>',
          '<p>At night you can pay by card or Satispay only: the vet on call does not accept cash.</p>',
        ),
        text(
          '<h2>What we cannot do</h2>',
          '<p>We have no pet ambulance and we do not make home visits at night. We have no overnight ward: if a pet needs to stay in hospital, once stable we transfer it to the University Veterinary Hospital in Grugliasco.</p>',
        ),
      ),
    ].join('\n'),
  },
  {
    path: '/en/booking-and-payment',
    lang: 'en',
    id: 130,
    title: 'Booking &amp; payment',
    description:
      'How to book at Clinica Veterinaria Dora, cancellation rules, payment methods and instalments.',
    alternate: '/prenotazioni-e-pagamenti',
    body: [
      block(
        text(
          '<h1>Booking &amp; payment</h1>',
          '<p>We see patients by appointment only, except emergencies. You can book:</p>',
          `<ul><li><strong>by phone</strong> on ${DORA_PHONE_INTL}, during opening hours;</li><li><strong>on WhatsApp</strong> at +39 ${DORA_WHATSAPP}, text messages only;</li><li><strong>online</strong> through the booking page, for consultations, vaccinations and check-ups.</li></ul>`,
          '<p>Surgery, ultrasound scans and exotic pet visits can only be booked by phone. If you need a consultation in English or German, ask for Dr Keller.</p>',
        ),
        divider(),
        text(
          '<h2>Cancellations and late arrivals</h2>',
          '<p>You can cancel or move an appointment free of charge up to 24 hours before. If you cancel with less than 24 hours’ notice or don’t turn up, we charge €20 on your next visit.</p>',
          '<p>For surgery we ask for a €70 deposit when you book. If you cancel at least 48 hours before, the deposit is refunded or moved to the new date; with shorter notice it is kept.</p>',
          '<p>If you are more than 15 minutes late we may have to reschedule.</p>',
        ),
        text(
          '<h2>Payment</h2>',
          '<p>You pay at the end of the visit. We accept cash, debit cards, Visa, Mastercard and Maestro, Apple Pay, Google Pay and Satispay. <strong>We do not accept American Express</strong> or cheques.</p>',
          '<p>For bills over €300 (for example surgery) you can pay in 3 monthly instalments with no interest, charged to your credit card.</p>',
          '<p>Italian taxpayers can deduct 19% of vet bills in their tax return, if the invoice carries the owner’s codice fiscale and the payment is traceable.</p>',
        ),
        button('Frequently asked questions', '/en/faq'),
      ),
    ].join('\n'),
  },
];
