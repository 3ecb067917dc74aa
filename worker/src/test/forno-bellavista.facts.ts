/**
 * Facts printed on the Forno Bellavista fixture site, with the page that holds each one, so answer tests
 * can ask a question and check the answer and its source. `answer` appears verbatim in the page text.
 */
export interface FornoFact {
  id: string;
  path: string;
  question: { it: string; en: string };
  answer: string;
}

export const fornoFacts: FornoFact[] = [
  {
    id: 'sunday-hours',
    path: '/orari',
    question: { it: 'A che ora apre il forno la domenica?', en: 'What time does the bakery open on Sunday?' },
    answer: 'domenica dalle 7:30 alle 13:00',
  },
  {
    id: 'closed-day',
    path: '/orari',
    question: { it: 'In che giorno il forno è chiuso?', en: 'Which day is the bakery closed?' },
    answer: 'Il lunedì siamo chiusi per riposo settimanale',
  },
  {
    id: 'address',
    path: '/contatti',
    question: { it: "Qual è l'indirizzo del forno?", en: 'What is the bakery address?' },
    answer: 'Via dei Mulini 14, 40121 Bologna',
  },
  {
    id: 'phone',
    path: '/contatti',
    question: { it: 'Qual è il numero di telefono?', en: 'What is the phone number?' },
    answer: '+39 051 234 5678',
  },
  {
    id: 'bread-price',
    path: '/prodotti/pane-casereccio',
    question: { it: 'Quanto costa il pane casereccio?', en: 'How much is the homestyle bread?' },
    answer: '4,50 € al chilo',
  },
  {
    id: 'focaccia-price',
    path: '/prodotti/focaccia-genovese',
    question: { it: 'Quanto costa la focaccia genovese?', en: 'How much does the Genoese focaccia cost?' },
    answer: '2,80 € a trancio',
  },
  {
    id: 'panettone-price',
    path: '/prodotti/panettone-artigianale',
    question: { it: 'Quanto costa il panettone artigianale?', en: 'How much is the artisan panettone?' },
    answer: '32 € da un chilo',
  },
  {
    id: 'gluten-free',
    path: '/senza-glutine',
    question: { it: 'Avete pane senza glutine?', en: 'Do you have gluten-free bread?' },
    answer: 'pane senza glutine ogni giovedì e sabato',
  },
  {
    id: 'delivery-area',
    path: '/consegne',
    question: { it: 'Fate consegne a Casalecchio di Reno?', en: 'Do you deliver to Casalecchio di Reno?' },
    answer: 'entro 8 km dal forno: Bologna centro, Casalecchio di Reno e San Lazzaro di Savena',
  },
  {
    id: 'free-delivery',
    path: '/consegne',
    question: { it: 'Quando la consegna è gratuita?', en: 'When is delivery free?' },
    answer: 'gratuita per ordini sopra i 40 €',
  },
  {
    id: 'founder',
    path: '/chi-siamo',
    question: { it: 'Chi ha fondato il Forno Bellavista?', en: 'Who founded Forno Bellavista?' },
    answer: 'fondato nel 1962 da Giuseppe Ferrante',
  },
  {
    id: 'course',
    path: '/corsi',
    question: { it: 'Quanto costa il corso di panificazione?', en: 'How much is the bread-making course?' },
    answer: 'il primo sabato del mese e costa 65 €',
  },
  {
    id: 'wood-oven',
    path: '/forno-a-legna',
    question: { it: 'Come si chiama il forno a legna?', en: 'What is the wood-fired oven called?' },
    answer: 'Il nostro forno a legna si chiama Rosetta',
  },
];

/** A fact only the sitemap leads to: no page links to /forno-a-legna. */
export const sitemapOnlyFact = fornoFacts.find((f) => f.id === 'wood-oven')!;

/** Text printed only on a page robots.txt disallows: a crawl must never index it. */
export const disallowedSecret = 'Listino grossisti riservato: codice sconto GROSSO-7731';
