import {
  a,
  big,
  brs,
  GLICINE_EMAIL,
  GLICINE_PHONE,
  GLICINE_STREET,
  GLICINE_TOWN,
  GLICINE_WHATSAPP,
  type GlicinePage,
  gap,
  line,
  photo,
  staticPage,
  wordTable,
} from './fioreria-glicine.layout.ts';

/**
 * The five English pages, static pages like the others (the template still says `lang="it"`, the sidebar,
 * footer and Blogger's labels stay Italian). Some facts are only here: the card written in English, the
 * workshops taught in Italian, flowers left at a hotel reception, the wedding video call for couples abroad,
 * ordering funeral flowers from abroad and the ZTL fine.
 */
export const glicineEnglishPages: GlicinePage[] = [
  {
    path: '/p/english.html',
    lang: 'en',
    kind: 'page',
    title: 'Fioreria Glicine in English',
    description:
      'Fioreria Glicine, a family-run florist in the centre of Parma since 1987: bouquets, weddings, funerals, plants and delivery.',
    alternate: '/',
    blog: staticPage({
      id: '3320187745629014475',
      title: 'Fioreria Glicine in English',
      body: `${photo('vetrina-glicine', 'The shop window of Fioreria Glicine')}
${line(
  'Welcome to Fioreria Glicine, a family-run flower shop in the historic centre of Parma since 1987.&nbsp;',
  'We make bouquets and arrangements by hand, do wedding and event flowers and funeral tributes, sell plants and deliver in Parma and the nearby towns.',
  'Call us or send a WhatsApp message and we&#39;ll help you choose.',
)}
${gap}
${big('What we do')}
${brs(
  `- ${a('Flower delivery in Parma', '/p/flower-delivery-parma.html')}`,
  `- ${a('Wedding flowers', '/p/wedding-flowers.html')}`,
  `- ${a('Funeral flowers', '/p/funeral-flowers.html')}`,
  `- ${a('Opening hours and how to find us', '/p/contact-us.html')}`,
)}
${gap}
${big('Bouquets')}
${line(
  'Hand-tied bouquets start at €30 for a small one, with the card and the wrapping included.&nbsp;',
  'We write the card by hand, in English or Italian: just tell us what you want it to say.',
)}
${gap}
${big('Workshops')}
${line(
  `Our Saturday afternoon floral design workshops are taught in Italian, but everyone is welcome: Anna will show you how, and Sofia can help translate if she is in the shop. Dates and prices (in Italian) are on the ${a('Laboratori', '/p/laboratori-di-composizione-floreale.html')} page.`,
)}
${gap}
${line('<i>The rest of our website is in Italian.</i>')}`,
    }),
  },
  {
    path: '/p/flower-delivery-parma.html',
    lang: 'en',
    kind: 'page',
    title: 'Flower delivery in Parma',
    description:
      'Flower delivery in Parma and nearby towns, Tuesday to Saturday: charges by area, time slots, same-day delivery.',
    alternate: '/p/consegne.html',
    blog: staticPage({
      id: '8869204417306159902',
      title: 'Flower delivery in Parma',
      body: `${line('Luca delivers in our electric van all over Parma and the nearby towns, <b>Tuesday to Saturday</b>.')}
${gap}
${big('Delivery charges')}
${wordTable(
  [
    ['Area', 'Delivery'],
    ['Parma, inside the ring road (tangenziale)', '€7'],
    ['Parma, outlying villages (San Pancrazio, Vicofertile, Botteghino, San Prospero...)', '€10'],
    ['Collecchio, Felino, Sala Baganza, Noceto, Sorbolo', '€15'],
    ['Fidenza, Langhirano, Traversetolo, Colorno, Fontanellato', '€20'],
  ],
  [300, 90],
)}
${line('Free delivery inside the ring road on orders of €100 or more.')}
${gap}
${big('When')}
${line(
  'Choose the morning (9am – 12.30pm) or the afternoon (3.30pm – 7pm): we can&#39;t promise an exact time.',
  'Order by 12 noon for same-day delivery in Parma.',
  'We don&#39;t deliver on Sundays or Mondays.',
  'We don&#39;t ship flowers abroad or outside the province of Parma.',
)}
${gap}
${big('Flowers for someone staying at a hotel')}
${line(
  'We deliver to the reception of any hotel in Parma: give us the guest&#39;s full name and arrival date, and the hotel will hand the flowers over at check-in.',
)}`,
    }),
  },
  {
    path: '/p/wedding-flowers.html',
    lang: 'en',
    kind: 'page',
    title: 'Wedding flowers',
    description: 'Wedding flowers in Parma and its province: how we work and guide prices.',
    alternate: '/p/matrimoni-ed-eventi.html',
    blog: staticPage({
      id: '2057713398604421196',
      title: 'Wedding flowers',
      body: `${photo('bouquet-sposa-peonie', 'A bridal bouquet with peonies and garden roses')}
${line(
  'Getting married in Parma? Sofia looks after weddings from the first meeting to the big day: the bridal bouquet, the church or the town hall, the reception.',
)}
${gap}
${big('How it works')}
${brs(
  '1. A first meeting and a visit to the venue, free and with no obligation.',
  '2. A written quote within a week.',
  '3. A 30% deposit to confirm; the balance 7 days before the wedding.',
)}
${line(
  'Please book at least 4 months ahead: we only do one wedding a day.',
  'Couples who live abroad can have the first meeting by video call, free of charge and in English.',
  'We work in Parma and up to 60 km from the shop.',
)}
${gap}
${big('Guide prices')}
${wordTable(
  [
    ['', 'Price'],
    ['Bridal bouquet', 'from €150'],
    ['Buttonhole (groom and best men)', '€15'],
    ['Bridesmaids&#39; bouquets', 'from €50'],
    ['Church flowers', 'from €400'],
    ['Reception centrepieces', 'from €35'],
    ['Flower arch', 'from €600'],
  ],
  [240, 90],
)}`,
    }),
  },
  {
    path: '/p/funeral-flowers.html',
    lang: 'en',
    kind: 'page',
    title: 'Funeral flowers',
    description:
      'Funeral flowers in Parma: wreaths, cushions and casket sprays delivered to churches and funeral homes.',
    alternate: '/p/fiori-per-funerali.html',
    blog: staticPage({
      id: '6694021178835270147',
      title: 'Funeral flowers',
      body: `${line(
        'We are sorry for your loss. Call us or send a WhatsApp message: we help you choose and deliver to the church, the funeral home or the cemetery.',
      )}
${gap}
${wordTable(
  [
    ['Tribute', 'Price'],
    ['Posy (mazzo da cerimonia)', 'from €60'],
    ['Cushion (cuscino)', 'from €110'],
    ['Wreath (corona)', 'from €130'],
    ['Casket spray (copricassa)', 'from €250'],
  ],
  [220, 90],
)}
${line(
  'A ribbon with your message is always included.&nbsp;Delivery to churches and funeral homes in Parma is included.',
  'For a funeral on the same day, please order by 10am.',
)}
${gap}
${big('Ordering from abroad')}
${line(
  'If you live abroad and can&#39;t be at the funeral, you can order by email or WhatsApp: we send you a card payment link, and a photo of the flowers once they have been delivered.',
)}`,
    }),
  },
  {
    path: '/p/contact-us.html',
    lang: 'en',
    kind: 'page',
    title: 'Opening hours and contact',
    description: 'Opening hours, address, phone and WhatsApp of Fioreria Glicine in Parma.',
    alternate: '/p/orari-e-contatti.html',
    blog: staticPage({
      id: '4128865090117735320',
      title: 'Opening hours and contact',
      body: `${big('Opening hours')}
${brs('Monday: closed', 'Tuesday – Saturday: 8.30am – 1pm and 3.30pm – 7.30pm', 'Sunday: 9am – 12.30pm')}
${line('Holiday opening hours are posted on our blog (in Italian).')}
${gap}
${big('Find us')}
${brs(GLICINE_STREET, GLICINE_TOWN)}
${line(
  'Just off Strada della Repubblica, a 5-minute walk from the Cathedral.',
  'The street is inside the limited traffic zone (ZTL): don&#39;t drive in or you&#39;ll get a fine. Park at the Toschi car park, about 10 minutes away on foot.',
)}
${gap}
${big('Contact')}
${line('Phone', GLICINE_PHONE, '&nbsp;', 'WhatsApp', GLICINE_WHATSAPP, '&nbsp;', 'Email', GLICINE_EMAIL)}`,
    }),
  },
];
