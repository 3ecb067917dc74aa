import {
  button,
  divider,
  heading,
  image,
  KD_BOOKING,
  KD_PHONE,
  type KingsmeadPage,
  p,
  quote,
  type Row,
  section,
  text,
  themed,
  ul,
} from './kingsmead-dental.layout.ts';

/** A line of a fee list: the label and the price in two text blocks side by side, as Fluid Engine places them. */
export const fee = (label: string, price: string): Row => [
  text(p(label)),
  text(`<p class="" style="text-align:right;white-space:pre-wrap;"><strong>${price}</strong></p>`),
];

/** The page title and intro band every inner page starts with. */
export const hero = (title: string, intro: string, file = 'kingsmead-reception-bright.jpg') =>
  themed('light-bold', [text(`<h1 style="white-space:pre-wrap;">${title}</h1>${p(intro)}`), image(file, '')]);

/** The home page and the pages about joining, paying and being treated. */
export const kingsmeadPages: KingsmeadPage[] = [
  {
    path: '/',
    title: 'Dentist in Bath | NHS &amp; Private Dental Care',
    description:
      'Kingsmead Dental Practice: an independent NHS and private dentist in the centre of Bath. Now accepting new private patients.',
    alternates: { en: '/', it: '/it' },
    body: `${themed(
      'dark',
      [
        text(
          `<h1 style="white-space:pre-wrap;">Friendly, independent dentistry in the heart of Bath</h1>${p(
            'NHS and private dental care on Kingsmead Terrace since 1994, five minutes&rsquo; walk from Bath Spa station.',
          )}`,
        ),
        image('kingsmead-terrace-front.jpg', 'The front of Kingsmead Dental Practice on Kingsmead Terrace'),
      ],
      [
        button('Register as a new patient', '/new-patients'),
        button('Book online', '/book-online', 'secondary'),
      ],
    )}
${section(
  heading('Check-ups'),
  text(
    'A routine private check-up is £65. NHS check-ups are charged at Band 1, £27.90. <a href="/fees">See all our fees</a>.',
  ),
  heading('The Kingsmead Care Plan'),
  text(
    'Two check-ups and two hygienist visits a year, and 10% off treatment, for £17.50 a month. <a href="/dental-plan">How the plan works</a>.',
  ),
  heading('In pain?'),
  text(
    'We keep same-day emergency appointments free every weekday morning. Call us at 8am on <a href="tel:+441632960418">01632 960418</a>.',
  ),
)}
${themed('light', [
  text(
    `<h2 style="white-space:pre-wrap;">Appointments that fit around work</h2>${p(
      'We stay open until 7.30pm every Wednesday, and we open on the first Saturday of every month for check-ups and hygiene appointments.',
    )}`,
  ),
  text(
    `<h2 style="white-space:pre-wrap;">NHS patients</h2>${p(
      'Our NHS list is currently closed to adults, but we are still taking on <strong>children under 18</strong> as NHS patients. <a href="/new-patients">Registering with us</a>.',
    )}`,
  ),
])}
${section(
  heading('What our patients say', 'h2'),
  quote(
    'I used to dread the dentist. Dr Raman did my fillings under sedation and I honestly didn&rsquo;t mind going back for the next one.',
    'Claire M., Google review',
  ),
  text('Rated 4.9 out of 5 from 318 Google reviews. <a href="/reviews">Read more reviews</a>.'),
)}
${themed('light', [
  text(
    `<h3 style="white-space:pre-wrap;">Parliamo italiano</h3>${p(
      'La dott.ssa Giulia Ferraro parla italiano. <a href="/it">Visita il nostro sito in italiano</a> &middot; <a href="/it/studenti-italiani">Studenti italiani a Bath</a>',
    )}`,
  ),
])}`,
  },
  {
    path: '/new-patients',
    title: 'New Patients',
    description:
      'Join Kingsmead Dental Practice in Bath. We are accepting new private patients, and children under 18 on the NHS.',
    alternates: { en: '/new-patients', it: '/it/nuovi-pazienti' },
    body: `${hero('New patients', 'We are currently accepting new <strong>private</strong> patients. Here&rsquo;s how to join us.')}
${section(
  heading('Joining as a private patient'),
  text(
    p(
      'You can join us as a pay-as-you-go private patient, paying our <a href="/fees">private fees</a> for each appointment, or spread the cost of your routine care with the <a href="/dental-plan">Kingsmead Care Plan</a>.',
      'Register online using the form below or call reception on 01632 960418, and we&rsquo;ll book your first appointment.',
    ),
  ),
  heading('NHS places'),
  text(
    p(
      'Our NHS list is <strong>closed to adults</strong> (anyone aged 18 or over). We are not keeping a waiting list for adult NHS places, so we can&rsquo;t add your name to one. To find an NHS dentist taking on adults, use the NHS &lsquo;Find a dentist&rsquo; service or call NHS 111.',
      'Our NHS list is <strong>open for children under 18</strong>. NHS dental treatment is free for under-18s. A parent or guardian needs to come to the first appointment with them, but you don&rsquo;t need to be registered with us yourself.',
    ),
  ),
  heading('Your first appointment'),
  text(
    p(
      'The new patient examination costs £95 and takes 45 minutes. It includes any X-rays we need, a gum health check, mouth cancer screening and a written treatment plan with the costs of anything we recommend.',
      'Please arrive 10 minutes early and bring a list of any medicines you take. We&rsquo;ll email you our medical history form to fill in before you come.',
      'If you&rsquo;re moving from another practice, we can ask them for your records and recent X-rays with your consent.',
    ),
  ),
  heading('Students'),
  text(
    'We see lots of students from the University of Bath and Bath Spa University. Studenti italiani? <a href="/it/studenti-italiani">Leggete la nostra pagina in italiano</a>.',
  ),
  [button('Register online', KD_BOOKING), button('Call 01632 960418', 'tel:+441632960418', 'secondary')],
)}`,
  },
  {
    path: '/nhs-dentistry',
    title: 'NHS Dentistry &amp; NHS Charges',
    description:
      'NHS dental charges in England from 1 April 2026: Band 1, Band 2, Band 3 and urgent treatment. Who gets free NHS dental care.',
    body: `${hero('NHS dentistry', 'We have been an NHS practice since we opened, alongside our private patients.')}
${section(
  heading('NHS charges in England'),
  text(
    'These charges are set by the government and are the same at every NHS dental practice in England. They apply from 1 April 2026.',
  ),
  fee(
    '<strong>Band 1</strong>: examination, diagnosis, X-rays and advice, and a scale and polish if it is clinically needed',
    '£27.90',
  ),
  fee(
    '<strong>Band 2</strong>: everything in Band 1, plus fillings, root canal treatment and extractions',
    '£76.60',
  ),
  fee('<strong>Band 3</strong>: everything in Bands 1 and 2, plus crowns, dentures and bridges', '£332.10'),
  fee('<strong>Urgent treatment</strong>', '£27.90'),
  text(
    'You pay one charge for each course of treatment, even if it takes several visits. NHS charges are paid in full at the first appointment of the course.',
  ),
)}
${section(
  heading('Who gets free NHS dental treatment?'),
  text(
    `${p('You don&rsquo;t pay NHS charges if, when your treatment starts, you are:')}${ul(
      'under 18, or under 19 and in full-time education',
      'pregnant, or have had a baby in the last 12 months (with a valid maternity exemption certificate)',
      'getting Income Support, income-related Employment and Support Allowance, income-based Jobseeker&rsquo;s Allowance or Pension Credit Guarantee Credit',
      'getting Universal Credit and meet the earnings criteria',
      'named on a valid HC2 certificate (an HC3 certificate gives partial help)',
    )}${p('We will ask you to show proof. If you claim free treatment you are not entitled to, the NHS can issue a penalty charge.')}`,
  ),
  heading('What the NHS doesn&rsquo;t cover'),
  text(
    p(
      'Cosmetic treatments such as teeth whitening, Invisalign for adults and dental implants are not available on the NHS. On the NHS, back teeth are usually filled with amalgam (silver) fillings; white fillings on back teeth are provided privately.',
      'Our hygienist, Hannah, sees private patients only. If your dentist decides you need a scale and polish for clinical reasons, it is included in your Band 1 or Band 2 charge and done by the dentist.',
    ),
  ),
  heading('Joining as an NHS patient'),
  text(
    'Our NHS list is closed to new adult patients. We are still registering children under 18 on the NHS. See <a href="/new-patients">new patients</a>.',
  ),
)}`,
  },
  {
    path: '/fees',
    title: 'Private Fees',
    description:
      'Private dental fees at Kingsmead Dental Practice, Bath: check-ups, hygienist, white fillings, crowns, root canal, extractions, implants, Invisalign and whitening.',
    alternates: { en: '/fees', it: '/it/tariffe' },
    body: `${hero('Private fees', 'Our private fee list, from 1 April 2026. NHS charges are on our <a href="/nhs-dentistry">NHS dentistry</a> page.')}
${section(
  heading('Examinations'),
  fee('New patient examination (45 minutes, including X-rays)', '£95'),
  fee('Routine check-up', '£65'),
  fee('Child check-up (under 18)', '£35'),
  fee('Emergency appointment', '£95'),
  fee('Small X-ray (each)', '£15'),
  divider(),
  heading('Hygiene'),
  fee('Scale and polish with the hygienist (30 minutes)', '£75'),
  fee('Extended hygiene appointment (45 minutes)', '£105'),
  fee('Airflow stain removal (added to a hygiene appointment)', '£45'),
  divider(),
  heading('Fillings, crowns &amp; root canal'),
  fee('White filling, small', '£145'),
  fee('White filling, large', '£195'),
  fee('Porcelain crown', '£795'),
  fee('Zirconia crown', '£895'),
  fee('Root canal treatment, front tooth', '£395'),
  fee('Root canal treatment, premolar', '£525'),
  fee('Root canal treatment, molar', 'from £695'),
  fee('Partial denture (chrome cobalt)', '£1,250'),
  divider(),
  heading('Extractions'),
  fee('Simple extraction', '£150'),
  fee('Surgical extraction (including wisdom teeth)', 'from £295'),
)}
${section(
  heading('Implants, Invisalign, whitening &amp; sedation'),
  [
    text(
      p(
        'Single dental implant, including the crown',
        'Implant consultation with 3D scan',
        'Invisalign Lite',
        'Invisalign Comprehensive',
        'Teeth whitening home kit',
        'IV sedation (per session)',
      ),
    ),
    text(
      `<p class="" style="text-align:right;white-space:pre-wrap;">from £2,495</p><p class="" style="text-align:right;white-space:pre-wrap;">£150</p><p class="" style="text-align:right;white-space:pre-wrap;">from £2,950</p><p class="" style="text-align:right;white-space:pre-wrap;">from £3,950</p><p class="" style="text-align:right;white-space:pre-wrap;">£350</p><p class="" style="text-align:right;white-space:pre-wrap;">£295</p>`,
    ),
  ],
  text(
    p(
      '<strong>Kingsmead Care Plan members</strong> get 10% off everything on this page except implants, Invisalign, whitening and sedation. See <a href="/dental-plan">the plan</a>.',
      'These are guide prices. We always give you a written treatment plan and estimate before we start. Missed appointments and late cancellations are charged as set out in our <a href="/cancellation-policy">cancellation policy</a>.',
    ),
  ),
  button('Payment &amp; finance', '/payment-and-finance', 'secondary'),
)}`,
  },
  {
    path: '/dental-plan',
    title: 'Kingsmead Care Plan',
    description:
      'The Kingsmead Care Plan: your check-ups, hygienist visits and emergency appointments for a monthly fee, with 10% off treatment.',
    body: `${hero('The Kingsmead Care Plan', 'Spread the cost of looking after your teeth with a simple monthly payment.')}
${section(
  [
    text(
      `<h3 style="white-space:pre-wrap;">Adults</h3><p class="sqsrte-large" style="white-space:pre-wrap;"><strong>£17.50</strong> a month</p>`,
    ),
    text(
      `<h3 style="white-space:pre-wrap;">Children under 18</h3><p class="sqsrte-large" style="white-space:pre-wrap;"><strong>£8.50</strong> a month</p>`,
    ),
  ],
  heading('What&rsquo;s included'),
  text(
    ul(
      'Two check-ups a year with your dentist',
      'Two 30-minute hygienist appointments a year (scale and polish)',
      'Routine X-rays',
      'Emergency appointments during our opening hours at no extra charge',
      '10% off private treatment (not implants, Invisalign, whitening or sedation)',
      'Worldwide dental injury and emergency insurance, arranged by the plan administrator',
    ),
  ),
  heading('What isn&rsquo;t included'),
  text(
    'Treatment itself (fillings, crowns, root canal and so on) is charged at our <a href="/fees">private fees</a> less your 10% discount. Laboratory fees are charged in full.',
  ),
  heading('The small print'),
  text(
    p(
      'The plan has a <strong>minimum term of 12 months</strong>. After that you can cancel at any time by giving one month&rsquo;s notice.',
      'There is no joining fee. You pay monthly by Direct Debit, and the plan is administered for us by Chalkwell Dental Plans Ltd.',
      'The plan is for private patients. It can&rsquo;t be used alongside NHS treatment.',
      'If you cancel before the end of the first 12 months, we will charge for any check-ups and hygiene visits you have had at our normal fees, less what you have already paid.',
    ),
  ),
  button('Join the plan', KD_BOOKING),
)}`,
  },
  {
    path: '/emergency-appointments',
    title: 'Emergency Dentist in Bath',
    description:
      'Same-day emergency dental appointments every weekday morning at Kingsmead Dental Practice, Bath. Call at 8am. Out of hours, call NHS 111.',
    alternates: { en: '/emergency-appointments', it: '/it/emergenze' },
    body: `${hero('Dental emergencies', 'Toothache, a swollen face, a broken tooth or a crown that has come off? We can usually see you the same day.', 'kingsmead-surgery-one.jpg')}
${section(
  heading('Same-day emergency appointments'),
  text(
    p(
      `We keep emergency appointments free <strong>every weekday morning</strong>, Monday to Friday. Call us at <strong>8am</strong>, when our phone lines open, on ${KD_PHONE}. The slots go quickly and are given out on a first come, first served basis.`,
      'Emergency appointments can&rsquo;t be booked online or by email, and there are no emergency appointments at our Saturday clinic.',
    ),
  ),
  heading('What it costs'),
  fee('Private emergency appointment', '£95'),
  fee('NHS urgent treatment (our registered NHS patients)', '£27.90'),
  fee('Kingsmead Care Plan members', 'No charge'),
  text(
    p(
      'The £95 emergency appointment covers the examination, any X-rays needed and treatment to get you out of pain. Any further treatment is charged separately.',
      'Not one of our patients? We&rsquo;ll see you as a private emergency patient if we have a slot. If you need NHS urgent care and you aren&rsquo;t one of our NHS patients, call NHS 111.',
    ),
  ),
)}
${themed('light', [
  text(
    `<h3 style="white-space:pre-wrap;">When we&rsquo;re closed</h3>${p(
      'In the evenings, at weekends and on bank holidays, call <strong>NHS 111</strong>. They can book you into the urgent dental care service. We don&rsquo;t run our own out-of-hours service.',
      'Go to A&amp;E or call 999 if you have swelling that affects your breathing, your swallowing or your eye, bleeding that won&rsquo;t stop, or a serious injury to your face or head.',
    )}`,
  ),
  text(
    `<h3 style="white-space:pre-wrap;">Knocked-out tooth?</h3>${p(
      'If an adult tooth is knocked out, hold it by the crown (the white part), rinse it in milk, and push it back into place if you can. If not, keep it in milk and call us straight away: it needs to be seen within an hour. Don&rsquo;t put a baby tooth back.',
    )}`,
  ),
])}`,
  },
  {
    path: '/nervous-patients',
    title: 'Nervous Patients &amp; Sedation',
    description:
      'Nervous of the dentist? Gentle care and IV sedation with Dr Priya Raman at Kingsmead Dental Practice, Bath.',
    body: `${hero('Nervous about the dentist?', 'You&rsquo;re not alone, and you won&rsquo;t be judged. Tell us when you book and we&rsquo;ll go at your pace.')}
${section(
  heading('How we help'),
  text(
    ul(
      'A longer first appointment just to talk, with no treatment unless you want it',
      'An agreed stop signal: raise your hand and we stop',
      'Headphones and your own music',
      'The first or last appointment of the day, when the waiting room is quiet',
    ),
  ),
  heading('IV sedation'),
  text(
    p(
      'Dr Priya Raman provides IV (intravenous) sedation on <strong>Tuesday afternoons</strong>. Sedation makes you deeply relaxed and drowsy, and most people remember little of their treatment.',
      'You&rsquo;ll have a free 20-minute sedation assessment first. Sedation costs <strong>£295 per session</strong>, on top of the fee for the treatment itself.',
      'You must bring an adult escort who will take you home and stay with you for the rest of the day. Don&rsquo;t drive, cycle, drink alcohol or sign important documents for 24 hours afterwards.',
      'We can only sedate adults aged 18 and over, and not during pregnancy.',
    ),
  ),
  heading('What we don&rsquo;t offer'),
  text(
    'We don&rsquo;t offer inhalation sedation (&lsquo;gas and air&rsquo; or &lsquo;happy gas&rsquo;) or treatment under general anaesthetic.',
  ),
  heading('Sedation on the NHS'),
  text(
    'Sedation at Kingsmead is private only. If you are one of our NHS patients and need sedation, your dentist can refer you to the Community Dental Service for Bath and North East Somerset. Waiting times for NHS sedation are currently around 6 months. The Community Dental Service also sees very anxious children, again by referral.',
  ),
)}`,
  },
  {
    path: '/treatments',
    title: 'Dental Treatments',
    description:
      'Check-ups, hygiene, white fillings, crowns, root canal treatment, extractions, dentures, implants, Invisalign and whitening in Bath.',
    body: `${hero('Our treatments', 'Everything from check-ups to implants, under one roof on Kingsmead Terrace.')}
${section(
  heading('Check-ups and hygiene'),
  text(
    'We recommend a check-up every 6 to 12 months, depending on your mouth. Our hygienist Hannah Cole cleans below the gum line, removes staining and shows you how to keep your gums healthy. You can book her directly, without seeing a dentist first.',
  ),
  heading('Fillings'),
  text(
    'We use tooth-coloured composite for white fillings. Most fillings take 30 to 45 minutes with a local anaesthetic.',
  ),
  heading('Crowns'),
  text(
    'A crown covers and protects a weak or heavily filled tooth. We make porcelain and zirconia crowns with a local Bath laboratory. A crown needs two visits, about two weeks apart; you&rsquo;ll have a temporary crown in between.',
  ),
  heading('Root canal treatment'),
  text(
    'Root canal treatment removes infected nerve tissue from inside the tooth so it can be kept. Front teeth usually take one visit, back teeth two. Very complex cases are referred to a specialist endodontist.',
  ),
  heading('Extractions'),
  text(
    'Most extractions are simple and done under local anaesthetic. Wisdom teeth that are impacted may need a surgical extraction; some are referred to the oral surgery department at the Royal United Hospital.',
  ),
  heading('Dentures'),
  text(
    'Acrylic and chrome cobalt partial dentures, and full dentures. Most dentures take four or five visits.',
  ),
  heading('Implants, Invisalign and whitening'),
  text(
    'See <a href="/implants">dental implants</a>, <a href="/invisalign">Invisalign</a> and <a href="/teeth-whitening">teeth whitening</a>. Prices for all our treatments are on our <a href="/fees">fees page</a>.',
  ),
)}`,
  },
  {
    path: '/implants',
    title: 'Dental Implants in Bath',
    description:
      'Single tooth dental implants with Dr Alistair Wren. From £2,495 including the crown. 0% finance.',
    body: `${hero('Dental implants', 'A fixed, natural-looking replacement for a missing tooth, placed here in Bath by Dr Alistair Wren.', 'kingsmead-surgery-one.jpg')}
${section(
  heading('What it costs'),
  text(
    p(
      'A single implant, including the crown, costs <strong>from £2,495</strong>. Your first step is an implant consultation with a 3D scan, which costs £150.',
      'Implants are not available on the NHS. You can spread the cost with 0% finance over 12 months: see <a href="/payment-and-finance">payment &amp; finance</a>. We take a 25% deposit when you decide to go ahead.',
    ),
  ),
  heading('How long it takes'),
  text(
    'The implant is placed under local anaesthetic in about an hour. It then needs to bond with the bone, so the crown is usually fitted 3 to 6 months later. If you need a bone graft first, it takes longer.',
  ),
  heading('Is it right for me?'),
  text(
    'Most adults with good general health can have an implant. Smoking and uncontrolled diabetes make implants more likely to fail, and we&rsquo;ll talk this through at your consultation.',
  ),
  button('Book an implant consultation', '/book-online'),
)}`,
  },
  {
    path: '/invisalign',
    title: 'Invisalign Clear Aligners',
    description: 'Invisalign clear aligners with Dr Giulia Ferraro in Bath. Invisalign Lite from £2,950.',
    body: `${hero('Invisalign', 'Straighter teeth with clear, removable aligners, with Dr Giulia Ferraro.')}
${section(
  heading('Prices'),
  fee('Invisalign Lite (minor crowding and gaps, up to 7 months)', 'from £2,950'),
  fee('Invisalign Comprehensive (more complex cases)', 'from £3,950'),
  fee('Invisalign consultation with iTero 3D scan', '£50'),
  text(
    p(
      'The £50 consultation fee is taken off the cost of your treatment if you go ahead. Your first set of retainers is included.',
      'Invisalign is a private treatment, not available on the NHS. 0% finance is available over 12 months.',
    ),
  ),
  heading('How it works'),
  text(
    'You wear each set of aligners for 20 to 22 hours a day and change to the next set every one or two weeks. We check your progress every 6 to 8 weeks. Dr Ferraro treats adults only.',
  ),
)}`,
  },
  {
    path: '/teeth-whitening',
    title: 'Teeth Whitening',
    description: 'Professional home teeth whitening kits at Kingsmead Dental Practice, Bath. £350.',
    body: `${hero('Teeth whitening', 'Safe, professional whitening you do at home with trays made for your teeth.')}
${section(
  heading('Home whitening kit'),
  fee('Home whitening kit: custom trays, whitening gel and review appointment', '£350'),
  fee('Top-up gel (4 syringes)', '£30'),
  text(
    p(
      'We take moulds of your teeth and make trays that fit exactly. You wear them with the gel for an hour a day, or overnight, for 2 to 3 weeks.',
      'You need to have had a check-up with us in the last 12 months before we can start whitening.',
    ),
  ),
  heading('Good to know'),
  text(
    ul(
      'We don&rsquo;t offer in-surgery &lsquo;power&rsquo; or laser whitening: home whitening gives a more even result.',
      'By law, teeth whitening can&rsquo;t be provided for anyone under 18.',
      'Whitening only works on natural teeth. Crowns, veneers and fillings stay the same colour.',
      'Whitening isn&rsquo;t available on the NHS.',
    ),
  ),
)}`,
  },
  {
    path: '/payment-and-finance',
    title: 'Payment &amp; Finance',
    description:
      'How to pay at Kingsmead Dental Practice, deposits, and 0% finance on private treatment over £1,000.',
    body: `${hero('Payment &amp; finance', 'How to pay, and how to spread the cost of larger treatment.')}
${section(
  heading('How you can pay'),
  text(
    p(
      'We accept Visa, Mastercard and American Express credit and debit cards, contactless, Apple Pay, Google Pay and cash. <strong>We no longer accept cheques.</strong>',
      'Private treatment is paid for at each appointment. NHS charges are paid in full at the first appointment of your course of treatment. Kingsmead Care Plan fees are paid monthly by Direct Debit.',
    ),
  ),
  heading('Deposits'),
  text(
    'For treatment that involves laboratory work or several visits (crowns, dentures, implants and Invisalign) we ask for a <strong>25% deposit</strong> when you book. The deposit can&rsquo;t be refunded once laboratory work has started.',
  ),
  heading('0% finance'),
  text(
    p(
      'Spread the cost of private treatment over &pound;1,000 with <strong>0% interest-free finance over 12 months</strong>, through Avonvale Finance.',
      'Longer terms of 24 to 60 months are available at 9.9% APR representative.',
      'Finance is subject to status. You need to be 18 or over and live in the UK. You can apply at the practice on a tablet and usually have a decision in a few minutes.',
    ),
  ),
  text(
    '<p class="sqsrte-small" style="white-space:pre-wrap;">Kingsmead Dental Practice Ltd is an introducer appointed representative of Avonvale Finance Ltd, which is authorised and regulated by the Financial Conduct Authority. We introduce you to Avonvale Finance only and do not receive commission.</p>',
  ),
)}`,
  },
  {
    path: '/cancellation-policy',
    title: 'Cancellation Policy',
    description: 'Please give us 48 hours’ notice to cancel or move an appointment.',
    body: `${hero('Cancellation policy', 'Missed appointments are time another patient could have had.')}
${section(
  heading('48 hours&rsquo; notice'),
  text(
    'Please give us at least <strong>48 hours&rsquo; notice</strong> if you need to cancel or move an appointment. You can call us or reply to your reminder text, which we send 3 days before your appointment. Voicemails and emails left when we&rsquo;re closed are picked up on the next working day, so the 48 hours count from then.',
  ),
  heading('Private patients'),
  text(
    p(
      'If you miss an appointment or cancel with less than 48 hours&rsquo; notice, we charge a missed-appointment fee of <strong>£45</strong>. For appointments of an hour or more, including sedation sessions, the fee is £90.',
    ),
  ),
  heading('NHS patients'),
  text(
    'We can&rsquo;t charge a fee for a missed NHS appointment. But if you miss two NHS appointments within 12 months without letting us know, we may not be able to offer you any more NHS appointments.',
  ),
  heading('Running late?'),
  text(
    'If you arrive more than 10 minutes late we may have to rebook you, and the appointment will count as missed.',
  ),
)}`,
  },
];
