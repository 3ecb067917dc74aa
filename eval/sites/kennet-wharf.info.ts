import {
  a,
  accordion,
  button,
  fid,
  h2,
  h3,
  hero,
  image,
  p,
  plain,
  section,
  small,
  stack,
  strong,
  text,
  WHARF_BREAKDOWN,
  WHARF_EMAIL,
  WHARF_PHONE,
  WHARF_PHONE_HREF,
  type WharfPage,
} from './kennet-wharf.layout.ts';

/** A Framer form field: the label frame around Framer's input wrapper. */
const field = (
  name: string,
  label: string,
  type: 'text' | 'email' | 'tel' | 'textarea' | 'select',
  options: string[] = [],
) => {
  const control =
    type === 'textarea'
      ? `<textarea name="${name}" placeholder="" class="framer-form-input framer-form-input-empty"></textarea>`
      : type === 'select'
        ? `<select name="${name}" class="framer-form-input">${options.map((o) => `<option value="${o}">${o}</option>`).join('')}</select>`
        : `<input type="${type}" name="${name}" placeholder="" class="framer-form-input framer-form-input-empty"${type === 'email' ? ' required' : ''}>`;
  return `<label class="${fid()}" data-framer-name="${name}">${text('Label', small(label))}<div class="${fid()} framer-form-${type === 'textarea' ? 'text-area' : type === 'select' ? 'select' : 'text-input'}">${control}</div></label>`;
};

