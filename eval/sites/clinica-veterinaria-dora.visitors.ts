import {
  block,
  button,
  column,
  contactForm,
  DORA_ADDRESS,
  DORA_EMAIL,
  DORA_EMERGENCY,
  DORA_PHONE_INTL,
  DORA_WHATSAPP,
  type DoraPage,
  person,
  row,
  section,
  table,
  text,
  toggle,
} from './clinica-veterinaria-dora.layout.ts';

/** Directions, team and FAQ in English, and the two pages written only in English for foreigners. */
export const doraVisitorPages: DoraPage[] = [
  {
    path: '/en/getting-here',
    lang: 'en',
    id: 132,
    title: 'Getting here &amp; contact',
    description:
      'How to reach Clinica Veterinaria Dora in Via Cottolengo, Turin: trams, buses, parking and contact details.',
    alternate: '/dove-siamo',
    body: [
      block(
        text(
          '<h1>Getting here</h1>',
          `<p><strong>Clinica Veterinaria Dora</strong><br />${DORA_ADDRESS}, Italy</p>`,
          '<p>We are in the Borgo Dora neighbourhood, between Porta Palazzo and the Cottolengo, a five-minute walk from the market. The entrance is at street level, with no steps.</p>',
        ),
      ),
      section([
        row(
          column(
            '1_2',
            text(
              '<h2>By public transport</h2>',
              '<ul><li><strong>Tram 4</strong>: Porta Palazzo stop, then a 5-minute walk along Via Cottolengo.</li><li><strong>Tram 16</strong> (circular line): Piazza della Repubblica stop.</li><li><strong>Buses 11 and 51</strong>: Cottolengo stop, in front of the clinic.</li></ul>',
              '<p>From Porta Nuova station take tram 4 towards Falchera and get off at Porta Palazzo (about 20 minutes). The nearest metro station is XVIII Dicembre, about 15 minutes on foot.</p>',
            ),
          ),
          column(
            '1_2',
            text(
              '<h2>By car and parking</h2>',
              '<p>We have no car park of our own. There is blue-line paid parking in the surrounding streets; the nearest car park is Park Piazza della Repubblica (underground, open 24 hours), 350 metres away, at €1.60 an hour.</p>',
              '<p>There is a loading bay in front of number 18/B where you can stop for a few minutes to unload a pet that cannot walk.</p>',
              '<p><strong>On Saturday mornings the Balon flea market</strong> closes the streets around the clinic to traffic until 14:00: come by tram.</p>',
            ),
          ),
        ),
      ]),
      section([
        row(
          column(
            '1_2',
            text(
              '<h2>Contact</h2>',
              `<p>Tel. ${DORA_PHONE_INTL}</p>`,
              `<p>WhatsApp (messages only): +39 ${DORA_WHATSAPP}</p>`,
              `<p>Email: <a href="mailto:${DORA_EMAIL}">${DORA_EMAIL}</a></p>`,
              `<p>24-hour emergencies (by phone only): +39 ${DORA_EMERGENCY}</p>`,
              '<p>Please don’t use the form or email for emergencies: we only read them during opening hours.</p>',
            ),
          ),
          column('1_2', contactForm('en')),
        ),
      ]),
    ].join('\n'),
  },
  {
    path: '/en/our-team',
    lang: 'en',
    id: 134,
    title: 'Our team',
    description: 'The vets and staff of Clinica Veterinaria Dora, Turin: specialities and languages spoken.',
    alternate: '/chi-siamo',
    body: [
      block(
        text(
          '<h1>Our team</h1>',
          '<p>Clinica Veterinaria Dora was opened in 2009 by Marco Ferrero and Giulia Bertolino, who met at veterinary school in Grugliasco. Today we are a team of seven.</p>',
        ),
      ),
      section([
        row(
          column(
            '1_2',
            person(
              'Dr Marco Ferrero',
              'Medical director – Surgery and orthopaedics',
              'marco-ferrero.jpg',
              '<p>Graduated in Turin in 2004; soft-tissue surgery and orthopaedics. He worked for five years in a clinic in Lyon.</p>',
            ),
            person(
              'Dr Giulia Bertolino',
              'Internal medicine, ultrasound and cardiology',
              'giulia-bertolino.jpg',
              '<p>Performs our ultrasound scans and echocardiograms and follows chronic patients. She speaks French.</p>',
            ),
          ),
          column(
            '1_2',
            person(
              'Dr Hannah Keller',
              'Exotic pets and dermatology',
              'hannah-keller.jpg',
              '<p>Born in Freiburg, trained in Munich, in Turin since 2019. She runs our clinic for rabbits, ferrets, rodents and birds and our dermatology consultations. She speaks German, English and Italian: ask for her if you would like your consultation in English or German.</p>',
            ),
            person(
              'Dr Luca Rinaldi',
              'Dentistry and emergencies',
              'luca-rinaldi.jpg',
              '<p>Dentistry and oral surgery; he coordinates the night emergency rota.</p>',
            ),
          ),
        ),
        row(
          column('1_3', person('Chiara Gallo', 'Veterinary nurse', 'chiara-gallo.jpg')),
          column('1_3', person('Sara Mollo', 'Reception', 'sara-mollo.jpg')),
          column('1_3', person('Federica Vai', 'Dog trainer', 'federica-vai.jpg')),
        ),
      ]),
    ].join('\n'),
  },
  {
    path: '/en/faq',
    lang: 'en',
    id: 136,
    title: 'FAQ',
    description: 'Frequently asked questions about Clinica Veterinaria Dora, Turin.',
    alternate: '/domande-frequenti',
    body: [
      block(
        text('<h1>Frequently asked questions</h1>'),
        toggle(
          'Can I come without an appointment?',
          '<p>We see patients by appointment only, except emergencies. If your pet is unwell, call us: we always find a slot the same day.</p>',
        ),
        toggle(
          'What should I bring to the first visit?',
          '<p>Your pet’s vaccination booklet or passport, any previous test results, the list of medicines and an ID document. Cats must come in a closed carrier, dogs on a lead.</p>',
        ),
        toggle(
          'Do you do home visits?',
          '<p>Yes, within the City of Turin, on Tuesday and Thursday afternoons, by appointment. A €35 call-out fee is added to the consultation.</p>',
        ),
        toggle(
          'Do you sell pet food?',
          '<p>We do not sell food or accessories. Medicines are prescribed with the Italian electronic veterinary prescription (REV), which any pharmacy in Italy accepts.</p>',
        ),
        toggle(
          'Can I stay with my pet during the visit?',
          '<p>Of course. You cannot come into the operating theatre, though.</p>',
        ),
        toggle(
          'Do you offer payment in instalments?',
          '<p>For bills over €300 you can pay in 3 monthly instalments with no interest.</p>',
        ),
        toggle(
          'Do you have parking?',
          '<p>No, we have no car park of our own. See <a href="/en/getting-here">Getting here</a> for trams, buses and nearby car parks.</p>',
        ),
        toggle(
          'Do you treat tortoises and snakes?',
          '<p>No, we do not treat reptiles. We see rabbits, ferrets, rodents and birds.</p>',
        ),
        toggle(
          'It’s an emergency and you are closed: what do I do?',
          `<p>Call the emergency line on +39 ${DORA_EMERGENCY}, 24 hours a day. Please don’t come to the clinic without calling.</p>`,
        ),
      ),
    ].join('\n'),
  },
  {
    path: '/en/travelling-with-pets',
    lang: 'en',
    id: 140,
    title: 'Travelling with your pet: EU pet passport and travel rules',
    description:
      'What your dog, cat or ferret needs to travel from Italy: microchip, rabies vaccine, EU pet passport, tapeworm treatment for the UK and Ireland, and non-EU trips.',
    body: [
      block(
        text(
          '<h1>Travelling with your pet</h1>',
          '<p>Many of our clients are expats, students and visitors who travel home with their dog or cat. This page sums up what we can do for you and what the rules are. Rules change: always check the official rules of the country you are travelling to, and contact us at least one month before you leave.</p>',
        ),
      ),
      section([
        row(
          column(
            '1_2',
            text(
              '<h2>Within the EU</h2>',
              '<p>Dogs, cats and ferrets travelling between EU countries need three things:</p>',
              '<ul><li>an ISO microchip (fitted before or on the same day as the rabies vaccine);</li><li>a valid rabies vaccination, given at least 21 days before travel the first time;</li><li>an EU pet passport.</li></ul>',
              '<p>Because the rabies vaccine can only be given from 12 weeks of age, a puppy or kitten cannot travel to another EU country before it is 15 weeks old.</p>',
              '<p>In Italy the passport itself is issued by the public veterinary service (ASL Città di Torino), not by private clinics. We do the rabies vaccination (€40), check the microchip and fill in the request for you; you then take your pet to the ASL office to collect the passport.</p>',
            ),
          ),
          column(
            '1_2',
            text(
              '<h2>UK, Ireland, Finland, Malta and Norway</h2>',
              '<p>Dogs entering these countries also need a tapeworm (Echinococcus) treatment given by a vet between 24 and 120 hours (1 to 5 days) before arrival, recorded in the passport or health certificate. We do it for €25.</p>',
              '<p>For Great Britain an EU pet passport issued in Italy is accepted.</p>',
              '<h2>Outside the EU</h2>',
              '<p>Many countries ask for a health certificate and some, such as Japan or Australia, a rabies antibody blood test. We take the blood sample at least 30 days after the rabies vaccine and send it to an approved laboratory: the test costs €105 and the result takes about 3 weeks.</p>',
            ),
          ),
        ),
      ]),
      block(
        text(
          '<h2>Flying with your pet</h2>',
          '<p>Most airlines ask for a fit-to-fly certificate issued within 10 days of the flight: we issue it for €30 after a consultation.</p>',
          '<p>We do not sedate pets for flights: sedation at altitude is risky for breathing and balance, and most airlines refuse sedated animals. If your pet is anxious, book a consultation and we will suggest safer alternatives.</p>',
          '<p>For rabbits, rodents and birds the EU pet passport rules do not apply: every country has its own rules, so ask us before you book.</p>',
        ),
        button('Book a travel consultation', '/en/booking-and-payment'),
      ),
    ].join('\n'),
  },
  {
    path: '/en/new-in-turin',
    lang: 'en',
    id: 142,
    title: 'New in Turin? A guide for expats and visitors with pets',
    description:
      'Moving to Turin or visiting with your pet: registering your dog, local rules, insurance invoices and our English-speaking vet.',
    body: [
      block(
        text(
          '<h1>New in Turin?</h1>',
          '<p>Welcome! Whether you have moved here for work or study or are just visiting with your dog, here is what you need to know about pets in Turin, and how we can help.</p>',
        ),
      ),
      section([
        row(
          column(
            '1_2',
            text(
              '<h2>Registering your dog</h2>',
              '<p>If you come to live in Piedmont, your dog must be registered in the regional dog register (anagrafe canina) within 30 days of arrival. We can do it for you at the clinic:</p>',
              table(
                ['Your dog has…', 'What we do', 'Price'],
                [
                  ['an ISO microchip (15 digits)', 'we register the existing chip', '€15'],
                  ['a non-ISO chip or no chip', 'we fit a new microchip and register it', '€42'],
                ],
              ),
              '<p>Bring your dog’s passport or vaccination record and your Italian codice fiscale. Cats don’t have to be registered, but we recommend a microchip.</p>',
            ),
          ),
          column(
            '1_2',
            text(
              '<h2>Local rules</h2>',
              '<ul><li>In town dogs must be on a lead no longer than 1.5 metres, and you must carry a muzzle.</li><li>Always pick up after your dog: fines are common.</li><li>On GTT trams and buses dogs travel on a lead and muzzled; small pets in a carrier.</li><li>Parco Dora, ten minutes from us, has a fenced dog area.</li></ul>',
            ),
          ),
        ),
      ]),
      block(
        text(
          '<h2>Insurance</h2>',
          '<p>We don’t bill insurers directly. You pay at the clinic and we give you a detailed invoice in English, with the diagnosis and treatment, to send to your insurance company.</p>',
          '<h2>Language</h2>',
          '<p>Dr Hannah Keller speaks English and German. Our reception team will find you a slot with her: ask when you book.</p>',
          '<h2>Emergencies</h2>',
          `<p>Call +39 ${DORA_EMERGENCY} first, day or night. If you are staying in a hotel or short-term flat, have the address ready: the vet on call will tell you how to reach us.</p>`,
        ),
        button('Book a visit', '/en/booking-and-payment'),
      ),
    ].join('\n'),
  },
];
