import {
  a,
  b,
  block,
  button,
  h1,
  h2,
  h3,
  image,
  map,
  p,
  ps,
  type SanRoccoPage,
  SR_EMAIL,
  SR_PARA_PHONE,
  SR_PARA_PHONE_HREF,
  SR_STREET,
  SR_TOWN,
  SR_WHATSAPP,
  SR_WHATSAPP_HREF,
  text,
  ul,
} from './farmacia-san-rocco.layout.ts';

const GREEN = 'rgb(232, 243, 241)';

/**
 * The four pages the owner translated with the builder's multilingual feature, under /en: the home page,
 * the hours, the services and the contact page. Prescriptions from abroad, the out-of-hours doctor's number
 * and tax-free shopping are only here.
 */
export const sanRoccoEnglishPages: SanRoccoPage[] = [
  {
    path: '/en',
    lang: 'en',
    alternate: '/',
    title: 'Home',
    description:
      'Farmacia San Rocco, a pharmacy in the centre of Cremona since 1921: blood pressure checks, ECG, tests and vaccinations, prescriptions from abroad. We speak English.',
    blocks: [
      block([
        image('farmacia-san-rocco-vetrina-Yd3kPq.jpg', 'Our shop window on Corso Garibaldi', 'right', 0),
        text(
          `${h1(b('Farmacia San Rocco'))}${p('Your pharmacy in the centre of Cremona since 1921.', 'body-large')}${p('Some pages of our website are only in Italian: products, reserve and collect, our team and the blog.')}`,
          'left',
          40,
        ),
        button('Opening hours', '/en/opening-hours', 'narrow'),
      ]),
      block(
        [
          text(h2('Visiting Cremona?'), 'full', 0),
          text(
            `${h3('Prescriptions from abroad')}${ps(
              'We can dispense prescriptions issued by a doctor in another EU country, as long as the medicine is sold in Italy. Please bring the prescription and an ID.',
              'Prescriptions from outside the EU (for example from the UK, the USA or Switzerland) are not valid in Italy: you need to see an Italian doctor first. At night and at weekends, call the out-of-hours medical service (guardia medica) on 116117.',
            )}`,
            'left',
          ),
          text(
            `${h3('We speak English')}${ps(
              'Just ask at the counter: Sofia also speaks Spanish.',
              'Tax-free shopping is not available for medicines.',
            )}`,
            'right',
            72,
          ),
        ],
        { background: GREEN },
      ),
      block([
        text(
          `${h2('How can we help?')}${ul(
            `${a('Opening hours and duty days', '/en/opening-hours')}`,
            `${a('Services: blood pressure, ECG, tests', '/en/services')}`,
            `${a('Contact us and find us', '/en/contact')}`,
          )}`,
          'full',
          0,
        ),
      ]),
    ],
  },
  {
    path: '/en/opening-hours',
    lang: 'en',
    alternate: '/orari',
    title: 'Opening hours',
    description:
      'Opening hours of Farmacia San Rocco in Cremona, duty days and night service, and the hours of our parafarmacia.',
    blocks: [
      block([text(h1('Opening hours'), 'full', 0)]),
      block([
        text(h2('Pharmacy – Corso Garibaldi 112'), 'full', 0),
        text(
          ps(
            `${b('Monday to Friday:')} 8.30am–12.30pm and 3pm–7.30pm`,
            `${b('Saturday:')} 8.30am–12.30pm and 3.30pm–7pm`,
            `${b('Sunday and public holidays:')} closed, except when we are the duty pharmacy`,
          ),
          'left',
        ),
      ]),
      block(
        [
          text(
            `${h2('Duty pharmacy and night service')}${ps(
              'When we are the duty pharmacy (turno di guardia) we are open from 8.30am to 8pm without a break. At night, ring the bell by the night window on the left of the entrance.',
              'At night there is a call-out fee of €7.50, not charged for prescriptions marked “urgente”.',
            )}`,
            'left',
            0,
          ),
          text(
            `${h3('Our next duty days')}${ul(
              'Sunday 29 November 2026',
              'Saturday 26 December 2026',
              'Sunday 10 January 2027',
              'Sunday 7 February 2027',
            )}${p(`Christmas opening hours: ${a('see our notice (in Italian)', '/blog/orari-di-natale-2026')}.`)}`,
            'right',
            0,
          ),
        ],
        { background: GREEN },
      ),
      block([
        text(
          `${h2('Parafarmacia San Rocco – Cremona Due shopping centre')}${ps(
            `${b('Monday to Saturday:')} 9am–8pm`,
            `${b('Sunday:')} 10am–1pm`,
            `Phone ${a(SR_PARA_PHONE, SR_PARA_PHONE_HREF)}. No prescription medicines at the parafarmacia.`,
          )}`,
          'full',
          0,
        ),
      ]),
    ],
  },
  {
    path: '/en/services',
    lang: 'en',
    alternate: '/servizi',
    title: 'Services',
    description:
      'Blood pressure checks, ECG, holter monitoring, blood tests, rapid tests and equipment hire at Farmacia San Rocco, Cremona.',
    blocks: [
      block([
        text(
          `${h1('Services')}${p('Some services need an appointment: call us or send us a WhatsApp message.')}`,
          'full',
          0,
        ),
      ]),
      block([
        text(
          `${h3('Blood pressure check')}${p('No appointment needed, €2. Free if you are over 75.')}`,
          'left',
          0,
        ),
        text(
          `${h3('ECG')}${p('By appointment, €30. The trace is read by a cardiologist by telemedicine: you get the signed report in about 20 minutes.')}`,
          'right',
          0,
        ),
        text(
          `${h3('24-hour holter monitoring')}${p('By appointment: heart holter €65, blood pressure holter €45.')}`,
          'left',
        ),
        text(
          `${h3('Finger-prick blood tests')}${p('Blood sugar, cholesterol and more, every morning from 8.30am to 11am, no appointment needed.')}`,
          'right',
        ),
        text(
          `${h3('Rapid tests')}${p('COVID-19 antigen test €15, result in 15 minutes, Monday to Friday 9am–11.30am.')}`,
          'left',
        ),
        text(
          `${h3('Equipment hire')}${p('Electric breast pump €2 a day, wheelchair €10 a week; a deposit is required.')}`,
          'right',
        ),
      ]),
      block(
        [
          text(
            `${h3('Coming soon: spirometry')}${p('A lung function test by telemedicine, from spring 2027.')}`,
            'full',
            0,
          ),
        ],
        { background: GREEN },
      ),
    ],
  },
  {
    path: '/en/contact',
    lang: 'en',
    alternate: '/contatti',
    title: 'Contact',
    description: 'Address, phone, WhatsApp and email of Farmacia San Rocco in Cremona, and where to park.',
    blocks: [
      block([text(h1('Contact us'), 'full', 0)]),
      block([
        text(
          ps(
            `${SR_STREET}, ${SR_TOWN}, Italy`,
            `Phone: ${a('+39 0372 431 286', 'tel:+390372431286')}`,
            `WhatsApp (messages only): ${a(`+39 ${SR_WHATSAPP}`, SR_WHATSAPP_HREF)}`,
            `Email: ${a(SR_EMAIL, `mailto:${SR_EMAIL}`)}`,
          ),
          'left',
          0,
        ),
        text(
          `${h3('Getting here')}${ps(
            'By car: the Piazza Marconi underground car park is 300 metres away (paid parking).',
            'By bus: lines 1 and 3, stop Corso Garibaldi.',
            'Step-free entrance with an automatic door.',
          )}`,
          'left',
        ),
        map('Farmacia San Rocco, Corso Giuseppe Garibaldi 112, Cremona', 'right'),
      ]),
    ],
  },
];