/** The practical pages: plan your trip (with the FAQ accordion) and contact. */
export const wharfInfo: WharfPage[] = [
  {
    path: '/plan-your-trip',
    title: 'Plan your trip',
    description:
      'Handover and return times, who can hire, parking, dogs, accessibility, what to bring and answers to your questions.',
    body: [
      hero(
        'Before you go',
        'Plan your trip',
        'Everything first-timers ask us, from handover to what to pack.',
        'handover-at-the-wharf.jpg',
      ),
      section(
        'Handover',
        stack(
          'Column',
          text(
            'Text',
            h2('Handover and return'),
            p(
              'Arrive at the wharf from 1.30pm on your first day. Handover starts at 2pm and takes about an hour: one of our team shows you round the boat, then gives you a driving lesson on the water and takes you through your first lock, Hungerford Lock, 200 yards from the wharf.',
            ),
            p(
              'On your last day, please have the boat back at the wharf by 9am. We read the engine hours, settle the fuel and check the boat over, and you&rsquo;re usually on your way by 10am.',
            ),
          ),
        ),
        stack(
          'Column',
          text(
            'Text',
            h2('Who can hire'),
            p(
              `${strong('No licence needed.')} You don&rsquo;t need a licence or any boating experience to steer a narrowboat on the canal: our boats are licensed with the Canal &amp; River Trust, and the handover teaches you all you need.`,
            ),
            p(
              'The person who books must be 21 or over and must be on board for the whole hire. You need at least two adults able to work the locks (three on Otter).',
            ),
            p('The speed limit on the canal is 4 mph, about walking pace, and tickover past moored boats.'),
          ),
        ),
      ),
      section(
        'What to bring',
        text(
          'Text',
          h2('What to bring'),
          p(
            'Bed linen, duvets, pillows, bath towels and tea towels are on board. Bring soft bags rather than hard suitcases (they fold away under the beds), non-slip shoes or wellies, waterproofs, a torch, gardening gloves for the lock gates, and beach towels if you want them &ndash; we don&rsquo;t supply those.',
          ),
          p(
            'There&rsquo;s a supermarket five minutes from the wharf in Hungerford; Kintbury and Great Bedwyn have village shops.',
          ),
        ),
      ),
      section(
        'Parking',
        text(
          'Text',
          h2('Parking'),
          p(
            'Parking at the wharf is free for hirers, one car per boat, for the length of your hire. There are only 14 spaces, so please reserve yours when you book. There&rsquo;s no room for a second car: use the long-stay car park on Church Street (pay and display), a short walk away.',
          ),
        ),
        image('wharf-car-park.jpg', 'The car park beside the wharf'),
      ),
      section(
        'On board',
        stack(
          'Column',
          text(
            'Text',
            h3('Staying connected'),
            p(
              'There is no wifi on our boats. Mobile signal is good around Hungerford and Newbury but patchy in the Vale of Pewsey. Every boat has 12V and USB sockets and a small inverter for phones and laptops; it won&rsquo;t run hairdryers or hair straighteners.',
            ),
          ),
        ),
        stack(
          'Column',
          text(
            'Text',
            h3('Dogs'),
            p(
              `Dogs are welcome on Wagtail, Kingfisher and Otter: up to 2 dogs per boat, £40 per dog for the hire. Heron is our pet-free boat. Dogs stay off the beds and the seating, and on a lead at locks. See our ${a('/boats', 'boats')}.`,
            ),
          ),
        ),
        stack(
          'Column',
          text(
            'Text',
            h3('Barbecues, fires and smoking'),
            p(
              'Kingfisher, Heron and Otter carry a charcoal barbecue on a stand, which you may use on the bank at your moorings &ndash; never on the roof or the deck. Disposable barbecues are not allowed on the towpath or on our boats. No smoking inside the boats.',
            ),
          ),
        ),
      ),
      section(
        'Accessibility',
        text(
          'Text',
          h2('Accessibility'),
          p(
            `Heron is our accessible boat: a wide side door (85 cm) with a portable ramp, a level floor from the side door through to the wet room, grab rails and a fold-down shower seat. The steering position is up three steps, and the locks need able-bodied crew. ${a('/boats/heron', 'More about Heron')}.`,
          ),
          p(
            'At the wharf there is a level path from the car park to the moorings and an accessible toilet in the office. Please call us before booking and we&rsquo;ll talk it through.',
          ),
        ),
      ),
      section(
        'FAQ',
        text('Heading', h2('Questions we&rsquo;re often asked')),
        accordion([
          [
            'Do I need a licence to drive a narrowboat?',
            p(
              'No. No licence or experience is needed. Your handover includes a driving lesson and your first lock with one of our team.',
            ),
          ],
          [
            'How old do I have to be to hire a boat?',
            p(
              'The person booking a holiday boat must be 21 or over and on board throughout. For the day boat the hirer must be 18 or over.',
            ),
          ],
          [
            'How fast can we go?',
            p('The speed limit is 4 mph. Slow right down past moored boats and anglers.'),
          ],
          [
            'Can we bring our dog?',
            p(
              'Yes, on Wagtail, Kingfisher and Otter: up to 2 dogs, £40 per dog. Dogs are not allowed on Heron, our pet-free boat.',
            ),
          ],
          ['Is there wifi on the boats?', p('No, there is no wifi on our boats, and no TV.')],
          [
            'Can we have a barbecue on the towpath?',
            p(
              'Yes, with the barbecue on its stand that Kingfisher, Heron and Otter carry. Disposable barbecues are not allowed on the towpath.',
            ),
          ],
          [
            'Can we take the boat onto the Thames, or do a one-way trip?',
            p(
              'No. Hire boats may go east as far as Reading but not onto the River Thames, and every hire starts and ends at Hungerford.',
            ),
          ],
          [
            'What if something goes wrong while we&rsquo;re out?',
            p(
              `Call our breakdown line, ${WHARF_BREAKDOWN}, at any time. One of our engineers will come out to you.`,
            ),
          ],
          [
            'Are you open in the winter?',
            p(
              'Our holiday boats run from April to October. From November to March the holiday boats are out of the water for maintenance, and the day boat runs on Saturdays and Sundays only.',
            ),
          ],
          [
            'When do we pay the balance?',
            p('8 weeks before your hire starts. The 25% deposit is paid when you book.'),
          ],
          ['Can we swim in the canal?', p('Please don&rsquo;t: swimming in the canal is not allowed.')],
          [
            'Can the children steer?',
            p('Yes, with an adult standing beside them. Children must wear life jackets on deck.'),
          ],
        ]),
      ),
    ].join(''),
  },
  {
    path: '/contact',
    title: 'Contact and finding us',
    description: 'How to reach the wharf in Hungerford by train and car, parking, and how to contact us.',
    body: [
      hero(
        'Get in touch',
        'Contact and finding us',
        'We&rsquo;re on the wharf by Hungerford Lock, five minutes from the station.',
        'wharf-office.jpg',
      ),
      section(
        'Contact details',
        stack(
          'Column',
          text(
            'Text',
            h3('Call or write'),
            plain(`Phone: <a class="framer-text" href="${WHARF_PHONE_HREF}">${WHARF_PHONE}</a>`),
            plain(`Email: <a class="framer-text" href="mailto:${WHARF_EMAIL}">${WHARF_EMAIL}</a>`),
            plain('Post: Kennet Wharf Narrowboats, The Wharf, Canal Walk, Hungerford, Berkshire RG17 0EY'),
            p(
              `Out on a boat and need help? Call our breakdown line, ${WHARF_BREAKDOWN}, 24 hours a day. It&rsquo;s for hirers only: for bookings, please call the office.`,
            ),
          ),
        ),
        stack(
          'Column',
          text(
            'Text',
            h3('Office hours'),
            plain('April to October: Monday to Saturday, 8.30am to 5.30pm'),
            plain('November to March: Monday to Friday, 10am to 4pm'),
            small('Closed on Christmas Day, Boxing Day and New Year&rsquo;s Day.'),
          ),
        ),
      ),
      section(
        'Getting here',
        text(
          'Text',
          h2('Getting here'),
          h3('By train'),
          p(
            'Hungerford station is a 5-minute walk from the wharf. Trains run from Reading (about 25 minutes) and from London Paddington (about 1 hour, some with a change at Reading).',
          ),
          h3('By car'),
          p(
            'Leave the M4 at junction 14 and follow the A338 south for 3 miles into Hungerford. For satnav use RG17 0EY, then follow the signs for the wharf from Bridge Street.',
          ),
          h3('Parking'),
          p(
            'Free for hirers at the wharf, one car per boat, limited to 14 spaces: reserve yours when you book. Day-boat crews park free on the day too.',
          ),
        ),
      ),
      section(
        'Form',
        text('Heading', h2('Send us a message')),
        `<form class="${fid()}" data-framer-name="Contact form" method="POST" action="https://api.framer.com/forms/v1/forms/8c3b1d2e-5f4a-4e7b-9a1c-2d3e4f5a6b7c/submit">${field('Name', 'Name', 'text')}${field('Email', 'Email', 'email')}${field('Phone', 'Phone', 'tel')}${field('Boat', 'Which boat?', 'select', ['Not sure yet', 'Wagtail', 'Kingfisher', 'Heron', 'Otter', 'Dabchick (day boat)'])}${field('Message', 'Your message', 'textarea')}${button('Send', '#')}</form>`,
        text('Reply', small('We reply within one working day.')),
      ),
    ].join(''),
  },
];
