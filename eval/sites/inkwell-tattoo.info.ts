import {
  accent,
  b,
  bigText,
  buttons,
  container,
  divider,
  form,
  type InkPage,
  image,
  link,
  list,
  priceRows,
  text,
} from './inkwell-tattoo.layout.ts';

/* ── Booking ────────────────────────────────────────────────────────────────────────────────────────── */

const booking: InkPage = {
  path: '/booking',
  title: 'Book a Tattoo | Inkwell Tattoo Collective',
  description:
    'How to book a tattoo at Inkwell Tattoo Collective in Brighton: the request form, free consultations and how deposits work.',
  blocks: [
    text('Book a tattoo', 1, 'h1'),
    text(
      'Tell us about your idea and we’ll match you with the right artist. For piercings, just walk in or book a set time with the same form.',
    ),
    bigText('How it works'),
    list(
      [
        'Fill in the form below: your idea, where on your body, roughly how big, and which artist you’d like (or “any”).',
        'We reply within 3 working days with a quote and the dates we have.',
        'To confirm your date, pay your deposit through the secure link we email you.',
        'Your artist draws your design in the week before your appointment and shows you on the day, with time for changes.',
      ],
      true,
    ),
    text(
      `${b('Not sure yet?')} Book a free 15-minute consultation, in the studio or on a video call. Just say so in the form.`,
    ),
    divider(),
    text('Deposits', 2, 'h2'),
    priceRows([
      ['Appointments up to 3 hours', '£50'],
      ['Day sessions', '£100'],
      ['Guest artist appointments', '£100'],
    ]),
    text(`Your deposit is ${accent('non-refundable')}. It comes off the price of your last session.`),
    text(
      'You can move your appointment once, as long as you give us at least 48 hours’ notice, and your deposit moves with it. With less notice, or if you need to move it a second time, the deposit is lost and you’ll need to pay a new one to rebook.',
    ),
    text(
      'Deposits are paid online by card through the link we send you. We can’t take deposits in cash or over the phone.',
    ),
    text(`Please read our ${link('studio policies', '/policies')} before you book.`, 4),
    divider(),
    bigText('Request a booking'),
    form(
      'form01',
      [
        { name: 'name', type: 'text', placeholder: 'Your name', required: true },
        { name: 'email', type: 'email', placeholder: 'Email', required: true },
        { name: 'phone', type: 'tel', placeholder: 'Phone' },
        {
          name: 'artist',
          type: 'select',
          placeholder: 'Which artist?',
          options: ['Mara', 'Dex', 'Juno', 'Ollie', 'Guest artist', 'Piercing with Sasha', 'Any'],
          required: true,
        },
        {
          name: 'idea',
          type: 'textarea',
          placeholder: 'Your idea: what, where on your body and roughly how big',
          required: true,
        },
        { name: 'consultation', type: 'checkbox', placeholder: 'I’d like a free consultation first' },
        {
          name: 'age',
          type: 'checkbox',
          placeholder: 'I’m 18 or over (under-18s booking a piercing: a parent or guardian fills this in)',
          required: true,
        },
      ],
      'Send request',
      'Thank you! We’ll be in touch within 3 working days.',
    ),
  ],
};

/* ── Studio policies ────────────────────────────────────────────────────────────────────────────────── */

const policies: InkPage = {
  path: '/policies',
  title: 'Studio Policies | Inkwell Tattoo Collective',
  description: 'Our studio policies: age and ID, deposits, rescheduling, lateness and first tattoos.',
  blocks: [
    text('Studio policies', 1, 'h1'),
    text('Last updated September 2026', 4),
    bigText('Age and ID'),
    text(
      'You must be 18 or over to be tattooed, no exceptions, even with a parent’s consent. We ask anyone who looks under 25 for photo ID (passport, driving licence or PASS card). No ID, no tattoo, and the deposit is lost.',
    ),
    text(`Piercing has its own age rules: see the ${link('piercing page', '/piercing')}.`),
    bigText('Under-18s in the studio'),
    text(
      'Apart from young people booked in for a piercing with their parent or guardian, we can’t have under-18s in the studio, not even as company.',
    ),
    bigText('First tattoos'),
    text(
      'We don’t tattoo hands, neck or face as anyone’s first tattoo. We’re happy to talk about them once you’ve got other work.',
    ),
    bigText('Deposits and rescheduling'),
    text(
      'Deposits are non-refundable and come off your last session. You can move your appointment once with at least 48 hours’ notice, and your deposit moves with it.',
    ),
    bigText('Running late'),
    text(
      'Please call us if you’re running late. If you’re more than 30 minutes late we may have to cancel your appointment, and you’ll lose your deposit.',
    ),
    bigText('If we have to cancel'),
    text(
      'If your artist is ill or we have to cancel for any reason, your deposit moves to your new date, or we refund it in full: your choice.',
    ),
    bigText('On the day'),
    list([
      'We won’t tattoo or pierce anyone who is drunk or under the influence.',
      'Please don’t use numbing cream unless you’ve agreed it with your artist first.',
      'Touch-ups are free within 3 months if you’ve followed our aftercare.',
      'We photograph finished work for our Instagram. Tell your artist if you’d rather we didn’t.',
    ]),
  ],
};

/* ── Aftercare ──────────────────────────────────────────────────────────────────────────────────────── */

