import {
  button,
  classic,
  KD_EMAIL,
  KD_PHONE,
  type KingsmeadPage,
  p,
  text,
  ul,
} from './kingsmead-dental.layout.ts';

const h2 = (title: string) => `<h2 style="white-space:pre-wrap;">${title}</h2>`;
const h3 = (title: string) => `<h3 style="white-space:pre-wrap;">${title}</h3>`;

/** The complaints procedure, privacy notice, cookie policy and terms, still in the classic editor. */
export const kingsmeadLegal: KingsmeadPage[] = [
  {
    path: '/complaints',
    title: 'Complaints Procedure',
    description:
      'How to make a complaint to Kingsmead Dental Practice, and where to go if you are not satisfied.',
    body: classic(
      text(
        `<h1 style="white-space:pre-wrap;">Complaints procedure</h1>${p(
          'We hope you are happy with the care you receive. If you are not, please tell us: we take every complaint seriously and use them to improve. Making a complaint will not affect your treatment.',
        )}${h3('How to complain')}${p(
          `Speak to any member of the team, or contact our practice manager, Sarah Whitlock, by phone on ${KD_PHONE}, by email to ${KD_EMAIL}, or in writing to 11 Kingsmead Terrace, Bath BA1 1EN.`,
          'We will acknowledge your complaint within 3 working days and aim to give you a full response within 10 working days. If we need longer, we will tell you why and agree a new date with you.',
        )}${h3('If you are not satisfied: NHS treatment')}${p(
          'You can complain about NHS treatment directly to the commissioner instead of us: NHS Bath and North East Somerset, Swindon and Wiltshire Integrated Care Board (BSW ICB). If you are still unhappy after the practice or the ICB has responded, you can ask the Parliamentary and Health Service Ombudsman to look at your complaint.',
        )}${h3('If you are not satisfied: private treatment')}${p(
          'The Dental Complaints Service, run by the General Dental Council, offers a free and impartial service to help private patients and dental professionals settle complaints about private dental care.',
        )}${h3('Concerns about a dental professional')}${p(
          'If you are worried about a professional&rsquo;s fitness to practise, you can raise it with the General Dental Council. Concerns about the safety or quality of care can also be shared with the Care Quality Commission.',
        )}`,
      ),
    ),
  },
  {
    path: '/privacy-policy',
    title: 'Privacy Notice',
    description: 'How Kingsmead Dental Practice collects, uses and protects your personal information.',
    body: classic(
      text(
        `<h1 style="white-space:pre-wrap;">Privacy notice</h1>${p(
          'Kingsmead Dental Practice Ltd is the data controller for the personal information we hold about you. We are registered with the Information Commissioner&rsquo;s Office (ICO), registration number ZB417726. Our data protection lead is our practice manager, Sarah Whitlock.',
        )}${h2('What we hold')}${ul(
          'Your name, address, date of birth, contact details and GP details',
          'Your medical history, dental records, X-rays, photographs and treatment plans',
          'Payment information and, for NHS patients, your exemption status',
          'Recordings of phone calls, kept for 90 days for training and quality',
        )}${h2('Why we hold it')}${p(
          'To provide you with safe dental care, to claim NHS payments, to take payment and to contact you about your appointments. Our lawful bases are the provision of health care and our legal obligations.',
        )}${h2('Who we share it with')}${p(
          'NHS England and the NHS Business Services Authority (for NHS treatment and claims), laboratories making your crowns or dentures, specialists we refer you to, our plan administrator Chalkwell Dental Plans Ltd (for plan members), and our finance partner if you apply for finance. We never sell your information.',
        )}${h2('How long we keep it')}${p(
          'We keep adult dental records for 11 years after your last visit, and children&rsquo;s records until their 25th birthday or for 11 years, whichever is longer.',
        )}${h2('Your rights')}${p(
          'You can ask to see the information we hold about you, ask us to correct it, and in some cases object to how we use it. To make a request, write to our practice manager. If you are unhappy with how we have handled your information, you can complain to the ICO.',
        )}`,
      ),
    ),
  },
  {
    path: '/cookie-policy',
    title: 'Cookie Policy',
    description: 'The cookies this website uses.',
    body: classic(
      text(
        `<h1 style="white-space:pre-wrap;">Cookie policy</h1>${p(
          'This website is built with Squarespace. Like most websites it uses small files called cookies.',
        )}${h3('Essential cookies')}${p(
          'These make the site work, for example remembering your cookie choice (ss_cookieAllowed) and protecting forms from misuse (crumb). They can&rsquo;t be switched off.',
        )}${h3('Analytics cookies')}${p(
          'With your consent, Squarespace Analytics cookies (ss_cvr, ss_cvt) tell us how many people visit and which pages they read. They expire after 2 years and 30 minutes respectively.',
        )}${h3('Third parties')}${p(
          'Our booking page loads the Smilebook booking system and our find us page loads Google Maps, which may set their own cookies.',
          'You can change your choice at any time with the &lsquo;Manage cookies&rsquo; button in the cookie banner.',
        )}`,
      ),
    ),
  },
  {
    path: '/terms',
    title: 'Terms &amp; Conditions',
    description: 'Terms and conditions of treatment at Kingsmead Dental Practice.',
    body: classic(
      text(
        `<h1 style="white-space:pre-wrap;">Terms &amp; conditions</h1>${p(
          '<em>Last updated March 2019</em>',
          'These terms apply to all patients of the Practice. By booking an appointment you agree to them.',
        )}${h3('1. Appointments')}${p(
          '1.1 Patients are asked to give at least 24 hours&rsquo; notice of any cancellation.',
          '1.2 Appointments missed or cancelled without 24 hours&rsquo; notice will be charged at £30, which must be paid before a further appointment is made.',
          '1.3 The Practice reserves the right to decline to treat patients who repeatedly fail to attend.',
        )}${h3('2. Fees and payment')}${p(
          '2.1 Fees are payable at the time of treatment unless otherwise agreed in writing.',
          '2.2 Payment may be made by cash, debit or credit card, or by cheque supported by a valid cheque guarantee card.',
          '2.3 Estimates are valid for 3 months. Treatment plans may change if further treatment proves necessary.',
        )}${h3('3. Laboratory work')}${p(
          '3.1 A deposit may be required before laboratory work is commissioned.',
        )}${h3('4. Guarantees')}${p(
          '4.1 Private fillings and crowns are guaranteed for 12 months, provided the patient attends regular examinations and follows the advice given.',
        )}${h3('5. General')}${p(
          '5.1 The Practice operates a zero-tolerance policy towards abusive or violent behaviour towards staff.',
          '5.2 These terms are governed by the law of England and Wales.',
        )}`,
      ),
    ),
  },
];

export const kingsmeadNotFound: KingsmeadPage = {
  path: '/404',
  title: 'Page Not Found',
  description: 'Page not found.',
  body: classic(
    text(
      `<h1 style="white-space:pre-wrap;">We couldn&rsquo;t find the page you were looking for.</h1>${p(
        `This is either because there is an error in the URL, or the page has moved. Try the menu above, or call us on ${KD_PHONE}.`,
      )}`,
    ),
    button('Back to the home page', '/'),
  ),
};