const aftercare: InkPage = {
  path: '/aftercare',
  title: 'Aftercare | Inkwell Tattoo Collective',
  description: 'How to look after your new tattoo or piercing while it heals.',
  blocks: [
    text('Aftercare', 1, 'h1'),
    text('You’ll also get a printed aftercare sheet on the day. Keep it somewhere handy!'),
    text('Your new tattoo', 2, 'h2'),
    container(
      [
        [text(b('Second-skin film'))],
        [
          text(
            'Most tattoos leave the studio under a clear second-skin film. Leave it on for 3 to 5 days, then peel it off slowly in a warm shower. If your artist used cling film instead, take it off after 2 to 3 hours.',
          ),
        ],
      ],
      { style: 1 },
    ),
    container(
      [
        [text(b('Washing'))],
        [
          text(
            'Wash your tattoo gently 2 to 3 times a day with lukewarm water and a fragrance-free soap, then pat it dry with clean kitchen roll. Never use a bath towel.',
          ),
        ],
      ],
      { style: 1 },
    ),
    container(
      [
        [text(b('Moisturising'))],
        [
          text(
            'Once it starts to feel tight, rub in a thin layer of fragrance-free moisturiser 2 to 3 times a day. Less is more: it should soak in, not sit on top.',
          ),
        ],
      ],
      { style: 1 },
    ),
    container(
      [
        [text(b('Please don’t'))],
        [
          list([
            'scratch or pick at the flakes;',
            'go swimming (sea, pool or bath) for 2 weeks;',
            'sunbathe or use sunbeds for 4 weeks, and after that always use a high-factor sun cream on it;',
            'do heavy gym sessions for the first 3 days.',
          ]),
        ],
      ],
      { style: 1 },
    ),
    text(
      'The surface heals in 2 to 4 weeks; the skin underneath takes up to 3 months. Touch-ups are free within 3 months of your appointment.',
    ),
    divider(),
    text('Your new piercing', 2, 'h2'),
    text(
      'Clean it twice a day with sterile saline spray, and leave it alone the rest of the time: no twisting, no turning, and don’t change the jewellery until it has healed. Come back after 4 to 8 weeks so we can fit a shorter bar once the swelling has gone down.',
    ),
    text(b('Healing times')),
    priceRows([
      ['Earlobe', '6 to 8 weeks'],
      ['Ear cartilage (helix, tragus, conch, daith, rook, industrial)', '6 to 12 months'],
      ['Nostril', '2 to 4 months'],
      ['Septum', '2 to 3 months'],
      ['Eyebrow, lip and labret', '2 to 3 months'],
      ['Tongue', '4 to 6 weeks'],
      ['Navel', '6 to 12 months'],
    ]),
    text(
      'Worried about your tattoo or piercing? Message us on Instagram or give us a call. If you see signs of infection (spreading redness, heat, a fever), see your GP or call NHS 111.',
    ),
  ],
};

/* ── Piercing ───────────────────────────────────────────────────────────────────────────────────────── */

const piercing: InkPage = {
  path: '/piercing',
  title: 'Piercing | Inkwell Tattoo Collective',
  description:
    'Ear, face and navel piercing in Brighton with our head piercer Sasha Lind. Prices, jewellery and age rules.',
  blocks: [
    text('Piercing', 1, 'h1'),
    container(
      [
        [image('sasha-piercing-room.jpg', 'Our piercing room')],
        [
          text(
            'With Sasha Lind, our head piercer. Every piercing is done with a single-use needle, and the price includes implant-grade titanium jewellery.',
          ),
          text(
            `${b('Walk-ins:')} Tuesday to Friday, 12pm – 5pm. Or book a set time through the ${link('booking form', '/booking')}.`,
          ),
        ],
      ],
      { style: 1 },
    ),
    bigText('Ears'),
    priceRows([
      ['Earlobe (single)', '£30'],
      ['Earlobes (pair)', '£50'],
      ['Helix, forward helix or flat', '£38'],
      ['Tragus, conch, daith or rook', '£40'],
      ['Industrial', '£50'],
    ]),
    bigText('Face'),
    priceRows([
      ['Nostril', '£38'],
      ['Septum', '£45'],
      ['Eyebrow', '£35'],
      ['Lip, labret or Monroe', '£40'],
      ['Tongue', '£45'],
    ]),
    bigText('Body'),
    priceRows([['Navel', '£45']]),
    bigText('Jewellery'),
    priceRows([
      ['Downsize (piercings done here, within 12 weeks)', 'Free'],
      ['Jewellery change', '£10'],
    ]),
    text(b('Upgrades')),
    container(
      [
        [
          text(
            'Solid 14k gold ball or disc end<br />14k gold hinged ring (clicker)<br />Titanium crystal top',
          ),
        ],
        [text('+£40<br />+£85<br />+£15', 5)],
      ],
      { style: 2 },
    ),
    divider(),
    text('How old do you need to be?', 2, 'h2'),
    list([
      'Under 12: we don’t pierce under-12s.',
      'Earlobes: from 12 with a parent or legal guardian; from 16 on your own.',
      'Ear cartilage and nostril: 16 and 17 with a parent or legal guardian; from 18 on your own.',
      'Septum, eyebrow, lip, tongue and navel: 18 and over only.',
      'We don’t offer nipple or intimate piercings.',
    ]),
    text(
      'Under-18s need ID too: bring the young person’s passport or birth certificate, and the parent or guardian’s photo ID. If you’re over 18 but look under 25, bring photo ID.',
    ),
    text(`${link('Piercing aftercare →', '/aftercare')}`),
    buttons([['Book a piercing', '/booking']]),
  ],
};

export const inkInfoPages: InkPage[] = [booking, policies, aftercare, piercing];
